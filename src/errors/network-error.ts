import { CallError, named } from "./call-error.js";

/**
 * No whole response arrived: DNS, refused or reset connection, TLS, or a body cut short. In the
 * last case the server did answer, and may have acted on the request: `responded` is `true`. The
 * message names the call, the origin it went to (never a credential, a path value or a query) and
 * the code its cause gives, e.g. `GET /api/v1/me/balances failed: no response from
 * https://api.example (network error ECONNREFUSED)`.
 */
export class NetworkError extends CallError {
  override readonly name = "NetworkError";
  /** Whether the response began (status and headers arrived) before the body was cut short. */
  declare readonly responded: boolean;
  constructor(method: string, path: string, options?: ErrorOptions, responded = false, origin?: string) {
    // The code undici gives its error's cause (`ECONNREFUSED`, `UND_ERR_SOCKET`), or an app's
    // fetch its error. The client's causes are copies with the credentials redacted: a code that
    // was a credential no longer has the form of one.
    const cause = options?.cause as { code?: string; cause?: { code?: string } } | undefined;
    const code = [cause?.code, cause?.cause?.code].find((text) => /^[A-Z][A-Z\d_]{1,63}$/.test(text!));
    super(
      method,
      path,
      `failed: ${responded ? "response" : "no response"}${origin ? " from " + origin : ""}${
        responded ? " cut short" : ""
      } (network error${code ? " " + code : ""})${responded ? ", the server may have acted" : ""}`,
      options,
    );
    this.responded = responded;
  }
}

/** Whether `e` is a {@link NetworkError}. */
export const isNetworkError = (e: unknown): e is NetworkError => named(e, "NetworkError", "method");
