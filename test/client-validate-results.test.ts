// The client's opt-in result validation, against a real server on 127.0.0.1: off by default, and
// with resultValidator a stated success body that does not match is an invalid_response error.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bundleOne } from "../scripts/lib/esbuild.mjs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { ApiError, createClient, observe, unwrap } from "../src/index.js";
import { resultValidator, SchemaError } from "../src/schemas.js";
import { TRACK, trackBody } from "./helpers/calls.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();

const API_KEY = "key_validate_9c1e";
// The spec's example of a tracked transaction, with the ID the calls below use.
const example = join(import.meta.dirname, "..", "spec", "components", "examples", "OnlineTransactionTracked.yaml");
const transaction = { ...parse(readFileSync(example, "utf8")).value, id: 7 };
const track = (api: ReturnType<typeof createClient>) =>
  api.POST("/api/v1/transactions/{transaction_id}/track", {
    params: { path: { transaction_id: 7 } },
    body: { carrier: "parcel_express", tracking_code: "PX1" },
  });
const api = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: API_KEY }, retry: false, ...extra });
const validating = () =>
  createClient({ baseUrl: server.url, auth: { apiKey: API_KEY }, validateResults: resultValidator });

describe("validateResults", () => {
  test("is off by default: a body that breaks the stated shape comes back as data", async () => {
    server.handle((_req, res) => json(res, 200, { ...transaction, price: 4.95 }));
    const { data, error } = await track(createClient({ baseUrl: server.url, auth: { apiKey: API_KEY } }));
    expect(error).toBeUndefined();
    expect(data?.price).toBe(4.95);
  });

  test("passes a matching body through unchanged, extra fields and any status included", async () => {
    const body = { ...transaction, status: "a_status_not_in_the_description", new_field: { x: 1 } };
    server.handle((_req, res) => json(res, 200, body));
    const { data, error } = await track(validating());
    expect(error).toBeUndefined();
    expect(data).toEqual(body);
  });

  test("turns a mismatch into invalid_response with the findings, after exactly one request", async () => {
    server.handle((_req, res) => json(res, 200, { ...transaction, price: 4.95, created: "yesterday" }));
    const { data, error, response } = await track(validating());
    expect(data).toBeUndefined();
    expect(response.status).toBe(200);
    expect(error).toEqual({
      code: "invalid_response",
      error:
        "HTTP 200, not a valid OnlineTransaction: /price: expected an integer, got the number 4.95; " +
        "/created: expected a date-time string, got a string of 9 characters",
      issues: [
        { pointer: "/price", expected: "an integer", got: "the number 4.95" },
        { pointer: "/created", expected: "a date-time string", got: "a string of 9 characters" },
      ],
    });
    expect(server.seen).toHaveLength(1);
  });

  test("unwrap throws ApiError invalid_response whose cause is the SchemaError", async () => {
    server.handle((_req, res) => json(res, 200, [{ id: "rate_1" }]));
    const api = validating();
    const thrown = await unwrap(
      api.GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", {
        params: { path: { transaction_id: 7 }, header: { "Service-User": "user_1" } },
      }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: "invalid_response", status: 200, method: "GET" });
    const cause = (thrown as ApiError).cause as SchemaError;
    expect(cause).toBeInstanceOf(SchemaError);
    expect(cause.issues[0]).toEqual({ pointer: "/0/amount", expected: "a value (required)", got: "nothing" });
  });

  test("an operation whose result is open is not checked", async () => {
    server.handle((_req, res) => json(res, 200, { anything: [1, 2, 3] }));
    const { data, error } = await validating().GET("/api/v1/transactions/{transaction_id}", {
      params: { path: { transaction_id: 7 } },
    });
    expect(error).toBeUndefined();
    expect(data).toEqual({ anything: [1, 2, 3] });
  });

  test("a body read as text or a stream is the caller's, not checked", async () => {
    server.handle((_req, res) => json(res, 200, { nonsense: true }));
    const { data, error } = await validating().POST("/api/v1/transactions/{transaction_id}/track", {
      params: { path: { transaction_id: 7 } },
      body: { carrier: "parcel_express", tracking_code: "PX1" },
      parseAs: "text",
    });
    expect(error).toBeUndefined();
    expect(data).toBe('{"nonsense":true}');
  });

  test("the findings never carry a credential the server echoes", async () => {
    // A hostile server puts the API key where a number belongs, and in a field name.
    server.handle((_req, res) => json(res, 200, { ...transaction, price: API_KEY, [API_KEY]: 1 }));
    const { error } = await track(validating());
    expect(error?.code).toBe("invalid_response");
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    const thrown = await unwrap(track(validating())).catch((e: unknown) => e as Error);
    expect(String(thrown) + String((thrown as Error).cause) + JSON.stringify(thrown)).not.toContain(API_KEY);
  });

  test("a validator's finding too large to keep is still a failure, never a success", async () => {
    server.handle((_req, res) => json(res, 200, transaction));
    const issues = Array.from({ length: 2500 }, (_, i) => ({ pointer: `/${i}`, expected: "x".repeat(20), got: "y" }));
    const api = createClient({
      baseUrl: server.url,
      auth: { apiKey: API_KEY },
      validateResults: () => ({
        body: { code: "invalid_response", error: "no", issues },
        cause: new Error("too many findings"),
      }),
    });
    const { data, error } = await track(api);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: "invalid_response" });
    await expect(unwrap(track(api))).rejects.toBeInstanceOf(ApiError);
  });

  test("what a result validator throws reaches the caller as it is, not as a network failure", async () => {
    const codes: (string | undefined)[] = [];
    const bug = new Error("validator bug");
    const client = api({
      validateResults: () => {
        throw bug;
      },
      hooks: observe({ onCall: (e) => codes.push(e.errorCode) }),
    });
    server.handle((_req, res) => json(res, 200, { id: 1 }));
    const e = await client
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    expect(e).toBe(bug);
    expect(codes).toEqual(["failed"]);
  });

  test("refuses an option that is not false or a validator, before anything is sent", () => {
    for (const bad of [true, "yes", 1, {}, null]) {
      expect(
        () =>
          createClient({
            baseUrl: server.url,
            auth: { apiKey: API_KEY },
            // @ts-expect-error: only false or a result validator
            validateResults: bad,
          }),
        String(bad),
      ).toThrow(/validateResults must be false or a result validator.*escrow-api-sdk\/schemas/);
    }
    expect(server.seen).toHaveLength(0);
  });
});

test("the client's entry point loads no check: the validators come only with escrow-api-sdk/schemas", async () => {
  const bundle = async (entry: string) =>
    (await bundleOne({ entryPoints: [join(import.meta.dirname, "..", "src", entry)] })).text;
  const client = await bundle("index.ts");
  const schemas = await bundle("schemas.ts");
  // Markers of the compiled checks: the date-time format, the safe-integer keyword, Ajv's findings.
  for (const marker of ["isDateTime", "safeInteger", "missingProperty"]) {
    expect(schemas).toContain(marker);
    expect(client).not.toContain(marker);
  }
});
