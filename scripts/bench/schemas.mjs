// @ts-check
// The schema checks of `escrow-api-sdk/schemas`: bytes of the guards an app bundles for a given
// use, and time per check next to JSON.parse of the same transaction.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse as parseYaml } from "yaml";
import { importBundle } from "../lib/esbuild.mjs";
import { interleaved } from "../lib/stats.mjs";
import { bundle, sizes } from "./bytes.mjs";

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
    rows.push({ use, ...sizes((await bundle(root, code.replace("ENTRY", entry), [])).bytes) });
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
  // Each check, with how many transactions one call of it checks.
  /** @type {Record<string, [check: () => unknown, per?: number]>} */
  const runs = {
    "JSON.parse of the transaction (yardstick)": [() => JSON.parse(text)],
    "is(OnlineTransaction, tx)": [() => is(OnlineTransaction, tx)],
    "parse(OnlineTransaction, tx)": [() => parse(OnlineTransaction, tx)],
    "check(OnlineTransaction, broken): 2 findings": [() => check(OnlineTransaction, broken)],
    "resultValidator, batch of 50, per transaction": [
      () => resultValidator("GET", "/api/v1/batch/transactions", 200, batch),
      50,
    ],
  };
  const names = Object.keys(runs);
  const [N, ROUNDS] = [100_000, 10];
  let sink = 0;
  for (const [fn] of Object.values(runs)) for (let i = 0; i < 2000; i++) sink += fn() ? 1 : 0; // warm-up
  const ns = await interleaved(ROUNDS, names, (name) => {
    const [fn, per = 1] = /** @type {[() => unknown, number?]} */ (runs[name]);
    const count = Math.ceil(N / ROUNDS / per);
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) sink += fn() ? 1 : 0;
    return Number(process.hrtime.bigint() - start) / (count * per);
  });
  if (sink < 0) console.log(sink);
  // The mean over the rounds of ns per transaction.
  const mean = (/** @type {string} */ name) => (ns[name] ?? []).reduce((a, b) => a + b, 0) / ROUNDS;
  const yardstick = mean(names[0] ?? "");
  return names.map((name) => ({
    check: name,
    "ns per transaction": Math.round(mean(name)),
    "× JSON.parse": (mean(name) / yardstick).toFixed(2),
  }));
}
