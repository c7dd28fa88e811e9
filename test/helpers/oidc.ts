// A real OpenID Connect provider (oidc-provider) on 127.0.0.1, laid out like the spec's flow URLs:
// two realms, staging and production, under /realms/<realm>/protocol/openid-connect/..., with the
// same client ID and a different client secret in each. Login and consent are oidc-provider's own
// development pages, driven over HTTP by signInOverHttp() or by a browser.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { SCOPES } from "../../generated/oauth.js";
import { STEP } from "./time.js";

export const CLIENT_ID = "escrow-partner-app";
/** A public client (browser or native app): PKCE, no secret. */
export const PUBLIC_CLIENT_ID = "escrow-partner-web";
export const PROTOCOL = "/protocol/openid-connect";

export interface Realm {
  readonly name: "staging" | "production";
  readonly issuer: string;
  readonly clientSecret: string;
  readonly provider: Provider;
  /** Successful token requests, by grant type, since the last `reset()`. */
  readonly grants: string[];
  /** Token requests the provider refused, by error code, since the last `reset()`. */
  readonly refusals: string[];
  reset(): void;
  /** Whether the provider still accepts `token` as an access token of this realm. */
  accepts(token: string): Promise<boolean>;
  /** Revokes an access token at the provider, as an administrator would. */
  revokeAccessToken(token: string): Promise<void>;
}

export interface IdentityProvider {
  /** `{auth_url}`: the provider's address. */
  readonly url: string;
  readonly staging: Realm;
  readonly production: Realm;
  close(): Promise<void>;
}

/** How the provider differs from its default layout. */
export interface IdentityProviderOptions {
  /** Whether the realms have a revocation endpoint (named in their discovery documents); true by default. */
  readonly revocation?: boolean;
  /**
   * When a sign-in gets a refresh token: `"always"` (the default), or only when the user granted
   * `offline_access`, which the provider grants only when the sign-in asked for `prompt=consent`.
   */
  readonly refreshTokens?: "always" | "offline_access";
}

// The warnings oidc-provider prints when it runs with its in-memory adapter and its own login
// pages: meant for a server, and what these tests use on purpose (with or without its colours).
// eslint-disable-next-line no-control-regex
const DEVELOPMENT_NOTICE = /^(?:\x1b\[[\d;]*m)?oidc-provider WARNING: a quick start development-only /;

/**
 * Runs `start` (a provider's constructor, which prints those warnings) with them left out of
 * console.warn; any other warning, of oidc-provider or not, is printed as usual.
 */
export function withoutDevelopmentNotices<T>(start: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] !== "string" || !DEVELOPMENT_NOTICE.test(args[0])) warn.apply(console, args);
  };
  try {
    return start();
  } finally {
    console.warn = warn;
  }
}

