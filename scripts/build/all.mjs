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
import { EXIT_FAILED, EXIT_OK, readArgs, runMain } from "../lib/cli.mjs";
import { bundle, SPEC_FILE } from "../lib/spec.mjs";
import { gaps, renderGaps } from "../review/gaps.mjs";
import { main as lint } from "../review/lint.mjs";
import { docs } from "./docs.mjs";
import { generate, render, upToDate } from "./generate.mjs";
import { buildPackage } from "./package.mjs";

/**
 * Runs the build; resolves with the exit code of the first step that failed, or 0.
 * @param {string[]} args
 */
export async function main(args) {
  readArgs(args, {});
  const doc = await bundle();
  const out = path.join(path.dirname(SPEC_FILE), "GAPS.md");
  // Started together; a failure of the rendering is reported at its own step, after the lint.
  const linted = lint([]);
  const report = settle(renderGaps(doc, { spec: SPEC_FILE, out }));
  const files = settle(upToDate().then((current) => (current ? undefined : render(doc))));

  const lintCode = await step("lint", () => linted);
  if (lintCode !== EXIT_OK) return lintCode;
  const gapsCode = await step("gaps", async () => gaps({ doc, report: await unsettle(report) }));
  if (gapsCode !== EXIT_OK) return gapsCode;
  const generateCode = await step("generate", async () => {
    const rendered = await unsettle(files);
    return generate(rendered ? { doc, files: rendered } : { doc });
  });
  if (generateCode !== EXIT_OK) return generateCode;

  /** @type {string[]} */
  const docsLines = [];
  const page = settle(docs({ doc, say: (line) => docsLines.push(line) }));
  const packageCode = await step("build:package", () => buildPackage({ doc }));
  if (packageCode !== EXIT_OK) return packageCode;
  const docsCode = await step("docs", () => unsettle(page));
  for (const line of docsLines) console.log(line);
  return docsCode;
}

/**
 * Runs one step; an error ends it as the step's own command would: its message after the step's
 * name, and exit code 2.
 * @param {string} name
 * @param {() => Promise<number>} run
 */
async function step(name, run) {
  try {
    return await run();
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILED;
  }
}

/**
 * A promise that never rejects, holding its outcome, so that work started early cannot end the
 * process before its step is reached.
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<PromiseSettledResult<T>>}
 */
const settle = (promise) =>
  Promise.allSettled([promise]).then(([outcome]) => /** @type {PromiseSettledResult<T>} */ (outcome));

/**
 * The value of a settled promise, or its error thrown.
 * @template T
 * @param {Promise<PromiseSettledResult<T>>} settled
 * @returns {Promise<T>}
 */
async function unsettle(settled) {
  const outcome = await settled;
  if (outcome.status === "rejected") throw outcome.reason;
  return outcome.value;
}

runMain(import.meta.url, "build", main);
