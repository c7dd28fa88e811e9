// The OAuth2 module against a real OpenID Connect provider (oidc-provider) on 127.0.0.1 with two
// realms, and a local API server that accepts only access tokens its realm's provider issued:
// options, starting and finishing a sign-in, refused sign-ins, a hostile provider. Refreshing is in
// oauth-refresh.test.ts.
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { URL_TEMPLATES } from "../generated/oauth.js";
import { createOAuth, isOAuthError, type OAuthOptions, PendingSignIn, TokenSet } from "../src/oauth.js";
import { useRealms } from "./helpers/oauth-realms.js";
import {
  CLIENT_ID,
  clientOptions,
  type IdentityProvider,
  PROTOCOL,
  PUBLIC_CLIENT_ID,
  signInOverHttp,
  startIdentityProvider,
} from "./helpers/oidc.js";
import { json, startServer, useServer } from "./helpers/server.js";

const realms = useRealms();
const { api, produced, secrets, oauthFor, signIn, remember, rememberTokens, failure, clientFor } = realms;
const { getTransaction, bearerOf } = realms;
let idp: IdentityProvider;
let redirectUri: string;
beforeAll(() => ({ idp, redirectUri } = realms));

describe("createOAuth", () => {
  test("builds the endpoints from the spec's URL templates, with the realm in place", () => {
    const oauth = oauthFor(idp.production);
    const fill = (t: string) => t.replace("{auth_url}", idp.url).replace("{realm}", "production");
    expect(oauth.authorizationEndpoint).toBe(fill(URL_TEMPLATES.authorizationUrl));
    expect(oauth.tokenEndpoint).toBe(fill(URL_TEMPLATES.tokenUrl));
    expect(oauth.tokenEndpoint).toBe(`${idp.url}/realms/production/protocol/openid-connect/token`);
    // A realm is one path segment, whatever it contains.
    expect(oauthFor(idp.staging, { realm: "a/b?c" }).tokenEndpoint).toBe(
      `${idp.url}/realms/a%2Fb%3Fc${PROTOCOL}/token`,
    );
  });

  test("refuses bad options with errors that name the option, never the secret", () => {
    const base = { authUrl: idp.url, realm: "staging", issuer: idp.staging.issuer, clientId: CLIENT_ID, redirectUri };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ authUrl: "auth.example.com" }, /authUrl must be an absolute URL/],
      [{ authUrl: "http://auth.example.com" }, /authUrl must use https/],
      [{ authUrl: "https://auth-url.invalid" }, /placeholder/],
      [{ authUrl: "https://u:p@auth.example.com" }, /credentials/],
      [{ realm: "" }, /realm/],
      [{ clientId: "" }, /clientId/],
      [{ clientSecret: "bad secret\n" }, /clientSecret must be/],
      [{ redirectUri: "https://app.example.com/cb#x" }, /redirectUri must not have a fragment/],
      [{ redirectUri: "http://app.example.com/cb" }, /redirectUri must use https/],
      [{ redirectUri: "javascript:alert(1)" }, /redirectUri must use https/],
      [{ authUrl: "https://id.example.com/?tenant=1" }, /authUrl must not have a query or fragment/],
      [{ issuer: undefined }, /issuer/],
      [{ revocationUrl: "ftp://x" }, /revocationUrl/],
      [{ timeoutMs: -1 }, /timeoutMs/],
      [{ store: { get() {} } }, /store.set/],
    ];
    for (const [change, message] of cases) {
      const error = (() => {
        try {
          createOAuth({ ...base, ...change } as unknown as OAuthOptions);
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error, JSON.stringify(change)).toBeInstanceOf(Error);
      expect(error!.message).toMatch(message);
      expect(error!.message).not.toContain("bad secret");
    }
  });
});

