/**
 * The `fetch` the client hands to openapi-fetch, below every middleware: what is sent is checked
 * once more as it leaves, the credential is added here (so no middleware sees it), and each attempt
 * runs three named steps: `authorize` (the credential header), fetch and, after a redirect,
 * `follow` (only the redirects the policy allows), then `decide` (answer, refresh the token once
 * after a 401, or retry a safe method after some milliseconds). The answer handed back is bounded: an error body is read
 * here, at most 1 MiB; a success body is read by openapi-fetch through a limit it cannot overrun.
 */
import { BEARER } from "../../generated/operation-flags.js";
import { succeeded } from "../errors/error-body.js";
import { parseUrl } from "../shared/url.js";
import { checkActingUser } from "./acting-user.js";
import { bounded, discard, readError, remake } from "./body.js";
import type { Call, Transport } from "./call.js";
import { valueBody } from "./call-init.js";
import type { Credentials } from "./credentials.js";
import type { Stage } from "./failure.js";
import { isSafe } from "./options.js";
import { retryDelay, settle, sleep } from "./retry.js";

/** The `fetch` an app may give the client: called with a URL and a plain init, as `fetch` is. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** What fetch is given: the request init, headers as a record with lower-case names. */
interface SendInit extends RequestInit {
  headers: Record<string, string>;
  redirect: "manual";
  /** Required by fetch for a stream body. */
  duplex?: "half";
}

/** The redirect statuses fetch would follow. */
const REDIRECT = new Set([301, 302, 303, 307, 308]);
/** The most redirects a GET or HEAD follows. */
export const MAX_REDIRECTS = 5;

