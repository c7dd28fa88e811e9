import type { KnownErrorCode } from "../generated/aliases.js";

/**
 * Codes the client assigns when a response carries no usable error body:
 * `empty_error_body` (an empty 403), `non_json_error_body` (a proxy's HTML 502),
 * `malformed_error_body` (JSON that is not `{ code, error }`), `invalid_response`
 * (a 2xx whose body is not JSON, or not the shape the operation promises), and
 * `unexpected_redirect` (a redirect the client does not follow; see "Redirects and paths").
 */
export type SyntheticErrorCode =
  "empty_error_body" | "non_json_error_body" | "malformed_error_body" | "invalid_response" | "unexpected_redirect";

/**
 * The `error` of a failed call: the spec's `{ code, error }`, plus, when the server sent something
 * else, that `body` (parsed JSON or text, at most {@link MAX_BODY_CHARS} characters of it, with
 * every known credential replaced by "[redacted]").
 */
export interface CallErrorBody<C extends string = ErrorCode> {
  readonly code: C;
  readonly error: string;
  readonly body?: unknown;
}

/** How much of an error body that is not `{ code, error }` is kept, in characters of its strings. */
export const MAX_BODY_CHARS = 16_384;

/** The most bytes of a failed call's body that are read; a longer one is not an error body of this API. */
export const MAX_ERROR_BYTES = 1 << 20;

/**
 * The most bytes of a success body that are read as JSON, text, a blob or an array buffer; with
 * `parseAs: "stream"` the body is the caller's to read, without a limit.
 */
export const MAX_BODY_BYTES = 1 << 25;

/**
 * The most bytes of a JSON success body that are read: parsed, a few bytes make a large object
 * (4 MiB of `[],` is about 120 MB of arrays), and no result of this API comes near it.
 */
export const MAX_JSON_BYTES = 1 << 22;

/** The most bytes of a success body that are read for `parseAs` (JSON held to less, as above). */
export const successLimit = (parseAs: string): number => (parseAs === "json" ? MAX_JSON_BYTES : MAX_BODY_BYTES);

/** Stands for a body over its limit ({@link MAX_ERROR_BYTES}, {@link MAX_JSON_BYTES}, {@link MAX_BODY_BYTES}), not read. */
export const TOO_LARGE: unique symbol = Symbol("too large");

/** An error `code`: the spec's and the synthetic codes autocomplete; any other string still fits. */
export type ErrorCode = KnownErrorCode | SyntheticErrorCode | (string & {});

/** Base of the errors a call throws; `method` and `path` (the spec's template) name the call. */
export abstract class CallError extends Error {
  /** HTTP method. */
  declare readonly method: string;
  /** Path template of the operation, e.g. `/api/v1/transactions/{transaction_id}`. */
  declare readonly path: string;
  constructor(method: string, path: string, message: string, options?: ErrorOptions) {
    super(`${method} ${path} ${message}`, options);
    this.method = method;
    this.path = path;
  }
}

/** A call that reached the server and failed: a non-2xx status, or a 2xx with an unusable body. */
export class ApiError<C extends ErrorCode = ErrorCode> extends CallError {
  override readonly name = "ApiError";
  /** HTTP status. */
  declare readonly status: number;
  /** The body's `code`, or a {@link SyntheticErrorCode}. Branch on this. */
  declare readonly code: C;
  /** The server's `error` text, for people; it may change without notice. */
  declare readonly serverMessage: string;
  /** The response (body already read). Not enumerable, to keep logs short. */
  declare readonly response: Response;
  /** A body that was not `{ code, error }`, kept as described at {@link CallErrorBody}. */
  declare readonly body?: unknown;

  constructor(method: string, path: string, response: Response, body: CallErrorBody<C>, options?: ErrorOptions) {
    super(method, path, `failed with HTTP ${response.status} ${body.code}: ${body.error}`, options);
    this.status = response.status;
    this.code = body.code;
    this.serverMessage = body.error;
    if (body.body !== undefined) this.body = body.body;
    Object.defineProperty(this, "response", { value: response });
  }
}

/**
 * No whole response arrived: DNS, refused or reset connection, TLS, or a body cut short. In the
 * last case the server did answer, and may have acted on the request: `responded` is `true`.
 */
export class NetworkError extends CallError {
  override readonly name = "NetworkError";
  /** Whether the response began (status and headers arrived) before the body was cut short. */
  declare readonly responded: boolean;
  constructor(method: string, path: string, options?: ErrorOptions, responded = false) {
    super(
      method,
      path,
      responded
        ? "failed: response cut short (network error), the server may have acted"
        : "failed: no response (network error)",
      options,
    );
    this.responded = responded;
  }
}

