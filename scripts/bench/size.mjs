#!/usr/bin/env node
// @ts-check
// `npm run size`: the size budget. Bundles what an app ships for `createClient` and one call
// (esbuild, ESM, minified, openapi-fetch included) and fails when its gzip size is over BUDGET,
// so a pull request cannot make every app heavier unnoticed. `--budget N` checks against N bytes
// instead (to try a change, or to test this check).
import { EXIT_OK, EXIT_PROBLEMS, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT } from "../lib/spec.mjs";
import { BUDGET, callBytes } from "./bytes.mjs";

/** @param {string[]} args */
export async function main(args) {
  const { values } = readArgs(args, { budget: { type: "string", default: String(BUDGET) } });
  const budget = Number(values.budget);
  if (!Number.isInteger(budget) || budget < 1) throw new UsageError("--budget takes a whole number of bytes");
  const { all, own } = await callBytes(ROOT);
  const over = all > budget;
  const line =
    `createClient + one call: ${all} bytes gzip with openapi-fetch (${own} of this package's own), ` +
    `budget ${budget}: ${over ? `${all - budget} bytes over` : `${budget - all} to spare`}`;
  (over ? console.error : console.log)(line);
  return over ? EXIT_PROBLEMS : EXIT_OK;
}

runMain(import.meta.url, "size", main, "Usage: npm run size [-- --budget BYTES]");
