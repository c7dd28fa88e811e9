// Finishing a sign-in against a real OpenID provider (oidc-provider on 127.0.0.1): a pending
// sign-in is finished once, a callback that does not know the user keys the tokens by the ID
// token's `sub`, and scopes of the provider outside the API's list can be asked for.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  createOAuth,
  type OAuthClient,
  type OAuthOptions,
  PendingSignIn,
  type Scope,
  type TokenSet,
} from "../src/oauth.js";
import {
  clientOptions,
  type IdentityProvider,
  PROTOCOL,
  recordingFetch,
  rejectionOf,
  signInOverHttp,
  startIdentityProvider,
} from "./helpers/oidc.js";
import { rendered } from "./helpers/secrets.js";

const redirectUri = "http://127.0.0.1:9/callback";
const TOKEN_REQUEST = `POST /realms/staging${PROTOCOL}/token`;

let idp: IdentityProvider;
/** A provider that issues refresh tokens only to sign-ins granted `offline_access`. */
let strict: IdentityProvider;

beforeAll(async () => {
  [idp, strict] = await Promise.all([
    startIdentityProvider([redirectUri]),
    startIdentityProvider([redirectUri], { refreshTokens: "offline_access" }),
  ]);
});
afterAll(async () => {
  await Promise.all([idp?.close(), strict?.close()]);
});
beforeEach(() => {
  idp.staging.reset();
  strict.staging.reset();
});

/** A client of the staging realm whose requests to the provider are noted in `sent`. */
function oauthAt(provider = idp, extra: Partial<OAuthOptions> = {}) {
  const { sent, fetch } = recordingFetch();
  return { oauth: createOAuth({ ...clientOptions(provider), redirectUri, fetch, ...extra }), sent };
}

/** Starts a sign-in and goes through the provider's pages: the pending sign-in and the callback. */
async function toCallback(oauth: OAuthClient, login: string, scopes: readonly Scope[] = ["openid"]) {
  const pending = await oauth.startSignIn({ scopes });
  return { pending, callback: await signInOverHttp(pending.url, redirectUri, { login }) };
}

const secretsOf = (tokens: TokenSet) => Object.values(tokens.export()).filter((v) => typeof v === "string");

