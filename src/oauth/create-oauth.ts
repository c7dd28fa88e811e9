// createOAuth: checks the options and puts the parts together (the provider, the per-user queue,
// sign-in, the token provider with its refreshes, sign-out).
import { URL_TEMPLATES } from "../../generated/oauth.js";
import { checkTimeout, checkVisible } from "../shared/checks.js";
import { checkUrl } from "../shared/url.js";
import { createProvider } from "./provider.js";
import { createRefresh } from "./refresh.js";
import { createSignIn } from "./sign-in.js";
import { createSignOut } from "./sign-out.js";
import { MemoryTokenStore } from "./tokens.js";
import type { OAuthClient, OAuthOptions } from "./types.js";
import { createUserQueue } from "./user-queue.js";

/** Fills one of the spec's flow URL templates. */
function endpoint(template: string, authUrl: string, realm: string): string {
  return template.replaceAll("{auth_url}", () => authUrl).replaceAll("{realm}", () => encodeURIComponent(realm));
}

/** Whether this code runs where a browser's globals exist: a secret there is every user's to read. */
function inBrowser(): boolean {
  const scope = globalThis as { window?: unknown; document?: unknown };
  return typeof scope.window === "object" && scope.window !== null && typeof scope.document === "object";
}

/** Refuses a client secret in a browser, unless the app declared that it runs on a server. */
function checkServerSide(serverSide: unknown, secret: boolean): void {
  if (serverSide !== undefined && typeof serverSide !== "boolean") throw new TypeError("serverSide must be a boolean");
  if (!secret || serverSide === true || !inBrowser()) return;
  throw new TypeError(
    "clientSecret is for server-side apps, and this code runs where window and document exist (a browser), " +
      "where every user could read it: leave clientSecret out and sign in as a public client (PKCE alone). " +
      "Code that runs on a server with a DOM emulation or server-side rendering shim sets serverSide: true",
  );
}

/**
 * Creates the sign-in for one environment. The authorization and token endpoints are the spec's
 * `x-url-templates` filled with `authUrl` and `realm`; the revocation endpoint is `revocationUrl`,
 * or else the one the provider's discovery document names (read on first use).
 *
 * @example
 * const signIn = createOAuth({ authUrl, realm, issuer, clientId, clientSecret, redirectUri });
 */
export function createOAuth(options: OAuthOptions): OAuthClient {
  const o = options ?? ({} as OAuthOptions);
  const authUrl = checkUrl("authUrl", o.authUrl).href.replace(/\/+$/, "");
  if (typeof o.realm !== "string" || !o.realm) throw new TypeError("realm must be a non-empty string");
  const clientId = checkVisible("clientId", o.clientId);
  const clientSecret = o.clientSecret === undefined ? undefined : checkVisible("clientSecret", o.clientSecret);
  checkServerSide(o.serverSide, clientSecret !== undefined);
  // Sent exactly as given: the provider compares it with the registered one as a string.
  const redirectUri = checkUrl("redirectUri", o.redirectUri, { query: true, privateUse: true }) && o.redirectUri;
  // Compared as a string with `iss`, so kept as given.
  const issuer = checkUrl("issuer", o.issuer) && o.issuer;
  const revocation = o.revocationUrl === undefined ? undefined : checkUrl("revocationUrl", o.revocationUrl).href;
  const timeoutMs = checkTimeout(o.timeoutMs, 30_000);
  const store = o.store ?? new MemoryTokenStore();
  for (const method of ["get", "set", "delete"] as const) {
    if (typeof store[method] !== "function") throw new TypeError(`store.${method} must be a function`);
  }

  const provider = createProvider({
    issuer,
    realm: o.realm,
    authorizationEndpoint: endpoint(URL_TEMPLATES.authorizationUrl, authUrl, o.realm),
    tokenEndpoint: endpoint(URL_TEMPLATES.tokenUrl, authUrl, o.realm),
    revocationEndpoint: revocation,
    clientId,
    clientSecret,
    redirectUri,
    timeoutMs,
    fetch: o.fetch,
  });
  const queue = createUserQueue(timeoutMs);
  const parts = { provider, queue, store };
  const { tokenProvider, signingOut } = createRefresh(parts);
  return {
    authorizationEndpoint: provider.authorizationEndpoint,
    tokenEndpoint: provider.tokenEndpoint,
    store,
    ...createSignIn({ ...parts, clientId, redirectUri }),
    refresh: provider.refresh,
    revoke: provider.revoke,
    signOut: createSignOut({ ...parts, signingOut }),
    tokenProvider,
  };
}
