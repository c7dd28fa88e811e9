/** Checks of the options given to the client and to single calls. */

/** Checks the target and returns the base URL without trailing slashes. */
export function checkBaseUrl({ environment, baseUrl }: { environment?: unknown; baseUrl?: unknown }): string {
  if (environment !== undefined && environment !== "staging" && environment !== "production") {
    throw new TypeError('environment must be "staging" or "production"');
  }
  if (typeof baseUrl !== "string") {
    throw new TypeError(`baseUrl is required${environment ? `: the spec gives no address for ${environment}` : ""}`);
  }
  const url = parseUrl(baseUrl);
  const problem = !url
    ? "must be an absolute URL"
    : url.username || url.password
      ? "must not contain credentials (use auth)"
      : /[?#{}]/.test(baseUrl)
        ? "must not have a query, fragment or braces"
        : url.protocol !== "https:" &&
            !(url.protocol === "http:" && /^(localhost|127\.[\d.]+|\[::1\])$/.test(url.hostname))
          ? "must use https (http only on loopback)"
          : /\.invalid\.?$/.test(url.hostname)
            ? "is the spec's placeholder"
            : /\/api\/v1\/*$/.test(url.pathname)
              ? "must not end with /api/v1: paths include it"
              : "";
  if (problem) throw new TypeError("baseUrl " + problem);
  return baseUrl.replace(/\/+$/, "");
}

export function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** Checks `timeoutMs` (0 = none, up to 2^31-1) and returns it, or `fallback` when undefined. */
export function checkTimeout(ms: number | undefined, fallback: number): number {
  if (ms === undefined) return fallback;
  if (typeof ms !== "number" || !(ms >= 0 && ms < 2 ** 31))
    throw new RangeError("timeoutMs must be from 0 (none) to 2^31-1");
  return ms;
}

/** The methods the client sends. */
export type MethodName = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Returns `method` in upper case if the client sends it, else throws a TypeError. */
export function checkMethod(method: unknown): MethodName {
  const name = typeof method === "string" ? method.toUpperCase() : "";
  if (!/^(GET|HEAD|POST|PUT|PATCH|DELETE)$/.test(name)) {
    throw new TypeError("The method must be GET, HEAD, POST, PUT, PATCH or DELETE");
  }
  return name as MethodName;
}
