// What goes wrong in a step with the identity provider, as an OAuthError that holds no secret and,
// where the likely mistake is known, says what to check.
import * as oauth from "oauth4webapi";
import { CallError } from "../errors/call-error.js";
import { classify } from "../errors/failure.js";
import type { NetworkError } from "../errors/network-error.js";
import type { TimeoutError } from "../errors/timeout-error.js";
import { copyError, redact, secretList } from "../shared/redact.js";
import { OAuthError } from "./errors.js";

/** A token answer oauth4webapi accepted but this module cannot keep (a token that is not visible ASCII, say). */
export class RefusedAnswer extends Error {}

/** `text` form-encoded as RFC 6749 2.3.1 has it for a client's ID and secret in a Basic header. */
export function credentialForm(text: string): string {
  return encodeURIComponent(text).replace(/[-_.!~*'()]|%20/g, (c) =>
    c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `secrets` in every form in which the OAuth entry sends them, longest first: as they are,
 * form-encoded as in a token request's body (`URLSearchParams`) or a client's Basic credentials
 * (RFC 6749 2.3.1), and percent-encoded, each with upper- and lower-case hex digits. A provider may
 * echo any of them, and each is as good as the secret to anyone who decodes it.
 */
export function sentForms(secrets: readonly (string | undefined)[]): string[] {
  return secretList(
    secrets.flatMap((secret) => {
      if (!secret) return [];
      const encoded = [
        encodeURIComponent(secret),
        new URLSearchParams({ s: secret }).toString().slice(2),
        credentialForm(secret),
      ];
      return [secret, ...encoded, ...encoded.map((text) => text.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()))];
    }),
  );
}

/**
 * `value` (a provider's or a callback's text, never a secret of ours) quoted for a message: as a
 * JSON string, so control characters show as escapes, with `secrets` redacted and at most `max`
 * characters of it kept.
 */
export function quote(value: unknown, secrets: readonly string[] = [], max = 200): string {
  const text = redact(String(value), sentForms(secrets));
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

/** What a failed step adds to its message: the likely mistake and what to check, by error code. */
export type Hint = (code: string) => string | undefined;

/** Where a step sent its request: the method and the endpoint. */
export type Sent = readonly [method: string, url: string];

/**
 * Turns anything thrown by a step into an error that holds no secret: the provider's refusal or an
 * answer this module cannot use as an OAuthError; a time limit or a network failure as the client's
 * `TimeoutError` and `NetworkError` (naming the endpoint).
 */
export interface Failures {
  (
    step: string,
    error: unknown,
    secrets: readonly (string | undefined)[],
    sent?: Sent,
    hint?: Hint,
  ): OAuthError | TimeoutError | NetworkError;
}

/** The {@link Failures} of one createOAuth: `clientSecrets` are redacted from every step's error. */
export function createFailures(clientSecrets: readonly string[]): Failures {
  return (step, error, stepSecrets, sent, hint) => {
    if (error instanceof OAuthError || error instanceof CallError) return error as OAuthError;
    const secrets = sentForms([...stepSecrets, ...clientSecrets]);
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
    if (
      !sent ||
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
    const [method, url] = sent;
    // The endpoint is named: one the provider's discovery document gave may hold anything.
    const path = redact(url, secrets);
    return classify("send", error, { method, path, attempts: 1, secrets: () => secrets }).error as NetworkError;
  };
}