/** Starts the provider; `redirectUris` are registered for both clients in both realms. */
export async function startIdentityProvider(
  redirectUris: string[],
  options: IdentityProviderOptions = {},
): Promise<IdentityProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realms = {
    staging: realm("staging", url, redirectUris, options),
    production: realm("production", url, redirectUris, options),
  };
  const handlers = Object.values(realms).map((r) => ({ prefix: `/realms/${r.name}`, handle: r.provider.callback() }));
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? "/";
    const target = handlers.find(({ prefix }) => path === prefix || path.startsWith(prefix + "/"));
    if (!target) {
      res.writeHead(404).end();
      return;
    }
    // Mounted as Express mounts it: the provider sees the path below the prefix and finds its
    // mount path from originalUrl.
    (req as IncomingMessage & { originalUrl: string }).originalUrl = path;
    req.url = path.slice(target.prefix.length) || "/";
    target.handle(req, res);
  });
  return {
    url,
    ...realms,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Each realm's signing key, made once per process and shared by its providers. */
const signingKeys = new Map<string, JsonWebKey>();

/**
 * The signing key of realm `name`: the two realms sign with different keys, and every provider a
 * process starts reuses them, since making RSA keys is the costliest part of starting one and the
 * suites start several while others measure time.
 */
function signingKey(name: string): JsonWebKey & { use: "sig" } {
  const key =
    signingKeys.get(name) ?? generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  signingKeys.set(name, key);
  return { ...key, use: "sig" };
}

function realm(
  name: "staging" | "production",
  url: string,
  redirectUris: string[],
  { revocation = true, refreshTokens = "always" }: IdentityProviderOptions,
): Realm {
  const issuer = `${url}/realms/${name}`;
  const clientSecret = `${name}-secret-${randomBytes(16).toString("hex")}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
      {
        client_id: PUBLIC_CLIENT_ID,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
      },
    ],
    scopes: ["openid", "offline_access", ...SCOPES],
    routes: {
      authorization: `${PROTOCOL}/auth`,
      token: `${PROTOCOL}/token`,
      revocation: `${PROTOCOL}/revoke`,
      jwks: `${PROTOCOL}/certs`,
      userinfo: `${PROTOCOL}/userinfo`,
      end_session: `${PROTOCOL}/logout`,
    },
    features: {
      revocation: { enabled: revocation, allowedPolicy: async () => true },
      devInteractions: { enabled: true },
    },
    jwks: { keys: [signingKey(name)] },
    pkce: { required: () => true },
    // Every sign-in gets a refresh token (or, with refreshTokens: "offline_access", only one that
    // was granted offline_access), and each refresh replaces it: a refresh token used twice (two
    // refreshes racing) is refused and ends the grant, as strict providers do.
    issueRefreshToken: async (_ctx, client, source) =>
      client.grantTypeAllowed("refresh_token") && (refreshTokens === "always" || source.scopes.has("offline_access")),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
      RefreshToken: 86_400,
      Grant: 86_400,
      Session: 86_400,
      Interaction: 600,
    },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
  };
  const provider = withoutDevelopmentNotices(() => new Provider(issuer, configuration));
  const grants: string[] = [];
  const refusals: string[] = [];
  const grantType = (ctx: KoaContextWithOIDC) => String(ctx.oidc.params?.grant_type ?? "");
  provider.on("grant.success", (ctx: KoaContextWithOIDC) => grants.push(grantType(ctx)));
  provider.on("grant.error", (ctx: KoaContextWithOIDC, error: { error?: string }) =>
    refusals.push(`${grantType(ctx)}: ${error.error ?? "error"}`),
  );
  // oidc-provider logs every server error; the tests provoke refusals on purpose.
  provider.on("server_error", () => undefined);
  return {
    name,
    issuer,
    clientSecret,
    provider,
    grants,
    refusals,
    reset() {
      grants.length = 0;
      refusals.length = 0;
    },
    async accepts(token) {
      const found = await provider.AccessToken.find(token);
      return found !== undefined && !found.isExpired;
    },
    async revokeAccessToken(token) {
      await (await provider.AccessToken.find(token))?.destroy();
    },
  };
}

/**
 * What createOAuth needs to know of `realm` for `clientId`: the confidential client (with the
 * realm's secret) by default, or the public one. The app adds its `redirectUri` and the rest.
 */
export function clientOptions(
  idp: IdentityProvider,
  { realm = idp.staging, clientId = CLIENT_ID }: { realm?: Realm | undefined; clientId?: string | undefined } = {},
) {
  return {
    authUrl: idp.url,
    realm: realm.name,
    issuer: realm.issuer,
    clientId,
    ...(clientId === CLIENT_ID && { clientSecret: realm.clientSecret }),
  };
}

/**
 * A `fetch` for createOAuth's option that notes each request in `sent`, as "METHOD path" (with
 * " with Basic" after it when `showBasic` and the request carried client credentials), then sends it.
 */
export function recordingFetch({ showBasic = false }: { showBasic?: boolean } = {}) {
  const sent: string[] = [];
  const noting = (url: string, init: RequestInit): Promise<Response> => {
    const basic = showBasic && new Headers(init.headers).has("authorization") ? " with Basic" : "";
    sent.push(`${init.method ?? "GET"} ${new URL(url).pathname}${basic}`);
    return fetch(url, init);
  };
  return { sent, fetch: noting };
}

/** The error `step` fails with (an error of its own when it does not fail). */
export async function rejectionOf(step: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  return step.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e as Error & Record<string, unknown>,
  );
}

/**
 * Goes through the provider's login and consent pages as a user would, from the authorization URL
 * to the redirect back to the app, and returns that callback URL. `consent: false` aborts at the
 * consent page instead. At most 12 requests.
 */
export async function signInOverHttp(
  authorizationUrl: URL,
  redirectUri: string,
  { login = "user-1001", consent = true }: { login?: string; consent?: boolean } = {},
): Promise<URL> {
  const jar = new Map<string, string>();
  let next = authorizationUrl.href;
  let method = "GET";
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next, {
      method,
      redirect: "manual",
      signal: AbortSignal.timeout(STEP),
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(body && { "content-type": "application/x-www-form-urlencoded" }),
      },
      ...(body && { body }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    if (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get("location")!, next);
      if (location.href.startsWith(redirectUri)) return location;
      next = location.href;
      method = "GET";
      body = undefined;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`sign-in page answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#x2F;", "/").replaceAll("&amp;", "&");
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no sign-in form on ${next}`);
    method = "POST";
    if (prompt === "consent" && !consent) {
      next = new URL(action.replace(/\/?$/, "/abort"), next).href;
      method = "GET";
      body = undefined;
      continue;
    }
    next = new URL(action, next).href;
    body = prompt === "login" ? new URLSearchParams({ prompt, login, password: "any" }).toString() : `prompt=${prompt}`;
  }
  throw new Error("sign-in did not come back to the app within 12 requests");
}
