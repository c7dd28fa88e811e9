import type { Limit } from "../shared/deadline.js";
import { copyError } from "../shared/redact.js";
import { NetworkError } from "./network-error.js";
import { TimeoutError } from "./timeout-error.js";

/**
 * Where a call failed: checking what it sends (`check`), asking the token provider (`token`),
 * sending (`send`), reading the answer's body (`read`), or judging the answer (`result`).
 */
export type Stage = "check" | "token" | "send" | "read" | "result";

/** Why a call or an attempt failed without an answer, as hooks report it. */
export type FailureCode = "aborted" | "invalid_call" | "timeout" | "network_error" | "token_error" | "failed";

/** A failure as the caller gets it, and its code for hooks. */
export interface Failure {
  readonly error: unknown;
  readonly code: FailureCode;
}

/** What the classification reads of a call, or of a request to the identity provider. */
export interface CallFacts {
  readonly method: string;
  /** The path template, or the identity provider's endpoint. */
  readonly path: string;
  /** The origin the call was sent to, when `path` does not name it. */
  readonly origin?: string | undefined;
  /** The caller's signal. */
  readonly signal?: AbortSignal | undefined;
  /** The time limit of the attempt. */
  readonly limit?: Limit | undefined;
  readonly attempts: number;
  /** The credentials to keep out of a copied cause. */
  secrets(): readonly string[];
}

/**
 * The one place where anything thrown during a call becomes what the caller sees, in this order:
 * the caller's abort (the signal's reason, as given); a refusal of what the call sends (the
 * client's own TypeError or RangeError, as it is); the time limit (`TimeoutError`); the network
 * (`NetworkError`, `responded` once the answer began). Those two carry a copy of what fetch threw,
 * without credentials. What the app's own code threw (a token provider, a result validator,
 * middleware) is passed on as it is.
 */
export function classify(stage: Stage, error: unknown, call: CallFacts): Failure {
  if (call.signal?.aborted) return { error: call.signal.reason, code: "aborted" };
  if (stage === "check") return { error, code: "invalid_call" };
  const { method, path, origin, limit } = call;
  const cause = () => ({ cause: copyError(error, call.secrets(), 2000) });
  if (limit?.expired) {
    const timeout = new TimeoutError(method, path, limit.ms, cause(), call.attempts, stage === "token");
    return { error: timeout, code: "timeout" };
  }
  if (stage === "send" || stage === "read")
    return { error: new NetworkError(method, path, cause(), stage === "read", origin), code: "network_error" };
  return { error, code: stage === "token" ? "token_error" : "failed" };
}
