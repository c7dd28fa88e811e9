import type { Call } from "./transport.js";
import { NetworkError, TimeoutError } from "./errors.js";

/**
 * The one place where anything thrown during a call becomes what the caller sees, in this order:
 * the caller's own abort (the signal's reason, as given), then the deadline (`TimeoutError`), then
 * the network (`NetworkError`). Anything else is passed on as it is: the client's own refusal of an
 * argument, what judging an answer threw (an app's validator), the token provider's own failure.
 * Every cause the client adds is cleaned of credentials.
 */
export function callFailure(error: unknown, call: Call, clean: (error: unknown) => unknown): unknown {
  if (call.signal?.aborted) return call.signal.reason;
  // Refusals of the arguments, before sending, are the client's own and name no secret.
  if (call.step === "check" || call.step === "done") return error;
  if (call.deadline?.expired) {
    const { method, path, deadline, attempts, step } = call;
    return new TimeoutError(method, path, deadline.ms, { cause: clean(error) }, attempts, step === "authorize");
  }
  if (call.step === "send" || call.step === "read")
    return new NetworkError(call.method, call.path, { cause: clean(error) }, call.step === "read");
  // The token provider is the app's own code: its error is the app's, and reaches it unchanged.
  return error;
}