test("a redirect URI may have a query or a native app's private-use scheme, and is sent as given", async () => {
  for (const uri of ["https://App.example.com/cb?from=web", "com.example.partner:/oauth/callback"]) {
    const oauth = createOAuth({
      authUrl: idp.url,
      realm: "staging",
      issuer: idp.staging.issuer,
      clientId: CLIENT_ID,
      redirectUri: uri,
    });
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    remember(pending, undefined, undefined);
    expect(pending.url.searchParams.get("redirect_uri")).toBe(uri);
    await expect(oauth.finishSignIn("not a url", pending)).rejects.toThrow(/callbackUrl must be/);
  }
});

describe("startSignIn", () => {
  test("asks for the code with PKCE S256, state, nonce with openid, and the scopes; sends nothing", async () => {
    const oauth = oauthFor(idp.staging);
    const pending = await oauth.startSignIn({
      scopes: ["openid", "p2p_tx:offline_set_price"],
      parameters: { login_hint: "user-1001", state: "attacker-chosen", code_challenge_method: "plain" },
    });
    remember(pending, undefined, undefined);
    const q = pending.url.searchParams;
    expect(pending.url.origin + pending.url.pathname).toBe(oauth.authorizationEndpoint);
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe(CLIENT_ID);
    expect(q.get("redirect_uri")).toBe(redirectUri);
    expect(q.get("scope")).toBe("openid p2p_tx:offline_set_price");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(q.get("state")).not.toBe("attacker-chosen");
    expect(q.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(q.get("login_hint")).toBe("user-1001");
    expect(q.getAll("state")).toHaveLength(1);
    // The verifier is not in the URL, and the challenge is its S256 hash.
    const { codeVerifier } = pending.export();
    expect(pending.url.href).not.toContain(codeVerifier);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier)));
    expect(Buffer.from(digest).toString("base64url")).toBe(q.get("code_challenge"));
    expect(idp.staging.grants).toEqual([]);

    const withoutOpenid = await oauth.startSignIn({ scopes: ["basic_tx:offline_track"] });
    remember(withoutOpenid, undefined, undefined);
    expect(withoutOpenid.url.searchParams.has("nonce")).toBe(false);
    expect(withoutOpenid.url.searchParams.get("state")).not.toBe(q.get("state"));
  });

  test("refuses missing or malformed scopes", async () => {
    const oauth = oauthFor(idp.staging);
    for (const scopes of [[], undefined, ["a b"], ['quote"'], [7]]) {
      await expect(oauth.startSignIn({ scopes } as never)).rejects.toThrow(TypeError);
    }
  });
});

describe("sign-in through the provider, then calls with the token", () => {
  test("a confidential client signs in, stores the tokens, and the typed client calls the API with them", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-1001");
    expect(tokens.scopes).toEqual(["openid", "basic_tx:offline_track"]);
    expect(tokens.refreshable).toBe(true);
    expect(tokens.idTokenClaims?.sub).toBe("user-1001");
    expect(tokens.idTokenClaims).not.toHaveProperty("nonce");
    expect(tokens.expiresAt! - Date.now()).toBeGreaterThan(590_000);
    expect(idp.staging.grants).toEqual(["authorization_code"]);
    expect(await oauth.store.get("user-1001")).toEqual(tokens.export());

    const client = clientFor(oauth, "user-1001");
    const { data, error } = await getTransaction(client);
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ id: 7 });
    expect(bearerOf(0)).toBe(tokens.export().accessToken);
    // Answered from the store: no further token request.
    await getTransaction(client);
    expect(idp.staging.grants).toEqual(["authorization_code"]);
  });

  test("a public client signs in with PKCE alone: no secret is sent", async () => {
    const seen: string[] = [];
    const oauth = createOAuth({
      authUrl: idp.url,
      realm: "staging",
      issuer: idp.staging.issuer,
      clientId: PUBLIC_CLIENT_ID,
      redirectUri,
      fetch: async (url, init) => {
        seen.push(`${new Headers(init.headers).get("authorization")} ${init.body}`);
        return fetch(url, init);
      },
    });
    const { tokens } = await signIn(oauth, "user-2002", ["basic_tx:offline_cancel"]);
    expect(tokens.idTokenClaims).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^null .*client_id=escrow-partner-web/);
    expect(seen[0]).toContain("code_verifier=");
    expect(await getTransaction(clientFor(oauth, "user-2002"))).toMatchObject({ data: { id: 7 } });
  });

  test("a user who refuses consent gets the provider's error code", async () => {
    const oauth = oauthFor(idp.staging);
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    const callback = await signInOverHttp(pending.url, redirectUri, { consent: false });
    remember(pending, callback, undefined);
    const error = await failure(oauth.finishSignIn(callback, pending));
    expect(isOAuthError(error, "access_denied")).toBe(true);
    expect(idp.staging.grants).toEqual([]);
  });
});

