import createFetchClient, { createQuerySerializer } from "openapi-fetch";
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from "openapi-fetch";
import type { paths } from "../generated/schema.js";
import { DEFAULT_FLAGS, FLAGS, JSON_RESULT } from "../generated/operation-flags.js";
import { checkActingUser, checkCallActingUser, SERVICE_USER } from "./acting-user.js";
import { type AuthOptions, createAuth } from "./auth.js";
import { Deadline } from "./deadline.js";
import { type CallErrorBody, errorBody, noteFailure } from "./errors.js";
import { callFailure } from "./fail.js";
import type { Observer } from "./hooks.js";
import { checkBaseUrl, checkTimeout, type MethodName } from "./options.js";
import { fillPath } from "./path.js";
import { DEFAULT_RETRY, NO_RETRY, type RetryOptions, retryPolicy } from "./retry.js";
import { type Call, createTransport, PendingRequest } from "./transport.js";

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
    /** Functions told about each attempt and call, for logs, metrics and traces: `observe({ ... })`. */
    readonly hooks?: Observer;
  };

type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type RequiredKeys<T> = {
  [K in keyof T]: {} extends Pick<T, K> ? never : K;
}[keyof T];
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
    Blocked & {
      readonly retry?: "unavailable: POST, PUT, PATCH and DELETE are never retried";
    }
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
export type CallInit = CallOptions & {
  signal?: AbortSignal | null;
  parseAs?: string;
  headers?: unknown;
  params?: { header?: unknown; path?: unknown };
};

/** Runs a call on a client: method, path template, operation flags, options. */
export type Runner = (method: MethodName, path: string, flags: number, init?: CallInit) => Promise<any>;

/** The call runner of each client, for functions such as `unlisted` that are not methods. */
export const runners = new WeakMap<object, Runner>();

// The path is filled before openapi-fetch sees it, so its own serialiser must leave it alone.
const keepPath = (url: string) => url;

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
  const { environment, fetch: customFetch, hooks } = options;
  if (hooks !== undefined && typeof hooks?.attempt != "function")
    throw new TypeError("hooks must be made by observe()");
  const transport = createTransport(auth, new URL(baseUrl).origin, customFetch);
  // openapi-fetch would otherwise build this serialiser on every call.
  const querySerializer = createQuerySerializer();

  function build(actingUser?: string): EscrowClient {
    const inner = createFetchClient<paths>({
      baseUrl,
      Request: PendingRequest as unknown as typeof Request,
      fetch: transport as unknown as typeof fetch,
      querySerializer,
      pathSerializer: keepPath,
      ...(actingUser && { headers: { [SERVICE_USER]: actingUser } }),
    });

    /** Runs one call: checks, openapi-fetch with the transport, then the result or one error. */
    async function run(method: MethodName, path: string, flags: number, init?: CallInit): Promise<any> {
      const safe = method == "GET" || method == "HEAD";
      const ms = init?.timeoutMs === undefined ? timeoutMs : checkTimeout(init.timeoutMs, timeoutMs);
      const call: Call = {
        method,
        path,
        flags,
        retry: safe ? (init?.retry === undefined ? retry : retryPolicy(init.retry, retry)) : NO_RETRY,
        deadline: ms ? new Deadline(ms) : undefined,
        signal: init?.signal,
        hooks,
        step: "check",
        attempts: 0,
      };
      const began = hooks ? performance.now() : 0;
      let result: any;
      let thrown: unknown;
      try {
        if (!safe && init?.retry) throw new TypeError(`${method} is never retried: it may move money`);
        if (init) checkCallActingUser(init);
        const url = fillPath(path, init?.params?.path);
        result = await (inner[method] as Function)(url, {
          ...init,
          call,
          baseUrl: undefined,
          middleware: undefined,
          Request: PendingRequest,
          fetch: transport,
          pathSerializer: keepPath,
        });
        call.step = "done";
        const { error, response } = result;
        if (call.redirect) {
          result = {
            error: {
              code: "unexpected_redirect",
              error: redirectText(method, response),
            },
            response,
          };
        } else if (error !== undefined || !response.ok) {
          // Every string of the body is cleaned: a server may echo a credential in any field.
          result.error = errorBody(error, response, auth.scrub);
        } else if (result.data === undefined && flags & JSON_RESULT && (init?.parseAs ?? "json") == "json") {
          // The spec states this success's JSON body: without one the call did not do what it says.
          result = {
            error: {
              code: "invalid_response",
              error: `HTTP ${response.status}, no body`,
            },
            response,
          };
        }
        if (result.error !== undefined) noteFailure(response, method, path);
        return result;
      } catch (error) {
        // A success body that JSON cannot parse (malformed, or nested too deep) is an answer, not a network failure.
        const response = call.response;
        if (
          response &&
          call.step == "read" &&
          (error instanceof SyntaxError || error instanceof RangeError) &&
          !call.signal?.aborted &&
          !call.deadline?.expired
        ) {
          call.step = "done";
          noteFailure(response, method, path, auth.clean(error));
          const text = `HTTP ${response.status}, body not JSON`;
          return (result = {
            error: { code: "invalid_response", error: text },
            response,
          });
        }
        throw (thrown = callFailure(error, call, auth.clean));
      } finally {
        call.deadline?.stop();
        hooks?.settled(call, began, result, thrown);
      }
    }

    const method =
      (name: MethodName): any =>
      (path: string, init?: CallInit) =>
        run(name, path, FLAGS[path]?.[name] ?? DEFAULT_FLAGS, init);
    const client: EscrowClient = {
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
    runners.set(client, run);
    return client;
  }

  return build();
}

/** The text of `unexpected_redirect`: the status and the method, no server data. */
const redirectText = (method: string, { status }: Response) =>
  `HTTP ${status || "redirect"} not followed (${method}; see "Redirects and paths" in the README)`;
