import createFetchClient, { createQuerySerializer } from "openapi-fetch";
import type { paths } from "../generated/schema.js";
import { DEFAULT_FLAGS, FLAGS, JSON_RESULT } from "../generated/operation-flags.js";
import { checkActingUser, checkCallActingUser, SERVICE_USER } from "./acting-user.js";
import { createAuth } from "./auth.js";
import type { CallOptions, ClientOptions, EscrowClient } from "./client-types.js";
import { Deadline } from "./deadline.js";
import { errorBody, MAX_BODY_CHARS, noteFailure } from "./errors.js";
import { callFailure } from "./fail.js";
import { checkBaseUrl, checkTimeout, type MethodName } from "./options.js";
import { fillPath } from "./path.js";
import { resultValidation } from "./result-validation.js";
import { DEFAULT_RETRY, NO_RETRY, retryPolicy } from "./retry.js";
import { type Call, createTransport, PendingRequest } from "./transport.js";

export type { CallOptions, ClientOptions, EscrowClient, Environment } from "./client-types.js";

/** The options of one call that the client itself reads. */
export type CallInit = CallOptions & {
  signal?: AbortSignal | null;
  parseAs?: string;
  headers?: unknown;
  params?: { header?: unknown; path?: unknown };
};

/** What a call settles with: openapi-fetch's `{ data, error, response }`. */
type Result = { data?: unknown; error?: unknown; response: Response };

/** Runs a call on a client: method, path template, operation flags, options. */
export type Runner = (method: MethodName, path: string, flags: number, init?: CallInit) => Promise<Result>;

/** The call runner of each client, for functions such as `unlisted` that are not methods. */
export const runners = new WeakMap<object, Runner>();

// The path is filled before openapi-fetch sees it, so its own serialiser must leave it alone.
const keepPath = (url: string) => url;

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
  const transport = createTransport(auth, new URL(baseUrl).origin, customFetch);
  // openapi-fetch would otherwise build this serialiser on every call.
  const querySerializer = createQuerySerializer();

  function build(actingUser?: string): EscrowClient {
    const inner = createFetchClient<paths>({
      baseUrl,
      Request: PendingRequest as unknown as typeof Request,
      fetch: transport as unknown as typeof fetch,
      querySerializer,
      pathSerializer: keepPath,
      ...(actingUser && { headers: { [SERVICE_USER]: actingUser } }),
    });

    /** Runs one call: checks, openapi-fetch with the transport, then the result or one error. */
    async function run(method: MethodName, path: string, flags: number, init?: CallInit): Promise<Result> {
      const safe = method === "GET" || method === "HEAD";
      const ms = init?.timeoutMs === undefined ? timeoutMs : checkTimeout(init.timeoutMs, timeoutMs);
      const call: Call = {
        method,
        path,
        flags,
        retry: safe ? (init?.retry === undefined ? retry : retryPolicy(init.retry, retry)) : NO_RETRY,
        deadline: ms ? new Deadline(ms) : undefined,
        signal: init?.signal,
        hooks,
        step: "check",
        attempts: 0,
      };
      const began = hooks ? performance.now() : 0;
      let result: Result | undefined;
      let thrown: unknown;
      try {
        if (!safe && init?.retry) throw new TypeError(`${method} is never retried: it may move money`);
        if (init) checkCallActingUser(init);
        const url = fillPath(path, init?.params?.path);
        result = await (inner[method] as (url: string, init: object) => Promise<Result>)(url, {
          ...init,
          call,
          baseUrl: undefined,
          middleware: undefined,
          Request: PendingRequest,
          fetch: transport,
          pathSerializer: keepPath,
        });
        call.step = "done";
        const { error, response } = result;
        if (call.redirect) {
          result = {
            error: {
              code: "unexpected_redirect",
              error: redirectText(method, response),
            },
            response,
          };
        } else if (error !== undefined || !response.ok) {
          // Every string of the body is cleaned: a server may echo a credential in any field.
          result.error = errorBody(error, response, auth.scrub);
        } else if (result.data === undefined && flags & JSON_RESULT && (init?.parseAs ?? "json") === "json") {
          // The spec states this success's JSON body: without one the call did not do what it says.
          result = {
            error: {
              code: "invalid_response",
              error: `HTTP ${response.status}, no body`,
            },
            response,
          };
        } else if (validate && result.data !== undefined && (init?.parseAs ?? "json") === "json") {
          const invalid = validate(method, path, response.status, result.data);
          if (invalid) {
            noteFailure(response, method, path, auth.clean(invalid.cause));
            return { error: auth.scrub(invalid.body, MAX_BODY_CHARS), response };
          }
        }
        if (result.error !== undefined) noteFailure(response, method, path);
        return result;
      } catch (error) {
        // A success body that JSON cannot parse (malformed, or nested too deep) is an answer, not a network failure.
        const response = call.response;
        if (
          response &&
          call.step === "read" &&
          (error instanceof SyntaxError || error instanceof RangeError) &&
          !call.signal?.aborted &&
          !call.deadline?.expired
        ) {
          call.step = "done";
          noteFailure(response, method, path, auth.clean(error));
          const text = `HTTP ${response.status}, body not JSON`;
          return (result = {
            error: { code: "invalid_response", error: text },
            response,
          });
        }
        throw (thrown = callFailure(error, call, auth.clean));
      } finally {
        call.deadline?.stop();
        hooks?.settled(call, began, result, thrown);
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

/** The text of `unexpected_redirect`: the status and the method, no server data. */
const redirectText = (method: string, { status }: Response) =>
  `HTTP ${status || "redirect"} not followed (${method}; see "Redirects and paths" in the README)`;
