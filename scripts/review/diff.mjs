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
import { EXIT_OK, EXIT_PROBLEMS, runMain } from "../lib/cli.mjs";
import {
  compare,
  compareCommand,
  IMPACT,
  relabeler,
  ruleIds,
  table,
  verdict,
  VERSION_RULE,
  writtenAt,
} from "../lib/diff.mjs";

/** @typedef {import("../lib/diff.mjs").DiffReport} DiffReport */
/** @typedef {import("../lib/diff.mjs").Inputs} Inputs */

const USAGE =
  "usage: npm run diff -- <git-ref> [--revision <git-ref>]   or   npm run diff -- <base.yaml> <revision.yaml>\n" +
  "       options: --output <report.md>, --config <redocly.yaml>";

/**
 * One row per change, from Redocly's JSON report: impact, the change in a sentence, pointer, where
 * it is (in the revision, or in the base for something removed), and the diff rule(s) that rated
 * it. A change no rule rated gets Redocly's default rating and says so.
 * @param {DiffReport} report
 * @param {(file: string) => string} relabel
 */
function changeTable(report, relabel) {
  const rows = (report.changes ?? []).map((change) => {
    const at = writtenAt(change);
    const rules = ruleIds(change).map((id) => `\`${id}\``);
    return [
      IMPACT[change.impact] ?? change.impact,
      change.text,
      `\`${change.path}${change.property ? ` · ${change.property}` : ""}\``,
      at?.file ? `${relabel(at.file)}:${at.line ?? 0}:${at.col ?? 0}` : "",
      rules.join(", ") || "none (default rating)",
    ];
  });
  return table(["Impact", "Change", "Pointer", "Location", "Rule"], rows);
}

/**
 * Prints (and with --output writes) the report; resolves with the exit code.
 * @param {string[]} args
 */
export async function main(args) {
  return compareCommand(args, USAGE, [], async (inputs, config) => {
    const report = await compare(inputs.base, inputs.revision, config);
    const decision = verdict(report);
    const { major = 0, minor = 0, patch = 0 } = report.summary ?? {};
    const text = [
      "## API description diff",
      "",
      `- Base: ${inputs.baseLabel}, version ${report.infoVersions?.base ?? "?"}`,
      `- Revision: ${inputs.revisionLabel}, version ${report.infoVersions?.revision ?? "?"}`,
      `- Verdict: ${decision.text}`,
      `- Version rule: ${VERSION_RULE}`,
      "",
      report.changes?.length
        ? `**${major}** breaking · **${minor}** minor · **${patch}** patch\n\n${changeTable(report, relabeler(inputs))}`
        : "No changes.",
      "",
    ].join("\n");
    return { text, code: decision.ok ? EXIT_OK : EXIT_PROBLEMS };
  });
}

runMain(import.meta.url, "diff", main);
