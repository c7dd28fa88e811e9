/**
 * The record of one call that its layers share (the client's method, the checks of its options,
 * openapi-fetch, the transport below it, the step that judges the answer): its settings, fixed
 * before anything is sent, and what the transport did.
 */
import type { Client } from "openapi-fetch";
import { DEFAULT_FLAGS, FLAGS } from "../../generated/operation-flags.js";
import { cleanError, redactBody, scrub } from "../shared/redact.js";
import type { TOO_LARGE } from "./body.js";
import type { Credentials } from "./credentials.js";
import { Deadline } from "./deadline.js";
import { classify, type Failure, type Stage } from "./failure.js";
import type { Observer } from "./hooks.js";
import { isSafe, type MethodName } from "./options.js";
import type { ResultValidator } from "./result-validation.js";
import { NO_RETRY, type RetryPolicy } from "./retry.js";

/** Sends one call's request, below openapi-fetch and its middleware (made by createTransport). */
export type Transport = (call: Call, request: Request) => Promise<Response>;

/** What every call of one client shares. */
export interface ClientParts {
  /** openapi-fetch's client, made once per createClient. */
  readonly core: Client<Record<string, never>>;
  readonly credentials: Credentials;
  readonly transport: Transport;
  /**
   * What openapi-fetch builds a call's request with (`new`, as a `Request` class), bound to the
   * call first: it builds a `Request` (the global class, as at creation) and notes it as the call's
   * own. See {@link requestMaker}.
   */
  readonly Request: (call: Call, url: string, init: RequestInit) => Request;
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  readonly validate: ResultValidator | undefined;
  readonly hooks: Observer | undefined;
}

/** How the transport's answer went back to openapi-fetch. */
export interface Answer {
  /** The response openapi-fetch was given. */
  readonly response: Response;
  /** A redirect the client does not follow: the answer, its body not read. */
  readonly redirect: boolean;
  /** A failed answer's body, read by the transport (or over its limit). */
  readonly errorBody?: string | typeof TOO_LARGE;
}

/** One call: its settings, then what happened to it. */
export class Call {
  readonly method: MethodName;
  /** The path template, as in the spec. */
  readonly path: string;
  /** The operation's flags (generated/operation-flags.js): credentials it accepts, JSON result. */
  readonly flags: number;
  readonly hooks: Observer | undefined;
  readonly validate: ResultValidator | undefined;
  readonly #credentials: Credentials;

  /** Each attempt's time limit in ms, 0 for none; the client's until the call's options say. */
  timeoutMs: number;
  /** The retry policy: the client's for GET and HEAD until the call's options say, none for others. */
  retry: RetryPolicy;
  /** The caller's signal, once it is known to be one. */
  signal: AbortSignal | undefined;
  /** The time limit of each attempt; none when the timeout is 0. */
  deadline: Deadline | undefined;
  /** How openapi-fetch reads a success body. */
  parseAs = "json";
  /** The options the call passes on to fetch as given (`cache`, `keepalive`, ...). */
  options: Record<string, unknown> = {};
  /** The body as serialised and checked. */
  body: unknown;
  /** What the caller asked to send, as given: path, query and header parameters, and the body. */
  given: unknown;
  /** The request openapi-fetch built (a middleware may send another). */
  built: Request | undefined;

  /** Times the transport was asked to send: a call that may move money is sent once. */
  sends = 0;
  /** Attempts begun, the resend after a token refresh included. */
  attempts = 0;
  /** The transport's answer, once there is one. */
  answer: Answer | undefined;
  /** The failure the transport threw, classified where it happened. */
  failure: Failure | undefined;
  /** The provider's tokens this call sent: always redacted from its own failure. */
  held: string[] | undefined;
  /**
   * With hooks: the values the call sent (parameters, acting user), kept out of events; `null`
   * when they could not be read, so that no server code reaches events.
   */
  sent: readonly string[] | null | undefined;

  constructor(parts: ClientParts, method: MethodName, path: string) {
    this.method = method;
    this.path = path;
    this.flags = FLAGS[path]?.[method] ?? DEFAULT_FLAGS;
    this.hooks = parts.hooks;
    this.validate = parts.validate;
    this.timeoutMs = parts.timeoutMs;
    this.retry = isSafe(method) ? parts.retry : NO_RETRY;
    this.#credentials = parts.credentials;
  }

  /** Fixes the call's settings once its options are checked. */
  start(timeoutMs: number, signal: AbortSignal | undefined, parseAs: string, options: Record<string, unknown>): void {
    if (timeoutMs) this.deadline = new Deadline(timeoutMs);
    this.signal = signal;
    this.parseAs = parseAs;
    this.options = options;
  }

  /** The secrets to redact from this call's failures: the credentials and the tokens it sent. */
  #secrets(): readonly string[] {
    return this.#credentials.secrets(this.held);
  }

  /** `error` without this call's secrets (see `cleanError`). */
  clean(error: unknown): unknown {
    return cleanError(error, this.#secrets());
  }

  /** A failed answer's body text without this call's secrets (see `redactBody`). */
  cleanBody(text: string): string {
    return redactBody(text, this.#secrets());
  }

  /** A copy of a parsed body without this call's secrets (see `scrub`). */
  scrub(value: unknown, maxChars: number): unknown {
    return scrub(value, this.#secrets(), maxChars);
  }

  /** Classifies a failure at `stage` and notes it as the call's. */
  fail(stage: Stage, error: unknown): Failure {
    return (this.failure = classify(stage, error, this));
  }
}

/**
 * The function a client gives openapi-fetch as its `Request` class, once bound to a call: openapi-fetch
 * calls it with `new`, and checks what middleware returns against it, so it shares the prototype of
 * `Built`. One function per client, bound per call: a new function per call would be a new class
 * to the engine at every call.
 */
export function requestMaker(Built: typeof Request): ClientParts["Request"] {
  const make = function (call: Call, url: string, init: RequestInit): Request {
    return (call.built = new Built(url, init));
  };
  make.prototype = Built.prototype;
  return make;
}
