// What the spec states and what it only reads: facts the description gives about single fields,
// examples that invent no value it does not give (placeholders, no unstated arithmetic, no ID
// format), and readings recorded as readings rather than stated as facts.
import { beforeAll, describe, expect, test } from "vitest";
import { type Json, specViews } from "./helpers/spec.js";

let doc: Json; // $refs kept, to check what is shared
let deref: Json; // $refs resolved, to check content
let byKey: (k: string) => Json;

beforeAll(async () => {
  ({ doc, deref, byKey } = await specViews());
});

describe("facts the description states about single fields", () => {
  test("postage_bearer appears only with price_postage, in the schema and in every example", () => {
    const pricing = doc.components.schemas.DepositPricing;
    const resolved = deref.components.schemas.DepositPricing;
    expect(resolved.dependentRequired).toEqual({ postage_bearer: ["price_postage"] });
    expect(resolved.required).not.toContain("postage_bearer");
    expect(pricing).toBeDefined();
    for (const [name, example] of Object.entries<Json>(doc.components.examples)) {
      const dp = example.value?.deposit_pricing;
      if (dp && "postage_bearer" in dp) expect("price_postage" in dp, name).toBe(true);
    }
  });

  test("supported carriers have a required string code and name, the rest open", () => {
    const op = byKey("GET /api/v1/supported_carriers");
    const schema = op.responses["2XX"].content["application/json"].schema;
    const list = schema.anyOf.find((s: Json) => s.type === "array");
    expect(list.items.required.sort()).toEqual(["code", "name"]);
    expect(list.items.properties.code.type).toBe("string");
    expect(list.items.properties.name.type).toBe("string");
    expect(list.items.additionalProperties).toBeUndefined();
    expect(list.items["x-gaps"].length).toBeGreaterThan(0);
    expect(schema.anyOf.some((s: Json) => s.type === "object")).toBe(true);
    // Required is a reading of "show name, submit code", recorded as one.
    const reading = (doc["x-ambiguities"] as Json[]).find((a) => /supported_carriers/.test(a.topic));
    expect(reading.resolution).toMatch(/does not say that every carrier has both/);
    expect(reading.resolution).toMatch(/This is a\s+reading/);
    expect(list.items.description).toMatch(/the document's reading/);
  });

  test("the charge endpoints, the implied /p2p/charge included, accept only the API key", () => {
    const implied = (doc["x-implied-operations"] as Json[]).find((i) => /\/p2p\/charge/.test(i.name));
    expect(implied.reason).toMatch(/accepts only the API key/);
  });
});

describe("examples invent no value the description does not give", () => {
  /** Every string of a value, with the property name it sits under. */
  const strings = (value: Json, key = ""): Array<[string, string]> => {
    if (typeof value === "string") return [[key, value]];
    if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
    if (value && typeof value === "object") return Object.entries<Json>(value).flatMap(([k, v]) => strings(v, k));
    return [];
  };

  test("carrier codes, rate amounts and rate attributes are marked placeholders", () => {
    let checked = 0;
    for (const [name, example] of Object.entries<Json>(doc.components.examples)) {
      for (const [k, v] of strings(example.value)) {
        if (k === "carrier" || (name === "SupportedCarriers" && k === "code")) {
          expect(v, `${name}.${k}`).toBe("carrier_code_not_shown");
          checked++;
        }
        if (name === "ShippingRates" && (k === "amount" || k === "amount_local")) {
          expect(v, `${name}.${k}`).toBe("amount_not_shown");
          checked++;
        }
        if (name === "ShippingRates" && k === "attributes") expect(v).toBe("attribute_not_shown");
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  test("no string amount looks like a decimal in major units", () => {
    for (const [name, example] of Object.entries<Json>(doc.components.examples)) {
      for (const [k, v] of strings(example.value)) {
        if (/^(amount|price|charge)(_|$)|_(amount|price|charge)$/.test(k))
          expect(v, `${name}.${k}`).not.toMatch(/^-?\d+\.\d+$/);
      }
    }
  });

  test("an F2F example of one step carries no time of a step whose order the description leaves open", () => {
    // The one order stated among the F2F steps that these examples show: set_price's price includes
    // the deposit already paid. Joining, accepting the deposit, the remainder, the handovers and a
    // complaint have no stated place relative to pricing or complaining.
    const ALLOWED: Record<string, string[]> = {
      F2fTransactionPriced: ["priced", "deposit_paid"],
      F2fTransactionComplained: ["complained"],
    };
    const times = Object.entries<Json>(deref.components.schemas.F2fTransaction.properties)
      .filter(([name, p]) => p.format === "date-time" && name !== "created")
      .map(([name]) => name);
    const unstated = (name: string, value: Json) => times.filter((t) => t in value && !ALLOWED[name]!.includes(t));
    const f2f = Object.entries<Json>(doc.components.examples).filter(([, e]) => e.value?.deposit_pricing);
    expect(f2f.map(([name]) => name).sort()).toEqual(Object.keys(ALLOWED).sort());
    for (const [name, example] of f2f) expect(unstated(name, example.value), name).toEqual([]);
    // Bad input: the complaint placed after a handover, the price after an accepted deposit.
    const complained = doc.components.examples.F2fTransactionComplained.value;
    expect(unstated("F2fTransactionComplained", { ...complained, buyer_handover_confirmed: "x" })).toEqual([
      "buyer_handover_confirmed",
    ]);
    const priced = doc.components.examples.F2fTransactionPriced.value;
    expect(unstated("F2fTransactionPriced", { ...priced, deposit_accepted: "x" })).toEqual(["deposit_accepted"]);
  });

  test("every placeholder value (*_not_shown) is explained in its example's description", () => {
    for (const [name, example] of Object.entries<Json>(doc.components.examples)) {
      const placeholders = new Set(
        strings(example.value)
          .map(([, v]) => v)
          .filter((v) => /^[a-z_]+_not_shown$/.test(v)),
      );
      for (const p of placeholders) expect(example.description ?? "", `${name}: ${p}`).toContain(p);
    }
  });
});

describe("readings are recorded, not stated as facts", () => {
  const topics = () => (doc["x-ambiguities"] as Json[]).map((a) => a.topic as string).join("\n");

  test("each reading the document takes has an x-ambiguities entry", () => {
    for (const re of [
      /OAuth2 authorization and token URLs/,
      /Shipping-rate amounts as strings/,
      /`arrives_by`/,
      /`ids` format of the batch call/,
      /is_deposit_payment_in_progress/,
      /`client_secret`/,
      /`client_id` path parameter/,
      /basic_tx:offline_claim.*basic_tx:offline_create_join/,
      /shipment ID/,
      /supported_carriers/,
      /Where `Service-User` is required/,
    ]) {
      expect(topics()).toMatch(re);
    }
  });

  test("open types and formats carry gaps: client_id, arrives_by, the rate amounts", () => {
    expect(doc.components.parameters.ClientId["x-gaps"].length).toBeGreaterThan(0);
    const rate = deref.components.schemas.ShippingRate.properties;
    for (const field of ["arrives_by", "amount", "amount_local"])
      expect(rate[field]["x-gaps"]?.length, field).toBeGreaterThan(0);
  });

  test("sentences that said more than the description stay cut back", () => {
    const examples = doc.components.examples;
    // The set_price figures are no output the description shows of the F2F charge call.
    expect(examples.SetPriceRequest.description).not.toMatch(/as returned by/);
    expect(examples.SetPriceRequest.description).toMatch(/^Illustrative figures\./);
    // Bank transfer details are not said to be for the remainder.
    expect(examples.F2fBankTransferDetails.summary).not.toMatch(/remainder/i);
    expect(deref.components.schemas.Refund.description).not.toMatch(/records an amount refunded/);
    expect(deref.components.schemas.DepositPricing.properties.charge_seller_service.description).not.toMatch(
      /kept as the service fee/,
    );
    expect(byKey("GET /api/v1/me/features").description).toMatch(
      /whether and how this response lists it is not\s+shown/,
    );
    expect(byKey("POST /api/v1/transactions/{transaction_id}/end_complaint_period").description).toMatch(
      /whether this call brings that about is not\s+stated/,
    );
  });
});
