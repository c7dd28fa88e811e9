import type { Call } from "./transport.js";
import { NetworkError, TimeoutError } from "./errors.js";

/**
 * The one place where anything thrown during a call becomes what the caller sees, in this order:
 * the caller's own abort (the signal's reason, as given), then the deadline (`TimeoutError`), then
 * the network (`NetworkError`). The client's own refusal of an argument is passed on as it is.
 * What the app's own code threw (the token provider, a result validator) is passed on as it is when
 * nothing it shows holds a credential, else as a plain copy: a validator may quote an answer that
 * echoed one, a provider's HTTP library the request it made. Every cause is cleaned the same way.
 */
export function callFailure(error: unknown, call: Call, clean: (error: unknown) => unknown): unknown {
  if (call.signal?.aborted) return call.signal.reason;
  // Refusals of the arguments, before sending, are the client's own and name no secret.
  if (call.step === "check") return error;
  if (call.deadline?.expired) {
    const { method, path, deadline, attempts, step } = call;
    return new TimeoutError(method, path, deadline.ms, { cause: clean(error) }, attempts, step === "authorize");
  }
  if (call.step === "send" || call.step === "read")
    return new NetworkError(call.method, call.path, { cause: clean(error) }, call.step === "read");
  return clean(error);
}
