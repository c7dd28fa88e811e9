// @ts-check
// The schema checks of `escrow-api-sdk/schemas`: bytes of the guards an app bundles for a given
// use, and time per check next to JSON.parse of the same transaction.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse as parseYaml } from "yaml";
import { bundleOne, importBundle } from "../lib/esbuild.mjs";
import { interleaved } from "../lib/stats.mjs";
import { sizes } from "./bytes.mjs";

/** @typedef {typeof import("../../src/schemas.js")} Schemas */

/** Bytes of what an app bundles for a given use of the schemas entry point (esbuild, minified). */
export async function schemaSizes(/** @type {string} */ root) {
  const entry = JSON.stringify(join(root, "src", "schemas.ts"));
  const { RESULTS } = await import(pathToFileURL(join(root, "generated", "schema-validators.js")).href);
  const uses = {
    "is + OnlineTransaction (one guard)":
      "import { is, OnlineTransaction } from ENTRY; export const ok = (v) => is(OnlineTransaction, v);",
    "is + ShippingRate (one guard)":
      "import { is, ShippingRate } from ENTRY; export const ok = (v) => is(ShippingRate, v);",
    "parse + OnlineTransaction (with error wording)":
      "import { parse, OnlineTransaction } from ENTRY; export const p = (v) => parse(OnlineTransaction, v);",
    [`resultValidator (the ${Object.keys(RESULTS).length} stated results)`]: "export { resultValidator } from ENTRY;",
    "every schema and function": "export * from ENTRY;",
  };
  const rows = [];
  for (const [use, code] of Object.entries(uses)) {
    const stdin = { contents: code.replace("ENTRY", entry), resolveDir: root, loader: /** @type {const} */ ("js") };
    rows.push({ use, ...sizes((await bundleOne({ stdin, minify: true, platform: "neutral" })).contents) });
  }
  return rows;
}

/** Time per check of one transaction, next to JSON.parse of the same transaction as a yardstick. */
export async function schemaTiming(/** @type {string} */ root, /** @type {string} */ dir) {
  /** @type {Schemas} */
  const { is, parse, check, resultValidator, OnlineTransaction } = await importBundle(join(dir, "schemas.mjs"), {
    entryPoints: [join(root, "src", "schemas.ts")],
    platform: "neutral",
  });
  // The spec's own example of a transaction, so the figures are for data the schema describes.
  const example = join(root, "spec", "components", "examples", "OnlineTransactionTracked.yaml");
  /** @type {Record<string, unknown>} */
  const tx = parseYaml(await readFile(example, "utf8")).value;
  const text = JSON.stringify(tx);
  const broken = { ...tx, price: 4.95, created: "yesterday" };
  const batch = Array.from({ length: 50 }, (_, i) => ({ ...tx, id: i + 1 }));
  if (!is(OnlineTransaction, tx) || check(OnlineTransaction, broken).length !== 2) {
    throw new Error("bench data is wrong");
  }
  // per: how many transactions one call checks.
  const runs = [
    { name: "JSON.parse of the transaction (yardstick)", fn: () => JSON.parse(text) },
    { name: "is(OnlineTransaction, tx)", fn: () => is(OnlineTransaction, tx) },
    { name: "parse(OnlineTransaction, tx)", fn: () => parse(OnlineTransaction, tx) },
    { name: "check(OnlineTransaction, broken): 2 findings", fn: () => check(OnlineTransaction, broken) },
    {
      name: "resultValidator, batch of 50, per transaction",
      fn: () => resultValidator("GET", "/api/v1/batch/transactions", 200, batch),
      per: 50,
    },
  ].map((run) => ({ per: 1, ...run }));
  const [N, ROUNDS] = [100_000, 10];
  let sink = 0;
  for (const { fn } of runs) for (let i = 0; i < 2000; i++) sink += fn() ? 1 : 0; // warm-up
  const byName = new Map(runs.map((run) => [run.name, run]));
  const ns = await interleaved(ROUNDS, [...byName.keys()], (name) => {
    const { fn, per } = /** @type {typeof runs[number]} */ (byName.get(name));
    const count = Math.ceil(N / ROUNDS / per);
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) sink += fn() ? 1 : 0;
    return Number(process.hrtime.bigint() - start) / (count * per);
  });
  if (sink < 0) console.log(sink);
  // The mean over the rounds of ns per transaction.
  const mean = (/** @type {string} */ name) => (ns[name] ?? []).reduce((a, b) => a + b, 0) / ROUNDS;
  const yardstick = mean(runs[0]?.name ?? "");
  return runs.map(({ name }) => ({
    check: name,
    "ns per transaction": Math.round(mean(name)),
    "× JSON.parse": (mean(name) / yardstick).toFixed(2),
  }));
}
