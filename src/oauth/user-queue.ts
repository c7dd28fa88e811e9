// One thing at a time on each user's tokens, and store operations that cannot hold a user forever.
import { Limit, race } from "../shared/deadline.js";
import { OAuthError } from "./errors.js";

/** The per-user queue of one createOAuth. */
export interface UserQueue {
  /**
   * Runs `task` after everything queued before it for `userId` (and after store operations that
   * outlived their callers): loading or refreshing the user's tokens, a sign-in's write, a
   * sign-out. So a sign-out never interleaves with a refresh (whose tokens it then revokes) and a
   * sign-in is never overwritten by a refresh begun before it.
   */
  exclusive<T>(userId: string, task: () => Promise<T>): Promise<T>;
  /**
   * A store operation for `userId`, bounded by `timeoutMs`: a store that never answers fails the
   * step waiting on it with `store_timeout` instead of holding every later step for that user. An
   * operation that outlives its caller stays under way: the user's next steps wait for it to land,
   * up to `timeoutMs` more; after that it is given up, and no step waits for it again.
   */
  stored<T>(userId: string, what: string, operation: () => T | Promise<T>): Promise<T>;
}

/** Makes the queue; `timeoutMs` (0 for none) bounds each store operation and each wait for a late one. */
export function createUserQueue(timeoutMs: number): UserQueue {
  // Store operations that outlived their callers, per user, each as the promise of its landing or
  // of being given up.
  const inflight = new Map<string, Set<Promise<void>>>();
  // The tail of each user's queue; an entry goes once nothing is queued after it.
  const queues = new Map<string, Promise<unknown>>();
  const ignore = () => undefined;

  /** Notes `op`, which outlived its caller, for the user's next steps to wait for. */
  function linger(userId: string, op: Promise<unknown>): void {
    let ops = inflight.get(userId);
    if (!ops) inflight.set(userId, (ops = new Set()));
    // AbortSignal.timeout's timer does not keep Node running: a store that never answers must not.
    const landing: Promise<void> = race(op, AbortSignal.timeout(timeoutMs))
      .then(ignore, ignore)
      .then(() => {
        ops.delete(landing);
        if (!ops.size && inflight.get(userId) === ops) inflight.delete(userId);
      });
    ops.add(landing);
  }

  return {
    exclusive(userId, task) {
      // A store write the last step gave up on may still land: the next step starts after it.
      const run = (queues.get(userId) ?? Promise.resolve())
        .then(() => Promise.all(inflight.get(userId) ?? []))
        .then(task);
      const tail = run.then(ignore, ignore);
      queues.set(userId, tail);
      void tail.then(() => {
        if (queues.get(userId) === tail) queues.delete(userId);
      });
      return run;
    },

    async stored(userId, what, operation) {
      const op = Promise.resolve().then(operation);
      if (!timeoutMs) return op;
      const limit = new Limit(timeoutMs);
      try {
        return await race(op, limit.start(), () => linger(userId, op));
      } catch (error) {
        if (!limit.expired) throw error;
        throw new OAuthError(`Token store: ${what} gave no answer within ${timeoutMs} ms`, "store_timeout");
      } finally {
        limit.stop();
      }
    },
  };
}
