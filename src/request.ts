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

/** Options that are the client's to read; every other option is passed on to `fetch` as given. */
const OWN = /^(params|body|headers|parseAs|querySerializer|bodySerializer|signal|timeoutMs|retry|method)$/;

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
 * or HEAD, an unusable path parameter or `Service-User`, or a header fetch would refuse.
 */
export function buildRequest(
  method: string,
  baseUrl: string,
  path: string,
  base: Record<string, string> | undefined,
  init: CallInit | undefined,
): { url: string; send: SendInit; parseAs: string } {
  const send = { method, headers: {}, redirect: "manual" } as SendInit;
  if (!init) {
    send.headers = base ? { ...base } : {};
    return { url: baseUrl + fillPath(path, undefined), send, parseAs: "json" };
  }
  for (const key in init) {
    // `__proto__` would set the prototype of the init fetch reads, not an option.
    if (OWN.test(key) || init[key] === undefined || key === "__proto__") continue;
    if (BYPASS.test(key)) throw new TypeError(`${key} is not available per call: it would bypass the client`);
    (send as unknown as Record<string, unknown>)[key] = init[key];
  }
  const { params, body, parseAs = "json" } = init;
  if (typeof parseAs !== "string" || !PARSE_AS.test(parseAs)) {
    throw new TypeError("parseAs must be json, text, blob, arrayBuffer or stream");
  }
  let url = baseUrl + fillPath(path, params?.path);
  const query = params?.query;
  if (query != null) {
    const serializer = init.querySerializer;
    const search =
      serializer === undefined
        ? serializeQuery(query as Record<string, unknown>)
        : typeof serializer === "function"
          ? String(serializer(query))
          : createQuerySerializer(serializer as object)(query as Record<string, unknown>);
    if (search) url += (search[0] === "?" ? "" : "?") + search;
  }
  const given = init.headers != null || params?.header != null;
  if (given) checkCallActingUser(init.headers, params?.header);
  const serialize = (init.bodySerializer ?? defaultBodySerializer) as (body: unknown, headers?: unknown) => unknown;
  if (body !== undefined) {
    if (method === "GET" || method === "HEAD") throw new TypeError(`A ${method} request has no body`);
    // As openapi-fetch does: the serialiser sees the call's headers, then JSON is the default type.
    send.body = serialize(
      body,
      given ? mergeHeaders(base, init.headers as never, params?.header as never) : base,
    ) as BodyInit;
  }
  const json = send.body !== undefined && !(send.body instanceof FormData);
  if (!given && !init.bodySerializer) {
    send.headers = base ? { ...base } : {};
    if (json) send.headers["content-type"] = "application/json";
  } else {
    // openapi-fetch's merge: names in any case, `null` removes a header, a list adds each value.
    // `Headers` also refuses values fetch could not send, here rather than once sending.
    const merged = mergeHeaders(
      json ? { "content-type": "application/json" } : {},
      base,
      init.headers as never,
      params?.header as never,
    );
    merged.forEach((value, name) => (send.headers[name] = value));
    const user = send.headers["service-user"];
    if (user !== undefined) checkActingUser(user);
  }
  if (init.signal) send.signal = init.signal;
  return { url, send, parseAs };
}

/**
 * Checks the `Service-User` values given for one call (in `headers` or `params.header`) as they
 * are, before `Headers` would trim edge whitespace and line breaks or join a list, which would
 * send another user than the one asked for. A `Headers` object has normalised its values already;
 * they are checked after the merge.
 */
function checkCallActingUser(...sources: unknown[]): void {
  for (const source of sources) {
    if (typeof source !== "object" || source === null || source instanceof Headers) continue;
    for (const [name, value] of Object.entries(source)) {
      if (name.toLowerCase() === "service-user" && value != null) checkActingUser(value);
    }
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
  const length = response.headers.get("content-length");
  if (
    response.status === 204 ||
    method === "HEAD" ||
    (length === "0" && !response.headers.get("transfer-encoding")?.includes("chunked"))
  ) {
    return response.ok ? { data: undefined, response } : { error: undefined, response };
  }
  if (!response.ok) {
    let error: unknown = await response.text();
    try {
      error = JSON.parse(error as string);
    } catch {
      // Not JSON: the text is the error body.
    }
    return { error, response };
  }
  if (parseAs === "stream") return { data: response.body, response };
  if (parseAs !== "json") return { data: await response[parseAs as "text"](), response };
  const text = await response.text();
  return { data: text ? JSON.parse(text) : undefined, response };
}
