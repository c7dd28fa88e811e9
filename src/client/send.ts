/**
 * The transport: the `fetch` the client hands to openapi-fetch for one call, below every middleware,
 * and the owner of the call's attempts, from the first to the body read. It sends the `Request`
 * openapi-fetch built, or the one middleware returned, as it is: checked once as it leaves (the base
 * URL's origin, the call's method, one acting user, a credential the operation accepts), with the
 * credential added here, where no middleware sees it. A redirect is followed only by GET and HEAD
 * within the origin; a GET or HEAD is sent again after a network failure or a 429, 502, 503 or 504,
 * and any call once more after a 401 with a fresh token. It reads every body the client reads: a
 * failed answer's as it arrives, within its limits and without the credentials, before middleware
 * sees it; a success's once openapi-fetch and middleware are done with the answer, wherever the
 * answer came from. It alone starts and stops the time limit (see {@link transport}), and it
 * classifies what fails on the way. Judging the answer is result.ts's.
 */
import { BEARER } from "../../generated/operation-flags.js";
import { classify, type Failure, type Stage } from "../errors/failure.js";
import { Limit, race, sleep } from "../shared/deadline.js";
import { redact, redactBody } from "../shared/redact.js";
import { parseUrl } from "../shared/url.js";
import {
  decode,
  discard,
  isSafe,
  MAX_BODY_BYTES,
  MAX_ERROR_BYTES,
  MAX_JSON_BYTES,
  read,
  succeeded,
  TOO_LARGE,
} from "../shared/body.js";
import { checkActingUser, type Plan } from "./plan.js";
import { retryDelay } from "./retry.js";
import type { Fetch, Settings } from "./settings.js";

/** An answer the transport handed to openapi-fetch. */
export interface Answered {
  readonly response: Response;
  /** A failed answer's body as handed on (credentials redacted), or TOO_LARGE when not read. */
  readonly body?: string | typeof TOO_LARGE;
  /** A redirect the client does not follow (one an app's fetch followed may end in a 200). */
  readonly redirect?: boolean | undefined;
}

/** What openapi-fetch gave for a call, with the success body read by the transport. */
export interface Got {
  readonly response: Response;
  /** openapi-fetch's `error`: a failed answer's body as it read it. */
  readonly error?: unknown;
  /**
   * A success body as read (text for JSON, a Blob, an ArrayBuffer, or with `parseAs: "stream"` the
   * stream itself); null or undefined without one; else why it was not read: over its byte limit
   * (TOO_LARGE), read by middleware first (USED), or too large or deep to hold as text
   * (UNREADABLE, from an app's fetch that read past the limits).
   */
  readonly data: unknown;
  /** The transport's own answer, when openapi-fetch was given one. */
  readonly answered: Answered | undefined;
}

/** A success body middleware read before the transport could. */
export const USED: unique symbol = Symbol();
/** A success body too large or deep to hold as text. */
export const UNREADABLE: unique symbol = Symbol();

/** The redirect statuses fetch would follow. */
export const REDIRECT = new Set([301, 302, 303, 307, 308]);
/** The most redirects a GET or HEAD follows. */
export const MAX_REDIRECTS = 5;

/**
 * `response` made again with `body` (UTF-8 text, or none) and its own length, without a content
 * encoding, with its status, reason phrase (without `secrets`), other headers and URL.
 */
function remake(response: Response, body: string | null, secrets: readonly string[]): Response {
  const headers = new Headers(response.headers);
  headers.set("content-length", String(body ? new TextEncoder().encode(body).length : 0));
  headers.delete("content-encoding");
  const init = { status: response.status, statusText: redact(response.statusText, secrets), headers };
  return Object.defineProperty(new Response(body, init), "url", { value: response.url });
}

/**
 * What a Request holds, read by the platform's own getters: an own property or a subclass that
 * says otherwise changes nothing of what fetch sends.
 */
const holds = <K extends "url" | "method" | "headers" | "body">(name: K) =>
  Object.getOwnPropertyDescriptor(Request.prototype, name)!.get! as (this: Request) => Request[K];
const URL_OF = holds("url");
const METHOD_OF = holds("method");
const HEADERS_OF = holds("headers");
const BODY_OF = holds("body");

