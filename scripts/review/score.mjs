#!/usr/bin/env node
// @ts-check
// Prints Redocly CLI's score of the API description: agent readiness, its subscores and hotspots.
//
//   npm run score                      score spec/openapi.yaml
//   npm run score -- --format json     any further options go to `redocly score`
//
// Exits 0 with the score, 2 when it cannot be computed.
import process from "node:process";
import { EXIT_FAILED, EXIT_OK, runMain } from "../lib/cli.mjs";
import { loadSpec } from "../lib/load.mjs";
import { CONFIG, redocly } from "../lib/redocly.mjs";
import { SPEC_FILE } from "../lib/spec.mjs";

/**
 * Scores the spec; every argument is `redocly score`'s, passed on as given (the options are the
 * CLI's to define and check).
 * @param {string[]} args
 */
export async function main(args) {
  // Redocly follows whatever a reference names: the loader refuses one that leaves spec/ first.
  await loadSpec(SPEC_FILE);
  const result = await redocly(["score", SPEC_FILE, "--config", CONFIG, "--lint-config", "off", ...args]);
  process.stdout.write(result.stdout);
  if (result.code !== 0) process.stderr.write(result.stderr);
  return result.code === 0 ? EXIT_OK : EXIT_FAILED;
}

runMain(import.meta.url, "score", main);
