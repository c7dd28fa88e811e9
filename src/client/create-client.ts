import createFetchClient, { type Middleware } from "openapi-fetch";
import { checkActingUser, SERVICE_USER } from "./acting-user.js";
import { type ClientParts, requestMaker } from "./call.js";
import type { CallInit } from "./call-init.js";
import { createCredentials } from "./credentials.js";
import { checkBaseUrl, checkTimeout, type MethodName } from "./options.js";
import { resultValidation } from "./result-validation.js";
import { runCall } from "./run-call.js";
import { DEFAULT_RETRY, retryPolicy } from "./retry.js";
import { createTransport } from "./transport.js";
import type { ClientOptions, EscrowClient, Environment } from "./types.js";

/**
 * Marks the clients createClient made (and what wraps them, such as `offlineClient`), for the
 * functions that take one. Not enumerable: a copy of a client's methods is no client.
 */
export const CLIENT = Symbol("escrow-api-sdk client");

const METHODS: readonly MethodName[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Creates a client: openapi-fetch's client for the spec's paths, with the credentials, checks and
 * safety of this package below it. `baseUrl` is always required: the spec names staging and
 * production but gives neither address, and there is no default environment.
 *
 * @example
 * const api = createClient({ environment: "staging", baseUrl: STAGING_URL, auth: { apiKey } });
 */
export function createClient(options: ClientOptions): EscrowClient {
  const baseUrl = checkBaseUrl(options);
  const credentials = createCredentials(options.auth);
  const { environment, fetch: customFetch, hooks } = options;
  if (hooks !== undefined && typeof hooks?.attempt !== "function")
    throw new TypeError("hooks must be made by observe()");
  if (customFetch !== undefined && typeof customFetch !== "function") throw new TypeError("fetch must be a function");
  const parts: ClientParts = {
    // Holds the app's middleware, shared by every client actingAs() makes from this one.
    core: createFetchClient({ baseUrl }),
    credentials,
    transport: createTransport(credentials, new URL(baseUrl).origin, customFetch),
    Request: requestMaker(globalThis.Request),
    timeoutMs: checkTimeout(options.timeoutMs, 0),
    retry: retryPolicy(options.retry, DEFAULT_RETRY),
    validate: resultValidation(options.validateResults),
    hooks,
  };
  return view(parts, environment, baseUrl, undefined) as EscrowClient;
}

/** The client's face: openapi-fetch's members, each call run through `runCall`, acting for a user or not. */
function view(
  parts: ClientParts,
  environment: Environment | undefined,
  baseUrl: string,
  base: Record<string, string> | undefined,
): object {
  const methods: Record<string, (path: string, init?: CallInit) => Promise<unknown>> = {};
  for (const name of METHODS) methods[name] = (path, init) => runCall(parts, name, path, init, base);
  const none = (name: string) => (): Promise<never> =>
    Promise.reject(new TypeError(`the API has no ${name} operations`));
  const client = {
    ...methods,
    OPTIONS: none("OPTIONS"),
    TRACE: none("TRACE"),
    request(method: unknown, path: string, init?: CallInit) {
      const name = typeof method === "string" ? method.toUpperCase() : "";
      return Object.hasOwn(methods, name) ? methods[name]!(path, init) : none(name || String(method))();
    },
    use: (...middleware: Middleware[]) => parts.core.use(...middleware),
    eject: (...middleware: Middleware[]) => parts.core.eject(...middleware),
    actingAs: (userId: unknown) =>
      view(parts, environment, baseUrl, { [SERVICE_USER.toLowerCase()]: checkActingUser(userId) }),
    environment,
    baseUrl,
  };
  return Object.defineProperty(client, CLIENT, { value: true });
}
