/**
 * The step after openapi-fetch answers: its `{ data, error, response }` becomes the client's. A
 * failed answer's body becomes a cleaned `{ code, error }` (synthetic codes where the server sent
 * something else), a redirect left unfollowed `unexpected_redirect`, and a success whose stated
 * JSON result is missing, or fails the app's result validator, `invalid_response`.
 */
import { JSON_RESULT } from "../../generated/operation-flags.js";
import { errorBody, MAX_BODY_CHARS, type ReadBody, succeeded, synthetic } from "../errors/error-body.js";
import { noteFailure } from "../errors/unwrap.js";
import { MAX_ERROR_BYTES, TOO_LARGE } from "./body.js";
import type { Call } from "./call.js";

/** A call's outcome as openapi-fetch reports it: `data` on a 2xx, `error` otherwise. */
export interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * A failed call's result, noted for unwrap() with its cause. Its `error` is never missing: a
 * failure must not read as a success.
 */
export function failed(call: Call, response: Response, error: unknown, cause?: unknown): Result {
  noteFailure(response, call.method, call.path, cause);
  return { error: error ?? synthetic(response, "invalid_response", "answer refused"), response };
}

/** The body of a failed answer as it arrived: text, parsed as JSON where it is JSON. */
function parse(text: string): ReadBody {
  if (text === "") return { text };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { text };
  }
}

/** What the caller gets for what openapi-fetch returned. */
export function judge(got: Result, call: Call): Result {
  const { response } = got;
  const { method, parseAs } = call;
  // The answer the transport handed over, as it is or made again by middleware with its status;
  // unless middleware answered otherwise.
  const own = call.answer?.response.status === response.status ? call.answer : undefined;
  if (own?.redirect) {
    return failed(call, response, synthetic(response, "unexpected_redirect", `redirect not followed (${method})`));
  }
  if (!succeeded(response.status) || got.error !== undefined) {
    if (own?.errorBody === TOO_LARGE) {
      return failed(
        call,
        response,
        synthetic(response, "malformed_error_body", `body over ${MAX_ERROR_BYTES} bytes, not read`),
      );
    }
    const read =
      own?.errorBody !== undefined
        ? parse(own.errorBody)
        : got.error === undefined || got.error === ""
          ? undefined
          : typeof got.error === "string"
            ? { text: got.error }
            : { json: got.error };
    // Every string of an error body is cleaned: a server may echo a credential in any field.
    return failed(
      call,
      response,
      errorBody(read, response, (value, max) => call.scrub(value, max)),
    );
  }
  const { data } = got;
  // The spec states this success's JSON body: without one (whatever parseAs asked for), or with
  // JSON null or the JSON string "", the call did not do what it says.
  const missing =
    data === undefined
      ? "no body"
      : data === null && parseAs === "json"
        ? "body null"
        : data === "" && parseAs === "json"
          ? 'body is the JSON string ""'
          : empty(data)
            ? "no body"
            : "";
  if (missing)
    return call.flags & JSON_RESULT ? failed(call, response, synthetic(response, "invalid_response", missing)) : got;
  if (parseAs !== "json" || !call.validate) return got;
  const problem = call.validate(method, call.path, response.status, data);
  if (!problem) return got;
  const kept =
    call.scrub(problem.body, MAX_BODY_CHARS) ??
    synthetic(response, "invalid_response", "not the stated result (the findings are too large to keep)");
  return failed(call, response, kept, call.clean(problem.cause));
}

/** Whether a body read as text, a blob or an array buffer holds nothing. */
const empty = (data: unknown): boolean =>
  data === "" || (data instanceof Blob && data.size === 0) || (data instanceof ArrayBuffer && data.byteLength === 0);
