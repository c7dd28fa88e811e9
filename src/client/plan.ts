/**
 * One call's plan: its options checked, before openapi-fetch builds anything, into what the call
 * does (the path filled in, the headers read once, the body checked, its time limit and retry
 * policy), fixed before anything is sent and handed down. What openapi-fetch does itself (query
 * styles, JSON bodies, header merging) stays its job. The client's own options are its settings
 * (settings.ts).
 */
import { mergeHeaders } from "openapi-fetch";
import { BLOB_RESULT, DEFAULT_FLAGS, FLAGS, TEXT_RESULT } from "../../generated/operation-flags.js";
import { isSafe } from "../shared/body.js";
import { checkTimeout } from "../shared/checks.js";
import { NO_RETRY, type RetryPolicy, retryPolicy } from "./retry.js";
import type { Settings } from "./settings.js";

/** The methods the client sends. */
export type MethodName = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Returns `method` in upper case if the client sends it, else throws a TypeError. */
export function checkMethod(method: unknown): MethodName {
  const name = typeof method === "string" ? method.toUpperCase() : "";
  if (!/^(GET|HEAD|POST|PUT|PATCH|DELETE)$/.test(name))
    throw new TypeError("The method must be GET, HEAD, POST, PUT, PATCH or DELETE");
  return name as MethodName;
}

/** The header that names the user a client acts for (spec parameter `ServiceUser`). */
export const SERVICE_USER = "Service-User";

/**
 * Returns `userId` if it can be sent as `Service-User` unchanged, else throws a TypeError: visible
 * ASCII with inner spaces, without ",". Edge spaces are stripped on the wire, other bytes refused
 * or read as Latin-1, and a comma is how HTTP joins a header given twice: "bob, mallory" cannot be
 * told from two users.
 */
export function checkActingUser(userId: unknown): string {
  if (typeof userId !== "string" || !/^[\x21-\x2b\x2d-\x7e]([\x20-\x2b\x2d-\x7e]*[\x21-\x2b\x2d-\x7e])?$/.test(userId))
    throw new TypeError(
      `${SERVICE_USER} must be one non-empty value of visible ASCII, without commas, control characters or edge spaces`,
    );
  return userId;
}

// Templates checked and split once into [literal, name, literal, ...].
const templates = new Map<string, string[]>();

/**
 * Whether `template` is a path template the client sends: it starts with "/", is visible ASCII (the
 * URL parser drops control characters, which could turn "..\0" into ".."), and has no query,
 * fragment, backslash, "%", empty, "." or ".." segment, so the URL parser cannot move it elsewhere.
 */
