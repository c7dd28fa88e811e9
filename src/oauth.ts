// The `escrow-api-sdk/oauth` entry point: OAuth2 sign-in and the scopes each call needs. Re-exports
// only; apps that use the API key alone never load it.
export { createOAuth } from "./oauth/create-oauth.js";
export { PendingSignIn } from "./oauth/pending-sign-in.js";
export type { PendingSignInData } from "./oauth/pending-sign-in.js";
export type {
  FinishSignInOptions,
  OAuthClient,
  OAuthOptions,
  ProviderScope,
  SignInOptions,
  TokenProvider,
  TokenProviderOptions,
} from "./oauth/types.js";
export { MemoryTokenStore, TokenSet } from "./oauth/tokens.js";
export type { TokenData, TokenStore } from "./oauth/tokens.js";
export {
  isOAuthError,
  isSignInRequired,
  MissingScopeError,
  OAuthError,
  SignInRequiredError,
  SignOutIncompleteError,
} from "./oauth/errors.js";
export type { SignInReason } from "./oauth/errors.js";
export { checkScopes, missingScopes, SCOPES, scopesFor, scopesOf } from "./oauth/scopes.js";
export type {
  Grantor,
  Operation,
  OperationId,
  OperationKey,
  OperationScopes,
  RequiredGrant,
  Scope,
  ScopesForOptions,
} from "./oauth/scopes.js";
export { offlineClient } from "./oauth/offline-client.js";
