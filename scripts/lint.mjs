#!/usr/bin/env node
// Lints the OpenAPI document with Redocly CLI and the project rules in redocly.yaml, then checks
// the bundled document with a second, independent validator (@seriousme/openapi-schema-validator,
// the official OpenAPI JSON Schemas), whose findings count as errors too.
//
//   npm run lint                    lint spec/openapi.yaml
//   npm run lint -- <file>...       lint other documents with the same configuration
//   npm run lint -- --config <file> use another Redocly configuration
//
// The bar is zero problems: the script exits 1 on any error *or* warning (Redocly itself only
// fails on errors), and 2 when the linter could not run.
import path from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { VALIDATOR_ID, validateFile } from "./lib/openapi-schema.mjs";
import { CONFIG, ROOT, parseJsonStream, redocly } from "./lib/redocly.mjs";

const { values, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { config: { type: "string", default: CONFIG } },
});
const targets = files.length
  ? files.map((f) => path.resolve(f))
  : [path.join(ROOT, "spec/openapi.yaml")];

const result = await redocly([
  "lint",
  ...targets,
  "--config",
  path.resolve(values.config),
  "--lint-config",
  "error",
  "--format",
  "json",
  "--max-problems",
  "100000",
]);

let reports;
try {
  reports = parseJsonStream(result.stdout);
} catch {
  reports = [];
}
if (reports.length === 0) {
  process.stderr.write(result.stderr || result.stdout);
  process.stderr.write(`\nlint: Redocly CLI produced no report (exit code ${result.code}).\n`);
  process.exit(2);
}

const rel = (ref) => path.relative(process.cwd(), path.resolve(ROOT, ref)) || ref;
let errors = 0;
let warnings = 0;
for (const report of reports) {
  errors += report.totals?.errors ?? 0;
  warnings += report.totals?.warnings ?? 0;
  for (const problem of report.problems ?? []) {
    const at = problem.location?.[0];
    const where = at
      ? `${rel(at.source?.ref ?? "?")}:${at.start?.line ?? 0}:${at.start?.col ?? 0}`
      : "(no location)";
    process.stdout.write(`${where}  ${problem.severity}  ${problem.ruleId}  ${problem.message}\n`);
  }
}

// The independent validator, on each document as Redocly bundles it.
for (const target of targets) {
  let found;
  try {
    found = await validateFile(target);
  } catch (error) {
    process.stderr.write(`lint: ${VALIDATOR_ID} could not check ${rel(target)}: ${error.message}\n`);
    process.exit(2);
  }
  errors += found.errors.length;
  for (const { pointer, message } of found.errors) {
    process.stdout.write(`${rel(target)}#${pointer}  error  ${VALIDATOR_ID}  ${message}\n`);
  }
}

const checked = targets.map((t) => rel(t)).join(", ");
if (errors + warnings === 0 && result.code === 0) {
  process.stdout.write(`lint: ${checked}: 0 problems (Redocly and ${VALIDATOR_ID}).\n`);
  process.exit(0);
}
if (errors + warnings === 0) {
  // Non-zero exit code with no problems listed: the configuration or a file could not be read.
  process.stderr.write(result.stderr);
}
process.stdout.write(
  `lint: ${checked}: ${errors} error(s), ${warnings} warning(s); the bar is 0.\n`,
);
process.exit(1);