describe("refused sign-ins", () => {
  test("a tampered state is refused before the code is exchanged", async () => {
    const oauth = oauthFor(idp.staging);
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    const callback = await signInOverHttp(pending.url, redirectUri);
    remember(pending, callback, undefined);
    callback.searchParams.set("state", "forged-state-value");
    const error = await failure(oauth.finishSignIn(callback, pending));
    expect(error).toMatchObject({ name: "OAuthError", code: "state_mismatch" });
    expect(idp.staging.grants).toEqual([]);
    expect(idp.staging.refusals).toEqual([]);
  });

  test("a callback from another issuer is refused", async () => {
    const oauth = oauthFor(idp.staging);
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    const callback = await signInOverHttp(pending.url, redirectUri);
    remember(pending, callback, undefined);
    callback.searchParams.set("iss", idp.production.issuer);
    expect(await failure(oauth.finishSignIn(callback, pending))).toMatchObject({ code: "issuer_mismatch" });
    expect(idp.staging.grants).toEqual([]);
  });

  test("an ID token issued for another nonce is refused", async () => {
    const oauth = oauthFor(idp.staging);
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    const other = await oauth.startSignIn({ scopes: ["openid"] });
    const callback = await signInOverHttp(pending.url, redirectUri);
    remember(pending, callback, undefined);
    remember(other, undefined, undefined);
    const forged = PendingSignIn.from({ ...pending.export(), nonce: other.export().nonce });
    const error = await failure(oauth.finishSignIn(callback, forged, { userId: "user-nonce" }));
    expect(error).toMatchObject({ name: "OAuthError", code: "invalid_response" });
    expect(error.message).toMatch(/nonce/);
    expect(await oauth.store.get("user-nonce")).toBeUndefined();
  });

  test("a wrong code verifier is refused by the provider", async () => {
    const oauth = oauthFor(idp.staging);
    const pending = await oauth.startSignIn({ scopes: ["openid"] });
    const other = await oauth.startSignIn({ scopes: ["openid"] });
    const callback = await signInOverHttp(pending.url, redirectUri);
    remember(pending, callback, undefined);
    remember(other, undefined, undefined);
    const forged = PendingSignIn.from({ ...pending.export(), codeVerifier: other.export().codeVerifier });
    const error = await failure(oauth.finishSignIn(callback, forged));
    expect(error).toMatchObject({ name: "OAuthError", code: "invalid_grant", status: 400 });
    expect(idp.staging.refusals).toEqual(["authorization_code: invalid_grant"]);
  });

  test("a code used twice is refused, and the tokens it gave stop working", async () => {
    const oauth = oauthFor(idp.staging);
    const { pending, callback, tokens } = await signIn(oauth, "user-4001");
    expect(await idp.staging.accepts(tokens.export().accessToken)).toBe(true);
    // Within one process a second finish is refused before anything is sent (oauth-sign-in.test.ts);
    // another process, here a second copy of the module with its own memory, sends the code again.
    vi.resetModules();
    const elsewhere = await import("../src/oauth.js");
    const again = elsewhere.createOAuth({ ...clientOptions(idp), redirectUri });
    produced.push(again);
    const rebuilt = elsewhere.PendingSignIn.from(pending.export());
    const error = await failure(again.finishSignIn(callback, rebuilt, { userId: "user-4001-again" }));
    expect(error).toMatchObject({ code: "invalid_grant" });
    expect(await oauth.store.get("user-4001-again")).toBeUndefined();
    expect(await idp.staging.accepts(tokens.export().accessToken)).toBe(false);
  });

  test("a token from the other realm is refused by the API, even after a refresh", async () => {
    const production = oauthFor(idp.production);
    await signIn(production, "user-5001");
    const client = clientFor(production, "user-5001");
    const { error, response } = await getTransaction(client);
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: "unauthorized" });
    // Sent once, refreshed at production once, sent again once: refused both times.
    expect(api.seen).toHaveLength(2);
    expect(idp.production.grants).toEqual(["authorization_code", "refresh_token"]);
    rememberTokens(await production.store.get("user-5001"));
  });

  test("a code from one realm cannot be exchanged at the other, and the realms' secrets differ", async () => {
    const staging = oauthFor(idp.staging);
    const pending = await staging.startSignIn({ scopes: ["openid"] });
    const callback = await signInOverHttp(pending.url, redirectUri);
    remember(pending, callback, undefined);
    // The production realm, with the staging secret: the client is refused.
    const wrongSecret = oauthFor(idp.production, {
      clientSecret: idp.staging.clientSecret,
      issuer: idp.staging.issuer,
    });
    expect(await failure(wrongSecret.finishSignIn(callback, pending))).toMatchObject({ code: "invalid_client" });
    // The production realm with its own secret does not know the staging code.
    const production = oauthFor(idp.production, { issuer: idp.staging.issuer });
    expect(await failure(production.finishSignIn(callback, pending))).toMatchObject({ code: "invalid_grant" });
  });

  test("an unreachable provider and a slow provider give clear errors", async () => {
    const closed = await startServer();
    const url = closed.url;
    await closed.close();
    const down = oauthFor(idp.staging, { authUrl: url });
    const pending = await down.startSignIn({ scopes: ["openid"] });
    remember(pending, undefined, undefined);
    const callback = new URL(
      `${redirectUri}?code=unreachable-code-1234&state=${pending.url.searchParams.get("state")}`,
    );
    secrets.add("unreachable-code-1234");
    const error = await failure(down.finishSignIn(callback, pending));
    // The same errors a call throws, naming the endpoint.
    expect(error).toMatchObject({ name: "NetworkError", method: "POST", responded: false });

    const slow = await startServer();
    try {
      slow.handle(() => new Promise(() => undefined));
      const late = oauthFor(idp.staging, { authUrl: slow.url, timeoutMs: 200 });
      const p = await late.startSignIn({ scopes: ["basic_tx:offline_track"] });
      remember(p, undefined, undefined);
      const cb = new URL(`${redirectUri}?code=slow-code-5678&state=${p.url.searchParams.get("state")}`);
      secrets.add("slow-code-5678");
      expect(await failure(late.finishSignIn(cb, p))).toMatchObject({ name: "TimeoutError", timeoutMs: 200 });
    } finally {
      await slow.close();
    }
  });

  test("signOut revokes the refresh token and forgets the user", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-6001");
    await oauth.signOut("user-6001");
    expect(await oauth.store.get("user-6001")).toBeUndefined();
    expect(await failure(oauth.refresh(tokens))).toMatchObject({ code: "invalid_grant" });
    // A provider whose discovery document names no revocation endpoint, and no revocationUrl.
    const bare = await startIdentityProvider([redirectUri], { revocation: false });
    try {
      const noRevocation = createOAuth({
        authUrl: bare.url,
        realm: "staging",
        issuer: bare.staging.issuer,
        clientId: CLIENT_ID,
        redirectUri,
      });
      expect(await failure(noRevocation.revoke(tokens))).toMatchObject({ code: "no_revocation_endpoint" });
    } finally {
      await bare.close();
    }
  });
});

