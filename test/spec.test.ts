import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { bundle, HTTP_METHODS } from "../scripts/lib/spec.mjs";
import { runRedocly } from "./helpers/cli.js";
import { type Json, operationsOf, root, routeKey, specViews } from "./helpers/spec.js";

const key = routeKey;

/** The operations of section 4.1, whose shapes the description states. */
const STATED_SHAPES = [
  "GET /api/v1/batch/transactions",
  "POST /api/v1/p2p/transactions/{transactionId}/set_price",
  "POST /api/v1/p2p/transactions/{transaction_id}/complain",
  "POST /api/v1/transactions/{transaction_id}/track",
  "POST /api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller",
  "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates",
  "GET /api/v1/p2p/transactions/{transaction_id}/bank_transfer_details",
];

const described = readFileSync(join(root, "test/fixtures/operations.txt"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

let doc: Json; // $refs kept, to check what is shared
let deref: Json; // $refs resolved, to check content
let ops: Awaited<ReturnType<typeof specViews>>["ops"];
let byKey: (k: string) => Json;
const rawOp = (k: string) => {
  const [method, path] = k.split(" ") as [string, string];
  return doc.paths[path][method.toLowerCase()];
};

beforeAll(async () => {
  ({ doc, deref, ops, byKey } = await specViews());
});

describe("bundle()", () => {
  // The scripts bundle in-process; `redocly bundle` is what a reviewer would run by hand.
  test("gives the same JSON text as `redocly bundle`, with and without $refs resolved", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spec-bundle-"));
    try {
      for (const [flags, ours] of [
        [[], doc],
        [["--dereferenced"], deref],
      ] as const) {
        const out = join(dir, "bundle.json");
        const cli = await runRedocly(["bundle", join(root, "spec/openapi.yaml"), "--ext", "json", "-o", out, ...flags]);
        expect(cli.code, cli.stderr).toBe(0);
        expect(JSON.stringify(ours, null, 2)).toBe(readFileSync(out, "utf8"));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("rejects a document whose $ref does not resolve, naming the file and line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spec-bundle-"));
    try {
      const file = join(dir, "openapi.yaml");
      writeFileSync(
        file,
        'openapi: 3.1.0\ninfo: { title: x, version: "1" }\npaths:\n  /a:\n    $ref: ./missing.yaml\n',
      );
      await expect(bundle(file)).rejects.toThrow(
        /bundle failed for .*openapi\.yaml:\n .*openapi\.yaml:5:5 Can't resolve \$ref/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("operations() lists each operation once, methods in OpenAPI's order, and nothing else", () => {
    expect(operationsOf(doc)).toHaveLength(83);
    const item = { parameters: [], summary: "s", post: { operationId: "b" }, get: { operationId: "a" } };
    expect(operationsOf({ paths: { "/x": item, "/y": null } }).map((o) => o.method)).toEqual(["get", "post"]);
    expect(HTTP_METHODS).toEqual(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
  });
});

describe("operations", () => {
  test("the fixture lists the 83 operations of the description once each", () => {
    expect(described).toHaveLength(83);
    expect(new Set(described).size).toBe(83);
  });

  test("no operation of the description is missing from the spec", () => {
    const inSpec = new Set(ops.map((o) => key(o.method, o.path)));
    expect(described.filter((k) => !inSpec.has(k))).toEqual([]);
  });

  test("the spec invents no operation", () => {
    const wanted = new Set(described);
    expect(ops.map((o) => key(o.method, o.path)).filter((k) => !wanted.has(k))).toEqual([]);
  });

  test("operationIds are unique camelCase names", () => {
    const ids = ops.map((o) => o.op.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  test("every operation has one declared tag, a summary and a description", () => {
    const declared = new Set(doc.tags.map((t: Json) => t.name));
    expect(declared.size).toBe(11);
    for (const { op } of ops) {
      expect(op.tags).toHaveLength(1);
      expect(declared.has(op.tags[0])).toBe(true);
      expect(op.summary).toMatch(/^[A-Z]/);
      expect(op.description.length).toBeGreaterThan(15);
    }
  });

  test("rules the description gives for an operation are in its description", () => {
    const rules: Array<[string, RegExp]> = [
      ["POST /api/v1/me/transactions", /preceded by a call to `\/charge`/],
      ["GET /api/v1/me/payout_attempts", /newest attempt first/],
      ["POST /api/v1/transactions/{transaction_id}/claim_for_buyer", /Clients only/],
      ["POST /api/v1/transactions/{transaction_id}/claim_for_seller", /Clients only/],
      ["GET /api/v1/me/transactions", /sorted by ID/],
      [
        "POST /api/v1/transactions/{transaction_id}/cancel",
        /up to its payment.*up to its\s+tracking.*require_seller_acceptance/,
      ],
      ["POST /api/v1/transactions/{transaction_id}/accept_payment", /require_seller_acceptance/],
      ["POST /api/v1/transactions/{transaction_id}/set_payment_method", /before the payment/],
      ["POST /api/v1/transactions/{transaction_id}/generate_shipment_label", /PDF.*already/],
      [
        "POST /api/v1/p2p/transactions/{transactionId}/set_price",
        /deposit already paid counted in.*400.*remainder_too_low/,
      ],
      ["GET /api/v1/batch/transactions", /at most 50.*order of `ids`.*`null`/],
      ["PUT /api/v1/transactions", /no joining by ID/],
    ];
    for (const [k, re] of rules) expect(byKey(k).description, k).toMatch(re);
  });
});

describe("gaps", () => {
  const QUERY_GAP = "Query parameters, if any, are not shown.";

  test("every operation of section 4.2 says its query parameters are not shown, except GET /charge", () => {
    for (const { op, method, path } of ops) {
      const k = key(method, path);
      const expected = !STATED_SHAPES.includes(k) && k !== "GET /api/v1/charge";
      expect((op["x-gaps"] ?? []).includes(QUERY_GAP), k).toBe(expected);
    }
  });

  test("path parameters of unstated type carry x-gaps", () => {
    for (const name of ["ClaimSecret", "NotificationId"]) {
      expect(doc.components.parameters[name]["x-gaps"]?.length, name).toBeGreaterThan(0);
    }
  });
});

describe("security", () => {
  const kinds = (op: Json) =>
    (op.security as Json[])
      .map((r) => Object.keys(r).join("+"))
      .sort()
      .join(",");

  test("every operation states its security as OAuth2, the API key, or either", () => {
    for (const { op, method, path } of ops) {
      expect(["oauth2", "apiKey", "apiKey,oauth2"], key(method, path)).toContain(kinds(op));
    }
  });

  test("API key only exactly where the description says so", () => {
    const keyOnly = ops.filter((o) => kinds(o.op) === "apiKey").map((o) => key(o.method, o.path));
    expect(keyOnly.sort()).toEqual(
      [
        "GET /api/v1/charge",
        "GET /api/v1/p2p/transactions/{transaction_id}/bank_transfer_details",
        "GET /api/v1/transactions/{transaction_id}/charge",
        "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates",
      ].sort(),
    );
  });

  test("OAuth2 only for the batch call alone", () => {
    expect(ops.filter((o) => kinds(o.op) === "oauth2").map((o) => key(o.method, o.path))).toEqual([
      "GET /api/v1/batch/transactions",
    ]);
  });

  test("operations whose security is not stated say so in x-gaps", () => {
    const stated = new Set([
      ...STATED_SHAPES,
      "GET /api/v1/charge",
      "GET /api/v1/transactions/{transaction_id}/charge",
    ]);
    for (const { op, method, path } of ops) {
      const gap = (op["x-gaps"] ?? []).some((g: string) => /^Security is not stated/.test(g));
      expect(gap, key(method, path)).toBe(!stated.has(key(method, path)));
    }
  });

  test("the API key is HTTP basic and OAuth2 uses the realm URLs", () => {
    const { apiKey, oauth2 } = doc.components.securitySchemes;
    expect(apiKey).toMatchObject({ type: "http", scheme: "basic" });
    expect(apiKey.description).toMatch(/username.*password is empty/);
    const flow = oauth2.flows.authorizationCode;
    expect(flow["x-url-templates"]).toEqual({
      authorizationUrl: "{auth_url}/realms/{realm}/protocol/openid-connect/auth",
      tokenUrl: "{auth_url}/realms/{realm}/protocol/openid-connect/token",
    });
    // The fields themselves are absolute URLs on the reserved .invalid domain.
    for (const field of ["authorizationUrl", "tokenUrl"] as const) {
      const url = new URL(flow[field]);
      expect(url.hostname.endsWith(".invalid"), field).toBe(true);
      expect(flow[field]).toBe(
        flow["x-url-templates"][field].replace("{auth_url}", "https://auth-url.invalid").replace("{realm}", "realm"),
      );
    }
  });

  test("all 19 scopes are declared and described", () => {
    const scopes = doc.components.securitySchemes.oauth2.flows.authorizationCode.scopes;
    expect(Object.keys(scopes)).toHaveLength(19);
    for (const d of Object.values<string>(scopes)) expect(d.length).toBeGreaterThan(10);
  });

  test("operations that name an offline scope carry it machine-readably", () => {
    const expected: Record<string, string[]> = {
      "POST /api/v1/p2p/transactions/{transactionId}/set_price": ["p2p_tx:offline_set_price"],
      "POST /api/v1/p2p/transactions/{transaction_id}/complain": ["p2p_tx:offline_complain"],
      "POST /api/v1/transactions/{transaction_id}/track": ["basic_tx:offline_track"],
      "POST /api/v1/transactions/{transaction_id}/accept_payment": ["basic_tx:offline_accept_payment"],
      "POST /api/v1/transactions/{transaction_id}/complain_with_description": ["basic_tx:offline_complain"],
      "POST /api/v1/transactions/{transaction_id}/cancel": ["basic_tx:offline_cancel"],
      "GET /api/v1/me/verification_session": ["profile"],
      "GET /api/v1/me/verification_session_native": ["profile"],
      "GET /api/v1/me/verification_status": ["profile"],
    };
    const actual = Object.fromEntries(
      ops.filter((o) => o.op["x-offline-scopes"]).map((o) => [key(o.method, o.path), o.op["x-offline-scopes"]]),
    );
    expect(actual).toEqual(expected);
    // Section 4 names who must have granted each: the Service-User user, the join_user_id user, the
    // online user.
    expect(byKey("GET /api/v1/me/profile/payout_status")["x-required-grants"]).toEqual([
      { scope: "profile", grantor: "service-user" },
    ]);
    expect(byKey("POST /api/v1/me/transactions/create_and_join")["x-required-grants"]).toEqual([
      { scope: "basic_tx:offline_create_join", grantor: "join-user" },
    ]);
    expect(byKey("POST /api/v1/me/transactions/create_with_guest_user")["x-required-grants"]).toEqual([
      { scope: "basic_tx:offline_create_join", grantor: "online-user" },
    ]);
  });
});

describe("Service-User", () => {
  const OPTIONAL = "#/components/parameters/ServiceUser";
  const REQUIRED = "#/components/parameters/ServiceUserRequired";
  /**
   * Operations the description makes client flows, where the header is required: those naming the
   * user it identifies, those for clients only, and those about a user's transaction that only the
   * client's API key may call, with the header listed in section 4.1.
   */
  const NAMED_USER = [
    "POST /api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller",
    "POST /api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer",
    "POST /api/v1/transactions/{transaction_id}/track_with_guest_seller",
    "POST /api/v1/transactions/{transaction_id}/cancel_with_guest_user",
    "GET /api/v1/me/profile/payout_status",
    "POST /api/v1/transactions/{transaction_id}/claim_for_buyer",
    "POST /api/v1/transactions/{transaction_id}/claim_for_seller",
    "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates",
    "GET /api/v1/p2p/transactions/{transaction_id}/bank_transfer_details",
  ];
  /** Operations for which section 4.1 lists the header without making every call a client flow. */
  const NAMED_OPTIONAL = [
    "POST /api/v1/transactions/{transaction_id}/track",
    "POST /api/v1/p2p/transactions/{transaction_id}/complain",
  ];
  const serviceUserRefs = (k: string) =>
    (rawOp(k).parameters ?? [])
      .filter((p: Json) => p.$ref === OPTIONAL || p.$ref === REQUIRED)
      .map((p: Json) => p.$ref);

  test("is two shared header parameters of one name: optional, and required for client flows", () => {
    const { ServiceUser, ServiceUserRequired } = doc.components.parameters;
    expect(ServiceUser).toMatchObject({ name: "Service-User", in: "header", required: false });
    expect(ServiceUser.description).toMatch(/a client acting for one of its users must send it/);
    expect(ServiceUserRequired).toMatchObject({ name: "Service-User", in: "header", required: true });
    expect(ServiceUserRequired.schema).toEqual(ServiceUser.schema);
  });

  test("is required exactly on the operations the description makes client flows", () => {
    const required = ops.map((o) => key(o.method, o.path)).filter((k) => serviceUserRefs(k).includes(REQUIRED));
    expect(required.sort()).toEqual([...NAMED_USER].sort());
    // The prose names the header exactly where the description does: the operations that require
    // it, and the two that section 4.1 lists it for, where it stays optional.
    const mentions = ops.filter((o) => /`Service-User`/.test(o.op.description)).map((o) => key(o.method, o.path));
    expect(mentions.sort()).toEqual([...NAMED_USER, ...NAMED_OPTIONAL].sort());
    for (const k of NAMED_OPTIONAL) expect(serviceUserRefs(k), k).toEqual([OPTIONAL]);
    for (const k of NAMED_USER) {
      const param = byKey(k).parameters.find((p: Json) => p.name === "Service-User");
      expect(param.required, k).toBe(true);
    }
  });

  test("no operation takes the header twice", () => {
    for (const { method, path } of ops)
      expect(serviceUserRefs(key(method, path)).length, key(method, path)).toBeLessThanOrEqual(1);
  });

  // The rule of the ambiguity "Which operations take Service-User" in spec/openapi.yaml.
  const ACTING_FOR_USER =
    /^\/api\/v1\/(me|transactions|p2p\/transactions|transactions_by_claim_secret|notifications|batch)(\/|$)/;
  const CLIENT_LEVEL = [
    "POST /api/v1/guest_users",
    "GET /api/v1/client/supported_registration_countries",
    "GET /api/v1/clients/{client_id}/timelines",
    "GET /api/v1/p2p/clients/{client_id}/timelines",
    "GET /api/v1/charge",
    "GET /api/v1/supported_carriers",
    "POST /api/v1/shipper_shipping_rates",
  ];
  const takesServiceUser = (k: string) => serviceUserRefs(k).length === 1;

  test("the rule of the document is the one the tests apply", () => {
    const rule = (doc["x-ambiguities"] as Json[]).find((a) => /Which operations take `Service-User`/.test(a.topic));
    for (const prefix of [
      "/me",
      "/transactions",
      "/p2p/transactions",
      "/transactions_by_claim_secret",
      "/notifications",
    ]) {
      expect(rule.resolution).toContain(`\`${prefix}\``);
    }
    expect(rule.resolution).toMatch(/batch call/);
    const required = (doc["x-ambiguities"] as Json[]).find((a) => /Where `Service-User` is required/.test(a.topic));
    for (const k of NAMED_USER) {
      const last = k.split("/").pop() ?? "";
      expect(required.resolution, k).toContain(k.startsWith("GET") ? k.split(" ")[1] : `\`${last}\``);
    }
  });

  test("is on every operation under the acting-for-user prefixes", () => {
    const acting = ops.map((o) => key(o.method, o.path)).filter((k) => ACTING_FOR_USER.test(k.split(" ")[1] ?? ""));
    expect(acting.length).toBe(83 - CLIENT_LEVEL.length);
    expect(acting.filter((k) => !takesServiceUser(k))).toEqual([]);
  });

  test("is on no client-level operation, and every other operation is client-level", () => {
    const others = ops.map((o) => key(o.method, o.path)).filter((k) => !ACTING_FOR_USER.test(k.split(" ")[1] ?? ""));
    expect(others.sort()).toEqual([...CLIENT_LEVEL].sort());
    expect(others.filter(takesServiceUser)).toEqual([]);
  });

  test("is always the shared parameter, never written inline", () => {
    for (const { method, path } of ops) {
      for (const p of rawOp(key(method, path)).parameters ?? []) expect(p.name).not.toBe("Service-User");
    }
  });
});

describe("path identifiers", () => {
  const idParam = (k: string) =>
    ((byKey(k).parameters ?? []) as Json[]).find((p) => p.in === "path" && /^transaction(_id|Id)$/.test(p.name));

  test("online-transaction paths use int64, F2F paths a plain integer, F2F bank details int64", () => {
    let checked = 0;
    for (const { method, path } of ops) {
      const k = key(method, path);
      const param = idParam(k);
      if (!param) continue;
      checked++;
      const f2f = path.startsWith("/api/v1/p2p/");
      const int64 = !f2f || path.endsWith("/bank_transfer_details");
      expect(param.schema.type, k).toBe("integer");
      expect(param.schema.format, k).toBe(int64 ? "int64" : undefined);
    }
    expect(checked).toBe(42);
  });
});

describe("schemas", () => {
  const schema = (name: string) => deref.components.schemas[name];

  test("every resource of section 2 is a named schema", () => {
    for (const name of [
      "OnlineTransaction",
      "F2fTransaction",
      "DepositPricing",
      "F2fItem",
      "ShippingRate",
      "F2fBankTransferDetails",
      "ApiErrorBody",
    ]) {
      expect(schema(name), name).toBeDefined();
    }
  });

  test("required fields are exactly those stated", () => {
    expect(schema("OnlineTransaction").required.sort()).toEqual(
      [
        "id",
        "client_id",
        "status",
        "description",
        "currency",
        "price",
        "quantity",
        "charge",
        "charge_buyer_client",
        "charge_seller",
        "charge_seller_client",
        "is_payment_in_progress",
        "created",
      ].sort(),
    );
    expect(schema("F2fTransaction").required.sort()).toEqual(
      [
        "id",
        "client_id",
        "created",
        "currency",
        "description",
        "quantity",
        "status",
        "deposit_pricing",
        "is_deposit_payment_in_progress",
        "is_remainder_payment_in_progress",
        "skip_remainder",
      ].sort(),
    );
    expect(schema("F2fBankTransferDetails").required).toHaveLength(5);
    expect(schema("ShippingRate").required).toHaveLength(11);
    expect(schema("ShippingRate").required).not.toContain("arrives_by");
    expect(schema("ApiErrorBody").required).toEqual(["code", "error"]);
  });

  test("online transactions have 20 date-time fields and F2F transactions 24", () => {
    const count = (s: Json) => Object.values<Json>(s.properties).filter((p) => p.format === "date-time").length;
    expect(count(schema("OnlineTransaction"))).toBe(20);
    expect(count(schema("F2fTransaction"))).toBe(24);
  });

  test("currency enums have 8 values for set_price and 15 for items", () => {
    expect(schema("SetPriceCurrency").enum).toHaveLength(8);
    expect(schema("ItemCurrency").enum).toHaveLength(15);
  });

  test("the known error code is listed while any string still fits", () => {
    expect(schema("KnownErrorCode").enum).toEqual(["remainder_too_low"]);
    expect(schema("ApiErrorBody").properties.code.anyOf).toContainEqual({ type: "string" });
  });

  test("status is an open string with a gap", () => {
    const status = schema("OnlineTransaction").properties.status;
    expect(status.type).toBe("string");
    expect(status.enum).toBeUndefined();
    expect(status["x-gaps"].length).toBeGreaterThan(0);
  });
});

describe("responses and examples", () => {
  test("every operation answers 400, 403 and default through shared error responses", () => {
    for (const { method, path } of ops) {
      const r = rawOp(key(method, path)).responses;
      expect(r["400"].$ref, key(method, path)).toMatch(/^#\/components\/responses\//);
      expect(r["403"].$ref).toBe("#/components/responses/Forbidden");
      expect(r.default.$ref).toBe("#/components/responses/Failure");
    }
  });

  test("batch ids allow 50 IDs and refuse 51", () => {
    const ids = byKey("GET /api/v1/batch/transactions").parameters.find((p: Json) => p.name === "ids");
    const re = new RegExp(ids.schema.pattern);
    const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(",");
    expect(re.test(list(50))).toBe(true);
    expect(re.test(list(51))).toBe(false);
    expect(re.test("1,,2")).toBe(false);
  });

  test("every request body and response has an example, open shapes a marked placeholder", () => {
    const resolve = (r: Json) => (r.$ref ? doc.components.responses[r.$ref.split("/").pop()] : r);
    let checked = 0;
    for (const { method, path } of ops) {
      const op = rawOp(key(method, path));
      const media: Json[] = [
        ...Object.values<Json>(op.requestBody?.content ?? {}),
        ...Object.values<Json>(op.responses).flatMap((r) => Object.values<Json>(resolve(r).content ?? {})),
      ];
      for (const m of media) {
        checked++;
        expect(Object.keys(m.examples ?? {}).length, key(method, path)).toBeGreaterThan(0);
        if (m.schema.$ref === "#/components/schemas/OpenBody") {
          expect(m.examples.shapeNotShown, key(method, path)).toEqual({ $ref: "#/components/examples/ShapeNotShown" });
        }
      }
    }
    expect(checked).toBeGreaterThan(83 * 3);
  });

  test("error examples use no invented code", () => {
    for (const [name, example] of Object.entries<Json>(doc.components.examples)) {
      if (!/Error$/.test(name)) continue;
      const expected = name === "RemainderTooLowError" ? "remainder_too_low" : "code_not_shown";
      expect(example.value.code, name).toBe(expected);
      if (expected === "code_not_shown") expect(example.description, name).toMatch(/names no error code/);
    }
  });

  test("transaction examples show only funds_released or the marked placeholder status", () => {
    for (const [name, example] of Object.entries<Json>(doc.components.examples)) {
      const values = Array.isArray(example.value) ? example.value : [example.value];
      for (const v of values) {
        if (v === null || typeof v !== "object" || !("status" in v)) continue;
        expect(["funds_released", "status_not_shown"], name).toContain(v.status);
        if (v.status === "status_not_shown") expect(example.description, name).toMatch(/not a value the service/);
      }
    }
  });

  test("operations implied by scopes are listed as gaps, not added", () => {
    const implied = doc["x-implied-operations"] as Json[];
    expect(implied.length).toBeGreaterThanOrEqual(8);
    expect(implied.map((i) => i.scope)).toContain("p2p_tx:offline_confirm_handover");
    const names = implied.map((i) => i.name);
    expect(names).toContain("Create an F2F transaction");
    expect(names).toContain("Join an F2F transaction");
    expect(Object.keys(doc.paths).filter((p) => /listing|handover|deposit|\/p2p\/charge/.test(p))).toEqual([]);
  });

  test("staging and production servers are declared without invented hosts", () => {
    expect(doc.servers).toHaveLength(2);
    for (const s of doc.servers) {
      for (const v of Object.values<Json>(s.variables)) expect(v.default).toMatch(/\.invalid$/);
    }
  });
});
