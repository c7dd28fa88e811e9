import { call } from "./call.js";
import { type CallInit, checkActingUser, type MethodName, SERVICE_USER } from "./plan.js";
import { createSettings, type Settings } from "./settings.js";
import type { AuthOptions } from "./credentials.js";
import type { ClientOptions, EscrowClient, Environment, HeldCredentials } from "./types.js";

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
export function createClient<const A extends AuthOptions>(
  options: ClientOptions & { readonly auth: A },
): EscrowClient<HeldCredentials<A>> {
  return view(createSettings(options), options.environment, undefined) as EscrowClient<HeldCredentials<A>>;
}

/** The client's face: openapi-fetch's members, each call run by `call`, acting for a user or not. */
function view(
  settings: Settings,
  environment: Environment | undefined,
  base: Record<string, string> | undefined,
): object {
  const methods: Record<string, (path: string, init?: CallInit) => Promise<unknown>> = {};
  for (const name of METHODS) methods[name] = (path, init) => call(settings, name, path, init, base);
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
    // openapi-fetch's own: they keep the middleware in its client, not on `this`.
    use: settings.openapi.use,
    eject: settings.openapi.eject,
    actingAs: (userId: unknown) => view(settings, environment, { [SERVICE_USER]: checkActingUser(userId) }),
    environment,
    baseUrl: settings.baseUrl,
  };
  return Object.defineProperty(client, CLIENT, { value: true });
}
