/**
 * The judgement of an answer, whether the server, an app's fetch or middleware gave it: openapi-
 * fetch's `{ data, error, response }` becomes the client's. A success body is read here (bounded,
 * within the time limit) as the call asked; a failed answer's body becomes `{ code, error }` (a
 * synthetic code where the server sent something else); a redirect left unfollowed is
 * `unexpected_redirect`; a success whose stated JSON result is missing or unreadable, or fails the
 * app's result validator, `invalid_response`.
 */
import { JSON_RESULT } from "../../generated/operation-flags.js";
import { errorBody, MAX_BODY_CHARS, type ReadBody, synthetic } from "../errors/error-body.js";
import { classify, type Failure } from "../errors/failure.js";
import { noteFailure } from "../errors/unwrap.js";
import { redactBody } from "../shared/redact.js";
import { MAX_BODY_BYTES, MAX_ERROR_BYTES, MAX_JSON_BYTES, read, TOO_LARGE } from "./body.js";
import type { Plan, Settings } from "./options.js";
import { type Answered, REDIRECT } from "./send.js";

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
 * What the caller gets for `got`, what openapi-fetch returned for `plan` (called with `parseAs:
 * "stream"`, so that every success body is read here). `sent` is the transport's answer, if there
 * was one. A success body that could not be read is a failure, classified (a `NetworkError` once
 * the answer began, a `TimeoutError`, the caller's abort).
 */
export async function judge(
  settings: Settings,
  plan: Plan,
  got: Result,
  sent: Answered | undefined,
): Promise<Result | Failure> {
  const { response } = got;
  const { status } = response;
  const { method, parseAs, limit } = plan;
  const own = sent?.response === response;
  const invalid = (text: string, cause?: Error) =>
    failed(plan, response, synthetic(response, "invalid_response", text), cause);
  if ((sent?.redirect && sent.response.status === status) || REDIRECT.has(status) || response.type === "opaqueredirect")
    return failed(plan, response, synthetic(response, "unexpected_redirect", `redirect not followed (${method})`));
  // openapi-fetch took the answer for a failure (an app's fetch may report another status than the
  // one its answer holds): a failure then, never a success.
  if (status < 200 || status > 299 || got.error !== undefined) {
    if (sent?.body === TOO_LARGE && sent.response.status === status)
      return failed(
        plan,
        response,
        synthetic(response, "malformed_error_body", `body over ${MAX_ERROR_BYTES} bytes, not read`),
      );
    const { error } = got;
    // The transport's failed answer as it read it; anything else as openapi-fetch read it.
    const body: ReadBody | undefined =
      own && typeof sent.body === "string"
        ? parse(sent.body)
        : error === undefined || error === ""
          ? undefined
          : typeof error === "string"
            ? { text: error }
            : { json: error };
    return failed(plan, response, errorBody(body, response));
  }
  let data = got.data;
  // The spec states this success's JSON body: without one, or with JSON null or the JSON string "",
  // the call did not do what it says.
  let missing = data == null ? "no body" : "";
  if (parseAs === "stream" || missing) limit?.stop();
  else {
    if (response.bodyUsed || (data as ReadableStream).locked)
      return invalid("body read before the client could read it (by middleware)");
    const most = parseAs === "json" ? MAX_JSON_BYTES : MAX_BODY_BYTES;
    let value: string | Blob | ArrayBuffer | typeof TOO_LARGE;
    try {
      const as = parseAs === "json" ? "text" : (parseAs as "text" | "blob" | "arrayBuffer");
      value = await read(response, as, most, limit?.signal ?? plan.signal);
    } catch (error) {
      const facts = { ...plan, attempts: sent?.attempts ?? 1, secrets: () => settings.credentials.secrets(sent?.held) };
      const failure = classify("read", error, facts);
      // What cannot be held as text (an app's fetch may read a body past the limits) is no network failure.
      if (failure.code !== "network_error" || !tooLarge(error)) return failure;
      return invalid("body too large or too deep to read", new RangeError("body too large or too deep to read"));
    } finally {
      limit?.stop();
    }
    if (value === TOO_LARGE) return invalid(`body over ${most} bytes, not read`);
    data = value;
    if (value === "" || (value instanceof Blob && !value.size) || (value instanceof ArrayBuffer && !value.byteLength)) {
      missing = "no body";
      if (parseAs === "json") data = undefined;
    } else if (parseAs === "json") {
      try {
        data = JSON.parse(value as string);
      } catch (error) {
        // The parser's own message is left out: it quotes the body, which may hold a credential.
        const text = error instanceof SyntaxError ? "body not JSON" : "body too large or too deep to read";
        return invalid(text, error instanceof SyntaxError ? new SyntaxError(text) : new RangeError(text));
      }
      missing = data === null ? "body null" : data === "" ? 'body is the JSON string ""' : "";
    }
  }
  if (missing) return plan.flags & JSON_RESULT ? invalid(missing) : { data, response };
  if (parseAs !== "json" || !settings.validate) return { data, response };
  const problem = settings.validate(method, plan.path, status, data);
  if (!problem) return { data, response };
  // The findings name places in the server's body: its names may echo a credential.
  const findings = JSON.stringify(problem.body);
  const kept =
    findings.length <= MAX_BODY_CHARS
      ? JSON.parse(redactBody(findings, settings.credentials.secrets(sent?.held)))
      : synthetic(response, "invalid_response", "not the stated result (the findings are too large to keep)");
  return failed(plan, response, kept, problem.cause);
}

/** Whether `error` says a body was too large or deep to hold. */
const tooLarge = (error: unknown): boolean =>
  error instanceof RangeError || (error as { code?: unknown } | null)?.code === "ERR_STRING_TOO_LONG";
