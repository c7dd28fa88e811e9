/**
 * The checks of values that both entries take: text sent as given (keys, tokens, client IDs) and
 * time limits. Each throws an error that names the option and never quotes its value, which may be
 * a secret.
 */

/** The longest delay timers honour; a longer one fires at once. */
export const MAX_MS = 2 ** 31 - 1;

/**
 * Returns `value` if it is non-empty visible ASCII (and, with `colon: false`, has no ":"), else
 * throws a TypeError naming it. Anything else is mangled or refused by fetch.
 */
export function checkVisible(name: string, value: unknown, colon = true): string {
  if (typeof value !== "string" || !/^[\x21-\x7e]+$/.test(value) || (!colon && value.includes(":")))
    throw new TypeError(`${name} must be non-empty visible ASCII${colon ? "" : " without ':'"}`);
  return value;
}

/** Returns `ms` if it is a time limit, from 0 (none) to {@link MAX_MS}; `fallback` when undefined. */
export function checkTimeout(ms: unknown, fallback: number): number {
  if (ms === undefined) return fallback;
  if (typeof ms !== "number" || !(ms >= 0 && ms <= MAX_MS))
    throw new RangeError("timeoutMs must be from 0 (none) to 2^31-1");
  return ms;
}