export const isTemplate = (template: unknown): template is string =>
  templates.has(template as string) ||
  (typeof template === "string" &&
    /^[!-~]+$/.test(template) &&
    /^(\/[^/?#\\{}%]*(\{[A-Za-z0-9_.-]+\}[^/?#\\{}%]*)*)+$/.test(template) &&
    !/\/\.{0,2}(?=\/|$)/.test(template));

/** Returns `template` if {@link isTemplate} takes it, else throws a TypeError. */
export function checkTemplate(template: unknown): string {
  if (!isTemplate(template))
    throw new TypeError(
      'The path must start with "/" and be visible ASCII without query, fragment, backslash, "%", empty, "." or ".." segment',
    );
  return template;
}

/**
 * Fills a path template with `params`: each `{name}` becomes exactly one segment, or the call is
 * refused. Accepted values: a non-empty string other than "." and ".." (through
 * `encodeURIComponent`, which encodes "/", "?" and "#" too), a finite number, a bigint. The
 * TypeError names the parameter and the template, never the value.
 */
export function fillPath(template: string, params: unknown): string {
  let split = templates.get(template);
  if (!split) {
    split = checkTemplate(template).split(/\{([^{}]*)\}/);
    if (templates.size < 1000) templates.set(template, split);
  }
  let out = split[0]!;
  for (let i = 1; i < split.length; i += 2) {
    const name = split[i]!;
    const value =
      typeof params === "object" && params !== null && Object.hasOwn(params, name)
        ? (params as Record<string, unknown>)[name]
        : undefined;
    let text = "";
    if (typeof value === "string" && value !== "." && value !== "..") {
      try {
        text = encodeURIComponent(value);
      } catch {
        // A lone surrogate has no UTF-8 form: refused below.
      }
    } else if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "bigint") text = String(value);
    if (!text)
      throw new TypeError(
        `Path parameter "${name}" of ${template} ${
          value === undefined
            ? "is missing"
            : typeof value === "string"
              ? 'must not be "", "." or "..", and must be well-formed Unicode'
              : typeof value === "number"
                ? "must be a finite number"
                : "must be a string, a finite number or a bigint"
        }`,
      );
    out += text + split[i + 1];
  }
  return out;
}

/**
 * The per-call options this client refuses: a per-call base URL, fetch, `Request` class,
 * middleware, path serialiser or redirect mode would get around its checks and the safety below
 * openapi-fetch; Node's `dispatcher` and node-fetch's `agent` send the call elsewhere; `integrity`
 * turns a payment that was made into what looks like no response. Their types (types.ts) are
 * derived from this list, each with the sentence the compiler prints.
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

/** RequestInit options fetch reads as text. */
const TEXT_OPTIONS = /^(cache|credentials|mode|referrer|referrerPolicy|priority|duplex)$/;

/** The per-call options the client reads; see `CallInit` in types.ts for their types. */
export interface CallInit {
  params?: { path?: unknown; query?: unknown; header?: unknown; cookie?: unknown } | undefined;
  body?: unknown;
  headers?: unknown;
  parseAs?: unknown;
  bodySerializer?: unknown;
  signal?: unknown;
  timeoutMs?: unknown;
  retry?: unknown;
  [option: string]: unknown;
}

/** One call, as its options fix it before anything is sent. */
export interface Plan {
  readonly method: MethodName;
  /** The path template, as in the spec. */
  readonly path: string;
  /** The operation's flags (generated/operation-flags.js): the credentials it accepts, a JSON result. */
  readonly flags: number;
  readonly retry: RetryPolicy;
  /** The caller's signal. */
  readonly signal: AbortSignal | undefined;
  /** The time limit of each attempt in milliseconds; 0 for none. */
  readonly timeoutMs: number;
  /** How the success body is read. */
  readonly parseAs: string;
  /** Whether the call has a body: a request that leaves without one was serialised to nothing. */
  readonly body: boolean;
  /**
   * What openapi-fetch's method is called with, the filled path's serialiser among them; the
   * transport adds itself as its `fetch`.
   */
  readonly options: Readonly<Record<string, unknown>>;
  /** With hooks: the path, query and header values the call was given, for its events. */
  readonly given: readonly string[] | undefined;
}

/**
 * Checks one call's options and returns its plan. Throws a TypeError or RangeError, before anything
 * is built or sent, for an option that would get around the client, a `parseAs` fetch cannot read,
 * a body on a GET or HEAD or one the JSON serialiser would send as something else, an unusable path
 * parameter or header source, or a `retry` on a method that may move money. Options the client
 * does not read (`cache`, `keepalive`, ...) are passed on as given. `base` holds the acting user's
 * header, if any.
 */
export function planCall(
  settings: Settings,
  method: MethodName,
  template: string,
  init: CallInit | undefined,
  base: Record<string, string> | undefined,
): Plan {
  const flags = FLAGS[template]?.[method] ?? DEFAULT_FLAGS;
  // A success the spec states as other than JSON is read as its media type asks, unless the call says.
  const read = flags & BLOB_RESULT ? "blob" : flags & TEXT_RESULT ? "text" : "json";
  const { params, body, headers, parseAs = read, signal, timeoutMs, retry, method: _, ...rest } = init ?? {};
  for (const key in rest) {
    const value = rest[key];
    if (value === undefined) continue;
    if ((REFUSED as readonly string[]).includes(key))
      throw new TypeError(`${key} is not available per call: it would get around the client's checks`);
    if (TEXT_OPTIONS.test(key) && typeof value !== "string") throw new TypeError(`${key} must be a string`);
    // A browser sends a no-cors request without the Authorization and Service-User headers.
    if (key === "mode" && value === "no-cors")
      throw new TypeError('mode "no-cors" would drop the credentials and the acting user');
  }
  if (typeof parseAs !== "string" || !/^(json|text|blob|arrayBuffer|stream)$/.test(parseAs))
    throw new TypeError("parseAs must be json, text, blob, arrayBuffer or stream");
  if (signal != null && !(signal instanceof AbortSignal)) throw new TypeError("signal must be an AbortSignal");
  const safe = isSafe(method);
  if (!safe && retry) throw new TypeError(`${method} is never retried: it may move money`);
  const ms = timeoutMs === undefined ? settings.timeoutMs : checkTimeout(timeoutMs, 0);
  // Each source is read once: what is checked is what openapi-fetch sends.
  const path = typeof params?.path === "object" && params.path !== null ? { ...params.path } : params?.path;
  // openapi-fetch skips a missing parameter and lets ".." through: the path is filled here.
  const filled = fillPath(template, path);
  // encodeURIComponent would throw a URIError that names nothing.
  for (const [name, value] of Object.entries(params?.query ?? {}))
    for (const text of typeof value === "object" && value ? Object.values(value) : [value])
      if (
        typeof text === "string" &&
        /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)
      )
        throw new TypeError(`Query parameter "${name}" of ${template} must be well-formed Unicode`);
  const header = readHeaders(params?.header);
  const own = readHeaders(headers);
  const { bodySerializer } = rest;
  if (body !== undefined) {
    if (safe) throw new TypeError(`A ${method} request has no body`);
    if (bodySerializer === undefined) {
      // The JSON serialiser would send these as "{}".
      if (typeof body === "object" && raw(body) && !(body instanceof FormData))
        throw new TypeError(
          "A Blob, buffer, stream or URLSearchParams body is not JSON: to send it as it is, give bodySerializer: (body) => body",
        );
      if (lossy(body))
        throw new TypeError(
          "The body cannot be sent: JSON would lose part of it (a function, symbol, Map, Set, Error, NaN or Infinity, or undefined in a list)",
        );
    }
  }
  const mergedHeaders = base && own ? mergeHeaders(base, own as HeadersInit) : (own ?? base);
  let query = params?.query;
  let given: readonly string[] | undefined;
  // With hooks, the query is read once, here, into a copy that is sent: what their check sees is what is sent.
  if (settings.hooks) ({ query, values: given } = settings.hooks.given(query, [path, header, mergedHeaders, base]));
  const options: Record<string, unknown> = {
    ...rest,
    // Assigned, not spread: V8 copies a spread with properties added after it the slow way (~0.5 µs).
    params: params && Object.assign({}, params, { path, header, query }),
    body,
    // The transport reads every answer's body, the same way wherever it came from.
    parseAs: "stream",
    headers: mergedHeaders,
  };
  // openapi-fetch asks for the URL when there are path parameters: the one filled here.
  if (filled !== template) {
    const url = settings.baseUrl + filled;
    options.pathSerializer = () => url;
  }
  if (typeof bodySerializer === "function") {
    // The app's serialiser may return anything: fetch would send an object as "[object Object]".
    options.bodySerializer = (value: unknown, merged: unknown) => {
      const out: unknown = bodySerializer(value, merged);
      if (out !== undefined && !raw(out))
        throw new TypeError(
          "The body cannot be sent: serialised, it must be text, a Blob, a buffer, FormData, URLSearchParams or a stream",
        );
      return out;
    };
    // A Request takes a stream body only when told so.
    if (rest.duplex === undefined) options.duplex = "half";
  }
  return {
    method,
    path: template,
    flags,
    // retry.ts is left out of a call that names no policy: a warm GET runs code in 6 files.
    retry: !safe ? NO_RETRY : retry === undefined ? settings.retry : retryPolicy(retry, settings.retry),
    signal: signal ?? undefined,
    timeoutMs: ms,
    parseAs,
    body: body !== undefined,
    options,
    given,
  };
}

