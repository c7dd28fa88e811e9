// Sign-in: the authorization URL (PKCE, state, nonce) and the callback that finishes it, once and
// within its lifetime.
import * as oauth from "oauth4webapi";
import { OAuthError } from "./errors.js";
import { CLOCK_SKEW_MS, PendingSignIn, SIGN_IN_LIFETIME_MS } from "./pending-sign-in.js";
import type { Provider } from "./provider.js";
import { SCOPES } from "./scopes.js";
import type { TokenSet, TokenStore } from "./tokens.js";
import type { FinishSignInOptions, OAuthClient } from "./types.js";
import { isUsed, startFinishing } from "./used-sign-ins.js";
import type { UserQueue } from "./user-queue.js";
import { checkUserId } from "./user-id.js";

/** What sign-in needs from createOAuth. */
export interface SignInParts {
  readonly provider: Provider;
  readonly queue: UserQueue;
  readonly store: TokenStore;
  readonly clientId: string;
  readonly redirectUri: string;
}

/** A scope as RFC 6749 (section 3.3) writes one: visible ASCII but `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
const API_SCOPES: ReadonlySet<string> = new Set(SCOPES);

/** `url` without its query and fragment: where it points, for a comparison or a message. */
function addressOf(url: URL): string {
  const address = new URL(url);
  address.search = "";
  address.hash = "";
  return address.href;
}

/** {@link addressOf} a redirect URI kept in a pending sign-in's data; `undefined` if it is no URL. */
function addressOfUri(uri: string): string | undefined {
  try {
    return addressOf(new URL(uri));
  } catch {
    return undefined;
  }
}

/** A time in ms since the epoch, for a message: ISO 8601, UTC. */
function timeOf(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString();
}

/**
 * Checks the options of finishSignIn: the key to store the tokens under, or `undefined` to take it
 * from the ID token's `sub`.
 */
function keyOf(options: FinishSignInOptions, scopes: readonly string[]): string | undefined {
  if (typeof options !== "object" || options === null) throw new TypeError("finishSignIn() options must be an object");
  const { userId, userIdFrom } = options as { userId?: unknown; userIdFrom?: unknown };
  if (userIdFrom === undefined) return checkUserId(userId ?? "default");
  if (userIdFrom !== "sub") throw new TypeError('userIdFrom must be "sub"');
  if (userId !== undefined) throw new TypeError('Give userId or userIdFrom: "sub", not both');
  if (!scopes.includes("openid"))
    throw new TypeError('userIdFrom: "sub" needs an ID token: ask for the openid scope at startSignIn()');
  return undefined;
}

