// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// Bits: 1 = accepts an OAuth2 bearer token, 2 = accepts the API key (HTTP basic),
// 4 = the spec states a JSON body for a specific 2xx status, so an empty success body is an error,
// 8 = no success body is JSON: read as a Blob by default, 16 = likewise, all text: read as text.
// DEFAULT_FLAGS are those of the document's root security; FLAGS lists the 10 of 83 operations that differ.
export declare const BEARER: 1;
export declare const BASIC: 2;
export declare const JSON_RESULT: 4;
export declare const BLOB_RESULT: 8;
export declare const TEXT_RESULT: 16;
export declare const DEFAULT_FLAGS: number;
export declare const FLAGS: { readonly [path: string]: { readonly [method: string]: number } | undefined };

// The same facts for the client's types, as path templates per method (a method not listed has none).
/** Per method, the operations a client can call with each kind of credential. */
export interface Accepting {
  post: {
    apiKey:
      | "/api/v1/p2p/transactions/{transactionId}/set_price"
      | "/api/v1/p2p/transactions/{transaction_id}/complain"
      | "/api/v1/transactions/{transaction_id}/track"
      | "/api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller"
      | "/api/v1/guest_users"
      | "/api/v1/me/features/instant_payouts"
      | "/api/v1/me/payments_financial_connections/add_account"
      | "/api/v1/me/payments_financial_connections/prepare_account"
      | "/api/v1/me/transactions"
      | "/api/v1/me/transactions/create_and_join"
      | "/api/v1/me/transactions/create_with_guest_user"
      | "/api/v1/transactions/{transaction_id}/claim_for_buyer"
      | "/api/v1/transactions/{transaction_id}/claim_for_seller"
      | "/api/v1/transactions/{transaction_id}/submit_order_issue"
      | "/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer"
      | "/api/v1/transactions_by_claim_secret/{secret}/claim_as_seller"
      | "/api/v1/transactions/{transaction_id}/accept_payment"
      | "/api/v1/transactions/{transaction_id}/set_payment_method"
      | "/api/v1/shipper_shipping_rates"
      | "/api/v1/transactions/{transaction_id}/confirm_delivery"
      | "/api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer"
      | "/api/v1/transactions/{transaction_id}/extend_tracking_deadline"
      | "/api/v1/transactions/{transaction_id}/generate_shipment_label"
      | "/api/v1/transactions/{transaction_id}/shipping_details"
      | "/api/v1/transactions/{transaction_id}/shipper_address"
      | "/api/v1/transactions/{transaction_id}/shipper_customs_declaration"
      | "/api/v1/transactions/{transaction_id}/shipper_parcel_details"
      | "/api/v1/transactions/{transaction_id}/shipper_shipping_rate"
      | "/api/v1/transactions/{transaction_id}/track_with_guest_seller"
      | "/api/v1/transactions/{transaction_id}/accept_complaint"
      | "/api/v1/transactions/{transaction_id}/complain_with_description"
      | "/api/v1/transactions/{transaction_id}/complain_with_guest_buyer"
      | "/api/v1/transactions/{transaction_id}/end_complaint_period"
      | "/api/v1/transactions/{transaction_id}/cancel"
      | "/api/v1/transactions/{transaction_id}/cancel_with_guest_user"
      | "/api/v1/notifications/{notification_id}/mark_as_read";
    accessToken:
      | "/api/v1/p2p/transactions/{transactionId}/set_price"
      | "/api/v1/p2p/transactions/{transaction_id}/complain"
      | "/api/v1/transactions/{transaction_id}/track"
      | "/api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller"
      | "/api/v1/guest_users"
      | "/api/v1/me/features/instant_payouts"
      | "/api/v1/me/payments_financial_connections/add_account"
      | "/api/v1/me/payments_financial_connections/prepare_account"
      | "/api/v1/me/transactions"
      | "/api/v1/me/transactions/create_and_join"
      | "/api/v1/me/transactions/create_with_guest_user"
      | "/api/v1/transactions/{transaction_id}/claim_for_buyer"
      | "/api/v1/transactions/{transaction_id}/claim_for_seller"
      | "/api/v1/transactions/{transaction_id}/submit_order_issue"
      | "/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer"
      | "/api/v1/transactions_by_claim_secret/{secret}/claim_as_seller"
      | "/api/v1/transactions/{transaction_id}/accept_payment"
      | "/api/v1/transactions/{transaction_id}/set_payment_method"
      | "/api/v1/shipper_shipping_rates"
      | "/api/v1/transactions/{transaction_id}/confirm_delivery"
      | "/api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer"
      | "/api/v1/transactions/{transaction_id}/extend_tracking_deadline"
      | "/api/v1/transactions/{transaction_id}/generate_shipment_label"
      | "/api/v1/transactions/{transaction_id}/shipping_details"
      | "/api/v1/transactions/{transaction_id}/shipper_address"
      | "/api/v1/transactions/{transaction_id}/shipper_customs_declaration"
      | "/api/v1/transactions/{transaction_id}/shipper_parcel_details"
      | "/api/v1/transactions/{transaction_id}/shipper_shipping_rate"
      | "/api/v1/transactions/{transaction_id}/track_with_guest_seller"
      | "/api/v1/transactions/{transaction_id}/accept_complaint"
      | "/api/v1/transactions/{transaction_id}/complain_with_description"
      | "/api/v1/transactions/{transaction_id}/complain_with_guest_buyer"
      | "/api/v1/transactions/{transaction_id}/end_complaint_period"
      | "/api/v1/transactions/{transaction_id}/cancel"
      | "/api/v1/transactions/{transaction_id}/cancel_with_guest_user"
      | "/api/v1/notifications/{notification_id}/mark_as_read";
  };
  get: {
    apiKey:
      | "/api/v1/transactions/{transaction_id}/shipper_shipping_rates"
      | "/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details"
      | "/api/v1/me/balances"
      | "/api/v1/me/features"
      | "/api/v1/me/payouts"
      | "/api/v1/client/supported_registration_countries"
      | "/api/v1/clients/{client_id}/timelines"
      | "/api/v1/p2p/clients/{client_id}/timelines"
      | "/api/v1/me/account_session"
      | "/api/v1/me/instant_payout_balance"
      | "/api/v1/me/payout_attempts"
      | "/api/v1/me/personal/additional_identity_document/verification_status"
      | "/api/v1/me/personal/additional_identity_document_back/verification_status"
      | "/api/v1/me/personal/identity_document/verification_status"
      | "/api/v1/me/personal/identity_document_back/verification_status"
      | "/api/v1/me/personal/details"
      | "/api/v1/me/personal/payments_publishable_key"
      | "/api/v1/me/profile/payout_status"
      | "/api/v1/me/payments_financial_connections/ownership"
      | "/api/v1/me/verification_method"
      | "/api/v1/me/verification_session"
      | "/api/v1/me/verification_session_native"
      | "/api/v1/me/verification_status"
      | "/api/v1/me/transactions"
      | "/api/v1/transactions"
      | "/api/v1/transactions/{transaction_id}"
      | "/api/v1/charge"
      | "/api/v1/transactions/{transaction_id}/bank_transfer_details"
      | "/api/v1/transactions/{transaction_id}/charge"
      | "/api/v1/supported_carriers"
      | "/api/v1/transactions/{transaction_id}/shipping_details"
      | "/api/v1/transactions/{transaction_id}/shipper_shipping_label"
      | "/api/v1/transactions/{transaction_id}/billing_details"
      | "/api/v1/transactions/{transaction_id}/buyer_details"
      | "/api/v1/transactions/{transaction_id}/seller_details"
      | "/api/v1/transactions/{transaction_id}/payments_client_secret"
      | "/api/v1/transactions/{transaction_id}/payments_publishable_key"
      | "/api/v1/p2p/transactions/{transaction_id}/billing_details"
      | "/api/v1/p2p/transactions/{transaction_id}/buyer_details"
      | "/api/v1/p2p/transactions/{transaction_id}/seller_details"
      | "/api/v1/p2p/transactions/{transaction_id}/payments_publishable_key"
      | "/api/v1/me/notifications"
      | "/api/v1/notifications/{notification_id}";
    accessToken:
      | "/api/v1/batch/transactions"
      | "/api/v1/me/balances"
      | "/api/v1/me/features"
      | "/api/v1/me/payouts"
      | "/api/v1/client/supported_registration_countries"
      | "/api/v1/clients/{client_id}/timelines"
      | "/api/v1/p2p/clients/{client_id}/timelines"
      | "/api/v1/me/account_session"
      | "/api/v1/me/instant_payout_balance"
      | "/api/v1/me/payout_attempts"
      | "/api/v1/me/personal/additional_identity_document/verification_status"
      | "/api/v1/me/personal/additional_identity_document_back/verification_status"
      | "/api/v1/me/personal/identity_document/verification_status"
      | "/api/v1/me/personal/identity_document_back/verification_status"
      | "/api/v1/me/personal/details"
      | "/api/v1/me/personal/payments_publishable_key"
      | "/api/v1/me/profile/payout_status"
      | "/api/v1/me/payments_financial_connections/ownership"
      | "/api/v1/me/verification_method"
      | "/api/v1/me/verification_session"
      | "/api/v1/me/verification_session_native"
      | "/api/v1/me/verification_status"
      | "/api/v1/me/transactions"
      | "/api/v1/transactions"
      | "/api/v1/transactions/{transaction_id}"
      | "/api/v1/transactions/{transaction_id}/bank_transfer_details"
      | "/api/v1/supported_carriers"
      | "/api/v1/transactions/{transaction_id}/shipping_details"
      | "/api/v1/transactions/{transaction_id}/shipper_shipping_label"
      | "/api/v1/transactions/{transaction_id}/billing_details"
      | "/api/v1/transactions/{transaction_id}/buyer_details"
      | "/api/v1/transactions/{transaction_id}/seller_details"
      | "/api/v1/transactions/{transaction_id}/payments_client_secret"
      | "/api/v1/transactions/{transaction_id}/payments_publishable_key"
      | "/api/v1/p2p/transactions/{transaction_id}/billing_details"
      | "/api/v1/p2p/transactions/{transaction_id}/buyer_details"
      | "/api/v1/p2p/transactions/{transaction_id}/seller_details"
      | "/api/v1/p2p/transactions/{transaction_id}/payments_publishable_key"
      | "/api/v1/me/notifications"
      | "/api/v1/notifications/{notification_id}";
  };
  patch: {
    apiKey:
      | "/api/v1/me/personal/details"
      | "/api/v1/transactions/{transaction_id}";
    accessToken:
      | "/api/v1/me/personal/details"
      | "/api/v1/transactions/{transaction_id}";
  };
  put: {
    apiKey:
      | "/api/v1/transactions";
    accessToken:
      | "/api/v1/transactions";
  };
}
/** Operations whose security accepts an OAuth2 access token and not the API key. */
export interface TokenOnly {
  get:
    | "/api/v1/batch/transactions";
}
/** Operations whose security accepts the API key and not an OAuth2 access token. */
export interface KeyOnly {
  get:
    | "/api/v1/transactions/{transaction_id}/shipper_shipping_rates"
    | "/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details"
    | "/api/v1/charge"
    | "/api/v1/transactions/{transaction_id}/charge";
}
/** Operations that require the `Service-User` header: the user the client acts for. */
export interface ActingUserRequired {
  post:
    | "/api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller"
    | "/api/v1/transactions/{transaction_id}/claim_for_buyer"
    | "/api/v1/transactions/{transaction_id}/claim_for_seller"
    | "/api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer"
    | "/api/v1/transactions/{transaction_id}/track_with_guest_seller"
    | "/api/v1/transactions/{transaction_id}/cancel_with_guest_user";
  get:
    | "/api/v1/transactions/{transaction_id}/shipper_shipping_rates"
    | "/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details"
    | "/api/v1/me/profile/payout_status";
}
/** Operations whose options must be given: a required parameter (the acting user aside) or body. */
export interface OptionsRequired {
  get:
    | "/api/v1/batch/transactions"
    | "/api/v1/transactions/{transaction_id}/shipper_shipping_rates"
    | "/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details"
    | "/api/v1/clients/{client_id}/timelines"
    | "/api/v1/p2p/clients/{client_id}/timelines"
    | "/api/v1/transactions/{transaction_id}"
    | "/api/v1/transactions/{transaction_id}/bank_transfer_details"
    | "/api/v1/transactions/{transaction_id}/charge"
    | "/api/v1/transactions/{transaction_id}/shipping_details"
    | "/api/v1/transactions/{transaction_id}/shipper_shipping_label"
    | "/api/v1/transactions/{transaction_id}/billing_details"
    | "/api/v1/transactions/{transaction_id}/buyer_details"
    | "/api/v1/transactions/{transaction_id}/seller_details"
    | "/api/v1/transactions/{transaction_id}/payments_client_secret"
    | "/api/v1/transactions/{transaction_id}/payments_publishable_key"
    | "/api/v1/p2p/transactions/{transaction_id}/billing_details"
    | "/api/v1/p2p/transactions/{transaction_id}/buyer_details"
    | "/api/v1/p2p/transactions/{transaction_id}/seller_details"
    | "/api/v1/p2p/transactions/{transaction_id}/payments_publishable_key"
    | "/api/v1/notifications/{notification_id}";
  post:
    | "/api/v1/p2p/transactions/{transactionId}/set_price"
    | "/api/v1/p2p/transactions/{transaction_id}/complain"
    | "/api/v1/transactions/{transaction_id}/track"
    | "/api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller"
    | "/api/v1/transactions/{transaction_id}/claim_for_buyer"
    | "/api/v1/transactions/{transaction_id}/claim_for_seller"
    | "/api/v1/transactions/{transaction_id}/submit_order_issue"
    | "/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer"
    | "/api/v1/transactions_by_claim_secret/{secret}/claim_as_seller"
    | "/api/v1/transactions/{transaction_id}/accept_payment"
    | "/api/v1/transactions/{transaction_id}/set_payment_method"
    | "/api/v1/transactions/{transaction_id}/confirm_delivery"
    | "/api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer"
    | "/api/v1/transactions/{transaction_id}/extend_tracking_deadline"
    | "/api/v1/transactions/{transaction_id}/generate_shipment_label"
    | "/api/v1/transactions/{transaction_id}/shipping_details"
    | "/api/v1/transactions/{transaction_id}/shipper_address"
    | "/api/v1/transactions/{transaction_id}/shipper_customs_declaration"
    | "/api/v1/transactions/{transaction_id}/shipper_parcel_details"
    | "/api/v1/transactions/{transaction_id}/shipper_shipping_rate"
    | "/api/v1/transactions/{transaction_id}/track_with_guest_seller"
    | "/api/v1/transactions/{transaction_id}/accept_complaint"
    | "/api/v1/transactions/{transaction_id}/complain_with_description"
    | "/api/v1/transactions/{transaction_id}/complain_with_guest_buyer"
    | "/api/v1/transactions/{transaction_id}/end_complaint_period"
    | "/api/v1/transactions/{transaction_id}/cancel"
    | "/api/v1/transactions/{transaction_id}/cancel_with_guest_user"
    | "/api/v1/notifications/{notification_id}/mark_as_read";
  patch:
    | "/api/v1/transactions/{transaction_id}";
}
/** Operations whose success body is not JSON and is read as a Blob when the call does not say. */
export interface BlobResult {
  post:
    | "/api/v1/transactions/{transaction_id}/generate_shipment_label";
}
/** Operations whose success body is text and is read as text when the call does not say. */
export interface TextResult {
}
