/** What a hook hears about one attempt of a call. It never holds a credential, a URL or a body. */
export interface AttemptEvent {
  /** The operation: method and path template, e.g. `GET /api/v1/transactions/{transaction_id}`. */
  readonly operation: string;
  /** HTTP method. */
  readonly method: string;
  /** Path template from the spec (parameter values are left out: they may be secrets). */
  readonly path: string;
  /** 1 for the first attempt, 2 for the first retry or the resend after a token refresh, ... */
  readonly attempt: number;
  /** HTTP status of the answer, if one arrived. */
  readonly status?: number;
  /** Milliseconds from the start of the attempt (asking the token provider included) to its answer. */
  readonly durationMs: number;
  /**
   * Why the attempt failed, if it did: `network_error`, `timeout`, `aborted`, `unexpected_redirect`
   * or `http_<status>` (the body of an attempt is not read when it is retried).
   */
  readonly errorCode?: string;
}

/** What a hook hears about a whole call, once it has settled. */
export interface CallEvent {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  /** Attempts made; 0 if the call was refused before sending. */
  readonly attempts: number;
  /** HTTP status of the final answer, if one arrived. */
  readonly status?: number;
  /** `Date.now()` when the call started; with `durationMs`, enough for a span after the fact. */
  readonly startTime: number;
  /** Milliseconds from the call to its result (the body read), or to its error. */
  readonly durationMs: number;
  /**
   * The result's `error.code` (the spec's or a synthetic code, credentials redacted), or
   * `network_error`, `timeout`, `aborted`, `invalid_call` (refused before sending) or `failed`.
   */
  readonly errorCode?: string;
}

/**
 * Functions told about calls, for logs, metrics and traces. They are called synchronously and
 * whatever they throw is ignored: observing never changes a call.
 */
export interface CallHooks {
  /** After each attempt: its status or why it failed. */
  readonly onAttempt?: (event: AttemptEvent) => void;
  /** After each call: its outcome, duration and number of attempts. */
  readonly onCall?: (event: CallEvent) => void;
}

/** Calls `hook` with `event`, ignoring what it throws. */
export function tell<E>(hook: ((event: E) => void) | undefined, event: E): void {
  try {
    hook?.(event);
  } catch {
    // A failing logger or tracer must not turn a call into a failure.
  }
}
