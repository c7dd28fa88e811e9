import { BEARER } from "../generated/operation-flags.js";
import type { Auth } from "./auth.js";
import type { Deadline } from "./deadline.js";
import type { Observer } from "./hooks.js";
import { parseUrl } from "./options.js";
import { type SendInit, valueBody } from "./request.js";
import { type RetryPolicy, retryDelay, settle, sleep } from "./retry.js";

/** Where a call is: checking its arguments, asking for a token, sending, reading the body, done. */
export type Step = "check" | "authorize" | "send" | "read" | "done";

/** One call, from the method wrapper down to the transport and back. */
export interface Call {
  readonly method: string;
  /** The path template, as in the spec. */
  readonly path: string;
  /** The operation's flags (generated/operation-flags.js): credentials it accepts, JSON result. */
  readonly flags: number;
  /** The caller's signal, once it is known to be one. */
  signal: AbortSignal | null | undefined;
  readonly hooks: Observer | undefined;
  retry: RetryPolicy;
  /** The time limit of each attempt; none when the timeout is 0. */
  deadline: Deadline | undefined;
  step: Step;
  /** Requests sent so far, the resend after a token refresh included. */
  attempts: number;
  /** Set when the answer was a redirect the client does not follow. */
  redirect: boolean;
  /**
   * With hooks: the values the call sent (parameters, acting user), kept out of events; `null`
   * when they could not be read, so that no server code reaches events.
   */
  sent?: readonly string[] | null;
  /** The provider's tokens this call sent: always redacted from its own failure. */
  held?: string[];
}

/** The redirect statuses fetch would follow. */
const REDIRECT = /^30[12378]$/;
/** The most redirects a GET or HEAD follows. */
export const MAX_REDIRECTS = 5;

/** The `fetch` the client calls. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends calls. Each attempt runs three named steps: `authorize` (the credential header), `send`
 * (fetch, following only the redirects the policy allows) and `decide` (return the answer, refresh
 * the token once after a 401, or retry a safe method after some milliseconds).
 */
export function createTransport(auth: Auth, origin: string, customFetch: Fetch | undefined) {
  // Made once per client. The wait for a custom fetch is bounded by the signal even if it ignores
  // it; the platform's fetch honours it (and is looked up at each call, so it can be replaced).
  const fetcher: Fetch = customFetch
    ? (url, init) => settle(customFetch(url, init), init.signal)
    : (url, init) => fetch(url, init);

  /**
   * Sends `init` to `url`; a GET or HEAD follows redirects within `origin`, nothing else does.
   */
  async function send(url: string, init: SendInit, call: Call): Promise<Response> {
    let response = await fetcher(url, init);
    for (
      let hops = 0;
      REDIRECT.test(String(response.status)) || response.type === "opaqueredirect" || response.redirected;
      hops++
    ) {
      // A redirect fetch already followed (a fetch that ignores `redirect: "manual"`) cannot be undone.
      const location = response.headers.get("location");
      const target =
        (call.method === "GET" || call.method === "HEAD") && hops < MAX_REDIRECTS && !response.redirected && location
          ? parseUrl(location, url)
          : null;
      // Credentials in a Location would make fetch refuse the request, which is no network failure.
      if (target?.origin !== origin || target.username || target.password) {
        call.redirect = true;
        return response;
      }
      await discard(response);
      response = await fetcher((url = target.href), init);
    }
    return response;
  }

  return async function transport(url: string, init: SendInit, call: Call): Promise<Response> {
    const { headers } = init;
    // An Authorization header given for the call is left alone.
    const ownAuth = headers.authorization === undefined;
    const usable = call.flags & auth.has;
    const bearer = ownAuth && (usable & BEARER) > 0;
    if (ownAuth && !usable) {
      throw new TypeError(
        `${call.method} ${call.path} needs ${call.flags & BEARER ? "an OAuth2 access token" : "the API key"}`,
      );
    }
    const caller = init.signal;
    let token: string | undefined;
    // The token the server refused with a 401, until a fresh one replaces it; then that one is kept.
    let refused: string | undefined;
    let refreshed = false;
    let retries = 0;

    /** Sets the bearer token: the provider's (bound by the deadline), synchronously when it has one at hand. */
    function authorize(): void | Promise<void> {
      call.step = "authorize";
      // After a refresh, the fresh token is kept for the retries that follow.
      if (refreshed && !refused) return void (headers.authorization = token!);
      const next = refused ? auth.refresh(refused) : auth.bearer();
      refused = undefined;
      if (typeof next === "string") return void (headers.authorization = token = next);
      return settle(next, init.signal).then((value) => {
        headers.authorization = token = value;
        // The token itself, without "Bearer ": redacted from this call's failure whatever comes after.
        (call.held ??= []).push(value.slice(7));
      });
    }

    /** What to do with an answer: -1 return it, 0 or more wait that long and send again. */
    function decide(response: Response): number {
      if (call.redirect) return -1;
      // After a 401 the server has not acted on the request, so it may be sent again, whatever the method.
      // A body that is not a value (a stream, an async iterable) was read by the first send and
      // cannot go again unchanged: the 401 is the answer.
      if (response.status === 401 && bearer && auth.refreshable && !refreshed && valueBody(init.body)) {
        refused = token;
        refreshed = true;
        return 0;
      }
      const wait = retryDelay(retries, call.retry, response);
      if (wait >= 0) retries++;
      return wait;
    }

    for (;;) {
      call.attempts++;
      const began = call.hooks ? performance.now() : 0;
      let response: Response;
      try {
        call.signal?.throwIfAborted();
        if (call.deadline) init.signal = call.deadline.start(caller);
        if (bearer) {
          const pending = authorize();
          if (pending) await pending;
        } else if (ownAuth) headers.authorization = auth.basic!;
        call.step = "send";
        response = await send(url, init, call);
      } catch (error) {
        const wait = call.step === "send" && !call.signal?.aborted ? retryDelay(retries, call.retry) : -1;
        call.hooks?.attempt(call, began);
        if (wait < 0) throw error;
        retries++;
        call.deadline?.stop();
        await sleep(wait, call.signal);
        continue;
      }
      const wait = decide(response);
      call.hooks?.attempt(call, began, response);
      if (wait < 0) return response;
      call.deadline?.stop();
      await discard(response);
      if (wait) await sleep(wait, call.signal);
    }
  };
}

/**
 * Drops the body of an answer that is not the result: a web stream is cancelled, a Node stream (an
 * app's fetch such as node-fetch) destroyed. A body that fails meanwhile (cut short) changes
 * nothing: the answer's status is what counts, and it arrived.
 */
export async function discard(response: Response): Promise<void> {
  const body = response.body as { cancel?: () => Promise<void>; destroy?: () => void } | null;
  try {
    await (typeof body?.cancel === "function" ? body.cancel() : body?.destroy?.());
  } catch {
    // As above: nothing to do about a body that will not be read.
  }
}
