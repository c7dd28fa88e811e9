/** When and how often safe requests (GET, HEAD) are repeated. Other methods are never repeated. */
export interface RetryOptions {
  /** Repeats after the first attempt; 0 disables retrying. Default 2. */
  readonly retries?: number;
  /** First backoff step in ms, doubled per retry, with jitter. Default 250. */
  readonly baseDelayMs?: number;
  /** Longest wait in ms; a `Retry-After` asking for more ends retrying. Default 8000. */
  readonly maxDelayMs?: number;
}

/** A validated retry policy. */
export type RetryPolicy = readonly [retries: number, baseDelayMs: number, maxDelayMs: number];

/** The longest delay timers honour; a longer one fires at once. */
const MAX_TIMER = 2 ** 31 - 1;

/** Retry policy used when none is given. */
export const DEFAULT_RETRY: RetryPolicy = [2, 250, 8000];
/** No retries: the policy of every method but GET and HEAD. */
export const NO_RETRY: RetryPolicy = [0, 0, 0];

/** Validates retry options; `false` turns retrying off. */
export function retryPolicy(options: RetryOptions | false | undefined, fallback: RetryPolicy): RetryPolicy {
  if (options === undefined) return fallback;
  if (options === false) return NO_RETRY;
  // `retry: 0` or `"off"` must not quietly mean the default: only an object or `false` is a policy.
  // Nor may a misspelt key (`{ retires: 0 }`, `{ maxRetries: 0 }`) leave the default in place.
  if (
    typeof options !== "object" ||
    options === null ||
    Array.isArray(options) ||
    Object.keys(options).some((key) => !/^(retries|baseDelayMs|maxDelayMs)$/.test(key))
  ) {
    throw new TypeError("retry must be false or { retries, baseDelayMs, maxDelayMs }");
  }
  const { retries = fallback[0], baseDelayMs = fallback[1], maxDelayMs = fallback[2] } = options;
  if (!(
    typeof baseDelayMs === "number" &&
    typeof maxDelayMs === "number" &&
    Number.isInteger(retries) &&
    retries >= 0 &&
    retries <= 10 &&
    baseDelayMs >= 0 &&
    maxDelayMs >= baseDelayMs &&
    maxDelayMs <= MAX_TIMER
  )) {
    throw new RangeError("retry.retries must be an integer 0-10, and 0 <= baseDelayMs <= maxDelayMs <= 2^31-1");
  }
  return [retries, baseDelayMs, maxDelayMs];
}

/**
 * Milliseconds to wait before retry number `attempt + 1`, or -1 not to retry: after a network
 * error or timeout (no `response`), or a 429, 502, 503 or 504. A `Retry-After` header (seconds or
 * HTTP date) is obeyed if it fits in `maxDelayMs`; if not, the response goes back to the caller
 * rather than being retried too early.
 */
export function retryDelay(attempt: number, [retries, base, max]: RetryPolicy, response?: Response): number {
  const status = response?.status;
  if (attempt >= retries || (status && status !== 429 && status !== 502 && status !== 503 && status !== 504)) return -1;
  const header = response?.headers.get("retry-after");
  if (header) {
    const wait = /^\s*\d+\s*$/.test(header) ? +header * 1000 : Date.parse(header) - Date.now();
    if (!Number.isNaN(wait)) return wait > max ? -1 : Math.max(0, wait);
  }
  // Half fixed, half random: spreads clients apart without ever retrying at once.
  const step = Math.min(max, base * 2 ** attempt);
  return step / 2 + (Math.random() * step) / 2;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  let timer: ReturnType<typeof setTimeout>;
  return settle(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), signal, () => clearTimeout(timer));
}

/**
 * Settles like `promise`, or rejects with the signal's reason as soon as it aborts (then calls
 * `stop`, to end what the promise was waiting for).
 */
export function settle<T>(promise: Promise<T>, signal?: AbortSignal | null, stop?: () => void): Promise<T> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const abort = () => {
      stop?.();
      reject(signal.reason);
    };
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
