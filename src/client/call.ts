/**
 * One call, from the client's method to its outcome: its options checked into a plan (plan.ts),
 * openapi-fetch's own client called with the call's transport as its fetch (send.ts; middleware
 * runs as usual), and the answer judged (result.ts). The outcome is written in two places only:
 * where the judgement returns, and where a failure is caught.
 */
import type { Failure } from "../errors/failure.js";
import { type CallInit, type MethodName, type Plan, planCall } from "./plan.js";
import { judge, type Result } from "./result.js";
import { transport, type Transport } from "./send.js";
import type { Settings } from "./settings.js";

/** Runs one call of `settings`' client; `base` holds the acting user's header, if any. */
export async function call(
  settings: Settings,
  method: MethodName,
  path: string,
  init: CallInit | undefined,
  base: Record<string, string> | undefined,
): Promise<Result> {
  const { hooks, validate } = settings;
  const began = hooks ? performance.now() : 0;
  let plan: Plan | undefined;
  let sender: Transport | undefined;
  let outcome: Result | Failure;
  try {
    plan = planCall(settings, method, path, init, base);
    sender = transport(settings, plan);
    outcome = judge(plan, await sender.answer(), validate, sender.secrets);
  } catch (error) {
    outcome = sender ? sender.failure(error) : { error, code: "invalid_call" };
  }
  hooks?.settled(
    { method, path, given: plan?.given },
    began,
    sender?.attempts() ?? 0,
    outcome,
    sender?.secrets ?? settings.credentials.secrets,
  );
  if ("code" in outcome) throw outcome.error;
  return outcome;
}
