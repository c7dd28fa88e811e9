// OAuth2 authorization code sign-in with PKCE, refresh and revocation, on oauth4webapi: this file
// only configures it, keeps the secrets out of errors, and shares refreshes between callers.
import * as oauth from "oauth4webapi";
import { URL_TEMPLATES } from "../generated/oauth.js";
import type { Scope } from "../generated/oauth.js";
import { cleanCause, OAuthError, redact, SignInRequiredError } from "./oauth-errors.js";
import { MemoryTokenStore, type TokenData, TokenSet, type TokenStore } from "./oauth-tokens.js";

const INSPECT = Symbol.for("nodejs.util.inspect.custom");

/** Options of {@link createOAuth}: one per environment, since each has its own realm and client secret. */
export interface OAuthOptions {
  /** The identity provider's address, `{auth_url}` of the spec's flow URLs (not given by the description). */
  readonly authUrl: string;
  /** The environment's realm, `{realm}` of the flow URLs: staging and production differ. */
  readonly realm: string;
  /**
   * The provider's issuer identifier for this realm, as its tokens' `iss` and its discovery document
   * state it. ID tokens and `iss` in sign-in answers are checked against it.
   */
  readonly issuer: string;
  /** The client ID, the same for staging and production. */
  readonly clientId: string;
  /**
   * The environment's client secret, for server-side apps only (confidential client, sent with
   * HTTP basic authentication). Leave it out in browsers and native apps: they sign in with PKCE alone.
   */
  readonly clientSecret?: string;
  /** Where the provider sends the user back after sign-in; registered with the provider. */
  readonly redirectUri: string;
  /** The provider's token revocation endpoint (RFC 7009), if it has one; the spec names none. */
  readonly revocationUrl?: string;
  /** Where tokens are kept per user; a {@link MemoryTokenStore} by default. */
  readonly store?: TokenStore;
  /** Milliseconds before a request to the provider is aborted; 30 000 by default. */
  readonly timeoutMs?: number;
  /** Replaces the global `fetch` for requests to the provider. */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** What {@link OAuthClient.startSignIn} asks for. */
export interface SignInOptions {
  /** The scopes to ask for: see `scopesFor()`. `openid` also asks for an ID token, checked with a nonce. */
  readonly scopes: readonly Scope[];
  /** More authorization request parameters (`prompt`, `login_hint`, …); the flow's own cannot be replaced. */
  readonly parameters?: Readonly<Record<string, string>>;
}

/** Plain data of a {@link PendingSignIn}, to keep between the redirect and the callback. */
export interface PendingSignInData {
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce?: string | undefined;
  readonly scopes: readonly string[];
}

/**
 * A sign-in that has sent the user to the provider. Keep it (server session, or `export()` into
 * session storage) until the user comes back to `redirectUri`. Logging it never shows the verifier.
 */
export class PendingSignIn {
  /** Where to send the user. */
  readonly url: URL;
  /** The scopes asked for. */
  readonly scopes: readonly string[];
  readonly #data: PendingSignInData;

  constructor(url: URL, data: PendingSignInData) {
    const { state, codeVerifier, nonce, scopes } = data ?? {};
    if (typeof state !== "string" || !state || typeof codeVerifier !== "string" || codeVerifier.length < 43)
      throw new TypeError("Pending sign-in data needs a state and a code verifier of at least 43 characters");
    if (nonce !== undefined && typeof nonce !== "string")
      throw new TypeError("Pending sign-in data: nonce must be a string");
    if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== "string"))
      throw new TypeError("Pending sign-in data: scopes must be an array of strings");
    this.url = url;
    this.scopes = Object.freeze([...scopes]);
    this.#data = { state, codeVerifier, nonce, scopes: this.scopes };
  }

  /** Rebuilds a pending sign-in from {@link export}ed data. */
  static from(data: PendingSignInData, url: URL | string = "about:blank"): PendingSignIn {
    return new PendingSignIn(new URL(url), data);
  }

  /** The data needed to finish, secrets included: for session storage, never for a log. */
  export(): PendingSignInData {
    return { ...this.#data, scopes: [...this.scopes] };
  }

  toJSON(): object {
    return { url: this.url.href, scopes: this.scopes, codeVerifier: "[redacted]" };
  }

  [INSPECT](): string {
    return `PendingSignIn ${JSON.stringify(this)}`;
  }
}

