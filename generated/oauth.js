// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// URL_TEMPLATES: the oauth2 flow's x-url-templates. SCOPES: the flow's scopes.
// OPERATIONS: the 83 operations, operationId to "METHOD /path".
// NEEDS: the 12 operations that name scopes: `offline` (x-offline-scopes) is needed
// while the user is not present, `required` (x-required-grants) for any call, each with who grants it.
export const URL_TEMPLATES = {
  "authorizationUrl": "{auth_url}/realms/{realm}/protocol/openid-connect/auth",
  "tokenUrl": "{auth_url}/realms/{realm}/protocol/openid-connect/token"
};
export const SCOPES = [
  "openid",
  "profile",
  "basic_ls:offline_accept_listing",
  "basic_ls:offline_create",
  "basic_tx:offline_accept_payment",
  "basic_tx:offline_cancel",
  "basic_tx:offline_claim",
  "basic_tx:offline_complain",
  "basic_tx:offline_create_join",
  "basic_tx:offline_track",
  "p2p_ls:offline_create",
  "p2p_ls:offline_update",
  "p2p_tx:offline_accept_deposit",
  "p2p_tx:offline_cancel",
  "p2p_tx:offline_claim",
  "p2p_tx:offline_complain",
  "p2p_tx:offline_confirm_handover",
  "p2p_tx:offline_create_join",
  "p2p_tx:offline_set_price"
];
export const OPERATIONS = {
  "getTransactionsBatch": "GET /api/v1/batch/transactions",
  "setF2fPrice": "POST /api/v1/p2p/transactions/{transactionId}/set_price",
  "complainF2fTransaction": "POST /api/v1/p2p/transactions/{transaction_id}/complain",
  "trackTransaction": "POST /api/v1/transactions/{transaction_id}/track",
  "acceptPaymentWithGuestSeller": "POST /api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller",
  "listTransactionShippingRates": "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates",
  "getF2fBankTransferDetails": "GET /api/v1/p2p/transactions/{transaction_id}/bank_transfer_details",
  "createGuestUser": "POST /api/v1/guest_users",
  "getMyBalances": "GET /api/v1/me/balances",
  "getMyFeatures": "GET /api/v1/me/features",
  "postMyInstantPayoutsFeature": "POST /api/v1/me/features/instant_payouts",
  "listMyPayouts": "GET /api/v1/me/payouts",
  "listSupportedRegistrationCountries": "GET /api/v1/client/supported_registration_countries",
  "getClientTimelines": "GET /api/v1/clients/{client_id}/timelines",
  "getF2fClientTimelines": "GET /api/v1/p2p/clients/{client_id}/timelines",
  "getMyAccountSession": "GET /api/v1/me/account_session",
  "getMyInstantPayoutBalance": "GET /api/v1/me/instant_payout_balance",
  "listMyPayoutAttempts": "GET /api/v1/me/payout_attempts",
  "getAdditionalIdentityDocumentVerificationStatus": "GET /api/v1/me/personal/additional_identity_document/verification_status",
  "getAdditionalIdentityDocumentBackVerificationStatus": "GET /api/v1/me/personal/additional_identity_document_back/verification_status",
  "getIdentityDocumentVerificationStatus": "GET /api/v1/me/personal/identity_document/verification_status",
  "getIdentityDocumentBackVerificationStatus": "GET /api/v1/me/personal/identity_document_back/verification_status",
  "getMyPersonalDetails": "GET /api/v1/me/personal/details",
  "updateMyPersonalDetails": "PATCH /api/v1/me/personal/details",
  "getMyPaymentsPublishableKey": "GET /api/v1/me/personal/payments_publishable_key",
  "getMyPayoutStatus": "GET /api/v1/me/profile/payout_status",
  "addFinancialConnectionsAccount": "POST /api/v1/me/payments_financial_connections/add_account",
  "getFinancialConnectionsOwnership": "GET /api/v1/me/payments_financial_connections/ownership",
  "prepareFinancialConnectionsAccount": "POST /api/v1/me/payments_financial_connections/prepare_account",
  "getMyVerificationMethod": "GET /api/v1/me/verification_method",
  "getMyVerificationSession": "GET /api/v1/me/verification_session",
  "createNativeVerificationSession": "GET /api/v1/me/verification_session_native",
  "getMyVerificationStatus": "GET /api/v1/me/verification_status",
  "listMyTransactions": "GET /api/v1/me/transactions",
  "createTransaction": "POST /api/v1/me/transactions",
  "createAndJoinTransaction": "POST /api/v1/me/transactions/create_and_join",
  "createTransactionWithGuestUser": "POST /api/v1/me/transactions/create_with_guest_user",
  "getTransactionByJoinCode": "GET /api/v1/transactions",
  "joinTransaction": "PUT /api/v1/transactions",
  "getTransaction": "GET /api/v1/transactions/{transaction_id}",
  "updateTransaction": "PATCH /api/v1/transactions/{transaction_id}",
  "claimTransactionForBuyer": "POST /api/v1/transactions/{transaction_id}/claim_for_buyer",
  "claimTransactionForSeller": "POST /api/v1/transactions/{transaction_id}/claim_for_seller",
  "submitOrderIssue": "POST /api/v1/transactions/{transaction_id}/submit_order_issue",
  "claimTransactionAsBuyer": "POST /api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer",
  "claimTransactionAsSeller": "POST /api/v1/transactions_by_claim_secret/{secret}/claim_as_seller",
  "getCharge": "GET /api/v1/charge",
  "acceptPayment": "POST /api/v1/transactions/{transaction_id}/accept_payment",
  "getBankTransferDetails": "GET /api/v1/transactions/{transaction_id}/bank_transfer_details",
  "getTransactionCharge": "GET /api/v1/transactions/{transaction_id}/charge",
  "setPaymentMethod": "POST /api/v1/transactions/{transaction_id}/set_payment_method",
  "listShippingRatesForAddresses": "POST /api/v1/shipper_shipping_rates",
  "listSupportedCarriers": "GET /api/v1/supported_carriers",
  "confirmDelivery": "POST /api/v1/transactions/{transaction_id}/confirm_delivery",
  "confirmDeliveryWithGuestBuyer": "POST /api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer",
  "extendTrackingDeadline": "POST /api/v1/transactions/{transaction_id}/extend_tracking_deadline",
  "generateShipmentLabel": "POST /api/v1/transactions/{transaction_id}/generate_shipment_label",
  "getShippingDetails": "GET /api/v1/transactions/{transaction_id}/shipping_details",
  "submitShippingDetails": "POST /api/v1/transactions/{transaction_id}/shipping_details",
  "submitShipperAddress": "POST /api/v1/transactions/{transaction_id}/shipper_address",
  "submitShipperCustomsDeclaration": "POST /api/v1/transactions/{transaction_id}/shipper_customs_declaration",
  "submitShipperParcelDetails": "POST /api/v1/transactions/{transaction_id}/shipper_parcel_details",
  "getShipperShippingLabel": "GET /api/v1/transactions/{transaction_id}/shipper_shipping_label",
  "setShipperShippingRate": "POST /api/v1/transactions/{transaction_id}/shipper_shipping_rate",
  "trackTransactionWithGuestSeller": "POST /api/v1/transactions/{transaction_id}/track_with_guest_seller",
  "acceptComplaint": "POST /api/v1/transactions/{transaction_id}/accept_complaint",
  "complainWithDescription": "POST /api/v1/transactions/{transaction_id}/complain_with_description",
  "complainWithGuestBuyer": "POST /api/v1/transactions/{transaction_id}/complain_with_guest_buyer",
  "endComplaintPeriod": "POST /api/v1/transactions/{transaction_id}/end_complaint_period",
  "cancelTransaction": "POST /api/v1/transactions/{transaction_id}/cancel",
  "cancelTransactionWithGuestUser": "POST /api/v1/transactions/{transaction_id}/cancel_with_guest_user",
  "getBillingDetails": "GET /api/v1/transactions/{transaction_id}/billing_details",
  "getBuyerDetails": "GET /api/v1/transactions/{transaction_id}/buyer_details",
  "getSellerDetails": "GET /api/v1/transactions/{transaction_id}/seller_details",
  "getPaymentsClientSecret": "GET /api/v1/transactions/{transaction_id}/payments_client_secret",
  "getTransactionPaymentsPublishableKey": "GET /api/v1/transactions/{transaction_id}/payments_publishable_key",
  "getF2fBillingDetails": "GET /api/v1/p2p/transactions/{transaction_id}/billing_details",
  "getF2fBuyerDetails": "GET /api/v1/p2p/transactions/{transaction_id}/buyer_details",
  "getF2fSellerDetails": "GET /api/v1/p2p/transactions/{transaction_id}/seller_details",
  "getF2fPaymentsPublishableKey": "GET /api/v1/p2p/transactions/{transaction_id}/payments_publishable_key",
  "listMyNotifications": "GET /api/v1/me/notifications",
  "getNotification": "GET /api/v1/notifications/{notification_id}",
  "markNotificationAsRead": "POST /api/v1/notifications/{notification_id}/mark_as_read"
};
export const NEEDS = {
  "POST /api/v1/p2p/transactions/{transactionId}/set_price": {
    "offline": [
      "p2p_tx:offline_set_price"
    ],
    "required": []
  },
  "POST /api/v1/p2p/transactions/{transaction_id}/complain": {
    "offline": [
      "p2p_tx:offline_complain"
    ],
    "required": []
  },
  "POST /api/v1/transactions/{transaction_id}/track": {
    "offline": [
      "basic_tx:offline_track"
    ],
    "required": []
  },
  "GET /api/v1/me/profile/payout_status": {
    "offline": [],
    "required": [
      {
        "scope": "profile",
        "grantor": "service-user"
      }
    ]
  },
  "GET /api/v1/me/verification_session": {
    "offline": [
      "profile"
    ],
    "required": []
  },
  "GET /api/v1/me/verification_session_native": {
    "offline": [
      "profile"
    ],
    "required": []
  },
  "GET /api/v1/me/verification_status": {
    "offline": [
      "profile"
    ],
    "required": []
  },
  "POST /api/v1/me/transactions/create_and_join": {
    "offline": [],
    "required": [
      {
        "scope": "basic_tx:offline_create_join",
        "grantor": "join-user"
      }
    ]
  },
  "POST /api/v1/me/transactions/create_with_guest_user": {
    "offline": [],
    "required": [
      {
        "scope": "basic_tx:offline_create_join",
        "grantor": "online-user"
      }
    ]
  },
  "POST /api/v1/transactions/{transaction_id}/accept_payment": {
    "offline": [
      "basic_tx:offline_accept_payment"
    ],
    "required": []
  },
  "POST /api/v1/transactions/{transaction_id}/complain_with_description": {
    "offline": [
      "basic_tx:offline_complain"
    ],
    "required": []
  },
  "POST /api/v1/transactions/{transaction_id}/cancel": {
    "offline": [
      "basic_tx:offline_cancel"
    ],
    "required": []
  }
};