/** Whether an answer is a redirect: a status fetch follows, a browser's opaque answer, or one an app's fetch followed. */
const redirected = (response: Response, custom: Fetch | undefined) =>
  REDIRECT.has(response.status) || response.type === "opaqueredirect" || (!!custom && response.redirected);

/** Sends one request: through the app's fetch, bounded by the signal even if it ignores it, or the platform's. */
function fetcher(custom: Fetch | undefined, input: Request, init: RequestInit): Promise<Response> {
  if (!custom) return fetch(input, init);
  const answer = Promise.resolve(custom(input, init));
  // An answer that comes after the signal won is dropped too.
  return race(answer, init.signal, () => void answer.then(discard, () => undefined));
}

/**
 * After a redirect answered `url`: a GET or HEAD follows it within `origin`, at most MAX_REDIRECTS
 * hops; nothing else does. Returns the answer, and whether it is a redirect left unfollowed.
 */
async function follow(settings: Settings, method: string, response: Response, url: string, init: RequestInit) {
  for (let hops = 0; redirected(response, settings.fetch); hops++) {
    // A redirect an app's fetch already followed cannot be undone.
    const location = response.headers.get("location");
    const target =
      isSafe(method) && hops < MAX_REDIRECTS && !response.redirected && location ? parseUrl(location, url) : null;
    // Credentials in a Location would make fetch refuse the request, which is no network failure.
    if (target?.origin !== settings.origin || target.username || target.password) return { response, redirect: true };
    void discard(response);
    url = target.href;
    response = await fetcher(settings.fetch, new Request(url, { method }), init);
  }
  return { response, redirect: false };
}

/**
 * Checks what leaves, as it is after every middleware: the base URL's origin, the call's method,
 * the body it was given, one acting user, a credential the operation accepts (unless the request
 * carries its own `Authorization`, which is left as it is). Returns the headers to send.
 */
function checkRequest(
  { origin, credentials }: Settings,
  { method, path, flags, body }: Plan,
  request: Request,
): Headers {
  const leaving = METHOD_OF.call(request);
  if (!URL_OF.call(request).startsWith(origin + "/"))
    throw new TypeError(`${method} ${path} was moved to another origin: credentials go only to the base URL`);
  if (leaving !== method) throw new TypeError(`${method} ${path} was turned into a ${leaving}`);
  if (body && !BODY_OF.call(request)) throw new TypeError("The body cannot be sent: it was serialised to nothing");
  const headers = new Headers(HEADERS_OF.call(request));
  const user = headers.get("service-user");
  if (user !== null) checkActingUser(user);
  if (!headers.has("authorization") && !(flags & credentials.has))
    throw new TypeError(`${method} ${path} needs ${flags & BEARER ? "an OAuth2 access token" : "the API key"}`);
  return headers;
}

/**
 * A failed answer with its body read (at most MAX_ERROR_BYTES, in the encoding it declares, within
 * the time limit) and handed on as UTF-8 text without `secrets`; or without a body, TOO_LARGE,
 * when it is over the limit.
 */
async function failedBody(
  response: Response,
  signal: AbortSignal | undefined,
  secrets: () => readonly string[],
): Promise<Answered> {
  const bytes = await read(response, "arrayBuffer", MAX_ERROR_BYTES, signal);
  const all = secrets();
  const text =
    bytes === TOO_LARGE ? null : redactBody(decode(bytes as ArrayBuffer, response.headers.get("content-type")), all);
  return { body: text ?? TOO_LARGE, response: remake(response, text || null, all) };
}

/** One call's transport, as the call uses it. */
export interface Transport {
  /** Attempts begun so far; 0 while none has. */
  readonly attempts: () => number;
  /**
   * Runs the call through openapi-fetch's client (its middleware, then this transport as its
   * `fetch`) within the call's time limit and signal, then reads the success body: what the
   * judgement (result.ts) reads. Rejects with what {@link Transport.failure} classifies.
   */
  answer(): Promise<Got>;
  /** What the call caught, as the caller gets it: the transport's own failure, or classified here. */
  failure(error: unknown): Failure;
  /** Every secret to keep out of what the call produces, the tokens it sent among them. */
  secrets(): readonly string[];
}

