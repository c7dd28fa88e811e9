// What the mock answers an app developer: the IDs the request named, every error the document
// states on demand through the `Prefer` header, the document's placeholders where it states no
// value, and an answer for every curl sample of the reference page, run with Debian's curl.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
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
import {
  echoedId,
  negotiate,
  parseAccept,
  refusedPreference,
  refusedQuery,
  statedAnswers,
} from "../scripts/serve/mock.mjs";
import { bundle, follow, operations } from "../scripts/lib/spec.mjs";
import { createClient, isApiError, unwrap } from "../src/index.js";
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
  const headers: Record<string, string> = { ...options.headers };
  if (call.credential === "apiKey") headers.authorization = `Basic ${btoa(`${API_KEY}:`)}`;
  if (call.credential === "accessToken") headers.authorization = `Bearer ${TOKEN}`;
  if (call.actingAs) headers["service-user"] = call.actingAs.user;
  const init: RequestInit = { method: call.method.toUpperCase(), headers };
  if (call.body) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(call.body.value);
  }
  return fetch(url, init);
}

const call = (operationId: string) => describeCall(doc, entry(operationId));

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

  test("Prefer: dynamic=true is refused, since it would make up values", async () => {
    for (const prefer of ["dynamic=true", "code=200, dynamic=true", 'Dynamic = "true"', "example=batch;dynamic=true"]) {
      const res = await send(call("getMyBalances"), { headers: { prefer } });
      expect(res.status, prefer).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("mock_request_invalid");
      expect(body.error).toMatch(/^Prefer: dynamic=true is refused/);
    }
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

describe("the mock takes only the Prefer forms it documents, and none of Prism's control parameters", () => {
  // The operation most cases ask of: 200 `rates`, 400 `invalid`, 403 `forbidden`, default `failure`.
  const RATES = "listTransactionShippingRates";
  /** What the mock says when it refuses a request itself: every message names what it takes. */
  const TAKES = "The mock takes only Prefer: code=<status> and/or example=<name>";

  /** What is wrong with an answer that should be the mock's own refusal, or "" when it is one. */
  async function notRefused(res: Response, start?: RegExp): Promise<string> {
    const text = await res.text();
    if (res.status !== 400) return `status ${res.status}: ${text.slice(0, 120)}`;
    if (res.headers.get("sl-violations") !== null) return `Prism saw it: ${text.slice(0, 120)}`;
    const body = JSON.parse(text);
    if (Object.keys(body).sort().join() !== "code,error" || body.code !== "mock_request_invalid") return text;
    if (!String(body.error).includes(TAKES) || (start && !start.test(body.error))) return body.error;
    return "";
  }

  /** Sends the rates call with each Prefer value on its own header line (fetch would join them). */
  function sendLines(prefer: string[]): Promise<{ status: number; text: string }> {
    const url = call(RATES).url.replace(SAMPLE_BASE_URL, base);
    return new Promise((resolve, reject) => {
      const headers = { authorization: `Basic ${btoa(`${API_KEY}:`)}`, "service-user": "user_1", prefer };
      const req = request(url, { headers, timeout: 60_000 }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error("no answer within 60 s")));
      req.on("error", reject);
      req.end();
    });
  }

  test("dynamic=true in any spelling, case, quoting or place is refused before Prism reads it", async () => {
    const spellings = [
      "dynamic=true",
      '"dynamic"=true',
      "_dynamic=true",
      "__dynamic=true",
      "dynamic-=true",
      "-dynamic=true",
      "Dy_Namic=true",
      "DYNAMIC=TRUE",
      "Dynamic=true",
      "dynamic=True",
      "dynamic = true",
      "dynamic =true",
      "\tdynamic=true\t",
      'dynamic="true"',
      '"dynamic=true"',
      "dynamic",
      "dynamic=1",
      "code=200;dynamic=true",
      "code=400, dynamic=true",
      "example=rates,dynamic=true",
      "dynamic=false, dynamic=true",
      "code=200,\t_dynamic=true",
    ];
    const wrong: string[] = [];
    for (const prefer of spellings) {
      const problem = await notRefused(
        await send(call(RATES), { headers: { prefer } }),
        /^Prefer: dynamic=true is refused/,
      );
      if (problem) wrong.push(`${JSON.stringify(prefer)}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  test("anything else outside code=<status> and example=<name> is refused", async () => {
    const refused = [
      "seed=1",
      "return=minimal",
      "respond-async",
      "code=999",
      "code=2XX",
      "code=40",
      "code=0400",
      "code=4000",
      'code="400"',
      "code = 400",
      "code =400",
      "Code=400",
      "CODE=400",
      "code=400;example=invalid",
      "code=400, code=403",
      "code=400, code=400",
      "code=400,",
      ",code=400",
      "code=400,,example=invalid",
      "code=400 example=invalid",
      "example=",
      'example="rates"',
      "Example=rates",
      "example=rates, example=rates",
      "dynamic=false, dynamic=false",
      'dynamic="false"',
      "Dynamic=false",
    ];
    const wrong: string[] = [];
    for (const prefer of refused) {
      const problem = await notRefused(await send(call(RATES), { headers: { prefer } }));
      if (problem) wrong.push(`${JSON.stringify(prefer)}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  test("code= of a status the operation does not state, and example= of another answer, are refused", async () => {
    const cases: Array<[operationId: string, prefer: string]> = [
      [RATES, "code=999"],
      [RATES, "code=201"],
      [RATES, "code=204"],
      [RATES, "code=100"],
      [RATES, "code=302"],
      [RATES, "code=499"],
      [RATES, "code=600"],
      [RATES, "code=400, example=rates"],
      [RATES, "code=400, example=forbidden"],
      [RATES, "code=200, example=failure"],
      [RATES, "example=failure"],
      [RATES, "example=nothing_like_it"],
      [RATES, "code=500, example=invalid"],
      // Its success is the range 2XX: asked for as 200 only, the status the mock gives it anyway.
      ["getMyBalances", "code=201"],
      ["getMyBalances", "code=204"],
      ["getMyBalances", "code=299"],
      ["getMyBalances", "example=rates"],
      ["setF2fPrice", "code=403, example=remainderTooLow"],
    ];
    const wrong: string[] = [];
    for (const [operationId, prefer] of cases) {
      const res = await send(call(operationId), { headers: { prefer } });
      const problem = await notRefused(res, /^Prefer: (code|example)=\S+ is refused: /);
      if (problem) wrong.push(`${operationId} ${JSON.stringify(prefer)}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  test("Prefer asking for an answer on a path no operation has is refused", async () => {
    const res = await fetch(`${base}/api/v1/no-such-thing`, {
      headers: { authorization: `Basic ${btoa(`${API_KEY}:`)}`, prefer: "code=200" },
    });
    expect(await notRefused(res, /no operation of the document has this method and path/)).toBe("");
  });

  test("repeated Prefer headers are read together, as one list, and refused when any line is", async () => {
    for (const lines of [
      ["code=400", "dynamic=true"],
      ["code=400", '"dynamic"=true'],
      ["dynamic=false", "_dynamic=true"],
      ["code=400", "code=403"],
      ["code=400", "seed=7"],
      ["code=999", "example=invalid"],
    ]) {
      const { status, text } = await sendLines(lines);
      expect(status, lines.join(" | ")).toBe(400);
      const body = JSON.parse(text);
      expect(body.code, lines.join(" | ")).toBe("mock_request_invalid");
      expect(body.error, lines.join(" | ")).toContain(TAKES);
    }
    // Lines that together make a documented list are taken.
    const { status, text } = await sendLines(["code=400", "example=invalid"]);
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual(responseExample(entry(RATES).operation.responses["400"], "invalid"));
  });

  test("a query parameter starting with __ is refused before Prism reads it, on GET and POST", async () => {
    const cases: Array<[operationId: string, query: string, prefer?: string]> = [
      [RATES, "__dynamic=true"],
      [RATES, "__dynamic"],
      [RATES, "__DYNAMIC=true"],
      [RATES, "%5F%5Fdynamic=true"],
      [RATES, "_%5fdynamic=true"],
      [RATES, "__code=999"],
      [RATES, "__code=400"],
      [RATES, "__example=rates"],
      [RATES, "__seed=1"],
      [RATES, "__server=http%3A%2F%2F127.0.0.1%3A1"],
      [RATES, "a=1&__dynamic=true"],
      [RATES, "__dynamic=true", "code=400"],
      [RATES, "__=1"],
      ["getTransactionsBatch", "__dynamic=true"],
      ["trackTransaction", "__dynamic=true"],
      ["trackTransaction", "__code=999"],
      ["setF2fPrice", "__example=chargeMismatch&__code=400"],
    ];
    const wrong: string[] = [];
    for (const [operationId, query, prefer] of cases) {
      const res = await send(call(operationId), { query, headers: prefer ? { prefer } : {} });
      const problem = await notRefused(res, /^The query parameter "__[^"]*" is refused: /);
      if (problem) wrong.push(`${operationId} ?${query}: ${problem}`);
    }
    expect(wrong).toEqual([]);
    // A query that only carries "__" in a value, or one underscore, is no control parameter.
    expect(refusedQuery("/api/v1/batch/transactions?ids=__1")).toBe("");
    expect(refusedQuery("/x?_dynamic=true")).toBe("");
    expect(refusedQuery("/x")).toBe("");
    expect(refusedQuery("/x?__dynamic=true")).not.toBe("");
    expect(refusedQuery("/x?a=1#&__dynamic=true")).not.toBe("");
  });

  test("the documented forms still get the document's examples", async () => {
    const rates = entry(RATES).operation.responses;
    const cases: Array<[operationId: string, prefer: string, status: number, example: Json]> = [
      [RATES, "", 200, responseExample(rates["200"], "rates")],
      [RATES, "code=200", 200, responseExample(rates["200"], "rates")],
      [RATES, "example=rates", 200, responseExample(rates["200"], "rates")],
      [RATES, "dynamic=false", 200, responseExample(rates["200"], "rates")],
      [RATES, "code=400", 400, responseExample(rates["400"], "invalid")],
      [RATES, "code=403,example=forbidden", 403, responseExample(rates["403"], "forbidden")],
      [RATES, "example=invalid, code=400", 400, responseExample(rates["400"], "invalid")],
      [RATES, "code=400 ,\t example=invalid", 400, responseExample(rates["400"], "invalid")],
      [RATES, "code=400, example=invalid, dynamic=false", 400, responseExample(rates["400"], "invalid")],
      // `default` stands for every other failed call: any other 4xx or 5xx status HTTP defines.
      [RATES, "code=500, example=failure", 500, responseExample(rates.default, "failure")],
      [RATES, "code=429", 429, responseExample(rates.default, "failure")],
      [
        "getMyBalances",
        "code=200",
        200,
        responseExample(entry("getMyBalances").operation.responses["2XX"], "shapeNotShown"),
      ],
      [
        "setF2fPrice",
        "example=chargeMismatch, code=400",
        400,
        responseExample(entry("setF2fPrice").operation.responses["400"], "chargeMismatch"),
      ],
    ];
    const wrong: string[] = [];
    for (const [operationId, prefer, status, example] of cases) {
      const res = await send(call(operationId), { headers: { prefer } });
      const text = await res.text();
      if (res.status !== status || JSON.stringify(JSON.parse(text)) !== JSON.stringify(example)) {
        wrong.push(`${operationId} ${JSON.stringify(prefer)}: status ${res.status}: ${text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("statedAnswers: the statuses an operation states, as Prefer asks for them", () => {
    const balances = statedAnswers(doc, entry("getMyBalances").operation);
    expect(balances.first).toBe("2XX");
    expect(
      ["200", "201", "400", "403", "404", "500", "511", "499", "600", "999", "100", "302"].map(balances.response),
    ).toEqual([
      "2XX",
      undefined,
      "400",
      "403",
      "default",
      "default",
      "default",
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(balances.examples("default")).toEqual(["failure"]);
    const none = statedAnswers(doc, undefined);
    expect(none.found).toBe(false);
    expect(refusedPreference("code=400", none)).toMatch(/no operation of the document/);
    expect(refusedPreference("dynamic=false", none)).toBe("");
    const rates = statedAnswers(doc, entry(RATES).operation);
    expect(refusedPreference("code=400, example=invalid", rates)).toBe("");
    expect(refusedPreference("code=999", rates)).toMatch(
      /^Prefer: code=999 is refused: this operation states 200, 400, 403, default/,
    );
    expect(refusedPreference(["code=400", "code=400"], rates)).toMatch(/^Prefer: code is given twice/);
  });
});

describe("the mock takes only an Accept header one of the document's answers satisfies", () => {
  const BALANCES = "getMyBalances";
  const LABEL = "generateShipmentLabel";
  const balances = () => entry(BALANCES).operation.responses;

  /** What is wrong with an answer that should be the mock's refusal of an Accept header, or "". */
  async function notRefusedAccept(res: Response, names: string): Promise<string> {
    const text = await res.text();
    if (res.status !== 400) return `status ${res.status}: ${text.slice(0, 160)}`;
    if (res.headers.get("sl-violations") !== null) return `Prism saw it: ${text.slice(0, 160)}`;
    if (!/^application\/json/.test(res.headers.get("content-type") ?? ""))
      return `type ${res.headers.get("content-type")}`;
    const body = JSON.parse(text);
    if (Object.keys(body).sort().join() !== "code,error" || body.code !== "mock_request_invalid") return text;
    if (!/^Accept: /.test(body.error) || !String(body.error).includes(names)) return body.error;
    if (!String(body.error).includes("The mock takes an Accept header that accepts one of these")) return body.error;
    return "";
  }

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
    expect([...types]).toEqual([`${LABEL} 2XX application/pdf`]);
  });

  test("an Accept the chosen answer cannot satisfy is refused before Prism answers it with a status of its own", async () => {
    const cases: Array<[operationId: string, accept: string, prefer: string, names: string]> = [
      [BALANCES, "text/csv", "", "application/json"],
      [BALANCES, "text/csv", "code=403", "application/json"],
      [BALANCES, "text/csv", "code=500, example=failure", "application/json"],
      [BALANCES, "application/problem+json", "", "application/json"],
      [BALANCES, "application/problem+json", "code=403", "application/json"],
      [BALANCES, "application/problem+json", "code=500, example=failure", "application/json"],
      [BALANCES, "application/json;q=0", "", "application/json"],
      [BALANCES, "application/json;q=0", "code=403", "application/json"],
      [BALANCES, "application/json; q=0.000", "code=400", "application/json"],
      [BALANCES, "APPLICATION/JSON;Q=0", "", "application/json"],
      [BALANCES, "application/json;q=0, */*", "", "application/json"],
      [BALANCES, "*/*, application/*;q=0", "", "application/json"],
      [BALANCES, "application/*;q=0, */*;q=1", "", "application/json"],
      [BALANCES, "text/*", "", "application/json"],
      [BALANCES, "text/html, image/png;q=0.9", "", "application/json"],
      [BALANCES, "application/xml", "", "application/json"],
      [BALANCES, "*/*;q=0", "", "application/json"],
      [BALANCES, "application/jsonx", "", "application/json"],
      // Headers that do not parse as media ranges.
      [BALANCES, "json", "", "application/json"],
      [BALANCES, "*/json", "", "application/json"],
      [BALANCES, "application/json;q=2", "", "application/json"],
      [BALANCES, "application/json;q=-1", "", "application/json"],
      [BALANCES, "application/json;q=0.5;q=1", "", "application/json"],
      [BALANCES, 'application/json;q="1"', "", "application/json"],
      [BALANCES, "application/json;charset", "", "application/json"],
      [BALANCES, "application/ json", "", "application/json"],
      // The shipment label's success is PDF; its errors are JSON.
      [LABEL, "application/json", "", "application/pdf"],
      [LABEL, "application/problem+json", "", "application/pdf"],
      [LABEL, "application/pdf", "code=403", "application/json"],
      [LABEL, "application/pdf", "code=500, example=failure", "application/json"],
      [LABEL, "application/*;q=0, application/json", "", "application/pdf"],
      ["listTransactionShippingRates", "text/csv", "code=400, example=invalid", "application/json"],
    ];
    const wrong: string[] = [];
    for (const [operationId, accept, prefer, names] of cases) {
      const headers: Record<string, string> = { accept };
      if (prefer) headers.prefer = prefer;
      const problem = await notRefusedAccept(await send(call(operationId), { headers }), names);
      if (problem) wrong.push(`${operationId} Accept: ${accept} Prefer: ${prefer}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  test("an Accept that names a type of the answer, by name, type/* or */*, in a list or with q above 0, gets the document's example", async () => {
    const json = [
      "application/json",
      "Application/JSON",
      "application/json; charset=utf-8",
      'application/json;charset="utf-8"',
      "application/*",
      "*/*",
      "*/*;q=0.1",
      "text/csv, application/json;q=0.5",
      "text/csv,application/json",
      "text/csv, */*;q=0.001",
      "application/json;q=0, application/json;q=1",
      "application/json, application/problem+json",
      " application/json ,, ",
      "application/json;q=1.000",
      "application/json;Q=0.8",
    ];
    const cases: Array<[accept: string | undefined, prefer: string, status: number, example: Json]> = [
      [undefined, "", 200, responseExample(balances()["2XX"])],
      ["", "", 200, responseExample(balances()["2XX"])],
      ...json.map((accept): [string, string, number, Json] => [accept, "", 200, responseExample(balances()["2XX"])]),
      ["application/json", "code=403", 403, responseExample(balances()["403"])],
      ["application/*", "code=400", 400, responseExample(balances()["400"])],
      ["*/*", "code=500, example=failure", 500, responseExample(balances().default, "failure")],
      ["text/csv, application/json;q=0.1", "code=429", 429, responseExample(balances().default, "failure")],
      ["application/json; charset=utf-8", "code=200, example=shapeNotShown", 200, responseExample(balances()["2XX"])],
    ];
    const wrong: string[] = [];
    for (const [accept, prefer, status, example] of cases) {
      const headers: Record<string, string> = {};
      if (accept !== undefined) headers.accept = accept;
      if (prefer) headers.prefer = prefer;
      const res = await send(call(BALANCES), { headers });
      const text = await res.text();
      const type = res.headers.get("content-type") ?? "";
      if (
        res.status !== status ||
        !/^application\/json/.test(type) ||
        JSON.stringify(JSON.parse(text)) !== JSON.stringify(example)
      ) {
        wrong.push(`Accept: ${accept} Prefer: ${prefer}: status ${res.status} ${type}: ${text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("the shipment label: PDF for its success, JSON for the errors it states, as Accept and Prefer ask", async () => {
    const responses = entry(LABEL).operation.responses;
    const pdf = deref(responses["2XX"]).content["application/pdf"];
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
    for (const accept of ["application/json", "*/*", "application/json, application/pdf"]) {
      const res = await send(call(LABEL), { headers: { accept, prefer: "code=403" } });
      expect(res.status, accept).toBe(403);
      expect(await res.json(), accept).toEqual(responseExample(responses["403"]));
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
    const stated = responseExample(balances()["2XX"]);
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

describe("the mock bounds the request body itself", () => {
  const LIMIT = 1024 * 1024;
  const TRACK = "trackTransaction";
  const body = (size: number) => JSON.stringify({ carrier: "carrier_code_not_shown", tracking_code: "x".repeat(size) });

  /** Sends a raw POST of `payload` to the track call; `expect100` waits for 100 Continue first. */
  function post(
    payload: Buffer,
    options: { chunked?: boolean; expect100?: boolean } = {},
  ): Promise<{ status: number; text: string; sent: boolean }> {
    const url = call(TRACK).url.replace(SAMPLE_BASE_URL, base);
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = {
        authorization: `Basic ${btoa(`${API_KEY}:`)}`,
        "content-type": "application/json",
      };
      if (options.chunked) headers["transfer-encoding"] = "chunked";
      else headers["content-length"] = payload.length;
      if (options.expect100) headers.expect = "100-continue";
      let sent = false;
      const req = request(url, { method: "POST", headers, timeout: 60_000 }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, sent }));
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error("no answer within 60 s")));
      req.on("error", reject);
      const write = () => {
        sent = true;
        // In pieces, as a client streams a body.
        for (let at = 0; at < payload.length; at += 256 * 1024) req.write(payload.subarray(at, at + 256 * 1024));
        req.end();
      };
      if (options.expect100) req.on("continue", write);
      else write();
    });
  }

  /** What is wrong with an answer that should be the mock's 413, or "". */
  function notTooLarge({ status, text }: { status: number; text: string }): string {
    if (status !== 413) return `status ${status}: ${text.slice(0, 160)}`;
    const answer = JSON.parse(text);
    if (Object.keys(answer).sort().join() !== "code,error" || answer.code !== "mock_request_too_large") return text;
    if (!String(answer.error).includes(`at most ${LIMIT} bytes`)) return text;
    return "";
  }

  test("an 11 MB body gets the mock's 413 in the document's error shape, not Prism's", async () => {
    const payload = Buffer.from(body(11_000_000));
    expect(notTooLarge(await post(payload))).toBe("");
    expect(notTooLarge(await post(payload, { chunked: true }))).toBe("");
    // A client waiting for 100 Continue is answered before it sends the body.
    const waited = await post(payload, { expect100: true });
    expect(notTooLarge(waited)).toBe("");
    expect(waited.sent).toBe(false);
  });

  test("just over the limit is refused, by Content-Length or as it arrives; up to it reaches Prism", async () => {
    const over = Buffer.from(body(LIMIT));
    expect(over.length).toBeGreaterThan(LIMIT);
    expect(notTooLarge(await post(over))).toBe("");
    expect(notTooLarge(await post(over, { chunked: true }))).toBe("");
    const res = await fetch(call(TRACK).url.replace(SAMPLE_BASE_URL, base), {
      method: "POST",
      headers: { authorization: `Basic ${btoa(`${API_KEY}:`)}`, "content-type": "application/json" },
      body: over,
    });
    expect(notTooLarge({ status: res.status, text: await res.text() })).toBe("");
    // At the limit the body is Prism's to check: the track call takes it.
    const fits = Buffer.from(body(LIMIT - Buffer.byteLength(body(0))));
    expect(fits.length).toBe(LIMIT);
    const taken = await post(fits);
    expect(taken.status, taken.text.slice(0, 160)).toBe(200);
    expect(JSON.parse(taken.text).id).toBe(Number(call(TRACK).pathParams[0]!.value));
    for (const chunked of [false, true]) {
      const small = await post(Buffer.from(body(10)), { chunked });
      expect(small.status, small.text.slice(0, 160)).toBe(200);
    }
  });

  test("after a 413 the same connection still answers", async () => {
    const url = call(TRACK).url.replace(SAMPLE_BASE_URL, base);
    const init = (payload: string) => ({
      method: "POST",
      headers: { authorization: `Basic ${btoa(`${API_KEY}:`)}`, "content-type": "application/json" },
      body: payload,
    });
    expect((await fetch(url, init(body(2 * LIMIT)))).status).toBe(413);
    expect((await fetch(url, init(body(10)))).status).toBe(200);
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
