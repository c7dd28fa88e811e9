// The mistakes an app makes when it sets up sign-in, against a real OpenID provider (oidc-provider
// on 127.0.0.1): each gets its own message saying what was most likely done wrong and what to
// check, quoting only what is not secret (issuer, redirect URI, client ID, realm), and those found
// before the code exchange send nothing.
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createOAuth, type OAuthOptions, PendingSignIn } from "../src/oauth.js";
import {
  CLIENT_ID,
  clientOptions,
  type IdentityProvider,
  PROTOCOL,
  PUBLIC_CLIENT_ID,
  recordingFetch,
  signInOverHttp,
  startIdentityProvider,
} from "./helpers/oidc.js";
import { rendered } from "./helpers/secrets.js";

const redirectUri = "http://127.0.0.1:9/callback";
const webRedirect = "http://127.0.0.1:9/callback?from=web";
const appRedirect = "http://127.0.0.1:9/callback?from=app";
/** On the same host as redirectUri, at another path. */
const otherPath = "http://127.0.0.1:9/other/callback";

let idp: IdentityProvider;
/** Every message of the mistakes below, by mistake: each must be its own. */
const messages = new Map<string, string>();
/** Every secret the tests saw: none may show in an error. */
const secrets = new Set<string>();
const errors: unknown[] = [];

beforeAll(async () => {
  idp = await startIdentityProvider([redirectUri, webRedirect, appRedirect, otherPath]);
  secrets.add(idp.staging.clientSecret).add(idp.production.clientSecret);
});
afterAll(() => idp?.close());
beforeEach(() => idp.staging.reset());

/** A staging client whose requests are noted in `sent` ("METHOD path", and whether a secret went along). */
function oauthWith(extra: { [K in keyof OAuthOptions]?: OAuthOptions[K] | undefined } = {}) {
  const { sent, fetch } = recordingFetch({ showBasic: true });
  const oauth = createOAuth({ ...clientOptions(idp), redirectUri, fetch, ...extra } as OAuthOptions);
  return { oauth, sent };
}

/** Starts a sign-in with `oauth`, through the provider's pages to the callback. */
async function toCallback(oauth: ReturnType<typeof oauthWith>["oauth"], uri = redirectUri) {
  const pending = await oauth.startSignIn({ scopes: ["openid"] });
  const callback = await signInOverHttp(pending.url, uri);
  secrets.add(pending.export().codeVerifier).add(callback.searchParams.get("code")!);
  return { pending, callback };
}

/** Runs `step`, which must fail, and keeps its message under `mistake`. */
async function mistake(name: string, step: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error = await step.then(
    () => {
      throw new Error(`expected a failure: ${name}`);
    },
    (e: unknown) => e as Error & Record<string, unknown>,
  );
  errors.push(error);
  messages.set(name, error.message);
  return error;
}

const TOKEN = `POST /realms/staging${PROTOCOL}/token`;

