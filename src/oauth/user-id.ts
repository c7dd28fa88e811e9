/** Returns `userId` if it can key a user's tokens (visible ASCII and spaces), else throws a TypeError. */
export function checkUserId(userId: unknown): string {
  if (typeof userId !== "string" || !/^[\x20-\x7e]+$/.test(userId))
    throw new TypeError("userId must be non-empty visible ASCII");
  return userId;
}