/** The last attempt outlived its timeout and was aborted. */
export class TimeoutError extends CallError {
  override readonly name = "TimeoutError";
  /** The timeout of each attempt. */
  declare readonly timeoutMs: number;
  /**
   * The attempt that timed out: more than 1 when the call was retried or sent again after a token
   * refresh. Each attempt has its own `timeoutMs`, asking the token provider included.
   */
  declare readonly attempts: number;
  constructor(
    method: string,
    path: string,
    timeoutMs: number,
    options?: ErrorOptions,
    attempts = 1,
    /** Whether time ran out while the token provider was being asked. */
    waitingForToken = false,
  ) {
    super(
      method,
      path,
      (attempts > 1
        ? `timed out after ${timeoutMs} ms on attempt ${attempts}`
        : `timed out after ${timeoutMs} ms, not retried`) + (waitingForToken ? ", waiting for the token provider" : ""),
      options,
    );
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

const named = (e: unknown, name: string, key: string): e is Record<string, unknown> =>
  typeof e === "object" && e !== null && (e as Error).name === name && key in e;

/**
 * Whether `e` is an {@link ApiError}, optionally with the given `code`. Goes by `name`, so it also
 * recognises errors from another copy of this package.
 */
export const isApiError = <C extends ErrorCode>(e: unknown, code?: C): e is ApiError<C> =>
  named(e, "ApiError", "status") && (code === undefined || e.code === code);

/** Whether `e` is a {@link NetworkError}. */
export const isNetworkError = (e: unknown): e is NetworkError => named(e, "NetworkError", "method");

/** Whether `e` is a {@link TimeoutError}. */
export const isTimeoutError = (e: unknown): e is TimeoutError => named(e, "TimeoutError", "timeoutMs");

/**
 * Whether `status` is a success (2xx). Results go by the status, never by `response.ok`, which a
 * custom `fetch` could get wrong.
 */
export const succeeded = (status: number): boolean => status >= 200 && status < 300;

/** A synthetic error body: `code`, and a text that names the status and no server data. */
export const synthetic = (response: Response, code: string, text: string): CallErrorBody => ({
  code,
  error: `HTTP ${response.status}, ${text}`,
});

/**
 * Turns what was parsed from a failed response into a {@link CallErrorBody}, with a synthetic
 * code when the body was empty, not JSON, or not of the error shape. `keep` makes the copy of the
 * body that is kept (redacted and bounded); without it nothing more is kept.
 */
export function errorBody(
  parsed: unknown,
  response: Response,
  keep?: (value: unknown, maxChars: number) => unknown,
  text = typeof parsed === "string",
): CallErrorBody {
  const body = parsed as CallErrorBody | null;
  if (typeof body?.code === "string" && typeof body.error === "string") {
    // The whole object stays (a server may add fields), unless it is too large to check; then its
    // code and text do, each redacted whole and then shortened, so no credential is cut in two.
    return !keep
      ? body
      : ((keep(body, MAX_BODY_CHARS) as CallErrorBody | undefined) ?? {
          code: (keep(body.code, Infinity) as string).slice(0, 200),
          error: (keep(body.error, Infinity) as string).slice(0, 2000),
        });
  }
  // A string is text unless the body was JSON (`"Service unavailable"` is JSON, of the wrong shape).
  if (parsed === undefined || (parsed === "" && text)) return synthetic(response, "empty_error_body", "empty body");
  if (parsed === TOO_LARGE) {
    return synthetic(response, "malformed_error_body", `body over ${MAX_ERROR_BYTES} bytes, not read`);
  }
  const out: { -readonly [K in keyof CallErrorBody]: CallErrorBody[K] } = text
    ? synthetic(response, "non_json_error_body", "body not JSON")
    : synthetic(response, "malformed_error_body", "JSON body not { code, error }");
  if (keep) {
    // Text is redacted whole, then shortened, so no credential is cut in two and kept in part.
    const kept =
      typeof parsed === "string"
        ? (keep(parsed, Infinity) as string).slice(0, MAX_BODY_CHARS)
        : keep(parsed, MAX_BODY_CHARS);
    if (kept === undefined) out.error += " (too large or deep to keep)";
    else out.body = kept;
  }
  return out;
}

// Filled only on failed calls, so successful ones pay nothing for the throwing style.
const failures = new WeakMap<Response, [method: string, path: string, cause?: unknown]>();

/** Records where a failed response came from, for {@link unwrap}. */
export const noteFailure = (response: Response, method: string, path: string, cause?: unknown): unknown =>
  failures.set(response, [method, path, cause]);

/** The data of the success branch of a `{ data, error, response }` result. */
export type SuccessData<R> = R extends { data: infer D } ? D : never;

/** A `{ data, error, response }` result of this client. */
export interface CallResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Returns the data of a successful call, or throws an {@link ApiError} for a failed one.
 *
 * @example const balances = await unwrap(api.GET("/api/v1/me/balances"));
 */
export async function unwrap<R extends CallResult>(result: R | Promise<R>): Promise<SuccessData<R>> {
  const { data, error, response } = await result;
  if (error === undefined && succeeded(response.status)) return data as SuccessData<R>;
  // A response of another client: name no URL, which may carry data.
  const [method, path, cause] = failures.get(response) ?? ["request", "(unknown call)"];
  throw new ApiError(method, path, response, errorBody(error, response), cause === undefined ? undefined : { cause });
}
