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

/** The methods the tables call: a GET, and the four that may move money. */
export type Kind = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const MONEY: Kind[] = ["POST", "PUT", "PATCH", "DELETE"];
export const ALL: Kind[] = ["GET", ...MONEY];

/** GET, JSON result stated. */
export const RATES = "/api/v1/transactions/{transaction_id}/shipper_shipping_rates";
/** GET, shape not stated. */
export const BALANCES = "/api/v1/me/balances";
/** PUT. */
export const JOIN = "/api/v1/transactions";
/** PATCH. */
export const DETAILS = "/api/v1/me/personal/details";
/** DELETE: the spec has none, so a path outside it, as a caller without types may send. */
export const NOTIFICATION = "/api/v1/notifications/{notification_id}";

/** One call of the given method through the typed client, with an acting user. */
export function call(api: EscrowClient, method: Kind, init: any = {}): Promise<any> {
  const actor = { params: { header: { "Service-User": "user_fault_1" } } };
  switch (method) {
    case "GET":
      return api.GET(RATES, { params: { path: { transaction_id: 4817230 }, ...actor.params }, ...init });
    case "POST":
      return api.POST(TRACK, {
        params: { path: { transaction_id: 4817230 }, ...actor.params },
        body: trackBody,
        ...init,
      });
    case "PUT":
      return api.PUT(JOIN, { ...actor, body: { join_code: "J7K2QX" }, ...init });
    case "PATCH":
      return api.PATCH(DETAILS, { ...actor, body: { first_name: "Ada" }, ...init });
    case "DELETE":
      return (api.DELETE as any)(NOTIFICATION, {
        params: { path: { notification_id: "n1" }, ...actor.params },
        ...init,
      });
  }
}
