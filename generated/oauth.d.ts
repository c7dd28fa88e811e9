// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// URL_TEMPLATES: the oauth2 flow's x-url-templates. SCOPES: the flow's scopes.
// OPERATIONS: the 83 operations, operationId to "METHOD /path".
// NEEDS: the 12 operations that name scopes: `offline` (x-offline-scopes) is needed
// while the user is not present, `required` (x-required-grants) for any call, each with who grants it.
export declare const URL_TEMPLATES: {
  readonly authorizationUrl: "{auth_url}/realms/{realm}/protocol/openid-connect/auth";
  readonly tokenUrl: "{auth_url}/realms/{realm}/protocol/openid-connect/token";
};
/** The 19 scopes of the oauth2 flow. */
export type Scope =
  | "openid"
  | "profile"
  | "basic_ls:offline_accept_listing"
  | "basic_ls:offline_create"
  | "basic_tx:offline_accept_payment"
  | "basic_tx:offline_cancel"
  | "basic_tx:offline_claim"
  | "basic_tx:offline_complain"
  | "basic_tx:offline_create_join"
  | "basic_tx:offline_track"
  | "p2p_ls:offline_create"
  | "p2p_ls:offline_update"
  | "p2p_tx:offline_accept_deposit"
  | "p2p_tx:offline_cancel"
  | "p2p_tx:offline_claim"
  | "p2p_tx:offline_complain"
  | "p2p_tx:offline_confirm_handover"
  | "p2p_tx:offline_create_join"
  | "p2p_tx:offline_set_price";
