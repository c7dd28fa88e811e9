// The client's public types. The methods are written for the compiler's sake as much as the
// reader's: every app that calls the client checks them on every keystroke, so they are built from
// `paths` directly (one path union per method, computed once), and options the client refuses carry
// the sentence that the compiler prints. Behind each method stands openapi-fetch's own signature,
// reachable only through openapi-fetch's `Client` type, so the client is a `Client<paths>` to the
// libraries that take one (openapi-react-query, swr-openapi).
import type {
  Client,
  FetchResponse,
  HeadersOptions,
  Middleware,
  ParamsOption,
  ParseAs,
  QuerySerializerOptions,
  RequestBodyOption,
} from "openapi-fetch";
import type { paths } from "../../generated/schema.js";
import type { REFUSED } from "./plan.js";
import type { RetryOptions } from "./retry.js";
import type { AuthOptions } from "./credentials.js";
import type { Observer } from "./hooks.js";
import type { ResultValidator } from "./result-validation.js";

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

/** Options of `createClient`. */
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
    /**
     * Replaces the global `fetch` (proxies, custom agents, test stubs), called as the global one
     * is: `(request, init)`, the `Request` openapi-fetch built (or middleware returned) and an init
     * with the headers to send (the credential added), `redirect: "manual"` and the attempt's
     * signal; pass both on. The global `fetch` is looked up at each call when this is left out.
     */
    readonly fetch?: (request: Request, init: RequestInit) => Promise<Response>;
    /** Functions told about each attempt and call, for logs, metrics and traces: `observe({ ... })`. */
    readonly hooks?: Observer;
    /**
     * Checks each success body whose shape the spec states, turning a mismatch into an
     * `invalid_response` error: pass `resultValidator` from `escrow-api-sdk/schemas`. Off by default.
     */
    readonly validateResults?: false | ResultValidator;
  };

/** The HTTP methods of an OpenAPI path item, as openapi-typescript names them. */
export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/**
 * The path templates of `Paths` that have an operation for `M`. A mapped type over the paths alone:
 * the compiler computes it once per method and reuses it for every call.
 */
export type PathsFor<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never;
}[keyof Paths];

/**
 * What the compiler prints for each option the client refuses per call (the list, and why, is
 * `REFUSED` in plan.ts): a sentence that says what to do instead.
 */
interface Sentences {
  baseUrl: "baseUrl is not available per call: set it once with createClient({ baseUrl })";
  fetch: "fetch is not available per call: set it once with createClient({ fetch })";
  Request: "Request is not available: the client builds its own requests";
  middleware: "middleware is not available: use the client's hooks to observe calls, or add openapi-fetch middleware once with api.use()";
  pathSerializer: "pathSerializer is not available: path parameters are checked and encoded by the client";
  redirect: "redirect is not available: the client follows only same-origin redirects of GET and HEAD";
  dispatcher: "dispatcher is not available per call: it could send the call elsewhere; set fetch once on createClient";
  agent: "agent is not available per call: it could send the call elsewhere; set fetch once on createClient";
  integrity: "integrity is not available: a mismatch would look like no response after the server acted";
}

/** The refused options, each typed as its sentence; a refused option without one fails to compile. */
export type Blocked = { readonly [K in (typeof REFUSED)[number]]?: Sentences[K] };

/** `retry` on a method that may move money. */
export interface NoRetry {
  readonly retry?: "retry is not available: POST, PUT, PATCH and DELETE may move money and are never retried";
}

/** The options of one call besides parameters and body: openapi-fetch's, less the blocked ones. */
type Common = Omit<RequestInit, "body" | "headers" | "redirect" | "integrity"> & {
  /** How the success body is read; `"json"` by default. */
  parseAs?: ParseAs;
  /** Headers of this call; `Service-User` given here wins over `actingAs`. */
  headers?: HeadersOptions;
  /** Replaces the query serialiser for this call: openapi-fetch's options or a function. */
  querySerializer?: QuerySerializerOptions | ((query: never) => string);
  /** Replaces the body serialiser for this call. */
  bodySerializer?: (body: never) => unknown;
};

