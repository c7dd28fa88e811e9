// A client wrapper for calls made while the user is away: each call's scopes are checked first.
import type { EscrowClient } from "../client/types.js";
import { classify } from "../errors/failure.js";
import { checkTimeout } from "../shared/checks.js";
import { Limit, race } from "../shared/deadline.js";
import { checkScopes, KEYS, type OperationKey } from "./scopes.js";

const METHODS = new Set(["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"]);

/**
 * A client for calls made while the user is not present: before each call the user's granted
 * scopes (from `tokens`, e.g. a token provider) are checked against the operation's offline scope,
 * and a call that lacks one fails with a {@link MissingScopeError} without sending anything.
 * Everything else is the wrapped client's, middleware included; `actingAs()` returns a checked
 * client too, and `callUnlisted()` on it is checked the same way.
 */
export function offlineClient<C extends EscrowClient>(
  client: C,
  tokens: { grantedScopes(): Promise<readonly string[]> | readonly string[] },
): C {
  if (typeof tokens?.grantedScopes !== "function") throw new TypeError("offlineClient() needs { grantedScopes() }");
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "actingAs") return (userId: string) => offlineClient(value.call(target, userId), tokens);
      // openapi-fetch's form, request(method, path, init), is checked the same way.
      if (property === "request") {
        return async (method: string, path: string, init?: CallInit) => {
          await check(`${String(method).toUpperCase()} ${path}`, init);
          return value.call(target, method, path, init);
        };
      }
      if (typeof property !== "string" || !METHODS.has(property)) return value;
      return async (path: string, init?: CallInit) => {
        await check(`${property} ${path}`, init);
        return value.call(target, path, init);
      };
    },
  });

  async function check(key: string, init: CallInit | undefined): Promise<void> {
    // The operations the call may be: its template as the spec writes it, or, written otherwise
    // (an ID in the path, a parameter renamed), every template it fits. A HEAD is checked as the
    // GET of its path: servers answer it with the GET's handler. A path outside the spec names no
    // scope to check.
    const asked = key.startsWith("HEAD ") ? [key, "GET" + key.slice(4)] : [key];
    const operations = asked.flatMap((one) => (KEYS.has(one) ? [one] : [...KEYS].filter((known) => fits(one, known))));
    if (!operations.length) return;
    // Reading the granted scopes is part of the call: within its time limit, ended by its signal.
    const signal = init?.signal ?? undefined;
    const ms = checkTimeout(init?.timeoutMs, 0);
    const limit = ms ? new Limit(ms, signal) : undefined;
    let granted: readonly string[];
    try {
      granted = await race(tokens.grantedScopes(), limit ? limit.start() : signal);
    } catch (error) {
      const [method = "", path = ""] = key.split(" ", 2);
      throw classify("token", error, { method, path, signal, limit, attempts: 1, secrets: () => [] }).error;
    } finally {
      limit?.stop();
    }
    for (const operation of operations) checkScopes(operation as OperationKey, granted, { userPresent: false });
  }
}

/** The options of a call this wrapper reads: what ends the wait for the granted scopes. */
interface CallInit {
  readonly signal?: AbortSignal | null;
  readonly timeoutMs?: number;
}

/**
 * Whether the call `key` ("METHOD /path") can be the operation `known`: the same method and as
 * many segments, each equal, or a parameter (`{name}`) on either side. The query is no part of it.
 */
function fits(key: string, known: string): boolean {
  const [method, path = ""] = key.split(" ", 2);
  const [knownMethod, knownPath = ""] = known.split(" ", 2);
  const a = path.split("?")[0]!.split("/");
  const b = knownPath.split("/");
  const parameter = (segment: string) => /^\{[^{}]*\}$/.test(segment);
  return (
    method === knownMethod &&
    a.length === b.length &&
    a.every((segment, i) => segment === b[i] || parameter(segment) || parameter(b[i]!))
  );
}
