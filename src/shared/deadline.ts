/**
 * Time limits and aborts, for the client and the OAuth entry alike: a wait that ends when a signal
 * aborts, whatever the awaited code does with the signal, and a limit restarted for each attempt.
 */

/**
 * Settles like `promise`, or rejects with the signal's reason as soon as it aborts (then calls
 * `stop`, to end what the promise was waiting for).
 */
export function race<T>(promise: T | PromiseLike<T>, signal?: AbortSignal | null, stop?: () => void): Promise<T> {
  if (!signal) return Promise.resolve(promise);
  return new Promise((resolve, reject) => {
    const abort = () => {
      stop?.();
      reject(signal.reason);
    };
    // Settled either way, so that what the promise rejects with later is never left unhandled.
    Promise.resolve(promise)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", abort));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
  });
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  let timer: ReturnType<typeof setTimeout>;
  return race(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), signal, () => clearTimeout(timer));
}

/**
 * A time limit of `ms` milliseconds under an optional `parent` signal: {@link Limit.start} begins
 * it (again), and its `signal` then aborts when the time is up, with a `DOMException` named
 * `TimeoutError`, or when `parent` aborts, with the parent's reason. `expired` tells the two apart;
 * `onExpire` is told when a run's time is up, after its signal aborted.
 */
export class Limit {
  /** Whether the time of the last run ran out (rather than the parent aborting). */
  expired = false;
  /** The signal of the last run. */
  signal: AbortSignal | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly ms: number,
    readonly parent?: AbortSignal,
    readonly onExpire?: () => void,
  ) {}

  /** Starts the clock again; returns the signal of this run. */
  start(): AbortSignal {
    this.stop();
    this.expired = false;
    const controller = new AbortController();
    // A timer of its own rather than AbortSignal.timeout, whose timer does not keep Node running:
    // a wait on an app's fetch that holds no socket would end the process unanswered.
    this.#timer = setTimeout(() => {
      this.expired = true;
      controller.abort(new DOMException(`no answer within ${this.ms} ms`, "TimeoutError"));
      this.onExpire?.();
    }, this.ms);
    return (this.signal = this.parent ? AbortSignal.any([this.parent, controller.signal]) : controller.signal);
  }

  /** Stops the clock: the attempt is over. */
  stop(): void {
    clearTimeout(this.#timer);
  }
}