/** Options of a GET or HEAD call. */
export type SafeOptions = CallOptions & Blocked;
/** Options of a POST, PUT, PATCH or DELETE call. */
export type UnsafeOptions = Pick<CallOptions, "timeoutMs"> & NoRetry & Blocked;

/** What one call of operation `Op` accepts. */
export type CallInit<Op, O> = ParamsOption<Op> & RequestBodyOption<Op> & Common & O;

// `{}` is the empty object: a key is optional when the empty object has it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
/** True when `T` is a union. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
/**
 * The init argument is optional when nothing in it is required (no path parameter, no body), and
 * also when `P` is every path of the method, which is what the compiler infers for a path that is
 * not in the spec: the error is then reported on the path, not on a missing init. A path typed as
 * a union of some paths still needs what any of them requires.
 */
type Args<All, P, I> =
  RequiredKeys<I> extends never
    ? [init?: I]
    : [All] extends [P]
      ? true extends IsUnion<P>
        ? [init?: I]
        : [init: I]
      : [init: I];

/** The media types a response may be read as (all of them, as openapi-fetch's default). */
type Media = `${string}/${string}`;

/**
 * One method of the client: a path template of the spec for method `M`, then the call's options.
 * Generic over the paths type, like openapi-fetch's own methods, so indexing stays deferred.
 */
export type Method<Paths, M extends HttpMethod, O> = <
  P extends PathsFor<Paths, M>,
  I extends CallInit<Paths[P][M & keyof Paths[P]], O>,
>(
  path: P,
  ...init: Args<PathsFor<Paths, M>, P, I>
) => Promise<
  // openapi-fetch constrains the operation to `Record<string | number, any>`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  FetchResponse<Paths[P][M & keyof Paths[P]] & Record<string | number, any>, I, Media>
>;

/** A GET or HEAD method: retried on network errors, timeouts, 429, 502, 503 and 504. */
export type Safe<M extends HttpMethod, Paths = paths> = Method<Paths, M, SafeOptions>;
/** A POST, PUT, PATCH or DELETE method: never retried. */
export type Unsafe<M extends HttpMethod, Paths = paths> = Method<Paths, M, UnsafeOptions>;

/**
 * An operation as a client acting for a user sees it: where the spec requires the `Service-User`
 * header, it becomes optional, since the client sends it. Other operations are left as they are.
 */
export type ActingOperation<Op> = Op extends { parameters: { header: infer H extends { "Service-User": unknown } } }
  ? Omit<Op, "parameters"> & { parameters: Omit<Op["parameters"], "header"> & ActingHeader<H, Omit<H, "Service-User">> }
  : Op;
/** `params.header` without a required `Service-User`: optional unless another header is required. */
type ActingHeader<H extends { "Service-User": unknown }, Rest> =
  RequiredKeys<Rest> extends never
    ? { header?: Rest & { "Service-User"?: H["Service-User"] } }
    : { header: Rest & { "Service-User"?: H["Service-User"] } };

/** The paths as a client acting for a user sees them (see {@link ActingOperation}). */
export type ActingPaths<Paths = paths> = {
  [P in keyof Paths]: { [M in keyof Paths[P]]: ActingOperation<Paths[P][M]> };
};

declare const THROUGH_CLIENT_TYPE: unique symbol;
/**
 * The `this` of a call made through openapi-fetch's `Client` type, as the query libraries make
 * them. No value has this type, so a call written against the client itself never takes these
 * signatures: the compiler holds it to the client's own (its last signature).
 */
