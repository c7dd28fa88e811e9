import { JSON_STRING, literalText } from "../shared/redact.js";
import type { Failure } from "./failure.js";

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
  /** What the caller asked to send, as given (parameters and body), read besides what left. */
  readonly given?: unknown;
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
  /** @internal The call leaves for `url` with `headers` and `body`: the values it sends are noted. */
  sending(call: ObservedCall, url: string, headers: Record<string, string>, body: unknown): void;
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
    sending(call, url, headers, body) {
      try {
        call.sent = valuesOf(call.path, url, headers, body, call.given);
      } catch {
        // Values that cannot all be read (see valuesOf) hide every server code.
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

/** Letters, digits and "_" of any script: what a word is made of. */
const WORD = /[^\p{L}\p{N}]+/u;

/**
 * Whether `code` holds, in any case, one of the values the call sent: one of 3 characters or more
 * anywhere, a shorter one as a part of its own (`transaction_42_not_found` holds `42`); or may,
 * because they could not be read.
 */
function echoes(code: string, { sent = [] }: ObservedCall): boolean {
  if (sent === null) return true;
  const lower = code.toLowerCase();
  const parts = lower.split(WORD);
  return sent.some((value) =>
    value.length >= 3 ? lower.includes(value.toLowerCase()) : value !== "" && parts.includes(value.toLowerCase()),
  );
}

/** The most values a call may send, and levels a body may nest, for its server code to reach events. */
const MAX_SENT = 1000;
const MAX_LEVELS = 16;

/** What joins several values in one text: `ids=1,2,3`, `a|b`, form fields. */
const JOINED = /[,|;+\s&=]+/;

/**
 * Every value a call sends, as text: what the caller gave (`given`: parameters and body, before
 * serialisers and middleware) and what left after them: its headers (the acting user, an
 * `Authorization` of its own), the path's segments where `template` has a parameter, the values of
 * its query, and its body (see {@link textValues}; bytes read as UTF-8 text; inside lists and
 * objects at any depth). A text that joins several values (see {@link JOINED}) counts as each of
 * them too, and digits as well without their leading zeros. Throws where it cannot read all that
 * left (a stream, a file or any other kind of body, text with NUL characters, more than
 * {@link MAX_SENT} distinct values, more than {@link MAX_LEVELS} levels): then no server code is
 * trusted. Of what the caller gave, what cannot be read as text is passed over: what left of it
 * is read.
 */
function valuesOf(
  template: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  given: unknown,
): string[] {
  const out = new Set<string>();
  const keep = (text: string): void => {
    if (out.add(text).size > MAX_SENT) throw new RangeError(`more than ${MAX_SENT} values sent`);
  };
  const add = (value: unknown, depth: number, strict = true): void => {
    if (value === undefined || value === null) return;
    if (typeof value === "string") {
      if (value.includes("\0")) throw new TypeError("text with NUL characters");
      // The text, its parts when it joins several, and digits without leading zeros.
      const parts = value.split(JOINED);
      for (const part of parts.length > 1 ? [value, ...parts] : parts) {
        keep(part);
        const bare = part.replace(/^0+(?=\d+$)/, "");
        if (bare !== part) keep(bare);
      }
      return;
    }
    if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
      return keep(String(value));
    if (typeof value !== "object" || depth >= MAX_LEVELS) {
      if (strict) throw new TypeError("values that cannot be read");
    } else if (value instanceof URLSearchParams || value instanceof FormData) {
      value.forEach((item: unknown, name: string) => (add(name, depth + 1, strict), add(item, depth + 1, strict)));
    } else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
      add(textValues(new TextDecoder().decode(value)), depth + 1, strict);
    } else if (Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
      for (const item of Array.isArray(value) ? value : Object.values(value)) add(item, depth + 1, strict);
    } else if (strict) {
      throw new TypeError("a body whose values cannot be read");
    }
  };
  add(headers, 0);
  const { pathname, searchParams } = new URL(url);
  // The template's segments stand at the end of the path (the base URL's own come first); where
  // one has parameters (`item-{id}.json`), what stands in their place was sent.
  const names = template.split("/").reverse();
  pathname
    .split("/")
    .reverse()
    .forEach((segment, i) => {
      const name = names[i] ?? "";
      if (!name.includes("{")) return;
      const pattern = name.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^{}]*\}/g, "(.*)");
      add(new RegExp(`^${pattern}$`).exec(decodeURIComponent(segment))?.slice(1) ?? [segment], 0);
    });
  add(searchParams, 0);
  add(typeof body === "string" ? textValues(body) : body, 0);
  const [path, query, header, value] = (given as unknown[] | undefined) ?? [];
  add([path, query, header], 0, false);
  add(typeof value === "string" ? textValues(value) : value, 0, false);
  return [...out];
}

/**
 * The values a body's text holds, every way a server may read them: the value JSON gives (numbers
 * as JSON reads them), every JSON string literal with its escapes read (each key's, a repeated
 * key's too), every word as written (an integer past 2^53 with all its digits), and, where it has
 * any, its form fields.
 */
function textValues(text: string): unknown[] {
  const values: unknown[] = [text.split(/[\s"{}[\]:,]+/)];
  try {
    values.push(JSON.parse(text));
  } catch {
    // Not JSON: its words and literals below.
  }
  for (const [literal] of text.matchAll(JSON_STRING)) values.push(literalText(literal) ?? literal);
  if (text.includes("=")) values.push(new URLSearchParams(text));
  return values;
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
