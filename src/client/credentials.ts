import { BASIC, BEARER } from "../../generated/operation-flags.js";
import { secretList, TOKEN } from "../shared/redact.js";

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

// The API key is the basic-auth user-id, which may not contain ":" (RFC 7617).
const KEY = /^[\x21-\x39\x3b-\x7e]+$/;

// The most bearer tokens remembered for redaction across calls. Each call's own tokens are redacted
// from its failure besides, however many newer ones came while it was in flight.
const MAX_TOKENS = 64;

/** Per-client credential state; secrets live only in this closure, never on an inspectable object. */
export interface Credentials {
  /** Bits of the configured credential kinds (generated/operation-flags.js). */
  readonly has: number;
  /** `Basic …` header value, computed once. */
  readonly basic: string | undefined;
  /** Whether a 401 may be answered by asking the provider for a fresh token. */
  readonly refreshable: boolean;
  /** `Bearer …` header value for the next request. */
  bearer(): string | Promise<string>;
  /** `Bearer …` header value after `used` was refused; concurrent callers share one refresh. */
  refresh(used: string): Promise<string>;
  /**
   * Every secret to redact for a call, longest first: the credentials, the provider's recent
   * tokens and `sent`, the tokens the call itself sent (which stay redacted in its own failure
   * however many newer tokens came meanwhile).
   */
  secrets(sent?: readonly string[]): readonly string[];
}

/** Checks the credentials and prepares what every request needs. */
export function createCredentials(options: AuthOptions): Credentials {
  const { apiKey, accessToken } = options ?? {};
  if (apiKey === undefined && accessToken === undefined)
    throw new TypeError("auth needs an apiKey and/or an accessToken");
  const fixedSecrets: string[] = [];
  let basic: string | undefined;
  if (apiKey !== undefined) {
    const encoded = btoa(check(apiKey, KEY, "auth.apiKey") + ":");
    basic = "Basic " + encoded;
    fixedSecrets.push(apiKey, encoded);
  }
  const provider = typeof accessToken === "function" ? accessToken : undefined;
  const fixed = accessToken !== undefined && !provider ? "Bearer " + check(accessToken, TOKEN) : "";
  if (fixed) fixedSecrets.push(accessToken as string);

  // The provider's last MAX_TOKENS distinct tokens, most recently handed out last.
  const recent: string[] = [];
  // The credentials and recent tokens, longest first; sorted again only after a new token.
  let sorted: string[] | undefined;
  let latest = "";
  let refreshing: Promise<string> | undefined;
  const remember = (token: unknown): string => {
    const value = check(token, TOKEN);
    if (value !== latest) {
      latest = value;
      const at = recent.indexOf(value);
      if (at >= 0) recent.splice(at, 1);
      if (recent.push(value) > MAX_TOKENS) recent.shift();
      sorted = undefined;
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
    secrets(sent) {
      sorted ??= secretList([...fixedSecrets, ...recent]);
      return sent?.length ? secretList([...sorted, ...sent]) : sorted;
    },
  };
}

/** Returns `value` if it is a string `pattern` accepts, else throws a TypeError naming it. */
function check(value: unknown, pattern: RegExp, name = "The access token"): string {
  if (typeof value !== "string" || !pattern.test(value)) {
    throw new TypeError(`${name} must be non-empty visible ASCII${pattern === KEY ? " without ':'" : ""}`);
  }
  return value;
}
