// The conversation with the identity provider, on oauth4webapi: the code exchange, the refresh
// grant and revocation, each bounded by a time limit, and every failure turned into an OAuthError
// that holds no secret and says what to check where the likely mistake is known.
import * as oauth from "oauth4webapi";
import { copyError } from "../shared/redact.js";
import { createDiscovery } from "./discovery.js";
import { OAuthError } from "./errors.js";
import { createFailures, credentialForm, quote, RefusedAnswer, sentForms } from "./failure.js";
import { clientHint, codeHint, type HintSettings, issuerMismatch } from "./hints.js";
import { createTimed, type CustomFetch } from "./request.js";
import { TokenSet, type TokenData } from "./tokens.js";

/** What the provider part needs to know; checked by createOAuth. */
export interface ProviderSettings {
  readonly issuer: string;
  /** Named in messages only. */
  readonly realm: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly revocationEndpoint: string | undefined;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
  /** Sent exactly as given: the provider compares it with the registered one as a string. */
  readonly redirectUri: string;
  readonly timeoutMs: number;
  readonly fetch: CustomFetch | undefined;
}

/** The identity provider as the sign-in, refresh and sign-out parts use it. */
export interface Provider {
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  /**
   * `value` (the provider's or a callback's text) quoted for a message, without the client's
   * secrets and `secrets`, in every form they are sent in.
   */
  quote(value: unknown, secrets?: readonly (string | undefined)[]): string;
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
  /**
   * Revokes the refresh token (or, without one, the access token) at `revocationUrl`, or else at
   * the revocation endpoint of the provider's discovery document; `no_revocation_endpoint` when
   * there is none.
   */
  revoke(tokens: TokenSet): Promise<void>;
}

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

/**
 * The client secret and the Basic credentials made of it, as oauth4webapi sends them (RFC 6749
 * 2.3.1: client ID and secret form-encoded, then joined) and as given; `sentForms` adds the
 * encoded forms of each. Each is as good as the secret to anyone who decodes it.
 */
function secretForms(clientId: string, secret: string | undefined): string[] {
  if (secret === undefined) return [];
  return [secret, btoa(`${credentialForm(clientId)}:${credentialForm(secret)}`), btoa(`${clientId}:${secret}`)];
}