describe("the client's credentials", () => {
  test("a secret given for a public client: the message says the client is public, and to leave the secret out", async () => {
    const { oauth, sent } = oauthWith({ clientId: PUBLIC_CLIENT_ID, clientSecret: "a-secret-for-a-public-client" });
    secrets.add("a-secret-for-a-public-client");
    const { pending, callback } = await toCallback(oauth);
    const error = await mistake("public client with a secret", oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ name: "OAuthError", code: "invalid_client", status: 401 });
    expect(error.message).toMatch(/^Sign-in failed: invalid_client: client authentication failed \(HTTP 401\)\. /);
    expect(error.message).toContain(`knows client "${PUBLIC_CLIENT_ID}" as a public client, without a secret`);
    expect(error.message).toContain("leave clientSecret out");
    // The exchange with the secret, then one request without it for a made-up code, which tells.
    expect(sent).toEqual([`${TOKEN} with Basic`, TOKEN]);
  });

  test("a wrong secret: the message says to check the realm's secret, not that the client is public", async () => {
    const { oauth, sent } = oauthWith({ clientSecret: idp.production.clientSecret });
    const { pending, callback } = await toCallback(oauth);
    const error = await mistake("wrong secret", oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ code: "invalid_client", status: 401 });
    expect(error.message).toContain(`refused client "${CLIENT_ID}" with the secret given`);
    expect(error.message).toContain(`the secret of realm "staging"`);
    expect(error.message).not.toContain("public client");
    expect(sent).toEqual([`${TOKEN} with Basic`, TOKEN]);
    // The code was not used up by the refused client: with the right secret, it signs in.
    const right = oauthWith();
    expect((await right.oauth.finishSignIn(callback, pending)).refreshable).toBe(true);
  });

  test("no secret for a confidential client: the message says the client needs one", async () => {
    const { oauth, sent } = oauthWith({ clientSecret: undefined });
    const { pending, callback } = await toCallback(oauth);
    const error = await mistake("confidential client without a secret", oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ code: "invalid_client", status: 401 });
    expect(error.message).toContain(`refused client "${CLIENT_ID}" without a secret: the client is confidential`);
    expect(sent).toEqual([TOKEN]);
  });

  test("a refused client at refresh names the client and realm to check", async () => {
    const { oauth } = oauthWith();
    const { pending, callback } = await toCallback(oauth);
    const tokens = await oauth.finishSignIn(callback, pending);
    Object.values(tokens.export()).forEach((v) => typeof v === "string" && secrets.add(v));
    const rotated = oauthWith({ clientSecret: "an-old-secret-of-staging-0001" });
    secrets.add("an-old-secret-of-staging-0001");
    const error = await mistake("refused client at refresh", rotated.oauth.refresh(tokens));
    expect(error).toMatchObject({ code: "invalid_client" });
    expect(error.message).toMatch(/^Token refresh failed: invalid_client/);
    expect(error.message).toContain(`refused client "${CLIENT_ID}" with the secret given`);
    expect(rotated.sent).toHaveLength(1);
  });
});

