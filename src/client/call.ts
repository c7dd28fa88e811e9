/**
 * One call, from the client's method to its result: the options checked into a plan, openapi-fetch's
 * own client called with the transport as its fetch (its middleware runs as usual), and the answer
 * judged. Each step's outcome is its return value.
 */
import { classify, type Failure } from "../errors/failure.js";
import { race } from "../shared/deadline.js";
import {
  type CallInit,
  isSafe,
  isTemplate,
  type MethodName,
  plan as check,
  type Plan,
  type Settings,
} from "./options.js";
import { judge, type Result } from "./result.js";
import { send, type Sent } from "./send.js";

/** Runs one call of `settings`' client; `base` holds the acting user's header, if any. */
export async function call(
  settings: Settings,
  method: MethodName,
  path: string,
  init: CallInit | undefined,
  base: Record<string, string> | undefined,
): Promise<Result> {
  const { hooks } = settings;
  const began = hooks ? performance.now() : 0;
  let plan: Plan | undefined;
  let sent: Sent | undefined;
  let sends = 0;
  let outcome: Result | Failure | undefined;
  try {
    try {
      plan = check(settings, method, path, init, base);
    } catch (error) {
      outcome = { error, code: "invalid_call" };
      throw error;
    }
    const planned = plan;
    // What runs above the transport (middleware answering or reading, openapi-fetch reading what
    // it was given) keeps the same limits: the caller's signal, and the time limit whenever the
    // transport is not sending (the transport keeps it while it sends).
    const { limit, signal } = plan;
    let sending = false;
    let above: AbortController | undefined;
    if (limit) {
      const stop = (above = new AbortController());
      limit.onExpire = () => sending || stop.abort();
      limit.start();
    }
    const fetch = async (request: Request): Promise<Response> => {
      // Middleware may call fetch again: a call that may move money still leaves once.
      if (sends++ && !isSafe(method)) {
        const error = new TypeError(
          `${method} ${path} was sent already: a call that may move money is never sent twice`,
        );
        throw (outcome = { error, code: "invalid_call" }).error;
      }
      sending = true;
      try {
        sent = await send(settings, planned, request);
      } finally {
        sending = false;
      }
      if ("error" in sent) throw (outcome = sent).error;
      return sent.response;
    };
    const { init: core, url } = plan;
    core.fetch = fetch;
    // openapi-fetch asks for the URL when there are path parameters: the one filled in the plan.
    if (url) core.pathSerializer = () => url;
    let got: Result;
    try {
      const answer = settings.core.request(method as never, path as never, core as never) as Promise<Result>;
      got = await (above
        ? race(answer, signal ? AbortSignal.any([signal, above.signal]) : above.signal)
        : signal
          ? race(answer, signal)
          : answer);
    } catch (error) {
      if (outcome && "code" in outcome && error === outcome.error) throw error;
      if (signal?.aborted || above?.signal.aborted) {
        const facts = {
          ...plan,
          attempts: sent?.attempts ?? 0,
          secrets: () => settings.credentials.secrets(sent?.held),
        };
        throw (outcome = classify("read", error, facts)).error;
      }
      const answer = sent && !("error" in sent) ? sent : undefined;
      // Middleware read the failed answer's body, which openapi-fetch then could not: it was read
      // below, whole, and is judged as it is.
      if (answer?.body !== undefined && answer.response.bodyUsed && error instanceof TypeError)
        got = { response: answer.response };
      else {
        // Middleware's own error, or one thrown before anything was sent (a body JSON cannot hold).
        outcome = { error, code: sends ? "failed" : "invalid_call" };
        throw error;
      }
    }
    const judged = await judge(settings, plan, got, sent && !("error" in sent) ? sent : undefined).catch(
      (error: unknown) => {
        // A result validator's own error.
        throw (outcome = { error, code: "failed" }).error;
      },
    );
    outcome = judged;
    if ("code" in judged) throw judged.error;
    return judged;
  } finally {
    plan?.limit?.stop();
    hooks?.settled(
      { method, path: plan?.path ?? (isTemplate(path) ? path : "(not a path template)"), given: plan?.given },
      began,
      sent?.attempts ?? 0,
      outcome,
      () => settings.credentials.secrets(sent?.held),
    );
  }
}
