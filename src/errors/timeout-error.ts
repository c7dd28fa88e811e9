import { CallError, named } from "./call-error.js";

/** The last attempt outlived its timeout and was aborted. */
export class TimeoutError extends CallError {
  override readonly name = "TimeoutError";
  /** The timeout of each attempt. */
  declare readonly timeoutMs: number;
  /**
   * The attempt that timed out: more than 1 when the call was retried or sent again after a token
   * refresh. Each attempt has its own `timeoutMs`, asking the token provider included.
   */
  declare readonly attempts: number;
  constructor(
    method: string,
    path: string,
    timeoutMs: number,
    options?: ErrorOptions,
    attempts = 1,
    /** Whether time ran out while the token provider was being asked. */
    waitingForToken = false,
  ) {
    super(
      method,
      path,
      (attempts > 1
        ? `timed out after ${timeoutMs} ms on attempt ${attempts}`
        : `timed out after ${timeoutMs} ms, not retried`) + (waitingForToken ? ", waiting for the token provider" : ""),
      options,
    );
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

/** Whether `e` is a {@link TimeoutError}. */
export const isTimeoutError = (e: unknown): e is TimeoutError => named(e, "TimeoutError", "timeoutMs");
