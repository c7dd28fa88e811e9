/**
 * One call's options, checked before openapi-fetch builds anything, and turned into the options
 * openapi-fetch's own method is called with. What openapi-fetch does itself (query styles, JSON
 * bodies, header merging, `parseAs`) stays its job; this adds what it does not guard.
 */
import { defaultBodySerializer, mergeHeaders } from "openapi-fetch";
import { checkActingUser } from "./acting-user.js";
import type { Call } from "./call.js";
import { checkTimeout, isSafe } from "./options.js";
import { fillPath } from "./path.js";
import { retryPolicy } from "./retry.js";

/**
 * The per-call options this client refuses. A per-call base URL, fetch, `Request` class,
 * middleware, path serialiser or redirect mode would bypass the client's checks and the safety
 * below openapi-fetch; so would Node's `dispatcher` and node-fetch's `agent`, which send the call
 * elsewhere; and `integrity` would turn a payment that was made into what looks like no response.
 * Their types (types.ts) are derived from this list, each with the sentence the compiler prints.
 */
export const REFUSED = [
  "baseUrl",
  "fetch",
  "Request",
  "middleware",
  "pathSerializer",
  "redirect",
  "dispatcher",
  "agent",
  "integrity",
] as const;

/** The per-call options the client reads; see `CallInit` in types.ts for their types. */
export interface CallInit {
  params?: { path?: unknown; query?: unknown; header?: unknown; cookie?: unknown };
  body?: unknown;
  headers?: unknown;
  parseAs?: unknown;
  querySerializer?: unknown;
  bodySerializer?: unknown;
  signal?: AbortSignal | null;
  timeoutMs?: number;
  retry?: unknown;
  [option: string]: unknown;
}

/** RequestInit options fetch reads as text: only text is passed, read once, as it was checked. */
const TEXT_OPTIONS = /^(cache|credentials|mode|referrer|referrerPolicy|priority|duplex)$/;

const PARSE_AS = /^(json|text|blob|arrayBuffer|stream)$/;

/** What openapi-fetch's method is called with for one call. */
export type CoreInit = Record<string, unknown>;

/**
 * Checks one call's options, notes on `call` what the layers below need, and returns the options
 * for openapi-fetch. Throws a TypeError or RangeError, before anything is built or sent, for an
 * option that would bypass the client, a `parseAs` fetch cannot read, a body on a GET or HEAD, an
 * unusable path parameter, `Service-User` or header source, or a `retry` on a method that may move
 * money. Options the client does not read (`cache`, `keepalive`, ...) are passed on as given.
 */
export function prepareCall(call: Call, init: CallInit = {}, base: Record<string, string> | undefined): CoreInit {
  const { method, path } = call;
  // The client's own options (`timeoutMs` and `retry`), and what openapi-fetch reads; the rest
  // goes on to fetch. `method` is the client's to set.
  const {
    params,
    body,
    headers: given,
    parseAs = "json",
    querySerializer,
    bodySerializer,
    signal,
    timeoutMs,
    retry,
    method: _,
    ...options
  } = init;
  for (const key in options) {
    const value = options[key];
    if (value === undefined) continue;
    if ((REFUSED as readonly string[]).includes(key))
      throw new TypeError(`${key} is not available per call: it would get around the client's checks`);
    if (TEXT_OPTIONS.test(key) && typeof value !== "string") throw new TypeError(`${key} must be a string`);
    // A browser sends a no-cors request without the Authorization and Service-User headers: as
    // another user, or none.
    if (key === "mode" && value === "no-cors")
      throw new TypeError('mode "no-cors" would drop the credentials and the acting user');
  }
  if (typeof parseAs !== "string" || !PARSE_AS.test(parseAs)) {
    throw new TypeError("parseAs must be json, text, blob, arrayBuffer or stream");
  }
  if (signal != null && !(signal instanceof AbortSignal)) throw new TypeError("signal must be an AbortSignal");
  if (isSafe(method)) call.retry = retryPolicy(retry as never, call.retry);
  else if (retry) throw new TypeError(`${method} is never retried: it may move money`);
  const ms = checkTimeout(timeoutMs, call.timeoutMs);
  // Every problem of the path is found here: openapi-fetch skips a missing parameter, and lets ".."
  // through.
  const filled = fillPath(path, params?.path);

  // Each header source is read once, as given: the checks and the merge see the same values.
  const headers = headerSource(given);
  const header = headerSource(params?.header);
  const core: CoreInit = {
    ...options,
    parseAs,
    params: header === params?.header ? params : { ...params, header },
    headers: headers == null ? base : mergeHeaders(base, headers as never),
  };
  // openapi-fetch asks for the path (base URL and template) when there are parameters (and
  // `params.path` is given, as it is then): the one filled above is the answer.
  if (filled !== path) core.pathSerializer = (whole: string) => whole.slice(0, -path.length) + filled;
  if (querySerializer !== undefined) core.querySerializer = querySerializer;
  if (signal) core.signal = signal;
  if (body !== undefined) {
    if (isSafe(method)) throw new TypeError(`A ${method} request has no body`);
    core.body = body;
    core.bodySerializer = (value: unknown, merged: unknown) => {
      const sent = ((bodySerializer ?? defaultBodySerializer) as (body: unknown, headers?: unknown) => unknown)(
        value,
        merged,
      );
      checkSerialized(value, sent, bodySerializer !== undefined);
      call.body = sent;
      return sent;
    };
    // The Request openapi-fetch builds needs it for a stream, which only an app's serialiser makes
    // (the JSON one refuses them); fetch, below, is told only for one.
    if (bodySerializer !== undefined && core.duplex === undefined) core.duplex = "half";
  }
  call.given = [params?.path, params?.query, header, body];
  call.start(ms, signal ?? undefined, parseAs, options);
  return core;
}

