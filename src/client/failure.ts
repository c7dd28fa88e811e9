import { NetworkError } from "../errors/network-error.js";
import { TimeoutError } from "../errors/timeout-error.js";
import type { Deadline } from "./deadline.js";

/**
 * Where in a call something failed: checking its options (`check`, which covers what the request
 * looks like once middleware is done with it), asking the token provider (`token`), sending
 * (`send`), reading the answer's body (`read`), or judging the answer that was read (`result`).
 */
export type Stage = "check" | "token" | "send" | "read" | "result";

/** Why a call or an attempt failed without an answer, as hooks report it. */
export type FailureCode = "aborted" | "invalid_call" | "timeout" | "network_error" | "token_error" | "failed";

/** A failure as the caller gets it, and its code for hooks. */
export interface Failure {
  readonly error: unknown;
  readonly code: FailureCode;
}

/** What the classification reads of a call. */
export interface CallFacts {
  readonly method: string;
  readonly path: string;
  readonly signal: AbortSignal | undefined;
  readonly deadline: Deadline | undefined;
  readonly attempts: number;
  /** `error` without the call's secrets. */
  clean(error: unknown): unknown;
}

/**
 * The one place where anything thrown during a call becomes what the caller sees and what hooks
 * report, in this order: the caller's own abort (the signal's reason, as given), a refusal of the
 * call's options (the client's own TypeError or RangeError, as it is), the deadline
 * (`TimeoutError`), the network (`NetworkError`, `responded` once the answer began). What the app's
 * own code threw (the token provider, a result validator, middleware) is passed on as it is when
 * nothing it shows holds a credential, else as a plain copy; every cause is cleaned the same way.
 */
export function classify(stage: Stage, error: unknown, call: CallFacts): Failure {
  const { method, path, deadline } = call;
  if (call.signal?.aborted) return { error: call.signal.reason, code: "aborted" };
  if (stage === "check") return { error, code: "invalid_call" };
  const cause = { cause: call.clean(error) };
  if (deadline?.expired) {
    return {
      error: new TimeoutError(method, path, deadline.ms, cause, call.attempts, stage === "token"),
      code: "timeout",
    };
  }
  if (stage === "send" || stage === "read") {
    return { error: new NetworkError(method, path, cause, stage === "read"), code: "network_error" };
  }
  return { error: cause.cause, code: stage === "token" ? "token_error" : "failed" };
}
