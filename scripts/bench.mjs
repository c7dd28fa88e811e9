#!/usr/bin/env node
// Prints what the client costs next to raw fetch:
//   1. time per request against a loopback server, raw fetch vs the client, interleaved rounds
//   2. gzip size of the client bundled and minified by esbuild, with and without openapi-fetch
//   3. what its types cost an application's type check, next to bare openapi-fetch (lib/type-cost.mjs)
//   4. the schema checks (escrow-api-sdk/schemas): bytes of one guard and of all, and time per check
//   5. size of the `escrow-api-sdk/oauth` entry (minified, gzip, brotli), with and without oauth4webapi
// It is a measurement, not a test: nothing fails on slow machines.
//
//   npm run bench [-- --requests 20000 --rounds 20]
//   npm run bench -- --schemas-only          part 3 alone
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, constants as zlib, gzipSync } from "node:zlib";
import { build } from "esbuild";
import createFetchClient from "openapi-fetch";
import { typeCostTable } from "./lib/type-cost.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const REQUESTS = arg("requests", 20_000);
const ROUNDS = arg("rounds", 20);

async function bundle(external) {
  const result = await build({
    entryPoints: [join(root, "src", "index.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    external,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].contents;
}

async function sizes() {
  const full = await bundle([]);
  const own = await bundle(["openapi-fetch"]);
  const fetchOnly = await build({
    stdin: { contents: 'export { default } from "openapi-fetch";', resolveDir: root },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  const row = (name, bytes) => ({ bundle: name, minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  return [
    row("client incl. openapi-fetch", full),
    row("client excl. openapi-fetch", own),
    row("openapi-fetch createClient alone", fetchOnly.outputFiles[0].contents),
  ];
}

/** The OAuth entry point, bundled like the client: apps that sign users in pay this on top. */
async function oauthSizes() {
  const bundleOf = async (external) => {
    const result = await build({
      entryPoints: [join(root, "src", "oauth.ts")],
      bundle: true,
      minify: true,
      format: "esm",
      platform: "neutral",
      external,
      write: false,
      logLevel: "silent",
    });
    return result.outputFiles[0].contents;
  };
  const row = (name, bytes) => ({
    bundle: name,
    minified: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  });
  return [
    row("escrow-api-sdk/oauth incl. oauth4webapi", await bundleOf([])),
    row("escrow-api-sdk/oauth excl. oauth4webapi", await bundleOf(["oauth4webapi"])),
  ];
}

async function timing() {
  // The client is loaded from an esbuild bundle of src/, so no build step is needed first.
  const dir = join(root, ".tmp", "bench");
  await mkdir(dir, { recursive: true });
  const file = join(dir, "client.mjs");
  await build({
    entryPoints: [join(root, "src", "index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: file,
    logLevel: "silent",
  });
  const { createClient } = await import(pathToFileURL(file).href);

  const body = JSON.stringify({ id: 4817230, status: "funds_released", price: 45000, currency: "gbp" });
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const key = "bench_key_0123456789";
  const authorization = "Basic " + btoa(`${key}:`);
  const api = createClient({ baseUrl: base, auth: { apiKey: key } });
  const timed = createClient({ baseUrl: base, auth: { apiKey: key }, timeoutMs: 60_000 });
  const plain = createFetchClient({ baseUrl: base, headers: { authorization } });

  // What an app would write by hand for the same call: URL, auth header, status check, JSON.
  const variants = {
    "raw fetch": async (id) => {
      const res = await fetch(`${base}/api/v1/transactions/${encodeURIComponent(id)}`, { headers: { authorization } });
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    },
    "raw fetch + AbortSignal.timeout(60 s)": async (id) => {
      const res = await fetch(`${base}/api/v1/transactions/${encodeURIComponent(id)}`, {
        headers: { authorization },
        signal: AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    },
    "openapi-fetch alone (the base)": async (id) => {
      const { data, error } = await plain.GET("/api/v1/transactions/{transaction_id}", {
        params: { path: { transaction_id: id } },
      });
      if (error) throw new Error(String(error));
      return data;
    },
    "client, defaults": async (id) => {
      const { data, error } = await api.GET("/api/v1/transactions/{transaction_id}", {
        params: { path: { transaction_id: id } },
      });
      if (error) throw new Error(error.code);
      return data;
    },
    "client, timeoutMs: 60 000": async (id) => {
      const { data, error } = await timed.GET("/api/v1/transactions/{transaction_id}", {
        params: { path: { transaction_id: id } },
      });
      if (error) throw new Error(error.code);
      return data;
    },
  };
  const names = Object.keys(variants);
  const total = Object.fromEntries(names.map((n) => [n, 0]));
  const ratios = Object.fromEntries(names.map((n) => [n, []]));
  const perRound = Math.max(1, Math.floor(REQUESTS / ROUNDS));
  for (const name of names) for (let i = 0; i < 2000; i++) await variants[name](i); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const took = {};
    // Rotate the order so no variant always runs first or last in a round.
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      const fn = variants[name];
      const start = process.hrtime.bigint();
      for (let i = 0; i < perRound; i++) await fn(i);
      took[name] = Number(process.hrtime.bigint() - start);
      total[name] += took[name];
    }
    for (const name of names) ratios[name].push(took[name] / took["raw fetch"]);
  }
  server.close();
  const requests = perRound * ROUNDS;
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return names.map((name) => ({
    variant: name,
    "µs/request": (total[name] / requests / 1000).toFixed(1),
    "× raw fetch (total)": (total[name] / total["raw fetch"]).toFixed(3),
    "× raw fetch (median of rounds)": median(ratios[name]).toFixed(3),
  }));
}

/** Bytes of what an app bundles for a given use of the schemas entry point (esbuild, minified). */
async function schemaSizes() {
  const entry = join(root, "src", "schemas.ts");
  const uses = {
    "is + OnlineTransaction (one guard)":
      "import { is, OnlineTransaction } from ENTRY; export const ok = (v) => is(OnlineTransaction, v);",
    "is + ShippingRate (one guard)":
      "import { is, ShippingRate } from ENTRY; export const ok = (v) => is(ShippingRate, v);",
    "parse + OnlineTransaction (with error wording)":
      "import { parse, OnlineTransaction } from ENTRY; export const p = (v) => parse(OnlineTransaction, v);",
    "resultValidator (the 8 stated results)": "export { resultValidator } from ENTRY;",
    "every schema and function": "export * from ENTRY;",
  };
  const rows = [];
  for (const [use, code] of Object.entries(uses)) {
    const result = await build({
      stdin: { contents: code.replace("ENTRY", JSON.stringify(entry)), resolveDir: root, loader: "js" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "neutral",
      write: false,
      logLevel: "silent",
    });
    const bytes = result.outputFiles[0].contents;
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    rows.push({ use, minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli });
  }
  return rows;
}

/** Time per check of one transaction, next to JSON.parse of the same transaction as a yardstick. */
async function schemaTiming() {
  const result = await build({
    entryPoints: [join(root, "src", "schemas.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  const dir = join(root, ".tmp", "bench");
  await mkdir(dir, { recursive: true });
  const file = join(dir, "schemas.mjs");
  await writeFile(file, result.outputFiles[0].contents);
  const { is, parse, check, resultValidator, OnlineTransaction } = await import(pathToFileURL(file).href);
  const tx = {
    id: 4817230,
    client_id: "client_a1",
    buyer_id: "user_b0b",
    seller_id: "user_7Qm2fX",
    status: "funds_released",
    description: "Road bike",
    currency: "gbp",
    price: 45000,
    quantity: 1,
    charge: 1350,
    charge_buyer_client: 0,
    charge_seller: 0,
    charge_seller_client: 0,
    is_payment_in_progress: false,
    released_to_seller: true,
    created: "2026-11-02T09:30:00Z",
    paid: "2026-11-02T09:41:00Z",
    tracked: "2026-11-03T16:05:00Z",
    delivered: "2026-11-05T11:20:00Z",
    funds_released: "2026-11-08T11:20:00Z",
    tracking: { carrier: "parcel_express", tracking_code: "PX123456789GB" },
  };
  const text = JSON.stringify(tx);
  const broken = { ...tx, price: 4.95, created: "yesterday" };
  const batch = Array.from({ length: 50 }, (_, i) => ({ ...tx, id: i + 1 }));
  if (!is(OnlineTransaction, tx) || check(OnlineTransaction, broken).length !== 2)
    throw new Error("bench data is wrong");
  const N = 100_000;
  const variants = {
    "JSON.parse of the transaction (yardstick)": () => JSON.parse(text),
    "is(OnlineTransaction, tx)": () => is(OnlineTransaction, tx),
    "parse(OnlineTransaction, tx)": () => parse(OnlineTransaction, tx),
    "check(OnlineTransaction, broken): 2 findings": () => check(OnlineTransaction, broken),
    "resultValidator, batch of 50, per transaction": null,
  };
  const runs = {
    ...variants,
    "resultValidator, batch of 50, per transaction": () =>
      resultValidator("GET", "/api/v1/batch/transactions", 200, batch),
  };
  const per = { "resultValidator, batch of 50, per transaction": 50 };
  const names = Object.keys(runs);
  const total = Object.fromEntries(names.map((n) => [n, 0]));
  let sink = 0;
  for (const name of names) for (let i = 0; i < 2000; i++) sink += runs[name]() ? 1 : 0; // warm-up
  const ROUNDS_S = 10;
  for (let round = 0; round < ROUNDS_S; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      const fn = runs[name];
      const count = Math.ceil(N / ROUNDS_S / (per[name] ?? 1));
      const start = process.hrtime.bigint();
      for (let i = 0; i < count; i++) sink += fn() ? 1 : 0;
      total[name] += Number(process.hrtime.bigint() - start) / (count * (per[name] ?? 1));
    }
  }
  if (sink < 0) console.log(sink);
  const yardstick = total[names[0]];
  return names.map((name) => ({
    check: name,
    "ns per transaction": Math.round(total[name] / ROUNDS_S),
    "× JSON.parse": (total[name] / yardstick).toFixed(2),
  }));
}

if (process.argv.includes("--schemas-only")) {
  console.log(`Node ${process.version}: the schema checks (escrow-api-sdk/schemas)\n`);
  console.table(await schemaSizes());
  console.table(await schemaTiming());
  await rm(join(root, ".tmp", "bench"), { recursive: true, force: true });
  process.exit(0);
}

console.log(
  `Node ${process.version}, ${REQUESTS} requests per variant in ${ROUNDS} interleaved rounds, loopback HTTP/1.1 keep-alive\n`,
);
console.table(await timing());
console.table(await sizes());
console.log("Type-check cost: createClient and N typed calls, next to the same calls on bare openapi-fetch");
console.table(typeCostTable());
console.log("\nThe schema checks (escrow-api-sdk/schemas)");
console.table(await schemaSizes());
console.table(await schemaTiming());
console.table(await oauthSizes());
await rm(join(root, ".tmp", "bench"), { recursive: true, force: true });
