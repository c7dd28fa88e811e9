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
import type {
  Accepting,
  ActingUserRequired,
  BlobResult,
  KeyOnly,
  OptionsRequired,
  TextResult,
  TokenOnly,
} from "../../generated/operation-flags.js";
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
 * The kinds of credential a client holds, as far as its type says: `"apiKey"` (`auth.apiKey`) and
 * `"accessToken"` (`auth.accessToken`, a token or a token provider). A client whose type says
 * nothing of its credentials holds both as far as the types go: that is the default.
 */
export type Credential = "apiKey" | "accessToken";

/**
 * The credentials an `auth` value of type `A` holds: each one, unless its type says it is absent.
 * An `auth` typed as `AuthOptions` (or `any`) holds both as far as the types go.
 */
export type HeldCredentials<A> = unknown extends A ? Credential : Holds<A, "apiKey"> | Holds<A, "accessToken">;
/** `K`, when an `A` may have it set. */
type Holds<A, K extends Credential> = K extends keyof A
  ? [Exclude<A[K], undefined>] extends [never]
    ? never
    : K
  : never;

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

/** The paths a table of generated/operation-flags lists for method `M`; none when it has no entry. */
type Listed<Table, M> = M extends keyof Table ? Table[M] : never;

/** The paths whose operation for `M` accepts no credential of `C`: once per client type and method. */
type Uncallable<M, C> =
  ("accessToken" extends C ? never : Listed<TokenOnly, M>) | ("apiKey" extends C ? never : Listed<KeyOnly, M>);

/** `get` as a call is written: `GET`. */
type Verb<M extends string> = Uppercase<M>;

/** The segment after the last `/`. */
type LastSegment<P extends string> = P extends `${string}/${infer Rest}` ? LastSegment<Rest> : P;

/**
 * The paths of `Paths` a mistyped path most likely meant: those it begins (a path cut short), else
 * those ending in its last segment, else those beside it whose last segment starts with the same
 * letter, else those beside it (a value where a `{parameter}` belongs).
 */
type Nearest<P extends string, Paths> = [Extract<Paths, `${P}${string}`>] extends [never]
  ? [Extract<Paths, `${string}/${LastSegment<P>}`>] extends [never]
    ? P extends `${infer Parent}/${LastSegment<P>}`
      ? Beside<Parent, LastSegment<P> extends `${infer First}${string}` ? First : "", Paths>
      : never
    : Extract<Paths, `${string}/${LastSegment<P>}`>
  : Extract<Paths, `${P}${string}`>;
/** The paths one level below `Parent` whose last segment starts with `First`, else all of them. */
type Beside<Parent extends string, First extends string, Paths> = [
  Exclude<Extract<Paths, `${Parent}/${First}${string}`>, `${Parent}/${string}/${string}`>,
] extends [never]
  ? Exclude<Extract<Paths, `${Parent}/${string}`>, `${Parent}/${string}/${string}`>
  : Exclude<Extract<Paths, `${Parent}/${First}${string}`>, `${Parent}/${string}/${string}`>;

/** The methods the API has on a path of the spec, as a call names them. */
type MethodsOf<P extends keyof paths> = {
  [K in keyof paths[P] & HttpMethod]-?: [paths[P][K]] extends [undefined] ? never : Verb<K>;
}[keyof paths[P] & HttpMethod];

/** What the compiler prints for a path that has no operation for `M`. */
type NoSuchOperation<P extends string, M extends HttpMethod> = P extends keyof paths
  ? `${Verb<M>} ${P}: the API has no ${Verb<M>} operation on this path; call api.${MethodsOf<P>}`
  : [Nearest<P, Listed<Accepting, M>[Credential]>] extends [never]
    ? `${P} is not a ${Verb<M>} path of the spec`
    : `${P} is not a ${Verb<M>} path of the spec; did you mean ${Nearest<P, Listed<Accepting, M>[Credential]>}?`;

/** What the compiler prints for an operation whose security accepts no credential the client holds. */
type NeedsCredential<P extends string, M extends HttpMethod> =
  P extends Listed<TokenOnly, M>
    ? `${Verb<M>} ${P} needs an OAuth2 access token: give auth.accessToken (a token or a token provider)`
    : `${Verb<M>} ${P} needs the API key: give auth.apiKey`;

