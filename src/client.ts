import { DEFAULT_FLAGS, FLAGS, JSON_RESULT } from "../generated/operation-flags.js";
import { checkActingUser, SERVICE_USER } from "./acting-user.js";
import { createAuth } from "./auth.js";
import type { ClientOptions, EscrowClient } from "./client-types.js";
import { Deadline } from "./deadline.js";
import { errorBody, MAX_BODY_CHARS, noteFailure, succeeded, successLimit, synthetic, TOO_LARGE } from "./errors.js";
import { callFailure } from "./fail.js";
import { checkBaseUrl, checkTimeout, type MethodName } from "./options.js";
import { buildRequest, type CallInit, type Read, readResponse, type Result } from "./request.js";
import { resultValidation } from "./result-validation.js";
import { DEFAULT_RETRY, NO_RETRY, retryPolicy } from "./retry.js";
import { runners } from "./runners.js";
import { type Call, createTransport, discard } from "./transport.js";

export type { CallOptions, ClientOptions, EscrowClient, Environment } from "./client-types.js";
export type { CallInit, Result } from "./request.js";

/**
 * Creates a client. `baseUrl` is always required: the spec names staging and production but gives
 * neither address, and there is no default environment.
 *
 * @example
 * const api = createClient({ environment: "staging", baseUrl: STAGING_URL, auth: { apiKey } });
 */
export function createClient(options: ClientOptions): EscrowClient {
  const baseUrl = checkBaseUrl(options);
  const auth = createAuth(options.auth);
  const timeoutMs = checkTimeout(options.timeoutMs, 0);
  const retry = retryPolicy(options.retry, DEFAULT_RETRY);
  const validate = resultValidation(options.validateResults);
  const { environment, fetch: customFetch, hooks } = options;
  if (hooks !== undefined && typeof hooks?.attempt !== "function")
    throw new TypeError("hooks must be made by observe()");
  if (customFetch !== undefined && typeof customFetch !== "function") throw new TypeError("fetch must be a function");
  const transport = createTransport(auth, new URL(baseUrl).origin, customFetch);

  function build(actingUser?: string): EscrowClient {
    const base = actingUser ? { [SERVICE_USER.toLowerCase()]: actingUser } : undefined;

    /** Runs one call: checks, the transport, reading the answer, then the result or one error. */
    async function run(method: MethodName, path: string, flags: number, init?: CallInit): Promise<Result> {
      const call: Call = {
        method,
        path,
        flags,
        signal: undefined,
        hooks,
        retry: NO_RETRY,
        deadline: undefined,
        step: "check",
        attempts: 0,
        redirect: false,
      };
      const began = hooks ? performance.now() : 0;
      let result: Result | undefined;
      try {
        const { url, send, parseAs } = buildRequest(method, baseUrl, path, base, init);
        // Only a signal buildRequest accepted is the caller's: an object that merely says `aborted`
        // is refused there, not taken for an abort.
        call.signal = send.signal;
        hooks?.sending(call, init, send.headers);
        if (method === "GET" || method === "HEAD") call.retry = retryPolicy(init?.retry as never, retry);
        else if (init?.retry) throw new TypeError(`${method} is never retried: it may move money`);
        const ms = checkTimeout(init?.timeoutMs, timeoutMs);
        if (ms) call.deadline = new Deadline(ms);
        const response = await transport(url, send, call);
        call.step = "read";
        let read: Read | undefined;
        try {
          // A redirect is the answer; its body is not read, and failing to discard it changes nothing.
          // Any other body is read, bounded by the signal where fetch is the app's own: the
          // platform's ends a body on abort, a custom one may not.
          if (call.redirect) void discard(response);
          else read = await readResponse(response, method, parseAs, !!customFetch, send.signal);
        } catch (error) {
          // A success body JSON cannot parse, or too large to hold as text, is an answer, not a
          // network failure: the server answered, and for a POST it may have acted.
          const unreadable = unreadableBody(error);
          if (!unreadable || call.signal?.aborted || call.deadline?.expired) throw error;
          result = failed(response, synthetic(response, "invalid_response", unreadable.message), unreadable);
        }
        // The answer is in: what judging it throws (the app's validator, say) is no network failure.
        call.step = "done";
        result ??= read
          ? judge(read, parseAs)
          : failed(response, synthetic(response, "unexpected_redirect", `redirect not followed (${method})`));
        return result;
      } catch (error) {
        throw callFailure(error, call, (error) => auth.clean(error, auth.secrets(call.held)));
      } finally {
        call.deadline?.stop();
        hooks?.settled(call, began, result);
      }

      /** A failed call's result, noted for unwrap() with its cause. */
      function failed(response: Response, error: unknown, cause?: unknown): Result {
        noteFailure(response, method, path, cause);
        return { error, response };
      }

      /** What the caller gets for an answer that was read: the body's error, or a checked success. */
      function judge(read: Read, parseAs: string): Result {
        const { response, data } = read;
        if (read.error !== undefined || !succeeded(response.status))
          // Every string of an error body is cleaned: a server may echo a credential in any field.
          return failed(response, errorBody(read.error, response, scrub, read.text));
        if (data === TOO_LARGE) {
          const text = `body over ${successLimit(parseAs)} bytes, not read`;
          return failed(response, synthetic(response, "invalid_response", text));
        }
        // The spec states this success's JSON body: without one (whatever parseAs asked for), or
        // with JSON null, the call did not do what it says.
        if (data === undefined || (data === null && parseAs === "json") || empty(data)) {
          return flags & JSON_RESULT
            ? failed(response, synthetic(response, "invalid_response", data === null ? "body null" : "no body"))
            : read;
        }
        if (parseAs !== "json") return read;
        const problem = validate?.(method, path, response.status, data);
        return problem
          ? failed(response, scrub(problem.body, MAX_BODY_CHARS), auth.clean(problem.cause, auth.secrets(call.held)))
          : read;
      }

      /** `value` with the credentials, and the tokens this call sent, redacted (see `Auth.scrub`). */
      function scrub(value: unknown, maxChars: number): unknown {
        return auth.scrub(value, maxChars, auth.secrets(call.held));
      }
    }

    const method =
      (name: MethodName) =>
      (path: string, init?: CallInit): Promise<Result> =>
        run(name, path, FLAGS[path]?.[name] ?? DEFAULT_FLAGS, init);
    // The method types are the compiler's view (client-types.ts); at run time every method is `method()`.
    const client = {
      GET: method("GET"),
      HEAD: method("HEAD"),
      POST: method("POST"),
      PUT: method("PUT"),
      PATCH: method("PATCH"),
      DELETE: method("DELETE"),
      actingAs: (userId: unknown) => build(checkActingUser(userId)),
      environment,
      baseUrl,
    } as unknown as EscrowClient;
    runners.set(client, run);
    return client;
  }

  return build();
}

/**
 * The cause of `invalid_response` for a success body that could not be read as JSON, or undefined
 * if `error` is not such a failure. The parser's own message is left out: it quotes the body,
 * which may hold a credential.
 */
function unreadableBody(error: unknown): Error | undefined {
  if (error instanceof SyntaxError) return new SyntaxError("body not JSON");
  if (error instanceof RangeError || (error as { code?: unknown } | null)?.code === "ERR_STRING_TOO_LONG")
    return new RangeError("body too large or too deep to read");
  return undefined;
}

/** Whether a body read as text, a blob or an array buffer holds nothing. */
const empty = (data: unknown): boolean =>
  data === "" || (data instanceof Blob && data.size === 0) || (data instanceof ArrayBuffer && data.byteLength === 0);
