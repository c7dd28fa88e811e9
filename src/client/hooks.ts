import type { Failure } from "./failure.js";

/** What the values a call sends are read from: its options as given. */
interface Sent {
  readonly params?: { readonly path?: unknown; readonly query?: unknown; readonly header?: unknown };
  readonly body?: unknown;
}

/** What hooks read of a call, and note on it. */
export interface ObservedCall {
  readonly method: string;
  readonly path: string;
  readonly attempts: number;
  /** How the call failed, when it threw. */
  readonly failure: Failure | undefined;
  /**
   * The values the call sent (parameters, acting user), kept out of events; `null` when they could
   * not be read, so that no server code reaches events.
   */
  sent: readonly string[] | null | undefined;
}

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
   * `unexpected_redirect` or `http_<status>` (the body of an attempt is not read when it is retried).
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
   * The result's `error.code` (the spec's or a synthetic code, credentials redacted), or
   * `network_error`, `timeout`, `aborted`, `invalid_call` (refused before sending), `token_error`
   * (the token provider failed, or gave no usable token) or `failed` (anything else thrown, such as
   * a result validator's own error).
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

/**
 * What the client reports to; made by {@link observe}. Kept apart from the client so that an app
 * without hooks does not carry the code that builds events.
 */
export interface Observer {
  /** @internal One attempt ended with `status`, or failed without an answer; `code` says why it failed. */
  attempt(call: ObservedCall, began: number, status: number | undefined, code: string | undefined): void;
  /** @internal The call is about to be sent with `init` and `headers`: the values it sends are noted. */
  sending(call: ObservedCall, init: Sent | undefined, headers: unknown): void;
  /** @internal The call settled with `result`, or threw (no result: its failure is the call's). */
  settled(call: ObservedCall, began: number, result: { response: Response; error?: unknown } | undefined): void;
}

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
  ) {
    throw new TypeError("hooks.onAttempt and hooks.onCall must be functions");
  }
  return {
    sending(call, init, headers) {
      try {
        call.sent = valuesOf(init, headers);
      } catch {
        // Parameters that cannot be read again (a getter that throws) hide every server code.
        call.sent = null;
      }
    },
    attempt(call, began, status, errorCode) {
      tell(onAttempt, {
        ...names(call),
        attempt: call.attempts,
        ...(status === undefined ? {} : { status }),
        durationMs: performance.now() - began,
        ...(errorCode === undefined ? {} : { errorCode }),
      });
    },
    settled(call, began, result) {
      const status = result?.response.status;
      // A server's code is kept only in the form codes take, and only if it holds none of the
      // values the call sent: one that echoes the request (a parameter, query or body value, a
      // header such as the acting user) would carry them into logs, and becomes http_<status>.
      const given = result ? (result.error as { code?: unknown } | undefined)?.code : call.failure?.code;
      const code =
        typeof given === "string" && status !== undefined && (!CODE.test(given) || echoes(given, call))
          ? `http_${status}`
          : given;
      tell(onCall, {
        ...names(call),
        attempts: call.attempts,
        ...(status === undefined ? {} : { status }),
        startTime: performance.timeOrigin + began,
        durationMs: performance.now() - began,
        ...(typeof code === "string" ? { errorCode: code } : {}),
      });
    },
  };
}

/** The form of an error code: a short word of letters, digits, `_`, `.` and `-`. */
const CODE = /^[A-Za-z][\w.-]{0,63}$/;

/**
 * Whether `code` holds, in any case, one of the values the call sent (3 characters or more); or
 * may, because they could not be read.
 */
function echoes(code: string, { sent = [] }: ObservedCall): boolean {
  if (sent === null) return true;
  const lower = code.toLowerCase();
  return sent.some((value) => value.length >= 3 && lower.includes(value.toLowerCase()));
}

/**
 * The values a call sends, as text: its path parameters, query values and body (inside lists and
 * objects too, at most 3 levels and 200 values deep) and the headers given for it (the acting
 * user, an `Authorization` of the caller's own). A text that joins several values with
 * `,`, `|`, `;`, `+` or spaces (`ids=1,2,3`) counts as each of them too, and digits as well without
 * their leading zeros.
 */
function valuesOf(init: Sent | undefined, headers: unknown): string[] {
  const out: string[] = [];
  const add = (value: unknown, depth: number): void => {
    if (out.length >= 200) return;
    if (typeof value === "string") {
      // The text, its parts when it joins several, and digits without leading zeros: each once.
      const parts = value.split(/[,|;+\s]+/).slice(0, 200);
      for (const part of parts.length > 1 ? [value, ...parts] : parts) {
        const bare = part.replace(/^0+(?=\d+$)/, "");
        out.push(part);
        if (bare !== part) out.push(bare);
      }
    } else if (typeof value === "number" || typeof value === "bigint") out.push(String(value));
    else if (typeof value === "object" && value !== null && depth < 3) {
      for (const item of Array.isArray(value) ? value : Object.values(value)) add(item, depth + 1);
    }
  };
  if (headers instanceof Headers) headers.forEach((value) => add(value, 0));
  else add(headers, 0);
  add(init?.params?.path, 0);
  add(init?.params?.header, 0);
  add(init?.params?.query, 0);
  add(init?.body, 0);
  return out;
}

const names = ({ method, path }: ObservedCall) => ({
  operation: `${method} ${path}`,
  method,
  path,
});

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
