// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.

export interface paths {
  "/api/v1/batch/transactions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get online transactions by ID in one call
     * @description Returns the online transactions whose IDs are given in `ids`, at most 50 per call. The result is an array in the order of `ids`: a repeated ID appears again at each of its positions, and an ID that is not found gives `null` at its position.
     */
    get: operations["getTransactionsBatch"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/transactions/{transactionId}/set_price": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the price of an F2F transaction
     * @description Sets the price of an F2F transaction. `price` is the whole price of the item, the deposit already paid counted in. Take `charge` and `charge_calculator_version` from the F2F charge call (`/p2p/charge`); a `charge` other than the service charge for this `price` gets a 400. If what is left after the deposit is too small, the call fails with the code `remainder_too_low`. Without the user present, the client needs the scope `p2p_tx:offline_set_price`.
     */
    post: operations["setF2fPrice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/transactions/{transaction_id}/complain": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complain about an F2F transaction
     * @description Raises a complaint on an F2F transaction, with an optional category and a required description. Offline use needs the scope `p2p_tx:offline_complain`. The description lists the `Service-User` header for this call; a client acting for one of its users sends it.
     */
    post: operations["complainF2fTransaction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/track": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit tracking details
     * @description Submits the carrier and tracking code of the parcel of an online transaction. For `carrier`, send the `code` of one of the carriers that `GET /api/v1/supported_carriers` lists. Once tracking details are in, the service sets `delivered` by itself when delivery is confirmed; if that does not happen, the buyer can confirm delivery by hand. Offline use needs the scope `basic_tx:offline_track`. The description lists the `Service-User` header for this call; a client acting for one of its users sends it.
     */
    post: operations["trackTransaction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept payment for a guest seller
     * @description Accepts the payment of an online transaction on behalf of a guest seller, who is named in `Service-User` (required here). The request has no body.
     */
    post: operations["acceptPaymentWithGuestSeller"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/shipper_shipping_rates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List shipping rates for a transaction
     * @description Lists the parcel-label provider's (`shipper`) shipping rates for an online transaction. API key only. The API key is the client's, so every call is a client flow, which names the user it acts for in `Service-User` (required here).
     */
    get: operations["listTransactionShippingRates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get bank transfer details of an F2F transaction
     * @description Returns where and how to pay an F2F transaction by bank transfer. Only for F2F transactions whose payment method is `bank_transfer`. API key only. The API key is the client's, so every call is a client flow, which names the user it acts for in `Service-User` (required here).
     */
    get: operations["getF2fBankTransferDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/guest_users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a guest user
     * @description Creates a guest user, who can then be the buyer or the seller. When the guest will be a seller, the `country_code` parameter has to be right at creation.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * - Where `country_code` goes (body or query) and its format are not shown; it is modelled as a body field.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["createGuestUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/balances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my balances
     * @description Returns the balances of the user.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyBalances"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/features": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my features
     * @description Returns the features of the user. The rules of the description name one feature of a seller, `require_seller_acceptance` (it makes `accept_payment` available and lets an online transaction be cancelled until it is tracked); whether and how this response lists it is not shown.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyFeatures"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/features/instant_payouts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Post to the instant payouts feature
     * @description Acts on the instant payouts feature of the user. What the call does beyond its path is not shown.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["postMyInstantPayoutsFeature"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/payouts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List my payouts
     * @description Returns the payouts of the user.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["listMyPayouts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/client/supported_registration_countries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List supported registration countries
     * @description Returns the supported registration countries.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["listSupportedRegistrationCountries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/clients/{client_id}/timelines": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the timelines of a client
     * @description Returns the timelines of a client.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getClientTimelines"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/clients/{client_id}/timelines": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the F2F timelines of a client
     * @description Returns the F2F timelines of a client.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getF2fClientTimelines"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/account_session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my account session
     * @description Returns an account session for the user.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyAccountSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/instant_payout_balance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my instant payout balance
     * @description Returns the user's instant payout balance.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyInstantPayoutBalance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/payout_attempts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List my payout attempts
     * @description Returns the user's payout attempts, newest attempt first.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["listMyPayoutAttempts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/personal/additional_identity_document/verification_status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the verification status of the additional identity document
     * @description Returns the verification status of the user's additional identity document.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getAdditionalIdentityDocumentVerificationStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/personal/additional_identity_document_back/verification_status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the verification status of the back of the additional identity document
     * @description Returns the verification status of the user's back of the additional identity document.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getAdditionalIdentityDocumentBackVerificationStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/personal/identity_document/verification_status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the verification status of the identity document
     * @description Returns the verification status of the user's identity document.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getIdentityDocumentVerificationStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/personal/identity_document_back/verification_status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the verification status of the back of the identity document
     * @description Returns the verification status of the user's back of the identity document.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getIdentityDocumentBackVerificationStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/personal/details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my personal details
     * @description Returns the user's personal details.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyPersonalDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update my personal details
     * @description Changes the user's personal details.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    patch: operations["updateMyPersonalDetails"];
    trace?: never;
  };
  "/api/v1/me/personal/payments_publishable_key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my payment platform's publishable key
     * @description Returns the publishable key of the payment platform (`payments`) the user is linked to.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyPaymentsPublishableKey"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/profile/payout_status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my payout status
     * @description Returns the user's payout status. The user named by `Service-User` must have granted the scope `profile` to the client.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyPayoutStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/payments_financial_connections/add_account": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a financial connections account
     * @description Adds an account through the payment platform's (`payments`) financial connections.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["addFinancialConnectionsAccount"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/payments_financial_connections/ownership": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get financial connections ownership
     * @description Returns ownership information from the payment platform's (`payments`) financial connections.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getFinancialConnectionsOwnership"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/payments_financial_connections/prepare_account": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prepare a financial connections account
     * @description Prepares an account through the payment platform's (`payments`) financial connections.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["prepareFinancialConnectionsAccount"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/verification_method": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my verification method
     * @description Returns the user's verification method.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyVerificationMethod"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/verification_session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my verification session
     * @description Returns an identity verification session for the user. Offline access is allowed with the scope `profile`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyVerificationSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/verification_session_native": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Create a verification session for native apps
     * @description Creates an identity verification session for native apps and returns a session ID and an ephemeral key (their field names are not shown). Offline access is allowed with the scope `profile`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["createNativeVerificationSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/verification_status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my verification status
     * @description Returns the user's identity verification status. Offline access is allowed with the scope `profile`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getMyVerificationStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/transactions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List my online transactions
     * @description Returns the user's online transactions, sorted by ID.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * - The sort direction (ascending or descending ID) is not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["listMyTransactions"];
    put?: never;
    /**
     * Create an online transaction
     * @description Creates an online transaction. It must be preceded by a call to `/charge` (`GET /api/v1/charge`) with the goods price in `price`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["createTransaction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/transactions/create_and_join": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create and join an online transaction
     * @description Creates an online transaction and joins it in one call. The user named by `join_user_id` must have granted the scope `basic_tx:offline_create_join` to the client.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * - Where `join_user_id` goes (body or query) is not shown; it is modelled as a body field, a string like the other user IDs.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["createAndJoinTransaction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/transactions/create_with_guest_user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an online transaction with a guest user
     * @description Creates an online transaction with a guest user and joins it in one call. The online user must have granted the scope `basic_tx:offline_create_join` to the client.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["createTransactionWithGuestUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an online transaction by join code
     * @description Fetches an online transaction by its join code.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * - The name of the query parameter carrying the join code is not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getTransactionByJoinCode"];
    /**
     * Join an online transaction
     * @description Joins an online transaction. There is no joining by ID, since a transaction is reachable by its ID only for its buyer and seller.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    put: operations["joinTransaction"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an online transaction
     * @description Returns one online transaction. Only the transaction's buyer and seller can reach it by its ID.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getTransaction"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update an online transaction
     * @description Changes an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    patch: operations["updateTransaction"];
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/claim_for_buyer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim an online transaction for a buyer
     * @description A client claims the transaction for a buyer. Clients only, so every call is a client flow, which names the user it acts for in `Service-User` (required here).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["claimTransactionForBuyer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/claim_for_seller": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim an online transaction for a seller
     * @description A client claims the transaction for a seller. Clients only, so every call is a client flow, which names the user it acts for in `Service-User` (required here).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["claimTransactionForSeller"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/submit_order_issue": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit an order issue
     * @description Submits an order issue on an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["submitOrderIssue"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim an online transaction as buyer
     * @description A full user claims the transaction as its buyer, using the transaction's claim secret.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["claimTransactionAsBuyer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions_by_claim_secret/{secret}/claim_as_seller": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim an online transaction as seller
     * @description A full user claims the transaction as its seller, using the transaction's claim secret.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["claimTransactionAsSeller"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/charge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Calculate the service fee
     * @description Returns the service fee for a price in a currency, in the currency's smallest unit. Call it with the goods price in `price` before creating an online transaction. API key only.
     * @gaps Not stated by the interface description:
     * - Response shape and success status code not shown.
     * - Whether `currency` and `price` are required, and the currency format, are not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getCharge"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/accept_payment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept payment
     * @description The seller accepts the payment of an online transaction. Only sellers with the feature `require_seller_acceptance` have this call. Offline access needs the scope `basic_tx:offline_accept_payment`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["acceptPayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/bank_transfer_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get bank transfer details
     * @description Returns the bank transfer details of an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getBankTransferDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/charge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the service fee of a transaction
     * @description Returns the service fee of an online transaction. API key only.
     * @gaps Not stated by the interface description:
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getTransactionCharge"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/set_payment_method": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the payment method
     * @description Sets the payment method of an online transaction. Call it before the payment, since the rate depends on the method. Get the charge for the chosen method first.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["setPaymentMethod"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/shipper_shipping_rates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List shipping rates for two addresses
     * @description Returns the rates of the parcel-label provider (`shipper`) for sending a parcel from one address to another.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["listShippingRatesForAddresses"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/supported_carriers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List supported carriers
     * @description Returns the carriers supported for automated tracking. Show each carrier's `name` to users and submit its `code` as `carrier` to `POST /api/v1/transactions/{transaction_id}/track`.
     */
    get: operations["listSupportedCarriers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/confirm_delivery": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm delivery
     * @description The buyer confirms delivery by hand, for when the service did not set `delivered` after tracking.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["confirmDelivery"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm delivery for a guest buyer
     * @description The client confirms delivery for the guest buyer named in `Service-User` (required here).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["confirmDeliveryWithGuestBuyer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/extend_tracking_deadline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Extend the tracking deadline
     * @description The buyer extends the seller's deadline for submitting tracking details.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["extendTrackingDeadline"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/generate_shipment_label": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate a shipment label
     * @description Returns a shipping label as a PDF. The sender and recipient details must already have been submitted.
     */
    post: operations["generateShipmentLabel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/shipping_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get shipping details
     * @description Returns the shipping details of an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getShippingDetails"];
    put?: never;
    /**
     * Submit shipping details
     * @description Submits the shipping details of an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["submitShippingDetails"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/shipper_address": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit an address for the label provider
     * @description Submits an address to the parcel-label provider (`shipper`) for an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["submitShipperAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/shipper_customs_declaration": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit a customs declaration
     * @description Submits a customs declaration to the parcel-label provider (`shipper`).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["submitShipperCustomsDeclaration"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/shipper_parcel_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit parcel details
     * @description Submits the parcel details to the parcel-label provider (`shipper`).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["submitShipperParcelDetails"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/shipper_shipping_label": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the shipping label
     * @description Returns the shipping label of an online transaction from the parcel-label provider (`shipper`).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getShipperShippingLabel"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/shipper_shipping_rate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a shipping rate
     * @description Chooses the rate at which the label is bought after the transaction has been paid. An optional parameter may carry a shipment ID; its name, its place (query or body) and its type are not shown, so the document does not model it (see `x-ambiguities`).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * - The optional shipment ID parameter is named in the description, but not its name, place or type.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["setShipperShippingRate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/track_with_guest_seller": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit tracking details for a guest seller
     * @description Submits tracking details for the guest seller named in `Service-User` (required here).
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["trackTransactionWithGuestSeller"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/accept_complaint": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept a complaint
     * @description Accepts the complaint raised on an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["acceptComplaint"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/complain_with_description": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complain with a description
     * @description Raises a complaint on an online transaction, with a description. Offline access needs the scope `basic_tx:offline_complain`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["complainWithDescription"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/complain_with_guest_buyer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complain for a guest buyer
     * @description Raises a complaint on an online transaction for a guest buyer.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["complainWithGuestBuyer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/end_complaint_period": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the complaint period
     * @description Ends the complaint period of an online transaction. The overview says the funds are released to the seller after the complaint period; whether this call brings that about is not stated.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["endComplaintPeriod"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an online transaction
     * @description Cancels an online transaction. This is possible up to its payment, or up to its tracking when the seller has the feature `require_seller_acceptance`. Offline access needs the scope `basic_tx:offline_cancel`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["cancelTransaction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/cancel_with_guest_user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an online transaction for a guest user
     * @description Cancels an online transaction for the user named in `Service-User` (required here). This is possible up to its payment, or up to its tracking when the seller has the feature `require_seller_acceptance`.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["cancelTransactionWithGuestUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/billing_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get billing details
     * @description Returns the billing details of an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getBillingDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/buyer_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get buyer details
     * @description Returns details of the buyer of an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getBuyerDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/seller_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get seller details
     * @description Returns details of the seller of an online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getSellerDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/payments_client_secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the payment client secret
     * @description Part of the asynchronous payment flow: returns a `client_secret`, which the payment processor's (`payments`) card confirmation in the browser or app then takes.
     */
    get: operations["getPaymentsClientSecret"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/transactions/{transaction_id}/payments_publishable_key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the transaction's publishable key
     * @description Returns the publishable key of the payment platform (`payments`) hosting the online transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getTransactionPaymentsPublishableKey"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/transactions/{transaction_id}/billing_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get billing details of an F2F transaction
     * @description Returns the billing details of an F2F transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getF2fBillingDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/transactions/{transaction_id}/buyer_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get buyer details of an F2F transaction
     * @description Returns details of the buyer of an F2F transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getF2fBuyerDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/transactions/{transaction_id}/seller_details": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get seller details of an F2F transaction
     * @description Returns details of the seller of an F2F transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getF2fSellerDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/p2p/transactions/{transaction_id}/payments_publishable_key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the publishable key of an F2F transaction
     * @description Returns the publishable key of the payment platform (`payments`) hosting the F2F transaction.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getF2fPaymentsPublishableKey"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/notifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List my notifications
     * @description Returns the notifications of the logged-in user: a log of updates that concern them.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * - Event kinds, delivery mechanism and payload of notifications are not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["listMyNotifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/notifications/{notification_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a notification
     * @description Returns one notification.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Response shape and success status code not shown.
     * - Event kinds, delivery mechanism and payload of notifications are not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    get: operations["getNotification"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/notifications/{notification_id}/mark_as_read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a notification as read
     * @description Marks one notification as read.
     * @gaps Not stated by the interface description:
     * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
     * - Query parameters, if any, are not shown.
     * - Request body shape not shown.
     * - Response shape and success status code not shown.
     * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
     */
    post: operations["markNotificationAsRead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * ApiErrorBody
     * @description Body of every failed call. Decide on `code`; `error` is contextual text for people and may change without notice.
     * @gaps Not stated by the interface description:
     * - The complete list of error codes is not shown; only `remainder_too_low` is named.
     */
    ApiErrorBody: {
      /** @description Machine-readable error code. Known codes are listed in `KnownErrorCode`; other codes exist. */
      code: components["schemas"]["KnownErrorCode"] | string;
      /** @description Human-readable explanation. It may change without notice: never branch on it. */
      error: string;
    };
    /**
     * ComplaintCategory
     * @description Category of a complaint on an F2F transaction.
     * @enum {string}
     */
    ComplaintCategory: "item_not_received" | "item_not_as_described" | "other";
    /**
     * DepositFeeMultiplier
     * @description A fee multiplier of the deposit pricing; how it is applied is not stated.
     */
    DepositFeeMultiplier: {
      /** @description The multiplier. */
      fee_multiplier: number;
    };
    /**
     * DepositPricing
     * @description The breakdown of an F2F transaction's price and of the charges on it. Every amount is an integer in the currency's smallest unit.
     */
    DepositPricing: {
      /** @description The base price. */
      price: number;
      /** @description Costs on top of the price that are listed on their own, such as tax or fulfilment. */
      price_extra: number;
      /** @description Postage, listed on its own. */
      price_postage?: number;
      /**
       * @description Which party bears the postage. It only appears together with `price_postage` (`dependentRequired` below says so to tools).
       * @enum {string}
       */
      postage_bearer?: "buyer" | "seller" | "client";
      /** @description What the buyer pays in total, the sum of `charge_buyer_service` and `charge_buyer_client`. */
      charge: number;
      /** @description The service's fee, taken from the buyer's payment. */
      charge_buyer_service: number;
      /** @description The client's commission, taken from the buyer's payment. */
      charge_buyer_client: number;
      /** @description Everything charged to the seller, the sum of `charge_seller_client`, `charge_seller_service` and `charge_international_payment`. */
      charge_seller: number;
      /** @description One of the three parts of `charge_seller`. The description gives it no meaning beyond that sum; the name suggests the service's share, which is a reading. */
      charge_seller_service: number;
      /** @description The client's commission, taken out of what the seller is paid. */
      charge_seller_client: number;
      /** @description A part of the seller's charge that applies when the buyer pays with a method from an economic region other than the seller's. */
      charge_international_payment?: number;
      /** @description What processing `price_extra` costs. It is configured in the client dashboard and borne either by the client or by the seller. */
      extra_processing_charge: number;
      /** @description What processing `price_postage` costs, configured and borne like `extra_processing_charge`. */
      postage_processing_charge?: number;
      deposit_fee_multiplier?: components["schemas"]["DepositFeeMultiplier"];
    };
    /**
     * F2fBankTransferDetails
     * @description Instructions for paying an F2F transaction by bank transfer.
     */
    F2fBankTransferDetails: {
      /**
       * Format: int64
       * @description Amount to transfer, in the currency's smallest unit.
       */
      amount: number;
      /** @description Currency of the transfer. */
      currency: string;
      financial_address: components["schemas"]["FinancialAddress"];
      /** @description Address of hosted transfer instructions. */
      hosted_instructions_url: string;
      /** @description Reference of the transfer. */
      reference: string;
    };
    /**
     * F2fCancellation
     * @description Why an F2F transaction was cancelled.
     */
    F2fCancellation: {
      /** @description The reason given for the cancellation. */
      reason: string;
    };
    /**
     * F2fComplainRequest
     * @description A complaint about an F2F transaction.
     */
    F2fComplainRequest: {
      category?: components["schemas"]["ComplaintCategory"];
      /** @description The account of the problem. */
      description: string;
    };
    /**
     * F2fComplaint
     * @description A complaint on an F2F transaction.
     */
    F2fComplaint: {
      category: components["schemas"]["ComplaintCategory"];
      /** @description The account of the problem. */
      description: string;
      /**
       * Format: date-time
       * @description When the complaint was accepted.
       */
      accepted?: string;
    };
    /**
     * F2fItem
     * @description One item of an F2F transaction. Amounts are integers in the smallest unit of `currency`.
     */
    F2fItem: {
      /** @description Identifier of the item. */
      item_id: string;
      /** @description The F2F transaction the item belongs to. */
      transaction_id: number;
      /**
       * Format: date-time
       * @description When the item was created.
       */
      created: string;
      /** @description What the item is. */
      description: string;
      /** @description Price of the item. */
      price: number;
      currency: components["schemas"]["ItemCurrency"];
      /** @description Charge configuration of the item. */
      charge_config?: number;
      /** @description Payment method of the item. */
      payment_method?: string;
      /** @description An extra cost of the item. Its meaning is not stated beyond the name (the `deposit_pricing` field of that name is a cost shown apart from the price). */
      price_extra?: number;
      /** @description Postage cost of the item. */
      price_postage?: number;
      /**
       * @description Period at which the item recurs.
       * @enum {string}
       */
      recurring_period?: "day" | "week" | "month" | "year";
      /** @description Reference of the item. */
      ref_id?: string;
      /** @description Tax code of the item. */
      tax_code?: string;
    };
    /**
     * F2fOrderIssue
     * @description An order issue raised on an F2F transaction.
     */
    F2fOrderIssue: {
      /**
       * @description What kind of issue it is.
       * @enum {string}
       */
      category: "item_not_received" | "other";
      /** @description What is wrong with the order. */
      description: string;
    };
    /**
     * F2fTransaction
     * @description A face-to-face (F2F) transaction: paid in two steps, a deposit and a remainder; a price is set, and the parties confirm the handover. Amounts are integers in the smallest unit of `currency`. Each timestamp records when its step occurred.
     */
    F2fTransaction: {
      /** @description Identifier of the transaction. */
      id: number;
      /** @description Identifier of a client (partner application). How the client relates to the transaction is not stated beyond the name. */
      client_id: string;
      /** @description Currency of the transaction. */
      currency: string;
      /** @description Description of the transaction, as text. */
      description: string;
      /** @description The quantity. What it counts is not stated beyond the name. */
      quantity: number;
      status: components["schemas"]["TransactionStatus"];
      deposit_pricing: components["schemas"]["DepositPricing"];
      /** @description True while a late-settling payment of the deposit awaits its outcome (a reading of the description's wording; see the document's `x-ambiguities`). */
      is_deposit_payment_in_progress: boolean;
      /** @description True while a late-settling payment of the remainder awaits its outcome (a reading of the description's wording; see the document's `x-ambiguities`). */
      is_remainder_payment_in_progress: boolean;
      /** @description If set, accepting the deposit takes the transaction straight on to confirming the handover, with no remainder step in between. */
      skip_remainder: boolean;
      /** @description A flag about allocating the extra price to the client; its meaning beyond the name is not stated. */
      allocate_extra_price_to_client?: boolean;
      /**
       * @description Where the postage price is allocated; the meaning of the values beyond their names is not stated.
       * @enum {string}
       */
      allocate_postage_price_to?: "seller" | "client" | "service";
      /** @description An amount refunded. To whom, and whether it grows, is not stated beyond the name. */
      amount_refunded?: number;
      /** @description An amount released. Its relation to the prices and the charges is not stated. */
      amount_released?: number;
      /** @description Charge configuration of the transaction. */
      charge_config?: number;
      /** @description The client's net accrual; its meaning beyond the name is not stated. */
      client_accrual_net?: number;
      /** @description Identifier of the buyer. */
      buyer_id?: string;
      /** @description Identifier of the seller. */
      seller_id?: string;
      /** @description The transaction's join code. */
      join_code?: string;
      /** @description Listing the transaction was created from. */
      listing_id?: string;
      /** @description Identifier of the payout. */
      payout_id?: string;
      /** @description Identifier of the subscription. */
      subscription_id?: string;
      /** @description The seller's phone number. */
      seller_phone_number?: string;
      /** @description Address of an image. The description types it only as a string; unlike the online transaction's `image_url`, it says nothing of its use or format. */
      image_url?: string;
      /** @description Whether the buyer is a guest user. */
      buyer_is_guest?: boolean;
      /** @description Whether the seller is a guest user. */
      seller_is_guest?: boolean;
      /** @description Whether the transaction includes shipping. */
      contains_shipping?: boolean;
      /** @description Whether the funds were released to the seller. */
      released_to_seller?: boolean;
      listing_type?: components["schemas"]["ListingType"];
      cancellation?: components["schemas"]["F2fCancellation"];
      complaint?: components["schemas"]["F2fComplaint"];
      order_issue?: components["schemas"]["F2fOrderIssue"];
      deposit_review?: components["schemas"]["Review"];
      /** @description The field the description calls "the service", written with the neutral word `service` as on online transactions. */
      service?: components["schemas"]["Refund"][];
      tracking?: components["schemas"]["Tracking"];
      /** @description The items of the transaction. */
      items?: components["schemas"]["F2fItem"][];
      /**
       * Format: date-time
       * @description When the transaction was created (always present).
       */
      created: string;
      /**
       * Format: date-time
       * @description When the buyer confirmed the handover.
       */
      buyer_handover_confirmed?: string;
      /**
       * Format: date-time
       * @description When the seller confirmed the handover.
       */
      seller_handover_confirmed?: string;
      /**
       * Format: date-time
       * @description When the transaction was cancelled.
       */
      cancelled?: string;
      /**
       * Format: date-time
       * @description When the buyer claimed the transaction.
       */
      claimed_by_buyer?: string;
      /**
       * Format: date-time
       * @description When the seller claimed the transaction.
       */
      claimed_by_seller?: string;
      /**
       * Format: date-time
       * @description When a complaint was made.
       */
      complained?: string;
      /**
       * Format: date-time
       * @description When the complaint period ends.
       */
      complaint_period_deadline?: string;
      /**
       * Format: date-time
       * @description When the complaint period ended.
       */
      complaint_period_ended?: string;
      /**
       * Format: date-time
       * @description When delivery was confirmed.
       */
      delivered?: string;
      /**
       * Format: date-time
       * @description When the deposit was accepted.
       */
      deposit_accepted?: string;
      /**
       * Format: date-time
       * @description When the deposit was paid.
       */
      deposit_paid?: string;
      /**
       * Format: date-time
       * @description When the deposit was refunded.
       */
      deposit_refunded?: string;
      /**
       * Format: date-time
       * @description When the deposit was flagged for review.
       */
      deposit_review_flagged?: string;
      /**
       * Format: date-time
       * @description When the funds were released to the seller.
       */
      funds_released?: string;
      /**
       * Format: date-time
       * @description When the transaction was joined.
       */
      joined?: string;
      /**
       * Format: date-time
       * @description When an order issue was raised.
       */
      order_issue_raised?: string;
      /**
       * Format: date-time
       * @description When the price was set.
       */
      priced?: string;
      /**
       * Format: date-time
       * @description When the transaction was refunded.
       */
      refunded?: string;
      /**
       * Format: date-time
       * @description When the transaction was rejected.
       */
      rejected?: string;
      /**
       * Format: date-time
       * @description When the remainder was paid.
       */
      remainder_paid?: string;
      /**
       * Format: date-time
       * @description When the remainder was flagged for review.
       */
      remainder_review_flagged?: string;
      /**
       * Format: date-time
       * @description When the remainder was skipped.
       */
      remainder_skipped?: string;
      /**
       * Format: date-time
       * @description When tracking details were submitted.
       */
      tracked?: string;
    };
    /**
     * FinancialAddress
     * @description Where to send a bank transfer, in one or more account-number schemes.
     * @gaps Not stated by the interface description:
     * - Which of the four keys are present for a given transfer is not shown.
     */
    FinancialAddress: {
      /** @description Account details in aba form. */
      aba?: Record<string, unknown>;
      /** @description Account details in iban form. */
      iban?: Record<string, unknown>;
      /** @description Account details in sort_code form. */
      sort_code?: Record<string, unknown>;
      /** @description Account details in swift form. */
      swift?: Record<string, unknown>;
    };
    /**
     * ItemCurrency
     * @description Currency of an F2F item.
     * @enum {string}
     */
    ItemCurrency: "aud" | "eur" | "gbp" | "myr" | "pln" | "sek" | "usd" | "huf" | "aed" | "brl" | "cad" | "chf" | "dkk" | "rsd" | "czk";
    /**
     * KnownErrorCode
     * @description Error codes the description names. `remainder_too_low`: F2F set_price, when the total price minus the deposit leaves too low a remainder.
     * @enum {string}
     */
    KnownErrorCode: "remainder_too_low";
    /**
     * ListingType
     * @description Kind of listing a transaction was created from.
     * @enum {string}
     */
    ListingType: "single_use" | "multi_use";
    /**
     * LocalPostTracking
     * @description Barcode from the national postal tracker (`local_post`).
     */
    LocalPostTracking: {
      /** @description The postal barcode. */
      barcode: string;
      /**
       * Format: date-time
       * @description When the barcode was generated.
       */
      barcode_generated: string;
    };
    /**
     * OnlineComplaint
     * @description A complaint raised on an online transaction.
     */
    OnlineComplaint: {
      /** @description The account of the problem. */
      description: string;
    };
    /**
     * OnlineOrderIssue
     * @description An order issue raised on an online transaction.
     */
    OnlineOrderIssue: {
      /** @description What is wrong with the order. */
      description: string;
    };
    /**
     * OnlineTransaction
     * @description An online escrow transaction: paid in full, then shipped, tracked and delivered; a complaint period follows delivery, after which the funds are released to the seller. Amounts are integers in the smallest unit of `currency`. Each timestamp records when its step occurred.
     */
    OnlineTransaction: {
      /**
       * Format: int64
       * @description Identifier of the transaction.
       */
      id: number;
      /** @description Identifier of a client (partner application). How the client relates to the transaction is not stated beyond the name. */
      client_id: string;
      /** @description Identifier of the buyer. */
      buyer_id?: string;
      /** @description Identifier of the seller. */
      seller_id?: string;
      status: components["schemas"]["TransactionStatus"];
      /** @description Description of the transaction, as text. */
      description: string;
      /** @description Currency the buyer pays in and the seller is paid in. */
      currency: string;
      /**
       * Format: int64
       * @description The price. Whether it is per item or for the whole `quantity` is not stated.
       */
      price: number;
      /**
       * Format: int64
       * @description The quantity. What it counts is not stated beyond the name.
       */
      quantity: number;
      /**
       * Format: int64
       * @description The service fee.
       */
      charge: number;
      /**
       * Format: int64
       * @description The buyer's client charge. Its meaning on online transactions is not stated beyond the name.
       */
      charge_buyer_client: number;
      /**
       * Format: int64
       * @description The seller's charge. Its meaning on online transactions is not stated beyond the name.
       */
      charge_seller: number;
      /**
       * Format: int64
       * @description The seller's client charge. Its meaning on online transactions is not stated beyond the name.
       */
      charge_seller_client: number;
      /**
       * Format: int64
       * @description The international payment charge. Its meaning on online transactions is not stated beyond the name.
       */
      charge_international_payment?: number;
      /**
       * Format: int64
       * @description A postage charge named for the buyer. Its meaning is not stated beyond the name.
       */
      charge_postage_buyer?: number;
      /**
       * Format: int64
       * @description A postage charge named for the client. Its meaning is not stated beyond the name.
       */
      charge_postage_client?: number;
      /**
       * Format: int64
       * @description An amount refunded. To whom, and whether it grows, is not stated beyond the name.
       */
      amount_refunded?: number;
      /**
       * Format: int64
       * @description An amount released. Its relation to `price` and the charges is not stated.
       */
      amount_released?: number;
      /**
       * Format: uri
       * @description Absolute address of a picture for the payment page. Accepted formats: JPEG, PNG, GIF, BMP and SVG. The page shows it as a square and cuts off whatever does not fit one.
       */
      image_url?: string;
      /** @description True as long as a payment by a method that settles late (a direct debit, say) is still awaiting its outcome. */
      is_payment_in_progress: boolean;
      /** @description The transaction's join code, by which it can be fetched (`GET /api/v1/transactions`). */
      join_code?: string;
      /** @description Listing the transaction was created from; omitted unless it was created from a listing. */
      listing_id?: string;
      listing_type?: components["schemas"]["ListingType"];
      /** @description Whether the funds were released to the seller. */
      released_to_seller?: boolean;
      /** @description Identifier of the transaction at the parcel-label provider (`shipper`). */
      shipper_transaction_id?: string;
      complaint?: components["schemas"]["OnlineComplaint"];
      order_issue?: components["schemas"]["OnlineOrderIssue"];
      local_post_tracking?: components["schemas"]["LocalPostTracking"];
      tracking?: components["schemas"]["Tracking"];
      /** @description The field the description calls "the service": its wire name carries the service's brand, written here with the neutral word `service` (see the document's `x-ambiguities`). */
      service?: components["schemas"]["Refund"][];
      review?: components["schemas"]["Review"];
      /**
       * Format: date-time
       * @description When the transaction was created (always present).
       */
      created: string;
      /**
       * Format: date-time
       * @description When the transaction was joined.
       */
      joined?: string;
      /**
       * Format: date-time
       * @description When the buyer claimed the transaction.
       */
      claimed_by_buyer?: string;
      /**
       * Format: date-time
       * @description When the transaction was paid.
       */
      paid?: string;
      /**
       * Format: date-time
       * @description When the seller accepted the payment.
       */
      payment_accepted?: string;
      /**
       * Format: date-time
       * @description When the payment was refunded.
       */
      payment_refunded?: string;
      /**
       * Format: date-time
       * @description When tracking details were submitted.
       */
      tracked?: string;
      /**
       * Format: date-time
       * @description When delivery was confirmed. After tracking details are submitted, the service sets it once delivery is confirmed; the buyer can also confirm delivery manually.
       */
      delivered?: string;
      /**
       * Format: date-time
       * @description When a complaint was made.
       */
      complained?: string;
      /**
       * Format: date-time
       * @description When the complaint period ends. How long the period lasts is not stated.
       */
      complaint_period_deadline?: string;
      /**
       * Format: date-time
       * @description When the complaint period ended.
       */
      complaint_period_ended?: string;
      /**
       * Format: date-time
       * @description When an order issue was raised.
       */
      order_issue_raised?: string;
      /**
       * Format: date-time
       * @description When the transaction was cancelled.
       */
      cancelled?: string;
      /**
       * Format: date-time
       * @description When the transaction was denied.
       */
      denied?: string;
      /**
       * Format: date-time
       * @description When the funds were released to the seller.
       */
      funds_released?: string;
      /**
       * Format: date-time
       * @description When the listing's creator accepted the transaction.
       */
      listing_creator_accepted?: string;
      /**
       * Format: date-time
       * @description When the listing's creator rejected the transaction.
       */
      listing_creator_rejected?: string;
      /**
       * Format: date-time
       * @description When the transaction was flagged for review.
       */
      review_flagged?: string;
      /**
       * Format: date-time
       * @description The deadline its name gives for tracking details. How it is set is not stated.
       */
      tracking_details_deadline?: string;
      /**
       * Format: date-time
       * @description When the window its name gives for tracking details started. How long it lasts is not stated.
       */
      tracking_details_window_started?: string;
    };
    /**
     * OpenBody
     * @description A JSON body whose shape the description does not show. Any JSON value is accepted; do not rely on a shape until the interface states one.
     * @gaps Not stated by the interface description:
     * - Shape not shown in the description.
     */
    OpenBody: unknown;
    /**
     * Refund
     * @description An entry of the array that the description calls "the service" (a field whose name carries the service's brand). Each entry has an amount, an identifier and a `refunded` time; what an entry stands for is not stated. The schema's name is this document's reading of that time.
     * @gaps Not stated by the interface description:
     * - What an entry of this array records is not stated.
     */
    Refund: {
      /** @description The entry's amount, in the currency's smallest unit. */
      amount: number;
      /** @description Identifier of the entry. */
      id: string;
      /**
       * Format: date-time
       * @description The entry's `refunded` time.
       */
      refunded: string;
    };
    /**
     * Review
     * @description A review of the transaction (who reviews is not stated). Used as `review` on online transactions and `deposit_review` on F2F transactions.
     */
    Review: {
      /** @description Whether the review approved the transaction. */
      approved?: boolean;
      /**
       * Format: date-time
       * @description When the review finished.
       */
      finished?: string;
      /** @description Why the review ended as it did. */
      outcome_reason?: string;
      /**
       * Format: date-time
       * @description When the review started.
       */
      started?: string;
    };
    /**
     * SetPriceCurrency
     * @description Currencies accepted when setting the price of an F2F transaction.
     * @enum {string}
     */
    SetPriceCurrency: "aud" | "eur" | "gbp" | "myr" | "pln" | "sek" | "usd" | "huf";
    /**
     * SetPriceRequest
     * @description The total price of an F2F transaction. `charge` and `charge_calculator_version` come from the F2F charge call (`/p2p/charge`).
     */
    SetPriceRequest: {
      /** @description The service charge computed for `price`; a mismatch fails with 400. */
      charge: number;
      /** @description Version of the charge calculator that computed `charge`. */
      charge_calculator_version: number;
      currency: components["schemas"]["SetPriceCurrency"];
      /** @description Total price of the item, including the deposit already paid. */
      price: number;
    };
    /**
     * ShippingRate
     * @description A shipping rate, as the parcel-label provider's (`shipper`) rates call for an online transaction lists it. Unlike every other amount, its amounts are strings, whose unit and format are not shown. The fields are described by their names only; the description gives no more.
     */
    ShippingRate: {
      /** @description The rate's amount, as a string; by the names, in `currency`. Whether it is in the currency's smallest unit like every other amount, or a decimal in major units, is not shown. */
      amount: string;
      /** @description The rate's local amount, as a string; by the names, in `currency_local`. Whether it is in the currency's smallest unit like every other amount, or a decimal in major units, is not shown. */
      amount_local: string;
      /** @description Attributes of the rate. */
      attributes: string[];
      /** @description A currency; by the names, that of `amount`. */
      currency: string;
      /** @description A local currency; by the names, that of `amount_local`. */
      currency_local: string;
      /** @description Terms of the duration, as text. */
      duration_terms: string;
      /**
       * Format: int64
       * @description A number of days, estimated. What span it counts is not stated.
       */
      estimated_days: number;
      /** @description Identifier of the rate. */
      id: string;
      /** @description The provider of the rate. */
      provider: string;
      /** @description An image of the provider. Its form (an address, say) is not stated. */
      provider_image: string;
      servicelevel: components["schemas"]["ShippingServiceLevel"];
      /** @description An arrival time, by its name. Typed only as a string; its format is not shown. */
      arrives_by?: string;
    };
    /**
     * ShippingServiceLevel
     * @description Service level of a shipping rate. Its fields are not shown in the description.
     * @gaps Not stated by the interface description:
     * - Fields of the shipping-rate `servicelevel` object are not shown.
     */
    ShippingServiceLevel: Record<string, unknown>;
    /**
     * SupportedCarrier
     * @description A carrier supported for automated tracking. Show its `name` to users; submit its `code` as `carrier` to `POST /api/v1/transactions/{transaction_id}/track`. That every carrier has both is the document's reading of that instruction (x-ambiguities, "The carrier list of `GET /api/v1/supported_carriers`"). Other fields, if any, are not shown.
     * @gaps Not stated by the interface description:
     * - Fields other than `code` and `name` are not shown, nor are their types (both read as strings, the type of the `carrier` field they feed).
     */
    SupportedCarrier: {
      /** @description What `track` takes as `carrier`. */
      code: string;
      /** @description The carrier's name, for display. */
      name: string;
    };
    /**
     * TrackRequest
     * @description Tracking details for the parcel of an online transaction.
     */
    TrackRequest: {
      /** @description The `code` of one of the carriers that `GET /api/v1/supported_carriers` lists. */
      carrier: string;
      /** @description The carrier's tracking code. */
      tracking_code: string;
    };
    /**
     * Tracking
     * @description Tracking details of the parcel, a carrier and a tracking code. Who submits them is not stated beyond the operations that take them (`track`, `track_with_guest_seller`).
     */
    Tracking: {
      /** @description The carrier. `track` takes the `code` of a carrier that `GET /api/v1/supported_carriers` lists; that this field holds the same code is a reading. */
      carrier: string;
      /** @description The tracking code. */
      tracking_code: string;
    };
    /**
     * TransactionStatus
     * @description Where the transaction stands. The description shows one value, `funds_released`; the full list of values and the transitions between them are not shown, so any string is accepted.
     * @example funds_released
     * @gaps Not stated by the interface description:
     * - Status values beyond the example `funds_released` are not shown.
     * - Transitions between statuses are not shown.
     */
    TransactionStatus: string;
  };
  responses: {
    /** @description Invalid request. The body carries the error `code` to decide on. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ApiErrorBody"];
      };
    };
    /** @description Any other failed call. Failed calls return the error body; the status codes other than 400 and 403 are not shown. */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ApiErrorBody"];
      };
    };
    /** @description The operation is forbidden for this caller. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ApiErrorBody"];
      };
    };
    /** @description Invalid request: for example `charge` does not match the service charge computed for `price`. A remainder that is too low is reported with code `remainder_too_low` (its status code is not shown; it is listed here as the nearest stated status). */
    SetPriceBadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ApiErrorBody"];
      };
    };
  };
  parameters: {
    /**
     * @description The claim secret of the transaction. Its type is not shown; it is taken as a string.
     * @example claim_secret_not_shown
     */
    ClaimSecret: string;
    /**
     * @description Identifier of the client (partner application). Its type is not shown; it is taken as a string, like the transactions' `client_id`.
     * @example client_id_not_shown
     */
    ClientId: string;
    /**
     * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`.
     * @example 90211
     */
    F2fTransactionId: number;
    /**
     * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`. Named `transactionId` here, as the description writes this one path; it is the same identifier as `transaction_id` on the other F2F paths.
     * @example 90211
     */
    F2fTransactionIdCamel: number;
    /**
     * @description Identifier of the notification. Its type is not shown; it is taken as a string.
     * @example notification_id_not_shown
     */
    NotificationId: string;
    /**
     * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
     * @example user_id_not_shown
     */
    ServiceUser: string;
    /**
     * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
     * @example user_id_not_shown
     */
    ServiceUserRequired: string;
    /**
     * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
     * @example 4817230
     */
    TransactionId: number;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getTransactionsBatch: {
    parameters: {
      query: {
        /**
         * @description Comma-separated transaction IDs, at most 50. Order and repeats are kept in the response.
         * @example 4817230,999,4817230
         */
        ids: string;
      };
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transactions, in the order of `ids`; `null` where an ID was not found. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": (components["schemas"]["OnlineTransaction"] | null)[];
        };
      };
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      default: components["responses"]["Failure"];
    };
  };
  setF2fPrice: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`. Named `transactionId` here, as the description writes this one path; it is the same identifier as `transaction_id` on the other F2F paths.
         * @example 90211
         */
        transactionId: components["parameters"]["F2fTransactionIdCamel"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SetPriceRequest"];
      };
    };
    responses: {
      /** @description The F2F transaction with its new price. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["F2fTransaction"];
        };
      };
      400: components["responses"]["SetPriceBadRequest"];
      403: components["responses"]["Forbidden"];
      default: components["responses"]["Failure"];
    };
  };
  complainF2fTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`.
         * @example 90211
         */
        transaction_id: components["parameters"]["F2fTransactionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["F2fComplainRequest"];
      };
    };
    responses: {
      /** @description The F2F transaction with its complaint. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["F2fTransaction"];
        };
      };
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      default: components["responses"]["Failure"];
    };
  };
  trackTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TrackRequest"];
      };
    };
    responses: {
      /** @description The online transaction with its tracking. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OnlineTransaction"];
        };
      };
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      default: components["responses"]["Failure"];
    };
  };
  acceptPaymentWithGuestSeller: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The online transaction, payment accepted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OnlineTransaction"];
        };
      };
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      default: components["responses"]["Failure"];
    };
  };
  listTransactionShippingRates: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rates on offer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ShippingRate"][];
        };
      };
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      default: components["responses"]["Failure"];
    };
  };
  getF2fBankTransferDetails: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bank transfer details. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["F2fBankTransferDetails"];
        };
      };
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * - Where `country_code` goes (body or query) and its format are not shown; it is modelled as a body field.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  createGuestUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": {
          /** @description Country of the guest user; must be correct for a guest seller. */
          country_code?: string;
        };
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyBalances: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyFeatures: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  postMyInstantPayoutsFeature: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  listMyPayouts: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  listSupportedRegistrationCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getClientTimelines: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of the client (partner application). Its type is not shown; it is taken as a string, like the transactions' `client_id`.
         * @example client_id_not_shown
         */
        client_id: components["parameters"]["ClientId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getF2fClientTimelines: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of the client (partner application). Its type is not shown; it is taken as a string, like the transactions' `client_id`.
         * @example client_id_not_shown
         */
        client_id: components["parameters"]["ClientId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyAccountSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyInstantPayoutBalance: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  listMyPayoutAttempts: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getAdditionalIdentityDocumentVerificationStatus: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getAdditionalIdentityDocumentBackVerificationStatus: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getIdentityDocumentVerificationStatus: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getIdentityDocumentBackVerificationStatus: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyPersonalDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  updateMyPersonalDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyPaymentsPublishableKey: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyPayoutStatus: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  addFinancialConnectionsAccount: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getFinancialConnectionsOwnership: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  prepareFinancialConnectionsAccount: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyVerificationMethod: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyVerificationSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  createNativeVerificationSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getMyVerificationStatus: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * - The sort direction (ascending or descending ID) is not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  listMyTransactions: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  createTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * - Where `join_user_id` goes (body or query) is not shown; it is modelled as a body field, a string like the other user IDs.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  createAndJoinTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": {
          /** @description The user who joins the new transaction; must have granted `basic_tx:offline_create_join`. */
          join_user_id?: string;
        };
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  createTransactionWithGuestUser: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * - The name of the query parameter carrying the join code is not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getTransactionByJoinCode: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  joinTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  updateTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  claimTransactionForBuyer: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  claimTransactionForSeller: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  submitOrderIssue: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  claimTransactionAsBuyer: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description The claim secret of the transaction. Its type is not shown; it is taken as a string.
         * @example claim_secret_not_shown
         */
        secret: components["parameters"]["ClaimSecret"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  claimTransactionAsSeller: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description The claim secret of the transaction. Its type is not shown; it is taken as a string.
         * @example claim_secret_not_shown
         */
        secret: components["parameters"]["ClaimSecret"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Response shape and success status code not shown.
   * - Whether `currency` and `price` are required, and the currency format, are not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getCharge: {
    parameters: {
      query?: {
        /**
         * @description Currency of the price.
         * @example gbp
         */
        currency?: string;
        /**
         * @description Goods price, in the currency's smallest unit.
         * @example 45000
         */
        price?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  acceptPayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getBankTransferDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getTransactionCharge: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  setPaymentMethod: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  listShippingRatesForAddresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  listSupportedCarriers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success: the supported carriers, each with a `code` and a `name`. How the list is wrapped and the success status code are not shown: the body is either an array of carriers or an object whose shape is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SupportedCarrier"][] | {
            [key: string]: unknown;
          };
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  confirmDelivery: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  confirmDeliveryWithGuestBuyer: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  extendTrackingDeadline: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  generateShipmentLabel: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description The label, as a PDF file. The description says the call returns a PDF label; that the body is the file itself, not JSON, is this document's reading (see `x-ambiguities`). */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getShippingDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  submitShippingDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  submitShipperAddress: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  submitShipperCustomsDeclaration: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  submitShipperParcelDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getShipperShippingLabel: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * - The optional shipment ID parameter is named in the description, but not its name, place or type.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  setShipperShippingRate: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  trackTransactionWithGuestSeller: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  acceptComplaint: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  complainWithDescription: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  complainWithGuestBuyer: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  endComplaintPeriod: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  cancelTransaction: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  cancelTransactionWithGuestUser: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The user the client acts for. The description makes every call of this operation a client flow, where the header is required: it names the user the header identifies (a guest buyer or seller, or the user who must have granted a scope), it is for clients only, or only the client's API key may make it.
         * @example user_id_not_shown
         */
        "Service-User": components["parameters"]["ServiceUserRequired"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getBillingDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getBuyerDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getSellerDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  getPaymentsClientSecret: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description What the payment processor's card confirmation on the client side takes. Its type is not shown. */
            client_secret?: unknown;
          };
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getTransactionPaymentsPublishableKey: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the transaction, an int64 integer like the online transaction's `id`. Used on the online-transaction paths and on the F2F bank transfer details, whose identifier is stated as int64.
         * @example 4817230
         */
        transaction_id: components["parameters"]["TransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getF2fBillingDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`.
         * @example 90211
         */
        transaction_id: components["parameters"]["F2fTransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getF2fBuyerDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`.
         * @example 90211
         */
        transaction_id: components["parameters"]["F2fTransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getF2fSellerDetails: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`.
         * @example 90211
         */
        transaction_id: components["parameters"]["F2fTransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getF2fPaymentsPublishableKey: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the F2F transaction, an integer like the F2F transaction's `id`.
         * @example 90211
         */
        transaction_id: components["parameters"]["F2fTransactionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * - Event kinds, delivery mechanism and payload of notifications are not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  listMyNotifications: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Response shape and success status code not shown.
   * - Event kinds, delivery mechanism and payload of notifications are not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  getNotification: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the notification. Its type is not shown; it is taken as a string.
         * @example notification_id_not_shown
         */
        notification_id: components["parameters"]["NotificationId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
  /**
   * @gaps Not stated by the interface description:
   * - Security is not stated for this operation; the document assumes either scheme (OAuth2 or the API key), as for the operations marked so in the description.
   * - Query parameters, if any, are not shown.
   * - Request body shape not shown.
   * - Response shape and success status code not shown.
   * The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.
   */
  markNotificationAsRead: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The user on whose behalf the client makes the call. A user calling for themselves leaves it out; a client acting for one of its users must send it. Operations that the description makes client flows take `ServiceUserRequired` instead.
         * @example user_id_not_shown
         */
        "Service-User"?: components["parameters"]["ServiceUser"];
      };
      path: {
        /**
         * @description Identifier of the notification. Its type is not shown; it is taken as a string.
         * @example notification_id_not_shown
         */
        notification_id: components["parameters"]["NotificationId"];
      };
      cookie?: never;
    };
    /** @description The shape of the body is not shown; send what the service expects. */
    requestBody?: {
      content: {
        "application/json": components["schemas"]["OpenBody"];
      };
    };
    responses: {
      400: components["responses"]["BadRequest"];
      403: components["responses"]["Forbidden"];
      /** @description Success. The shape of the body is not shown. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OpenBody"];
        };
      };
      default: components["responses"]["Failure"];
    };
  };
}
