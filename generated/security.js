// Generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// Credentials each operation accepts: 1 = OAuth2 bearer token, 2 = API key (HTTP basic), 3 = either.
// AUTH_DEFAULT is the document's root security; AUTH_EXCEPTIONS lists the operations (5 of 83) whose own security differs from it.
export const AUTH_DEFAULT = 3;
export const AUTH_EXCEPTIONS = {
  "/api/v1/batch/transactions": { GET: 1 },
  "/api/v1/transactions/{transaction_id}/shipper_shipping_rates": { GET: 2 },
  "/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details": { GET: 2 },
  "/api/v1/charge": { GET: 2 },
  "/api/v1/transactions/{transaction_id}/charge": { GET: 2 },
};
