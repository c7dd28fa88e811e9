// The public shapes of the `escrow-api-sdk/oauth` entry: its options and what createOAuth returns.
import type { Scope } from "../../generated/oauth.js";
import type { PendingSignIn } from "./pending-sign-in.js";
import type { TokenSet, TokenStore } from "./tokens.js";

/** Options of {@link createOAuth}: one per environment, since each has its own realm and client secret. */
export interface OAuthOptions {
  /** The identity provider's address, `{auth_url}` of the spec's flow URLs (not given by the description). */
  readonly authUrl: string;
  /** The environment's realm, `{realm}` of the flow URLs: staging and production differ. */
  readonly realm: string;
  /**
   * The provider's issuer identifier for this realm, as its tokens' `iss` and its discovery document
   * state it. ID tokens and `iss` in sign-in answers are checked against it.
   */
  readonly issuer: string;
  /** The client ID, the same for staging and production. */
  readonly clientId: string;
  /**
   * The environment's client secret, for server-side apps only (confidential client, sent with
   * HTTP basic authentication). Leave it out in browsers and native apps: they sign in with PKCE
   * alone. Refused where `window` and `document` exist, unless `serverSide` is true.
   */
  readonly clientSecret?: string;
  /**
   * Declares that this code runs on a server although `window` and `document` exist (a DOM
   * emulation such as jsdom, or a server-side rendering shim): only then is a `clientSecret`
   * accepted there. Never set it in code that reaches a browser: every user could read the secret.
   */
  readonly serverSide?: boolean;
  /** Where the provider sends the user back after sign-in; registered with the provider. */
  readonly redirectUri: string;
  /**
   * The provider's token revocation endpoint (RFC 7009). The spec names none: without this option,
   * revocation uses the `revocation_endpoint` of the provider's discovery document
   * (`{issuer}/.well-known/openid-configuration`, read on the first revocation and kept), when it
   * is on the token endpoint's origin. Given, it wins and discovery is not asked.
   */
  readonly revocationUrl?: string;
  /** Where tokens are kept per user; a {@link MemoryTokenStore} by default. */
  readonly store?: TokenStore;
  /**
   * Milliseconds before a request to the provider (token, revocation, discovery) is aborted with a
   * `TimeoutError`, and the most a token store operation may take; 30 000 (30 s) by default, 0 for
   * none, at most 2^31-1.
   */
  readonly timeoutMs?: number;
  /**
   * Replaces the global `fetch` for every request to the provider (a proxy agent, a test recorder).
   * Requests are bounded by `timeoutMs` even where it ignores the signal it is given.
   */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * A scope of the identity provider that the API's description does not list, such as
 * `offline_access` (asked for by providers that issue refresh tokens only with it). The API's own
 * scopes go in `scopes`.
 */
export type ProviderScope = "offline_access" | (string & {});

/** What {@link OAuthClient.startSignIn} asks for. */
export interface SignInOptions {
  /** The scopes to ask for: see `scopesFor()`. `openid` also asks for an ID token, checked with a nonce. */
  readonly scopes: readonly Scope[];
  /**
   * Scopes of the provider outside the API's own list, asked for besides `scopes` (such as
   * `offline_access`; providers that follow OpenID Connect grant it only with `prompt: "consent"`
   * in `parameters`). One of the API's scopes here is a TypeError.
   */
  readonly providerScopes?: readonly ProviderScope[];
  /**
   * More authorization request parameters (`prompt`, `login_hint`, `ui_locales`, …), each a
   * string; the flow's own (`client_id`, `redirect_uri`, `response_type`, `scope`, `state`,
   * `nonce`, `code_challenge`, `code_challenge_method`) cannot be replaced.
   */
  readonly parameters?: Readonly<Record<string, string>>;
}

/** Under which key {@link OAuthClient.finishSignIn} stores the tokens. */
export type FinishSignInOptions =
  | {
      /** The key of the user's tokens in the store; `"default"` when the app signs in one user only. */
      readonly userId?: string;
      readonly userIdFrom?: undefined;
    }
  | {
      /**
       * `"sub"`: the key is the ID token's `sub`, the provider's stable ID of the user (needs the
       * `openid` scope). For a callback that does not know the user yet; the key is then
       * `tokens.idTokenClaims.sub`, for `tokenProvider({ userId })`.
       */
      readonly userIdFrom: "sub";
      readonly userId?: undefined;
    };

/** Options of {@link OAuthClient.tokenProvider}. */
export interface TokenProviderOptions {
  /** The key of the user's tokens in the store; `"default"` when the app signs in one user only. */
  readonly userId?: string;
  /** Seconds before expiry at which the access token is refreshed ahead; 60 by default. */
  readonly skewSeconds?: number;
}

/**
 * An access token provider for the client's `auth.accessToken`: answers from the store, refreshes
 * ahead of expiry and when the client reports a 401, one refresh at a time per user.
 */
export interface TokenProvider {
  (request: { readonly refresh: boolean }): Promise<string>;
  /** The scopes the user granted, from the stored tokens. */
  grantedScopes(): Promise<readonly string[]>;
}

/** Sign-in, refresh and revocation for one environment. */
export interface OAuthClient {
  /** The authorization endpoint, from the spec's URL template. */
  readonly authorizationEndpoint: string;
  /** The token endpoint, from the spec's URL template. */
  readonly tokenEndpoint: string;
  /** Where tokens are kept. */
  readonly store: TokenStore;
  /** Builds the authorization URL (PKCE S256, `state`, and `nonce` with `openid`). Sends nothing. */
  startSignIn(options: SignInOptions): Promise<PendingSignIn>;
  /**
   * Handles the provider's redirect back: checks that `callbackUrl` is at `redirectUri` and that
   * `pending` was not finished before, checks `state` (and `iss`), exchanges the code with the
   * verifier, checks the ID token, stores the tokens under the user's key (`userId`, `"default"`
   * by default, or the ID token's `sub` with `userIdFrom: "sub"`) and returns them. Each refusal
   * before the exchange sends nothing.
   */
  finishSignIn(callbackUrl: URL | string, pending: PendingSignIn, options?: FinishSignInOptions): Promise<TokenSet>;
  /** Exchanges the refresh token for new tokens; keeps the old refresh token if the provider sends none. */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /**
   * Revokes the refresh token (or, without one, the access token) at `revocationUrl`, or at the
   * revocation endpoint of the provider's discovery document; `no_revocation_endpoint` when neither names one.
   */
  revoke(tokens: TokenSet): Promise<void>;
  /**
   * Deletes the user's tokens (`"default"` by default) from the store, then revokes them at the
   * provider. Resolves once both are done (or nothing was stored). When the tokens could not be
   * revoked it throws a `SignOutIncompleteError` after deleting them: they remain valid at the
   * provider until they expire.
   */
  signOut(userId?: string): Promise<void>;
  /** A provider for `createClient({ auth: { accessToken } })`, reading the user's tokens from the store. */
  tokenProvider(options?: TokenProviderOptions): TokenProvider;
}
