#!/usr/bin/env node
// @ts-check
// The checks of a release tag, run by .github/workflows/release.yml before anything is packed or
// published: the tag is `v` and package.json's version (`v1.2.3`, or `v1.2.3-rc.1` for a
// prerelease), CHANGELOG.md has a section for that version, dated rather than marked unreleased,
// and the tag's commit (or, before tagging, HEAD) is on main. The section's text becomes the GitHub
// release's notes; a prerelease goes to the registry's `next` dist-tag, any other to `latest`.
//
//   node scripts/ci/release.mjs v0.2.0                      check (HEAD or the tag on the branch main)
//   node scripts/ci/release.mjs v0.2.0 --main origin/main   check against another ref of main
//   node scripts/ci/release.mjs v0.2.0 --notes notes.md     and write the section's text there
//   node scripts/ci/release.mjs v0.2.0 --outputs "$GITHUB_OUTPUT"   and append dist-tag= and prerelease=
//
// Exit code 0 when the tag may be released, 1 when it may not (the message says why), 2 for a
// usage error.
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { xSync } from "tinyexec";
import { EXIT_OK, EXIT_PROBLEMS, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT } from "../lib/spec.mjs";

/** The tags a release is made from: a version, or a release candidate of one. */
const RELEASE_TAG = /^v\d+\.\d+\.\d+(-rc\.\d+)?$/;

/**
 * The outputs the release workflow reads, in GitHub's `name=value` lines: the npm dist-tag (`next`
 * for a release candidate, else `latest`) and whether the GitHub release is a prerelease.
 * @param {string} tag
 */
export function releaseOutputs(tag) {
  const prerelease = /-rc\.\d+$/.test(tag);
  return `dist-tag=${prerelease ? "next" : "latest"}\nprerelease=${prerelease}\n`;
}

/**
 * Why `tag` may not be released from a package at `version` with `changelog`, or its notes.
 * @param {string} tag the pushed tag, `v1.2.3` or `v1.2.3-rc.1`
 * @param {string} version package.json's version
 * @param {string} changelog CHANGELOG.md's text
 * @returns {{ problem: string, notes: string }} `problem` is "" when the tag may be released
 */
export function releaseNotes(tag, version, changelog) {
  const refuse = (/** @type {string} */ problem) => ({ problem, notes: "" });
  if (!RELEASE_TAG.test(tag)) {
    return refuse(`the tag ${tag} is not a release tag (vX.Y.Z, or vX.Y.Z-rc.N for a prerelease)`);
  }
  if (tag !== `v${version}`) return refuse(`the tag ${tag} is not v${version}, the version in package.json`);
  // `## 1.2.3`, then nothing or a separator and a date (`## 1.2.3 — 2026-05-04`); then its text,
  // up to the next section's heading or the end.
  const escaped = version.replace(/[.+]/g, "\\$&");
  const section = new RegExp(`^## ${escaped}(?:[ \\t]+[—–-][ \\t]+(.*?))?\\r?$([^]*?)(?=^## |(?![^]))`, "m");
  const [found, note = "", text = ""] = section.exec(changelog) ?? [];
  if (!found) return refuse(`CHANGELOG.md has no section "## ${version}"`);
  if (/unreleased/i.test(note))
    return refuse(`CHANGELOG.md's section for ${version} is marked "${note}": date it first`);
  const notes = text.replace(/\r\n/g, "\n").trim();
  return notes ? { problem: "", notes: `${notes}\n` } : refuse(`CHANGELOG.md's section for ${version} is empty`);
}

/**
 * Why the commit of `tag` (HEAD while the tag does not exist yet) may not be released from the
 * clone at `cwd`: it is not reachable from `mainRef`, or that cannot be told. "" when it is.
 * @param {string} tag
 * @param {string} mainRef the ref main is known by here: `main`, or `origin/main` in a CI checkout
 * @param {string} [cwd]
 */
export function offMain(tag, mainRef, cwd = ROOT) {
  const git = (/** @type {string[]} */ ...args) => xSync("git", args, { nodeOptions: { cwd } });
  const commit = git("rev-parse", "--verify", "--quiet", `refs/tags/${tag}^{commit}`).exitCode === 0 ? tag : "HEAD";
  if (git("rev-parse", "--verify", "--quiet", `${mainRef}^{commit}`).exitCode !== 0) {
    return `${mainRef} is not in this clone, so whether ${commit} is on main cannot be told (fetch it, or name it with --main)`;
  }
  const { exitCode: status, stderr } = git("merge-base", "--is-ancestor", commit, mainRef);
  if (status === 1)
    return `${commit === "HEAD" ? "HEAD, the commit to be tagged," : `the commit of ${tag}`} is not on ${mainRef}`;
  if (status !== 0) return `git could not tell whether ${commit} is on ${mainRef}: ${String(stderr).trim()}`;
  return "";
}

/**
 * Checks the tag against the repository's package.json, CHANGELOG.md and main.
 * @param {string[]} args
 */
export async function main(args) {
  const { values, positionals } = readArgs(
    args,
    { notes: { type: "string" }, main: { type: "string", default: "main" }, outputs: { type: "string" } },
    { positionals: true },
  );
  if (positionals.length !== 1) throw new UsageError("give the tag, e.g. v0.2.0");
  const tag = String(positionals[0]);
  const { version } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const changelog = readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8");
  const { problem, notes } = releaseNotes(tag, String(version), changelog);
  const refused = problem || offMain(tag, String(values.main));
  if (refused) {
    process.stderr.write(`release: ${tag} cannot be released: ${refused}\n`);
    return EXIT_PROBLEMS;
  }
  if (values.notes) writeFileSync(values.notes, notes);
  if (values.outputs) appendFileSync(values.outputs, releaseOutputs(tag));
  process.stdout.write(`release: ${tag} is package.json's version, on ${values.main}, with its CHANGELOG.md section\n`);
  return EXIT_OK;
}

runMain(
  import.meta.url,
  "release",
  main,
  "usage: node scripts/ci/release.mjs <tag> [--main <ref>] [--notes <file>] [--outputs <file>]",
);