describe("the code and the redirect URI", () => {
  test("a sign-in started with another redirect URI is refused before the code is sent, naming both", async () => {
    const web = oauthWith({ redirectUri: webRedirect });
    const app = oauthWith({ redirectUri: appRedirect });
    const { pending, callback } = await toCallback(web.oauth, webRedirect);
    const error = await mistake("started with another redirect URI", app.oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ name: "OAuthError", code: "redirect_uri_mismatch" });
    expect(error.message).toContain(`started with the redirect URI "${webRedirect}"`);
    expect(error.message).toContain(`this client's redirectUri is "${appRedirect}"`);
    expect(app.sent).toEqual([]);
    // Data kept before the redirect URI was recorded reaches the provider, whose refusal says what to check.
    const { redirectUri: _, ...older } = pending.export();
    const refused = await mistake(
      "code the provider refused",
      app.oauth.finishSignIn(callback, PendingSignIn.from(older)),
    );
    expect(refused).toMatchObject({ code: "invalid_grant", status: 400 });
    expect(refused.message).toMatch(/^Sign-in failed: invalid_grant: grant request is invalid\. /);
    expect(refused.message).toContain("refused the authorization code");
    expect(refused.message).toContain("was already redeemed (by another process");
    expect(refused.message).toContain(`client "${CLIENT_ID}" and redirectUri "${appRedirect}"`);
    expect(app.sent).toEqual([`${TOKEN} with Basic`]);
  });

  test("a callback at the redirect URI the sign-in was started with, passed to a client with another, says so", async () => {
    const started = oauthWith({ redirectUri: otherPath });
    const finishing = oauthWith();
    const { pending, callback } = await toCallback(started.oauth, otherPath);
    const error = await mistake(
      "finished by a client with another redirect URI",
      finishing.oauth.finishSignIn(callback, pending),
    );
    expect(error).toMatchObject({ name: "OAuthError", code: "redirect_uri_mismatch" });
    expect(error.message).toContain(`at the redirect URI this sign-in was started with, "${otherPath}"`);
    expect(error.message).toContain(`this client's redirectUri is "${redirectUri}"`);
    expect(error.message).toContain("the sign-in was started by a client created with another redirectUri");
    expect(error.message).toContain("Finish it with a client created with the one it was started with");
    expect(error.message).not.toContain("pass the address the provider redirected the browser to");
    expect(error.message).not.toContain(callback.searchParams.get("state"));
    expect(finishing.sent).toEqual([]);
    // A callback at neither address is another request's URL, as before.
    const elsewhere = new URL(callback.search, "http://127.0.0.1:9/signed-in");
    const misplaced = await mistake("callback at neither address", finishing.oauth.finishSignIn(elsewhere, pending));
    expect(misplaced).toMatchObject({ code: "callback_mismatch" });
    expect(misplaced.message).toContain("pass the address the provider redirected the browser to");
    expect(finishing.sent).toEqual([]);
    // Nothing was used up: the client it was started with finishes it.
    const tokens = await started.oauth.finishSignIn(callback, pending);
    expect(tokens.idTokenClaims?.sub).toBe("user-1001");
  });

  test("a pending sign-in used before reads otherwise than a code the provider refused", async () => {
    const { oauth } = oauthWith();
    const { pending, callback } = await toCallback(oauth);
    await oauth.finishSignIn(callback, pending);
    const error = await mistake("used before", oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ code: "sign_in_used" });
  });

  test("a callback URL on another host, port, scheme or path is refused before anything is sent", async () => {
    const { oauth, sent } = oauthWith();
    const { pending, callback } = await toCallback(oauth);
    const code = callback.searchParams.get("code")!;
    for (const elsewhere of [
      "http://localhost:9/callback",
      "http://127.0.0.1:3000/callback",
      "https://127.0.0.1:9/callback",
      "http://127.0.0.1:9/callback/",
      "http://127.0.0.1:9/login",
      `http://127.0.0.1:9/${code}`,
    ]) {
      const moved = new URL(elsewhere);
      moved.search = callback.search;
      const error = await mistake("callback elsewhere", oauth.finishSignIn(moved, pending));
      expect(error, elsewhere).toMatchObject({ name: "OAuthError", code: "callback_mismatch" });
      expect(error.message).toContain(`not at redirectUri "${redirectUri}"`);
      expect(error.message).toContain("new URL(req.url, redirectUri)");
      expect(error.message).not.toContain(code);
      if (!elsewhere.includes(code)) expect(error.message).toContain(`the callback URL is at "${elsewhere}"`);
    }
    expect(sent).toEqual([]);
    // The same address written otherwise is the same address; the sign-in was left usable.
    const tokens = await oauth.finishSignIn(`HTTP://127.0.0.1:9/callback${callback.search}`, pending);
    expect(tokens.idTokenClaims?.sub).toBe("user-1001");
  });

  test("whatever callback URL a hostile page passes, one not at redirectUri is refused and nothing is sent", async () => {
    const { oauth, sent } = oauthWith();
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    const code = "hostile-code-0123456789abcdef";
    const here = fc.constantFrom(redirectUri, "http://127.0.0.1:9/callback?x=1", "http://127.0.0.1:9/callback#f");
    let refusedHere = 0;
    let refusedElsewhere = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(here, fc.webUrl({ withQueryParameters: true, withFragments: true })), async (url) => {
        const target = new URL(url);
        target.searchParams.set("code", code);
        target.searchParams.set("state", "not-the-state");
        const error = (await oauth.finishSignIn(target, pending).catch((e: unknown) => e)) as Error & { code?: string };
        const at = target.origin === "http://127.0.0.1:9" && target.pathname === "/callback";
        expect(error.code, target.href).toBe(at ? "state_mismatch" : "callback_mismatch");
        expect(rendered(error)).not.toContain(code);
        if (at) refusedHere++;
        else refusedElsewhere++;
      }),
      { numRuns: 150 },
    );
    expect(refusedHere).toBeGreaterThan(0);
    expect(refusedElsewhere).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });
});

