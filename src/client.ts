import createFetchClient, { createQuerySerializer, defaultPathSerializer } from "openapi-fetch";
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from "openapi-fetch";
import type { paths } from "../generated/schema.js";
import { BEARER, DEFAULT_FLAGS, FLAGS, JSON_RESULT } from "../generated/operation-flags.js";
import { checkActingUser, checkCallActingUser, SERVICE_USER } from "./acting-user.js";
import { type AuthOptions, createAuth } from "./auth.js";
import { errorBody, NetworkError, noteFailure, TimeoutError } from "./errors.js";
import { type ResultValidator, resultValidation } from "./result-validation.js";
import {
  DEFAULT_RETRY,
  NO_RETRY,
  type RetryOptions,
  type RetryPolicy,
  retryDelay,
  retryPolicy,
  settle,
  sleep,
} from "./retry.js";

/** The API's environments. Their addresses are not published in the spec, so each needs a `baseUrl`. */
export type Environment = "staging" | "production";

/** Options shared by the client and by single calls. */
export interface CallOptions {
  /**
   * Milliseconds before one attempt (asking the token provider, the request and reading the body)
   * is aborted with a TimeoutError; 0 = none, the default: where a call that may move money is cut
   * short is the application's choice. With `parseAs: "stream"` it ends when the headers arrive.
   */
  readonly timeoutMs?: number;
  /** Retry policy for safe methods (GET, HEAD); `false` turns retrying off. */
  readonly retry?: RetryOptions | false;
}

/** Options of {@link createClient}. */
export type ClientOptions = (
  | {
      /** Which environment `baseUrl` points at. */
      readonly environment: Environment;
      /** Address of that environment, as given to you (the spec has none). */
      readonly baseUrl: string;
    }
  | {
      readonly environment?: undefined;
      /** Address of the service, e.g. a local mock. */
      readonly baseUrl: string;
    }
) &
  CallOptions & {
    /** Credentials: an API key, an access token or token provider, or both. */
    readonly auth: AuthOptions;
    /** Replaces the global `fetch` (proxies, custom agents). Looked up per call when omitted. */
    readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
    /**
     * Checks each success body whose shape the spec states, turning a mismatch into an
     * `invalid_response` error: pass `resultValidator` from `escrow-api-sdk/schemas`. Off by default.
     */
    readonly validateResults?: false | ResultValidator;
  };

type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type RequiredKeys<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];
type Args<I, O> = RequiredKeys<I> extends never ? [init?: I & O] : [init: I & O];
// Generic over the paths type, like openapi-fetch's own ClientMethod, so indexing stays deferred.
type Method<Paths extends Record<string, any>, M extends HttpMethod, O> = <
  P extends ClientPathsWithMethod<Client<Paths>, M>,
  I extends MaybeOptionalInit<Paths[P], M>,
>(
  path: P,
  ...init: Args<I, O>
) => Promise<FetchResponse<Paths[P][M], I, `${string}/${string}`>>;
// openapi-fetch's per-call baseUrl, fetch, Request and middleware would bypass the checks and the
// transport. String types make using them a compile error that explains itself.
type Blocked = {
  readonly baseUrl?: "unavailable per call: set baseUrl on the client";
  readonly fetch?: "unavailable per call: set fetch on the client";
  readonly Request?: "unavailable: the client builds its own requests";
  readonly middleware?: "unavailable: the client does not run openapi-fetch middleware";
};
type Safe<M extends HttpMethod> = Method<paths, M, CallOptions & Blocked>;
type Unsafe<M extends HttpMethod> = Method<
  paths,
  M,
  Omit<CallOptions, "retry"> &
    Blocked & { readonly retry?: "unavailable: POST, PUT, PATCH and DELETE are never retried" }
>;

/**
 * A typed client for the escrow API. Each method takes a path template from the spec and returns
 * openapi-fetch's `{ data, error, response }`; wrap a call in `unwrap()` to throw instead.
 */
export interface EscrowClient {
  /** Calls a GET operation. Retried on network errors, timeouts, 429, 502, 503 and 504. */
  readonly GET: Safe<"get">;
  /** Calls a HEAD operation. Retried like GET. */
  readonly HEAD: Safe<"head">;
  /** Calls a POST operation. Never retried. */
  readonly POST: Unsafe<"post">;
  /** Calls a PUT operation. Never retried. */
  readonly PUT: Unsafe<"put">;
  /** Calls a PATCH operation. Never retried. */
  readonly PATCH: Unsafe<"patch">;
  /** Calls a DELETE operation. Never retried. */
  readonly DELETE: Unsafe<"delete">;
  /** A client that sends `Service-User: <userId>` on every call; a per-call header still wins. */
  actingAs(userId: string): EscrowClient;
  /** The environment named at creation, if any. */
  readonly environment: Environment | undefined;
  /** The base URL every path is appended to. */
  readonly baseUrl: string;
}

