#!/usr/bin/env node
// @ts-check
// `npm run build`: lint, gaps, generate, build:package and docs, in that order, stopping at the
// first that fails, with each one's output and exit code. One process does what five `npm run`
// would: the spec is bundled once, and the steps overlap where they can without changing what is
// written or printed:
//
//   - while the lint runs, the gaps report and, unless the stamp says generated/ is current, the
//     generated files are rendered in memory; they are written only once the lint has passed;
//   - tsc compiles the client (its own process) while openapi.json and the reference page are
//     written; the page's line is printed after the package's, as `npm run docs` after
//     `npm run build:package` would.
//
// Each step also runs on its own: npm run lint, gaps, generate, build:package, docs.
import path from "node:path";
import process from "node:process";
import { errorText, EXIT_FAILED, EXIT_OK, readArgs, runMain } from "../lib/cli.mjs";
import { bundle, SPEC_FILE } from "../lib/spec.mjs";
import { gaps, renderGaps } from "../review/gaps.mjs";
import { main as lint } from "../review/lint.mjs";
import { docs } from "./docs.mjs";
import { generate, render, upToDate } from "./generate.mjs";
import { buildPackage } from "./package.mjs";

/**
 * Work started before its step: its failure is reported when the step awaits it, after the steps
 * before it, never as an unhandled rejection that ends the process first.
 * @template T
 * @param {Promise<T>} promise
 */
const early = (promise) => (promise.catch(() => {}), promise);

/**
 * Runs the build; resolves with the exit code of the first step that failed, or 0.
 * @param {string[]} args
 */
export async function main(args) {
  readArgs(args, {});
  const doc = await bundle();
  const out = path.join(path.dirname(SPEC_FILE), "GAPS.md");
  const linted = lint([]);
  const report = early(renderGaps(doc, { spec: SPEC_FILE, out }));
  const files = early(upToDate().then((current) => (current ? undefined : render(doc))));
  /** @type {string[]} */
  const docsLines = [];
  /** @type {Promise<number>} */
  let page = Promise.resolve(EXIT_OK);
  /** @type {Array<[string, () => Promise<number>]>} */
  const steps = [
    ["lint", () => linted],
    ["gaps", async () => gaps({ doc, report: await report })],
    ["generate", async () => generate({ doc, files: await files })],
    [
      "build:package",
      () => {
        page = early(docs({ doc, say: (line) => docsLines.push(line) }));
        return buildPackage({ doc });
      },
    ],
    ["docs", () => page],
  ];
  for (const [name, run] of steps) {
    // An error ends a step as the step's own command would: its message after its name, exit code 2.
    const code = await run().catch((error) => {
      process.stderr.write(`${name}: ${errorText(error)}\n`);
      return EXIT_FAILED;
    });
    if (code !== EXIT_OK) return code;
  }
  for (const line of docsLines) console.log(line);
  return EXIT_OK;
}

runMain(import.meta.url, "build", main);