describe("a pending sign-in is finished once", () => {
  test("a second finish is refused with nothing sent, and the first sign-in keeps working", async () => {
    const { oauth, sent } = oauthAt();
    const { pending, callback } = await toCallback(oauth, "user-once-1");
    const tokens = await oauth.finishSignIn(callback, pending, { userId: "user-once-1" });
    const other = oauthAt().oauth;
    // The same object, a copy rebuilt from its exported data, and another createOAuth in this process.
    for (const [finish, again] of [
      [oauth, pending],
      [oauth, PendingSignIn.from(pending.export())],
      [other, PendingSignIn.from(JSON.parse(JSON.stringify(pending.export())))],
    ] as const) {
      const error = await rejectionOf(finish.finishSignIn(callback, again, { userId: "user-once-1-again" }));
      expect(error).toMatchObject({ name: "OAuthError", code: "sign_in_used" });
      expect(error.message).toMatch(/^Sign-in: this pending sign-in was finished already/);
      expect(error.message).toContain("nothing was sent");
      expect(error.message).toContain("read and delete in one step");
      expect(rendered(error)).not.toContain(pending.export().codeVerifier);
      expect(rendered(error)).not.toContain(callback.searchParams.get("code"));
    }
    expect(sent).toEqual([TOKEN_REQUEST]);
    expect(idp.staging.refusals).toEqual([]);
    expect(await oauth.store.get("user-once-1-again")).toBeUndefined();
    // The first sign-in is intact: its access token is accepted and its refresh token refreshes.
    expect(await idp.staging.accepts(tokens.export().accessToken)).toBe(true);
    const token = await oauth.tokenProvider({ userId: "user-once-1" })({ refresh: true });
    expect(token).not.toBe(tokens.export().accessToken);
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
  });

  test("finishes at the same time, with the object or copies of it: one exchange, the others refused", async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }), async (copies) => {
        runs++;
        idp.staging.reset();
        const { oauth, sent } = oauthAt();
        const { pending, callback } = await toCallback(oauth, `user-race-${runs}`);
        const outcomes = await Promise.allSettled(
          copies.map((copy, i) =>
            oauth.finishSignIn(callback, copy ? PendingSignIn.from(pending.export()) : pending, {
              userId: `user-race-${runs}-${i}`,
            }),
          ),
        );
        const refused = outcomes.filter((o) => o.status === "rejected").map((o) => o.reason as Error);
        expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
        expect(refused).toHaveLength(copies.length - 1);
        for (const error of refused) {
          expect(error).toMatchObject({ code: "sign_in_used" });
          expect(error.message).toMatch(/^Sign-in: this pending sign-in is being finished already/);
        }
        expect(sent).toEqual([TOKEN_REQUEST]);
        expect(idp.staging.grants).toEqual(["authorization_code"]);
      }),
      { numRuns: 8 },
    );
    expect(runs).toBe(8);
  });

  test("a finish of which nothing came leaves it usable: a refused callback, or a client the provider refused", async () => {
    const { oauth, sent } = oauthAt();
    const { pending, callback } = await toCallback(oauth, "user-once-2");
    const forged = new URL(callback);
    forged.searchParams.set("state", "forged-state-value");
    expect(await rejectionOf(oauth.finishSignIn(forged, pending))).toMatchObject({ code: "state_mismatch" });
    const wrongSecret = oauthAt(idp, { clientSecret: "not-the-staging-secret" });
    expect(await rejectionOf(wrongSecret.oauth.finishSignIn(callback, pending))).toMatchObject({
      code: "invalid_client",
    });
    const tokens = await oauth.finishSignIn(callback, pending, { userId: "user-once-2" });
    expect(tokens.refreshable).toBe(true);
    expect(sent).toEqual([TOKEN_REQUEST]);
    // Now it is used.
    expect(await rejectionOf(oauth.finishSignIn(callback, pending))).toMatchObject({ code: "sign_in_used" });
  });

  test("a pending sign-in records the redirect URI it was started with; data without it still finishes", async () => {
    const { oauth } = oauthAt();
    const { pending, callback } = await toCallback(oauth, "user-once-3");
    expect(pending.export().redirectUri).toBe(redirectUri);
    const { redirectUri: _, ...older } = pending.export();
    const tokens = await oauth.finishSignIn(callback, PendingSignIn.from(older), { userId: "user-once-3" });
    expect(tokens.idTokenClaims?.sub).toBe("user-once-3");
    expect(() => PendingSignIn.from({ ...pending.export(), redirectUri: 7 as never })).toThrow(/redirectUri/);
  });
});

