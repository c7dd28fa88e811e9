/** The header that names the user a client acts for (spec parameter `ServiceUser`). */
export const SERVICE_USER = "Service-User";

// Visible ASCII but ",", inner spaces allowed. Edge spaces would be stripped on the wire, other bytes
// are either rejected by fetch or reinterpreted as Latin-1, and a comma is how HTTP joins a header
// given twice: "bob, mallory" cannot be told from two users. The server would see another user.
const USER = /^[\x21-\x2b\x2d-\x7e](?:[\x20-\x2b\x2d-\x7e]*[\x21-\x2b\x2d-\x7e])?$/;

/** Returns `userId` if it can be sent as `Service-User` unchanged, else throws a TypeError. */
export function checkActingUser(userId: unknown): string {
  if (typeof userId !== "string" || !USER.test(userId)) {
    throw new TypeError(
      `${SERVICE_USER} must be one non-empty value of visible ASCII, without commas, control characters or edge spaces`,
    );
  }
  return userId;
}