export declare const SCOPES: readonly Scope[];
/** Every operation of the API, by operationId. */
export declare const OPERATIONS: {
  readonly getTransactionsBatch: "GET /api/v1/batch/transactions";
  readonly setF2fPrice: "POST /api/v1/p2p/transactions/{transactionId}/set_price";
  readonly complainF2fTransaction: "POST /api/v1/p2p/transactions/{transaction_id}/complain";
  readonly trackTransaction: "POST /api/v1/transactions/{transaction_id}/track";
  readonly acceptPaymentWithGuestSeller: "POST /api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller";
  readonly listTransactionShippingRates: "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates";
  readonly getF2fBankTransferDetails: "GET /api/v1/p2p/transactions/{transaction_id}/bank_transfer_details";
  readonly createGuestUser: "POST /api/v1/guest_users";
  readonly getMyBalances: "GET /api/v1/me/balances";
  readonly getMyFeatures: "GET /api/v1/me/features";
  readonly postMyInstantPayoutsFeature: "POST /api/v1/me/features/instant_payouts";
  readonly listMyPayouts: "GET /api/v1/me/payouts";
  readonly listSupportedRegistrationCountries: "GET /api/v1/client/supported_registration_countries";
  readonly getClientTimelines: "GET /api/v1/clients/{client_id}/timelines";
  readonly getF2fClientTimelines: "GET /api/v1/p2p/clients/{client_id}/timelines";
  readonly getMyAccountSession: "GET /api/v1/me/account_session";
  readonly getMyInstantPayoutBalance: "GET /api/v1/me/instant_payout_balance";
  readonly listMyPayoutAttempts: "GET /api/v1/me/payout_attempts";
  readonly getAdditionalIdentityDocumentVerificationStatus: "GET /api/v1/me/personal/additional_identity_document/verification_status";
  readonly getAdditionalIdentityDocumentBackVerificationStatus: "GET /api/v1/me/personal/additional_identity_document_back/verification_status";
  readonly getIdentityDocumentVerificationStatus: "GET /api/v1/me/personal/identity_document/verification_status";
  readonly getIdentityDocumentBackVerificationStatus: "GET /api/v1/me/personal/identity_document_back/verification_status";
  readonly getMyPersonalDetails: "GET /api/v1/me/personal/details";
  readonly updateMyPersonalDetails: "PATCH /api/v1/me/personal/details";
  readonly getMyPaymentsPublishableKey: "GET /api/v1/me/personal/payments_publishable_key";
  readonly getMyPayoutStatus: "GET /api/v1/me/profile/payout_status";
  readonly addFinancialConnectionsAccount: "POST /api/v1/me/payments_financial_connections/add_account";
  readonly getFinancialConnectionsOwnership: "GET /api/v1/me/payments_financial_connections/ownership";
  readonly prepareFinancialConnectionsAccount: "POST /api/v1/me/payments_financial_connections/prepare_account";
  readonly getMyVerificationMethod: "GET /api/v1/me/verification_method";
  readonly getMyVerificationSession: "GET /api/v1/me/verification_session";
  readonly createNativeVerificationSession: "GET /api/v1/me/verification_session_native";
  readonly getMyVerificationStatus: "GET /api/v1/me/verification_status";
  readonly listMyTransactions: "GET /api/v1/me/transactions";
  readonly createTransaction: "POST /api/v1/me/transactions";
  readonly createAndJoinTransaction: "POST /api/v1/me/transactions/create_and_join";
  readonly createTransactionWithGuestUser: "POST /api/v1/me/transactions/create_with_guest_user";
  readonly getTransactionByJoinCode: "GET /api/v1/transactions";
  readonly joinTransaction: "PUT /api/v1/transactions";
  readonly getTransaction: "GET /api/v1/transactions/{transaction_id}";
  readonly updateTransaction: "PATCH /api/v1/transactions/{transaction_id}";
  readonly claimTransactionForBuyer: "POST /api/v1/transactions/{transaction_id}/claim_for_buyer";
  readonly claimTransactionForSeller: "POST /api/v1/transactions/{transaction_id}/claim_for_seller";
  readonly submitOrderIssue: "POST /api/v1/transactions/{transaction_id}/submit_order_issue";
  readonly claimTransactionAsBuyer: "POST /api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer";
  readonly claimTransactionAsSeller: "POST /api/v1/transactions_by_claim_secret/{secret}/claim_as_seller";
  readonly getCharge: "GET /api/v1/charge";
  readonly acceptPayment: "POST /api/v1/transactions/{transaction_id}/accept_payment";
  readonly getBankTransferDetails: "GET /api/v1/transactions/{transaction_id}/bank_transfer_details";
  readonly getTransactionCharge: "GET /api/v1/transactions/{transaction_id}/charge";
  readonly setPaymentMethod: "POST /api/v1/transactions/{transaction_id}/set_payment_method";
  readonly listShippingRatesForAddresses: "POST /api/v1/shipper_shipping_rates";
  readonly listSupportedCarriers: "GET /api/v1/supported_carriers";
  readonly confirmDelivery: "POST /api/v1/transactions/{transaction_id}/confirm_delivery";
  readonly confirmDeliveryWithGuestBuyer: "POST /api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer";
  readonly extendTrackingDeadline: "POST /api/v1/transactions/{transaction_id}/extend_tracking_deadline";
  readonly generateShipmentLabel: "POST /api/v1/transactions/{transaction_id}/generate_shipment_label";
  readonly getShippingDetails: "GET /api/v1/transactions/{transaction_id}/shipping_details";
  readonly submitShippingDetails: "POST /api/v1/transactions/{transaction_id}/shipping_details";
  readonly submitShipperAddress: "POST /api/v1/transactions/{transaction_id}/shipper_address";
  readonly submitShipperCustomsDeclaration: "POST /api/v1/transactions/{transaction_id}/shipper_customs_declaration";
  readonly submitShipperParcelDetails: "POST /api/v1/transactions/{transaction_id}/shipper_parcel_details";
  readonly getShipperShippingLabel: "GET /api/v1/transactions/{transaction_id}/shipper_shipping_label";
  readonly setShipperShippingRate: "POST /api/v1/transactions/{transaction_id}/shipper_shipping_rate";
  readonly trackTransactionWithGuestSeller: "POST /api/v1/transactions/{transaction_id}/track_with_guest_seller";
  readonly acceptComplaint: "POST /api/v1/transactions/{transaction_id}/accept_complaint";
  readonly complainWithDescription: "POST /api/v1/transactions/{transaction_id}/complain_with_description";
  readonly complainWithGuestBuyer: "POST /api/v1/transactions/{transaction_id}/complain_with_guest_buyer";
  readonly endComplaintPeriod: "POST /api/v1/transactions/{transaction_id}/end_complaint_period";
  readonly cancelTransaction: "POST /api/v1/transactions/{transaction_id}/cancel";
  readonly cancelTransactionWithGuestUser: "POST /api/v1/transactions/{transaction_id}/cancel_with_guest_user";
  readonly getBillingDetails: "GET /api/v1/transactions/{transaction_id}/billing_details";
  readonly getBuyerDetails: "GET /api/v1/transactions/{transaction_id}/buyer_details";
  readonly getSellerDetails: "GET /api/v1/transactions/{transaction_id}/seller_details";
  readonly getPaymentsClientSecret: "GET /api/v1/transactions/{transaction_id}/payments_client_secret";
  readonly getTransactionPaymentsPublishableKey: "GET /api/v1/transactions/{transaction_id}/payments_publishable_key";
  readonly getF2fBillingDetails: "GET /api/v1/p2p/transactions/{transaction_id}/billing_details";
  readonly getF2fBuyerDetails: "GET /api/v1/p2p/transactions/{transaction_id}/buyer_details";
  readonly getF2fSellerDetails: "GET /api/v1/p2p/transactions/{transaction_id}/seller_details";
  readonly getF2fPaymentsPublishableKey: "GET /api/v1/p2p/transactions/{transaction_id}/payments_publishable_key";
  readonly listMyNotifications: "GET /api/v1/me/notifications";
  readonly getNotification: "GET /api/v1/notifications/{notification_id}";
  readonly markNotificationAsRead: "POST /api/v1/notifications/{notification_id}/mark_as_read";
};
/** An operation's ID, as in the spec. */
export type OperationId = keyof typeof OPERATIONS;
/** An operation as "METHOD /path", the path as the spec writes it. */
export type OperationKey = (typeof OPERATIONS)[OperationId];
/** The scopes an operation names; operations missing here name none. */
export declare const NEEDS: {
  readonly "POST /api/v1/p2p/transactions/{transactionId}/set_price": { readonly offline: readonly ["p2p_tx:offline_set_price"]; readonly required: readonly [] };
  readonly "POST /api/v1/p2p/transactions/{transaction_id}/complain": { readonly offline: readonly ["p2p_tx:offline_complain"]; readonly required: readonly [] };
  readonly "POST /api/v1/transactions/{transaction_id}/track": { readonly offline: readonly ["basic_tx:offline_track"]; readonly required: readonly [] };
  readonly "GET /api/v1/me/profile/payout_status": { readonly offline: readonly []; readonly required: readonly [{ readonly scope: "profile"; readonly grantor: "service-user" }] };
  readonly "GET /api/v1/me/verification_session": { readonly offline: readonly ["profile"]; readonly required: readonly [] };
  readonly "GET /api/v1/me/verification_session_native": { readonly offline: readonly ["profile"]; readonly required: readonly [] };
  readonly "GET /api/v1/me/verification_status": { readonly offline: readonly ["profile"]; readonly required: readonly [] };
  readonly "POST /api/v1/me/transactions/create_and_join": { readonly offline: readonly []; readonly required: readonly [{ readonly scope: "basic_tx:offline_create_join"; readonly grantor: "join-user" }] };
  readonly "POST /api/v1/me/transactions/create_with_guest_user": { readonly offline: readonly []; readonly required: readonly [{ readonly scope: "basic_tx:offline_create_join"; readonly grantor: "online-user" }] };
  readonly "POST /api/v1/transactions/{transaction_id}/accept_payment": { readonly offline: readonly ["basic_tx:offline_accept_payment"]; readonly required: readonly [] };
  readonly "POST /api/v1/transactions/{transaction_id}/complain_with_description": { readonly offline: readonly ["basic_tx:offline_complain"]; readonly required: readonly [] };
  readonly "POST /api/v1/transactions/{transaction_id}/cancel": { readonly offline: readonly ["basic_tx:offline_cancel"]; readonly required: readonly [] };
};
