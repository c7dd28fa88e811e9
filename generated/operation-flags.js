// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// Bits: 1 = accepts an OAuth2 bearer token, 2 = accepts the API key (HTTP basic),
// 4 = the spec states a JSON body for a specific 2xx status, so an empty success body is an error,
// 8 = no success body is JSON: read as a Blob by default, 16 = likewise, all text: read as text.
// DEFAULT_FLAGS are those of the document's root security; FLAGS lists the 10 of 83 operations that differ.
export const BEARER = 1;
export const BASIC = 2;
export const JSON_RESULT = 4;
export const BLOB_RESULT = 8;
export const TEXT_RESULT = 16;
export const DEFAULT_FLAGS = 3;
export const FLAGS = {
  "/api/v1/batch/transactions": {
    "GET": 5
  },
  "/api/v1/p2p/transactions/{transactionId}/set_price": {
    "POST": 7
  },
  "/api/v1/p2p/transactions/{transaction_id}/complain": {
    "POST": 7
  },
  "/api/v1/transactions/{transaction_id}/track": {
    "POST": 7
  },
  "/api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller": {
    "POST": 7
  },
  "/api/v1/transactions/{transaction_id}/shipper_shipping_rates": {
    "GET": 6
  },
  "/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details": {
    "GET": 6
  },
  "/api/v1/charge": {
    "GET": 2
  },
  "/api/v1/transactions/{transaction_id}/charge": {
    "GET": 2
  },
  "/api/v1/transactions/{transaction_id}/generate_shipment_label": {
    "POST": 11
  }
};
