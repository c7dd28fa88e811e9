// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// Bits: 1 = accepts an OAuth2 bearer token, 2 = accepts the API key (HTTP basic),
// 4 = the spec states a JSON body for a specific 2xx status, so an empty success body is an error.
// DEFAULT_FLAGS are those of the document's root security; FLAGS lists the 9 of 83 operations that differ.
export declare const BEARER: 1;
export declare const BASIC: 2;
export declare const JSON_RESULT: 4;
export declare const DEFAULT_FLAGS: number;
export declare const FLAGS: { readonly [path: string]: { readonly [method: string]: number } | undefined };