/** The options of one call that the client itself reads. */
type CallInit = CallOptions & {
  signal?: AbortSignal | null;
  parseAs?: string;
  headers?: unknown;
  params?: { header?: unknown };
};

/** What one call carries from the method wrapper down to the transport. */
interface Call {
  readonly method: string;
  readonly path: string;
  /** The operation's flags (generated/operation-flags.js): credentials it accepts, JSON result. */
  readonly flags: number;
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  timer?: ReturnType<typeof setTimeout>;
  timedOut?: boolean;
  response?: Response;
}

/**
 * openapi-fetch builds a `Request` and `fetch()` then builds another from it. This stand-in keeps
 * only the URL and init: one `Request` per attempt, and retries can resend a string body.
 */
class PendingRequest {
  declare readonly url: string;
  declare readonly init: RequestInit & { headers: Headers };
  declare readonly method: string;
  constructor(url: string, init: RequestInit & { headers: Headers }) {
    this.url = url;
    this.init = init;
    this.method = init.method!;
  }
}

// URL templates split once into [literal, name, literal, ...]: openapi-fetch scans each URL with a
// regular expression on every call, which shows up in loopback benchmarks.
const templates = new Map<string, string[]>();

/** openapi-fetch's path serialiser for simple `{name}` parameters; anything else goes to the original. */
function serializePath(url: string, params: Record<string, unknown>): string {
  let parts = templates.get(url);
  if (!parts) {
    parts = url.split(/\{([^{}]+)\}/);
    if (templates.size < 1000) templates.set(url, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    // Label (`{.x}`), matrix (`{;x}`) and exploded (`{x*}`) names never match a key, so they land here too.
    const value = params[parts[i]!];
    if (value == null || typeof value == "object") return defaultPathSerializer(url, params);
    out += encodeURIComponent(value as string) + parts[i + 1];
  }
  return out;
}

/** Checks the target and returns the base URL without trailing slashes. */
function checkBaseUrl({ environment, baseUrl }: ClientOptions): string {
  if (environment !== undefined && environment !== "staging" && environment !== "production") {
    throw new TypeError('environment must be "staging" or "production"');
  }
  if (typeof baseUrl !== "string") {
    throw new TypeError(`baseUrl is required${environment ? `: the spec gives no address for ${environment}` : ""}`);
  }
  const url = parseUrl(baseUrl);
  const problem = !url
    ? "must be an absolute URL"
    : url.username || url.password
      ? "must not contain credentials (use auth)"
      : /[?#]/.test(baseUrl)
        ? "must not have a query or fragment"
        : url.protocol != "https:" &&
            !(url.protocol == "http:" && /^(localhost|127\.[\d.]+|\[::1\])$/.test(url.hostname))
          ? "must use https (http only on loopback)"
          : url.hostname.endsWith(".invalid")
            ? "is the spec's placeholder"
            : /\/api\/v1\/*$/.test(url.pathname)
              ? "must not end with /api/v1: paths include it"
              : "";
  if (problem) throw new TypeError("baseUrl " + problem);
  return baseUrl.replace(/\/+$/, "");
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function checkTimeout(ms: number | undefined, fallback: number): number {
  if (ms === undefined) return fallback;
  if (typeof ms != "number" || !(ms >= 0 && ms < 2 ** 31))
    throw new RangeError("timeoutMs must be from 0 (none) to 2^31-1");
  return ms;
}

function expire(call: Call, controller: AbortController): void {
  call.timedOut = true;
  controller.abort();
}

/**
 * Creates a client. `baseUrl` is always required: the spec names staging and production but gives
 * neither address, and there is no default environment.
 *
 * @example
 * const api = createClient({ environment: "staging", baseUrl: STAGING_URL, auth: { apiKey } });
 */
export function createClient(options: ClientOptions): EscrowClient {
  const baseUrl = checkBaseUrl(options);
  const auth = createAuth(options.auth);
  const timeoutMs = checkTimeout(options.timeoutMs, 0);
  const retry = retryPolicy(options.retry, DEFAULT_RETRY);
  const { environment, fetch: customFetch } = options;
  const validate = resultValidation(options.validateResults);
  // openapi-fetch would otherwise build this serialiser on every call.
  const querySerializer = createQuerySerializer();

  /** Sends one call: credentials, a timeout per attempt, retries, one token refresh after a 401. */
  async function transport({ url, init }: PendingRequest, call: Call): Promise<Response> {
    const { headers, signal } = init;
    const user = headers.get(SERVICE_USER);
    if (user !== null) checkActingUser(user);
    // An Authorization header given for the call is left alone.
    const ownAuth = !headers.has("authorization");
    const usable = call.flags & auth.has;
    const bearer = ownAuth && (usable & BEARER) > 0;
    if (ownAuth && !usable) {
      throw new TypeError(
        `${call.method} ${call.path} needs ${call.flags & BEARER ? "an OAuth2 access token" : "the API key"}`,
      );
    }
    // 0: ask the provider before each attempt; 1: a 401 asks for a fresh token; 2: keep the fresh one.
    let stage = 0;
    let credential: string | undefined;
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      if (call.timeoutMs) {
        const controller = new AbortController();
        call.timer = setTimeout(expire, call.timeoutMs, call, controller);
        init.signal = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
      }
      if (bearer && stage < 2) {
        const next = stage ? auth.refresh(credential!) : auth.bearer();
        try {
          // A provider that never answers is bound by the same timeout and signal as the request.
          credential = typeof next == "string" ? next : await settle(next, init.signal);
        } catch (error) {
          clearTimeout(call.timer);
          if (signal?.aborted) throw signal.reason;
          if (call.timedOut) throw new TimeoutError(call.method, call.path, call.timeoutMs, { cause: error });
          throw error;
        }
        if (stage) stage = 2;
      }
      if (ownAuth) headers.set("authorization", bearer ? credential! : auth.basic!);
      let response: Response;
      try {
        response = await (customFetch ?? fetch)(url, init);
      } catch (error) {
        clearTimeout(call.timer);
        if (signal?.aborted) throw signal.reason;
        const options = { cause: auth.clean(error) };
        const failure = call.timedOut
          ? new TimeoutError(call.method, call.path, call.timeoutMs, options)
          : new NetworkError(call.method, call.path, options);
        const wait = retryDelay(attempt, call.retry);
        if (wait < 0) throw failure;
        call.timedOut = false;
        await sleep(wait, signal);
        continue;
      }
      const { status } = response;
      // After a 401 the server has not acted on the request, so it may be sent again, whatever the method.
      const refresh = status == 401 && bearer && auth.refreshable && stage == 0;
      const wait = refresh ? 0 : retryDelay(attempt, call.retry, response);
      if (refresh || wait >= 0) {
        clearTimeout(call.timer);
        await response.body?.cancel();
        if (refresh) {
          stage = 1;
          attempt--;
        } else await sleep(wait, signal);
        continue;
      }
      return (call.response = response);
    }
  }

  function build(actingUser?: string): EscrowClient {
    const inner = createFetchClient<paths>({
      baseUrl,
      Request: PendingRequest as unknown as typeof Request,
      querySerializer,
      pathSerializer: serializePath,
      ...(actingUser && { headers: { [SERVICE_USER]: actingUser } }),
    });
    const method = (name: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE"): any => {
      const safe = name == "GET" || name == "HEAD";
      return async (path: string, init?: CallInit) => {
        if (!safe && init?.retry) throw new TypeError(`${name} is never retried: it may move money`);
        if (init) checkCallActingUser(init);
        const call: Call = {
          method: name,
          path,
          flags: FLAGS[path]?.[name] ?? DEFAULT_FLAGS,
          timeoutMs: checkTimeout(init?.timeoutMs, timeoutMs),
          retry: safe ? retryPolicy(init?.retry, retry) : NO_RETRY,
        };
        try {
          const result = await (inner[name] as Function)(path, {
            ...init,
            baseUrl: undefined,
            middleware: undefined,
            Request: PendingRequest,
            fetch: (request: PendingRequest) => transport(request, call),
          });
          const { error, response } = result;
          if (error !== undefined || !response.ok) {
            // Every string of the body is cleaned: a server may echo a credential in any field.
            result.error = auth.scrub(errorBody(error, response));
            noteFailure(response, name, path);
          } else if (result.data === undefined && call.flags & JSON_RESULT && (init?.parseAs ?? "json") == "json") {
            // The spec states this success's JSON body: without one the call did not do what it says.
            noteFailure(response, name, path);
            return { error: { code: "invalid_response", error: `HTTP ${response.status}, no body` }, response };
          } else if (validate && result.data !== undefined && (init?.parseAs ?? "json") == "json") {
            const invalid = validate(name, path, response.status, result.data);
            if (invalid) {
              noteFailure(response, name, path, auth.clean(invalid.cause));
              return { error: auth.scrub(invalid.body), response };
            }
          }
          return result;
        } catch (error) {
          const { response, timedOut } = call;
          // Thrown before a response (serialising the body, or by the transport): already explicit.
          if (!response) throw error;
          if (timedOut) throw new TimeoutError(name, path, call.timeoutMs, { cause: error });
          if (init?.signal?.aborted) throw init.signal.reason;
          if (!(error instanceof SyntaxError)) throw new NetworkError(name, path, { cause: auth.clean(error) });
          noteFailure(response, name, path, auth.clean(error));
          return { error: { code: "invalid_response", error: `HTTP ${response.status}, body not JSON` }, response };
        } finally {
          clearTimeout(call.timer);
        }
      };
    };
    return {
      GET: method("GET"),
      HEAD: method("HEAD"),
      POST: method("POST"),
      PUT: method("PUT"),
      PATCH: method("PATCH"),
      DELETE: method("DELETE"),
      actingAs: (userId) => build(checkActingUser(userId)),
      environment,
      baseUrl,
    };
  }

  return build();
}
