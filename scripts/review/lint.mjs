#!/usr/bin/env node
// @ts-check
// Lints the OpenAPI document with Redocly CLI and the project rules in redocly.yaml, then checks
// the bundled document with a second, independent validator (@seriousme/openapi-schema-validator,
// the official OpenAPI JSON Schemas), whose findings count as errors too. The Arazzo workflows are
// linted with their own rules in redocly.arazzo.yaml.
//
//   npm run lint                    lint spec/openapi.yaml and spec/workflows.arazzo.yaml
//   npm run lint -- <file>...       lint other documents with redocly.yaml
//   npm run lint -- --config <file> use another Redocly configuration
//   npm run lint -- --folder <dir> <file>...   let references reach anywhere below <dir> (documents
//                                   that share parts, such as test fixtures); by default each
//                                   document's references stay inside its own folder
//
// The bar is zero problems: the script exits 1 on any error *or* warning (Redocly itself only
// fails on errors), and 2 when the linter could not run. Every document is first loaded by
// lib/load.mjs: a reference that leaves the document's folder (or a document past the loader's
// limits) is refused before Redocly reads or fetches anything, and counts as a problem (exit 1).
import path from "node:path";
import process from "node:process";
import { EXIT_FAILED, EXIT_OK, EXIT_PROBLEMS, readArgs, runMain } from "../lib/cli.mjs";
import { loadSpec, SpecRefusal } from "../lib/load.mjs";
import { VALIDATOR_ID, validateDocument } from "../lib/openapi-schema.mjs";
import { CONFIG, parseJsonStream, redocly } from "../lib/redocly.mjs";
import { bundle, ROOT } from "../lib/spec.mjs";

/** @typedef {Map<string, import("../lib/load.mjs").LoadedSpec>} Loaded the loaded documents by file */

/** @typedef {import("../lib/spec.mjs").Json} Json */

/**
 * One Redocly run: the documents, the configuration they are linted with, and what it found.
 * @typedef {object} LintRun
 * @property {string[]} targets
 * @property {string} config
 * @property {boolean} openapi whether the documents are OpenAPI (the schema validator checks those)
 * @property {Json[]} reports Redocly's JSON reports
 * @property {number} code Redocly's exit code
 * @property {number} schemaErrors the schema validator's findings
 * @property {{ target: string, pointer: string, message: string }[]} schemaFindings those findings
 */

/** What a lint ended with: the lines to print and the exit code. */
class LintFailure extends Error {
  /** @param {string} text */
  constructor(text) {
    super(text);
    this.name = "LintFailure";
  }
}

/**
 * The runs for a command line: the given files with one configuration, or by default the spec
 * with `config` and the workflows with their own.
 * @param {string[]} files
 * @param {string} config
 * @returns {LintRun[]}
 */
function planRuns(files, config) {
  const blank = () => ({ reports: [], code: 0, schemaErrors: 0, schemaFindings: [] });
  if (files.length) {
    const openapi = !files.some((f) => /\.arazzo\.ya?ml$/.test(f));
    return [{ targets: files.map((f) => path.resolve(f)), config: path.resolve(config), openapi, ...blank() }];
  }
  return [
    { targets: [path.join(ROOT, "spec/openapi.yaml")], config: path.resolve(config), openapi: true, ...blank() },
    {
      targets: [path.join(ROOT, "spec/workflows.arazzo.yaml")],
      config: path.join(ROOT, "redocly.arazzo.yaml"),
      openapi: false,
      ...blank(),
    },
  ];
}

/**
 * Runs `redocly lint` for one run and keeps its reports. Throws a LintFailure when the CLI gave no
 * report at all.
 * @param {LintRun} run
 */
