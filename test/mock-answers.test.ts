// What the mock answers an app developer: the IDs the request named, every error the document
// states on demand through the `Prefer` header, the document's placeholders where it states no
// value, and an answer for every curl sample of the reference page, run with Debian's curl.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
import { echoedId, refusedPreference } from "../scripts/serve/mock.mjs";
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

/** The call a code sample makes, sent with fetch to the running mock (with other path values, or headers). */
function send(call: Call, options: { path?: Record<string, string>; headers?: Record<string, string> } = {}) {
  let url = call.url.replace(SAMPLE_BASE_URL, base);
  for (const [name, value] of Object.entries(options.path ?? {})) {
    const example = call.pathParams.find((p) => p.name === name)!.value;
    url = url.replace(`/${encodeURIComponent(String(example))}`, `/${value}`);
  }
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
    // Its reference and address name the example's transaction; how they are built is not stated.
    const stated = responseExample(entry("getF2fBankTransferDetails").operation.responses["200"]);
    expect(stated.reference).toBe("F2F-90211");
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
