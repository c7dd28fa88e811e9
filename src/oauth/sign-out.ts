// Sign-out: the user's tokens leave the store, then are revoked at the provider. Where they cannot
// be, sign-out says so: the tokens stay valid at the provider until they expire.
import { CallError } from "../errors/call-error.js";
import { OAuthError, SignOutIncompleteError } from "./errors.js";
import type { Provider } from "./provider.js";
import { TokenSet, type TokenStore } from "./tokens.js";
import type { OAuthClient } from "./types.js";
import type { UserQueue } from "./user-queue.js";
import { checkUserId } from "./user-id.js";

/** What sign-out needs from createOAuth. */
export interface SignOutParts {
  readonly provider: Provider;
  readonly queue: UserQueue;
  readonly store: TokenStore;
  /**
   * Told, in the turn the sign-out is queued, that it was asked for: token requests from then on
   * wait behind it and get none of the tokens it removes (see refresh.ts).
   */
  readonly signingOut: (userId: string) => void;
}

/** The sign-out of an {@link OAuthClient}. */
export function createSignOut({ provider, queue, store, signingOut }: SignOutParts): OAuthClient["signOut"] {
  return async function signOut(userId = "default") {
    checkUserId(userId);
    // After a refresh under way for this user: its tokens, once written, are the ones revoked.
    const removing = queue.exclusive(userId, async () => {
      const held = await queue.stored(userId, "get", () => store.get(userId));
      await queue.stored(userId, "delete", () => store.delete(userId));
      return held;
    });
    // In the same turn: a token request from now on is queued behind the sign-out, and a refresh
    // under way is not shared with it, so it never gets the tokens the sign-out revokes.
    signingOut(userId);
    const data = await removing;
    if (data === undefined) return;
    try {
      await provider.revoke(TokenSet.from(data));
    } catch (error) {
      // The local half is done: the error says so, and that the provider may still honour the tokens.
      if (error instanceof OAuthError || error instanceof CallError) throw new SignOutIncompleteError(userId, error);
      throw error;
    }
  };
}