async function lintWithRedocly(run) {
  const result = await redocly([
    "lint",
    ...run.targets,
    "--config",
    run.config,
    "--lint-config",
    "error",
    "--format",
    "json",
    "--max-problems",
    "100000",
  ]);
  let found;
  try {
    found = parseJsonStream(result.stdout);
  } catch {
    found = [];
  }
  if (found.length === 0) {
    throw new LintFailure(
      `${result.stderr || result.stdout}\nlint: Redocly CLI produced no report (exit code ${result.code}).\n`,
    );
  }
  run.reports = found;
  run.code = result.code;
  // Non-zero exit code with no problems listed: the configuration or a file could not be read.
  if (result.code !== 0 && count(found, "errors") + count(found, "warnings") === 0) {
    process.stderr.write(result.stderr);
  }
}

/**
 * The sum of one total over Redocly's reports.
 * @param {Json[]} reports
 * @param {"errors" | "warnings"} total
 */
const count = (reports, total) => reports.reduce((n, r) => n + (r.totals?.[total] ?? 0), 0);

/** A file as printed: relative to the current folder. */
const rel = (/** @type {string} */ ref) => path.relative(process.cwd(), path.resolve(ROOT, ref)) || ref;

/**
 * Prints one line per problem Redocly reported.
 * @param {Json[]} reports
 */
function printProblems(reports) {
  for (const report of reports) {
    for (const problem of report.problems ?? []) {
      const at = problem.location?.[0];
      const where = at ? `${rel(at.source?.ref ?? "?")}:${at.start?.line ?? 0}:${at.start?.col ?? 0}` : "(no location)";
      process.stdout.write(`${where}  ${problem.severity}  ${problem.ruleId}  ${problem.message}\n`);
    }
  }
}

/**
 * The independent validator, on each OpenAPI document of a run as it bundles: counts its findings
 * on the run and returns their lines.
 * @param {LintRun} run
 * @param {Loaded} loaded
 * @returns {Promise<string[]>}
 */
async function validateRun(run, loaded) {
  if (!run.openapi) return [];
  const lines = [];
  for (const target of run.targets) {
    let found;
    try {
      found = await validateDocument(await bundle(target, { loaded: loaded.get(target) }));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new LintFailure(`lint: ${VALIDATOR_ID} could not check ${rel(target)}: ${why}\n`);
    }
    run.schemaErrors += found.errors.length;
    for (const { pointer, message } of found.errors) {
      run.schemaFindings.push({ target, pointer, message });
      lines.push(`${rel(target)}#${pointer}  error  ${VALIDATOR_ID}  ${message}\n`);
    }
  }
  return lines;
}

/**
 * The closing line of a run.
 * @param {LintRun} run
 */
function summary(run) {
  const checked = run.targets.map((t) => rel(t)).join(", ");
  const e = count(run.reports, "errors") + run.schemaErrors;
  const w = count(run.reports, "warnings");
  const by = run.openapi ? ` (Redocly and ${VALIDATOR_ID})` : "";
  return e + w === 0 && run.code === 0
    ? `lint: ${checked}: 0 problems${by}.\n`
    : `lint: ${checked}: ${e} error(s), ${w} warning(s); the bar is 0.\n`;
}

/**
 * Lints as the command line asks, printing findings and a closing line per run; resolves with the
 * exit code.
 * @param {string[]} args
 */
export async function main(args) {
  const { values, positionals: files } = readArgs(
    args,
    { config: { type: "string", default: CONFIG }, folder: { type: "string" } },
    { positionals: true },
  );
  const runs = planRuns(files, values.config);
  let loaded;
  try {
    loaded = await vetTargets(runs, values.folder);
  } catch (error) {
    if (!(error instanceof SpecRefusal)) throw error;
    process.stderr.write(`lint: refused: ${error.message}\n`);
    return EXIT_PROBLEMS;
  }
  const outcome = await runChecks(runs, loaded);
  if (outcome instanceof LintFailure) {
    process.stderr.write(outcome.message);
    return EXIT_FAILED;
  }
  printProblems(runs.flatMap((run) => run.reports));
  for (const line of outcome) process.stdout.write(line);
  for (const run of runs) process.stdout.write(summary(run));
  return clean(runs) ? EXIT_OK : EXIT_PROBLEMS;
}