/**
 * Whether fetch sends `body` as it is: text, a Blob, a buffer, FormData, URLSearchParams, a web
 * stream or (Node) an async iterable. Known by tag, not class (a buffer or stream of another realm
 * fails `instanceof`); a stream by its tag and its reader together, which no JSON object has both of.
 */
const raw = (body: unknown): boolean => {
  const tag = Object.prototype.toString.call(body);
  return (
    typeof body === "string" ||
    ArrayBuffer.isView(body) ||
    /^\[object (Blob|File|ArrayBuffer|URLSearchParams|FormData)\]$/.test(tag) ||
    (tag === "[object ReadableStream]" && typeof (body as ReadableStream).getReader === "function") ||
    typeof (body as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === "function"
  );
};

/**
 * Whether JSON would not carry `body` as given: a function, a symbol or a bigint, a number that is
 * not finite, an `undefined` in a list (each becomes `null` or is dropped), or an object that is
 * neither a list nor a plain object, has no `toJSON` and no field of its own (a Map, a Set, an
 * Error or a Promise becomes "{}"). Walked without recursion, each object once.
 */
function lossy(body: unknown): boolean {
  const stack = [body];
  const seen = new Set<unknown>();
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "number" ? !Number.isFinite(value) : /^(function|symbol|bigint)$/.test(typeof value))
      return true;
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    if (typeof (value as { toJSON?: unknown }).toJSON === "function") continue;
    if (Array.isArray(value)) {
      if (value.includes(undefined)) return true;
    } else {
      // A plain object's prototype is an Object.prototype, of whichever realm made it.
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== null && Object.getPrototypeOf(proto) !== null && !Object.keys(value).length) return true;
    }
    for (const key in value) stack.push((value as Record<string, unknown>)[key]);
  }
  return false;
}