/** Sets up oauth4webapi for one environment. */
export function createProvider(settings: ProviderSettings): Provider {
  const { timeoutMs, clientId, clientSecret, redirectUri, issuer, realm, tokenEndpoint } = settings;
  const as: oauth.AuthorizationServer = {
    issuer,
    authorization_endpoint: settings.authorizationEndpoint,
    token_endpoint: settings.tokenEndpoint,
  };
  const client: oauth.Client = { client_id: clientId };
  const clientAuth = clientSecret ? oauth.ClientSecretBasic(clientSecret) : oauth.None();
  const clientSecrets = secretForms(clientId, clientSecret);
  const say = (value: unknown, secrets: readonly (string | undefined)[] = []) =>
    quote(
      value,
      [...secrets, ...clientSecrets].filter((s): s is string => !!s),
    );
  const timed = createTimed(timeoutMs, settings.fetch, clientSecrets);
  const failures = createFailures(clientSecrets);
  const discovery = createDiscovery(issuer, timed, failures, clientSecrets);
  const hints: HintSettings = { clientId, realm, redirectUri, issuer, hasSecret: clientSecret !== undefined };

  /**
   * Whether the provider takes `clientId` as a public client: a token request without the secret,
   * for a made-up code that nothing can redeem, is refused as `invalid_grant` (the client passed)
   * rather than `invalid_client`. Asked only after the provider refused the client with a secret.
   */
  async function isPublicClient(): Promise<boolean | undefined> {
    const madeUp = new URLSearchParams({
      code: oauth.generateRandomState(),
      redirect_uri: redirectUri,
      code_verifier: oauth.generateRandomCodeVerifier(),
    });
    try {
      return await timed("POST", tokenEndpoint, async (options) => {
        const response = await oauth.genericTokenEndpointRequest(
          as,
          client,
          oauth.None(),
          "authorization_code",
          madeUp,
          options,
        );
        const body: unknown = await response.json().catch(() => undefined);
        return response.status === 400 && (body as { error?: unknown } | undefined)?.error === "invalid_grant";
      });
    } catch {
      return undefined;
    }
  }

  /**
   * The revocation endpoint: `revocationUrl` as given, or the one the discovery document names on
   * the token endpoint's origin. The discovery document comes from the issuer's host, which the
   * app gave only to compare `iss` with: a revocation endpoint elsewhere would send the client's
   * credentials and a refresh token where token requests never go.
   */
  async function revocationEndpoint(): Promise<string> {
    if (settings.revocationEndpoint) return settings.revocationEndpoint;
    const { revocationEndpoint } = await discovery.read("Token revocation");
    if (!revocationEndpoint)
      throw new OAuthError(
        `Token revocation: the identity provider's discovery document (${discovery.url}) names no ` +
          "revocation endpoint, and no revocationUrl was given",
        "no_revocation_endpoint",
      );
    const { origin } = new URL(settings.tokenEndpoint);
    if (new URL(revocationEndpoint).origin !== origin)
      throw new OAuthError(
        `Token revocation: the identity provider's discovery document (${discovery.url}) names a ` +
          `revocation endpoint at ${say(new URL(revocationEndpoint).origin)}, not at the token endpoint's ` +
          `origin ${say(origin)}: the client's credentials and tokens go to no other origin. Give ` +
          "revocationUrl if that endpoint is the provider's",
        "discovery_failed",
      );
    return revocationEndpoint;
  }

  return {
    authorizationEndpoint: settings.authorizationEndpoint,
    tokenEndpoint: settings.tokenEndpoint,
    quote: say,

    callback(url, state) {
      try {
        return oauth.validateAuthResponse(as, client, url, state);
      } catch (error) {
        // oauth4webapi's checks of the redirect back, with the two an app must tell apart named.
        const code = url.searchParams.get("code") ?? undefined;
        if (error instanceof oauth.OperationProcessingError) {
          const cause = copyError(error, sentForms([code]), 500);
          if (/"state"/.test(error.message))
            throw new OAuthError("Sign-in: the callback's state is not the one sent", "state_mismatch", { cause });
          if (/"iss"/.test(error.message))
            throw Object.assign(
              issuerMismatch("Sign-in: the callback", url.searchParams.get("iss"), issuer, [code, ...clientSecrets]),
              { cause },
            );
        }
        throw failures("Sign-in", error, [code]);
      }
    },

    async exchange(params, codeVerifier, nonce, scopes) {
      const secrets = [params.get("code") ?? undefined, codeVerifier];
      try {
        const result = await timed("POST", tokenEndpoint, async (options) =>
          oauth.processAuthorizationCodeResponse(
            as,
            client,
            await oauth.authorizationCodeGrantRequest(
              as,
              client,
              clientAuth,
              params,
              redirectUri,
              codeVerifier,
              options,
            ),
            { expectedNonce: nonce ?? oauth.expectNoNonce, requireIdToken: nonce !== undefined },
          ),
        );
        return toTokenSet(result, scopes);
      } catch (error) {
        if (
          error instanceof oauth.OperationProcessingError &&
          error.code === oauth.JWT_CLAIM_COMPARISON &&
          (error.cause as { claim?: unknown } | undefined)?.claim === "iss"
        ) {
          const claims = (error.cause as { claims?: { iss?: unknown } }).claims;
          throw issuerMismatch("Sign-in: the ID token", claims?.iss, issuer, [...secrets, ...clientSecrets]);
        }
        const sent = ["POST", tokenEndpoint] as const;
        const refused = failures("Sign-in", error, secrets, sent, (code) =>
          code === "invalid_grant" ? codeHint(hints) : undefined,
        );
        if (!(refused instanceof OAuthError) || refused.code !== "invalid_client") throw refused;
        const isPublic = clientSecret ? await isPublicClient() : undefined;
        throw failures("Sign-in", error, secrets, sent, () => clientHint(hints, isPublic));
      }
    },

    async refresh(tokens) {
      if (!(tokens instanceof TokenSet)) throw new TypeError("refresh() needs a TokenSet");
      const data = tokens.export();
      if (!data.refreshToken) throw new OAuthError("No refresh token: sign the user in again", "no_refresh_token");
      try {
        const result = await timed("POST", tokenEndpoint, async (options) =>
          oauth.processRefreshTokenResponse(
            as,
            client,
            await oauth.refreshTokenGrantRequest(as, client, clientAuth, data.refreshToken!, options),
          ),
        );
        return toTokenSet(result, data.scopes, data);
      } catch (error) {
        throw failures(
          "Token refresh",
          error,
          [data.refreshToken, data.accessToken],
          ["POST", tokenEndpoint],
          (code) => (code === "invalid_client" ? clientHint(hints) : undefined),
        );
      }
    },

    async revoke(tokens) {
      if (!(tokens instanceof TokenSet)) throw new TypeError("revoke() needs a TokenSet");
      const endpoint = await revocationEndpoint();
      const { refreshToken, accessToken } = tokens.export();
      try {
        await timed("POST", endpoint, async (options) =>
          oauth.processRevocationResponse(
            await oauth.revocationRequest(
              { ...as, revocation_endpoint: endpoint },
              client,
              clientAuth,
              refreshToken ?? accessToken,
              options,
            ),
          ),
        );
      } catch (error) {
        throw failures("Token revocation", error, [refreshToken, accessToken], ["POST", endpoint], (code) =>
          code === "invalid_client" ? clientHint(hints) : undefined,
        );
      }
    },
  };
}
