// What the mock answers an app developer: the IDs the request named, every error the document
// states on demand through the `Prefer` header, the `Prefer`, `Accept` and `__` query forms it takes
// or refuses (the tables of test/fixtures/mock-requests.ts), the document's placeholders where it
// states no value, labelled by `X-Mock-Gaps`, and an answer for every curl sample of the reference
// page, run with Debian's curl.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type OutgoingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  API_KEY_VARIABLE,
  type Call,
  codeSamples,
  describeCall,
  SAMPLE_BASE_URL,
  TOKEN_VARIABLE,
} from "../scripts/build/code-samples.mjs";
import { collectGaps } from "../scripts/lib/gaps.mjs";
import {
  echoedId,
  negotiate,
  parseAccept,
  refusedPreference,
  refusedQuery,
  statedAnswers,
} from "../scripts/serve/mock-rules.mjs";
import { bundle, follow, operations } from "../scripts/lib/spec.mjs";
import { createClient, isApiError, unwrap } from "../src/index.js";
import { ANSWERED, type Answered, REFUSED, type Refused } from "./fixtures/mock-requests.js";
import { type RunningMock, startMock } from "./helpers/mock.js";
import { SLOW } from "./helpers/time.js";

type Json = any;

const API_KEY = "key_for_the_mock";
const TOKEN = "token_for_the_mock";

let doc: Json;
let mock: RunningMock | undefined;
let base = "";
const scratch = mkdtempSync(join(tmpdir(), "mock-answers-"));

beforeAll(async () => {
  doc = await bundle();
  mock = await startMock();
  base = mock.base;
}, SLOW);

afterAll(async () => {
  await mock?.stop();
  rmSync(scratch, { recursive: true, force: true });
}, SLOW);

const deref = (node: Json): Json => follow(doc, node).node;
const entry = (operationId: string) => {
  const found = operations(doc).find((e) => e.operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};

/** The first example of a response's JSON content, or of its examples the one named. */
function responseExample(response: Json, name?: string): Json {
  const media = deref(response).content["application/json"];
  if (media.example !== undefined && name === undefined) return media.example;
  const examples = media.examples ?? {};
  return deref(name === undefined ? Object.values(examples)[0] : examples[name]).value;
}

/** The headers a code sample's call sends: its credential and acting user. */
function sampleHeaders(call: Call): Record<string, string> {
  const headers: Record<string, string> = {};
  if (call.credential === "apiKey") headers.authorization = `Basic ${btoa(`${API_KEY}:`)}`;
  if (call.credential === "accessToken") headers.authorization = `Bearer ${TOKEN}`;
  if (call.actingAs) headers["service-user"] = call.actingAs.user;
  if (call.body) headers["content-type"] = "application/json";
  return headers;
}

/**
 * The call a code sample makes, sent with fetch to the running mock (with other path values,
 * headers, or query parameters added as written).
 */
function send(
  call: Call,
  options: { path?: Record<string, string>; headers?: Record<string, string>; query?: string } = {},
) {
  let url = call.url.replace(SAMPLE_BASE_URL, base);
  for (const [name, value] of Object.entries(options.path ?? {})) {
    const example = call.pathParams.find((p) => p.name === name)!.value;
    url = url.replace(`/${encodeURIComponent(String(example))}`, `/${value}`);
  }
  if (options.query !== undefined) url += (url.includes("?") ? "&" : "?") + options.query;
  const init: RequestInit = {
    method: call.method.toUpperCase(),
    headers: { ...options.headers, ...sampleHeaders(call) },
  };
  if (call.body) init.body = JSON.stringify(call.body.value);
  return fetch(url, init);
}

const call = (operationId: string) => describeCall(doc, entry(operationId));

/** What the mock answered one row of test/fixtures/mock-requests.ts. */
interface Asked {
  status: number;
  type: string;
  violations: boolean;
  text: string;
}

/**
 * Sends a row's request with node:http, which sends a list of `Prefer` values as separate header
 * lines (fetch would join them) and the query exactly as written.
 */
function ask(row: Refused | Answered): Promise<Asked> {
  const c = call(row.operation);
  let url = "path" in row && row.path ? base + row.path : c.url.replace(SAMPLE_BASE_URL, base);
  if ("query" in row && row.query !== undefined) url += (url.includes("?") ? "&" : "?") + row.query;
  const headers: OutgoingHttpHeaders = sampleHeaders(c);
  if (row.prefer !== undefined) headers.prefer = row.prefer;
  if (row.accept !== undefined) headers.accept = row.accept;
  const body = c.body && !("path" in row && row.path) ? JSON.stringify(c.body.value) : undefined;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: c.method.toUpperCase(), headers, timeout: 60_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers["content-type"] ?? "",
          violations: res.headers["sl-violations"] !== undefined,
          text,
        }),
      );
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 60 s")));
    req.on("error", reject);
    req.end(body);
  });
}

