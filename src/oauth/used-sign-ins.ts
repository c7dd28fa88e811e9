// Pending sign-ins are single-use within a process: one that is being finished, or whose code the
// provider already exchanged for tokens, is refused before anything is sent. A second exchange of
// a code would gain nothing and, at providers that treat a replayed code as an attack (OAuth 2.0
// Security BCP), revoke the tokens of the first, successful one.

/** How many finished sign-ins are remembered by their state; the oldest are forgotten first. */
const REMEMBERED = 10_000;

/** States of sign-ins being finished now. */
const finishing = new Set<string>();
/** States of sign-ins whose code was exchanged for tokens, oldest first (bounded by {@link REMEMBERED}). */
const finished = new Set<string>();
/** The pending sign-in objects that were finished: refused for as long as they live. */
const finishedObjects = new WeakSet<object>();

/**
 * Whether the sign-in with `state` (held in `pending`) is being finished, or was: `pending` itself,
 * or any sign-in with its state as far as this process remembers.
 */
export function isUsed(state: string, pending: object): "finishing" | "finished" | undefined {
  if (finishing.has(state)) return "finishing";
  return finishedObjects.has(pending) || finished.has(state) ? "finished" : undefined;
}

/**
 * Marks the sign-in with `state` as being finished; returns `end`, to call once its outcome is known:
 * `end(true)` when the provider gave tokens for its code (the sign-in stays used), `end(false)`
 * otherwise (nothing came of it: it may be finished again, and the provider refuses a code it
 * has seen). Call it only after {@link isUsed} said the sign-in was free, in the same turn.
 */
export function startFinishing(state: string, pending: object): (exchanged: boolean) => void {
  finishing.add(state);
  return (exchanged) => {
    finishing.delete(state);
    if (!exchanged) return;
    finishedObjects.add(pending);
    finished.add(state);
    if (finished.size > REMEMBERED) finished.delete(finished.values().next().value!);
  };
}
