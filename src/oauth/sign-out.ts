// Sign-out: the user's tokens leave the store, and are revoked where the provider allows it.
import type { Provider } from "./provider.js";
import { TokenSet, type TokenStore } from "./tokens.js";
import type { OAuthClient } from "./types.js";
import type { UserQueue } from "./user-queue.js";

/** What sign-out needs from createOAuth. */
export interface SignOutParts {
  readonly provider: Provider;
  readonly queue: UserQueue;
  readonly store: TokenStore;
}

/** The sign-out of an {@link OAuthClient}. */
export function createSignOut({ provider, queue, store }: SignOutParts): OAuthClient["signOut"] {
  return async function signOut(userId = "default") {
    // After a refresh under way for this user: its tokens, once written, are the ones revoked.
    const data = await queue.exclusive(userId, async () => {
      const held = await queue.stored(userId, "get", () => store.get(userId));
      await queue.stored(userId, "delete", () => store.delete(userId));
      return held;
    });
    if (data !== undefined && provider.revokes) await provider.revoke(TokenSet.from(data));
  };
}
