import type { CallErrorBody, ErrorCode } from "./error-body.js";
import { CallError, named } from "./call-error.js";

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
 * Whether `e` is an {@link ApiError}, optionally with the given `code`. Goes by `name`, so it also
 * recognises errors from another copy of this package.
 */
export const isApiError = <C extends ErrorCode>(e: unknown, code?: C): e is ApiError<C> =>
  named(e, "ApiError", "status") && (code === undefined || e.code === code);
