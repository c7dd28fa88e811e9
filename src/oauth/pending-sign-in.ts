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
  /**
   * When startSignIn() made it, in ms since the epoch: it can be finished for an hour from then.
   * Data without it (exported before it was recorded) is refused at the finish (`sign_in_expired`).
   */
  readonly startedAt?: number | undefined;
}

/**
 * How long after startSignIn() a pending sign-in can be finished: one hour, time for the user at
 * the provider's login pages (an identity provider's own login timeout is minutes, 30 by default
 * at Keycloak) and for the code's short life after the redirect back (RFC 6749 section 4.1.2: at
 * most ten minutes). A finished sign-in is remembered for as long (see used-sign-ins.ts).
 */
export const SIGN_IN_LIFETIME_MS = 60 * 60_000;

/**
 * How far ahead of this machine's clock a pending sign-in's start may lie: another server, whose
 * clock runs ahead, may have started it.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A sign-in that has sent the user to the provider. Keep it (server session, or `export()` into
 * session storage) until the user comes back to `redirectUri`. Logging it never shows the verifier.
 * It is finished once: a second finish, with this object or another rebuilt from its data in the
 * same process, is refused before anything is sent (`sign_in_used`). Across processes, take the
 * data out of the session or store before finishing, so that a second callback finds none. It is
 * finished within an hour of startSignIn(); later, the finish is refused (`sign_in_expired`).
 */
export class PendingSignIn {
  /** Where to send the user. */
  readonly url: URL;
  /** The scopes asked for. */
  readonly scopes: readonly string[];
  readonly #data: PendingSignInData;

  constructor(url: URL, data: PendingSignInData) {
    const { state, codeVerifier, nonce, scopes, redirectUri, startedAt } = data ?? {};
    if (typeof state !== "string" || !state || typeof codeVerifier !== "string" || codeVerifier.length < 43)
      throw new TypeError("Pending sign-in data needs a state and a code verifier of at least 43 characters");
    if (nonce !== undefined && typeof nonce !== "string")
      throw new TypeError("Pending sign-in data: nonce must be a string");
    if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== "string"))
      throw new TypeError("Pending sign-in data: scopes must be an array of strings");
    if (redirectUri !== undefined && typeof redirectUri !== "string")
      throw new TypeError("Pending sign-in data: redirectUri must be a string");
    if (startedAt !== undefined && !Number.isSafeInteger(startedAt))
      throw new TypeError("Pending sign-in data: startedAt must be a time in ms since the epoch");
    this.url = url;
    this.scopes = Object.freeze([...scopes]);
    this.#data = {
      state,
      codeVerifier,
      nonce,
      scopes: this.scopes,
      ...(redirectUri !== undefined && { redirectUri }),
      ...(startedAt !== undefined && { startedAt }),
    };
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
