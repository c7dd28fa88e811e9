/** Context handed to an {@link AccessTokenProvider}. */
export interface TokenRequest {
  /** `true` after the server answered 401 to the last token: return a fresh one, not a cached one. */
  readonly refresh: boolean;
}

/**
 * Returns the OAuth2 access token for the next request. Asked before every request, so it should
 * answer from its own cache; asked with `refresh: true` at most once per request after a 401.
 */
export type AccessTokenProvider = (request: TokenRequest) => string | Promise<string>;

/** Credentials. At least one is required; with both, each operation gets the one its security accepts. */
export type AuthOptions =
  | { readonly apiKey: string; readonly accessToken?: string | AccessTokenProvider }
  | { readonly apiKey?: string; readonly accessToken: string | AccessTokenProvider };

/** Credential bits, as in generated/security.js. */
export const BEARER = 1;
export const BASIC = 2;

// Visible ASCII only: anything else is either mangled by HTTP header encoding or rejected by fetch.
const TOKEN = /^[\x21-\x7e]+$/;

/** Per-client credential state; secrets live only in this closure, never on an inspectable object. */
export interface Auth {
  /** Bits of the configured credential kinds. */
  readonly has: number;
  /** `Basic …` header value, computed once. */
  readonly basic: string | undefined;
  /** Whether a 401 may be answered by asking the provider for a fresh token. */
  readonly refreshable: boolean;
  /** `Bearer …` header value for the next request. */
  bearer(): string | Promise<string>;
  /** `Bearer …` header value after `used` was refused; concurrent callers share one refresh. */
  refresh(used: string): Promise<string>;
  /** Replaces every known secret in `text`. */
  redact(text: string): string;
}

/** Validates the credentials and prepares what every request needs. */
export function createAuth(options: AuthOptions): Auth {
  const { apiKey, accessToken } = options ?? {};
  if (apiKey === undefined && accessToken === undefined)
    throw new TypeError("auth needs an apiKey and/or an accessToken");
  const secrets: string[] = [];
  let basic: string | undefined;
  if (apiKey !== undefined) {
    // The key is the basic-auth user-id, which may not contain ":" (RFC 7617).
    if (typeof apiKey !== "string" || !TOKEN.test(apiKey) || apiKey.includes(":")) {
      throw new TypeError("auth.apiKey must be non-empty visible ASCII without ':'");
    }
    const encoded = btoa(apiKey + ":");
    basic = "Basic " + encoded;
    secrets.push(apiKey, encoded);
  }
  const provider = typeof accessToken === "function" ? accessToken : undefined;
  const fixed = accessToken !== undefined && !provider ? "Bearer " + checkToken(accessToken) : "";
  if (fixed) secrets.push(accessToken as string);

  let latest = "";
  let refreshing: Promise<string> | undefined;
  const remember = (token: unknown): string => {
    const value = checkToken(token);
    if (value !== latest) {
      latest = value;
      // Keep the last few tokens only: enough to redact echoes of recent requests.
      secrets.push(value);
      if (secrets.length > 6) secrets.splice(basic ? 2 : 0, 1);
    }
    return "Bearer " + value;
  };
  const ask = async (refresh: boolean) => remember(await provider!({ refresh }));

  return {
    has: (basic ? BASIC : 0) | (accessToken !== undefined ? BEARER : 0),
    basic,
    refreshable: provider !== undefined,
    bearer: provider ? () => ask(false) : () => fixed,
    refresh(used) {
      // Someone else already replaced the refused token: use theirs instead of refreshing again.
      if (latest && "Bearer " + latest !== used) return Promise.resolve("Bearer " + latest);
      return (refreshing ??= ask(true).finally(() => (refreshing = undefined)));
    },
    redact(text) {
      for (const secret of secrets) text = text.replaceAll(secret, "[redacted]");
      return text;
    },
  };
}

function checkToken(token: unknown): string {
  if (typeof token !== "string" || !TOKEN.test(token)) {
    throw new TypeError("The access token must be non-empty visible ASCII");
  }
  return token;
}
