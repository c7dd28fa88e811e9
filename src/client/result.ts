/**
 * The judgement of an answer, whether the server, an app's fetch or middleware gave it: what
 * openapi-fetch gave, with the success body the transport read, becomes the client's
 * `{ data, error, response }`. A failed answer's body becomes `{ code, error }` (a synthetic code
 * where the server sent something else); a redirect left unfollowed is `unexpected_redirect`; a
 * success whose stated JSON result is missing or unreadable, or fails the app's result validator,
 * `invalid_response`. It reads nothing itself: every body was read by the transport (send.ts).
 */
import { BLOB_RESULT, JSON_RESULT, TEXT_RESULT } from "../../generated/operation-flags.js";
import { errorBody, MAX_BODY_CHARS, type ReadBody, synthetic, type SyntheticErrorCode } from "../errors/error-body.js";
import type { Failure } from "../errors/failure.js";
import { noteFailure } from "../errors/unwrap.js";
import { redactBody } from "../shared/redact.js";
import { MAX_BODY_BYTES, MAX_ERROR_BYTES, MAX_JSON_BYTES, succeeded, TOO_LARGE } from "../shared/body.js";
import type { Plan } from "./plan.js";
import type { ResultValidator } from "./result-validation.js";
import { type Got, REDIRECT, UNREADABLE, USED } from "./send.js";

/** A call's outcome as openapi-fetch reports it: `data` on a 2xx, `error` otherwise. */
export interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** A failed call's result, noted for unwrap() with its cause: its `error` is never missing. */
function failed(plan: Plan, response: Response, error: unknown, cause?: unknown): Result {
  noteFailure(response, plan.method, plan.path, cause);
  return { error: error ?? synthetic(response, "invalid_response", "answer refused"), response };
}

/** A failed answer's body as text the transport read: JSON where it parses. */
function parse(text: string): ReadBody | undefined {
  if (!text) return undefined;
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { text };
  }
}

/**
 * What the caller gets for `got`, the answer to `plan` as the transport handed it on. `validate`
 * is the app's result validator; `secrets` are kept out of what it found. A result validator's
 * own error is a failure, passed on as it is.
 */
export function judge(
  plan: Plan,
  got: Got,
  validate: ResultValidator | undefined,
  secrets: () => readonly string[],
): Result | Failure {
  const { response, answered } = got;
  const { status } = response;
  const { method, parseAs } = plan;
  const refused = (code: SyntheticErrorCode, text: string, cause?: Error) =>
    failed(plan, response, synthetic(response, code, text), cause);
  // With `Cause`, the error's cause is one of that class saying the same, and nothing of the body.
  const invalid = (text: string, Cause?: typeof RangeError) =>
    refused("invalid_response", text, Cause && new Cause(text));
  if (
    (answered?.redirect && answered.response.status === status) ||
    REDIRECT.has(status) ||
    response.type === "opaqueredirect"
  )
    return refused("unexpected_redirect", `redirect not followed (${method})`);
  // openapi-fetch took the answer for a failure (an app's fetch may report another status than the
  // one its answer holds): a failure then, never a success.
  if (!succeeded(status, method) || (got.error !== undefined && status !== 304)) {
    if (answered?.body === TOO_LARGE && answered.response.status === status)
      return refused("malformed_error_body", `body over ${MAX_ERROR_BYTES} bytes, not read`);
    const { error } = got;
    // The transport's failed answer as it read it (credentials redacted); anything else, an answer
    // middleware made, as openapi-fetch read it, redacted here alike.
    const body: ReadBody | undefined =
      answered?.response === response && typeof answered.body === "string"
        ? parse(answered.body)
        : error === undefined || error === ""
          ? undefined
          : typeof error === "string"
            ? { text: redactBody(error, secrets()) }
            : { json: JSON.parse(redactBody(JSON.stringify(error), secrets())) };
    return failed(plan, response, errorBody(body, response));
  }
  let { data } = got;
  if (data === USED) return invalid("body read before the client could read it (by middleware)");
  if (data === UNREADABLE) return invalid("body too large or too deep to read", RangeError);
  if (data === TOO_LARGE)
    return invalid(`body over ${parseAs === "json" ? MAX_JSON_BYTES : MAX_BODY_BYTES} bytes, not read`);
  // The spec states this success's JSON body: without one, or with JSON null or the JSON string "",
  // the call did not do what it says. No body is `undefined`, however it came (a 204 or 205, an
  // empty 200 of any framing) and however it was to be read.
  let missing = "";
  if (
    data == null ||
    data === "" ||
    (data instanceof Blob && !data.size) ||
    (data instanceof ArrayBuffer && !data.byteLength)
  ) {
    missing = "no body";
    data = undefined;
  } else if (parseAs === "json") {
    try {
      data = JSON.parse(data as string);
    } catch (error) {
      // The parser's own message is left out: it quotes the body, which may hold a credential.
      return error instanceof SyntaxError
        ? invalid("body not JSON", SyntaxError)
        : invalid("body too large or too deep to read", RangeError);
    }
    missing = data === null ? "body null" : data === "" ? 'body is the JSON string ""' : "";
  }
  // A result the spec states as JSON at a specific status, or as a file or text (typed a Blob or a
  // string, never undefined), is missing from an empty body.
  if (missing) return plan.flags & (JSON_RESULT | BLOB_RESULT | TEXT_RESULT) ? invalid(missing) : { data, response };
  if (parseAs !== "json" || !validate) return { data, response };
  let problem: ReturnType<ResultValidator>;
  try {
    problem = validate(method, plan.path, status, data);
  } catch (error) {
    return { error, code: "failed" };
  }
  if (!problem) return { data, response };
  // The findings name places in the server's body: its names may echo a credential.
  const findings = JSON.stringify(problem.body);
  const kept =
    findings.length <= MAX_BODY_CHARS
      ? JSON.parse(redactBody(findings, secrets()))
      : synthetic(response, "invalid_response", "not the stated result (the findings are too large to keep)");
  return failed(plan, response, kept, problem.cause);
}