/**
 * The transport of one call of `plan`. The time limit has three sites, all here: it starts when
 * the call does (before any middleware), starts again with each attempt, and stops when the body
 * is read or the call fails. Between attempts nothing needs to stop it: the next attempt starts it
 * again, and a run that ends meanwhile aborts nothing, since the wait is inside the transport. So
 * each attempt has the whole limit, and what runs outside the transport (middleware, openapi-fetch
 * reading, the body) is bounded by the last run started.
 */
export function transport(settings: Settings, plan: Plan): Transport {
  const { credentials, fetch: custom, hooks, origin } = settings;
  const { method, path, signal: caller, timeoutMs } = plan;
  // Aborts when the time is up outside an attempt: above the transport, middleware or a body.
  const above = timeoutMs ? new AbortController() : undefined;
  let inside = false;
  const limit = above && new Limit(timeoutMs, caller, () => inside || above.abort());
  let attempts = 0;
  let held: string[] | undefined;
  let answered: Answered | undefined;
  let failed: Failure | undefined;
  const secrets = () => credentials.secrets(held);
  const classified = (stage: Stage, error: unknown): Failure =>
    classify(stage, error, { ...plan, origin, limit, attempts, secrets });

  /** Sends `request` until an answer or a failure is final; never rejects. */
  async function send(request: Request): Promise<Answered | Failure> {
    // Whether the operation gets the access token: it accepts one, and the client has one.
    const bearer = plan.flags & credentials.has & BEARER;
    let headers: Headers | undefined;
    let authorize = false;
    // A body goes with its first send; after a 401 that a fresh token may answer, its copy goes instead.
    let spare: Request | undefined;
    let token: string | undefined;
    let refused: string | undefined;
    let refreshed = false;
    let retries = 0;
    for (;;) {
      attempts++;
      const began = hooks ? performance.now() : 0;
      const signal = limit ? limit.start() : caller;
      let stage: Stage = "check";
      let response: Response | undefined;
      let redirect: boolean | undefined;
      let failure: Failure | undefined;
      let wait = -1;
      try {
        caller?.throwIfAborted();
        if (!headers) {
          headers = checkRequest(settings, plan, request);
          authorize = !headers.has("authorization");
        }
        stage = "token";
        if (authorize) {
          let value = bearer ? credentials.bearer : credentials.basic;
          if (value === undefined) {
            // The provider's token: asked before each attempt until a refresh, then kept.
            if (!refreshed || refused) {
              value = await race(refused ? credentials.refresh(refused) : credentials.token!(), signal);
              (held ??= []).push(value.slice(7));
              token = value;
              refused = undefined;
            }
            value = token!;
            if (!refreshed && !spare && BODY_OF.call(request)) spare = Request.prototype.clone.call(request);
          }
          headers.set("authorization", value);
        }
        stage = "send";
        const init: RequestInit = { headers, redirect: "manual", ...(signal && { signal }) };
        response = await fetcher(custom, refreshed && spare ? spare : request, init);
        // What an app's fetch gave must at least read as an answer (node-fetch's does).
        if (typeof response?.status !== "number" || typeof response.headers?.get !== "function")
          throw new TypeError("fetch gave something that is not a Response");
        if (redirected(response, custom))
          ({ response, redirect } = await follow(settings, method, response, URL_OF.call(request), init));
      } catch (error) {
        response = undefined;
        failure = classified(stage, error);
        // A GET or HEAD may go again after a network failure, never after a refusal or an abort.
        if (stage === "send" && failure.code !== "aborted") wait = retryDelay(retries, plan.retry);
      }
      const status = response?.status ?? 0;
      const ok = succeeded(status, method);
      hooks?.attempt(plan, attempts, began, response && status, failure?.code, redirect);
      if (!response || redirect) {
        // Left unfollowed: made again without a body, which openapi-fetch then does not read; an
        // opaque redirect (a browser's answer to `redirect: "manual"`) has no status and no body.
        if (redirect) {
          void discard(response!);
          if (status) response = remake(response!, null, secrets());
        }
      } else if (status === 401 && token && !refreshed && (spare || !BODY_OF.call(request))) {
        // The server did not act on a request it refused with a 401: it may go again, whatever the method.
        refused = token;
        refreshed = true;
        wait = 0;
      } else if (!ok) wait = retryDelay(retries, plan.retry, response);
      if (wait >= 0) {
        if (!refused) retries++;
        if (response) void discard(response);
        try {
          if (wait) await sleep(wait, caller);
        } catch (abort) {
          return classified("send", abort);
        }
        continue;
      }
      if (failure) return failure;
      if (ok || redirect) return { response: response!, redirect };
      return failedBody(response!, limit?.signal ?? caller, secrets).catch((error) => classified("read", error));
    }
  }

  /** The `fetch` openapi-fetch calls, possibly more than once (middleware may call it again). */
  async function asFetch(request: Request): Promise<Response> {
    // A call that may move money leaves once, whatever middleware does.
    if (attempts && !isSafe(method)) {
      const error = new TypeError(`${method} ${path} was sent already: a call that may move money is never sent twice`);
      throw (failed = { error, code: "invalid_call" }).error;
    }
    inside = true;
    try {
      const sent = await send(request);
      if ("code" in sent) throw (failed = sent).error;
      return (answered = sent).response;
    } finally {
      inside = false;
    }
  }

  /** Reads the body of a success `got`, within its byte limit and the time limit. */
  function readBody({ response, data, error }: { data?: unknown; error?: unknown; response: Response }) {
    const { parseAs } = plan;
    const { status } = response;
    // A failed answer's body was read below openapi-fetch (or by it, for middleware's); a null body
    // (a 204 or 205) is no body.
    if (!succeeded(status, method) || error !== undefined || data == null || parseAs === "stream") return data;
    if (response.bodyUsed || (data as ReadableStream).locked) return USED;
    const as = parseAs === "json" ? "text" : (parseAs as "text" | "blob" | "arrayBuffer");
    return read(response, as, parseAs === "json" ? MAX_JSON_BYTES : MAX_BODY_BYTES, limit?.signal ?? caller).catch(
      (error: unknown) => {
        const failure = classified("read", error);
        // What cannot be held as text (an app's fetch may read a body past the limits) is no network failure.
        if (
          failure.code === "network_error" &&
          (error instanceof RangeError || (error as { code?: unknown } | null)?.code === "ERR_STRING_TOO_LONG")
        )
          return UNREADABLE;
        throw (failed = failure).error;
      },
    );
  }

  // The transport's fetch last, over a `fetch: undefined` a call may give. Assigned: V8 copies a
  // spread with a property added after it the slow way (~0.5 µs).
  const options = Object.assign({}, plan.options, { fetch: asFetch });
  return {
    attempts: () => attempts,
    async answer() {
      limit?.start();
      try {
        // openapi-fetch's types are for the spec's paths; the call's were checked into its plan.
        const request: Promise<{ data?: unknown; error?: unknown; response: Response }> = settings.openapi.request(
          method as never,
          path as never,
          options as never,
        );
        const signal = above ? (caller ? AbortSignal.any([caller, above.signal]) : above.signal) : caller;
        const got: { data?: unknown; error?: unknown; response: Response } = await (
          signal ? race(request, signal) : request
        ).catch((error: unknown) => {
          if (error === failed?.error) throw error;
          // The caller's abort, or the time up outside an attempt (middleware, a body).
          if (caller?.aborted || above?.signal.aborted) throw (failed = classified("read", error)).error;
          // Middleware read the failed answer's body, which openapi-fetch then could not: it was
          // read below, whole, and is judged as it is.
          if (!(answered?.body !== undefined && answered.response.bodyUsed && error instanceof TypeError)) throw error;
          return { response: answered.response };
        });
        return { response: got.response, error: got.error, data: await readBody(got), answered };
      } finally {
        limit?.stop();
      }
    },
    failure(error) {
      // The transport's own failure as it classified it; else middleware's own error (`failed`), or
      // one thrown before anything was sent, such as a body JSON cannot hold (`invalid_call`).
      return failed && error === failed.error ? failed : { error, code: attempts ? "failed" : "invalid_call" };
    },
    secrets,
  };
}