/**
 * Reads headers given for one call once: a record, `Headers`, or a list of name-value pairs (which
 * openapi-fetch would read as a record of "0", "1", ...). Each `Service-User` is checked as given,
 * before `Headers` trims it or joins several into a list naming another user. Returns a snapshot:
 * a record, or `Headers` for a list.
 */
function readHeaders(source: unknown): unknown {
  if (source == null) return source;
  if (source instanceof Headers) {
    source.forEach((value, name) => checkHeader(name, value, true));
    return source;
  }
  if (typeof source !== "object") throw new TypeError("headers must be a record, Headers or a list of pairs");
  const list = Symbol.iterator in source;
  const pairs = (list ? Array.from(source as Iterable<unknown>) : Object.entries(source)) as [unknown, unknown][];
  for (const [name, value] of pairs) checkHeader(name, value, list);
  return list ? new Headers(pairs as [string, string][]) : Object.fromEntries(pairs);
}

/** Refuses a header a call may not give: a wrong `Service-User`, or one of fetch's framing headers. */
function checkHeader(name: unknown, value: unknown, list: boolean): void {
  const lower = String(name).toLowerCase();
  // In a list, null would be sent as the text "null": only a record leaves a header out with it.
  if (lower === "service-user" && (list || value != null)) checkActingUser(value);
  // Framing is fetch's to write: Node's refuses these only as it sends, which would read as a
  // network failure (and a GET would be tried again).
  if (/^(connection|content-length|expect|host|keep-alive|te|transfer-encoding|upgrade)$/.test(lower))
    throw new TypeError(`The ${lower} header is fetch's to set, not the call's`);
}
