// Checks of the options given to createClient, and of those that single calls may change.
import { checkUrl } from "../shared/url.js";

/** Checks the environment and the base URL; returns the base URL without trailing slashes. */
export function checkBaseUrl({ environment, baseUrl }: { environment?: unknown; baseUrl?: unknown }): string {
  if (environment !== undefined && environment !== "staging" && environment !== "production") {
    throw new TypeError('environment must be "staging" or "production"');
  }
  if (typeof baseUrl !== "string") {
    throw new TypeError(`baseUrl is required${environment ? `: the spec gives no address for ${environment}` : ""}`);
  }
  checkUrl("baseUrl", baseUrl, {
    extra: (text, url) =>
      /[{}]/.test(text)
        ? "must not have braces"
        : /\/api\/v1\/*$/.test(url.pathname)
          ? "must not end with /api/v1: paths include it"
          : "",
  });
  return baseUrl.replace(/\/+$/, "");
}

/** Checks `timeoutMs` (0 = none, up to 2^31-1) and returns it, or `fallback` when undefined. */
export function checkTimeout(ms: unknown, fallback: number): number {
  if (ms === undefined) return fallback;
  if (typeof ms !== "number" || !(ms >= 0 && ms <= 2 ** 31 - 1))
    throw new RangeError("timeoutMs must be from 0 (none) to 2^31-1");
  return ms;
}

/** The methods the client sends. */
export type MethodName = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Whether `method` is safe to send again: GET and HEAD read, every other method may move money. */
export const isSafe = (method: string): boolean => method === "GET" || method === "HEAD";

/** Returns `method` in upper case if the client sends it, else throws a TypeError. */
export function checkMethod(method: unknown): MethodName {
  const name = typeof method === "string" ? method.toUpperCase() : "";
  if (!/^(GET|HEAD|POST|PUT|PATCH|DELETE)$/.test(name)) {
    throw new TypeError("The method must be GET, HEAD, POST, PUT, PATCH or DELETE");
  }
  return name as MethodName;
}
