// Tokens and where they are kept. Secrets live in private fields: JSON.stringify, inspect() and
// object spreads show only what is safe to log; `export()` is the one explicit way out, for a store.

import { checkVisible } from "../shared/checks.js";

/** Node's `inspect()` hook: what a log shows of an object that holds secrets. */
export const INSPECT = Symbol.for("nodejs.util.inspect.custom");

/**
 * A user's tokens as plain data, for a {@link TokenStore} to persist. It holds secrets: keep it
 * encrypted at rest and out of logs.
 */
export interface TokenData {
  readonly accessToken: string;
  /** Absent when the provider issued none: the user signs in again once the access token expires. */
  readonly refreshToken?: string | undefined;
  /** When the access token expires, in milliseconds since the epoch; absent when the provider did not say. */
  readonly expiresAt?: number | undefined;
  /** When the access token was issued, in milliseconds since the epoch (absent when not known). */
  readonly issuedAt?: number | undefined;
  /** The scopes the user granted. */
  readonly scopes: readonly string[];
  /** The ID token's claims, checked at sign-in (absent without `openid`). */
  readonly idTokenClaims?: Readonly<Record<string, unknown>> | undefined;
}

/** Where an app keeps each user's tokens: a database row, an encrypted cookie, session storage, … */
export interface TokenStore {
  get(userId: string): TokenData | undefined | Promise<TokenData | undefined>;
  set(userId: string, tokens: TokenData): void | Promise<void>;
  delete(userId: string): void | Promise<void>;
}

/** The default store: a `Map` in memory, lost on restart, not shared between processes. */
export class MemoryTokenStore implements TokenStore {
  readonly #tokens = new Map<string, TokenData>();
  get(userId: string): TokenData | undefined {
    return this.#tokens.get(userId);
  }
  set(userId: string, tokens: TokenData): void {
    this.#tokens.set(userId, tokens);
  }
  delete(userId: string): void {
    this.#tokens.delete(userId);
  }
  /** How many users have tokens. */
  get size(): number {
    return this.#tokens.size;
  }
}

/** The tokens of one sign-in. Logging it shows when it expires and what it allows, never a token. */
export class TokenSet {
  /** When the access token expires (ms since the epoch), or `undefined` when the provider did not say. */
  readonly expiresAt: number | undefined;
  /** When the access token was issued (ms since the epoch), or `undefined` when not known. */
  readonly issuedAt: number | undefined;
  /** The scopes the user granted. */
  readonly scopes: readonly string[];
  /**
   * The ID token's claims, checked at sign-in: `sub` (the provider's stable ID of the user), `iss`,
   * `aud`, `exp`, `iat` and whatever other claims the provider adds (the nonce is dropped).
   * `undefined` without the `openid` scope; kept through refreshes.
   */
  readonly idTokenClaims: Readonly<Record<string, unknown>> | undefined;
  readonly #access: string;
  readonly #refresh: string | undefined;

  private constructor(data: TokenData) {
    this.#access = data.accessToken;
    this.#refresh = data.refreshToken;
    this.expiresAt = data.expiresAt;
    this.issuedAt = data.issuedAt;
    this.scopes = Object.freeze([...data.scopes]);
    this.idTokenClaims = data.idTokenClaims && Object.freeze({ ...data.idTokenClaims });
  }

  /** Checks data read from a store (or built by hand) and wraps it. Errors name the field, never its value. */
  static from(data: TokenData): TokenSet {
    if (typeof data !== "object" || data === null) throw new TypeError("Token data must be an object");
    const { accessToken, refreshToken, expiresAt, issuedAt, scopes, idTokenClaims } = data;
    checkVisible("Token data: accessToken", accessToken);
    if (refreshToken !== undefined) checkVisible("Token data: refreshToken", refreshToken);
    if (expiresAt !== undefined && !Number.isFinite(expiresAt))
      throw new TypeError("Token data: expiresAt must be a finite number when present");
    if (issuedAt !== undefined && !Number.isFinite(issuedAt))
      throw new TypeError("Token data: issuedAt must be a finite number when present");
    if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== "string"))
      throw new TypeError("Token data: scopes must be an array of strings");
    if (idTokenClaims !== undefined && (typeof idTokenClaims !== "object" || idTokenClaims === null))
      throw new TypeError("Token data: idTokenClaims must be an object when present");
    return new TokenSet(data);
  }

  /** Whether a refresh token is held. */
  get refreshable(): boolean {
    return this.#refresh !== undefined;
  }

  /**
   * Whether the access token expires within `seconds` of `now` (never, when no expiry is known).
   * The margin is at most half the token's lifetime, when its issue time is known: a token that
   * lives for less than `seconds` would otherwise count as expiring from the moment it is issued,
   * and be refreshed before every request.
   */
  expiresWithin(seconds: number, now = Date.now()): boolean {
    if (this.expiresAt === undefined) return false;
    const life = this.issuedAt === undefined ? Infinity : (this.expiresAt - this.issuedAt) / 2;
    return this.expiresAt - Math.min(seconds * 1000, life) <= now;
  }

  /** The tokens as plain data, secrets included: for a {@link TokenStore}, never for a log. */
  export(): TokenData {
    return {
      accessToken: this.#access,
      ...(this.#refresh !== undefined && { refreshToken: this.#refresh }),
      ...(this.expiresAt !== undefined && { expiresAt: this.expiresAt }),
      ...(this.issuedAt !== undefined && { issuedAt: this.issuedAt }),
      scopes: [...this.scopes],
      ...(this.idTokenClaims && { idTokenClaims: { ...this.idTokenClaims } }),
    };
  }

  /** What `JSON.stringify` writes: no token. */
  toJSON(): object {
    return {
      expiresAt: this.expiresAt,
      scopes: this.scopes,
      refreshable: this.refreshable,
      accessToken: "[redacted]",
    };
  }

  [INSPECT](): string {
    return `TokenSet ${JSON.stringify(this)}`;
  }
}
