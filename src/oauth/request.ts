// Requests to the identity provider through oauth4webapi: each bounded by the time limit, and sent
// through the app's fetch when it gave one.
import * as oauth from "oauth4webapi";
import { classify } from "../errors/failure.js";
import { Limit, race } from "../shared/deadline.js";
import { redact } from "../shared/redact.js";
import { sentForms } from "./failure.js";

/** The app's replacement for the global `fetch`, as `OAuthOptions.fetch` takes it. */
export type CustomFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What oauth4webapi hands a custom fetch: a GET without a body, or a POST with a form. */
type SentInit = oauth.CustomFetchOptions<"GET", undefined> | oauth.CustomFetchOptions<"POST", URLSearchParams>;

/** What oauth4webapi's request functions are given. */
export interface RequestOptions {
  readonly signal?: AbortSignal;
  readonly [oauth.allowInsecureRequests]?: boolean;
  readonly [oauth.customFetch]?: (url: string, init: SentInit) => Promise<Response>;
}

/**
 * Runs one step with the identity provider, a `method` request to `url`: `step` gets the request
 * options. The step is bounded by the time limit even where an app's `fetch` ignores the signal,
 * so a provider that never answers fails the step with a `TimeoutError` instead of holding the
 * user's queue.
 */
export type Timed = <T>(method: string, url: string, step: (options: RequestOptions) => Promise<T>) => Promise<T>;

/** The {@link Timed} runner of one createOAuth; `timeoutMs` 0 sets no limit. */
export function createTimed(
  timeoutMs: number,
  customFetch: CustomFetch | undefined,
  secrets: readonly string[],
): Timed {
  return async (method, url, step) => {
    const limit = timeoutMs ? new Limit(timeoutMs) : undefined;
    const signal = limit?.start();
    const options: RequestOptions = {
      ...(signal && { signal }),
      // Every address was checked (https, or http on loopback only) before it gets here.
      ...(new URL(url).protocol === "http:" && { [oauth.allowInsecureRequests]: true }),
      // Each init is a RequestInit fetch understands; `body: undefined` is one too.
      ...(customFetch && { [oauth.customFetch]: (to: string, init: SentInit) => customFetch(to, init as RequestInit) }),
    };
    try {
      return await race(step(options), signal);
    } catch (error) {
      // A body that stalled until the time limit is a timeout, whatever the parser made of it.
      if (limit?.expired) {
        // The endpoint is named: one the provider's discovery document gave may hold anything.
        const facts = { method, path: redact(url, sentForms(secrets)), limit, attempts: 1, secrets: () => [] };
        throw classify("send", error, facts).error;
      }
      throw error;
    } finally {
      limit?.stop();
    }
  };
}