describe("a callback that does not know the user yet", () => {
  test('userIdFrom: "sub" keys the tokens by the ID token\'s sub', async () => {
    const { oauth } = oauthAt();
    const { pending, callback } = await toCallback(oauth, "user-sub-1", ["openid", "basic_tx:offline_track"]);
    const tokens = await oauth.finishSignIn(callback, pending, { userIdFrom: "sub" });
    const userId = String(tokens.idTokenClaims?.sub);
    expect(userId).toBe("user-sub-1");
    expect(await oauth.store.get(userId)).toEqual(tokens.export());
    expect(await oauth.store.get("default")).toBeUndefined();
    expect(await oauth.tokenProvider({ userId })({ refresh: false })).toBe(tokens.export().accessToken);
  });

  test("a user ID of the app that reads sub is just a key", async () => {
    const { oauth } = oauthAt();
    const { pending, callback } = await toCallback(oauth, "user-sub-2");
    const tokens = await oauth.finishSignIn(callback, pending, { userId: "sub" });
    expect(await oauth.store.get("sub")).toEqual(tokens.export());
    expect(await oauth.store.get("user-sub-2")).toBeUndefined();
  });

  test("options that cannot work are refused before anything is sent, and leave the sign-in usable", async () => {
    const { oauth, sent } = oauthAt();
    const withoutOpenid = await toCallback(oauth, "user-sub-3", ["basic_tx:offline_track"]);
    const error = await rejectionOf(
      oauth.finishSignIn(withoutOpenid.callback, withoutOpenid.pending, { userIdFrom: "sub" }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/needs an ID token: ask for the openid scope/);
    const { pending, callback } = await toCallback(oauth, "user-sub-4");
    for (const [options, message] of [
      [{ userIdFrom: "email" }, /userIdFrom must be "sub"/],
      [{ userIdFrom: "sub", userId: "u" }, /not both/],
      [{ userId: 7 }, /userId must be/],
      [{ userId: "" }, /userId must be/],
      [null, /options must be an object/],
      ["user", /options must be an object/],
    ] as const) {
      expect(
        await rejectionOf(oauth.finishSignIn(callback, pending, options as never)),
        JSON.stringify(options),
      ).toEqual(expect.objectContaining({ name: "TypeError", message: expect.stringMatching(message) }));
    }
    expect(sent).toEqual([]);
    const tokens = await oauth.finishSignIn(callback, pending, { userIdFrom: "sub" });
    expect(await oauth.store.get("user-sub-4")).toEqual(tokens.export());
  });

  test("a sub that cannot key tokens is refused, and nothing is stored", async () => {
    const store = new Map<string, unknown>();
    const { oauth } = oauthAt(idp, {
      store: {
        get: (k) => store.get(k) as never,
        set: (k, v) => void store.set(k, v),
        delete: (k) => void store.delete(k),
      },
    });
    const { pending, callback } = await toCallback(oauth, "user-\u00e9\u0007");
    const error = await rejectionOf(oauth.finishSignIn(callback, pending, { userIdFrom: "sub" }));
    expect(error).toMatchObject({ name: "OAuthError", code: "invalid_response" });
    expect(error.message).toContain(`sub ("user-\u00e9\\u0007") cannot key the user's tokens`);
    expect(store.size).toBe(0);
  });
});

describe("scopes of the provider outside the API's list", () => {
  test("offline_access, asked for with providerScopes, gets a refresh token from a provider that requires it", async () => {
    const { oauth } = oauthAt(strict);
    const plain = await toCallback(oauth, "user-offline-1", ["openid", "basic_tx:offline_track"]);
    const without = await oauth.finishSignIn(plain.callback, plain.pending, { userId: "user-offline-1" });
    expect(without.refreshable).toBe(false);

    const pending = await oauth.startSignIn({
      scopes: ["openid", "basic_tx:offline_track"],
      providerScopes: ["offline_access"],
      parameters: { prompt: "consent" },
    });
    expect(pending.url.searchParams.get("scope")).toBe("openid basic_tx:offline_track offline_access");
    expect(pending.scopes).toEqual(["openid", "basic_tx:offline_track", "offline_access"]);
    const callback = await signInOverHttp(pending.url, redirectUri, { login: "user-offline-2" });
    const tokens = await oauth.finishSignIn(callback, pending, { userId: "user-offline-2" });
    expect(tokens.refreshable).toBe(true);
    expect(tokens.scopes).toEqual(expect.arrayContaining(["openid", "basic_tx:offline_track", "offline_access"]));
    expect((await oauth.refresh(tokens)).refreshable).toBe(true);
  });

  test("providerScopes takes only scope names the API does not list", async () => {
    const { oauth } = oauthAt();
    for (const [providerScopes, message] of [
      [["openid"], /providerScopes are for scopes the API does not list: give openid in scopes/],
      [["basic_tx:offline_track"], /give basic_tx:offline_track in scopes/],
      [["offline access"], /providerScopes must be an array of scope names/],
      [['quote"'], /providerScopes must be/],
      [[7], /providerScopes must be/],
      ["offline_access", /providerScopes must be/],
      [null, /providerScopes must be/],
    ] as const) {
      await expect(
        oauth.startSignIn({ scopes: ["openid"], providerScopes: providerScopes as never }),
        JSON.stringify(providerScopes),
      ).rejects.toThrow(message);
    }
    const pending = await oauth.startSignIn({ scopes: ["openid"], providerScopes: ["offline_access", "openid_x"] });
    expect(pending.url.searchParams.get("scope")).toBe("openid offline_access openid_x");
    expect(idp.staging.grants).toEqual([]);
  });
});

test("no secret shows in what these steps produced", async () => {
  const { oauth } = oauthAt();
  const { pending, callback } = await toCallback(oauth, "user-secrets-1");
  const tokens = await oauth.finishSignIn(callback, pending, { userIdFrom: "sub" });
  const refused = await rejectionOf(oauth.finishSignIn(callback, pending, { userIdFrom: "sub" }));
  const shown = [rendered(tokens), rendered(pending), rendered(refused)].join("\n");
  for (const secret of [
    ...secretsOf(tokens),
    pending.export().codeVerifier,
    callback.searchParams.get("code")!,
    idp.staging.clientSecret,
  ])
    expect(shown).not.toContain(secret);
});
