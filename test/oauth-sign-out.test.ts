// Sign-out against a real OpenID provider (oidc-provider on 127.0.0.1) without a hand-given
// revocationUrl: the revocation endpoint comes from the provider's discovery document, and where
// none can be found the sign-out says that the tokens remain valid. Discovery that fails, names
// another issuer or points elsewhere is refused, against a provider of our own making. A token
// request that begins after signOut() was called gets no token, even while a refresh is under way.
import type { ServerResponse } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  createOAuth,
  isOAuthError,
  OAuthError,
  type OAuthClient,
  type OAuthOptions,
  SignOutIncompleteError,
  type TokenData,
} from "../src/oauth.js";
import {
  clientOptions,
  type IdentityProvider,
  PROTOCOL,
  PUBLIC_CLIENT_ID,
  recordingFetch,
  rejectionOf,
  signInOverHttp,
  startIdentityProvider,
} from "./helpers/oidc.js";
import { rendered } from "./helpers/secrets.js";
import { json, startServer, useServer } from "./helpers/server.js";
import { observed, until } from "./helpers/time.js";

const redirectUri = "http://127.0.0.1:9/callback";
const DISCOVERY = "/.well-known/openid-configuration";

let idp: IdentityProvider;
/** The same provider without a revocation endpoint. */
let bare: IdentityProvider;
/** A provider of our own making, for answers oidc-provider does not give: one for each test. */
const fake = useServer();
let fakeIssuer: string;

