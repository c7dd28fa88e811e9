import type { KnownErrorCode } from "../../generated/aliases.js";

/**
 * Codes the client assigns when a response carries no usable error body:
 * `empty_error_body` (an empty 403), `non_json_error_body` (a proxy's HTML 502),
 * `malformed_error_body` (JSON that is not `{ code, error }`, or a body too large to read),
 * `invalid_response` (a 2xx whose body is not JSON, or not the shape the operation promises), and
 * `unexpected_redirect` (a redirect the client does not follow).
 */
export type SyntheticErrorCode =
  "empty_error_body" | "non_json_error_body" | "malformed_error_body" | "invalid_response" | "unexpected_redirect";

/** An error `code`: the spec's and the synthetic codes autocomplete; any other string still fits. */
export type ErrorCode = KnownErrorCode | SyntheticErrorCode | (string & {});

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

/** A synthetic error body: `code`, and a text that names the status and no server data. */
export const synthetic = (response: Response, code: SyntheticErrorCode, text: string): CallErrorBody => ({
  code,
  error: `HTTP ${response.status}, ${text}`,
});

/** How a failed response's body arrived: parsed JSON, or text that is not JSON. */
export type ReadBody = { readonly json: unknown } | { readonly text: string };

/** Whether `value` is at most {@link MAX_BODY_CHARS} characters of JSON. */
function fits(value: unknown): boolean {
  try {
    return JSON.stringify(value).length <= MAX_BODY_CHARS;
  } catch {
    return false; // too deep to write out
  }
}

/**
 * Turns the body of a failed response into a {@link CallErrorBody}: the spec's `{ code, error }` as
 * it is (only its code and text when it is too large to keep), else a synthetic code with the body
 * kept within {@link MAX_BODY_CHARS}.
 */
export function errorBody(read: ReadBody | undefined, response: Response): CallErrorBody {
  const value = read && ("json" in read ? read.json : read.text);
  const body = value as CallErrorBody | null | undefined;
  if (read && "json" in read && typeof body?.code === "string" && body.code && typeof body.error === "string")
    return fits(body) ? body : { code: body.code.slice(0, 200), error: body.error.slice(0, 2000) };
  if (!read || ("text" in read && !read.text)) return synthetic(response, "empty_error_body", "empty body");
  if ("text" in read)
    return { ...synthetic(response, "non_json_error_body", "body not JSON"), body: read.text.slice(0, MAX_BODY_CHARS) };
  const out = synthetic(response, "malformed_error_body", "JSON body not { code, error }");
  return fits(value) ? { ...out, body: value } : { ...out, error: out.error + " (too large or deep to keep)" };
}
