#!/usr/bin/env node
// @ts-check
// Lints the OpenAPI document with Redocly (in process, `@redocly/openapi-core`, the engine of
// `redocly lint`) and the project rules in redocly.yaml, then checks the bundled document with a
// second, independent validator (@seriousme/openapi-schema-validator, the official OpenAPI JSON
// Schemas), whose findings count as errors too. The Arazzo workflows are linted with their own
// rules in redocly.arazzo.yaml. Redocly's configuration is linted as well, its problems as errors.
//
//   npm run lint                    lint spec/openapi.yaml and spec/workflows.arazzo.yaml
//   npm run lint -- <file>...       lint other documents with redocly.yaml
//   npm run lint -- --config <file> use another Redocly configuration
//   npm run lint -- --folder <dir> <file>...   let references reach anywhere below <dir> (documents
//                                   that share parts, such as test fixtures); by default each
//                                   document's references stay inside its own folder
//
// The bar is zero problems: the script exits 1 on any error *or* warning (Redocly itself only
// fails on errors), and 2 when a checker could not run. Every document is first loaded by
// lib/load.mjs: a reference that leaves the document's folder (or a document past the loader's
// limits) is refused before Redocly reads or fetches anything, and counts as a problem (exit 1).
import { readFile } from "node:fs/promises";
import path from "node:path";
import process from "node:process";
import { getLineColLocation, lint, lintConfig, loadConfig } from "@redocly/openapi-core";
import { errorText, EXIT_OK, EXIT_PROBLEMS, readArgs, runMain } from "../lib/cli.mjs";
import { loadSpec, shownPath, SpecRefusal } from "../lib/load.mjs";
import { VALIDATOR_ID, validateDocument } from "../lib/openapi-schema.mjs";
import { ARAZZO_CONFIG, CONFIG } from "../lib/redocly.mjs";
import { bundle, ROOT } from "../lib/spec.mjs";
import { parse as parseYaml } from "yaml";

/**
 * Documents linted with one configuration; the schema validator also checks the OpenAPI ones.
 * @typedef {{ targets: string[], config: string, openapi: boolean }} LintRun
 */

/**
 * One problem found by a lint, located in the file it is in.
 * @typedef {object} LintProblem
 * @property {string} ruleId
 * @property {string} severity `error` or `warn`
 * @property {string} message
 * @property {string} file absolute
 * @property {string} pointer inside `file` (Redocly), or inside the bundled document (the validator)
 * @property {number} [line]
 * @property {number} [col]
 */

// Presets of redocly.yaml that only `redocly diff` reads.
const DIFF_PRESETS = new Set(["diff-recommended"]);

const isArazzo = (/** @type {string} */ file) => /\.arazzo\.ya?ml$/.test(file);

/**
 * What `redocly lint --lint-config error` reports for one document, in process: the problems of
 * the configuration at `configPath` (as errors) and of the document, those the configuration
 * ignores left out.
 * @param {string} file
 * @param {string} configPath
 */
export async function redoclyLint(file, configPath) {
  // The presets that only rate `redocly diff`'s changes hold no lint rule, and this openapi-core
  // predates them: the configuration's other presets are its lint's.
  const presets = parseYaml(await readFile(configPath, "utf8"))?.extends;
  const config = await loadConfig(
    Array.isArray(presets)
      ? { configPath, customExtends: presets.filter((name) => !DIFF_PRESETS.has(name)) }
      : { configPath },
  );
  const problems = [...(await lintConfig({ config, severity: "error" })), ...(await lint({ ref: file, config }))];
  return problems.filter((problem) => !problem.ignored);
}

/**
 * An error for a checker that could not run on a file (the script exits 2 with its message).
 * @param {string} checker
 * @param {string} file
 */
const couldNot = (checker, file) => (/** @type {unknown} */ error) => {
  throw new Error(`${checker} could not check ${shownPath(file)}: ${errorText(error)}`, { cause: error });
};

/**
 * Loads every document of the runs with the spec loader (which refuses, with a SpecRefusal, a
 * reference that leaves a document's folder or `folder` before Redocly reads or fetches it), then
 * checks them; resolves with each run's problems: Redocly's, then the schema validator's on each
 * OpenAPI document as it bundles (from what the loader read).
 * @param {LintRun[]} runs
 * @param {string} [folder]
 * @returns {Promise<LintProblem[][]>}
 */
