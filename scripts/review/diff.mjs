#!/usr/bin/env node
// @ts-check
// Compares the API description with an earlier one and prints a Markdown report for review.
//
//   npm run diff -- <git-ref>                 spec/ at <ref> versus spec/ in the working tree
//   npm run diff -- <git-ref> --revision <ref2>   spec/ at <ref> versus spec/ at <ref2>
//   npm run diff -- <base.yaml> <revision.yaml>   two documents on disk
//   add --output <file> to also write the report to a file, --config <file> for another config
//
// Redocly CLI's `diff` rates each change by the semver bump it needs (its JSON report); the table
// is built here: each change in a sentence, its pointer and place, and the rule that rated it. The
// script exits 1 when a change is breaking and the revision's info.version does not raise the
// major version (or, below 1.0.0, the minor version), 0 otherwise, and 2 when the comparison could
// not be made. The version rule is stated in the report, in the words `npm run review` uses.
import { markdownTable } from "markdown-table";
import { EXIT_OK, EXIT_PROBLEMS, runMain } from "../lib/cli.mjs";
import {
  cell,
  compare,
  compareCommand,
  describeChanges,
  relabeler,
  tally,
  verdict,
  VERSION_RULE,
} from "../lib/diff.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("../lib/diff.mjs").DiffReport} DiffReport */
/** @typedef {import("../lib/diff.mjs").Inputs} Inputs */

const USAGE =
  "usage: npm run diff -- <git-ref> [--revision <git-ref>]   or   npm run diff -- <base.yaml> <revision.yaml>\n" +
  "       options: --output <report.md>, --config <redocly.yaml>";

/** @type {Record<string, string>} */
const IMPACT = { major: "🔴 breaking", minor: "🟢 minor", patch: "⚪ patch" };
/**
 * One row per change, from Redocly's JSON report: impact, the change in a sentence, pointer, where
 * it is (in the revision, or in the base for something removed), and the diff rule(s) that rated
 * it. A change no rule rated gets Redocly's default rating and says so.
 * @param {DiffReport} report
 * @param {string[]} texts the sentence of each change
 * @param {(file: string) => string} relabel
 */
function changeTable(report, texts, relabel) {
  const rows = (report.changes ?? []).map((change, i) => {
    const at = change.kind === "removed" ? (change.base ?? change.revision) : (change.revision ?? change.base);
    const where = at?.file ? `${relabel(at.file)}:${at.line ?? 0}:${at.col ?? 0}` : "";
    const verdicts = change.verdicts ?? [];
    const rules = verdicts.length
      ? [...new Set(verdicts.map((/** @type {Json} */ v) => `\`${v.ruleId}\``))].join(", ")
      : "none (default rating)";
    const pointer = `\`${change.path}${change.property ? ` · ${change.property}` : ""}\``;
    return [IMPACT[change.impact] ?? change.impact, texts[i] ?? "", pointer, where, rules].map(cell);
  });
  return markdownTable([["Impact", "Change", "Pointer", "Location", "Rule"], ...rows], { alignDelimiters: false });
}

/**
 * The Markdown report, and whether the changes are acceptable.
 * @param {DiffReport} report
 * @param {Inputs} inputs
 */
async function renderReport(report, inputs) {
  const decision = verdict(report);
  const relabel = relabeler(inputs);
  const texts = (await describeChanges(report, inputs)).map((d) => d.text);
  const text = [
    "## API description diff",
    "",
    `- Base: ${inputs.baseLabel}, version ${report.infoVersions?.base ?? "?"}`,
    `- Revision: ${inputs.revisionLabel}, version ${report.infoVersions?.revision ?? "?"}`,
    `- Verdict: ${decision.text}`,
    `- Version rule: ${VERSION_RULE}`,
    "",
    (report.changes?.length ?? 0) === 0 ? "No changes." : `${tally(report)}\n\n${changeTable(report, texts, relabel)}`,
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
    const { text, ok } = await renderReport(await compare(inputs.base, inputs.revision, config), inputs);
    return { text, code: ok ? EXIT_OK : EXIT_PROBLEMS };
  });
}

runMain(import.meta.url, "diff", main);