/** Options of {@link OAuthClient.tokenProvider}. */
export interface TokenProviderOptions {
  /** The key of the user's tokens in the store; `"default"` when the app signs in one user only. */
  readonly userId?: string;
  /** Seconds before expiry at which the access token is refreshed ahead; 60 by default. */
  readonly skewSeconds?: number;
}

/**
 * An access token provider for the client's `auth.accessToken`: answers from the store, refreshes
 * ahead of expiry and when the client reports a 401, one refresh at a time per user.
 */
export interface TokenProvider {
  (request: { readonly refresh: boolean }): Promise<string>;
  /** The scopes the user granted, from the stored tokens. */
  grantedScopes(): Promise<readonly string[]>;
}

/** Sign-in, refresh and revocation for one environment. */
export interface OAuthClient {
  /** The authorization endpoint, from the spec's URL template. */
  readonly authorizationEndpoint: string;
  /** The token endpoint, from the spec's URL template. */
  readonly tokenEndpoint: string;
  /** Where tokens are kept. */
  readonly store: TokenStore;
  /** Builds the authorization URL (PKCE S256, `state`, and `nonce` with `openid`). Sends nothing. */
  startSignIn(options: SignInOptions): Promise<PendingSignIn>;
  /**
   * Handles the provider's redirect back: checks `state` (and `iss`), exchanges the code with the
   * verifier, checks the ID token, stores the tokens under `userId` and returns them.
   */
  finishSignIn(
    callbackUrl: URL | string,
    pending: PendingSignIn,
    options?: { readonly userId?: string },
  ): Promise<TokenSet>;
  /** Exchanges the refresh token for new tokens; keeps the old refresh token if the provider sends none. */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /** Revokes the refresh token (or, without one, the access token) at `revocationUrl`. */
  revoke(tokens: TokenSet): Promise<void>;
  /** Revokes the user's stored tokens where the provider offers it, and deletes them from the store. */
  signOut(userId?: string): Promise<void>;
  /** A provider for `createClient({ auth: { accessToken } })`, reading the user's tokens from the store. */
  tokenProvider(options?: TokenProviderOptions): TokenProvider;
}

/**
 * Checks an endpoint: absolute, https (http only on loopback), no credentials, query or fragment.
 * A redirect URI may have a query (RFC 6749, section 3.1.2) and, for a native app, a private-use
 * scheme in reverse domain form (RFC 8252, section 7.1).
 */
function checkUrl(name: string, text: unknown, redirect = false): URL {
  let url: URL | undefined;
  try {
    url = new URL(String(text));
  } catch {
    // reported below
  }
  const privateUse = redirect && !!url && /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol);
  const problem =
    typeof text !== "string" || !url
      ? "must be an absolute URL"
      : url.username || url.password
        ? "must not contain credentials"
        : url.hash || text.includes("#") || (!redirect && (url.search || text.includes("?")))
          ? `must not have a ${redirect ? "" : "query or "}fragment`
          : url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url)) && !privateUse
            ? `must use https (http only on loopback${redirect ? ", or a private-use scheme such as com.example.app:" : ""})`
            : url.hostname.endsWith(".invalid")
              ? "is the spec's placeholder"
              : "";
  if (problem) throw new TypeError(`${name} ${problem}`);
  return url!;
}

function isLoopback(url: URL): boolean {
  return /^(localhost|127\.[\d.]+|\[::1\])$/.test(url.hostname);
}

/** Fills one of the spec's flow URL templates. */
function endpoint(template: string, authUrl: string, realm: string): string {
  return template.replaceAll("{auth_url}", () => authUrl).replaceAll("{realm}", () => encodeURIComponent(realm));
}

