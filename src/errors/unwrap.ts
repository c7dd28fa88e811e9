import { ApiError } from "./api-error.js";
import { succeeded } from "../shared/body.js";
import { errorBody } from "./error-body.js";

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
  // This client's results are judged already (a failure has its error); another client's give no
  // method, and a 304 can only answer a GET or HEAD.
  if (error === undefined && succeeded(response.status, "GET")) return data as SuccessData<R>;
  // A response of another client: name no URL, which may carry data.
  const [method, path, cause] = failures.get(response) ?? ["request", "(unknown call)"];
  const body = errorBody(
    error === undefined ? undefined : typeof error === "string" ? { text: error } : { json: error },
    response,
  );
  throw new ApiError(method, path, response, body, cause === undefined ? undefined : { cause });
}
