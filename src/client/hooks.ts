/**
 * `observe()`: the functions an app gives to hear about each attempt and call, made into the
 * observer the client reports to (observer.ts). Only an app that imports observe() carries this.
 */
import { succeeded } from "../shared/body.js";
import { type Named, OBSERVER, type Observer } from "./observer.js";
import { isTemplate } from "./plan.js";

export type { Observer } from "./observer.js";

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
   * Why the attempt failed, if it did: `network_error`, `timeout`, `aborted`, `token_error`,
   * `invalid_call`, `unexpected_redirect` or `http_<status>` (the body of an attempt is not read
   * when it is retried).
   */
  readonly errorCode?: string;
}

/** What a hook hears about a whole call, once it has settled. */
export interface CallEvent {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  /**
   * Attempts begun; 0 if the call was refused before sending. Asking the token provider is part of
   * an attempt, so a provider that failed leaves 1 and no request sent.
   */
  readonly attempts: number;
  /** HTTP status of the final answer, if one arrived. */
  readonly status?: number;
  /** `Date.now()` when the call started; with `durationMs`, enough for a span after the fact. */
  readonly startTime: number;
  /** Milliseconds from the call to its result (the body read), or to its error. */
  readonly durationMs: number;
  /**
   * The result's `error.code` when it has the form of a code and holds neither a credential nor a
   * value the call was given (else `http_<status>`), or `network_error`, `timeout`, `aborted`,
   * `invalid_call` (refused before sending), `token_error` (the token provider failed, or gave no
   * usable token) or `failed` (anything else thrown, such as middleware's or a result validator's
   * own error).
   */
  readonly errorCode?: string;
}

/**
 * Functions told about calls, for logs, metrics and traces; give them to {@link observe}. They are
 * called synchronously and whatever they throw is ignored: observing never changes a call.
 */
export interface CallHooks {
  /** After each attempt: its status or why it failed. */
  readonly onAttempt?: (event: AttemptEvent) => void;
  /** After each call: its outcome, duration and number of attempts. */
  readonly onCall?: (event: CallEvent) => void;
}

/** A copy of a record as it reads now (an array or a record in it copied too); anything else as it is. */
function snapshot(value: unknown): unknown {
  if (typeof value !== "object" || value === null || value instanceof Headers) return value;
  return Array.isArray(value)
    ? [...value]
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, typeof item === "object" ? snapshot(item) : item]),
      );
}

/** Whether `code` has the form of an error code: letters, digits and "_", at most 64 characters. */
const CODE = /^[A-Za-z0-9_]{1,64}$/;

/**
 * Makes the `hooks` option of `createClient` from functions told about calls.
 *
 * @example createClient({ baseUrl, auth, hooks: observe({ onCall: (e) => log.info(e) }) })
 */
export function observe(hooks: CallHooks): Observer {
  const { onAttempt, onCall } = hooks ?? {};
  if (
    (onAttempt !== undefined && typeof onAttempt !== "function") ||
    (onCall !== undefined && typeof onCall !== "function")
  )
    throw new TypeError("hooks.onAttempt and hooks.onCall must be functions");
  const names = ({ method, path }: Named) => ({ operation: `${method} ${path}`, method, path });
  return {
    [OBSERVER]: true,
    given(query, others) {
      const values: string[] = [];
      // Each value as it is sent: fetch trims a header's value at its ends.
      const add = (value: unknown): void => {
        if (value instanceof Headers) value.forEach(add);
        else if (Array.isArray(value)) value.forEach(add);
        else if (typeof value === "object" && value !== null) Object.values(value).forEach(add);
        else if (value != null && String(value).trim()) values.push(String(value).trim().toLowerCase());
      };
      const copy = snapshot(query);
      add(copy);
      others.forEach(add);
      return { query: copy, values };
    },
    attempt(call, attempt, began, status, code, redirect) {
      const errorCode =
        code ??
        (redirect
          ? "unexpected_redirect"
          : status === undefined || succeeded(status, call.method)
            ? undefined
            : `http_${status}`);
      tell(onAttempt, {
        ...names(call),
        attempt,
        ...(status === undefined ? {} : { status }),
        durationMs: performance.now() - began,
        ...(errorCode === undefined ? {} : { errorCode }),
      });
    },
    settled(call, began, attempts, outcome, secrets) {
      // A path refused as no template may hold a URL or a value: it is not named.
      if (!isTemplate(call.path)) call = { ...call, path: "(not a path template)" };
      const status = outcome?.response?.status;
      let code = outcome?.response ? (outcome.error as { code?: unknown } | undefined)?.code : outcome?.code;
      if (typeof code === "string" && status !== undefined) {
        // A server's code reaches logs only when it is a code, echoing no credential (in any case,
        // of any length) and no value the call was given (a word between "_", in any case).
        const lower = `_${code.toLowerCase()}_`;
        if (
          !CODE.test(code) ||
          secrets().some((secret) => lower.includes(secret.toLowerCase())) ||
          call.given?.some((value) => lower.includes(`_${value}_`))
        )
          code = `http_${status}`;
      }
      tell(onCall, {
        ...names(call),
        attempts,
        ...(status === undefined ? {} : { status }),
        startTime: performance.timeOrigin + began,
        durationMs: performance.now() - began,
        ...(typeof code === "string" ? { errorCode: code } : {}),
      });
    },
  };
}

/** Calls `hook` with `event`, ignoring what it throws, and what the promise it may return rejects with. */
function tell<E>(hook: ((event: E) => unknown) | undefined, event: E): void {
  try {
    const returned = hook?.(event) as PromiseLike<unknown> | undefined;
    // A failing logger or tracer must not turn a call into a failure, nor its promise crash the process.
    if (typeof returned?.then === "function") returned.then(undefined, () => undefined);
  } catch {
    // As above, for a hook that throws at once.
  }
}