describe("a hostile identity provider", () => {
  const fake = useServer();
  const other = useServer();

  const SECRET = "hostile-client-secret-7f3a9c";
  const oauthAt = () => {
    const oauth = createOAuth({
      authUrl: fake.url,
      realm: "staging",
      issuer: `${fake.url}/realms/staging`,
      clientId: CLIENT_ID,
      clientSecret: SECRET,
      redirectUri,
    });
    produced.push(oauth);
    return oauth;
  };
  /** A sign-in whose callback carries `code`, finished against the fake token endpoint. */
  async function finishWith(code: string) {
    const oauth = oauthAt();
    const pending = await oauth.startSignIn({ scopes: ["basic_tx:offline_track"] });
    const callback = new URL(`${redirectUri}?code=${code}&state=${pending.url.searchParams.get("state")}`);
    remember(pending, callback, undefined);
    return { oauth, pending, outcome: await failure(oauth.finishSignIn(callback, pending, { userId: "victim" })) };
  }

  beforeEach(() => {
    secrets.add(SECRET);
  });

  test("an error description that echoes the code, the verifier and the secret is redacted", async () => {
    fake.handle((_req, res, seen) => {
      const form = new URLSearchParams(seen.body);
      const basic = Buffer.from(String(seen.headers.authorization).replace("Basic ", ""), "base64").toString();
      json(res, 400, {
        error: "invalid_grant",
        error_description: `bad ${form.get("code")} ${form.get("code_verifier")} ${basic}`,
      });
    });
    const { oauth, outcome } = await finishWith("echoed-code-31337");
    expect(outcome).toMatchObject({ name: "OAuthError", code: "invalid_grant", status: 400 });
    expect(outcome.message).toMatch(/^Sign-in failed: invalid_grant: bad \[redacted\] \[redacted\] /);
    expect(fake.seen).toHaveLength(1);
    expect(await oauth.store.get("victim")).toBeUndefined();
  });

  test("a redirect from the token endpoint is not followed", async () => {
    fake.handle((_req, res) => {
      res.writeHead(307, { location: `${other.url}/steal` });
      res.end();
    });
    const { outcome } = await finishWith("redirected-code-4242");
    expect(outcome).toMatchObject({ name: "OAuthError", code: "invalid_response" });
    expect(other.seen).toEqual([]);
  });

  test("answers that are not a bearer token response are refused, and nothing is stored", async () => {
    const answers: [string, (res: import("node:http").ServerResponse) => void][] = [
      ["html", (res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>sign in</html>")],
      ["no token", (res) => json(res, 200, { token_type: "bearer" })],
      ["another token type", (res) => json(res, 200, { access_token: "mac-token-5150", token_type: "mac" })],
      ["a 500", (res) => json(res, 500, { error: "server_error" })],
    ];
    for (const [name, answer] of answers) {
      fake.handle((_req, res) => answer(res));
      const { oauth, outcome } = await finishWith(`code-${name.replace(/\W/g, "")}-8080`);
      expect(isOAuthError(outcome), name).toBe(true);
      expect(await oauth.store.get("victim"), name).toBeUndefined();
    }
    secrets.add("mac-token-5150");
  });

  test("a refresh answer without refresh token or scope keeps the old ones; without expires_in, no expiry", async () => {
    fake.handle((_req, res) => json(res, 200, { access_token: "fresh-access-9911", token_type: "Bearer" }));
    secrets.add("fresh-access-9911").add("old-refresh-2233").add("old-access-4455");
    const oauth = oauthAt();
    const old = TokenSet.from({
      accessToken: "old-access-4455",
      refreshToken: "old-refresh-2233",
      expiresAt: Date.now() - 1,
      scopes: ["basic_tx:offline_track"],
    });
    const next = await oauth.refresh(old);
    produced.push(old, next);
    expect(next.export()).toEqual({
      accessToken: "fresh-access-9911",
      refreshToken: "old-refresh-2233",
      scopes: ["basic_tx:offline_track"],
    });
    expect(next.expiresAt).toBeUndefined();
    expect(new URLSearchParams(fake.seen[0]!.body).get("refresh_token")).toBe("old-refresh-2233");
  });
});

describe("secrets", () => {
  // Runs last: it looks at everything the tests above made.
  test("no error or object made above shows a secret through its message, properties, cause, inspect() or JSON", () => {
    realms.expectNoSecretShown(40, 15);
  });
});
