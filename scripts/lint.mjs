#!/usr/bin/env node
// Lints the OpenAPI document with Redocly CLI and the project rules in redocly.yaml, then checks
// the bundled document with a second, independent validator (@seriousme/openapi-schema-validator,
// the official OpenAPI JSON Schemas), whose findings count as errors too. The Arazzo workflows are
// linted with their own rules in redocly.arazzo.yaml.
//
//   npm run lint                    lint spec/openapi.yaml and spec/workflows.arazzo.yaml
//   npm run lint -- <file>...       lint other documents with redocly.yaml
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
// Each run: the documents and the configuration they are linted with.
const runs = files.length
  ? [
      {
        targets: files.map((f) => path.resolve(f)),
        config: path.resolve(values.config),
        openapi: !files.some((f) => /\.arazzo\.ya?ml$/.test(f)),
      },
    ]
  : [
      { targets: [path.join(ROOT, "spec/openapi.yaml")], config: path.resolve(values.config), openapi: true },
      { targets: [path.join(ROOT, "spec/workflows.arazzo.yaml")], config: path.join(ROOT, "redocly.arazzo.yaml") },
    ];

const reports = [];
let failedRun = false;
for (const run of runs) {
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
    process.stderr.write(result.stderr || result.stdout);
    process.stderr.write(`\nlint: Redocly CLI produced no report (exit code ${result.code}).\n`);
    process.exit(2);
  }
  reports.push(...found);
  run.reports = found;
  run.code = result.code;
  const problems = found.reduce((n, r) => n + (r.totals?.errors ?? 0) + (r.totals?.warnings ?? 0), 0);
  if (result.code !== 0) {
    failedRun = true;
    // Non-zero exit code with no problems listed: the configuration or a file could not be read.
    if (problems === 0) process.stderr.write(result.stderr);
  }
}

const rel = (ref) => path.relative(process.cwd(), path.resolve(ROOT, ref)) || ref;
let errors = 0;
let warnings = 0;
for (const report of reports) {
  errors += report.totals?.errors ?? 0;
  warnings += report.totals?.warnings ?? 0;
  for (const problem of report.problems ?? []) {
    const at = problem.location?.[0];
    const where = at ? `${rel(at.source?.ref ?? "?")}:${at.start?.line ?? 0}:${at.start?.col ?? 0}` : "(no location)";
    process.stdout.write(`${where}  ${problem.severity}  ${problem.ruleId}  ${problem.message}\n`);
  }
}

// The independent validator, on each OpenAPI document as Redocly bundles it.
for (const run of runs) {
  if (!run.openapi) continue;
  for (const target of run.targets) {
    let found;
    try {
      found = await validateFile(target);
    } catch (error) {
      process.stderr.write(`lint: ${VALIDATOR_ID} could not check ${rel(target)}: ${error.message}\n`);
      process.exit(2);
    }
    run.schemaErrors = (run.schemaErrors ?? 0) + found.errors.length;
    errors += found.errors.length;
    for (const { pointer, message } of found.errors) {
      process.stdout.write(`${rel(target)}#${pointer}  error  ${VALIDATOR_ID}  ${message}\n`);
    }
  }
}

for (const run of runs) {
  const checked = run.targets.map((t) => rel(t)).join(", ");
  const mine = run.reports;
  const e = mine.reduce((n, r) => n + (r.totals?.errors ?? 0), 0) + (run.schemaErrors ?? 0);
  const w = mine.reduce((n, r) => n + (r.totals?.warnings ?? 0), 0);
  const by = run.openapi ? ` (Redocly and ${VALIDATOR_ID})` : "";
  process.stdout.write(
    e + w === 0 && run.code === 0
      ? `lint: ${checked}: 0 problems${by}.\n`
      : `lint: ${checked}: ${e} error(s), ${w} warning(s); the bar is 0.\n`,
  );
}
process.exit(errors + warnings === 0 && !failedRun ? 0 : 1);