/**
 * Loads every document of the runs with the spec loader, which refuses (with a SpecRefusal) a
 * reference that leaves a document's folder (or `folder`) before Redocly reads or fetches it.
 * @param {LintRun[]} runs
 * @param {string} [folder]
 * @returns {Promise<Loaded>}
 */
async function vetTargets(runs, folder) {
  /** @type {Loaded} */
  const loaded = new Map();
  for (const run of runs) {
    for (const target of run.targets) {
      loaded.set(target, await loadSpec(target, folder === undefined ? {} : { folder: path.resolve(folder) }));
    }
  }
  return loaded;
}

/**
 * Runs both checkers at once. Resolves with the validator's lines, in a fixed order, or with the
 * LintFailure that stopped a checker.
 * @param {LintRun[]} runs
 * @param {Loaded} loaded
 * @returns {Promise<string[] | LintFailure>}
 */
async function runChecks(runs, loaded) {
  const [linted, validated] = await Promise.allSettled([
    Promise.all(runs.map(lintWithRedocly)),
    Promise.all(runs.map((run) => validateRun(run, loaded))),
  ]);
  for (const outcome of [linted, validated]) {
    if (outcome.status === "fulfilled") continue;
    if (!(outcome.reason instanceof LintFailure)) throw outcome.reason;
    return outcome.reason;
  }
  return validated.status === "fulfilled" ? validated.value.flat() : [];
}

/**
 * Whether the runs found nothing at all (errors or warnings, of either checker).
 * @param {LintRun[]} runs
 */
const clean = (runs) =>
  runs.every((run) => run.code === 0 && run.schemaErrors === 0) &&
  runs.reduce((n, run) => n + count(run.reports, "errors") + count(run.reports, "warnings"), 0) === 0;

/**
 * One problem found by a lint, located in the file it is in.
 * @typedef {object} LintProblem
 * @property {string} ruleId
 * @property {string} severity
 * @property {string} message
 * @property {string} file absolute
 * @property {string} pointer inside `file` (Redocly), or inside the bundled document (the validator)
 * @property {number} [line]
 * @property {number} [col]
 */

/**
 * Lints documents as `npm run lint` does (Redocly with `config`, then the schema validator on
 * OpenAPI documents) and returns every problem, for a report. Rejects with a SpecRefusal when the
 * loader refuses a document, and with an Error when a checker could not run.
 * @param {{ files: string[], config?: string }} options files: the documents; the Arazzo ones
 *   (`*.arazzo.yaml`) are linted with redocly.arazzo.yaml
 * @returns {Promise<LintProblem[]>}
 */
export async function lintProblems({ files, config = CONFIG }) {
  const openapi = files.filter((f) => !/\.arazzo\.ya?ml$/.test(f));
  const arazzo = files.filter((f) => /\.arazzo\.ya?ml$/.test(f));
  const runs = [
    ...(openapi.length ? planRuns(openapi, config) : []),
    ...(arazzo.length ? planRuns(arazzo, path.join(ROOT, "redocly.arazzo.yaml")) : []),
  ];
  const outcome = await runChecks(runs, await vetTargets(runs));
  if (outcome instanceof LintFailure) throw new Error(outcome.message.trim());
  /** @type {LintProblem[]} */
  const problems = [];
  for (const report of runs.flatMap((run) => run.reports)) {
    for (const problem of report.problems ?? []) {
      const at = problem.location?.[0];
      problems.push({
        ruleId: problem.ruleId,
        severity: problem.severity,
        message: problem.message,
        file: path.resolve(ROOT, at?.source?.ref ?? ""),
        pointer: at?.pointer ?? "",
        ...(at?.start ? { line: at.start.line, col: at.start.col } : {}),
      });
    }
  }
  for (const { target, pointer, message } of runs.flatMap((run) => run.schemaFindings)) {
    problems.push({ ruleId: VALIDATOR_ID, severity: "error", message, file: target, pointer: `#${pointer}` });
  }
  return problems;
}

runMain(import.meta.url, "lint", main);