function checkString(name: string, value: unknown, pattern = /^[\x21-\x7e]+$/): string {
  if (typeof value !== "string" || !pattern.test(value)) throw new TypeError(`${name} must be non-empty visible ASCII`);
  return value;
}

/** A token answer oauth4webapi accepted but this module cannot keep (a token that is not visible ASCII, say). */
class RefusedAnswer extends Error {}

/** Reads one access token response into a token set; `previous` fills what a refresh answer leaves out. */
function toTokenSet(response: oauth.TokenEndpointResponse, asked: readonly string[], previous?: TokenData): TokenSet {
  if (response.token_type !== "bearer") {
    throw new OAuthError(
      `The identity provider issued a ${response.token_type} token; only bearer tokens are supported`,
      "unsupported_token_type",
    );
  }
  const claims = oauth.getValidatedIdTokenClaims(response);
  let idTokenClaims: Record<string, unknown> | undefined;
  if (claims) {
    // The nonce did its job; it is not kept.
    const { nonce: _nonce, ...rest } = claims;
    idTokenClaims = rest;
  }
  const now = Date.now();
  const expires = typeof response.expires_in === "number";
  return keep({
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken,
    expiresAt: expires ? now + response.expires_in! * 1000 : undefined,
    // Kept with the expiry only: it bounds how early the token counts as expiring.
    issuedAt: expires ? now : undefined,
    // An answer without `scope` grants what was asked (RFC 6749, section 5.1).
    scopes: typeof response.scope === "string" ? response.scope.split(" ").filter(Boolean) : [...asked],
    idTokenClaims: idTokenClaims ?? previous?.idTokenClaims,
  });
}

/** `TokenSet.from(data)` for data from the identity provider: what it refuses is a refused answer. */
function keep(data: TokenData): TokenSet {
  try {
    return TokenSet.from(data);
  } catch (error) {
    throw new RefusedAnswer((error as Error).message);
  }
}

