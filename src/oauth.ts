// The `escrow-api-sdk/oauth` entry point: OAuth2 sign-in and the scopes each call needs. Re-exports
// only; apps that use the API key alone never load it.
export { createOAuth, PendingSignIn } from "./oauth-client.js";
export type {
  OAuthClient,
  OAuthOptions,
  PendingSignInData,
  SignInOptions,
  TokenProvider,
  TokenProviderOptions,
} from "./oauth-client.js";
export { MemoryTokenStore, TokenSet } from "./oauth-tokens.js";
export type { TokenData, TokenStore } from "./oauth-tokens.js";
export { isOAuthError, isSignInRequired, MissingScopeError, OAuthError, SignInRequiredError } from "./oauth-errors.js";
export type { SignInReason } from "./oauth-errors.js";
export { checkScopes, missingScopes, offlineClient, SCOPES, scopesFor, scopesOf } from "./oauth-scopes.js";
export type { Operation, OperationId, OperationKey, Scope, ScopesForOptions } from "./oauth-scopes.js";
