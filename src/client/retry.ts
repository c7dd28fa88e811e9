/**
 * When a GET or HEAD is sent again: the `retry` option, checked (on the client and per call), and
 * the wait before each repeat. Other methods are never repeated; the one resend after a 401 with a
 * fresh token is the transport's (send.ts), not a retry.
 */
import { MAX_MS } from "../shared/checks.js";

/** When and how often safe requests (GET, HEAD) are repeated. Other methods are never repeated. */
export interface RetryOptions {
  /** Repeats after the first attempt; 0 disables retrying. Default 2. */
  readonly retries?: number;
  /** First backoff step in ms, doubled per retry, with jitter. Default 250. */
  readonly baseDelayMs?: number;
  /** Longest wait in ms; a `Retry-After` asking for more ends retrying. Default 8000. */
  readonly maxDelayMs?: number;
}

/** A checked retry policy: every field given. */
export type RetryPolicy = Required<RetryOptions>;

/** The policy when none is given. */
export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 250, maxDelayMs: 8000 };
/** No retries: the policy of every method but GET and HEAD. */
export const NO_RETRY: RetryPolicy = { retries: 0, baseDelayMs: 0, maxDelayMs: 0 };

/** Checks retry options (`false` turns retrying off); `fallback` where they leave a value out. */
export function retryPolicy(options: unknown, fallback: RetryPolicy): RetryPolicy {
  if (options === undefined) return fallback;
  if (options === false) return NO_RETRY;
  // `retry: 0` or `"off"` must not quietly mean the default, nor a misspelt key leave it in place.
  if (
    typeof options !== "object" ||
    options === null ||
    Array.isArray(options) ||
    Object.keys(options).some((key) => !/^(retries|baseDelayMs|maxDelayMs)$/.test(key))
  )
    throw new TypeError("retry must be false or { retries, baseDelayMs, maxDelayMs }");
  const {
    retries = fallback.retries,
    baseDelayMs = fallback.baseDelayMs,
    maxDelayMs = fallback.maxDelayMs,
  } = options as RetryOptions;
  if (!(
    Number.isInteger(retries) &&
    retries >= 0 &&
    retries <= 10 &&
    typeof baseDelayMs === "number" &&
    typeof maxDelayMs === "number" &&
    baseDelayMs >= 0 &&
    maxDelayMs >= baseDelayMs &&
    maxDelayMs <= MAX_MS
  ))
    throw new RangeError("retry.retries must be an integer 0-10, and 0 <= baseDelayMs <= maxDelayMs <= 2^31-1");
  return { retries, baseDelayMs, maxDelayMs };
}

/**
 * Milliseconds to wait before retry number `retries + 1`, or -1 not to retry: after a network
 * failure (no `response`) or a 429, 502, 503 or 504. A `Retry-After` (seconds or HTTP date) is
 * obeyed if it fits in the policy's longest wait; if not, the answer goes back to the caller.
 */
export function retryDelay(retries: number, policy: RetryPolicy, response?: Response): number {
  const status = response?.status;
  if (retries >= policy.retries || (status && status !== 429 && status !== 502 && status !== 503 && status !== 504))
    return -1;
  const header = response?.headers.get("retry-after");
  if (header) {
    const wait = /^\s*\d+\s*$/.test(header) ? +header * 1000 : Date.parse(header) - Date.now();
    if (!Number.isNaN(wait)) return wait > policy.maxDelayMs ? -1 : Math.max(0, wait);
  }
  // Half fixed, half random: spreads clients apart without ever retrying at once.
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retries);
  return step / 2 + (Math.random() * step) / 2;
}
