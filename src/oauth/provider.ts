// The conversation with the identity provider, on oauth4webapi: the code exchange, the refresh
// grant and revocation, each bounded by a time limit, and every failure turned into an OAuthError
// that holds no secret.
import * as oauth from "oauth4webapi";
import { copyError, redact, secretList } from "../shared/redact.js";
import { OAuthError } from "./errors.js";
import { TokenSet, type TokenData } from "./tokens.js";

/** What the provider part needs to know; checked by createOAuth. */
export interface ProviderSettings {
  readonly issuer: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly revocationEndpoint: string | undefined;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
  /** Sent exactly as given: the provider compares it with the registered one as a string. */
  readonly redirectUri: string;
  readonly timeoutMs: number;
  readonly fetch: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
}

/** The identity provider as the sign-in, refresh and sign-out parts use it. */
export interface Provider {
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  /** Whether the provider has a revocation endpoint. */
  readonly revokes: boolean;
  /** The callback's parameters after the checks of `state` and `iss` (throws an OAuthError). */
  callback(url: URL, state: string): URLSearchParams;
  /** Exchanges an authorization code: the tokens, the ID token checked against `nonce`. */
  exchange(
    params: URLSearchParams,
    codeVerifier: string,
    nonce: string | undefined,
    scopes: readonly string[],
  ): Promise<TokenSet>;
  /** Exchanges the refresh token for new tokens; keeps the old refresh token if the provider sends none. */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /** Revokes the refresh token (or, without one, the access token). */
  revoke(tokens: TokenSet): Promise<void>;
}

/** A token answer oauth4webapi accepted but this module cannot keep (a token that is not visible ASCII, say). */
class RefusedAnswer extends Error {}

/** Reads one access token response into a token set; `previous` fills what a refresh answer leaves out. */
function toTokenSet(response: oauth.TokenEndpointResponse, asked: readonly string[], previous?: TokenData): TokenSet {
  if (response.token_type !== "bearer") {
    throw new OAuthError(
      `The identity provider issued a ${response.token_type} token; only bearer tokens are supported`,
      "unsupported_token_type",
    );
  }
  const claims = oauth.getValidatedIdTokenClaims(response);
  let idTokenClaims: Record<string, unknown> | undefined;
  if (claims) {
    // The nonce did its job; it is not kept.
    const { nonce: _nonce, ...rest } = claims;
    idTokenClaims = rest;
  }
  const now = Date.now();
  const expires = typeof response.expires_in === "number";
  const data: TokenData = {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken,
    expiresAt: expires ? now + response.expires_in! * 1000 : undefined,
    // Kept with the expiry only: it bounds how early the token counts as expiring.
    issuedAt: expires ? now : undefined,
    // An answer without `scope` grants what was asked (RFC 6749, section 5.1).
    scopes: typeof response.scope === "string" ? response.scope.split(" ").filter(Boolean) : [...asked],
    idTokenClaims: idTokenClaims ?? previous?.idTokenClaims,
  };
  try {
    return TokenSet.from(data);
  } catch (error) {
    // What TokenSet refuses in data from the provider is a refused answer.
    throw new RefusedAnswer((error as Error).message);
  }
}

