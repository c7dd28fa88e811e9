// Time in the tests. No test depends on how fast the machine runs it: a limit that is there only to
// end a hang sits minutes beyond a slow run (SLOW, STEP), and a time limit a test means to reach
// runs on a fake clock that the test moves itself, once the real work before it is done (requests
// to a local server, on real time, go on meanwhile).
import { setTimeout as realPause } from "node:timers/promises";
import { afterEach, vi } from "vitest";

/**
 * The time limit of a test or hook that runs a compiler, a child process (npm, node, tsc, a second
 * vitest, the mock), a browser or a build: seconds on an idle machine, many times that on a busy one.
 */
export const SLOW = 10 * 60_000;

/**
 * How long one step that waits on another program (a child process, the browser, a request to a
 * provider the test started) may take before it counts as hung: less than {@link SLOW}, so that the
 * test says which step hung.
 */
export const STEP = 5 * 60_000;

/**
 * For a suite whose tests may run on a fake clock: the function returned puts setTimeout,
 * clearTimeout, Date and performance.now on it (`vi.advanceTimersByTimeAsync` moves it); after
 * each test, passed or failed, the clock is real again. Call it where the suite's hooks go.
 */
export function useFakeClock(): () => void {
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
  };
}

/** Waits on real time, the fake clock left where it is, until `done()` holds: polled every 5 ms, a minute at most. */
export async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 12_000; i++) {
    if (done()) return;
    await realPause(5);
  }
  throw new Error(`still waiting after a minute for ${what}`);
}

/** Waits `ms` of real time, the fake clock left where it is: real I/O and due callbacks run meanwhile. */
export const realDelay = (ms: number) => realPause(ms);

/**
 * Moves the fake clock to the next timer each time one is set, until `done()` holds: a wait that the
 * code under test starts on the clock ends at once, and the clock stands still while no timer is
 * set. The platform's fetch may keep timers of its own on the clock, so call this only once the
 * real I/O before the wait is over, and end it (`done()`) as soon as the code has stopped waiting:
 * the clock then never moves while a request is in flight. At most 20 moves.
 */
export async function passWaits(done: () => boolean, what: string): Promise<void> {
  for (let moves = 0; moves < 20 && !done(); moves++) {
    await until(() => done() || vi.getTimerCount() > 0, what);
    if (!done()) await vi.advanceTimersToNextTimerAsync();
  }
  await until(done, what);
}

/**
 * `promise`, marked as handled: its rejection while the test awaits something else is no
 * unhandled rejection, and awaiting `promise` later still throws it.
 */
export function observed<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