/** Makes the transport of one client: its credentials, the origin of its base URL, its fetch. */
export function createTransport(credentials: Credentials, origin: string, customFetch: Fetch | undefined): Transport {
  // The wait for a custom fetch is bounded by the signal even if it ignores it; the platform's
  // fetch honours it (and is looked up at each call, so it can be replaced).
  const custom = customFetch !== undefined;
  // An answer that comes after the signal won is dropped too.
  const fetcher: Fetch = customFetch
    ? (url, init) => {
        const answer = Promise.resolve(customFetch(url, init));
        return settle(answer, init.signal, () => void answer.then(discard, () => undefined));
      }
    : (url, init) => fetch(url, init);
  // Every URL sent starts so: the base URL's origin, then its path.
  const prefix = origin + "/";

  /**
   * Whether an answer is a redirect: one of the statuses fetch would follow, a browser's opaque
   * answer to `redirect: "manual"` (status 0), or, from an app's fetch that ignores that, one it
   * followed itself.
   */
  const redirected = (response: Response): boolean =>
    REDIRECT.has(response.status) ||
    (response.status === 0 && response.type === "opaqueredirect") ||
    (custom && response.redirected);

  /**
   * After a redirect answered `init` at `url`: a GET or HEAD follows it within `origin`, at most
   * MAX_REDIRECTS hops, nothing else does. Returns the answer, and whether it is a redirect left
   * unfollowed.
   */
  async function follow(
    response: Response,
    url: string,
    init: SendInit,
  ): Promise<{ response: Response; redirect: boolean }> {
    for (let hops = 0; redirected(response); hops++) {
      // A redirect fetch already followed (a fetch that ignores `redirect: "manual"`) cannot be undone.
      const location = response.headers.get("location");
      const target =
        isSafe(init.method!) && hops < MAX_REDIRECTS && !response.redirected && location
          ? parseUrl(location, url)
          : null;
      // Credentials in a Location would make fetch refuse the request, which is no network failure.
      if (target?.origin !== origin || target.username || target.password) return { response, redirect: true };
      void discard(response);
      response = await fetcher((url = target.href), init);
    }
    return { response, redirect: false };
  }

  /**
   * What leaves for `request`: checked as it is now, after every middleware, each part read once
   * (a middleware may have changed any of them, on openapi-fetch's own request too). The URL must
   * still be the base URL's origin, the method the call's, `Service-User` one user; an operation
   * must accept a credential the client has (unless the request carries its own `Authorization`);
   * and a call that may move money leaves once, whatever middleware does.
   */
  function outgoing(call: Call, request: Request): { url: string; init: SendInit } {
    const { method, path, flags } = call;
    if (call.sends++ && !isSafe(method))
      throw new TypeError(`${method} ${path} was sent already: a call that may move money is never sent twice`);
    const url = String(request.url);
    if (!url.startsWith(prefix))
      throw new TypeError(`${method} ${path} was moved to another origin: credentials go only to the base URL`);
    const sent = String(request.method);
    if (sent !== method) throw new TypeError(`${method} ${path} was turned into a ${sent}`);
    // Read by the platform's Headers: names in lower case, a name given twice joined as fetch would
    // send it, whatever a subclass middleware left would report (and anything else is refused).
    const headers: Record<string, string> = {};
    Headers.prototype.forEach.call(request.headers, (value, name) => (headers[name] = value));
    if (headers["service-user"] !== undefined) checkActingUser(headers["service-user"]);
    if (headers.authorization === undefined && !(flags & credentials.has)) {
      throw new TypeError(`${method} ${path} needs ${flags & BEARER ? "an OAuth2 access token" : "the API key"}`);
    }
    // openapi-fetch's own request carries the serialised body as it was checked; one a middleware
    // made carries its own.
    const body = request === call.built ? call.body : (request.body ?? undefined);
    // A spread defines `__proto__` as a plain key: it cannot reach the prototype of what fetch reads.
    const init = { ...call.options, method, headers, redirect: "manual" } as SendInit;
    if (body !== undefined) {
      init.body = body as BodyInit;
      // fetch sends a stream only when told it is half duplex, and fails once sending otherwise.
      if (!valueBody(body)) init.duplex = "half";
    }
    call.hooks?.sending(call, url, headers, body);
    return { url, init };
  }

  return async function transport(call, request) {
    let url: string;
    let init: SendInit;
    try {
      ({ url, init } = outgoing(call, request));
    } catch (error) {
      throw call.fail("check", error).error;
    }
    const { headers } = init;
    // An Authorization header given for the call (or set by middleware) is left alone.
    const ownAuth = headers.authorization === undefined;
    const bearer = ownAuth && (call.flags & credentials.has & BEARER) > 0;
    const caller = call.signal;
    let token: string | undefined;
    // The token the server refused with a 401, until a fresh one replaces it; then that one is kept.
    let refused: string | undefined;
    let refreshed = false;
    let retries = 0;

    /** Sets the bearer token: the provider's (bound by the deadline), synchronously when it has one at hand. */
    function authorize(): void | Promise<void> {
      // After a refresh, the fresh token is kept for the retries that follow.
      if (refreshed && !refused) return void (headers.authorization = token!);
      const next = refused ? credentials.refresh(refused) : credentials.bearer();
      refused = undefined;
      if (typeof next === "string") return void (headers.authorization = token = next);
      return settle(next, init.signal).then((value) => {
        headers.authorization = token = value;
        // The token itself, without "Bearer ": redacted from this call's failure whatever comes after.
        (call.held ??= []).push(value.slice(7));
      });
    }

    /** What to do with an answer: -1 keep it, 0 or more wait that long and send again. */
    function decide(response: Response, redirect: boolean): number {
      if (redirect) return -1;
      // After a 401 the server has not acted on the request, so it may be sent again, whatever the method.
      // A body that is not a value (a stream, an async iterable) was read by the first send and
      // cannot go again unchanged: the 401 is the answer.
      if (response.status === 401 && bearer && credentials.refreshable && !refreshed && valueBody(init.body)) {
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
      let stage: Stage = "token";
      let response: Response;
      let redirect = false;
      try {
        caller?.throwIfAborted();
        if (call.deadline) init.signal = call.deadline.start(caller);
        else if (caller) init.signal = caller;
        if (bearer) {
          const pending = authorize();
          if (pending) await pending;
        } else if (ownAuth) headers.authorization = credentials.basic!;
        stage = "send";
        response = await fetcher(url, init);
        if (redirected(response)) ({ response, redirect } = await follow(response, url, init));
      } catch (error) {
        const failure = call.fail(stage, error);
        const wait = stage === "send" && failure.code !== "aborted" ? retryDelay(retries, call.retry) : -1;
        call.hooks?.attempt(call, began, undefined, failure.code);
        if (wait < 0) throw failure.error;
        retries++;
        call.deadline?.stop();
        await pause(call, wait);
        continue;
      }
      const wait = decide(response, redirect);
      const status = response.status;
      call.hooks?.attempt(
        call,
        began,
        status,
        redirect ? "unexpected_redirect" : succeeded(status) ? undefined : `http_${status}`,
      );
      if (wait < 0) return answer(call, response, redirect, init.signal);
      call.deadline?.stop();
      void discard(response);
      if (wait) await pause(call, wait);
    }
  };

  /** Waits before the next attempt; an abort meanwhile ends the call with its reason. */
  async function pause(call: Call, ms: number): Promise<void> {
    try {
      await sleep(ms, call.signal);
    } catch (error) {
      throw call.fail("send", error).error;
    }
  }

  /**
   * The answer for openapi-fetch, noted on the call: a redirect left unfollowed without its body;
   * a failed answer with its body read here (bounded, within the deadline) and handed up without
   * the call's credentials; a success bounded for openapi-fetch to read (see body.ts).
   */
  function answer(
    call: Call,
    response: Response,
    redirect: boolean,
    signal: AbortSignal | null | undefined,
  ): Response | Promise<Response> {
    if (redirect) {
      void discard(response);
      // Made again without a body, which openapi-fetch then does not read; an opaque redirect (a
      // browser's answer to `redirect: "manual"`) has no status to copy, and no body.
      const empty = response.status ? remake(response, null, { "content-length": "0" }) : response;
      call.answer = { response: empty, redirect: true };
      return empty;
    }
    if (!succeeded(response.status)) {
      return readError(response, call.method, custom ? { signal } : undefined, (text) => call.cleanBody(text)).then(
        (read) => (call.answer = { response: read.response, redirect: false, errorBody: read.body }).response,
        (error: unknown) => {
          throw call.fail("read", error).error;
        },
      );
    }
    const ready = bounded(response, call.parseAs, custom ? { signal } : undefined);
    if (call.parseAs === "stream") call.deadline?.stop();
    call.answer = { response: ready, redirect: false };
    return ready;
  }
}
