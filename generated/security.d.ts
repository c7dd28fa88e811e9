// Generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// Credentials each operation accepts: 1 = OAuth2 bearer token, 2 = API key (HTTP basic), 3 = either.
// AUTH_DEFAULT is the document's root security; AUTH_EXCEPTIONS lists the operations (5 of 83) whose own security differs from it.
/** Credential bits: 1 = bearer token, 2 = API key, 3 = either. */
export type AuthBits = 1 | 2 | 3;
export declare const AUTH_DEFAULT: AuthBits;
export declare const AUTH_EXCEPTIONS: {
  readonly [path: string]: { readonly [method: string]: AuthBits } | undefined;
};
