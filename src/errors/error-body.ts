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

/**
 * Whether `status` is a success (2xx). Results go by the status, never by `response.ok`, which a
 * custom `fetch` could get wrong.
 */
export const succeeded = (status: number): boolean => status >= 200 && status < 300;

/** A synthetic error body: `code`, and a text that names the status and no server data. */
export const synthetic = (response: Response, code: SyntheticErrorCode, text: string): CallErrorBody => ({
  code,
  error: `HTTP ${response.status}, ${text}`,
});

/** How a failed response's body arrived: parsed JSON, or text that is not JSON. */
export type ReadBody = { readonly json: unknown } | { readonly text: string };

/**
 * Turns the body of a failed response into a {@link CallErrorBody}, with a synthetic code when the
 * body was empty, not JSON, or not of the error shape. `keep` makes the copy of the body that is
 * kept (redacted and bounded); without it the spec's shape is taken as it is and nothing more is kept.
 */
export function errorBody(
  read: ReadBody | undefined,
  response: Response,
  keep?: (value: unknown, maxChars: number) => unknown,
): CallErrorBody {
  const parsed = read && ("json" in read ? read.json : read.text);
  const body = parsed as CallErrorBody | null | undefined;
  if (read && "json" in read && typeof body?.code === "string" && typeof body.error === "string") {
    // The whole object stays (a server may add fields), unless it is too large to check; then its
    // code and text do, each redacted whole and then shortened, so no credential is cut in two.
    return !keep
      ? body
      : ((keep(body, MAX_BODY_CHARS) as CallErrorBody | undefined) ?? {
          code: (keep(body.code, Infinity) as string).slice(0, 200),
          error: (keep(body.error, Infinity) as string).slice(0, 2000),
        });
  }
  if (!read || ("text" in read && read.text === "")) return synthetic(response, "empty_error_body", "empty body");
  // A JSON string (`"Service unavailable"`) is JSON of the wrong shape, not text.
  const out: { -readonly [K in keyof CallErrorBody]: CallErrorBody[K] } =
    "text" in read
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
