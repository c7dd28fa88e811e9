/**
 * The time limit of one attempt: asking the token provider, sending (redirects included) and
 * reading the body. Started again for each attempt; `expired` tells a timeout from other aborts.
 */
export class Deadline {
  declare readonly ms: number;
  /** Whether the current attempt ran out of time. */
  expired = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ms: number) {
    this.ms = ms;
  }

  /** Starts the clock for an attempt; the returned signal aborts on the deadline or on `signal`. */
  start(signal: AbortSignal | null | undefined): AbortSignal {
    this.stop();
    this.expired = false;
    const controller = new AbortController();
    this.timer = setTimeout(() => {
      this.expired = true;
      controller.abort();
    }, this.ms);
    return signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
  }

  /** Stops the clock (the attempt is over, or its body has been read). */
  stop(): void {
    clearTimeout(this.timer);
  }
}
