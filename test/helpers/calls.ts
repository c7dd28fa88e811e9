// Calls that several client suites make against their test server, written once.
import type { EscrowClient } from "../../src/index.js";

/**
 * `POST …/set_price`: a call with a path parameter and a JSON body, whose answer each test makes
 * up on its server (an error body, a hostile body, nothing at all).
 */
export const setPrice = (client: EscrowClient, transactionId = 1) =>
  client.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
    params: { path: { transactionId } },
    body: { charge: 1, charge_calculator_version: 1, currency: "gbp", price: 1 },
  });

/** `POST …/track`: an operation whose success result the spec states (the tracked transaction). */
export const TRACK = "/api/v1/transactions/{transaction_id}/track";

/** A body that `TRACK` accepts. */
export const trackBody = { carrier: "parcel_express", tracking_code: "PX1" };
