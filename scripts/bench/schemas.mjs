// @ts-check
// The schema checks of `escrow-api-sdk/schemas`: bytes of the guards an app bundles for a given
// use, and time per check next to JSON.parse of the same transaction.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parse as parseYaml } from "yaml";
import { bundleOne } from "../lib/esbuild.mjs";

/** @typedef {typeof import("../../src/schemas.js")} Schemas */

/** Bytes of what an app bundles for a given use of the schemas entry point (esbuild, minified). */
export async function schemaSizes(/** @type {string} */ root) {
  const entry = join(root, "src", "schemas.ts");
  const { RESULTS } = await import(pathToFileURL(join(root, "generated", "schema-validators.js")).href);
  const stated = Object.keys(RESULTS).length;
  const uses = {
    "is + OnlineTransaction (one guard)":
      "import { is, OnlineTransaction } from ENTRY; export const ok = (v) => is(OnlineTransaction, v);",
    "is + ShippingRate (one guard)":
      "import { is, ShippingRate } from ENTRY; export const ok = (v) => is(ShippingRate, v);",
    "parse + OnlineTransaction (with error wording)":
      "import { parse, OnlineTransaction } from ENTRY; export const p = (v) => parse(OnlineTransaction, v);",
    [`resultValidator (the ${stated} stated results)`]: "export { resultValidator } from ENTRY;",
    "every schema and function": "export * from ENTRY;",
  };
  const rows = [];
  for (const [use, code] of Object.entries(uses)) {
    const { contents: bytes } = await bundleOne({
      stdin: { contents: code.replace("ENTRY", JSON.stringify(entry)), resolveDir: root, loader: "js" },
      minify: true,
      platform: "neutral",
    });
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    rows.push({ use, minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli });
  }
  return rows;
}

/** Time per check of one transaction, next to JSON.parse of the same transaction as a yardstick. */
export async function schemaTiming(/** @type {string} */ root, /** @type {string} */ dir) {
  const { contents } = await bundleOne({ entryPoints: [join(root, "src", "schemas.ts")], platform: "neutral" });
  const file = join(dir, "schemas.mjs");
  await writeFile(file, contents);
  // A dynamic import is typed `any`; the file is src/schemas.ts bundled, so it has that module's type.
  /** @type {Schemas} */
  const { is, parse, check, resultValidator, OnlineTransaction } = await import(pathToFileURL(file).href);
  // The spec's own example of a transaction, so the figures are for data the schema describes.
  const example = join(root, "spec", "components", "examples", "OnlineTransactionTracked.yaml");
  /** @type {Record<string, unknown>} */
  const tx = parseYaml(await readFile(example, "utf8")).value;
  const text = JSON.stringify(tx);
  const broken = { ...tx, price: 4.95, created: "yesterday" };
  const batch = Array.from({ length: 50 }, (_, i) => ({ ...tx, id: i + 1 }));
  if (!is(OnlineTransaction, tx) || check(OnlineTransaction, broken).length !== 2)
    throw new Error("bench data is wrong");
  const N = 100_000;
  // per: how many transactions one call checks; total: the sum over the rounds of ns per transaction.
  /** @type {{ name: string, fn: () => unknown, per: number, total: number }[]} */
  const runs = [
    { name: "JSON.parse of the transaction (yardstick)", fn: () => JSON.parse(text), per: 1, total: 0 },
    { name: "is(OnlineTransaction, tx)", fn: () => is(OnlineTransaction, tx), per: 1, total: 0 },
    { name: "parse(OnlineTransaction, tx)", fn: () => parse(OnlineTransaction, tx), per: 1, total: 0 },
    {
      name: "check(OnlineTransaction, broken): 2 findings",
      fn: () => check(OnlineTransaction, broken),
      per: 1,
      total: 0,
    },
    {
      name: "resultValidator, batch of 50, per transaction",
      fn: () => resultValidator("GET", "/api/v1/batch/transactions", 200, batch),
      per: 50,
      total: 0,
    },
  ];
  let sink = 0;
  for (const { fn } of runs) for (let i = 0; i < 2000; i++) sink += fn() ? 1 : 0; // warm-up
  const ROUNDS_S = 10;
  for (let round = 0; round < ROUNDS_S; round++) {
    for (let k = 0; k < runs.length; k++) {
      const run = runs[(round + k) % runs.length];
      if (!run) continue;
      const count = Math.ceil(N / ROUNDS_S / run.per);
      const start = process.hrtime.bigint();
      for (let i = 0; i < count; i++) sink += run.fn() ? 1 : 0;
      run.total += Number(process.hrtime.bigint() - start) / (count * run.per);
    }
  }
  if (sink < 0) console.log(sink);
  const yardstick = runs[0]?.total ?? NaN;
  return runs.map(({ name, total }) => ({
    check: name,
    "ns per transaction": Math.round(total / ROUNDS_S),
    "× JSON.parse": (total / yardstick).toFixed(2),
  }));
}
