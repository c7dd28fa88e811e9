// Tokens for calls: loaded from the store, refreshed ahead of expiry or after a 401, one refresh
// at a time per user, shared by everyone who asks meanwhile.
import { OAuthError, SignInRequiredError } from "./errors.js";
import type { Provider } from "./provider.js";
import { type TokenData, TokenSet, type TokenStore } from "./tokens.js";
import type { OAuthClient, TokenProvider } from "./types.js";
import type { UserQueue } from "./user-queue.js";
import { checkUserId } from "./user-id.js";

/** What refreshing needs from createOAuth. */
export interface RefreshParts {
  readonly provider: Provider;
  readonly queue: UserQueue;
  readonly store: TokenStore;
}

/** The token provider of an {@link OAuthClient}, and what sign-out tells it. */
export interface Refresh extends Pick<OAuthClient, "tokenProvider"> {
  /**
   * A sign-out of `userId` was asked for, and is queued for the user from this turn on: a load or
   * refresh under way is no longer shared. Callers that asked before keep waiting for it; a
   * token request from now on gets a load of its own, queued behind the sign-out, which reads
   * what the sign-out left (no tokens: `SignInRequiredError`).
   */
  signingOut(userId: string): void;
}

/** The token provider of an {@link OAuthClient}. */
export function createRefresh({ provider, queue, store }: RefreshParts): Refresh {
  // Loads and refreshes under way, per user: everyone asking for that user's token waits for the
  // same one, until a sign-out of the user is asked for (see signingOut).
  const running = new Map<string, { refreshing: boolean; job: Promise<TokenSet> }>();

  async function load(userId: string): Promise<TokenSet> {
    const data = await queue.stored(userId, "get", () => store.get(userId));
    if (data === undefined) throw new SignInRequiredError(userId, "no_tokens");
    return TokenSet.from(data);
  }

  /**
   * Refreshes the user's tokens and stores the result; a refused refresh token is deleted. Runs in
   * the user's queue. If the store changed meanwhile all the same (another process refreshed,
   * signed the user out or in), what it holds now wins: the refresh's outcome is neither stored
   * nor used, and tokens it got are revoked where the provider allows.
   */
  async function renew(userId: string, tokens: TokenSet): Promise<TokenSet> {
    if (!tokens.refreshable) throw new SignInRequiredError(userId, "no_refresh_token");
    const started = tokens.export().refreshToken;
    let next: TokenSet | undefined;
    let refused: OAuthError | undefined;
    try {
      next = await provider.refresh(tokens);
    } catch (error) {
      if (!(error instanceof OAuthError && error.code === "invalid_grant")) throw error;
      refused = error;
    }
    // A store that cannot be read now still gets a successful refresh: the old refresh token may be
    // spent, and dropping the new one would sign the user out.
    let now: TokenData | undefined;
    let read = true;
    try {
      now = await queue.stored(userId, "get", () => store.get(userId));
    } catch (error) {
      if (!next) throw error;
      read = false;
    }
    // The store no longer holds what the refresh began from (changed by another process): what it
    // holds now wins, and the new tokens are revoked where the provider allows it (a provider without
    // a revocation endpoint, or one that cannot be reached, leaves them to expire), never handed out.
    if (read && now?.refreshToken !== started) {
      if (next) await provider.revoke(next).catch(() => undefined);
      if (now === undefined) throw new SignInRequiredError(userId, "no_tokens");
      return TokenSet.from(now);
    }
    if (refused) {
      await queue.stored(userId, "delete", () => store.delete(userId));
      throw new SignInRequiredError(userId, "refresh_refused", {
        status: refused.status ?? 400,
        code: refused.code,
        cause: refused,
      });
    }
    await queue.stored(userId, "set", () => store.set(userId, next!.export()));
    return next!;
  }

  /** The user's usable tokens: one load-or-refresh at a time per user, shared by all who ask meanwhile. */
  function usable(userId: string, skewSeconds: number, force: boolean): Promise<TokenSet> {
    const current = running.get(userId);
    if (current && (current.refreshing || !force)) return current.job;
    if (current) return current.job.catch(() => undefined).then(() => usable(userId, skewSeconds, true));
    const entry = { refreshing: force, job: undefined as unknown as Promise<TokenSet> };
    entry.job = queue.exclusive(userId, async () => {
      try {
        const tokens = await load(userId);
        if (!force && !tokens.expiresWithin(skewSeconds)) return tokens;
        entry.refreshing = true;
        return await renew(userId, tokens);
      } finally {
        if (running.get(userId) === entry) running.delete(userId);
      }
    });
    // The job waits in the user's queue at least until the next turn, so it is still pending here.
    running.set(userId, entry);
    return entry.job;
  }

  return {
    signingOut(userId) {
      // The job's own clean-up leaves a newer entry alone.
      running.delete(userId);
    },

    tokenProvider({ userId = "default", skewSeconds = 60 } = {}): TokenProvider {
      checkUserId(userId);
      if (typeof skewSeconds !== "number" || !(skewSeconds >= 0 && skewSeconds <= 86_400))
        throw new RangeError("skewSeconds must be from 0 to 86400");
      // The token this provider last handed out. When a 401 is reported but the store already holds
      // another one (refreshed meanwhile through another client of the same user), that one is the
      // answer, and no second refresh is sent.
      let given: string | undefined;
      const tokenFor = async (request: { readonly refresh: boolean }) => {
        const refresh = request?.refresh === true;
        if (refresh && given !== undefined) {
          const current = (await usable(userId, skewSeconds, false)).export().accessToken;
          if (current !== given) return (given = current);
        }
        return (given = (await usable(userId, skewSeconds, refresh)).export().accessToken);
      };
      tokenFor.grantedScopes = async () => (await usable(userId, skewSeconds, false)).scopes;
      return tokenFor;
    },
  };
}