/** Throws a TypeError when the serialised body cannot be sent as it is meant. */
function checkSerialized(body: unknown, sent: unknown, own: boolean): void {
  // JSON has no form for a function or a symbol: fetch would send no body, or "[object Object]".
  if (sent == null || !sendable(sent)) {
    throw new TypeError(
      "The body cannot be sent: serialised, it must be text, a Blob, a buffer, FormData, URLSearchParams or a stream",
    );
  }
  // Bytes, a stream or search parameters given to the JSON serialiser would go as "{}".
  if (
    !own &&
    typeof body === "object" &&
    body !== null &&
    !(body instanceof FormData) &&
    sendable(body) &&
    sent === JSON.stringify(body)
  ) {
    throw new TypeError(
      "A Blob, buffer, stream or URLSearchParams body is not JSON: to send it as it is, give bodySerializer: (body) => body",
    );
  }
}

/**
 * Reads headers given for one call once: a record, `Headers`, or a list of name-value pairs (which
 * openapi-fetch's merge would take for a record of "0", "1", ...). Each `Service-User` is checked
 * as given, before `Headers` trims it or joins several into a list naming another user. Returns a
 * snapshot: a record, or `Headers` for a list.
 */
function headerSource(source: unknown): unknown {
  if (source == null || source instanceof Headers) return source;
  if (typeof source !== "object") throw new TypeError("headers must be a record, Headers or a list of pairs");
  const list = Symbol.iterator in source;
  const pairs = (list ? Array.from(source as Iterable<unknown>) : Object.entries(source)) as [unknown, unknown][];
  for (const [name, value] of pairs) {
    // In a list, `null` would be sent as the text "null": only a record leaves a header out with it.
    if (String(name).toLowerCase() === "service-user" && (list || value != null)) checkActingUser(value);
  }
  return list ? new Headers(pairs as [string, string][]) : Object.fromEntries(pairs);
}

/** Whether fetch can send `body` again as it was: a value, not a stream or an iterable. */
export const valueBody = (body: unknown): boolean =>
  body == null ||
  typeof body === "string" ||
  body instanceof Blob ||
  // A buffer of another realm (a `vm` context, a test environment) fails `instanceof`, not fetch.
  Object.prototype.toString.call(body) === "[object ArrayBuffer]" ||
  ArrayBuffer.isView(body) ||
  body instanceof URLSearchParams ||
  body instanceof FormData;

/**
 * Whether fetch sends `body` as it is: a value, a web stream or (Node) an async iterable. A stream
 * is known by its tag and its reader together, not its class (a runtime may lack the global, a
 * realm have its own): a JSON class may have a `getReader` method, or a tag, but not both.
 */
const sendable = (body: unknown): boolean =>
  valueBody(body) ||
  (Object.prototype.toString.call(body) === "[object ReadableStream]" &&
    typeof (body as ReadableStream).getReader === "function") ||
  (typeof body === "object" &&
    body !== null &&
    typeof (body as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function");
