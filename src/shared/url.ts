/**
 * The one check of every address the package is given: the client's base URL and the OAuth
 * entry's endpoints, issuer and redirect URI. Credentials are sent to these addresses, so each
 * must be absolute, carry no credentials, use https (http only on loopback) and not be the spec's
 * `.invalid` placeholder.
 */

/** What an address may have besides the common rules. */
export interface UrlRules {
  /** A query is allowed (a redirect URI, RFC 6749 section 3.1.2). */
  readonly query?: boolean;
  /** A private-use scheme in reverse domain form is allowed (a native app's redirect URI, RFC 8252 section 7.1). */
  readonly privateUse?: boolean;
  /** What else the address must not have, as a test of the text and the words of the refusal. */
  readonly extra?: (text: string, url: URL) => string;
}

/** `text` as a URL, or null when it is not one. */
export function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** Whether a URL names this machine: http is allowed there. */
export const isLoopback = (url: URL): boolean => /^(localhost|127\.[\d.]+|\[::1\])$/.test(url.hostname);

/**
 * Returns `text` parsed, or throws a TypeError that starts with `name` and says what is wrong
 * (never quoting the address, which may hold a secret in its query).
 */
export function checkUrl(name: string, text: unknown, rules: UrlRules = {}): URL {
  const url = typeof text === "string" ? parseUrl(text) : null;
  const privateUse = !!rules.privateUse && !!url && /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol);
  const problem =
    typeof text !== "string" || !url
      ? "must be an absolute URL"
      : url.username || url.password
        ? "must not contain credentials"
        : url.hash || text.includes("#") || (!rules.query && (url.search || text.includes("?")))
          ? `must not have a ${rules.query ? "" : "query or "}fragment`
          : url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url)) && !privateUse
            ? `must use https (http only on loopback${rules.privateUse ? ", or a private-use scheme such as com.example.app:" : ""})`
            : /\.invalid\.?$/.test(url.hostname)
              ? "is the spec's placeholder"
              : (rules.extra?.(text, url) ?? "");
  if (problem) throw new TypeError(`${name} ${problem}`);
  return url!;
}
