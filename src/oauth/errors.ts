import type { CallError } from "../errors/call-error.js";
// Errors of the OAuth2 sign-in. Their messages and properties are built from fixed text, error codes
// and the provider's `error_description` with every secret of the call replaced; an error thrown by
// the OAuth library or by fetch is never kept as `cause` as it is, since it may hold the response,
// the callback parameters or a request body.

/** Why the user has to sign in again. */
export type SignInReason =
  /** The store holds no tokens for this user. */
  | "no_tokens"
  /** The access token expired and there is no refresh token. */
  | "no_refresh_token"
  /** The provider refused the refresh token: revoked, expired, or already used. */
  | "refresh_refused";

/** A failed OAuth2 step: `code` is the provider's error code (`invalid_grant`, …) or one of this module's. */
export class OAuthError extends Error {
  override name = "OAuthError";
  /** The provider's `error` value, or one of this module's: `state_mismatch`, `invalid_response`, … */
  readonly code: string;
  /** HTTP status of the provider's answer, when there was one. */
  readonly status: number | undefined;
  constructor(message: string, code: string, options: { status?: number | undefined; cause?: unknown } = {}) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.status = options.status;
  }
}

/**
 * The user's tokens cannot give an access token any more (none stored, expired without refresh
 * token, or the refresh token was refused): send the user through sign-in again.
 */
export class SignInRequiredError extends OAuthError {
  override name = "SignInRequiredError";
  /** The key the tokens are stored under. */
  readonly userId: string;
  readonly reason: SignInReason;
  constructor(userId: string, reason: SignInReason, options: { status?: number; code?: string; cause?: unknown } = {}) {
    const why =
      reason === "no_tokens"
        ? "no tokens are stored for this user"
        : reason === "no_refresh_token"
          ? "the access token expired and there is no refresh token"
          : `the identity provider refused the refresh token (${options.code ?? "invalid_grant"})`;
    super(`Sign-in required: ${why}`, options.code ?? reason, options);
    this.userId = userId;
    this.reason = reason;
  }
}

/**
 * What `signOut()` throws when the user's tokens were deleted from the store but not revoked at the
 * identity provider: they stay valid there until they expire (or, when the revocation went
 * unanswered, may). `code` says why: `no_revocation_endpoint` (neither `revocationUrl` nor the
 * provider's discovery document names one), `discovery_failed`, `issuer_mismatch`, `timeout` or
 * `network_error` (its cause is then the `TimeoutError` or `NetworkError`), or the provider's error
 * code. Never thrown before the tokens left the store.
 */
export class SignOutIncompleteError extends OAuthError {
  override name = "SignOutIncompleteError";
  /** The key the tokens were stored under. */
  readonly userId: string;
  constructor(userId: string, failure: OAuthError | CallError) {
    const code =
      failure instanceof OAuthError ? failure.code : failure.name === "TimeoutError" ? "timeout" : "network_error";
    const unknown = !(failure instanceof OAuthError);
    super(
      "Sign-out: the tokens were deleted from the store, but they " +
        (unknown ? "may remain valid" : "remain valid") +
        ` at the identity provider until they expire. ${failure.message}`,
      code,
      { status: failure instanceof OAuthError ? failure.status : undefined, cause: failure },
    );
    this.userId = userId;
  }
}

/** A call that the user's granted scopes do not allow; thrown before anything is sent. */
export class MissingScopeError extends OAuthError {
  override name = "MissingScopeError";
  /** The operation, as "METHOD /path". */
  readonly operation: string;
  /** The scopes the token lacks. */
  readonly missing: readonly string[];
  constructor(operation: string, missing: readonly string[], userPresent: boolean) {
    super(
      `${operation} needs the scope${missing.length > 1 ? "s" : ""} ${missing.join(", ")}` +
        (userPresent ? "" : " while the user is not present") +
        ", which the user has not granted: request it at sign-in",
      "missing_scope",
    );
    this.operation = operation;
    this.missing = Object.freeze([...missing]);
  }
}

/** Whether `error` is an {@link OAuthError} (also across copies of this package), optionally with `code`. */
export function isOAuthError(error: unknown, code?: string): error is OAuthError {
  return (
    (error instanceof OAuthError ||
      (error instanceof Error &&
        ["OAuthError", "SignInRequiredError", "MissingScopeError", "SignOutIncompleteError"].includes(error.name) &&
        typeof (error as { code?: unknown }).code === "string")) &&
    (code === undefined || (error as OAuthError).code === code)
  );
}

/** Whether `error` tells the app to send the user through sign-in again. */
export function isSignInRequired(error: unknown): error is SignInRequiredError {
  return error instanceof SignInRequiredError || (error instanceof Error && error.name === "SignInRequiredError");
}
