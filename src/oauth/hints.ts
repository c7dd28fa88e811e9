// What the app most likely did wrong when the provider or a check refuses a step, and what to
// check: messages that quote only what is not secret (the issuer, for one).
import { OAuthError } from "./errors.js";
import { quote } from "./failure.js";

/**
 * `where` (a callback, an ID token, a discovery document) names another issuer than the configured
 * one: both are named. `secrets` are redacted from the stated one, which the provider or a page chose.
 */
export function issuerMismatch(
  where: string,
  stated: unknown,
  issuer: string,
  secrets: readonly string[] = [],
): OAuthError {
  return new OAuthError(
    `${where} names the issuer ${quote(stated, secrets)}, but the issuer option is ${quote(issuer)}: ` +
      "set issuer to the provider's issuer for this realm exactly, as its tokens' iss states it",
    "issuer_mismatch",
  );
}
