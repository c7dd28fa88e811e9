// What the app most likely did wrong when the provider or a check refuses a step, and what to
// check: messages that quote only what is not secret (client ID, realm, redirect URI, issuer).
import { OAuthError } from "./errors.js";
import { quote } from "./failure.js";

/** What the hints name: the configuration as given to createOAuth, no secret but whether there is one. */
export interface HintSettings {
  readonly clientId: string;
  readonly realm: string;
  readonly redirectUri: string;
  readonly issuer: string;
  readonly hasSecret: boolean;
}

/**
 * What to check when the provider refused the client itself (`invalid_client`); `isPublic` is
 * whether the provider takes the client ID without a secret, when that is known.
 */
export function clientHint(settings: HintSettings, isPublic?: boolean): string {
  const client = quote(settings.clientId);
  if (!settings.hasSecret)
    return (
      `The identity provider refused client ${client} without a secret: the client is confidential ` +
      `(a server-side app gives clientSecret), or clientId is not registered in realm ${quote(settings.realm)}`
    );
  if (isPublic)
    return (
      `The identity provider knows client ${client} as a public client, without a secret: leave ` +
      "clientSecret out (a public client signs in with PKCE alone), or use the confidential client's ID"
    );
  return (
    `The identity provider refused client ${client} with the secret given: check that clientSecret is ` +
    `the secret of realm ${quote(settings.realm)} (each environment has its own) and still current, and ` +
    "that clientId is registered in that realm"
  );
}

/** What to check when the provider refused an authorization code (`invalid_grant` at sign-in). */
export function codeHint(settings: HintSettings): string {
  return (
    "The identity provider refused the authorization code: it expired (finish soon after the redirect), " +
    "was already redeemed (by another process: take the pending sign-in out of the session before " +
    `finishing), or was issued for another client, realm or redirect URI than client ${quote(settings.clientId)} ` +
    `and redirectUri ${quote(settings.redirectUri)}. Start a new sign-in`
  );
}

/**
 * `where` (a callback, an ID token, a discovery document) names another issuer than the configured
 * one: both are named. `secrets` are redacted from the stated one, which the provider or a page chose.
 */
export function issuerMismatch(
  where: string,
  stated: unknown,
  issuer: string,
  secrets: readonly (string | undefined)[] = [],
): OAuthError {
  const known = secrets.filter((s): s is string => !!s);
  return new OAuthError(
    `${where} names the issuer ${quote(stated, known)}, but the issuer option is ${quote(issuer, known)}: ` +
      "set issuer to the provider's issuer for this realm exactly, as its tokens' iss states it",
    "issuer_mismatch",
  );
}
