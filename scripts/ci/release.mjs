#!/usr/bin/env node
// @ts-check
// The checks of a release tag, run by .github/workflows/release.yml before anything is published:
// the tag is `v` and package.json's version, and CHANGELOG.md has a section for that version,
// dated rather than marked unreleased. The section's text becomes the GitHub release's notes.
//
//   node scripts/ci/release.mjs v0.2.0                      check only
//   node scripts/ci/release.mjs v0.2.0 --notes notes.md     and write the section's text there
//
// Exit code 0 when the tag may be released, 1 when it may not (the message says why), 2 for a
// usage error.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EXIT_OK, EXIT_PROBLEMS, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT } from "../lib/spec.mjs";

/**
 * Why `tag` may not be released from a package at `version` with `changelog`, or its notes.
 * @param {string} tag the pushed tag, `v1.2.3`
 * @param {string} version package.json's version
 * @param {string} changelog CHANGELOG.md's text
 * @returns {{ problem: string, notes: string }} `problem` is "" when the tag may be released
 */
export function releaseNotes(tag, version, changelog) {
  if (tag !== `v${version}`) {
    return { problem: `the tag ${tag} is not v${version}, the version in package.json`, notes: "" };
  }
  const lines = changelog.split(/\r?\n/);
  // `## 1.2.3`, then nothing or a separator and a date: `## 1.2.3 — 2026-05-04`.
  const heading = new RegExp(`^## ${version.replace(/[.+]/g, "\\$&")}(?:\\s+[—–-]\\s+(.*))?$`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) return { problem: `CHANGELOG.md has no section "## ${version}"`, notes: "" };
  const note = heading.exec(lines[start] ?? "")?.[1] ?? "";
  if (/unreleased/i.test(note)) {
    return { problem: `CHANGELOG.md's section for ${version} is marked "${note}": date it first`, notes: "" };
  }
  const end = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  const notes = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join("\n")
    .trim();
  if (!notes) return { problem: `CHANGELOG.md's section for ${version} is empty`, notes: "" };
  return { problem: "", notes: `${notes}\n` };
}

/**
 * Checks the tag against the repository's package.json and CHANGELOG.md.
 * @param {string[]} args
 */
export async function main(args) {
  const { values, positionals } = readArgs(args, { notes: { type: "string" } }, { positionals: true });
  if (positionals.length !== 1) throw new UsageError("give the tag, e.g. v0.2.0");
  const tag = String(positionals[0]);
  const { version } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const changelog = readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8");
  const { problem, notes } = releaseNotes(tag, String(version), changelog);
  if (problem) {
    process.stderr.write(`release: ${tag} cannot be released: ${problem}\n`);
    return EXIT_PROBLEMS;
  }
  if (values.notes) writeFileSync(values.notes, notes);
  process.stdout.write(`release: ${tag} is package.json's version, and CHANGELOG.md has its section\n`);
  return EXIT_OK;
}

runMain(import.meta.url, "release", main, "usage: node scripts/ci/release.mjs <tag> [--notes <file>]");
