// The compiler's own words for the common mistakes: an option the client refuses per call, an
// operation the client's credentials cannot call, a call that needs the acting user, a method the
// API lacks on a path, a mistyped path, missing options. Each error must say what to do, not
// "not assignable to type 'never'" or the name of a helper type. Runs the TypeScript compiler API
// on a small file, one call a line.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, expect, test } from "vitest";
import { mainRunOnlyDescribe } from "./helpers/matrix.js";
import { SLOW } from "./helpers/time.js";

const root = join(import.meta.dirname, "..");
const dir = join(root, ".tmp", `type-messages-${process.pid}`);
const file = join(dir, "consumer.ts");

const SETUP = [
  `import { createClient, getTransactionsByIds } from "../../src/index.js";`,
  `const api = createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k" } });`,
  `const token = createClient({ baseUrl: "http://127.0.0.1:4010", auth: { accessToken: async () => "t" } });`,
  `const path = { params: { path: { transaction_id: 1 } } } as const;`,
];

// One call a line, and what the compiler must say of it; null where it must say nothing.
const CALLS: [string, RegExp | null][] = [
  // Options the client refuses per call.
  [
    `api.POST("/api/v1/transactions/{transaction_id}/cancel", { ...path, retry: { retries: 1 } });`,
    /retry is not available: POST, PUT, PATCH and DELETE may move money/,
  ],
  [
    `api.DELETE; api.PATCH("/api/v1/me/personal/details", { body: {} as never, retry: false });`,
    /retry is not available: POST, PUT, PATCH and DELETE may move money/,
  ],
  [
    `api.GET("/api/v1/me/balances", { baseUrl: "https://elsewhere.example" });`,
    /baseUrl is not available per call: set it once with createClient/,
  ],
  [`api.GET("/api/v1/me/balances", { fetch: globalThis.fetch });`, /fetch is not available per call: set it once/],
  [`api.GET("/api/v1/me/balances", { Request: globalThis.Request });`, /Request is not available: the client builds/],
  [`api.GET("/api/v1/me/balances", { middleware: [] });`, /middleware is not available: use the client's hooks/],
  [
    `api.GET("/api/v1/transactions/{transaction_id}", { ...path, pathSerializer: (p: string) => p });`,
    /pathSerializer is not available/,
  ],
  [`api.GET("/api/v1/me/balances", { redirect: "follow" });`, /redirect is not available: the client follows only/],
  [`api.GET("/api/v1/me/balances", { dispatcher: {} });`, /dispatcher is not available per call: it could send/],
  [
    `api.POST("/api/v1/transactions/{transaction_id}/cancel", { ...path, integrity: "sha256-x" });`,
    /integrity is not available: a mismatch would look like no response/,
  ],
  [
    `api.GET("/api/v1/me/balances", { querySerializer: { array: { style: "form", explode: false } }, bodySerializer: JSON.stringify });`,
    null,
  ],
  // Credentials.
  [
    `api.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });`,
    /"GET \/api\/v1\/batch\/transactions needs an OAuth2 access token: give auth\.accessToken \(a token or a token provider\)"/,
  ],
  [
    `api.actingAs("u").GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });`,
    /needs an OAuth2 access token: give auth\.accessToken/,
  ],
  [
    `token.GET("/api/v1/charge", { params: { query: { currency: "gbp", price: 1 } } });`,
    /"GET \/api\/v1\/charge needs the API key: give auth\.apiKey"/,
  ],
  [
    `token.actingAs("u").GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", path);`,
    /shipper_shipping_rates needs the API key: give auth\.apiKey/,
  ],
  [`token.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });`, null],
  [`api.GET("/api/v1/charge", { params: { query: { currency: "gbp", price: 1 } } });`, null],
  [
    `getTransactionsByIds(api, [1]);`,
    /"getTransactionsByIds needs a client with an OAuth2 access token: give auth\.accessToken"/,
  ],
  // The acting user.
  [
    `api.GET("/api/v1/me/profile/payout_status");`,
    /"GET \/api\/v1\/me\/profile\/payout_status acts for a user: call it on api\.actingAs\(userId\), or give the Service-User header in params\.header"/,
  ],
  [
    `api.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", path);`,
    /cancel_with_guest_user acts for a user: call it on api\.actingAs\(userId\)/,
  ],
  [`api.actingAs("u").POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", path);`, null],
  // Paths and methods.
  [
    `api.GET("/api/v1/transactions/{transaction_id}/track", path);`,
    /"GET \/api\/v1\/transactions\/\{transaction_id\}\/track: the API has no GET operation on this path; call api\.POST"/,
  ],
  [
    `api.GET("/api/v1/transaction/{transaction_id}", path);`,
    /"\/api\/v1\/transaction\/\{transaction_id\} is not a GET path of the spec; did you mean \/api\/v1\/transactions\/\{transaction_id\}\?"/,
  ],
  [`api.GET("/api/v1/me/balance");`, /is not a GET path of the spec; did you mean \/api\/v1\/me\/balances\?/],
  [
    `api.GET("/api/v1/transactions/4817230");`,
    /is not a GET path of the spec; did you mean \/api\/v1\/transactions\/\{transaction_id\}\?/,
  ],
  [
    `api.POST("/api/v1/transactions/{transaction_id}/trak", path);`,
    /trak is not a POST path of the spec; did you mean \/api\/v1\/transactions\/\{transaction_id\}\/track\?/,
  ],
  [`api.GET("/api/v1/no/such/path");`, /"\/api\/v1\/no\/such\/path is not a GET path of the spec"/],
  [
    `api.GET("/api/v1/transactions/{transaction_id}");`,
    /"GET \/api\/v1\/transactions\/\{transaction_id\} needs its options: give its parameters \(params\) or body as the second argument"/,
  ],
];

let messages: Map<number, string>;
beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, [...SETUP, ...CALLS.map(([line]) => line)].join("\n") + "\n");
  const { config } = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const program = ts.createProgram([file], options);
  messages = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (d.file?.fileName !== file) throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    const line = d.file.getLineAndCharacterOfPosition(d.start!).line - SETUP.length;
    messages.set(line, (messages.get(line) ?? "") + ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  }
}, SLOW);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

mainRunOnlyDescribe("the compiler's messages", () => {
  test("every line meant to fail has an error, and no other line has any", () => {
    const expected = CALLS.flatMap(([, why], i) => (why ? [i] : []));
    expect([...messages.keys()].sort((a, b) => a - b)).toEqual(expected);
  });

  test.each(CALLS.filter(([, why]) => why).map(([line, why]) => [line, why!] as const))("%s says why", (line, why) => {
    const text = messages.get(CALLS.findIndex(([l]) => l === line)) ?? "";
    expect(text).toMatch(why);
    expect(text).not.toMatch(/'never'|PathsFor|PathArg|Listed</);
  });
});