describe("answers carry the IDs the request named", () => {
  const ECHOING = ["setF2fPrice", "complainF2fTransaction", "trackTransaction", "acceptPaymentWithGuestSeller"];

  test("the operations whose answer is the transaction their path names are the ones that echo it", () => {
    const echoing = operations(doc)
      .filter(({ operation }) => echoedId(doc, operation))
      .map(({ operation }) => operation.operationId);
    expect(echoing.sort()).toEqual([...ECHOING].sort());
    expect(echoedId(doc, entry("setF2fPrice").operation)).toEqual({
      name: "transactionId",
      key: "transaction_id",
      integer: true,
    });
  });

  test("echoedId leaves out what is no ID of the answer's resource", () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const op = (param: Json, schema: Json) => ({
      parameters: [{ in: "path", required: true, schema: { type: "integer" }, ...param }],
      responses: { "200": { content: { "application/json": { schema } } } },
    });
    const d = { components: { schemas: {} } };
    expect(echoedId(d, op({ name: "transaction_id" }, ref("OnlineTransaction")))).toBeDefined();
    // A parameter the path item gives all its operations counts too.
    const { parameters, ...withoutParameters } = op({ name: "transaction_id" }, ref("F2fTransaction"));
    expect(echoedId(d, withoutParameters, { parameters })).toEqual({
      name: "transaction_id",
      key: "transaction_id",
      integer: true,
    });
    // Bad input: no ID parameter, a resource of another kind, no named schema, a query parameter.
    expect(echoedId(d, op({ name: "secret" }, ref("OnlineTransaction")))).toBeUndefined();
    expect(echoedId(d, op({ name: "id" }, ref("OnlineTransaction")))).toBeUndefined();
    expect(echoedId(d, op({ name: "transaction_id" }, ref("ShippingRate")))).toBeUndefined();
    expect(echoedId(d, op({ name: "transaction_id" }, { type: "object" }))).toBeUndefined();
    expect(echoedId(d, op({ name: "transaction_id", in: "query" }, ref("OnlineTransaction")))).toBeUndefined();
    expect(echoedId(d, {})).toBeUndefined();
  });

  test.each(ECHOING)("%s answers with the transaction the path named", async (operationId) => {
    const op = entry(operationId).operation;
    const example = responseExample(op.responses["200"]);
    const param = echoedId(doc, op)!.name;
    const res = await send(call(operationId), { path: { [param]: "31337" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body.id).toBe(31337);
    // Inside it, the IDs that were the example's own follow; nothing else changes.
    const expected = JSON.parse(
      JSON.stringify(example).split(`"transaction_id":${example.id}`).join('"transaction_id":31337'),
    );
    expect(body).toEqual({ ...expected, id: 31337 });
  });

  test("accept_payment_with_guest_seller for transaction 4817230 answers with 4817230, not the example's 4817391", async () => {
    const op = entry("acceptPaymentWithGuestSeller").operation;
    expect(responseExample(op.responses["200"]).id).toBe(4817391);
    const res = await send(call("acceptPaymentWithGuestSeller"), { path: { transaction_id: "4817230" } });
    expect((await res.json()).id).toBe(4817230);
  });

  test("the F2F items belong to the transaction named, and an ID with leading zeros is the number", async () => {
    const res = await send(call("setF2fPrice"), { path: { transactionId: "00055" } });
    const body = await res.json();
    expect(body.id).toBe(55);
    expect(body.items.map((item: Json) => item.transaction_id)).toEqual([55]);
  });

  test("the typed client sees the ID it asked for", async () => {
    const api = createClient({ baseUrl: base, auth: { apiKey: API_KEY }, retry: false });
    const tx = await unwrap(
      api.POST("/api/v1/transactions/{transaction_id}/track", {
        params: { path: { transaction_id: 7001 } },
        body: { carrier: "carrier_code_not_shown", tracking_code: "PX1" },
      }),
    );
    expect(tx.id).toBe(7001);
  });

  test("where the answer is not the transaction itself, the example stays as it is, placeholders and all", async () => {
    const details = await send(call("getF2fBankTransferDetails"), { path: { transaction_id: "123" } });
    // How its reference is built is not stated: it stays the placeholder, whatever the path's ID.
    const stated = responseExample(entry("getF2fBankTransferDetails").operation.responses["200"]);
    expect(stated.reference).toBe("reference_not_shown");
    expect(await details.json()).toEqual(stated);
    const rates = await send(call("listTransactionShippingRates"), { path: { transaction_id: "123" } });
    expect(await rates.json()).toEqual(
      responseExample(entry("listTransactionShippingRates").operation.responses["200"]),
    );
    // An answer whose shape the document does not show stays the empty placeholder, whatever ID.
    const open = await send(call("getTransaction"), { path: { transaction_id: "123" } });
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({});
    // The status the document leaves open stays its placeholder too.
    const tracked = await send(call("trackTransaction"), { path: { transaction_id: "123" } });
    expect((await tracked.json()).status).toBe("status_not_shown");
  });
});

describe("every stated error on demand, with Prism's Prefer header", () => {
  test("each operation gives each example of its 400 and 403 answers, with that status", async () => {
    const asked: string[] = [];
    const wrong: string[] = [];
    for (const e of operations(doc)) {
      const c = describeCall(doc, e);
      for (const [code, response] of Object.entries<Json>(e.operation.responses)) {
        if (!/^4\d\d$/.test(code)) continue;
        for (const name of Object.keys(deref(response).content["application/json"].examples)) {
          const res = await send(c, { headers: { prefer: `code=${code}, example=${name}` } });
          const body = await res.json();
          asked.push(`${e.operation.operationId} ${code} ${name}`);
          if (res.status !== Number(code))
            wrong.push(`${e.operation.operationId} ${code} ${name}: status ${res.status}`);
          if (JSON.stringify(body) !== JSON.stringify(responseExample(response, name))) {
            wrong.push(`${e.operation.operationId} ${code} ${name}: ${JSON.stringify(body)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // 400 and 403 for all 83 operations; set_price's 400 has two examples.
    expect(asked.filter((a) => / 403 /.test(a))).toHaveLength(83);
    expect(asked.filter((a) => / 400 /.test(a))).toHaveLength(84);
    expect(asked).toContain("setF2fPrice 400 remainderTooLow");
  });

  test("remainder_too_low, as the typed client sees it", async () => {
    const api = createClient({ baseUrl: base, auth: { apiKey: API_KEY }, retry: false });
    const error = await unwrap(
      api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
        params: { path: { transactionId: 90211 } },
        body: { charge: 1800, charge_calculator_version: 3, currency: "eur", price: 60000 },
        headers: { Prefer: "code=400, example=remainderTooLow" },
      }),
    ).catch((e: unknown) => e);
    expect(isApiError(error, "remainder_too_low")).toBe(true);
    if (isApiError(error)) expect(error.status).toBe(400);
  });

  test("code alone gives that response's first example; a 403 reaches the client as an ApiError", async () => {
    const res = await send(call("getMyBalances"), { headers: { prefer: "code=403" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(responseExample(entry("getMyBalances").operation.responses["403"]));
    const api = createClient({ baseUrl: base, auth: { apiKey: API_KEY }, retry: false });
    const error = await unwrap(api.GET("/api/v1/me/balances", { headers: { Prefer: "code=403" } })).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(403);
  });

  test("refusedPreference takes the stated forms and refuses only dynamic answers", () => {
    for (const ok of [
      undefined,
      "",
      "code=400",
      "code=400, example=remainderTooLow",
      "dynamic=false",
      "example=dynamic",
    ]) {
      expect(refusedPreference(ok), String(ok)).toBe("");
    }
    for (const bad of ["dynamic=true", " DYNAMIC=TRUE ", ["code=200", "dynamic=true"], 'dynamic="true"']) {
      expect(refusedPreference(bad), String(bad)).not.toBe("");
    }
  });
});

describe("the mock takes only the Prefer, Accept and query forms it documents", () => {
  /** What every refusal of a Prefer header or `__` query parameter says the mock takes. */
  const TAKES = "The mock takes only Prefer: code=<status> and/or example=<name>";
  /** What every refusal of an Accept header says the mock takes. */
  const TAKES_ACCEPT = "The mock takes an Accept header that accepts one of these";

  /** What is wrong with the answer to a row the mock must refuse itself, or "" when it did. */
  function notRefused(row: Refused, { status, type, violations, text }: Asked): string {
    if (status !== 400) return `status ${status}: ${text.slice(0, 160)}`;
    if (violations) return `Prism saw it: ${text.slice(0, 160)}`;
    if (!/^application\/json/.test(type)) return `type ${type}`;
    const body = JSON.parse(text);
    if (Object.keys(body).sort().join() !== "code,error" || body.code !== "mock_request_invalid") return text;
    const error = String(body.error);
    if (!row.error.test(error) || !error.includes(row.accept === undefined ? TAKES : TAKES_ACCEPT)) return error;
    return row.names === undefined || error.includes(row.names) ? "" : error;
  }

  test.each(Object.entries(REFUSED))("refused before Prism reads it: %s", async (_, rows) => {
    const wrong: string[] = [];
    for (const row of rows) {
      const problem = notRefused(row, await ask(row));
      const { operation, error, names, ...sent } = row;
      if (problem) wrong.push(`${operation} ${JSON.stringify(sent)}: ${problem}`);
    }
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  test.each(Object.entries(ANSWERED))("answered with the document's example: %s", async (_, rows) => {
    const wrong: string[] = [];
    for (const row of rows) {
      const { status, type, text } = await ask(row);
      const [key = "", name] = row.example;
      const example = responseExample(entry(row.operation).operation.responses[key], name);
      if (
        status !== row.status ||
        !/^application\/json/.test(type) ||
        JSON.stringify(JSON.parse(text)) !== JSON.stringify(example)
      ) {
        wrong.push(`${row.operation} ${JSON.stringify(row)}: status ${status} ${type}: ${text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  test("a query that only carries __ in a value, or one underscore, is no control parameter", () => {
    expect(refusedQuery("/api/v1/batch/transactions?ids=__1")).toBe("");
    expect(refusedQuery("/x?_dynamic=true")).toBe("");
    expect(refusedQuery("/x")).toBe("");
    expect(refusedQuery("/x?__dynamic=true")).not.toBe("");
    expect(refusedQuery("/x?a=1#&__dynamic=true")).not.toBe("");
  });

  test("statedAnswers: the statuses an operation states, as Prefer asks for them", () => {
    const balances = statedAnswers(doc, entry("getMyBalances").operation);
    expect(balances.first).toBe("2XX");
    const codes = ["200", "201", "400", "403", "404", "500", "511", "499", "600", "999", "100", "302"];
    expect(codes.map((code) => `${code}:${balances.response(code) ?? "-"}`).join(" ")).toBe(
      "200:2XX 201:- 400:400 403:403 404:default 500:default 511:default 499:- 600:- 999:- 100:- 302:-",
    );
    expect(balances.examples("default")).toEqual(["failure"]);
    const none = statedAnswers(doc, undefined);
    expect(none.found).toBe(false);
    expect(refusedPreference("code=400", none)).toMatch(/no operation of the document/);
    expect(refusedPreference("dynamic=false", none)).toBe("");
    const rates = statedAnswers(doc, entry("listTransactionShippingRates").operation);
    expect(refusedPreference("code=400, example=invalid", rates)).toBe("");
    expect(refusedPreference("code=999", rates)).toMatch(
      /^Prefer: code=999 is refused: this operation states 200, 400, 403, default/,
    );
    expect(refusedPreference(["code=400", "code=400"], rates)).toMatch(/^Prefer: code is given twice/);
  });

  test("the document's answers are JSON, but for the shipment label's success, which is PDF", () => {
    const types = new Set<string>();
    for (const e of operations(doc)) {
      const answers = statedAnswers(doc, e.operation);
      for (const key of Object.keys(e.operation.responses)) {
        const media = answers.mediaTypes(key);
        expect(media.length, `${e.operation.operationId} ${key}`).toBe(1);
        if (media[0] !== "application/json") types.add(`${e.operation.operationId} ${key} ${media[0]}`);
      }
    }
    expect([...types]).toEqual(["generateShipmentLabel 2XX application/pdf"]);
  });

  test("the shipment label: PDF for its success as Accept asks, and the mock's refusals in JSON", async () => {
    const LABEL = "generateShipmentLabel";
    const pdf = deref(entry(LABEL).operation.responses["2XX"]).content["application/pdf"];
    const label = String(deref(Object.values<Json>(pdf.examples)[0]).value);
    for (const accept of [
      undefined,
      "application/pdf",
      "*/*",
      "application/*",
      "application/json;q=0.5, application/pdf",
    ]) {
      const res = await send(call(LABEL), { headers: accept === undefined ? {} : { accept } });
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers.get("content-type"), String(accept)).toMatch(/^application\/pdf/);
      expect(await res.text(), String(accept)).toBe(label);
    }
    // A request Prism rejects gets the mock's JSON refusal, whatever type the call asked for.
    const c = call(LABEL);
    const res = await fetch(c.url.replace(SAMPLE_BASE_URL, base), {
      method: "POST",
      headers: { accept: "application/pdf", "content-type": "application/json" },
      body: JSON.stringify(c.body?.value ?? {}),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await res.json()).code).toBe("mock_unauthorized");
  });

  test("the typed client's calls are taken as before, and an Accept it passes is checked the same way", async () => {
    const api = createClient({ baseUrl: base, auth: { apiKey: API_KEY }, retry: false });
    const stated = responseExample(entry("getMyBalances").operation.responses["2XX"]);
    expect(await unwrap(api.GET("/api/v1/me/balances"))).toEqual(stated);
    expect(await unwrap(api.GET("/api/v1/me/balances", { headers: { Accept: "application/json" } }))).toEqual(stated);
    const error = await unwrap(api.GET("/api/v1/me/balances", { headers: { Accept: "text/csv" } })).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error, "mock_request_invalid")).toBe(true);
    if (isApiError(error)) expect(error.status).toBe(400);
  });

  test("negotiate and parseAccept: HTTP's reading, and what Prism is asked for", () => {
    expect(negotiate(undefined, ["application/json"])).toEqual({ refused: "", type: "" });
    expect(negotiate(" ", ["application/json"])).toEqual({ refused: "", type: "" });
    expect(negotiate("text/csv", [])).toEqual({ refused: "", type: "" });
    expect(negotiate("*/*", ["application/xml", "application/json"]).type).toBe("application/json");
    expect(negotiate("application/xml, application/json;q=0.9", ["application/json", "application/xml"]).type).toBe(
      "application/xml",
    );
    expect(negotiate(["text/csv", "application/pdf"], ["application/json", "application/pdf"]).type).toBe(
      "application/pdf",
    );
    expect(negotiate("application/*;q=0.2, application/json;q=0", ["application/json", "application/pdf"]).type).toBe(
      "application/pdf",
    );
    const refused = negotiate("text/csv", ["application/json"], { answer: "the 403 answer of this operation" });
    expect(refused.type).toBeUndefined();
    expect(refused.refused).toMatch(
      /^Accept: "text\/csv" is refused: the 403 answer of this operation is given only as application\/json, /,
    );
    expect(parseAccept('a/b;x="q=0, c/d";q=0.5, */*').ranges).toEqual([
      { type: "a", subtype: "b", q: 0.5 },
      { type: "*", subtype: "*", q: 1 },
    ]);
    for (const bad of ["a", "a/", "/b", "*/b", "a/b;q=1.5", "a/b;q=0.0001", "a/b;q", "a/b c", 'a/b;x="open']) {
      expect(parseAccept(bad).error, bad).not.toBe("");
    }
  });
});

describe("X-Mock-Gaps names the gaps of each answer", () => {
  const TRACK = "trackTransaction";
  const pointers = () => new Set(collectGaps(doc).map((place) => place.pointer));
  const named = (res: Response) => res.headers.get("x-mock-gaps")?.split(", ") ?? [];

  test("a placeholder status and an open shape come labelled with the places that leave them open", async () => {
    const tracked = await send(call(TRACK));
    expect((await tracked.json()).status).toBe("status_not_shown");
    expect(named(tracked)).toContain("#/components/schemas/TransactionStatus");
    const open = await send(call("getTransaction"));
    expect(await open.json()).toEqual({});
    expect(named(open)).toContain("#/components/schemas/OpenBody");
    // Each names a place the document marks, with its reasons there (and in spec/GAPS.md).
    for (const at of [...named(tracked), ...named(open)]) {
      expect(pointers().has(at), at).toBe(true);
      expect(deref({ $ref: at })["x-gaps"].length, at).toBeGreaterThan(0);
    }
    // The error examples' `code_not_shown` too, and the `default` response's unstated statuses.
    const failed = await send(call(TRACK), { headers: { prefer: "code=500, example=failure" } });
    expect(named(failed)).toEqual(
      expect.arrayContaining(["#/components/schemas/ApiErrorBody", "#/components/responses/Failure"]),
    );
  });

  test("an answer without a gap carries no header, nor do the mock's own refusals and Prism's 404", async () => {
    const label = await send(call("generateShipmentLabel"));
    expect(label.status).toBe(200);
    expect(label.headers.has("x-mock-gaps")).toBe(false);
    await label.body?.cancel();
    const refused = await send(call(TRACK), { headers: { prefer: "dynamic=true" } });
    expect(refused.status).toBe(400);
    expect(refused.headers.has("x-mock-gaps")).toBe(false);
    await refused.body?.cancel();
    const unknown = await fetch(`${base}/api/v1/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.has("x-mock-gaps")).toBe(false);
    await unknown.body?.cancel();
  });

  test("every success and 400 answer with a placeholder in it is labelled, with places the document lists", async () => {
    const known = pointers();
    const wrong: string[] = [];
    let labelled = 0;
    for (const e of operations(doc)) {
      for (const prefer of ["", "code=400"]) {
        const res = await send(describeCall(doc, e), { headers: prefer ? { prefer } : {} });
        const text = await res.text();
        const where = `${e.operation.operationId} ${prefer || "success"}`;
        const placeholder = text === "{}" || /_not_shown"/.test(text);
        if (placeholder && !res.headers.has("x-mock-gaps")) wrong.push(`${where}: ${text.slice(0, 80)} has no header`);
        for (const at of named(res)) if (!known.has(at)) wrong.push(`${where}: ${at} is no place of spec/GAPS.md`);
        if (res.headers.has("x-mock-gaps")) labelled++;
      }
    }
    expect(wrong).toEqual([]);
    expect(labelled).toBeGreaterThan(150);
  });

  test("the batch answer is labelled by what it holds: a transaction's status, or nothing for only nulls", async () => {
    const api = { authorization: `Bearer ${TOKEN}` };
    const some = await fetch(`${base}/api/v1/batch/transactions?ids=7,999`, { headers: api });
    expect(named(some)).toContain("#/components/schemas/TransactionStatus");
    await some.body?.cancel();
    const none = await fetch(`${base}/api/v1/batch/transactions?ids=999,999`, { headers: api });
    expect(await none.json()).toEqual([null, null]);
    expect(none.headers.has("x-mock-gaps")).toBe(false);
  });
});

/** Runs a shell command line and resolves with its exit code and output. */
function sh(line: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("/bin/sh", ["-c", line], { cwd: scratch, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("the reference page's curl samples", () => {
  test("curl is installed (Debian's curl package)", async () => {
    const { code, stdout } = await sh("curl --version", {});
    expect(code, "curl --version failed: install Debian's curl package").toBe(0);
    expect(stdout).toMatch(/^curl \d/);
  });

  test("every one runs as written and gets the operation's success answer from the mock", async () => {
    const env = { [API_KEY_VARIABLE]: API_KEY, [TOKEN_VARIABLE]: TOKEN };
    const wrong: string[] = [];
    let ran = 0;
    const entries = operations(doc);
    // A few at a time: each is its own curl process.
    for (let i = 0; i < entries.length; i += 8) {
      await Promise.all(
        entries.slice(i, i + 8).map(async (e) => {
          const curl = codeSamples(doc, e).find((s) => s.label === "curl")!.source;
          const line = curl.split(SAMPLE_BASE_URL).join(base).trimEnd() + " -w '\\n%{http_code}'";
          const { code, stdout, stderr } = await sh(line, env);
          ran++;
          const status = stdout.slice(stdout.lastIndexOf("\n") + 1);
          if (code !== 0 || !/^2\d\d$/.test(status)) {
            wrong.push(`${e.operation.operationId}: exit ${code}, status ${status}: ${stdout.slice(0, 200)} ${stderr}`);
          }
        }),
      );
    }
    expect(wrong).toEqual([]);
    expect(ran).toBe(83);
  });
});
