// The runtime code must work wherever standard fetch does: Node 20 and later, browsers, workers,
// Deno, Bun. Two guards keep Node-only APIs out:
// 1. src/ compiles with the build's settings, which know only the web-standard libraries (no
//    @types/node), so `process`, `Buffer` or a `node:` import is a compile error;
// 2. bundled with all it imports (openapi-fetch too) for a neutral platform, the client runs in a
//    V8 context whose only globals are the web-standard ones, against a real local server.
import { readdirSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createContext, runInContext } from "node:vm";
import { bundleOne } from "../scripts/lib/esbuild.mjs";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { json, useServer } from "./helpers/server.js";
import { mainRunOnly } from "./helpers/matrix.js";
import { SLOW } from "./helpers/time.js";

const root = join(import.meta.dirname, "..");
const scratch = join(root, ".tmp", "portable");

/** Compiler errors of `files` under tsconfig.build.json, as `file: message` lines. */
function buildErrors(files: string[]): string[] {
  const configFile = join(root, "tsconfig.build.json");
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile);
  // rootDir would reject the fixtures outside src/; nothing is emitted anyway.
  delete options.rootDir;
  const program = ts.createProgram(files, { ...options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? d.file.fileName.slice(root.length + 1) : "-"}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`,
    );
}

/** Bundles `entry` and all it imports into one script that defines the global `sdk`. */
async function bundleNeutral(entry: string): Promise<string> {
  const output = await bundleOne({
    entryPoints: [entry],
    platform: "neutral",
    mainFields: ["module", "main"],
    format: "iife",
    globalName: "sdk",
  });
  return output.text;
}

/** The globals of a runtime that has standard fetch and nothing of Node's. */
const WEB_GLOBALS = [
  "fetch",
  "Headers",
  "Request",
  "Response",
  "FormData",
  "Blob",
  "AbortController",
  "AbortSignal",
  "DOMException",
  "Event",
  "EventTarget",
  "URL",
  "URLSearchParams",
  "TextEncoder",
  "TextDecoder",
  "atob",
  "btoa",
  "setTimeout",
  "clearTimeout",
  "queueMicrotask",
  "structuredClone",
  "console",
] as const;

/** Runs a bundle in a fresh context holding only {@link WEB_GLOBALS}; returns what it defined as `sdk`. */
function runWebOnly(code: string): Record<string, any> {
  const globals = Object.fromEntries(WEB_GLOBALS.map((name) => [name, (globalThis as Record<string, unknown>)[name]]));
  const context = createContext(globals);
  runInContext(code, context);
  return runInContext("sdk", context);
}

const server = useServer();
beforeAll(() => mkdir(scratch, { recursive: true }));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("the runtime code uses no Node-only API", { timeout: SLOW }, () => {
  mainRunOnly(
    "src/ compiles against the web-standard libraries alone; Node's process, Buffer, node: imports and window do not",
    async () => {
      const sources = readdirSync(join(root, "src")).map((f) => join(root, "src", f));
      expect(sources.length).toBeGreaterThan(3);
      const bad = {
        "env.ts": "export const key = () => process.env.KEY;\n",
        "buffer.ts": 'export const encode = (s: string) => Buffer.from(s).toString("base64");\n',
        "inspect.ts": 'import { inspect } from "node:util";\nexport const show = (v: unknown) => inspect(v);\n',
        "window.ts": "export const here = () => window.location.href;\n",
      };
      for (const [name, text] of Object.entries(bad)) await writeFile(join(scratch, name), text);
      // One program, so that the bad files are checked with exactly the libraries src/ sees.
      const errors = buildErrors([...sources, ...Object.keys(bad).map((name) => join(scratch, name))]);
      expect(errors.filter((e) => e.startsWith("src/"))).toEqual([]);
      for (const [name, wanted] of [
        ["env.ts", "Cannot find name 'process'"],
        ["buffer.ts", "Cannot find name 'Buffer'"],
        ["inspect.ts", "Cannot find module 'node:util'"],
        ["window.ts", "Cannot find name 'window'"],
      ]) {
        expect(errors.filter((e) => e.startsWith(`.tmp/portable/${name}:`)).join("\n"), name).toContain(wanted);
      }
    },
  );

  test("bundled for a neutral platform, the client runs with web-standard globals only", async () => {
    const sdk = runWebOnly(await bundleNeutral(join(root, "src/index.ts")));
    let calls = 0;
    server.handle((req, res, seen) => {
      if (req.url!.endsWith("/charge")) return json(res, 200, 1350);
      if (req.url!.startsWith("/api/v1/me/balances") && calls++ === 0)
        return json(res, 503, { code: "busy", error: "later" });
      if (req.url!.startsWith("/api/v1/me/balances")) return json(res, 200, { user: seen.headers["service-user"] });
      return json(res, 400, { code: "remainder_too_low", error: "too low" });
    });
    const api = sdk.createClient({
      baseUrl: server.url,
      auth: { apiKey: "key_1", accessToken: "token_1" },
      retry: { baseDelayMs: 1 },
    });
    const charge = await sdk.unwrap(
      api.GET("/api/v1/transactions/{transaction_id}/charge", { params: { path: { transaction_id: 5 } } }),
    );
    const balances = await sdk.unwrap(api.actingAs("user_9").GET("/api/v1/me/balances"));
    const failure = await sdk
      .unwrap(
        api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
          params: { path: { transactionId: 1 } },
          body: {},
        }),
      )
      .catch((e: unknown) => e);
    expect(charge).toBe(1350);
    expect(balances).toEqual({ user: "user_9" });
    expect(sdk.isApiError(failure, "remainder_too_low"), String(failure)).toBe(true);
    expect(server.seen.map((s) => `${s.method} ${s.headers.authorization}`)).toEqual([
      `GET Basic ${btoa("key_1:")}`,
      "GET Bearer token_1",
      "GET Bearer token_1",
      "POST Bearer token_1",
    ]);
  });

  test("the web-only run rejects code that reaches for a Node global or module", async () => {
    await writeFile(
      join(scratch, "buffer-entry.js"),
      'export const encode = (s) => Buffer.from(s).toString("base64");\n',
    );
    const sdk = runWebOnly(await bundleNeutral(join(scratch, "buffer-entry.js")));
    expect(() => sdk.encode("x")).toThrow(/Buffer is not defined/);

    await writeFile(join(scratch, "util-entry.js"), 'export { inspect } from "node:util";\n');
    await expect(bundleNeutral(join(scratch, "util-entry.js"))).rejects.toThrow(/node:util/);
  });
});
