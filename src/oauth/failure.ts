// What goes wrong in a step with the identity provider, as an OAuthError that holds no secret and,
// where the likely mistake is known, says what to check.
import * as oauth from "oauth4webapi";
import { copyError, redact, secretList } from "../shared/redact.js";
import { OAuthError } from "./errors.js";
import { timedOut } from "./request.js";

/** A token answer oauth4webapi accepted but this module cannot keep (a token that is not visible ASCII, say). */
export class RefusedAnswer extends Error {}

/**
 * `value` (a provider's or a callback's text, never a secret of ours) quoted for a message: as a
 * JSON string, so control characters show as escapes, with `secrets` redacted and at most `max`
 * characters of it kept.
 */
export function quote(value: unknown, secrets: readonly string[] = [], max = 200): string {
  const text = redact(String(value), secretList(secrets));
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

/** What a failed step adds to its message: the likely mistake and what to check, by error code. */
export type Hint = (code: string) => string | undefined;

/** Turns anything thrown by a step into OAuthErrors that hold no secret. */
export interface Failures {
  /** `error` as an OAuthError; an OAuthError stays as it is. `secrets` are the step's own. */
  (step: string, error: unknown, secrets: readonly (string | undefined)[], hint?: Hint): OAuthError;
}

/** The {@link Failures} of one createOAuth: `clientSecrets` are redacted from every step's error. */
export function createFailures(timeoutMs: number, clientSecrets: readonly string[]): Failures {
  return (step, error, stepSecrets, hint) => {
    if (error instanceof OAuthError) return error;
    const secrets = secretList([...stepSecrets, ...clientSecrets]);
    // An error of the OAuth library or of fetch is never kept as it is: it may hold the response,
    // the callback parameters or a request body.
    const cause = copyError(error, secrets, 500);
    const hinted = (code: string) => {
      const text = hint?.(code);
      return text ? `. ${text}` : "";
    };
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) {
      // Redacted whole, then shortened: a secret cut in two would no longer be found.
      const description = error.error_description ? `: ${redact(error.error_description, secrets).slice(0, 200)}` : "";
      const status = error instanceof oauth.ResponseBodyError ? error.status : undefined;
      // An `error` that is not a code (RFC 6749: at most a short run of printable characters) is not kept.
      const code = /^[\x20\x21\x23-\x5b\x5d-\x7e]{1,64}$/.test(error.error)
        ? redact(error.error, secrets)
        : "invalid_response";
      return new OAuthError(`${step} failed: ${code}${description}${hinted(code)}`, code, { status, cause });
    }
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      // The token endpoint refused the client itself (RFC 6749 section 5.2: 401 with a challenge).
      const named = error.cause.find((c) => typeof c.parameters.error === "string")?.parameters;
      const code = redact(named?.error ?? "invalid_client", secrets);
      const said = named?.error_description;
      const description = said ? `: ${redact(said, secrets).slice(0, 200)}` : "";
      return new OAuthError(`${step} failed: ${code}${description} (HTTP ${error.status})${hinted(code)}`, code, {
        status: error.status,
        cause,
      });
    }
    // A body that stalled until the time limit is a timeout, whatever the parser made of it.
    if (timedOut(error)) return new OAuthError(`${step}: no answer within ${timeoutMs} ms`, "timeout", { cause });
    if (
      error instanceof oauth.OperationProcessingError ||
      error instanceof oauth.UnsupportedOperationError ||
      error instanceof RefusedAnswer
    ) {
      return new OAuthError(
        `${step}: the identity provider's answer was refused (${cause.message})`,
        "invalid_response",
        { cause },
      );
    }
    return new OAuthError(`${step}: the identity provider could not be reached`, "network_error", { cause });
  };
}
