/**
 * One call's request, built from its options, and its response, read back. The serialisers and the
 * reading rules are openapi-fetch's (query styles, JSON bodies, `parseAs`, empty bodies), applied
 * here directly: going through openapi-fetch's client would build a `Headers` object, several
 * copies of the options and a `Request` per call that `fetch` then copies again.
 */
import { createQuerySerializer, defaultBodySerializer, mergeHeaders } from "openapi-fetch";
import { checkActingUser } from "./acting-user.js";
import { fillPath } from "./path.js";

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
}

/**
 * openapi-fetch options that would bypass the client's checks: another server, fetch, `Request`
 * class, middleware, path serialiser or redirect mode. The types say what to do instead.
 */
export const BYPASS = /^(baseUrl|fetch|Request|middleware|pathSerializer|redirect)$/;

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
  // The client's own options; `method` is the client's to set.
  const {
    params,
    body,
    headers,
    parseAs = "json",
    querySerializer: qs,
    bodySerializer,
    signal,
    timeoutMs,
    retry,
    method: _,
    ...rest
  } = init;
  for (const key in rest) {
    if (rest[key] !== undefined && BYPASS.test(key)) {
      throw new TypeError(`${key} is not available per call: it would bypass the client`);
    }
  }
  if (typeof parseAs !== "string" || !PARSE_AS.test(parseAs)) {
    throw new TypeError("parseAs must be json, text, blob, arrayBuffer or stream");
  }
  let url = baseUrl + fillPath(path, params?.path);
  const query = params?.query as Record<string, unknown> | null | undefined;
  if (query != null) {
    const search =
      typeof qs === "function"
        ? String(qs(query))
        : (qs === undefined ? serializeQuery : createQuerySerializer(qs as object))(query);
    if (search) url += (search[0] === "?" ? "" : "?") + search;
  }
  const given = headers != null || params?.header != null;
  // `Service-User` is checked as given, before `Headers` trims it or joins a list into another user.
  if (given) [headers, params?.header].forEach(checkCallActingUser);
  let sent: unknown;
  if (body !== undefined) {
    if (method === "GET" || method === "HEAD") throw new TypeError(`A ${method} request has no body`);
    // As openapi-fetch does: the serialiser sees the call's headers.
    sent = ((bodySerializer ?? defaultBodySerializer) as (body: unknown, headers?: unknown) => unknown)(
      body,
      given ? mergeHeaders(base, headers as never, params?.header as never) : base,
    );
  }
  const json = sent !== undefined && !(sent instanceof FormData) ? { "content-type": "application/json" } : undefined;
  let all: Record<string, string> = { ...json, ...base };
  if (given || bodySerializer) {
    // openapi-fetch's merge: names in any case, `null` removes a header, a list adds each value.
    // `Headers` also refuses values fetch could not send, here rather than once sending.
    all = {};
    mergeHeaders(json, base, headers as never, params?.header as never).forEach((value, name) => (all[name] = value));
    if (all["service-user"] !== undefined) checkActingUser(all["service-user"]);
  }
  // A spread defines `__proto__` as a plain key: it cannot reach the prototype of what fetch reads.
  const send = { ...rest, method, headers: all, redirect: "manual" } as SendInit;
  if (sent !== undefined) send.body = sent as BodyInit;
  if (signal) send.signal = signal;
  return { url, send, parseAs };
}

/** Throws unless every `Service-User` value in a plain headers record can be sent unchanged. */
function checkCallActingUser(source: unknown): void {
  if (typeof source !== "object" || source === null || source instanceof Headers) return;
  for (const [name, value] of Object.entries(source)) {
    if (name.toLowerCase() === "service-user" && value != null) checkActingUser(value);
  }
}

/** A call's outcome as openapi-fetch reports it: `data` on a 2xx, `error` otherwise. */
export interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Reads a response as openapi-fetch does: no body for 204, HEAD or a zero length; a 2xx by
 * `parseAs` (JSON by default, an empty body being no data); any other status as text, parsed as
 * JSON where it is JSON.
 */
export async function readResponse(response: Response, method: string, parseAs: string): Promise<Result> {
  const { ok, headers } = response;
  let value: unknown;
  if (
    response.status !== 204 &&
    method !== "HEAD" &&
    (headers.get("content-length") !== "0" || headers.get("transfer-encoding")?.includes("chunked"))
  ) {
    if (ok && parseAs === "stream") value = response.body;
    else if (ok && parseAs !== "json") value = await response[parseAs as "text"]();
    else {
      value = await response.text();
      if (!ok) {
        try {
          value = JSON.parse(value as string);
        } catch {
          // Not JSON: the text is the error body.
        }
      } else value = value ? JSON.parse(value as string) : undefined;
    }
  }
  return ok ? { data: value, response } : { error: value, response };
}
