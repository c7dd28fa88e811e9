// Requests to the identity provider through oauth4webapi: each bounded by a time limit, and sent
// through the app's fetch when it gave one.
import * as oauth from "oauth4webapi";

/** The app's replacement for the global `fetch`, as `OAuthOptions.fetch` takes it. */
export type CustomFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What oauth4webapi hands a custom fetch: a GET without a body, or a POST with a form. */
type SentInit = oauth.CustomFetchOptions<"GET", undefined> | oauth.CustomFetchOptions<"POST", URLSearchParams>;

/** What oauth4webapi's request functions are given. */
export interface RequestOptions {
  readonly signal: AbortSignal;
  readonly [oauth.allowInsecureRequests]?: boolean;
  readonly [oauth.customFetch]?: (url: string, init: SentInit) => Promise<Response>;
}

/**
 * Runs one step with the identity provider, a request to `url`: `step` gets the request options.
 * The step is bounded by the time limit even where an app's `fetch` ignores the signal, so a
 * provider that never answers fails the step instead of holding the user's queue.
 */
export type Timed = <T>(url: string, step: (options: RequestOptions) => Promise<T>) => Promise<T>;

/** The {@link Timed} runner of one createOAuth. */
export function createTimed(timeoutMs: number, customFetch: CustomFetch | undefined): Timed {
  return (url, step) => {
    // A timer of its own rather than AbortSignal.timeout, whose timer does not keep Node running:
    // a step waiting on an app's fetch that holds no socket would end the process unanswered.
    const controller = new AbortController();
    const options: RequestOptions = {
      signal: controller.signal,
      // Every address was checked (https, or http on loopback only) before it gets here.
      ...(new URL(url).protocol === "http:" && { [oauth.allowInsecureRequests]: true }),
      // Each init is a RequestInit fetch understands; `body: undefined` is one too.
      ...(customFetch && { [oauth.customFetch]: (to: string, init: SentInit) => customFetch(to, init as RequestInit) }),
    };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const reason = new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError");
        controller.abort(reason);
        reject(reason);
      }, timeoutMs);
      step(options)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
  };
}

/** Whether `error`, or one of its causes, is a timeout (the reason a {@link Timed} step aborts with). */
export function timedOut(error: unknown): boolean {
  for (let e = error, depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    if ((e as { name?: unknown }).name === "TimeoutError") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
