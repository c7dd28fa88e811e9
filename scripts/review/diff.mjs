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
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { EXIT_OK, EXIT_PROBLEMS, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { CONFIG, redocly } from "../lib/redocly.mjs";
import { ROOT } from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

const USAGE =
  "usage: npm run diff -- <git-ref> [--revision <git-ref>]   or   npm run diff -- <base.yaml> <revision.yaml>\n" +
  "       options: --output <report.md>, --config <redocly.yaml>";

/**
 * Runs a program and resolves with its exit code and output.
 * @param {string} command
 * @param {string[]} args
 * @param {{ input?: Buffer, cwd?: string }} [options]
 * @returns {Promise<{ code: number | null, stdout: Buffer, stderr: string }>}
 */
function run(command, args, { input, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["pipe", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const out = [];
    let stderr = "";
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
    if (input) child.stdin.end(input);
    else child.stdin.end();
  });
}

/**
 * Extracts spec/ as it is at a git ref into a new temporary folder; returns the folder.
 * @param {string} ref
 */
async function extractSpec(ref) {
  const commit = await run("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  if (commit.code !== 0) throw new UsageError(`"${ref}" is not a commit in this repository.`);
  const archive = await run("git", ["archive", "--format=tar", ref, "spec"]);
  if (archive.code !== 0) {
    throw new UsageError(`spec/ does not exist at ${ref}: ${archive.stderr.trim()}`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "spec-diff-"));
  const untar = await run("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.code !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`could not unpack spec/ at ${ref}: ${untar.stderr.trim()}`);
  }
  return { dir, commit: commit.stdout.toString().trim().slice(0, 12) };
}

/**
 * The part of a version that a breaking change has to raise, as [major, minor]: the major version,
 * or below 1.0.0 the minor version (0.y.z versions make no promise across minor versions).
 * @param {unknown} version
 * @returns {[number, number]}
 */
const breakingLevel = (version) => {
  const match = /^\s*v?(\d+)(?:\.(\d+))?/.exec(String(version ?? ""));
  if (!match) return [NaN, NaN];
  const major = Number(match[1]);
  return [major, major === 0 ? Number(match[2] ?? 0) : 0];
};

/**
 * Whether `revision` raises the level that a breaking change needs raised.
 * @param {unknown} base
 * @param {unknown} revision
 */
function raisesLevel(base, revision) {
  const [baseMajor, baseMinor] = breakingLevel(base);
  const [major, minor] = breakingLevel(revision);
  return major > baseMajor || (major === baseMajor && minor > baseMinor);
}

/**
 * Redocly's JSON report of a diff (the parts read here).
 * @typedef {{ bump?: string, infoVersions?: { base?: string, revision?: string },
 *   summary?: { major?: number, minor?: number, patch?: number }, changes?: Json[] }} DiffReport
 */

/**
 * The bump the changes need under this project's rule: Redocly's rating, except that below 1.0.0 a
 * breaking change needs the minor version raised (0.y.z versions make no promise across minors).
 * @param {DiffReport} report
 */
function neededBump(report) {
  const { bump = "none", infoVersions = {} } = report;
  if (bump === "major" && breakingLevel(infoVersions.base)[0] === 0) return "minor";
  return bump;
}

/**
 * The decision: is the set of changes acceptable for the version numbers given?
 * @param {DiffReport} report
 */
function verdict(report) {
  const { summary = {}, bump = "none", infoVersions = {} } = report;
  const versions = `info.version ${infoVersions.base ?? "?"} → ${infoVersions.revision ?? "?"}`;
  const counts = `${summary.major ?? 0} major, ${summary.minor ?? 0} minor, ${summary.patch ?? 0} patch`;
  if (bump !== "major") {
    const text =
      bump === "none" || (!summary.minor && !summary.patch)
        ? "no changes that need a version bump"
        : `${counts}; needs a ${bump} bump at most`;
    return { ok: true, text: `**Not breaking**: ${text} (${versions}).` };
  }
  const below1 = breakingLevel(infoVersions.base)[0] === 0;
  const level = below1 ? "minor" : "major";
  const why = below1 ? ", which a breaking change needs while the version is below 1.0.0" : "";
  if (raisesLevel(infoVersions.base, infoVersions.revision)) {
    return {
      ok: true,
      text: `**Breaking, and allowed**: ${counts}; ${versions} raises the ${level} version${why}.`,
    };
  }
  return {
    ok: false,
    text:
      `**Breaking**: ${counts}. ${versions} does not raise the ${level} version${why}. ` +
      `Make the changes compatible, or raise the ${level} version of \`info.version\`.`,
  };
}

/** @type {Record<string, string>} */
const IMPACT = { major: "🔴 major", minor: "🟢 minor", patch: "⚪ patch" };
/** Text for one Markdown table cell: no line breaks, pipes escaped. */
const cell = (/** @type {unknown} */ text) =>
  String(text ?? "")
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|");

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
 * The two documents to compare, how the report names them, and the temporary folders to remove.
 * @typedef {object} Inputs
 * @property {string} base
 * @property {string} revision
 * @property {string} baseLabel
 * @property {string} revisionLabel
 * @property {Map<string, string>} labels path prefixes in Redocly's output, and the names shown instead
 * @property {string[]} folders
 */

/**
 * Finds the documents of a command line: two files, or spec/ at a git ref (extracted to a
 * temporary folder) against the working tree or against spec/ at a second ref.
 * @param {string[]} positionals
 * @param {string | undefined} revisionRef
 * @returns {Promise<Inputs>}
 */
async function findInputs(positionals, revisionRef) {
  const [first, second] = positionals;
  if (first === undefined) throw new UsageError(USAGE);
  if (second !== undefined) {
    if (revisionRef) throw new UsageError("--revision goes with a git ref, not with two files.");
    const [base, revision] = [first, second].map((p) => path.resolve(p));
    for (const file of [base, revision]) {
      if (!existsSync(file ?? "")) throw new UsageError(`no such file: ${file}`);
    }
    const label = (/** @type {string} */ file) => `\`${path.relative(process.cwd(), file)}\``;
    return {
      base: base ?? "",
      revision: revision ?? "",
      baseLabel: label(base ?? ""),
      revisionLabel: label(revision ?? ""),
      labels: new Map(),
      folders: [],
    };
  }
  /** @type {Inputs} */
  const inputs = {
    base: "",
    revision: path.join(ROOT, "spec", "openapi.yaml"),
    baseLabel: "",
    revisionLabel: "`spec/openapi.yaml` in the working tree",
    labels: new Map(),
    folders: [],
  };
  /** spec/openapi.yaml as it is at a git ref, extracted to a temporary folder. */
  const atRef = async (/** @type {string} */ ref) => {
    const { dir, commit } = await extractSpec(ref);
    inputs.folders.push(dir);
    const file = path.join(dir, "spec", "openapi.yaml");
    if (!existsSync(file)) throw new UsageError(`spec/openapi.yaml does not exist at ${ref}.`);
    inputs.labels.set(dir + path.sep, `${ref}:`);
    inputs.labels.set(path.relative(ROOT, dir) + path.sep, `${ref}:`);
    return { file, label: `\`spec/openapi.yaml\` at \`${ref}\` (${commit})` };
  };
  try {
    ({ file: inputs.base, label: inputs.baseLabel } = await atRef(first));
    if (revisionRef) ({ file: inputs.revision, label: inputs.revisionLabel } = await atRef(revisionRef));
  } catch (error) {
    await removeFolders(inputs);
    throw error;
  }
  return inputs;
}

/** @param {Inputs} inputs */
const removeFolders = (inputs) => Promise.all(inputs.folders.map((dir) => rm(dir, { recursive: true, force: true })));

/**
 * Redocly's JSON report of the changes from `base` to `revision`. The multi-file trees are
 * compared as they are (the CLI resolves every $ref, as a bundle would), so that each change's
 * location points into the real spec files.
 * @param {string} base
 * @param {string} revision
 * @param {string} config
 * @returns {Promise<DiffReport>}
 */
async function compare(base, revision, config) {
  const common = ["--config", config, "--lint-config", "off", "--fail-on", "none"];
  const json = await redocly(["diff", base, revision, "--format", "json", ...common]);
  if (json.code !== 0) throw new Error(`redocly diff failed:\n${json.stderr}`);
  // Without diff rules the CLI rates every change minor or patch, and would pass anything.
  if (/No diff rules are on/.test(json.stderr)) {
    throw new Error(
      `no diff rules are on in ${path.relative(process.cwd(), config)}; it must extend diff-recommended.`,
    );
  }
  return JSON.parse(json.stdout);
}

/**
 * The tally of the changes by impact, and the bump they need.
 * @param {DiffReport} report
 */
function tally(report) {
  const { summary = {} } = report;
  const bump = neededBump(report);
  const below1 = breakingLevel(report.infoVersions?.base)[0] === 0;
  return (
    `**${summary.major ?? 0}** major · **${summary.minor ?? 0}** minor · **${summary.patch ?? 0}** patch · ` +
    (bump === "none"
      ? "needs no version bump"
      : `needs a **${bump}** bump` +
        (report.bump === "major" && below1 ? " (a breaking change below 1.0.0 raises the minor version)" : ""))
  );
}

/**
 * The Markdown report, and whether the changes are acceptable.
 * @param {DiffReport} report
 * @param {Inputs} inputs
 */
function renderReport(report, inputs) {
  const decision = verdict(report);
  // Longest prefix first: the relative form of a folder contains its absolute form.
  const prefixes = [...inputs.labels].sort((a, b) => b[0].length - a[0].length);
  const relabel = (/** @type {string} */ file) => {
    for (const [prefix, label] of prefixes) if (file.startsWith(prefix)) return label + file.slice(prefix.length);
    return file;
  };
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
  const { values, positionals } = readArgs(
    args,
    {
      output: { type: "string", short: "o" },
      config: { type: "string", default: CONFIG },
      revision: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    { positionals: true },
  );
  if (values.help) {
    console.log(USAGE);
    return EXIT_OK;
  }
  if (positionals.length === 0 || positionals.length > 2) throw new UsageError(USAGE);
  const inputs = await findInputs(positionals, values.revision);
  try {
    const report = await compare(inputs.base, inputs.revision, path.resolve(values.config));
    const { text, ok } = renderReport(report, inputs);
    process.stdout.write(text);
    if (values.output) await writeFile(path.resolve(values.output), text);
    return ok ? EXIT_OK : EXIT_PROBLEMS;
  } finally {
    await removeFolders(inputs);
  }
}

runMain(import.meta.url, "diff", main);