/** What the compiler prints for an operation that requires the acting user, called without one. */
type NeedsActingUser<
  P extends string,
  M extends HttpMethod,
> = `${Verb<M>} ${P} acts for a user: call it on api.actingAs(userId), or give the Service-User header in params.header`;

/** What the compiler prints for a call without the options its operation requires. */
type NeedsOptions<
  P extends string,
  M extends HttpMethod,
> = `${Verb<M>} ${P} needs its options: give its parameters (params) or body as the second argument`;

declare const NO_OPTIONS: unique symbol;
/** The options of a call written without any: no value has this type. */
interface NoOptions {
  readonly [NO_OPTIONS]: true;
}

/**
 * The type of a call's path argument: the path itself where the client can make the call, else the
 * sentence the compiler prints. `C` is what the client holds, `Acting` whether it sends
 * `Service-User` on every call, `I` the call's options as written ({@link NoOptions} for none).
 */
type PathArg<P, M extends HttpMethod, C, Acting, I> = P extends Listed<Accepting, M>[Credential]
  ? P extends Uncallable<M, C>
    ? NeedsCredential<P, M>
    : Acting extends false
      ? P extends Listed<ActingUserRequired, M>
        ? I extends { params: { header: { "Service-User": string } } }
          ? P
          : NeedsActingUser<P, M>
        : OptionsGiven<P, M, I>
      : OptionsGiven<P, M, I>
  : P extends string
    ? string extends P
      ? P // not a literal: the constraint, while the compiler infers the call
      : NoSuchOperation<P, M>
    : never;
/** `P` when the call gives options or its operation requires none. */
type OptionsGiven<P extends string, M extends HttpMethod, I> = [I] extends [NoOptions]
  ? P extends Listed<OptionsRequired, M>
    ? NeedsOptions<P, M>
    : P
  : P;

/**
 * An operation as the client's methods take it: where the spec requires `Service-User`, the header
 * is optional in the options, since a client acting for a user sends it; a plain client is held to
 * it by the path's check, which says so in a sentence.
 */
export type ActingOperation<Op> = Op extends { parameters: { header: infer H extends { "Service-User": unknown } } }
  ? Omit<Op, "parameters"> & { parameters: Omit<Op["parameters"], "header"> & ActingHeader<H, Omit<H, "Service-User">> }
  : Op;
/** `params.header` without a required `Service-User`: optional unless another header is required. */
type ActingHeader<H extends { "Service-User": unknown }, Rest> =
  RequiredKeys<Rest> extends never
    ? { header?: Rest & { "Service-User"?: H["Service-User"] } }
    : { header: Rest & { "Service-User"?: H["Service-User"] } };

/** The operation for method `M` at path `P` of the spec, as a client acting for a user takes it. */
type ActingOp<P extends keyof paths, M extends HttpMethod> = [P] extends [Listed<ActingUserRequired, M>]
  ? ActingOperation<paths[P][M & keyof paths[P]]>
  : paths[P][M & keyof paths[P]];

/** The operation for method `M` at path `P`, as the client's methods take it. */
type Op<P, M extends HttpMethod, Acting> = [P] extends [keyof paths]
  ? Acting extends true
    ? ActingOp<P, M>
    : paths[P][M & keyof paths[P]]
  : never;

/** The paths of method `M` a client holding `C` can call, as generated: no type to compute. */
type Callable<M extends HttpMethod, C> = Listed<Accepting, M>[C & Credential];

/**
 * The init argument: optional when nothing in it is required (no path parameter, no body). A path
 * typed as a union of paths needs what any of them requires.
 */
type Args<I> = RequiredKeys<I> extends never ? [init?: I] : [init: I];

/**
 * The options as the success body is read: where the spec states a success that is not JSON and the
 * call names no `parseAs`, the one its media type calls for (a Blob for a PDF).
 */
type ReadAs<P, M, I> =
  P extends Listed<BlobResult, M> ? ReadBy<I, "blob"> : P extends Listed<TextResult, M> ? ReadBy<I, "text"> : I;
