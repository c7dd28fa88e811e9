// Finishing a sign-in against a real OpenID provider (oidc-provider on 127.0.0.1): a pending
// sign-in is finished once, and within its lifetime, a callback that does not know the user keys
// the tokens by the ID token's `sub`, and scopes of the provider outside the API's list can be
// asked for. The provider's development-only warnings stay out of the test output.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
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
  withoutDevelopmentNotices,
} from "./helpers/oidc.js";
import { rememberedSignIns } from "../src/oauth/used-sign-ins.js";
import { rendered } from "./helpers/secrets.js";
import { useFakeClock } from "./helpers/time.js";

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

describe("the test provider's output", () => {
  test("leaves out oidc-provider's development-only warnings, and prints every other warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const started = await startIdentityProvider([redirectUri]);
      await started.close();
      expect(warn).not.toHaveBeenCalled();
      withoutDevelopmentNotices(() => {
        console.warn("oidc-provider WARNING: a quick start development-only feature devInteractions is enabled");
        console.warn("\x1b[31;1moidc-provider WARNING: a quick start development-only in-memory adapter is used");
        console.warn("oidc-provider WARNING: unsupported configuration");
        console.warn("another warning", 1);
        console.warn({ not: "text" });
      });
      expect(warn.mock.calls).toEqual([
        ["oidc-provider WARNING: unsupported configuration"],
        ["another warning", 1],
        [{ not: "text" }],
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

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

describe("a pending sign-in is finished within its lifetime, and remembered as used for as long", () => {
  const fakeClock = useFakeClock();
  const MINUTE = 60_000;
  /** How long a pending sign-in can be finished, as the documentation states it. */
  const HOUR = 60 * MINUTE;
  /** How far ahead of this machine's clock a start may lie, as the documentation states it. */
  const SKEW = 5 * MINUTE;

  /**
   * A client of the staging realm whose token requests never leave the process: each code is
   * answered with tokens at once, and counted in `sent`. For sign-ins by the thousand.
   */
  function localClient() {
    const sent = { count: 0 };
    const fetch = async () => {
      sent.count++;
      const n = sent.count;
      return Response.json({ access_token: `local-access-token-${n}`, token_type: "Bearer", expires_in: 600 });
    };
    return { oauth: createOAuth({ ...clientOptions(idp), redirectUri, fetch }), sent };
  }

  /** A pending sign-in of `oauth` and a callback for it, as the provider would send it back. */
  async function localSignIn(oauth: OAuthClient, n: number) {
    const pending = await oauth.startSignIn({ scopes: ["basic_tx:offline_track"] });
    const callback = new URL(redirectUri);
    callback.searchParams.set("code", `local-code-${n}`);
    callback.searchParams.set("state", pending.export().state);
    return { pending, callback };
  }

  test("a finished one stays refused, with nothing sent, however many others are finished meanwhile", async () => {
    const { oauth, sent } = oauthAt();
    const { pending, callback } = await toCallback(oauth, "user-life-1");
    const tokens = await oauth.finishSignIn(callback, pending, { userId: "user-life-1" });
    // From here the clock is the test's (it stands still): no request to the provider is under way.
    fakeClock();
    const local = localClient();
    const OTHERS = 10_500;
    for (let i = 0; i < OTHERS; i += 500) {
      const batch = [];
      for (let j = i; j < i + 500; j++) batch.push(localSignIn(local.oauth, j));
      await Promise.all(
        (await Promise.all(batch)).map(({ pending: p, callback: c }, j) =>
          local.oauth.finishSignIn(c, p, { userId: `user-life-local-${(i + j) % 7}` }),
        ),
      );
    }
    expect(local.sent.count).toBe(OTHERS);
    const error = await rejectionOf(
      oauth.finishSignIn(callback, PendingSignIn.from(pending.export()), { userId: "user-life-1-again" }),
    );
    expect(error).toMatchObject({ name: "OAuthError", code: "sign_in_used" });
    expect(sent).toEqual([TOKEN_REQUEST]);
    expect(idp.staging.refusals).toEqual([]);
    expect(await oauth.store.get("user-life-1-again")).toBeUndefined();
    expect(await idp.staging.accepts(tokens.export().accessToken)).toBe(true);
  });

  test("it is remembered until its lifetime is over, then refused as expired; memory is bounded by that time", async () => {
    fakeClock();
    const local = localClient();
    const first = await localSignIn(local.oauth, 0);
    const { startedAt } = first.pending.export();
    expect(startedAt).toBe(Date.now());
    await local.oauth.finishSignIn(first.callback, first.pending);
    const copy = () => PendingSignIn.from(first.pending.export());
    const OTHERS = 1_000;
    for (let i = 1; i <= OTHERS; i++) {
      const { pending, callback } = await localSignIn(local.oauth, i);
      await local.oauth.finishSignIn(callback, pending);
    }
    expect(rememberedSignIns()).toBeGreaterThan(OTHERS);
    // A minute before its lifetime ends, a copy is still refused as used.
    vi.setSystemTime(startedAt! + HOUR - MINUTE);
    expect(await rejectionOf(local.oauth.finishSignIn(first.callback, copy()))).toMatchObject({
      code: "sign_in_used",
    });
    // It is remembered from its finish: when its lifetime ends, and up to the clock skew a start
    // may show after that, a copy is still refused as used.
    vi.setSystemTime(startedAt! + HOUR + SKEW - 1);
    expect(await rejectionOf(local.oauth.finishSignIn(first.callback, copy()))).toMatchObject({
      code: "sign_in_used",
    });
    // Once that is over, a copy is refused as expired, and nothing is sent either.
    vi.setSystemTime(startedAt! + HOUR + SKEW);
    const expired = await rejectionOf(local.oauth.finishSignIn(first.callback, copy()));
    expect(expired).toMatchObject({ name: "OAuthError", code: "sign_in_expired" });
    expect(expired.message).toContain(`was started at ${new Date(startedAt!).toISOString()}`);
    expect(expired.message).toContain("a pending sign-in is finished within 60 minutes of startSignIn()");
    expect(expired.message).toContain("nothing was sent");
    expect(rendered(expired)).not.toContain(first.pending.export().codeVerifier);
    expect(rendered(expired)).not.toContain(first.callback.searchParams.get("code")!);
    // The object itself stays refused as used.
    expect(await rejectionOf(local.oauth.finishSignIn(first.callback, first.pending))).toMatchObject({
      code: "sign_in_used",
    });
    expect(local.sent.count).toBe(OTHERS + 1);
    // Once every sign-in above is past its lifetime (and past the clock skew a start may show),
    // the next finish leaves only itself remembered.
    vi.setSystemTime(startedAt! + HOUR + SKEW + MINUTE);
    const next = await localSignIn(local.oauth, OTHERS + 1);
    await local.oauth.finishSignIn(next.callback, next.pending);
    expect(rememberedSignIns()).toBe(1);
    expect(
      await rejectionOf(local.oauth.finishSignIn(next.callback, PendingSignIn.from(next.pending.export()))),
    ).toMatchObject({ code: "sign_in_used" });
  });

  test("a copy whose start was moved earlier cannot shorten how long the sign-in is remembered", async () => {
    fakeClock();
    const local = localClient();
    const { pending, callback } = await localSignIn(local.oauth, 0);
    const data = pending.export();
    // Finished first through a copy that claims a start nearly an hour ago.
    const early = PendingSignIn.from({ ...data, startedAt: data.startedAt! - HOUR + 2_000 });
    await local.oauth.finishSignIn(callback, early);
    vi.setSystemTime(Date.now() + 3_000);
    expect(await rejectionOf(local.oauth.finishSignIn(callback, PendingSignIn.from(data)))).toMatchObject({
      code: "sign_in_used",
    });
    expect(local.sent.count).toBe(1);
  });

  test("a pending sign-in past its lifetime, or that does not say when it started, is refused and nothing is sent", async () => {
    const { oauth, sent } = oauthAt();
    const { pending, callback } = await toCallback(oauth, "user-life-2");
    const data = pending.export();
    expect(data.startedAt).toBeTypeOf("number");
    // The same data, kept in a session: it survives JSON.
    expect(PendingSignIn.from(JSON.parse(JSON.stringify(data))).export()).toEqual(data);
    const { startedAt: _, ...undated } = data;
    for (const [what, copy, message] of [
      ["started too long ago", { ...data, startedAt: data.startedAt! - HOUR }, /was started at /],
      ["undated", undated, /does not say when it was started/],
      ["started in the future", { ...data, startedAt: Date.now() + SKEW + MINUTE }, /later than this/],
    ] as const) {
      const error = await rejectionOf(oauth.finishSignIn(callback, PendingSignIn.from(copy)));
      expect(error, what).toMatchObject({ name: "OAuthError", code: "sign_in_expired" });
      expect(error.message, what).toMatch(message);
      expect(error.message, what).toContain("nothing was sent");
    }
    for (const startedAt of ["1700000000000", 1.5, Number.NaN, null]) {
      expect(() => PendingSignIn.from({ ...data, startedAt: startedAt as never }), String(startedAt)).toThrow(
        /startedAt must be a time in ms since the epoch/,
      );
    }
    expect(sent).toEqual([]);
    // Those refusals left the sign-in usable, and the provider did not see its code.
    const tokens = await oauth.finishSignIn(callback, pending, { userId: "user-life-2" });
    expect(tokens.idTokenClaims?.sub).toBe("user-life-2");
    expect(sent).toEqual([TOKEN_REQUEST]);
  });

  test("on the fake clock: a sign-in finishes until the end of its lifetime, not after", async () => {
    fakeClock();
    const local = localClient();
    const early = await localSignIn(local.oauth, 1);
    const late = await localSignIn(local.oauth, 2);
    vi.setSystemTime(Date.now() + HOUR - 1);
    await local.oauth.finishSignIn(early.callback, early.pending);
    vi.setSystemTime(Date.now() + 1);
    expect(await rejectionOf(local.oauth.finishSignIn(late.callback, late.pending))).toMatchObject({
      code: "sign_in_expired",
    });
    expect(local.sent.count).toBe(1);
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
