// Refreshing tokens with the OAuth2 module against a real OpenID Connect provider (oidc-provider) on
// 127.0.0.1, while the typed client calls a local API server that accepts only access tokens its
// realm's provider issued: ahead of expiry, after expiry, after a 401, shared by concurrent calls,
// and refused.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { isSignInRequired, MemoryTokenStore, SignInRequiredError, TokenSet } from "../src/oauth.js";
import { useRealms } from "./helpers/oauth-realms.js";
import type { IdentityProvider } from "./helpers/oidc.js";

const realms = useRealms();
const { api, oauthFor, signIn, rememberTokens, failure, clientFor, getTransaction, bearerOf } = realms;
let idp: IdentityProvider;
beforeAll(() => ({ idp } = realms));

describe("refresh", () => {
  test("ahead of expiry: within skewSeconds the provider refreshes before sending, while the old token still works", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3003");
    const client = clientFor(oauth, "user-3003", 120);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokens.expiresAt! - 100_000);
    const old = tokens.export().accessToken;
    expect(await idp.staging.accepts(old)).toBe(true);
    expect((await getTransaction(client)).data).toMatchObject({ id: 7 });
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
    expect(api.seen).toHaveLength(1);
    const fresh = bearerOf(0);
    expect(fresh).not.toBe(old);
    rememberTokens(await oauth.store.get("user-3003"));
    expect((await oauth.store.get("user-3003"))?.accessToken).toBe(fresh);
    // The old token had not expired yet: this was ahead of time, not after a refusal.
    expect(await idp.staging.accepts(old)).toBe(true);
  });

  test("a skew longer than half the token's life is cut to half of it: no refresh before every call", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3005");
    const half = (tokens.expiresAt! - tokens.issuedAt!) / 2;
    // The largest skew, a day, is longer than the token lives.
    const client = clientFor(oauth, "user-3005", 86_400);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokens.issuedAt! + 1_000);
    await getTransaction(client);
    await getTransaction(client);
    expect(idp.staging.grants).toEqual(["authorization_code"]);
    vi.setSystemTime(tokens.expiresAt! - half + 1_000);
    await getTransaction(client);
    await getTransaction(client);
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
    rememberTokens(await oauth.store.get("user-3005"));
  });

  test("after expiry: the provider refuses the old token, and the client's call gets a new one first", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3004");
    const client = clientFor(oauth, "user-3004", 0);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokens.expiresAt! + 1_000);
    expect(await idp.staging.accepts(tokens.export().accessToken)).toBe(false);
    expect((await getTransaction(client)).data).toMatchObject({ id: 7 });
    expect(api.seen.map((s) => s.url)).toEqual(["/api/v1/transactions/7"]);
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
    rememberTokens(await oauth.store.get("user-3004"));
  });

  test("a 401 makes the client ask for a fresh token, and the call is sent again once", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3005");
    await idp.staging.revokeAccessToken(tokens.export().accessToken);
    const client = clientFor(oauth, "user-3005");
    expect((await getTransaction(client)).data).toMatchObject({ id: 7 });
    expect(api.seen).toHaveLength(2);
    expect(bearerOf(0)).toBe(tokens.export().accessToken);
    expect(bearerOf(1)).not.toBe(bearerOf(0));
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
    rememberTokens(await oauth.store.get("user-3005"));
  });

  test("50 concurrent calls after a 401 share exactly one refresh", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3006");
    const client = clientFor(oauth, "user-3006");
    await idp.staging.revokeAccessToken(tokens.export().accessToken);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => getTransaction(client, i + 1)));
    expect(results.map((r) => r.response.status)).toEqual(Array(50).fill(200));
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
    expect(idp.staging.refusals).toEqual([]);
    const fresh = (await oauth.store.get("user-3006"))!.accessToken;
    rememberTokens(await oauth.store.get("user-3006"));
    const retried = api.seen.filter((s) => s.headers.authorization === `Bearer ${fresh}`);
    expect(retried).toHaveLength(50);
  });

  test("50 concurrent calls through 50 clients of one user share exactly one refresh ahead of expiry", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3007");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokens.expiresAt! - 10_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => getTransaction(clientFor(oauth, "user-3007").actingAs("user-3007"), i + 1)),
    );
    expect(results.map((r) => r.response.status)).toEqual(Array(50).fill(200));
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
    expect(new Set(api.seen.map((s) => s.headers.authorization)).size).toBe(1);
    expect(api.seen.every((s) => s.headers["service-user"] === "user-3007")).toBe(true);
    rememberTokens(await oauth.store.get("user-3007"));
  });

  test("50 concurrent calls through 50 clients of one user, after a 401, share exactly one refresh", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3013");
    await idp.staging.revokeAccessToken(tokens.export().accessToken);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => getTransaction(clientFor(oauth, "user-3013").actingAs("user-3013"), i + 1)),
    );
    expect(results.map((r) => r.response.status)).toEqual(Array(50).fill(200));
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
    expect(idp.staging.refusals).toEqual([]);
    rememberTokens(await oauth.store.get("user-3013"));
  });

  test("each user's tokens refresh on their own", async () => {
    const oauth = oauthFor(idp.staging);
    const a = await signIn(oauth, "user-3008");
    await signIn(oauth, "user-3009");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(a.tokens.expiresAt! - 10_000);
    await Promise.all([getTransaction(clientFor(oauth, "user-3008")), getTransaction(clientFor(oauth, "user-3009"))]);
    expect(idp.staging.grants.filter((g) => g === "refresh_token")).toHaveLength(2);
    rememberTokens(await oauth.store.get("user-3008"));
    rememberTokens(await oauth.store.get("user-3009"));
  });

  test("a revoked refresh token turns into SignInRequiredError, clears the store, and sends no call", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3010");
    await oauth.revoke(tokens);
    await idp.staging.revokeAccessToken(tokens.export().accessToken);
    const client = clientFor(oauth, "user-3010");
    const error = await failure(getTransaction(client));
    expect(error).toBeInstanceOf(SignInRequiredError);
    expect(isSignInRequired(error)).toBe(true);
    expect(error).toMatchObject({
      name: "SignInRequiredError",
      reason: "refresh_refused",
      userId: "user-3010",
      code: "invalid_grant",
    });
    expect(error.message).toMatch(/Sign-in required/);
    expect(await oauth.store.get("user-3010")).toBeUndefined();
    // The first attempt was refused with 401; nothing was sent after the refresh failed.
    expect(api.seen).toHaveLength(1);
    // Asking again says the same without another request to the provider.
    const again = await failure(getTransaction(client));
    expect(again).toMatchObject({ reason: "no_tokens" });
    expect(idp.staging.refusals).toEqual(["refresh_token: invalid_grant"]);
  });

  test("a refresh token used twice is refused, and the provider ends the grant", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3011");
    const first = await oauth.refresh(tokens);
    rememberTokens(first.export());
    expect(first.export().refreshToken).not.toBe(tokens.export().refreshToken);
    const error = await failure(oauth.refresh(tokens));
    expect(error).toMatchObject({ name: "OAuthError", code: "invalid_grant", status: 400 });
    expect(await failure(oauth.refresh(first))).toMatchObject({ code: "invalid_grant" });
  });

  test("an access token without expiry nor refresh token: a 401 asks the user to sign in again", async () => {
    const oauth = oauthFor(idp.staging);
    const { tokens } = await signIn(oauth, "user-3012");
    const { refreshToken: _, ...withoutRefresh } = tokens.export();
    await oauth.store.set("user-3012", { ...withoutRefresh, expiresAt: undefined });
    await idp.staging.revokeAccessToken(tokens.export().accessToken);
    const error = await failure(getTransaction(clientFor(oauth, "user-3012")));
    expect(error).toMatchObject({ name: "SignInRequiredError", reason: "no_refresh_token" });
  });

  test("token data from a store is checked before use", async () => {
    const store = new MemoryTokenStore();
    const oauth = oauthFor(idp.staging, { store });
    store.set("broken", { accessToken: "two words", scopes: [] });
    const error = await failure(oauth.tokenProvider({ userId: "broken" })({ refresh: false }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).not.toContain("two words");
    expect(() => TokenSet.from({ accessToken: "a", scopes: "openid" } as never)).toThrow(/scopes/);
    expect(() => TokenSet.from({ accessToken: "a", scopes: [], expiresAt: Number.NaN })).toThrow(/expiresAt/);
  });
});

describe("secrets", () => {
  // Runs last: it looks at everything the tests above made.
  test("no error or object made above shows a secret through its message, properties, cause, inspect() or JSON", () => {
    realms.expectNoSecretShown(40, 5);
  });
});
