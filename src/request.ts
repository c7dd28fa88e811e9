/**
 * One call's request, built from its options, and its response, read back. The serialisers and the
 * reading rules are openapi-fetch's (query styles, JSON bodies, `parseAs`, empty bodies), applied
 * here directly: going through openapi-fetch's client would build a `Headers` object, several
 * copies of the options and a `Request` per call that `fetch` then copies again.
 */
import { createQuerySerializer, defaultBodySerializer, mergeHeaders } from "openapi-fetch";
import { checkActingUser } from "./acting-user.js";
import { MAX_ERROR_BYTES, succeeded, successLimit, TOO_LARGE } from "./errors.js";
import { fillPath } from "./path.js";
import { settle } from "./retry.js";

/** The per-call options the client reads; see `CallInit` in client-types.ts for their types. */
export interface CallInit {
  params?: { path?: unknown; query?: unknown; header?: unknown };
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

/** What `fetch` is given: the request init, headers as a record with lower-case names. */
export interface SendInit extends RequestInit {
  headers: Record<string, string>;
  redirect: "manual";
  /** Required by fetch for a stream body. */
  duplex?: "half";
}

/**
 * Options that would bypass the client's checks: openapi-fetch's other server, fetch, `Request`
 * class, middleware, path serialiser or redirect mode, and what Node's fetch (`dispatcher`) or
 * node-fetch (`agent`) take to send a request elsewhere. `integrity` too: a mismatch makes fetch
 * fail once the server has answered, which would look like no response to a payment that was
 * made. The types say what to do instead.
 */
export const BYPASS = /^(baseUrl|fetch|Request|middleware|pathSerializer|redirect|dispatcher|agent|integrity)$/;

/** RequestInit options fetch reads as text: only text is passed, read once, as it was checked. */
const TEXT_OPTIONS = /^(cache|credentials|mode|referrer|referrerPolicy|priority|duplex)$/;

const PARSE_AS = /^(json|text|blob|arrayBuffer|stream)$/;

// Built once: openapi-fetch's default serialiser for `params.query`.
const serializeQuery = createQuerySerializer();

/**
 * Checks one call's options and builds what `fetch` gets. Throws a TypeError, before anything is
 * sent, for an option that would bypass the client, a `parseAs` fetch cannot read, a body on a GET
 * or HEAD, an unusable path parameter or `Service-User`, or a header fetch would refuse. Options
 * the client does not read (`cache`, `keepalive`, ...) are passed on to `fetch` as given.
 */
export function buildRequest(
  method: string,
  baseUrl: string,
  path: string,
  base: Record<string, string> | undefined,
  init: CallInit = {},
): { url: string; send: SendInit; parseAs: string } {
  // The client's own options (`timeoutMs` and `retry` are read by the caller, `method` is the
  // client's to set); the rest goes to fetch.
  const {
    params,
    body,
    headers: given,
    parseAs = "json",
    querySerializer: qs,
    bodySerializer,
    signal,
    timeoutMs,
    retry,
    method: _,
    ...rest
  } = init;
  let options = false;
  for (const key in rest) {
    if (rest[key] === undefined) continue;
    if (BYPASS.test(key)) throw new TypeError(`${key} is not available per call: it would bypass the client`);
    if (TEXT_OPTIONS.test(key) && typeof rest[key] !== "string") throw new TypeError(`${key} must be a string`);
    options = true;
  }
  if (typeof parseAs !== "string" || !PARSE_AS.test(parseAs)) {
    throw new TypeError("parseAs must be json, text, blob, arrayBuffer or stream");
  }
  if (signal != null && !(signal instanceof AbortSignal)) throw new TypeError("signal must be an AbortSignal");
  let url = baseUrl + fillPath(path, params?.path);
  const query = params?.query as Record<string, unknown> | null | undefined;
  if (query != null) {
    const search =
      typeof qs === "function"
        ? String(qs(query))
        : (qs === undefined ? serializeQuery : createQuerySerializer(qs as object))(query);
    if (search) url += (search[0] === "?" ? "" : "?") + search;
  }
  // Each header source is read once, as given: the checks and the merge see the same values.
  const headers = headerSource(given);
  const header = headerSource(params?.header);
  const some = headers != null || header != null;
  let sent: unknown;
  if (body !== undefined) {
    if (method === "GET" || method === "HEAD") throw new TypeError(`A ${method} request has no body`);
    // As openapi-fetch does: the serialiser sees the call's headers.
    sent = ((bodySerializer ?? defaultBodySerializer) as (body: unknown, headers?: unknown) => unknown)(
      body,
      some ? mergeHeaders(base, headers as never, header as never) : base,
    );
    // JSON has no form for a function or a symbol: fetch would send no body, or "[object Object]".
    if (sent == null || !sendable(sent)) {
      throw new TypeError(
        "The body cannot be sent: serialised, it must be text, a Blob, a buffer, FormData, URLSearchParams or a stream",
      );
    }
    // Bytes, a stream or search parameters given to the JSON serialiser would go as "{}".
    if (
      !bodySerializer &&
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
  const json = sent !== undefined && !(sent instanceof FormData) ? { "content-type": "application/json" } : undefined;
  let all: Record<string, string> = { ...json, ...base };
  if (some || bodySerializer) {
    // openapi-fetch's merge: names in any case, `null` removes a header, a list adds each value.
    // `Headers` also refuses values fetch could not send, here rather than once sending.
    all = {};
    mergeHeaders(json, base, headers as never, header as never).forEach((value, name) => (all[name] = value));
    if (all["service-user"] !== undefined) checkActingUser(all["service-user"]);
  }
  // A spread defines `__proto__` as a plain key: it cannot reach the prototype of what fetch reads.
  const send = { ...rest, method, headers: all, redirect: "manual" } as SendInit;
  // Options fetch would refuse (`cache: "bogus"`) are refused here, before sending, not taken for
  // a network failure. Only calls that pass such options pay for the check.
  if (options) new Request(url, send);
  if (sent !== undefined) {
    send.body = sent as BodyInit;
    // fetch sends a stream only when told it is half duplex, and fails once sending otherwise.
    if (!valueBody(sent) && send.duplex === undefined) send.duplex = "half";
  }
  if (signal) send.signal = signal;
  return { url, send, parseAs };
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

/** A call's outcome as openapi-fetch reports it: `data` on a 2xx, `error` otherwise. */
export interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** A response as read: with `text` set when a failed call's body was text, not JSON. */
export interface Read extends Result {
  text?: boolean;
}

/**
 * Reads a response as openapi-fetch does: no body for 204, HEAD or a zero length; a 2xx by
 * `parseAs` (JSON by default, an empty body being no data); any other status as text, parsed as
 * JSON where it is JSON. Success goes by the status ({@link succeeded}). No more than
 * {@link MAX_ERROR_BYTES} of an error body and {@link successLimit} bytes of a success body (but
 * a stream, which is the caller's to read) are read: past that, the value is {@link TOO_LARGE}. Where fetch is the app's own (`custom`), the
 * call's `signal` bounds the reading and cancels the body on abort, and the declared length, which
 * such a fetch does not enforce, is not trusted.
 */
export async function readResponse(
  response: Response,
  method: string,
  parseAs: string,
  custom = false,
  signal?: AbortSignal | null,
): Promise<Read> {
  const own = custom ? { signal } : undefined;
  const { status, headers } = response;
  const ok = succeeded(status);
  let value: unknown;
  let text = false;
  if (
    status !== 204 &&
    method !== "HEAD" &&
    (headers.get("content-length") !== "0" || headers.get("transfer-encoding")?.includes("chunked"))
  ) {
    if (!ok) {
      value = await readBytes(response, MAX_ERROR_BYTES, "text", own);
      try {
        if (typeof value === "string") value = JSON.parse(value);
      } catch {
        // Not JSON: the text is the error body.
        text = true;
      }
    } else if (parseAs === "stream") value = response.body;
    else {
      value = await readBytes(response, successLimit(parseAs), parseAs === "json" ? "text" : (parseAs as ReadAs), own);
      if (parseAs === "json" && typeof value === "string") value = value ? JSON.parse(value) : undefined;
    }
  }
  return ok ? { data: value, response } : { error: value, response, text };
}

type ReadAs = "text" | "blob" | "arrayBuffer";

/**
 * The body read as `read` gives it, or {@link TOO_LARGE} past `limit` bytes (the rest is not
 * read). A length the platform's fetch declared within the limit is read at once; an encoded body
 * (whose length after inflating is unknown, a gzip bomb say), one of unknown length, or one from
 * the app's own fetch (`own`, with the call's signal) is read in chunks and counted.
 */
function readBytes(
  response: Response,
  limit: number,
  read: ReadAs,
  own?: { signal?: AbortSignal | null | undefined },
): Promise<unknown> {
  const { headers } = response;
  const length = headers.get("content-length");
  const reader =
    !own && length !== null && +length <= limit && !headers.get("content-encoding")
      ? undefined
      : typeof response.body?.getReader === "function"
        ? response.body.getReader()
        : undefined;
  if (!reader) return settle<unknown>(response[read](), own?.signal);
  return settle(
    readChunks(reader, limit, read, headers),
    own?.signal,
    () => void reader.cancel().catch(() => undefined),
  );
}

/**
 * The rest of {@link readBytes}: chunks counted up to `limit`, then read as `read` asks by the
 * platform's own `Response`, so that text, blobs and buffers come out as from the platform.
 */
async function readChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
  read: ReadAs,
  headers: Headers,
): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  for (let size = 0; ;) {
    const { done, value } = await reader.read();
    if (done) break;
    if ((size += value.byteLength) > limit) {
      reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const type = headers.get("content-type");
  const body = chunks.length === 1 ? chunks[0]! : new Blob(chunks as BlobPart[]);
  return new Response(body as BodyInit, type === null ? {} : { headers: { "content-type": type } })[read]();
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
