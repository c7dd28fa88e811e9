// Pending sign-ins are single-use within a process: one that is being finished, or whose code the
// provider already exchanged for tokens, is refused before anything is sent. A second exchange of
// a code would gain nothing and, at providers that treat a replayed code as an attack (OAuth 2.0
// Security BCP), revoke the tokens of the first, successful one.
//
// A pending sign-in can be finished only within SIGN_IN_LIFETIME_MS of its start (checked by the
// finish, with CLOCK_SKEW_MS for a start on another server), so a finished one is remembered for
// that long from its finish, and no longer: past it, every honest copy is refused as expired
// anyway, and a copy whose start was changed cannot shorten the time it is remembered. What is
// remembered is therefore bounded by the sign-ins finished within one lifetime, however many.

/** States of sign-ins being finished now. */
const finishing = new Set<string>();
/**
 * States of sign-ins whose code was exchanged for tokens, each with its deadline (ms since the
 * epoch), in the order they were finished.
 */
const finished = new Map<string, number>();
/** The pending sign-in objects that were finished: refused for as long as they live. */
const finishedObjects = new WeakSet<object>();

/** Forgets the finished sign-ins whose deadline has passed: the oldest, as deadlines follow the finishes. */
function forgetExpired(now: number): void {
  for (const [state, deadline] of finished) {
    if (deadline > now) return;
    finished.delete(state);
  }
}

/**
 * Whether the sign-in with `state` (held in `pending`) is being finished, or was: `pending` itself,
 * or any sign-in with its state until its deadline (a copy past it is refused as expired instead).
 */
export function isUsed(state: string, pending: object): "finishing" | "finished" | undefined {
  if (finishing.has(state)) return "finishing";
  if (finishedObjects.has(pending)) return "finished";
  const deadline = finished.get(state);
  if (deadline === undefined) return undefined;
  if (deadline > Date.now()) return "finished";
  finished.delete(state);
  return undefined;
}

/**
 * Marks the sign-in with `state` as being finished; returns `end`, to call once its outcome is known:
 * `end(true)` when the provider gave tokens for its code (the sign-in stays used until `deadline`,
 * in ms since the epoch, after which no finish of it is accepted), `end(false)` otherwise (nothing
 * came of it: it may be finished again, and the provider refuses a code it has seen). Call it only
 * after {@link isUsed} said the sign-in was free, in the same turn.
 */
export function startFinishing(state: string, pending: object, deadline: number): (exchanged: boolean) => void {
  finishing.add(state);
  return (exchanged) => {
    finishing.delete(state);
    if (!exchanged) return;
    finishedObjects.add(pending);
    forgetExpired(Date.now());
    finished.set(state, deadline);
  };
}

/** How many finished sign-ins this process remembers by their state now (for tests). */
export function rememberedSignIns(): number {
  return finished.size;
}
