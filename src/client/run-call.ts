/**
 * One call, from the client's method to openapi-fetch and the transport below it, and back:
 * `runCall` checks the options, hands the call to openapi-fetch's own client (whose middleware runs
 * as usual), and turns what comes back into the client's result or one error.
 */
import { synthetic } from "../errors/error-body.js";
import { BodyTooLarge } from "./body.js";
import { Call, type ClientParts } from "./call.js";
import { type CallInit, prepareCall } from "./call-init.js";
import type { MethodName } from "./options.js";
import { isTemplate } from "./path.js";
import { failed, judge, type Result } from "./result.js";

/**
 * Runs one call: `init` checked, openapi-fetch's client called with the transport as its fetch,
 * its answer judged. `base` holds the acting user's header, if any.
 */
export async function runCall(
  parts: ClientParts,
  method: MethodName,
  path: string,
  init: CallInit | undefined,
  base: Record<string, string> | undefined,
): Promise<Result> {
  // A path that is no template is refused below; until then it is not repeated anywhere (hooks
  // report the operation), since it may hold a URL or a value.
  const call = new Call(parts, method, isTemplate(path) ? path : "(not a path template)");
  const { hooks } = call;
  const began = hooks ? performance.now() : 0;
  let result: Result | undefined;
  try {
    let core;
    try {
      core = prepareCall(call, init, base);
    } catch (error) {
      throw call.fail("check", error).error;
    }
    // The request openapi-fetch builds is noted as the call's own (see requestMaker).
    core.Request = parts.Request.bind(undefined, call);
    core.fetch = (request: Request) => parts.transport(call, request);
    let got: Result;
    try {
      got = (await parts.core.request(method as never, path as never, core as never)) as Result;
    } catch (error) {
      result = afterThrow(call, error);
      return result;
    }
    try {
      result = judge(got, call);
    } catch (error) {
      // The answer is in: what judging it throws (the app's validator, say) is no network failure.
      throw call.fail("result", error).error;
    }
    return result;
  } finally {
    call.deadline?.stop();
    hooks?.settled(call, began, result);
  }
}

/**
 * What openapi-fetch threw: the transport's failure as it classified it; a success body that could
 * not be read (too large, not JSON) as the result `invalid_response`, since the server answered and
 * for a POST may have acted; the body cut short or timed out while openapi-fetch read it; or the
 * options refused before anything was sent, or middleware's own error.
 */
function afterThrow(call: Call, error: unknown): Result {
  if (call.failure && error === call.failure.error) throw error;
  const { answer } = call;
  const live = !call.signal?.aborted && !call.deadline?.expired;
  // A failed answer's body was read below, whole: what happened to it above (a middleware that read
  // it, say) changes nothing of the answer.
  if (answer?.errorBody !== undefined && live) return judge({ response: answer.response }, call);
  // openapi-fetch had begun to read the body of the transport's answer.
  const reading = answer !== undefined && answer.response.bodyUsed;
  if (reading && live) {
    const cause =
      error instanceof BodyTooLarge
        ? error
        : error instanceof SyntaxError
          ? new SyntaxError("body not JSON")
          : error instanceof RangeError || (error as { code?: unknown } | null)?.code === "ERR_STRING_TOO_LONG"
            ? new RangeError("body too large or too deep to read")
            : undefined;
    // The parser's own message is left out: it quotes the body, which may hold a credential.
    if (cause)
      return failed(call, answer.response, synthetic(answer.response, "invalid_response", cause.message), cause);
  }
  throw call.fail(reading ? "read" : call.attempts ? "result" : "check", error).error;
}
