// A sign-in between the redirect to the provider and the callback.
import { INSPECT } from "./tokens.js";

/** Plain data of a {@link PendingSignIn}, to keep between the redirect and the callback. */
export interface PendingSignInData {
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce?: string | undefined;
  /** The scopes asked for: the API's and any provider scopes. */
  readonly scopes: readonly string[];
  /**
   * The redirect URI the sign-in was started with: a finish with another is refused before the
   * code is sent. Absent in data exported before it was recorded.
   */
  readonly redirectUri?: string | undefined;
}

/**
 * A sign-in that has sent the user to the provider. Keep it (server session, or `export()` into
 * session storage) until the user comes back to `redirectUri`. Logging it never shows the verifier.
 * It is finished once: a second finish, with this object or another rebuilt from its data in the
 * same process, is refused before anything is sent (`sign_in_used`). Across processes, take the
 * data out of the session or store before finishing, so that a second callback finds none.
 */
export class PendingSignIn {
  /** Where to send the user. */
  readonly url: URL;
  /** The scopes asked for. */
  readonly scopes: readonly string[];
  readonly #data: PendingSignInData;

  constructor(url: URL, data: PendingSignInData) {
    const { state, codeVerifier, nonce, scopes, redirectUri } = data ?? {};
    if (typeof state !== "string" || !state || typeof codeVerifier !== "string" || codeVerifier.length < 43)
      throw new TypeError("Pending sign-in data needs a state and a code verifier of at least 43 characters");
    if (nonce !== undefined && typeof nonce !== "string")
      throw new TypeError("Pending sign-in data: nonce must be a string");
    if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== "string"))
      throw new TypeError("Pending sign-in data: scopes must be an array of strings");
    if (redirectUri !== undefined && typeof redirectUri !== "string")
      throw new TypeError("Pending sign-in data: redirectUri must be a string");
    this.url = url;
    this.scopes = Object.freeze([...scopes]);
    this.#data = { state, codeVerifier, nonce, scopes: this.scopes, ...(redirectUri !== undefined && { redirectUri }) };
  }

  /** Rebuilds a pending sign-in from {@link export}ed data. */
  static from(data: PendingSignInData, url: URL | string = "about:blank"): PendingSignIn {
    return new PendingSignIn(new URL(url), data);
  }

  /** The data needed to finish, secrets included: for session storage, never for a log. */
  export(): PendingSignInData {
    return { ...this.#data, scopes: [...this.scopes] };
  }

  toJSON(): object {
    return { url: this.url.href, scopes: this.scopes, codeVerifier: "[redacted]" };
  }

  [INSPECT](): string {
    return `PendingSignIn ${JSON.stringify(this)}`;
  }
}
