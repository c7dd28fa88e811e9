/** The header that names the user a client acts for (spec parameter `ServiceUser`). */
export const SERVICE_USER = "Service-User";

// Visible ASCII, inner spaces allowed. Edge spaces would be stripped on the wire and other bytes
// are either rejected by fetch or reinterpreted as Latin-1, so the server would see another user.
const USER = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/** Returns `userId` if it can be sent as `Service-User` unchanged, else throws a TypeError. */
export function checkActingUser(userId: unknown): string {
  if (typeof userId !== "string" || !USER.test(userId)) {
    throw new TypeError(`${SERVICE_USER} must be non-empty visible ASCII, without control characters or edge spaces`);
  }
  return userId;
}

/**
 * Checks the `Service-User` values given for one call (in `headers` or `params.header`) as they
 * are, before fetch's `Headers` would trim edge whitespace and line breaks or join an array, which
 * would send another user than the one asked for.
 */
export function checkCallActingUser(init: { headers?: unknown; params?: { header?: unknown } }): void {
  for (const source of [init.headers, init.params?.header]) {
    // A Headers object has normalised its values already; the transport checks what it holds.
    if (typeof source !== "object" || source === null || source instanceof Headers) continue;
    // Read as openapi-fetch reads them: an object of names and values.
    for (const [name, value] of Object.entries(source)) {
      if (name.toLowerCase() === "service-user" && value != null) checkActingUser(value);
    }
  }
}
