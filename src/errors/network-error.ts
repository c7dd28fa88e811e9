import { CallError, named } from "./call-error.js";

/**
 * No whole response arrived: DNS, refused or reset connection, TLS, or a body cut short. In the
 * last case the server did answer, and may have acted on the request: `responded` is `true`.
 */
export class NetworkError extends CallError {
  override readonly name = "NetworkError";
  /** Whether the response began (status and headers arrived) before the body was cut short. */
  declare readonly responded: boolean;
  constructor(method: string, path: string, options?: ErrorOptions, responded = false) {
    super(
      method,
      path,
      responded
        ? "failed: response cut short (network error), the server may have acted"
        : "failed: no response (network error)",
      options,
    );
    this.responded = responded;
  }
}

/** Whether `e` is a {@link NetworkError}. */
export const isNetworkError = (e: unknown): e is NetworkError => named(e, "NetworkError", "method");
