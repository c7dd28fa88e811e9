// A client wrapper for calls made while the user is away: each call's scopes are checked first.
import type { EscrowClient } from "../client/types.js";
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
        return async (method: string, path: string, ...rest: unknown[]) => {
          await check(`${String(method).toUpperCase()} ${path}`);
          return value.call(target, method, path, ...rest);
        };
      }
      if (typeof property !== "string" || !METHODS.has(property)) return value;
      return async (path: string, ...rest: unknown[]) => {
        await check(`${property} ${path}`);
        return value.call(target, path, ...rest);
      };
    },
  });

  async function check(key: string): Promise<void> {
    // The operations the call may be: its template as the spec writes it, or, written otherwise
    // (an ID in the path, a parameter renamed), every template it fits. A path outside the spec
    // names no scope to check.
    const operations = KEYS.has(key) ? [key] : [...KEYS].filter((known) => fits(key, known));
    if (!operations.length) return;
    const granted = await tokens.grantedScopes();
    for (const operation of operations) checkScopes(operation as OperationKey, granted, { userPresent: false });
  }
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