/** Whether `error`, or one of its causes, is a timeout (the reason `timed` aborts with). */
function timedOut(error: unknown): boolean {
  for (let e = error, depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    if ((e as { name?: unknown }).name === "TimeoutError") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The forms in which a client secret may come back in a provider's text: as given, form-encoded
 * as oauth4webapi sends it in the Basic header (RFC 6749 2.3.1: what encodeURIComponent leaves,
 * -_.!~*'(), is encoded too, and a space is "+"), and the Basic credentials in both forms. Each
 * is as good as the secret to anyone who decodes it.
 */
function secretForms(clientId: string, secret: string | undefined): string[] {
  if (secret === undefined) return [];
  const form = (text: string) =>
    encodeURIComponent(text).replace(/[-_.!~*'()]|%20/g, (c) =>
      c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return [secret, form(secret), btoa(`${form(clientId)}:${form(secret)}`), btoa(`${clientId}:${secret}`)];
}

/** Sets up oauth4webapi for one environment. */
export function createProvider(settings: ProviderSettings): Provider {
  const { timeoutMs, fetch: customFetch, revocationEndpoint } = settings;
  const as: oauth.AuthorizationServer = {
    issuer: settings.issuer,
    authorization_endpoint: settings.authorizationEndpoint,
    token_endpoint: settings.tokenEndpoint,
    ...(revocationEndpoint && { revocation_endpoint: revocationEndpoint }),
  };
  const client: oauth.Client = { client_id: settings.clientId };
  const clientAuth = settings.clientSecret ? oauth.ClientSecretBasic(settings.clientSecret) : oauth.None();
  const clientSecrets = secretForms(settings.clientId, settings.clientSecret);
  const insecure = [settings.tokenEndpoint, revocationEndpoint].some((u) => u && new URL(u).protocol === "http:");
  const requestOptions = (signal: AbortSignal) => ({
    signal,
    ...(insecure && { [oauth.allowInsecureRequests]: true }),
    ...(customFetch && { [oauth.customFetch]: customFetch }),
  });

  /**
   * One step with the identity provider (`step` gets the request options), bounded by `timeoutMs`
   * even where an app's `fetch` ignores the signal: a provider that never answers fails the step
   * instead of holding the user's queue.
   */
  function timed<T>(step: (options: ReturnType<typeof requestOptions>) => Promise<T>): Promise<T> {
    // A timer of its own rather than AbortSignal.timeout, whose timer does not keep Node running:
    // a step waiting on an app's fetch that holds no socket would end the process unanswered.
    const controller = new AbortController();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const reason = new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError");
        controller.abort(reason);
        reject(reason);
      }, timeoutMs);
      step(requestOptions(controller.signal))
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
  }

  /** Turns anything thrown by a step into an OAuthError that holds no secret. */
  function failure(step: string, error: unknown, stepSecrets: (string | undefined)[]): OAuthError {
    if (error instanceof OAuthError) return error;
    const secrets = secretList([...stepSecrets, ...clientSecrets]);
    // An error of the OAuth library or of fetch is never kept as it is: it may hold the response,
    // the callback parameters or a request body.
    const cause = copyError(error, secrets, 500);
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) {
      // Redacted whole, then shortened: a secret cut in two would no longer be found.
      const description = error.error_description ? `: ${redact(error.error_description, secrets).slice(0, 200)}` : "";
      const status = error instanceof oauth.ResponseBodyError ? error.status : undefined;
      // An `error` that is not a code (RFC 6749: at most a short run of printable characters) is not kept.
      const code = /^[\x20\x21\x23-\x5b\x5d-\x7e]{1,64}$/.test(error.error)
        ? redact(error.error, secrets)
        : "invalid_response";
      return new OAuthError(`${step} failed: ${code}${description}`, code, { status, cause });
    }
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      // The token endpoint refused the client itself (RFC 6749 section 5.2: 401 with a challenge).
      const code =
        error.cause.find((c) => typeof c.parameters.error === "string")?.parameters.error ?? "invalid_client";
      return new OAuthError(`${step} failed: ${redact(code, secrets)} (HTTP ${error.status})`, redact(code, secrets), {
        status: error.status,
        cause,
      });
    }
    // A body that stalled until the time limit is a timeout, whatever the parser made of it.
    if (timedOut(error)) return new OAuthError(`${step}: no answer within ${timeoutMs} ms`, "timeout", { cause });
    if (
      error instanceof oauth.OperationProcessingError ||
      error instanceof oauth.UnsupportedOperationError ||
      error instanceof RefusedAnswer
    ) {
      return new OAuthError(
        `${step}: the identity provider's answer was refused (${cause.message})`,
        "invalid_response",
        { cause },
      );
    }
    return new OAuthError(`${step}: the identity provider could not be reached`, "network_error", { cause });
  }

  return {
    authorizationEndpoint: settings.authorizationEndpoint,
    tokenEndpoint: settings.tokenEndpoint,
    revokes: revocationEndpoint !== undefined,

    callback(url, state) {
      try {
        return oauth.validateAuthResponse(as, client, url, state);
      } catch (error) {
        // oauth4webapi's checks of the redirect back, with the two an app must tell apart named.
        const code = url.searchParams.get("code") ?? undefined;
        if (error instanceof oauth.OperationProcessingError) {
          const cause = copyError(error, secretList([code]), 500);
          if (/"state"/.test(error.message))
            throw new OAuthError("Sign-in: the callback's state is not the one sent", "state_mismatch", { cause });
          if (/"iss"/.test(error.message))
            throw new OAuthError("Sign-in: the callback names another issuer", "issuer_mismatch", { cause });
        }
        throw failure("Sign-in", error, [code]);
      }
    },

    async exchange(params, codeVerifier, nonce, scopes) {
      try {
        const result = await timed(async (options) =>
          oauth.processAuthorizationCodeResponse(
            as,
            client,
            await oauth.authorizationCodeGrantRequest(
              as,
              client,
              clientAuth,
              params,
              settings.redirectUri,
              codeVerifier,
              options,
            ),
            { expectedNonce: nonce ?? oauth.expectNoNonce, requireIdToken: nonce !== undefined },
          ),
        );
        return toTokenSet(result, scopes);
      } catch (error) {
        throw failure("Sign-in", error, [params.get("code") ?? undefined, codeVerifier]);
      }
    },

    async refresh(tokens) {
      if (!(tokens instanceof TokenSet)) throw new TypeError("refresh() needs a TokenSet");
      const data = tokens.export();
      if (!data.refreshToken) throw new OAuthError("No refresh token: sign the user in again", "no_refresh_token");
      try {
        const result = await timed(async (options) =>
          oauth.processRefreshTokenResponse(
            as,
            client,
            await oauth.refreshTokenGrantRequest(as, client, clientAuth, data.refreshToken!, options),
          ),
        );
        return toTokenSet(result, data.scopes, data);
      } catch (error) {
        throw failure("Token refresh", error, [data.refreshToken, data.accessToken]);
      }
    },

    async revoke(tokens) {
      if (!(tokens instanceof TokenSet)) throw new TypeError("revoke() needs a TokenSet");
      if (!revocationEndpoint)
        throw new OAuthError(
          "Revocation needs revocationUrl: the spec names no revocation endpoint",
          "no_revocation_endpoint",
        );
      const { refreshToken, accessToken } = tokens.export();
      try {
        await timed(async (options) =>
          oauth.processRevocationResponse(
            await oauth.revocationRequest(as, client, clientAuth, refreshToken ?? accessToken, options),
          ),
        );
      } catch (error) {
        throw failure("Token revocation", error, [refreshToken, accessToken]);
      }
    },
  };
}
