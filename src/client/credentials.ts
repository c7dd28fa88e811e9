import { BASIC, BEARER } from "../../generated/operation-flags.js";
import { checkVisible } from "../shared/checks.js";
import { secretList } from "../shared/redact.js";

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

// The most bearer tokens remembered for redaction across calls. Each call's own tokens are redacted
// from its failure besides, however many newer ones came while it was in flight.
const MAX_TOKENS = 64;

/** One client's credentials; secrets live only in this closure, never on an inspectable object. */
export interface Credentials {
  /** Bits of the configured credential kinds (generated/operation-flags.js). */
  readonly has: number;
  /** The `Authorization` value for the API key (HTTP basic), when there is one. */
  readonly basic: string | undefined;
  /** The `Authorization` value for a fixed access token, when there is one. */
  readonly bearer: string | undefined;
  /** With a token provider: the `Authorization` value for the next request. */
  readonly token: (() => Promise<string>) | undefined;
  /** With a token provider: the value after `used` was refused; concurrent callers share one refresh. */
  refresh(used: string): Promise<string>;
  /**
   * Every secret to keep out of what a call produces, longest first: the credentials, the
   * provider's recent tokens and `held`, the tokens the call itself sent.
   */
  secrets(held?: readonly string[]): readonly string[];
}

/** Checks the credentials and prepares what every request needs. */
export function createCredentials(options: AuthOptions): Credentials {
  const { apiKey, accessToken } = options ?? {};
  if (apiKey === undefined && accessToken === undefined)
    throw new TypeError("auth needs an apiKey and/or an accessToken");
  const fixed: string[] = [];
  let basic: string | undefined;
  if (apiKey !== undefined) {
    // The key is the user-id of HTTP basic, which may not contain ":" (RFC 7617).
    const encoded = btoa(checkVisible("auth.apiKey", apiKey, false) + ":");
    basic = "Basic " + encoded;
    // The Basic form, with and without its padding: as good as the key to anyone who decodes it.
    fixed.push(apiKey, encoded, encoded.replace(/=+$/, ""));
  }
  const provider = typeof accessToken === "function" ? accessToken : undefined;
  let bearer: string | undefined;
  if (accessToken !== undefined && !provider) {
    bearer = "Bearer " + checkVisible("The access token", accessToken);
    fixed.push(accessToken as string);
  }

  // The provider's last MAX_TOKENS distinct tokens, the latest last; all secrets, sorted when needed.
  const recent: string[] = [];
  let sorted: string[] | undefined;
  let refreshing: Promise<string> | undefined;
  const ask = async (refresh: boolean): Promise<string> => {
    const value = checkVisible("The access token", await provider!({ refresh }));
    if (value !== recent.at(-1)) {
      const at = recent.indexOf(value);
      if (at >= 0) recent.splice(at, 1);
      if (recent.push(value) > MAX_TOKENS) recent.shift();
      sorted = undefined;
    }
    return "Bearer " + value;
  };

  return {
    has: (basic ? BASIC : 0) | (accessToken !== undefined ? BEARER : 0),
    basic,
    bearer,
    token: provider && (() => ask(false)),
    refresh(used) {
      // Someone else already replaced the refused token: use theirs instead of refreshing again.
      const latest = recent.at(-1);
      if (latest && "Bearer " + latest !== used) return Promise.resolve("Bearer " + latest);
      return (refreshing ??= ask(true).finally(() => (refreshing = undefined)));
    },
    secrets(held) {
      sorted ??= secretList([...fixed, ...recent]);
      return held?.length ? secretList([...sorted, ...held]) : sorted;
    },
  };
}