/** The sign-in half of an {@link OAuthClient}. */
export function createSignIn({
  provider,
  queue,
  store,
  clientId,
  redirectUri,
}: SignInParts): Pick<OAuthClient, "startSignIn" | "finishSignIn"> {
  const expected = addressOf(new URL(redirectUri));

  /**
   * Refuses a callback URL that is not at `redirectUri`. When it is at the redirect URI the sign-in
   * was started with (`startedWith`, another), the app passed the right URL to the wrong client:
   * the message says so. Otherwise the app passed another request's URL.
   */
  function checkAddress(url: URL, state: string, startedWith: string | undefined): void {
    const address = addressOf(url);
    if (address === expected) return;
    const code = url.searchParams.get("code");
    // Neither the code nor the state is quoted, wherever a hostile URL puts them.
    const secrets = code ? [code, state] : [state];
    if (startedWith !== undefined && startedWith !== redirectUri && address === addressOfUri(startedWith)) {
      throw new OAuthError(
        `Sign-in: the callback URL is at the redirect URI this sign-in was started with, ${provider.quote(startedWith, secrets)}, ` +
          `and this client's redirectUri is ${provider.quote(redirectUri)}: the sign-in was started by a client created ` +
          "with another redirectUri. Finish it with a client created with the one it was started with: the " +
          "provider issued the code for that redirect URI and refuses it for any other",
        "redirect_uri_mismatch",
      );
    }
    const shown = provider.quote(address, secrets);
    throw new OAuthError(
      `Sign-in: the callback URL is at ${shown}, not at redirectUri ${provider.quote(redirectUri)} (scheme, host and ` +
        "path must match): pass the address the provider redirected the browser to; behind a proxy, resolve " +
        "the request's path against redirectUri: new URL(req.url, redirectUri)",
      "callback_mismatch",
    );
  }

  /** Refuses a pending sign-in that is being finished or was: see used-sign-ins.ts. */
  function checkUnused(state: string, pending: PendingSignIn): void {
    const used = isUsed(state, pending);
    if (!used) return;
    throw new OAuthError(
      (used === "finishing"
        ? "Sign-in: this pending sign-in is being finished already"
        : "Sign-in: this pending sign-in was finished already, and its code exchanged for tokens") +
        ": a pending sign-in is finished once, and nothing was sent. A second exchange of its code would fail " +
        "and could make the provider revoke the first one's tokens. Keep pending sign-ins where one callback " +
        "takes them out (read and delete in one step), so that a second callback finds none; to sign in again, " +
        "start a new sign-in",
      "sign_in_used",
    );
  }

  /** Refuses a pending sign-in past its lifetime, or that does not say when it started. */
  function checkFresh(startedAt: number | undefined): void {
    const now = Date.now();
    const within = `a pending sign-in is finished within ${SIGN_IN_LIFETIME_MS / 60_000} minutes of startSignIn()`;
    if (startedAt === undefined) {
      throw new OAuthError(
        "Sign-in: this pending sign-in does not say when it was started (its data was exported before " +
          `startedAt was recorded, or rebuilt without it), and ${within}: nothing was sent. Start a new sign-in`,
        "sign_in_expired",
      );
    }
    if (startedAt > now + CLOCK_SKEW_MS) {
      throw new OAuthError(
        `Sign-in: this pending sign-in says it was started at ${timeOf(startedAt)}, later than this ` +
          `machine's clock (${timeOf(now)}) allows: nothing was sent. If another server started it, set the ` +
          "servers' clocks right (by NTP); start a new sign-in",
        "sign_in_expired",
      );
    }
    const deadline = startedAt + SIGN_IN_LIFETIME_MS;
    if (now >= deadline) {
      throw new OAuthError(
        `Sign-in: this pending sign-in was started at ${timeOf(startedAt)}, and ${within}: nothing was ` +
          "sent. Start a new sign-in; a pending sign-in kept in a session or store can be deleted after that time",
        "sign_in_expired",
      );
    }
  }

  return {
    async startSignIn(
      { scopes, providerScopes = [], parameters = {} } = {} as Parameters<OAuthClient["startSignIn"]>[0],
    ) {
      if (
        !Array.isArray(scopes) ||
        scopes.length === 0 ||
        scopes.some((s) => typeof s !== "string" || !SCOPE_TOKEN.test(s))
      )
        throw new TypeError("scopes must be a non-empty array of scope names");
      if (!Array.isArray(providerScopes) || providerScopes.some((s) => typeof s !== "string" || !SCOPE_TOKEN.test(s)))
        throw new TypeError("providerScopes must be an array of scope names");
      const listed = providerScopes.find((s) => API_SCOPES.has(s));
      if (listed !== undefined)
        throw new TypeError(`providerScopes are for scopes the API does not list: give ${listed} in scopes`);
      const asked = [...new Set<string>([...scopes, ...providerScopes])];
      const codeVerifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const nonce = scopes.includes("openid") ? oauth.generateRandomNonce() : undefined;
      const url = new URL(provider.authorizationEndpoint);
      for (const [name, value] of Object.entries(parameters)) {
        if (typeof value !== "string") throw new TypeError(`parameters.${name} must be a string`);
        url.searchParams.set(name, value);
      }
      const own = {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: asked.join(" "),
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        ...(nonce && { nonce }),
      };
      for (const [name, value] of Object.entries(own)) url.searchParams.set(name, value);
      return new PendingSignIn(url, { state, codeVerifier, nonce, scopes: asked, redirectUri, startedAt: Date.now() });
    },

    async finishSignIn(callbackUrl, pending, options = {}): Promise<TokenSet> {
      if (!(pending instanceof PendingSignIn))
        throw new TypeError("finishSignIn() needs the PendingSignIn of startSignIn()");
      const { state, codeVerifier, nonce, scopes, redirectUri: startedWith, startedAt } = pending.export();
      const key = keyOf(options, scopes);
      checkUnused(state, pending);
      let url: URL;
      try {
        if (typeof callbackUrl !== "string" && !(callbackUrl instanceof URL)) throw new TypeError();
        url = new URL(callbackUrl);
      } catch {
        throw new TypeError("callbackUrl must be the absolute URL the provider redirected to");
      }
      checkAddress(url, state, startedWith);
      if (startedWith !== undefined && startedWith !== redirectUri) {
        throw new OAuthError(
          `Sign-in: this sign-in was started with the redirect URI ${provider.quote(startedWith)}, but this client's ` +
            `redirectUri is ${provider.quote(redirectUri)}: the provider issued the code for the first and refuses it ` +
            "for the second. Finish it with the configuration that started it",
          "redirect_uri_mismatch",
        );
      }
      // Everything above runs in one turn: no second finish can start between the check and this mark.
      const params = provider.callback(url, state);
      checkFresh(startedAt);
      // Remembered from the finish on, for as long as any copy of it could pass checkFresh
      // honestly: a copy's start, even one changed to shorten it, cannot cut that short.
      const end = startFinishing(state, pending, Date.now() + SIGN_IN_LIFETIME_MS + CLOCK_SKEW_MS);
      let tokens: TokenSet;
      try {
        tokens = await provider.exchange(params, codeVerifier, nonce, scopes);
      } catch (error) {
        end(false);
        throw error;
      }
      end(true);
      const userId = key ?? subjectOf(tokens, provider);
      // After a refresh or sign-out under way for this user, never overwritten by it.
      await queue.exclusive(userId, () => queue.stored(userId, "set", () => store.set(userId, tokens.export())));
      return tokens;
    },
  };
}

/** The ID token's `sub`, as the key of the user's tokens. */
function subjectOf(tokens: TokenSet, provider: Provider): string {
  const sub = tokens.idTokenClaims?.sub;
  try {
    return checkUserId(sub);
  } catch {
    throw new OAuthError(
      `Sign-in: the ID token's sub (${sub === undefined ? "none" : provider.quote(sub)}) cannot key the user's tokens: ` +
        "it must be non-empty visible ASCII. Give userId instead",
      "invalid_response",
    );
  }
}
