#!/usr/bin/env node
// @ts-check
// Compares the API description with an earlier one and prints a Markdown report for review.
//
//   npm run diff -- <git-ref>                 spec/ at <ref> versus spec/ in the working tree
//   npm run diff -- <git-ref> --revision <ref2>   spec/ at <ref> versus spec/ at <ref2>
//   npm run diff -- <base.yaml> <revision.yaml>   two documents on disk
//   add --output <file> to also write the report to a file, --config <file> for another config
//
// Redocly CLI's `diff` rates each change by the semver bump it needs (its JSON report; the table
// is built here, with a column naming the rule that rated each change). The script exits 1 when a
// change is breaking (major) and the revision's info.version does not raise the major version (or,
// below 1.0.0, the minor version), 0 otherwise, and 2 when the comparison could not be made.
import { EXIT_OK, EXIT_PROBLEMS, runMain } from "../lib/cli.mjs";
import { cell, compare, compareCommand, relabeler, tally, verdict } from "../lib/diff.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("../lib/diff.mjs").DiffReport} DiffReport */
/** @typedef {import("../lib/diff.mjs").Inputs} Inputs */

const USAGE =
  "usage: npm run diff -- <git-ref> [--revision <git-ref>]   or   npm run diff -- <base.yaml> <revision.yaml>\n" +
  "       options: --output <report.md>, --config <redocly.yaml>";

/** @type {Record<string, string>} */
const IMPACT = { major: "🔴 major", minor: "🟢 minor", patch: "⚪ patch" };
/**
 * One row per change, from Redocly's JSON report: impact, kind, pointer, where it is (in the
 * revision, or in the base for something removed), the diff rule(s) that rated it, and the rules'
 * messages. A change no rule rated gets Redocly's default rating and says so.
 * @param {DiffReport} report
 * @param {(file: string) => string} relabel
 */
function changeTable(report, relabel) {
  const rows = (report.changes ?? []).map((change) => {
    const at = change.kind === "removed" ? (change.base ?? change.revision) : (change.revision ?? change.base);
    const where = at?.file ? `${relabel(at.file)}:${at.line ?? 0}:${at.col ?? 0}` : "";
    const verdicts = change.verdicts ?? [];
    const rules = verdicts.length
      ? [...new Set(verdicts.map((/** @type {Json} */ v) => `\`${v.ruleId}\``))].join(", ")
      : "none (default rating)";
    const pointer = `\`${change.path}${change.property ? ` · ${change.property}` : ""}\``;
    return [
      IMPACT[change.impact] ?? change.impact,
      change.kind,
      pointer,
      where,
      rules,
      verdicts.map((/** @type {Json} */ v) => v.message).join(" "),
    ].map(cell);
  });
  return [
    "| Impact | Change | Pointer | Location | Rule | Details |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/**
 * The Markdown report, and whether the changes are acceptable.
 * @param {DiffReport} report
 * @param {Inputs} inputs
 */
function renderReport(report, inputs) {
  const decision = verdict(report);
  const relabel = relabeler(inputs);
  const text = [
    "## API description diff",
    "",
    `- Base: ${inputs.baseLabel}, version ${report.infoVersions?.base ?? "?"}`,
    `- Revision: ${inputs.revisionLabel}, version ${report.infoVersions?.revision ?? "?"}`,
    `- Verdict: ${decision.text}`,
    "",
    (report.changes?.length ?? 0) === 0 ? "No changes." : `${tally(report)}\n\n${changeTable(report, relabel)}`,
    "",
  ].join("\n");
  return { text, ok: decision.ok };
}

/**
 * Prints (and with --output writes) the report; resolves with the exit code.
 * @param {string[]} args
 */
export async function main(args) {
  return compareCommand(args, USAGE, [], async (inputs, config) => {
    const { text, ok } = renderReport(await compare(inputs.base, inputs.revision, config), inputs);
    return { text, code: ok ? EXIT_OK : EXIT_PROBLEMS };
  });
}

runMain(import.meta.url, "diff", main);