/** Whether `error`, or one of its causes, is a timeout (the signal of `AbortSignal.timeout`). */
function timedOut(error: unknown): boolean {
  for (let e = error, depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    if ((e as { name?: unknown }).name === "TimeoutError") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Creates the sign-in for one environment. The authorization and token endpoints are the spec's
 * `x-url-templates` filled with `authUrl` and `realm`.
 *
 * @example
 * const signIn = createOAuth({ authUrl, realm, issuer, clientId, clientSecret, redirectUri });
 */
export function createOAuth(options: OAuthOptions): OAuthClient {
  const o = options ?? ({} as OAuthOptions);
  const authUrl = checkUrl("authUrl", o.authUrl).href.replace(/\/+$/, "");
  if (typeof o.realm !== "string" || !o.realm) throw new TypeError("realm must be a non-empty string");
  const clientId = checkString("clientId", o.clientId);
  const secret = o.clientSecret === undefined ? undefined : checkString("clientSecret", o.clientSecret);
  // Sent exactly as given: the provider compares it with the registered one as a string.
  const redirectUri = checkUrl("redirectUri", o.redirectUri, true) && o.redirectUri;
  // Compared as a string with `iss`, so kept as given.
  const issuer = checkUrl("issuer", o.issuer) && o.issuer;
  const revocation = o.revocationUrl === undefined ? undefined : checkUrl("revocationUrl", o.revocationUrl).href;
  const timeoutMs = o.timeoutMs ?? 30_000;
  if (typeof timeoutMs !== "number" || !(timeoutMs > 0 && timeoutMs < 2 ** 31))
    throw new RangeError("timeoutMs must be from 1 to 2^31-1");
  const store = o.store ?? new MemoryTokenStore();
  for (const method of ["get", "set", "delete"] as const) {
    if (typeof store[method] !== "function") throw new TypeError(`store.${method} must be a function`);
  }

  const as: oauth.AuthorizationServer = {
    issuer,
    authorization_endpoint: endpoint(URL_TEMPLATES.authorizationUrl, authUrl, o.realm),
    token_endpoint: endpoint(URL_TEMPLATES.tokenUrl, authUrl, o.realm),
    ...(revocation && { revocation_endpoint: revocation }),
  };
  const client: oauth.Client = { client_id: clientId };
  const clientAuth = secret ? oauth.ClientSecretBasic(secret) : oauth.None();
  // The secret as sent in the Basic header, form-encoded as oauth4webapi does it (RFC 6749 2.3.1:
  // what encodeURIComponent leaves, -_.!~*'(), is encoded too, and a space is "+"), or not: a
  // provider's text that echoes the header shows it in this form, as good as the secret to anyone
  // who decodes it.
  const form = (text: string) =>
    encodeURIComponent(text).replace(/[-_.!~*'()]|%20/g, (c) =>
      c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const clientSecrets = secret
    ? [secret, form(secret), btoa(`${form(clientId)}:${form(secret)}`), btoa(`${clientId}:${secret}`)]
    : [];
  const insecure = [as.token_endpoint!, revocation].some((u) => u && new URL(u).protocol === "http:");
  const customFetch = o.fetch;
  const requestOptions = (signal: AbortSignal) => ({
    signal,
    ...(insecure && { [oauth.allowInsecureRequests]: true }),
    ...(customFetch && { [oauth.customFetch]: customFetch }),
  });
  /**
   * One step with the identity provider (`step` gets the request options), bounded by `timeoutMs`
   * even where an app's `fetch` ignores the signal: a provider that never answers fails the step
   * instead of holding the user's queue.
   */
  function timed<T>(step: (options: ReturnType<typeof requestOptions>) => Promise<T>): Promise<T> {
    // A timer of its own rather than AbortSignal.timeout, whose timer does not keep Node running:
    // a step waiting on an app's fetch that holds no socket would end the process unanswered.
    const controller = new AbortController();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const reason = new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError");
        controller.abort(reason);
        reject(reason);
      }, timeoutMs);
      step(requestOptions(controller.signal))
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
  }

  // Store operations that outlived their callers, per user, each as the promise of its landing or
  // of being given up: the user's next step waits for these.
  const inflight = new Map<string, Set<Promise<void>>>();

  /**
   * A store operation for `userId`, bounded by `timeoutMs`: a store that never answers fails the
   * calls waiting on it, instead of holding every later call for that user. An operation that
   * outlives its caller stays under way: the user's next steps wait for it to land, up to
   * `timeoutMs` more; after that it is given up, and no step waits for it again.
   */
  function stored<T>(userId: string, what: string, operation: () => T | Promise<T>): Promise<T> {
    const op = Promise.resolve().then(operation);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new OAuthError(`Token store: ${what} gave no answer within ${timeoutMs} ms`, "store_timeout"));
        linger(userId, op);
      }, timeoutMs);
    });
    return Promise.race([op, limit]).finally(() => clearTimeout(timer));
  }

  /** Notes `op`, which outlived its caller, for the user's next steps to wait for (see `stored`). */
  function linger(userId: string, op: Promise<unknown>): void {
    let ops = inflight.get(userId);
    if (!ops) inflight.set(userId, (ops = new Set()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const landing: Promise<void> = Promise.race([
      op.then(
        () => undefined,
        () => undefined,
      ),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        // Node: a store that never answers must not keep the process running.
        (timer as { unref?: () => void }).unref?.();
      }),
    ]).then(() => {
      clearTimeout(timer);
      ops.delete(landing);
      if (!ops.size && inflight.get(userId) === ops) inflight.delete(userId);
    });
    ops.add(landing);
  }

  /** Waits for the user's store operations that outlived their callers (each at most `timeoutMs`). */
  async function settled(userId: string): Promise<void> {
    const ops = inflight.get(userId);
    if (ops?.size) await Promise.all(ops);
  }

  // Refreshes under way, per user: everyone asking for that user's token waits for the same one.
  const running = new Map<string, { refreshing: boolean; job: Promise<TokenSet> }>();
  // What is under way on each user's tokens in this process: loading or refreshing them, signing
  // in (the write), signing out. Each waits for the one before, so a sign-out never interleaves
  // with a refresh (whose tokens it then revokes) and a sign-in is never overwritten by one begun
  // before it. An entry goes once nothing is queued after it.
  const queues = new Map<string, Promise<unknown>>();
  function exclusive<T>(userId: string, task: () => Promise<T>): Promise<T> {
    // A store write the last step gave up on may still land: the next step starts after it.
    const run = (queues.get(userId) ?? Promise.resolve()).then(() => settled(userId)).then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(userId, tail);
    void tail.then(() => {
      if (queues.get(userId) === tail) queues.delete(userId);
    });
    return run;
  }

  /** Turns anything thrown by a step into an OAuthError that holds no secret. */
  function failure(step: string, error: unknown, secrets: (string | undefined)[]): OAuthError {
    secrets = [...secrets, ...clientSecrets];
    if (error instanceof OAuthError) return error;
    const cause = cleanCause(error, secrets);
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) {
      // Redacted whole, then shortened: a secret cut in two would no longer be found.
      const description = error.error_description ? `: ${redact(error.error_description, secrets).slice(0, 200)}` : "";
      const status = error instanceof oauth.ResponseBodyError ? error.status : undefined;
      // An `error` that is not a code (RFC 6749: at most a short run of printable characters) is not kept.
      const code = /^[\x20\x21\x23-\x5b\x5d-\x7e]{1,64}$/.test(error.error)
        ? redact(error.error, secrets)
        : "invalid_response";
      return new OAuthError(`${step} failed: ${code}${description}`, code, { status, cause });
    }
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      // The token endpoint refused the client itself (RFC 6749 section 5.2: 401 with a challenge).
      const code =
        error.cause.find((c) => typeof c.parameters.error === "string")?.parameters.error ?? "invalid_client";
      return new OAuthError(`${step} failed: ${redact(code, secrets)} (HTTP ${error.status})`, redact(code, secrets), {
        status: error.status,
        cause,
      });
    }
    // A body that stalled until the time limit is a timeout, whatever the parser made of it.
    if (timedOut(error)) return new OAuthError(`${step}: no answer within ${timeoutMs} ms`, "timeout", { cause });
    if (
      error instanceof oauth.OperationProcessingError ||
      error instanceof oauth.UnsupportedOperationError ||
      error instanceof RefusedAnswer
    ) {
      return new OAuthError(
        `${step}: the identity provider's answer was refused (${cause.message})`,
        "invalid_response",
        { cause },
      );
    }
    return new OAuthError(`${step}: the identity provider could not be reached`, "network_error", { cause });
  }

  /** oauth4webapi's checks of the redirect back, with the two an app must tell apart named. */
  function callbackParameters(url: URL, state: string): URLSearchParams {
    try {
      return oauth.validateAuthResponse(as, client, url, state);
    } catch (error) {
      if (error instanceof oauth.OperationProcessingError) {
        const cause = cleanCause(error, [url.searchParams.get("code") ?? undefined]);
        if (/"state"/.test(error.message))
          throw new OAuthError("Sign-in: the callback's state is not the one sent", "state_mismatch", { cause });
        if (/"iss"/.test(error.message))
          throw new OAuthError("Sign-in: the callback names another issuer", "issuer_mismatch", { cause });
      }
      throw error;
    }
  }

  async function refresh(tokens: TokenSet): Promise<TokenSet> {
    if (!(tokens instanceof TokenSet)) throw new TypeError("refresh() needs a TokenSet");
    const data = tokens.export();
    if (!data.refreshToken) throw new OAuthError("No refresh token: sign the user in again", "no_refresh_token");
    try {
      const result = await timed(async (options) =>
        oauth.processRefreshTokenResponse(
          as,
          client,
          await oauth.refreshTokenGrantRequest(as, client, clientAuth, data.refreshToken!, options),
        ),
      );
      return toTokenSet(result, data.scopes, data);
    } catch (error) {
      throw failure("Token refresh", error, [data.refreshToken, data.accessToken]);
    }
  }

  async function revoke(tokens: TokenSet): Promise<void> {
    if (!(tokens instanceof TokenSet)) throw new TypeError("revoke() needs a TokenSet");
    if (!revocation)
      throw new OAuthError(
        "Revocation needs revocationUrl: the spec names no revocation endpoint",
        "no_revocation_endpoint",
      );
    const { refreshToken, accessToken } = tokens.export();
    try {
      await timed(async (options) =>
        oauth.processRevocationResponse(
          await oauth.revocationRequest(as, client, clientAuth, refreshToken ?? accessToken, options),
        ),
      );
    } catch (error) {
      throw failure("Token revocation", error, [refreshToken, accessToken]);
    }
  }

  async function load(userId: string): Promise<TokenSet> {
    const data = await stored(userId, "get", () => store.get(userId));
    if (data === undefined) throw new SignInRequiredError(userId, "no_tokens");
    return TokenSet.from(data);
  }

  /**
   * Refreshes the user's tokens and stores the result; a refused refresh token is deleted. Runs in
   * the user's queue (see `exclusive`). If the store changed meanwhile all the same (another process
   * refreshed, signed the user out or in), what it holds now wins: the refresh's outcome is neither
   * stored nor used, and tokens it got are revoked where the provider allows.
   */
  async function renew(userId: string, tokens: TokenSet): Promise<TokenSet> {
    if (!tokens.refreshable) throw new SignInRequiredError(userId, "no_refresh_token");
    const started = tokens.export().refreshToken;
    let next: TokenSet | undefined;
    let refused: OAuthError | undefined;
    try {
      next = await refresh(tokens);
    } catch (error) {
      if (!(error instanceof OAuthError && error.code === "invalid_grant")) throw error;
      refused = error;
    }
    // A store that cannot be read now still gets a successful refresh: the old refresh token may be
    // spent, and dropping the new one would sign the user out.
    let now: TokenData | undefined;
    let read = true;
    try {
      now = await stored(userId, "get", () => store.get(userId));
    } catch (error) {
      if (!next) throw error;
      read = false;
    }
    // The store no longer holds what the refresh began from (changed by another process): what it
    // holds now wins, and the new tokens are revoked where the provider allows it, never handed out.
    if (read && now?.refreshToken !== started) {
      if (next && revocation) await revoke(next).catch(() => undefined);
      if (now === undefined) throw new SignInRequiredError(userId, "no_tokens");
      return TokenSet.from(now);
    }
    if (refused) {
      await stored(userId, "delete", () => store.delete(userId));
      throw new SignInRequiredError(userId, "refresh_refused", {
        status: refused.status ?? 400,
        code: refused.code,
        cause: refused,
      });
    }
    await stored(userId, "set", () => store.set(userId, next!.export()));
    return next!;
  }

  /** The user's usable tokens: one load-or-refresh at a time per user, shared by all who ask meanwhile. */
  function usable(userId: string, skewSeconds: number, force: boolean): Promise<TokenSet> {
    const current = running.get(userId);
    if (current && (current.refreshing || !force)) return current.job;
    if (current) return current.job.catch(() => undefined).then(() => usable(userId, skewSeconds, true));
    const entry = { refreshing: force, job: undefined as unknown as Promise<TokenSet> };
    entry.job = exclusive(userId, async () => {
      try {
        const tokens = await load(userId);
        if (!force && !tokens.expiresWithin(skewSeconds)) return tokens;
        entry.refreshing = true;
        return await renew(userId, tokens);
      } finally {
        if (running.get(userId) === entry) running.delete(userId);
      }
    });
    // The job waits in the user's queue at least until the next turn, so it is still pending here.
    running.set(userId, entry);
    return entry.job;
  }

  return {
    authorizationEndpoint: as.authorization_endpoint!,
    tokenEndpoint: as.token_endpoint!,
    store,

    async startSignIn({ scopes, parameters = {} } = {} as SignInOptions) {
      if (
        !Array.isArray(scopes) ||
        scopes.length === 0 ||
        scopes.some((s) => typeof s !== "string" || !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(s))
      )
        throw new TypeError("scopes must be a non-empty array of scope names");
      const codeVerifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const nonce = scopes.includes("openid") ? oauth.generateRandomNonce() : undefined;
      const url = new URL(as.authorization_endpoint!);
      for (const [name, value] of Object.entries(parameters)) {
        if (typeof value !== "string") throw new TypeError(`parameters.${name} must be a string`);
        url.searchParams.set(name, value);
      }
      const own = {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: [...new Set(scopes)].join(" "),
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        ...(nonce && { nonce }),
      };
      for (const [name, value] of Object.entries(own)) url.searchParams.set(name, value);
      return new PendingSignIn(url, { state, codeVerifier, nonce, scopes: [...new Set(scopes)] });
    },

    async finishSignIn(callbackUrl, pending, { userId = "default" } = {}) {
      if (!(pending instanceof PendingSignIn))
        throw new TypeError("finishSignIn() needs the PendingSignIn of startSignIn()");
      checkString("userId", userId, /^[\x20-\x7e]+$/);
      const { state, codeVerifier, nonce, scopes } = pending.export();
      let url: URL;
      try {
        if (typeof callbackUrl !== "string" && !(callbackUrl instanceof URL)) throw new TypeError();
        url = new URL(callbackUrl);
      } catch {
        throw new TypeError("callbackUrl must be the absolute URL the provider redirected to");
      }
      let tokens: TokenSet;
      try {
        const params = callbackParameters(url, state);
        const result = await timed(async (options) =>
          oauth.processAuthorizationCodeResponse(
            as,
            client,
            await oauth.authorizationCodeGrantRequest(
              as,
              client,
              clientAuth,
              params,
              redirectUri,
              codeVerifier,
              options,
            ),
            { expectedNonce: nonce ?? oauth.expectNoNonce, requireIdToken: nonce !== undefined },
          ),
        );
        tokens = toTokenSet(result, scopes);
      } catch (error) {
        throw failure("Sign-in", error, [url.searchParams.get("code") ?? undefined, codeVerifier]);
      }
      // After a refresh or sign-out under way for this user, never overwritten by it.
      await exclusive(userId, () => stored(userId, "set", () => store.set(userId, tokens.export())));
      return tokens;
    },

    refresh,
    revoke,

    async signOut(userId = "default") {
      // After a refresh under way for this user: its tokens, once written, are the ones revoked.
      const data = await exclusive(userId, async () => {
        const held = await stored(userId, "get", () => store.get(userId));
        await stored(userId, "delete", () => store.delete(userId));
        return held;
      });
      if (data !== undefined && revocation) await revoke(TokenSet.from(data));
    },

    tokenProvider({ userId = "default", skewSeconds = 60 } = {}) {
      checkString("userId", userId, /^[\x20-\x7e]+$/);
      if (typeof skewSeconds !== "number" || !(skewSeconds >= 0 && skewSeconds <= 86_400))
        throw new RangeError("skewSeconds must be from 0 to 86400");
      // The token this provider last handed out. When a 401 is reported but the store already holds
      // another one (refreshed meanwhile through another client of the same user), that one is the
      // answer, and no second refresh is sent.
      let given: string | undefined;
      const provider = async (request: { readonly refresh: boolean }) => {
        const refresh = request?.refresh === true;
        if (refresh && given !== undefined) {
          const current = (await usable(userId, skewSeconds, false)).export().accessToken;
          if (current !== given) return (given = current);
        }
        return (given = (await usable(userId, skewSeconds, refresh)).export().accessToken);
      };
      provider.grantedScopes = async () => (await usable(userId, skewSeconds, false)).scopes;
      return provider;
    },
  };
}
