/**
 * Every option the client takes, checked once, here: the client's own at createClient, and one
 * call's before openapi-fetch builds anything. A call's options become its {@link Plan}, fixed
 * before anything is sent and handed down; what openapi-fetch does itself (query styles, JSON
 * bodies, header merging) stays its job.
 */
import { type Client, mergeHeaders } from "openapi-fetch";
import { DEFAULT_FLAGS, FLAGS } from "../../generated/operation-flags.js";
import { checkTimeout, MAX_MS } from "../shared/checks.js";
import { Limit } from "../shared/deadline.js";
import { checkUrl } from "../shared/url.js";
import type { Credentials } from "./credentials.js";
import type { Observer } from "./hooks.js";
import type { ResultValidator } from "./result-validation.js";

/** The methods the client sends. */
export type MethodName = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Whether `method` may be sent again: GET and HEAD read, every other method may move money. */
export const isSafe = (method: string): boolean => method === "GET" || method === "HEAD";

/** Returns `method` in upper case if the client sends it, else throws a TypeError. */
export function checkMethod(method: unknown): MethodName {
  const name = typeof method === "string" ? method.toUpperCase() : "";
  if (!/^(GET|HEAD|POST|PUT|PATCH|DELETE)$/.test(name))
    throw new TypeError("The method must be GET, HEAD, POST, PUT, PATCH or DELETE");
  return name as MethodName;
}

/**
 * The `fetch` an app may give the client, called as the platform's is: with the `Request`
 * openapi-fetch built (or middleware returned) and an init with the headers to send (the
 * credential added), `redirect: "manual"` and the attempt's signal.
 */
export type Fetch = (request: Request, init: RequestInit) => Promise<Response>;

/** Marks what observe() made: the only hooks a client takes (they never throw into a call). */
export const OBSERVER = Symbol.for("escrow-api-sdk observer");

/** What every call of one client shares, checked at createClient. */
export interface Settings {
  /** openapi-fetch's client, which holds the app's middleware. */
  readonly core: Client<Record<string, never>>;
  readonly baseUrl: string;
  /** The base URL's origin: credentials go nowhere else. */
  readonly origin: string;
  readonly credentials: Credentials;
  /** The app's fetch; the platform's, looked up at each call, when undefined. */
  readonly fetch: Fetch | undefined;
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  readonly validate: ResultValidator | undefined;
  readonly hooks: Observer | undefined;
}

/** Checks the environment and the base URL; returns the base URL without trailing slashes. */
export function checkBaseUrl({ environment, baseUrl }: { environment?: unknown; baseUrl?: unknown }): string {
  if (environment !== undefined && environment !== "staging" && environment !== "production")
    throw new TypeError('environment must be "staging" or "production"');
  if (typeof baseUrl !== "string")
    throw new TypeError(`baseUrl is required${environment ? `: the spec gives no address for ${environment}` : ""}`);
  checkUrl("baseUrl", baseUrl, {
    extra: (text, url) =>
      /[{}]/.test(text)
        ? "must not have braces"
        : /\/api\/v1\/*$/.test(url.pathname)
          ? "must not end with /api/v1: paths include it"
          : "",
  });
  return baseUrl.replace(/\/+$/, "");
}

/** When and how often safe requests (GET, HEAD) are repeated. Other methods are never repeated. */
export interface RetryOptions {
  /** Repeats after the first attempt; 0 disables retrying. Default 2. */
  readonly retries?: number;
  /** First backoff step in ms, doubled per retry, with jitter. Default 250. */
  readonly baseDelayMs?: number;
  /** Longest wait in ms; a `Retry-After` asking for more ends retrying. Default 8000. */
  readonly maxDelayMs?: number;
}

/** A checked retry policy. */
export type RetryPolicy = readonly [retries: number, baseDelayMs: number, maxDelayMs: number];

/** The policy when none is given. */
export const DEFAULT_RETRY: RetryPolicy = [2, 250, 8000];
/** No retries: the policy of every method but GET and HEAD. */
const NO_RETRY: RetryPolicy = [0, 0, 0];

/** Checks retry options (`false` turns retrying off); `fallback` where they leave a value out. */
export function retryPolicy(options: unknown, fallback: RetryPolicy): RetryPolicy {
  if (options === undefined) return fallback;
  if (options === false) return NO_RETRY;
  // `retry: 0` or `"off"` must not quietly mean the default, nor a misspelt key leave it in place.
  if (
    typeof options !== "object" ||
    options === null ||
    Array.isArray(options) ||
    Object.keys(options).some((key) => !/^(retries|baseDelayMs|maxDelayMs)$/.test(key))
  )
    throw new TypeError("retry must be false or { retries, baseDelayMs, maxDelayMs }");
  const { retries = fallback[0], baseDelayMs = fallback[1], maxDelayMs = fallback[2] } = options as RetryOptions;
  if (!(
    Number.isInteger(retries) &&
    retries >= 0 &&
    retries <= 10 &&
    typeof baseDelayMs === "number" &&
    typeof maxDelayMs === "number" &&
    baseDelayMs >= 0 &&
    maxDelayMs >= baseDelayMs &&
    maxDelayMs <= MAX_MS
  ))
    throw new RangeError("retry.retries must be an integer 0-10, and 0 <= baseDelayMs <= maxDelayMs <= 2^31-1");
  return [retries, baseDelayMs, maxDelayMs];
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
  /** The time limit of each attempt; none when the timeout is 0. */
  readonly limit: Limit | undefined;
  /** How the success body is read. */
  readonly parseAs: string;
  /** The URL with the path parameters filled in, when the template has any. */
  readonly url: string | undefined;
  /** Whether the call has a body: a request that leaves without one was serialised to nothing. */
  readonly body: boolean;
  /** What openapi-fetch's method is called with; the call adds its `fetch` and path serialiser. */
  readonly init: Record<string, unknown>;
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
export function plan(
  settings: Settings,
  method: MethodName,
  template: string,
  init: CallInit | undefined,
  base: Record<string, string> | undefined,
): Plan {
  const { params, body, headers, parseAs = "json", signal, timeoutMs, retry, method: _, ...options } = init ?? {};
  for (const key in options) {
    const value = options[key];
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
  const { bodySerializer } = options;
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
  const sent: Record<string, unknown> = {
    ...options,
    params: params && { ...params, path, header },
    body,
    // The answer is read by the client (result.ts), the same way wherever it came from.
    parseAs: "stream",
    headers: base && own ? mergeHeaders(base, own as HeadersInit) : (own ?? base),
  };
  if (typeof bodySerializer === "function") {
    // The app's serialiser may return anything: fetch would send an object as "[object Object]".
    sent.bodySerializer = (value: unknown, merged: unknown) => {
      const out: unknown = bodySerializer(value, merged);
      if (out !== undefined && !raw(out))
        throw new TypeError(
          "The body cannot be sent: serialised, it must be text, a Blob, a buffer, FormData, URLSearchParams or a stream",
        );
      return out;
    };
    // A Request takes a stream body only when told so.
    if (options.duplex === undefined) sent.duplex = "half";
  }
  const given = settings.hooks?.given(sent, base);
  return {
    method,
    path: template,
    flags: FLAGS[template]?.[method] ?? DEFAULT_FLAGS,
    retry: safe ? retryPolicy(retry, settings.retry) : NO_RETRY,
    signal: signal ?? undefined,
    limit: ms ? new Limit(ms, signal ?? undefined) : undefined,
    parseAs,
    url: filled === template ? undefined : settings.baseUrl + filled,
    body: body !== undefined,
    init: sent,
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
