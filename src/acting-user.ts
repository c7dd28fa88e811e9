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