/** `I`, read as `As` unless it names its own `parseAs`. */
type ReadBy<I, As extends ParseAs> = I extends { parseAs: ParseAs } ? I : I & { parseAs: As };

/** The media types a response may be read as (all of them, as openapi-fetch's default). */
type Media = `${string}/${string}`;

/** What a call returns. */
type Result<P, M extends HttpMethod, I, Op> = Promise<
  // openapi-fetch constrains the operation to `Record<string | number, any>`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  FetchResponse<Op & Record<string | number, any>, ReadAs<P, M, I>, Media>
>;

/**
 * One method of the client: a path template of the spec for method `M`, then the call's options.
 * `O` is what the method's options add, `C` the credentials the client holds, `Acting` whether the
 * client sends `Service-User`. Two signatures: the first takes every call that compiles, and costs
 * the compiler no more than openapi-fetch's own; the second is tried only when the first refuses a
 * call, and types a path the client cannot call as the reason, which is what the compiler prints.
 */
export type Method<M extends HttpMethod, O, C, Acting> = (<
  P extends Callable<M, C>,
  I extends CallInit<Acting extends true ? ActingOp<P, M> : paths[P][M & keyof paths[P]], O>,
>(
  path: P,
  ...init: Args<I>
) => Result<P, M, I, Acting extends true ? ActingOp<P, M> : paths[P][M & keyof paths[P]]>) &
  (<P extends string, I extends CallInit<Op<P, M, true>, O> | NoOptions = NoOptions>(
    path: PathArg<P, M, C, Acting, I>,
    init?: I,
  ) => Result<P, M, I, Op<P, M, Acting>>);

/** A GET or HEAD method: retried on network errors, timeouts, 429, 502, 503 and 504. */
export type Safe<M extends HttpMethod, C = Credential, Acting = false> = Method<M, SafeOptions, C, Acting>;
/** A POST, PUT, PATCH or DELETE method: never retried. */
export type Unsafe<M extends HttpMethod, C = Credential, Acting = false> = Method<M, UnsafeOptions, C, Acting>;

/**
 * The paths as openapi-fetch's `Client` type sees a client acting for a user (the query libraries
 * take it so): where the spec requires `Service-User`, the header is optional.
 */
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

/** A method as a client has it: openapi-fetch's `Client` type can call it too. */
export type ClientMethod<M extends HttpMethod, O, C, Acting> = ThroughClient & Method<M, O, C, Acting>;

/**
 * The methods of a client holding credentials `C`; `Acting` when it sends `Service-User` on every
 * call (a client made by `actingAs()`).
 */
export interface ClientMethods<C = Credential, Acting = false> {
  /** Calls a GET operation. Retried on network errors, timeouts, 429, 502, 503 and 504. */
  readonly GET: ClientMethod<"get", SafeOptions, C, Acting>;
  /** Calls a HEAD operation. Retried like GET. */
  readonly HEAD: ClientMethod<"head", SafeOptions, C, Acting>;
  /** Calls a POST operation. Never retried. */
  readonly POST: ClientMethod<"post", UnsafeOptions, C, Acting>;
  /** Calls a PUT operation. Never retried. */
  readonly PUT: ClientMethod<"put", UnsafeOptions, C, Acting>;
  /** Calls a PATCH operation. Never retried. */
  readonly PATCH: ClientMethod<"patch", UnsafeOptions, C, Acting>;
  /** Calls a DELETE operation. Never retried. */
  readonly DELETE: ClientMethod<"delete", UnsafeOptions, C, Acting>;
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
export interface ActingClient<C extends Credential = Credential>
  extends ClientMethods<C, true>, FetchClientMembers<ActingPaths> {
  /** A client acting for another user; the innermost `actingAs` wins. */
  actingAs(userId: string): ActingClient<C>;
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
export interface EscrowClient<C extends Credential = Credential> extends ClientMethods<C>, FetchClientMembers<paths> {
  /** A client that sends `Service-User: <userId>` on every call; a per-call header still wins. */
  actingAs(userId: string): ActingClient<C>;
  /** The environment named at creation, if any. */
  readonly environment: Environment | undefined;
  /** The base URL every path is appended to. */
  readonly baseUrl: string;
}