async function lintRuns(runs, folder) {
  const loaded = new Map();
  for (const target of runs.flatMap((run) => run.targets)) {
    loaded.set(target, await loadSpec(target, folder === undefined ? {} : { folder: path.resolve(folder) }));
  }
  const check = async (/** @type {LintRun} */ { targets, config, openapi }) => {
    /** @type {LintProblem[]} */
    const problems = [];
    for (const file of targets) {
      for (const { ruleId, severity, message, location } of await redoclyLint(file, config).catch(
        couldNot("Redocly", file),
      )) {
        const [at] = location;
        const place = at && getLineColLocation(at);
        const lineCol = place ? { line: place.start.line, col: place.start.col } : {};
        problems.push({
          ruleId,
          severity,
          message,
          file: at?.source.absoluteRef ?? "",
          pointer: at?.pointer ?? "",
          ...lineCol,
        });
      }
      if (!openapi) continue;
      const { errors } = await bundle(file, { loaded: loaded.get(file) })
        .then(validateDocument)
        .catch(couldNot(VALIDATOR_ID, file));
      for (const { pointer, message } of errors) {
        problems.push({ ruleId: VALIDATOR_ID, severity: "error", message, file, pointer: `#${pointer}` });
      }
    }
    return problems;
  };
  return Promise.all(runs.map(check));
}

/**
 * Lints as the command line asks, printing findings and a closing line per run; resolves with the
 * exit code. Without files, the spec with `--config` and the workflows with their own.
 * @param {string[]} args
 */
export async function main(args) {
  const { values, positionals: files } = readArgs(
    args,
    { config: { type: "string", default: CONFIG }, folder: { type: "string" } },
    { positionals: true },
  );
  const config = path.resolve(values.config);
  const runs = files.length
    ? [{ targets: files.map((file) => path.resolve(file)), config, openapi: !files.some(isArazzo) }]
    : runsOf([path.join(ROOT, "spec/openapi.yaml"), path.join(ROOT, "spec/workflows.arazzo.yaml")], config);
  let found;
  try {
    found = await lintRuns(runs, values.folder);
  } catch (error) {
    if (!(error instanceof SpecRefusal)) throw error;
    process.stderr.write(`lint: refused: ${error.message}\n`);
    return EXIT_PROBLEMS;
  }
  for (const { file, line, col, pointer, severity, ruleId, message } of found.flat()) {
    const where = !file
      ? "(no location)"
      : line === undefined
        ? `${shownPath(file)}${pointer}`
        : `${shownPath(file)}:${line}:${col}`;
    process.stdout.write(`${where}  ${severity}  ${ruleId}  ${message}\n`);
  }
  runs.forEach((run, i) => {
    const problems = found[i] ?? [];
    const checked = run.targets.map(shownPath).join(", ");
    const warnings = problems.filter((problem) => problem.severity === "warn").length;
    process.stdout.write(
      problems.length === 0
        ? `lint: ${checked}: 0 problems${run.openapi ? ` (Redocly and ${VALIDATOR_ID})` : ""}.\n`
        : `lint: ${checked}: ${problems.length - warnings} error(s), ${warnings} warning(s); the bar is 0.\n`,
    );
  });
  return found.flat().length === 0 ? EXIT_OK : EXIT_PROBLEMS;
}

/**
 * The runs that lint documents as `npm run lint` lints the project's: the OpenAPI ones with
 * `config`, the Arazzo ones (`*.arazzo.yaml`) with redocly.arazzo.yaml.
 * @param {string[]} files absolute
 * @param {string} config
 * @returns {LintRun[]}
 */
const runsOf = (files, config) =>
  [
    { targets: files.filter((file) => !isArazzo(file)), config, openapi: true },
    { targets: files.filter(isArazzo), config: ARAZZO_CONFIG, openapi: false },
  ].filter((run) => run.targets.length);

/**
 * Lints documents as `npm run lint` does and returns every problem, for a report. Rejects with a
 * SpecRefusal when the loader refuses a document, and with an Error when a checker could not run.
 * @param {string[]} files absolute
 * @returns {Promise<LintProblem[]>}
 */
export async function lintProblems(files) {
  const problems = await lintRuns(runsOf(files, CONFIG));
  return problems.flat();
}

runMain(import.meta.url, "lint", main);
