// The compiler's own words for options the client refuses per call: each error must say why,
// not "not assignable to type 'never'". Runs the TypeScript compiler API on a small file.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, expect, test } from "vitest";
import { mainRunOnlyDescribe } from "./helpers/matrix.js";
import { SLOW } from "./helpers/time.js";

const root = join(import.meta.dirname, "..");
const dir = join(root, ".tmp", `type-messages-${process.pid}`);
const file = join(dir, "consumer.ts");

// One refused option per line; the line number finds the diagnostic.
const LINES = [
  `import { createClient } from "../../src/index.js";`,
  `const api = createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k" } });`,
  `const path = { params: { path: { transaction_id: 1 } } } as const;`,
  `api.POST("/api/v1/transactions/{transaction_id}/cancel", { ...path, retry: { retries: 1 } });`,
  `api.DELETE; api.PATCH("/api/v1/me/personal/details", { body: {} as never, retry: false });`,
  `api.GET("/api/v1/me/balances", { baseUrl: "https://elsewhere.example" });`,
  `api.GET("/api/v1/me/balances", { fetch: globalThis.fetch });`,
  `api.GET("/api/v1/me/balances", { Request: globalThis.Request });`,
  `api.GET("/api/v1/me/balances", { middleware: [] });`,
  `api.GET("/api/v1/transactions/{transaction_id}", { ...path, pathSerializer: (p: string) => p });`,
  `api.GET("/api/v1/me/balances", { redirect: "follow" });`,
  `api.GET("/api/v1/me/balances", { dispatcher: {} });`,
  `api.POST("/api/v1/transactions/{transaction_id}/cancel", { ...path, integrity: "sha256-x" });`,
  `api.GET("/api/v1/me/balances", { querySerializer: { array: { style: "form", explode: false } }, bodySerializer: JSON.stringify });`,
  `api.GET("/api/v1/no/such/path");`,
];

let messages: Map<number, string>;
beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, LINES.join("\n") + "\n");
  const { config } = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const program = ts.createProgram([file], options);
  messages = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (d.file?.fileName !== file) throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    const line = d.file.getLineAndCharacterOfPosition(d.start!).line;
    messages.set(line, (messages.get(line) ?? "") + ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  }
}, SLOW);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const on = (start: string) => messages.get(LINES.findIndex((l) => l.startsWith(start)));

mainRunOnlyDescribe("compiler messages for options unavailable per call", () => {
  test("every refused line has an error and no other line has any (serialisers stay per call)", () => {
    const allowed = LINES.findIndex((l) => l.includes("querySerializer"));
    const expected = LINES.map((_, i) => i).filter((i) => i >= 3 && i !== allowed);
    expect([...messages.keys()].sort((a, b) => a - b)).toEqual(expected);
  });

  test.each([
    [
      'api.POST("/api/v1/transactions/{transaction_id}/cancel"',
      /retry is not available: POST, PUT, PATCH and DELETE may move money/,
    ],
    ["api.DELETE; api.PATCH", /retry is not available: POST, PUT, PATCH and DELETE may move money/],
    ['api.GET("/api/v1/me/balances", { baseUrl', /baseUrl is not available per call: set it once with createClient/],
    ['api.GET("/api/v1/me/balances", { fetch', /fetch is not available per call: set it once with createClient/],
    ['api.GET("/api/v1/me/balances", { Request', /Request is not available: the client builds its own requests/],
    ['api.GET("/api/v1/me/balances", { middleware', /middleware is not available: use the client's hooks/],
    ['api.GET("/api/v1/transactions/{transaction_id}", { ...path, pathSerializer', /pathSerializer is not available/],
    ['api.GET("/api/v1/me/balances", { redirect', /redirect is not available: the client follows only same-origin/],
    [
      'api.GET("/api/v1/me/balances", { dispatcher',
      /dispatcher is not available per call: it could send the call elsewhere/,
    ],
    [
      'api.POST("/api/v1/transactions/{transaction_id}/cancel", { ...path, integrity',
      /integrity is not available: a mismatch would look like no response/,
    ],
  ])("%s says why", (start, why) => {
    const text = on(start);
    expect(text).toMatch(why);
    expect(text).not.toMatch(/'never'/);
  });

  test("a path that is not in the spec is reported on the path", () => {
    expect(on('api.GET("/api/v1/no/such/path")')).toMatch(
      /Argument of type '"\/api\/v1\/no\/such\/path"' is not assignable to parameter of type/,
    );
  });
});