beforeAll(async () => {
  [idp, bare] = await Promise.all([
    startIdentityProvider([redirectUri]),
    startIdentityProvider([redirectUri], { revocation: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([idp?.close(), bare?.close()]);
});
beforeEach(() => {
  idp.staging.reset();
  fakeIssuer = `${fake.url}/realms/r`;
});

async function signIn(oauth: OAuthClient, userId: string) {
  const pending = await oauth.startSignIn({ scopes: ["openid", "basic_tx:offline_track"] });
  const callback = await signInOverHttp(pending.url, redirectUri, { login: userId });
  return { tokens: await oauth.finishSignIn(callback, pending, { userId }) };
}

describe("sign-out without a revocationUrl, against an OpenID provider", () => {
  test("revokes at the endpoint the discovery document names: the refresh token is refused afterwards", async () => {
    for (const clientId of [undefined, PUBLIC_CLIENT_ID]) {
      idp.staging.reset();
      const { sent, fetch } = recordingFetch();
      const oauth = createOAuth({ ...clientOptions(idp, { clientId }), redirectUri, fetch });
      const { tokens } = await signIn(oauth, "user-out-1");
      // Discovery is asked on first need only: sign-in used the spec's URLs.
      expect(sent).toEqual([`POST /realms/staging${PROTOCOL}/token`]);
      await oauth.signOut("user-out-1");
      expect(await oauth.store.get("user-out-1")).toBeUndefined();
      expect(sent.slice(1)).toEqual([`GET /realms/staging${DISCOVERY}`, `POST /realms/staging${PROTOCOL}/revoke`]);
      expect(await rejectionOf(oauth.refresh(tokens))).toMatchObject({ name: "OAuthError", code: "invalid_grant" });
      expect(idp.staging.refusals).toEqual(["refresh_token: invalid_grant"]);
    }
  });

  test("the discovery document is read once, on the first sign-out, and shared by sign-outs at the same time", async () => {
    const { sent, fetch } = recordingFetch();
    const oauth = createOAuth({ ...clientOptions(idp), redirectUri, fetch });
    const users = ["user-out-2", "user-out-3", "user-out-4"];
    const signedIn = [];
    for (const user of users) signedIn.push((await signIn(oauth, user)).tokens);
    await Promise.all(users.map((user) => oauth.signOut(user)));
    await signIn(oauth, "user-out-5");
    await oauth.signOut("user-out-5");
    expect(sent.filter((s) => s.endsWith(DISCOVERY))).toHaveLength(1);
    expect(sent.filter((s) => s.endsWith("/revoke"))).toHaveLength(4);
    for (const tokens of signedIn)
      expect(await rejectionOf(oauth.refresh(tokens))).toMatchObject({ code: "invalid_grant" });
  });

  test("a revocationUrl given wins: discovery is not asked", async () => {
    const { sent, fetch } = recordingFetch();
    const oauth = createOAuth({
      ...clientOptions(idp),
      redirectUri,
      revocationUrl: `${idp.url}/realms/staging${PROTOCOL}/revoke`,
      fetch,
    });
    const { tokens } = await signIn(oauth, "user-out-6");
    await oauth.signOut("user-out-6");
    expect(sent).toEqual([`POST /realms/staging${PROTOCOL}/token`, `POST /realms/staging${PROTOCOL}/revoke`]);
    expect(await rejectionOf(oauth.refresh(tokens))).toMatchObject({ code: "invalid_grant" });
  });

  test("with nothing stored, sign-out sends nothing", async () => {
    const { sent, fetch } = recordingFetch();
    const oauth = createOAuth({ ...clientOptions(idp, { clientId: PUBLIC_CLIENT_ID }), redirectUri, fetch });
    await oauth.signOut();
    await oauth.signOut("nobody");
    expect(sent).toEqual([]);
  });

  test("a user ID that cannot key tokens is refused before the store is touched", async () => {
    const oauth = createOAuth({ ...clientOptions(idp, { clientId: PUBLIC_CLIENT_ID }), redirectUri });
    await oauth.store.set("42", { accessToken: "AT_kept_123", scopes: [] });
    for (const userId of [42, "", "tab\there", null]) {
      expect(await rejectionOf(oauth.signOut(userId as never))).toBeInstanceOf(TypeError);
    }
    expect(await oauth.store.get("42")).toBeDefined();
  });
});

describe("a sign-out asked for while the user's tokens are being refreshed", () => {
  /**
   * A fetch that holds each refresh request until `release()`: `held` counts those it holds. The
   * other requests (sign-in, discovery, revocation) go through at once.
   */
  function holdingRefreshes() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const state = { held: 0, release: () => release() };
    const fetch = async (url: string, init: RequestInit) => {
      if (String(init.body ?? "").includes("grant_type=refresh_token")) {
        state.held++;
        await gate;
      }
      return globalThis.fetch(url, init);
    };
    return { state, fetch };
  }

  test("a token request begun after signOut() was called gets none: it waits for the sign-out", async () => {
    const { state, fetch } = holdingRefreshes();
    const oauth = createOAuth({ ...clientOptions(idp), redirectUri, fetch });
    const userId = "user-out-race-1";
    const { tokens } = await signIn(oauth, userId);
    const provider = oauth.tokenProvider({ userId });
    // A call that began before the sign-out: the server answered 401, and the provider refreshes.
    const before = observed(provider({ refresh: true }));
    await until(() => state.held === 1, "the refresh request");
    const signingOut = observed(oauth.signOut(userId));
    // Calls that begin after it, through this provider and another, each way of asking.
    const after = [
      observed(provider({ refresh: false })),
      observed(provider({ refresh: true })),
      observed(oauth.tokenProvider({ userId })({ refresh: false })),
      observed(oauth.tokenProvider({ userId, skewSeconds: 0 })({ refresh: true })),
      observed(provider.grantedScopes()),
    ];
    state.release();
    await signingOut;
    for (const [i, call] of after.entries()) {
      expect(await rejectionOf(call), `call ${i}`).toMatchObject({
        name: "SignInRequiredError",
        reason: "no_tokens",
        userId,
      });
    }
    // The call that began before got the refreshed token, which the sign-out then revoked.
    const refreshed = await before;
    expect(refreshed).not.toBe(tokens.export().accessToken);
    expect(await idp.staging.accepts(refreshed)).toBe(false);
    expect(await oauth.store.get(userId)).toBeUndefined();
    // One refresh was sent: none of the later calls started another.
    expect(state.held).toBe(1);
    expect(idp.staging.grants).toEqual(["authorization_code", "refresh_token"]);
  });

  test("after the sign-out, a new sign-in's tokens are handed out again", async () => {
    const { state, fetch } = holdingRefreshes();
    const oauth = createOAuth({ ...clientOptions(idp), redirectUri, fetch });
    const userId = "user-out-race-2";
    await signIn(oauth, userId);
    const provider = oauth.tokenProvider({ userId });
    const before = observed(provider({ refresh: true }));
    await until(() => state.held === 1, "the refresh request");
    const signingOut = observed(oauth.signOut(userId));
    const after = observed(provider({ refresh: false }));
    state.release();
    await Promise.all([signingOut, before]);
    expect(await rejectionOf(after)).toMatchObject({ name: "SignInRequiredError", reason: "no_tokens" });
    const { tokens } = await signIn(oauth, userId);
    expect(await provider({ refresh: false })).toBe(tokens.export().accessToken);
  });
});

describe("where no revocation endpoint can be found, sign-out says the tokens remain valid", () => {
  test("a provider whose discovery document names none: the tokens are deleted here and still work there", async () => {
    const oauth = createOAuth({ ...clientOptions(bare), redirectUri });
    const { tokens } = await signIn(oauth, "user-out-7");
    const error = await rejectionOf(oauth.signOut("user-out-7"));
    expect(error).toBeInstanceOf(SignOutIncompleteError);
    expect(error).toBeInstanceOf(OAuthError);
    expect(isOAuthError(error, "no_revocation_endpoint")).toBe(true);
    expect(error).toMatchObject({ name: "SignOutIncompleteError", userId: "user-out-7" });
    expect(error.message).toMatch(
      /^Sign-out: the tokens were deleted from the store, but they remain valid at the identity provider until they expire/,
    );
    expect(error.message).toContain(`${bare.staging.issuer}${DISCOVERY}`);
    expect(error.message).toContain("no revocationUrl was given");
    expect(await oauth.store.get("user-out-7")).toBeUndefined();
    // What the error says is so: the provider still honours the refresh token.
    const refreshed = await oauth.refresh(tokens);
    expect(refreshed.refreshable).toBe(true);
    // revoke() itself says the same, as a plain OAuthError: nothing was deleted by it.
    const revoking = await rejectionOf(oauth.revoke(refreshed));
    expect(revoking).toMatchObject({ name: "OAuthError", code: "no_revocation_endpoint" });
    for (const e of [error, revoking]) {
      const shown = rendered(e);
      for (const secret of [tokens, refreshed].flatMap((t) => Object.values(t.export()).filter(String)))
        if (typeof secret === "string") expect(shown).not.toContain(secret);
      expect(shown).not.toContain(bare.staging.clientSecret);
    }
  });

  const stored = (n: number): TokenData => ({
    accessToken: `AT_${n}_${"a".repeat(30)}`,
    refreshToken: `RT_${n}_${"r".repeat(30)}`,
    scopes: ["openid"],
  });
  const fakeOAuth = (extra: Partial<OAuthOptions> = {}) =>
    createOAuth({
      authUrl: fake.url,
      realm: "r",
      issuer: fakeIssuer,
      clientId: "cid",
      clientSecret: "fake-client-secret-0123456789",
      redirectUri,
      timeoutMs: 10_000,
      ...extra,
    });
  const document = (extra: object = {}) => ({
    issuer: fakeIssuer,
    authorization_endpoint: `${fakeIssuer}${PROTOCOL}/auth`,
    token_endpoint: `${fakeIssuer}${PROTOCOL}/token`,
    revocation_endpoint: `${fake.url}/revoke`,
    ...extra,
  });
  const revokedTokens = () =>
    fake.seen.filter((s) => s.url === "/revoke").map((s) => new URLSearchParams(s.body).get("token"));

  test("a discovery that failed is not kept: the next sign-out asks again and revokes", async () => {
    let discoveries = 0;
    fake.handle((req, res) => {
      if (req.url === `/realms/r${DISCOVERY}`)
        return ++discoveries === 1 ? json(res, 503, { error: "busy" }) : json(res, 200, document());
      if (req.url === "/revoke") return void res.writeHead(200).end();
      res.writeHead(404).end();
    });
    const oauth = fakeOAuth();
    await oauth.store.set("u", stored(1));
    const first = await rejectionOf(oauth.signOut("u"));
    expect(first).toMatchObject({ name: "SignOutIncompleteError", code: "discovery_failed", status: 503 });
    expect(first.message).toMatch(/remain valid at the identity provider/);
    expect(first.message).toContain(`no usable discovery document (HTTP 503): check issuer ("${fakeIssuer}")`);
    expect(await oauth.store.get("u")).toBeUndefined();
    await oauth.store.set("u", stored(2));
    await oauth.signOut("u");
    expect(revokedTokens()).toEqual([stored(2).refreshToken]);
    expect(discoveries).toBe(2);
  });

  test("a discovery document that names another issuer is refused, naming both; nothing is revoked there", async () => {
    for (const stated of ["https://id.example.com/realms/r", `${fakeIssuer}/`, 42]) {
      fake.reset();
      fake.handle((req, res) =>
        req.url === `/realms/r${DISCOVERY}` ? json(res, 200, document({ issuer: stated })) : res.writeHead(200).end(),
      );
      const oauth = fakeOAuth();
      await oauth.store.set("u", stored(3));
      const error = await rejectionOf(oauth.signOut("u"));
      const expected = typeof stated === "string" ? "issuer_mismatch" : "discovery_failed";
      expect(error, String(stated)).toMatchObject({ name: "SignOutIncompleteError", code: expected });
      if (typeof stated === "string") {
        expect(error.message).toContain(`names the issuer ${JSON.stringify(stated)}`);
        expect(error.message).toContain(`but the issuer option is ${JSON.stringify(fakeIssuer)}`);
      }
      expect(revokedTokens()).toEqual([]);
      expect(await oauth.store.get("u")).toBeUndefined();
    }
  });

  test("a revocation endpoint on another origin than the token endpoint is not used, unless given by hand", async () => {
    const other = await startServer();
    try {
      other.handle((_req, res) => void res.writeHead(200).end());
      fake.handle((req, res) =>
        req.url === `/realms/r${DISCOVERY}`
          ? json(res, 200, document({ revocation_endpoint: `${other.url}/revoke` }))
          : res.writeHead(404).end(),
      );
      const oauth = fakeOAuth();
      await oauth.store.set("u", stored(7));
      const error = await rejectionOf(oauth.signOut("u"));
      expect(error).toMatchObject({ name: "SignOutIncompleteError", code: "discovery_failed" });
      expect(error.message).toContain(`names a revocation endpoint at "${other.url}"`);
      expect(error.message).toContain(`not at the token endpoint's origin "${fake.url}"`);
      expect(other.seen).toEqual([]);
      // Given by hand, it is the app's choice.
      const handGiven = fakeOAuth({ revocationUrl: `${other.url}/revoke` });
      await handGiven.store.set("u", stored(8));
      await handGiven.signOut("u");
      expect(other.seen.map((s) => new URLSearchParams(s.body).get("token"))).toEqual([stored(8).refreshToken]);
    } finally {
      await other.close();
    }
  });

  test("an unreachable or silent provider: the sign-out says the tokens may remain valid", async () => {
    const closed = await startServer();
    const closedUrl = closed.url;
    await closed.close();
    const unreachable = createOAuth({
      authUrl: closedUrl,
      realm: "r",
      issuer: `${closedUrl}/realms/r`,
      clientId: "cid",
      redirectUri,
    });
    await unreachable.store.set("u", stored(4));
    const down = await rejectionOf(unreachable.signOut("u"));
    expect(down).toMatchObject({ name: "SignOutIncompleteError", code: "network_error" });
    expect(down.message).toMatch(/may remain valid at the identity provider/);
    expect(down.message).toContain(`GET ${closedUrl}/realms/r${DISCOVERY} failed: no response`);
    expect((down as Error).cause).toMatchObject({ name: "NetworkError", method: "GET" });
    expect(await unreachable.store.get("u")).toBeUndefined();

    fake.handle(() => new Promise(() => undefined));
    const silent = fakeOAuth({ timeoutMs: 200 });
    await silent.store.set("u", stored(5));
    expect(await rejectionOf(silent.signOut("u"))).toMatchObject({ name: "SignOutIncompleteError", code: "timeout" });
    expect(await silent.store.get("u")).toBeUndefined();
  });

  test("a revocation the provider refuses: the sign-out says so, with the provider's code", async () => {
    fake.handle((req, res) =>
      req.url === `/realms/r${DISCOVERY}`
        ? json(res, 200, document())
        : json(res, 400, { error: "unsupported_token_type", error_description: "no" }),
    );
    const oauth = fakeOAuth();
    await oauth.store.set("u", stored(6));
    expect(await rejectionOf(oauth.signOut("u"))).toMatchObject({
      name: "SignOutIncompleteError",
      code: "unsupported_token_type",
      status: 400,
    });
  });

  test("whatever a hostile discovery document holds, tokens go only to a checked revocation endpoint", async () => {
    const port = new URL(fake.url).port;
    const good = `${fake.url}/revoke`;
    const endpoints = [
      undefined,
      "http://example.com/revoke",
      `http://user:pw@127.0.0.1:${port}/revoke`,
      `${good}#fragment`,
      "https://elsewhere.example/revoke",
      "http://127.0.0.1:1/revoke",
      "javascript:alert(1)",
      "https://auth-url.invalid/revoke",
      `//127.0.0.1:${port}/revoke`,
      "",
      7,
      null,
      [good],
    ];
    // Mostly well-formed documents for the right issuer, so that the endpoint itself is what varies.
    const answer = fc.record({
      status: fc.oneof({ weight: 6, arbitrary: fc.constant(200) }, fc.constantFrom(302, 404, 500)),
      body: fc.oneof(
        {
          weight: 6,
          arbitrary: fc.record(
            {
              issuer: fc.oneof(
                { weight: 5, arbitrary: fc.constant(fakeIssuer) },
                fc.constant(`${fakeIssuer}/`),
                fc.string(),
                fc.integer(),
              ),
              revocation_endpoint: fc.oneof({ weight: 3, arbitrary: fc.constant(good) }, fc.constantFrom(...endpoints)),
              token_endpoint: fc.constantFrom(`${fake.url}/elsewhere`, "http://example.com/token"),
            },
            { requiredKeys: ["issuer"] },
          ),
        },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      ),
    });
    let runs = 0;
    let revoked = 0;
    await fc.assert(
      fc.asyncProperty(answer, async ({ status, body }) => {
        runs++;
        fake.reset();
        fake.handle((req, res: ServerResponse) => {
          if (req.url === `/realms/r${DISCOVERY}`) {
            if (status === 302) return void res.writeHead(302, { location: `${fake.url}/elsewhere` }).end();
            return json(res, status, body);
          }
          res.writeHead(200).end();
        });
        const { sent, fetch } = recordingFetch();
        const oauth = fakeOAuth({ fetch });
        const tokens = stored(runs);
        await oauth.store.set("u", tokens);
        const outcome = await oauth.signOut("u").then(
          () => undefined,
          (e: unknown) => e as Error,
        );
        expect(await oauth.store.get("u")).toBeUndefined();
        const usable =
          status === 200 &&
          typeof body === "object" &&
          body !== null &&
          !Array.isArray(body) &&
          (body as Record<string, unknown>).issuer === fakeIssuer &&
          (body as Record<string, unknown>).revocation_endpoint === good;
        if (usable) {
          revoked++;
          expect(outcome).toBeUndefined();
          expect(sent).toEqual([`GET /realms/r${DISCOVERY}`, "POST /revoke"]);
          expect(revokedTokens()).toEqual([tokens.refreshToken]);
        } else {
          expect(outcome).toBeInstanceOf(SignOutIncompleteError);
          expect(sent).toEqual([`GET /realms/r${DISCOVERY}`]);
          expect(rendered(outcome)).not.toContain(tokens.refreshToken);
        }
      }),
      { numRuns: 60 },
    );
    expect(runs).toBe(60);
    // Both branches ran: the property could fail either way.
    expect(revoked).toBeGreaterThan(0);
    expect(revoked).toBeLessThan(60);
  });
});
