// The OAuth suites that sign users in through a real OpenID Connect provider (oidc-provider) on
// 127.0.0.1 with two realms, and call a local API server that accepts only access tokens its realm's
// provider issued. Each suite notes every secret it saw and everything the module made, and ends
// with the check that no error or object shows a secret.
import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { createClient, type EscrowClient } from "../../src/index.js";
import {
  createOAuth,
  type OAuthClient,
  type OAuthOptions,
  type PendingSignIn,
  type Scope,
  type TokenData,
  TokenSet,
} from "../../src/oauth.js";
import {
  CLIENT_ID,
  type IdentityProvider,
  PROTOCOL,
  type Realm,
  signInOverHttp,
  startIdentityProvider,
} from "./oidc.js";
import { json, useServer } from "./server.js";

const transaction = (id: number) => ({ id, client_id: "client_a1", status: "funds_released", currency: "gbp" });

/**
 * The provider and the API server of one suite, and its notes. Call it where the suite's hooks
 * go; `idp` and `redirectUri` are set once its first hook has run.
 */
export function useRealms() {
  const realms = {
    idp: undefined as unknown as IdentityProvider,
    redirectUri: "",
    api: useServer(),
    /** Everything the module produced during the tests: checked for secrets at the end. */
    produced: [] as unknown[],
    /** Every secret seen during the tests: client secrets, codes, verifiers, access and refresh tokens. */
    secrets: new Set<string>(),
    oauthFor,
    signIn,
    remember,
    rememberTokens,
    failure,
    clientFor,
    /** GET /api/v1/transactions/{id} through `client`. */
    getTransaction: (client: EscrowClient, id = 7) =>
      client.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: id } } }),
    /** The access token the API server saw on its `i`-th request. */
    bearerOf: (i: number) => String(api.seen[i]?.headers.authorization).replace("Bearer ", ""),
    expectNoSecretShown,
  };
  const { api, produced, secrets } = realms;
  /** The realm whose tokens the API server accepts. */
  let apiRealm: Realm;

  beforeAll(async () => {
    // The callback is never fetched (the sign-in stops at the redirect to it): no server needed there.
    realms.redirectUri = "http://127.0.0.1:9/callback";
    realms.idp = await startIdentityProvider([realms.redirectUri]);
    apiRealm = realms.idp.staging;
    secrets.add(realms.idp.staging.clientSecret).add(realms.idp.production.clientSecret);
  });

  afterAll(async () => {
    await realms.idp?.close();
  });

  beforeEach(() => {
    const { idp } = realms;
    apiRealm = idp.staging;
    idp.staging.reset();
    idp.production.reset();
    api.handle(async (req, res) => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!token || !(await apiRealm.accepts(token))) {
        return json(res, 401, { code: "unauthorized", error: "The access token is not valid." });
      }
      const id = Number(/\/transactions\/(\d+)/.exec(req.url!)?.[1] ?? 0);
      return json(res, 200, transaction(id));
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A client of `realm` with its secret, noted among what the module made. */
  function oauthFor(realm: Realm, extra: Partial<OAuthOptions> = {}): OAuthClient {
    const { idp, redirectUri } = realms;
    const oauth = createOAuth({
      authUrl: idp.url,
      realm: realm.name,
      issuer: realm.issuer,
      clientId: CLIENT_ID,
      clientSecret: realm.clientSecret,
      redirectUri,
      revocationUrl: `${idp.url}/realms/${realm.name}${PROTOCOL}/revoke`,
      ...extra,
    });
    produced.push(oauth);
    return oauth;
  }

  /** Signs `user` in through the provider's pages and returns the stored tokens. */
  async function signIn(
    oauth: OAuthClient,
    user = "user-1001",
    scopes: readonly Scope[] = ["openid", "basic_tx:offline_track"],
  ) {
    const pending = await oauth.startSignIn({ scopes });
    const callback = await signInOverHttp(pending.url, realms.redirectUri, { login: user });
    const tokens = await oauth.finishSignIn(callback, pending, { userId: user });
    remember(pending, callback, tokens);
    return { pending, callback, tokens };
  }

  function remember(pending: PendingSignIn, callback: URL | undefined, tokens: TokenSet | undefined) {
    produced.push(pending, tokens);
    secrets.add(pending.export().codeVerifier);
    const code = callback?.searchParams.get("code");
    if (code) secrets.add(code);
    if (tokens) rememberTokens(tokens.export());
  }

  function rememberTokens(data: TokenData | undefined) {
    if (!data) return;
    secrets.add(data.accessToken);
    if (data.refreshToken) secrets.add(data.refreshToken);
  }

  /** Runs `step`, which must fail, and keeps its error for the secrets check. */
  async function failure(step: Promise<unknown>): Promise<Error & { code?: string; status?: number }> {
    const error = await step.then(
      () => {
        throw new Error("expected a failure");
      },
      (e: unknown) => e,
    );
    produced.push(error);
    return error as Error & { code?: string };
  }

  function clientFor(oauth: OAuthClient, userId: string, skewSeconds?: number): EscrowClient {
    const accessToken = oauth.tokenProvider({ userId, ...(skewSeconds !== undefined && { skewSeconds }) });
    produced.push(accessToken);
    return createClient({ baseUrl: api.url, auth: { accessToken } });
  }

  /**
   * No error or object noted shows a noted secret through its message, properties, cause,
   * inspect() or JSON; at least `secretsOver` secrets and `errorsOver` errors were noted, so the
   * check looked at something.
   */
  function expectNoSecretShown(secretsOver: number, errorsOver: number) {
    expect(secrets.size).toBeGreaterThan(secretsOver);
    const views = produced.flatMap((thing) => {
      const shown = [inspect(thing, { depth: Infinity, showHidden: true, getters: true })];
      try {
        shown.push(JSON.stringify(thing) ?? "");
      } catch {
        // a function or a cyclic value: inspect covers it
      }
      if (thing instanceof Error) {
        shown.push(thing.message, String(thing.stack));
        let cause: unknown = thing.cause;
        for (let depth = 0; cause !== undefined && depth < 5; depth++) {
          shown.push(inspect(cause, { depth: Infinity, showHidden: true }), JSON.stringify(cause) ?? "");
          cause = (cause as { cause?: unknown }).cause;
        }
      }
      return shown;
    });
    expect(produced.filter((p) => p instanceof Error).length).toBeGreaterThan(errorsOver);
    const leaks = [...secrets].filter((secret) => views.some((view) => view.includes(secret)));
    expect(leaks).toEqual([]);
    // The check can fail: exported data does show them.
    const exported = produced.find((p): p is TokenSet => p instanceof TokenSet)!.export();
    expect(JSON.stringify(exported)).toContain(exported.accessToken);
  }

  return realms;
}