export interface ThroughClientType<N> {
  readonly [THROUGH_CLIENT_TYPE]: N;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- openapi-fetch's Client types these calls itself */
/**
 * What lets a method stand where openapi-fetch's `Client<paths>` is taken (openapi-react-query,
 * swr-openapi): that type calls it with any path and options its own types allow, typed there. The
 * signatures are three, each with its own `this`, because the compiler reports a call that no
 * signature takes at the offending argument, with the last signature's own words (the sentences of
 * the refused options), only when more than three signatures refuse it; with fewer it reports at
 * the call, as "No overload matches this call".
 */
export interface ThroughClient {
  (this: ThroughClientType<1>, url: any, init: any, ...rest: any[]): Promise<any>;
  (this: ThroughClientType<2>, url: any, init: any, ...rest: any[]): Promise<any>;
  (this: ThroughClientType<3>, url: any, init: any, ...rest: any[]): Promise<any>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The methods of a client, for paths `Paths`. */
export interface ClientMethods<Paths = paths> {
  /** Calls a GET operation. Retried on network errors, timeouts, 429, 502, 503 and 504. */
  readonly GET: ThroughClient & Safe<"get", Paths>;
  /** Calls a HEAD operation. Retried like GET. */
  readonly HEAD: ThroughClient & Safe<"head", Paths>;
  /** Calls a POST operation. Never retried. */
  readonly POST: ThroughClient & Unsafe<"post", Paths>;
  /** Calls a PUT operation. Never retried. */
  readonly PUT: ThroughClient & Unsafe<"put", Paths>;
  /** Calls a PATCH operation. Never retried. */
  readonly PATCH: ThroughClient & Unsafe<"patch", Paths>;
  /** Calls a DELETE operation. Never retried. */
  readonly DELETE: ThroughClient & Unsafe<"delete", Paths>;
}

/** The rest of openapi-fetch's `Client<Paths>`: `request()`, middleware, and the methods the API has no operations for. */
export interface FetchClientMembers<Paths extends object> {
  /** openapi-fetch's form of a call, `request("get", path, init)`: the same call as `GET(path, init)`. */
  readonly request: Client<Paths, Media>["request"];
  /** The API has no OPTIONS operation: refused. */
  readonly OPTIONS: Client<Paths, Media>["OPTIONS"];
  /** The API has no TRACE operation: refused. */
  readonly TRACE: Client<Paths, Media>["TRACE"];
  /**
   * Adds openapi-fetch middleware, for every call of this client and of the clients `actingAs()`
   * makes from it. Middleware sees each request before the client adds its credential, and
   * whatever it returns, a call is never sent twice and only GET and HEAD follow a redirect.
   */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added with `use()`. */
  eject(...middleware: Middleware[]): void;
}

/**
 * A client made by `actingAs(userId)`: it sends `Service-User` on every call, so no call needs to
 * give that header, even where the spec requires it; a per-call value still wins.
 */
export interface ActingClient extends ClientMethods<ActingPaths>, FetchClientMembers<ActingPaths> {
  /** A client acting for another user; the innermost `actingAs` wins. */
  actingAs(userId: string): ActingClient;
  /** The environment named at creation, if any. */
  readonly environment: Environment | undefined;
  /** The base URL every path is appended to. */
  readonly baseUrl: string;
}

/**
 * A typed client for the escrow API: openapi-fetch's client for the spec's paths, with the
 * client's credentials, checks and safety below it. Each method takes a path template from the
 * spec and returns openapi-fetch's `{ data, error, response }`; wrap a call in `unwrap()` to throw
 * instead. It can be passed to openapi-react-query and swr-openapi as it is.
 */
export interface EscrowClient extends ClientMethods, FetchClientMembers<paths> {
  /** A client that sends `Service-User: <userId>` on every call; a per-call header still wins. */
  actingAs(userId: string): ActingClient;
  /** The environment named at creation, if any. */
  readonly environment: Environment | undefined;
  /** The base URL every path is appended to. */
  readonly baseUrl: string;
}