describe("the issuer", () => {
  test("an issuer typo: the callback's issuer and the configured one are both named, and nothing is sent", async () => {
    const typo = `${idp.url}/realms/Staging`;
    const { oauth, sent } = oauthWith({ issuer: typo });
    const { pending, callback } = await toCallback(oauth);
    const error = await mistake("issuer typo, callback", oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ name: "OAuthError", code: "issuer_mismatch" });
    expect(error.message).toBe(
      `Sign-in: the callback names the issuer "${idp.staging.issuer}", but the issuer option is "${typo}": ` +
        "set issuer to the provider's issuer for this realm exactly, as its tokens' iss states it",
    );
    expect(sent).toEqual([]);
  });

  test("a provider that names no issuer in its callback: the ID token's issuer is compared, and both named", async () => {
    const typo = `${idp.staging.issuer}/`;
    const { oauth } = oauthWith({ issuer: typo });
    const { pending, callback } = await toCallback(oauth);
    callback.searchParams.delete("iss");
    const error = await mistake("issuer typo, ID token", oauth.finishSignIn(callback, pending, { userId: "u-iss" }));
    expect(error).toMatchObject({ code: "issuer_mismatch" });
    expect(error.message).toContain(`the ID token names the issuer "${idp.staging.issuer}"`);
    expect(error.message).toContain(`the issuer option is "${typo}"`);
    expect(await oauth.store.get("u-iss")).toBeUndefined();
  });

  test("a hostile callback's issuer is quoted with control characters escaped, cut short, and the code redacted", async () => {
    const { oauth } = oauthWith();
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    const code = "code-in-the-issuer-0123456789";
    const callback = new URL(redirectUri);
    callback.searchParams.set("code", code);
    callback.searchParams.set("state", new URL(pending.url).searchParams.get("state")!);
    callback.searchParams.set("iss", `https://evil.example/\n${code}/${"x".repeat(500)}`);
    const error = await mistake("hostile issuer", oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ code: "issuer_mismatch" });
    expect(error.message).toContain('names the issuer "https://evil.example/\\n[redacted]/xxx');
    expect(error.message).not.toContain(code);
    expect(error.message.length).toBeLessThan(600);
  });
});

describe("a client secret where a browser's globals exist", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const options = () => ({
    authUrl: idp.url,
    realm: "staging",
    issuer: idp.staging.issuer,
    clientId: CLIENT_ID,
    redirectUri,
  });

  test("is refused, with what to do instead; without a secret, or declared server-side, it is accepted", () => {
    vi.stubGlobal("window", {});
    vi.stubGlobal("document", {});
    const error = (() => {
      try {
        createOAuth({ ...options(), clientSecret: idp.staging.clientSecret });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect(error!.message).toMatch(
      /^clientSecret is for server-side apps, and this code runs where window and document exist/,
    );
    expect(error!.message).toContain("leave clientSecret out");
    expect(error!.message).toContain("serverSide: true");
    messages.set("secret in a browser", error!.message);
    errors.push(error);
    expect(createOAuth(options()).tokenEndpoint).toContain("/realms/staging/");
    expect(createOAuth({ ...options(), clientSecret: idp.staging.clientSecret, serverSide: true })).toBeDefined();
  });

  test("serverSide must be a boolean, and a window without a document is no browser", () => {
    for (const serverSide of ["yes", 1, null]) {
      expect(() => createOAuth({ ...options(), serverSide } as never), String(serverSide)).toThrow(
        /serverSide must be a boolean/,
      );
    }
    vi.stubGlobal("window", {});
    expect(createOAuth({ ...options(), clientSecret: idp.staging.clientSecret })).toBeDefined();
    vi.stubGlobal("document", {});
    expect(() => createOAuth({ ...options(), clientSecret: idp.staging.clientSecret, serverSide: false })).toThrow(
      /clientSecret is for server-side apps/,
    );
  });
});

// Runs last: it looks at what the tests above produced.
test("each mistake has its own message, and none shows a secret", () => {
  expect(messages.size).toBeGreaterThanOrEqual(12);
  const texts = [...messages.values()];
  expect(new Set(texts).size).toBe(texts.length);
  const shown = errors.map(rendered).join("\n");
  for (const secret of secrets) expect(shown).not.toContain(secret);
});
