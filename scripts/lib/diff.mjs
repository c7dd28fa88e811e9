// @ts-check
// The one engine that rates a change of the API description, shared by `npm run diff` (its table)
// and `npm run review` (its report by operation): finding the two documents (two files, or spec/ at
// git refs extracted to temporary folders), loading both through the spec loader (lib/load.mjs),
// Redocly CLI's `diff` with the `diff-recommended` rules of redocly.yaml, the sentence a reviewer
// reads for each change and the operations it reaches (lib/change-text.mjs), and the project's rule
// for versions (VERSION_RULE), which both reports state in the same words.
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { x } from "tinyexec";
import { markdownTable } from "markdown-table";
import { describeChange } from "./change-text.mjs";
import { EXIT_OK, readArgs, UsageError } from "./cli.mjs";
import { applyProjectRules } from "./diff-rules.mjs";
import { loadSpec } from "./load.mjs";
import { reachIndex } from "./reach.mjs";
import { CONFIG, redocly } from "./redocly.mjs";
import { ROOT } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */
/** @typedef {import("./load.mjs").LoadedSpec} LoadedSpec */

/**
 * Extracts a folder of the repository as it is at a git ref into a new temporary folder (the
 * folder keeps its name inside it); returns the temporary folder and the commit, abbreviated.
 * @param {string} ref
 * @param {string} folder
 * @param {string} [cwd] the repository (this one by default)
 */
export async function extractFolder(ref, folder, cwd = ROOT) {
  const commit = await x("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { nodeOptions: { cwd } });
  if (commit.exitCode !== 0) throw new UsageError(`"${ref}" is not a commit in this repository.`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "spec-diff-"));
  const tar = path.join(dir, `${path.basename(folder)}.tar`);
  const archive = await x("git", ["archive", "--format=tar", "-o", tar, ref, folder], { nodeOptions: { cwd } });
  const untar = archive.exitCode === 0 ? await x("tar", ["-x", "-f", tar, "-C", dir]) : archive;
  await rm(archive.exitCode === 0 && untar.exitCode === 0 ? tar : dir, { recursive: true, force: true });
  if (archive.exitCode !== 0) throw new UsageError(`${folder}/ does not exist at ${ref}: ${archive.stderr.trim()}`);
  if (untar.exitCode !== 0) throw new Error(`could not unpack ${folder}/ at ${ref}: ${untar.stderr.trim()}`);
  return { dir, commit: commit.stdout.trim().slice(0, 12) };
}

/**
 * The part of a version that a breaking change has to raise, as [major, minor]: the major version,
 * or below 1.0.0 the minor version (0.y.z versions make no promise across minor versions).
 * @param {unknown} version
 * @returns {[number, number]}
 */
const breakingLevel = (version) => {
  const [major = NaN, minor = NaN] = versionParts(version) ?? [];
  return [major, major === 0 ? minor : 0];
};

/**
 * The numbers of a version (`v1.2`, `1.2.3-rc.1`: the missing ones are 0), or undefined.
 * @param {unknown} version
 */
const versionParts = (version) => {
  const match = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(version ?? ""));
  return match ? [1, 2, 3].map((i) => Number(match[i] ?? 0)) : undefined;
};

/**
 * Redocly's JSON report of a diff (the parts read here), each change with what `describeChange`
 * gives it.
 * @typedef {{ bump?: string, infoVersions?: { base?: string, revision?: string },
 *   summary?: { major?: number, minor?: number, patch?: number }, changes?: Json[] }} DiffReport
 */

/**
 * The project's rule for versions, in the words both reports print it.
 */
export const VERSION_RULE =
  "A breaking change needs `info.version` raised: the major version, or the minor version while it is " +
  "below 1.0.0 (0.y.z versions promise nothing across minor versions). Other changes need no bump.";

/**
 * The bump the rule requires of these changes: `major`, `minor` (a breaking change below 1.0.0), or
 * `none` (nothing breaks): a change that breaks nothing requires none, whatever Redocly's rating.
 * @param {DiffReport} report
 * @returns {"major" | "minor" | "none"}
 */
export function requiredBump(report) {
  if (report.bump !== "major") return "none";
  return breakingLevel(report.infoVersions?.base)[0] === 0 ? "minor" : "major";
}

/**
 * The lowest version that raises `level` of `version`: 0.1.0 → 0.2.0 (minor), 1.4.2 → 2.0.0
 * (major), 1.4.2 → 1.4.3 (patch).
 * @param {unknown} version
 * @param {"major" | "minor" | "patch"} level
 */
export function nextVersion(version, level) {
  const parts = versionParts(version);
  if (!parts) return undefined;
  const [major = 0, minor = 0, patch = 0] = parts;
  return { major: `${major + 1}.0.0`, minor: `${major}.${minor + 1}.0`, patch: `${major}.${minor}.${patch + 1}` }[
    level
  ];
}

/**
 * The project's rule for the package's version, in the words the review prints it.
 */
export const PACKAGE_RULE =
  "The package's next release raises the major version for a breaking change (one rated breaking, or " +
  "a typed call that stops compiling), the minor version for an addition, the patch version for " +
  "anything else; below 1.0.0, the minor version for a breaking change and the patch version for " +
  "anything else, so that a `^0.y.z` range never takes a break.";

/**
 * The release of the package a change needs under PACKAGE_RULE: what kind of change it is, and,
 * when the last version released is known, the level to raise and the version that makes.
 * @param {{ breaking: boolean, additions: boolean, changed: boolean }} change
 * @param {string | undefined} last the last version released
 * @returns {{ change: "breaking" | "addition" | "other" | "none", level?: "major" | "minor" | "patch", next?: string }}
 */
export function packageRelease({ breaking, additions, changed }, last) {
  const kind = !changed ? "none" : breaking ? "breaking" : additions ? "addition" : "other";
  if (kind === "none" || last === undefined || !/^\d+\.\d+\.\d+/.test(last)) return { change: kind };
  const below1 = breakingLevel(last)[0] === 0;
  const level = kind === "breaking" ? (below1 ? "minor" : "major") : kind === "addition" && !below1 ? "minor" : "patch";
  return { change: kind, level, next: String(nextVersion(last, level)) };
}

/**
 * What a CHANGELOG says for a review: the newest version released (the first `## x.y.z` section
 * with a date rather than "unreleased"), and whether `## Unreleased` has an entry under a
 * `### Breaking…` heading.
 * @param {string} text
 */
export function readChangelog(text) {
  const lines = text.split(/\r?\n/);
  /** The lines of the section that starts where `heading` matches, up to the next heading of `level`. */
  const section = (/** @type {string[]} */ from, /** @type {RegExp} */ heading, /** @type {RegExp} */ level) => {
    const start = from.findIndex((line) => heading.test(line));
    if (start === -1) return [];
    const end = from.findIndex((line, i) => i > start && level.test(line));
    return from.slice(start + 1, end === -1 ? undefined : end);
  };
  const released = lines
    .map((line) => /^## +v?(\d+\.\d+\.\d+\S*)(?:\s+[—–-]\s+(.*))?$/.exec(line))
    .find((match) => match && !/unreleased/i.test(match[2] ?? ""));
  const breaking = section(section(lines, /^## +Unreleased\s*$/i, /^## /), /^### +Breaking/i, /^#{1,3} /);
  return { released: released?.[1], breakingEntry: breaking.some((line) => /^\s*[-*] +\S/.test(line)) };
}

/**
 * The decision: is the set of changes acceptable for the version numbers given? One sentence, the
 * same in `npm run diff` and `npm run review`: whether it passes, how many changes break, and the
 * version to raise to when one is needed (also as `next`).
 * @param {DiffReport} report
 */
export function verdict(report) {
  const { summary = {}, infoVersions = {} } = report;
  const versions = `${infoVersions.base ?? "?"} → ${infoVersions.revision ?? "?"}`;
  const required = requiredBump(report);
  if (required === "none") {
    const changed = (summary.major ?? 0) + (summary.minor ?? 0) + (summary.patch ?? 0);
    const passes = changed ? "nothing breaks, so no version bump is required" : "no changes";
    return { ok: true, text: `**Passes**: ${passes} (${versions}).` };
  }
  const breaking = `${summary.major ?? 0} breaking change${summary.major === 1 ? "" : "s"}`;
  const [baseMajor, baseMinor] = breakingLevel(infoVersions.base);
  const [major, minor] = breakingLevel(infoVersions.revision);
  if (major > baseMajor || (major === baseMajor && minor > baseMinor)) {
    return { ok: true, text: `**Passes**: ${breaking}, and ${versions} raises the ${required} version.` };
  }
  const next = nextVersion(infoVersions.base, required);
  const raise = `Raise \`info.version\`${next ? ` to ${next}` : ""}, or make the change compatible.`;
  return {
    ok: false,
    next,
    text: `**Fails**: ${breaking}, and ${versions} does not raise the ${required} version. ${raise}`,
  };
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
 * @property {string | undefined} [revisionRef] the git ref of the revision, when it is spec/ at a ref
 */

/**
 * Finds the documents of a command line: two files, or spec/ at a git ref (extracted to a
 * temporary folder, listed in `folders`) against the working tree or against spec/ at a second ref.
 * @param {string} first
 * @param {string | undefined} second
 * @param {string | undefined} revisionRef
 * @param {string[]} folders
 * @returns {Promise<Inputs>}
 */
async function findInputs(first, second, revisionRef, folders) {
  /** @type {Map<string, string>} */
  const labels = new Map();
  if (second !== undefined) {
    if (revisionRef) throw new UsageError("--revision goes with a git ref, not with two files.");
    const [base, revision] = [path.resolve(first), path.resolve(second)];
    for (const file of [base, revision]) if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
    const label = (/** @type {string} */ file) => `\`${path.relative(process.cwd(), file)}\``;
    return { base, revision, baseLabel: label(base), revisionLabel: label(revision), labels, folders };
  }
  /** spec/openapi.yaml as it is at a git ref, extracted to a temporary folder. */
  const atRef = async (/** @type {string} */ ref) => {
    const { dir, commit } = await extractFolder(ref, "spec");
    folders.push(dir);
    const file = path.join(dir, "spec", "openapi.yaml");
    if (!existsSync(file)) throw new UsageError(`spec/openapi.yaml does not exist at ${ref}.`);
    labels.set(dir + path.sep, `${ref}:`);
    labels.set(path.relative(ROOT, dir) + path.sep, `${ref}:`);
    return { file, label: `\`spec/openapi.yaml\` at \`${ref}\` (${commit})` };
  };
  const base = await atRef(first);
  const revision = revisionRef
    ? await atRef(revisionRef)
    : { file: path.join(ROOT, "spec", "openapi.yaml"), label: "`spec/openapi.yaml` in the working tree" };
  const [baseLabel, revisionLabel] = [base.label, revision.label];
  return { base: base.file, revision: revision.file, baseLabel, revisionLabel, labels, folders, revisionRef };
}

/**
 * Redocly's JSON report of the changes from `base` to `revision`, rated again by the project's
 * rules (lib/diff-rules.mjs), each change with its sentence and the operations it reaches
 * (`describeChange`). The multi-file trees are compared as they are (the CLI resolves every $ref,
 * as a bundle would), so that each change's location points into the real spec files; both are
 * loaded by the spec loader first (unless the caller has), which rejects with a SpecRefusal a
 * reference that leaves a document's folder.
 * @param {string} base
 * @param {string} revision
 * @param {string} config
 * @param {{ base: LoadedSpec, revision: LoadedSpec }} [loaded] both documents, as the loader read them
 * @returns {Promise<DiffReport>}
 */
export async function compare(base, revision, config, loaded) {
  // Both sides go through the spec loader first: Redocly follows whatever a reference names.
  const sides = loaded ?? { base: await loadSpec(base), revision: await loadSpec(revision) };
  const options = ["--format", "json", "--config", config, "--lint-config", "off", "--fail-on", "none"];
  const json = await redocly(["diff", base, revision, ...options]);
  if (json.code !== 0) throw new Error(`redocly diff failed:\n${json.stderr}`);
  // Without diff rules the CLI rates every change minor or patch, and would pass anything.
  const shown = path.relative(process.cwd(), config);
  if (/No diff rules are on/.test(json.stderr))
    throw new Error(`no diff rules are on in ${shown}; it must extend diff-recommended.`);
  const reach = { base: reachIndex(sides.base), revision: reachIndex(sides.revision) };
  const report = applyProjectRules(JSON.parse(json.stdout), sides, reach);
  for (const change of report.changes ?? []) Object.assign(change, describeChange(change, sides, reach));
  return report;
}

/**
 * How each report shows an impact: 🔴 breaking (Redocly's `major`), 🟢 minor (an addition), ⚪ patch.
 * @type {Record<string, string>}
 */
export const IMPACT = { major: "🔴 breaking", minor: "🟢 minor", patch: "⚪ patch" };

/**
 * Where a change of the report is written: in the base for something removed, else in the
 * revision (either side where the change has only the other).
 * @param {Json} change
 * @returns {Json | undefined}
 */
export const writtenAt = (change) =>
  change.kind === "removed" ? (change.base ?? change.revision) : (change.revision ?? change.base);

/** The diff rules that rated a change of the report, each once. */
export const ruleIds = (/** @type {Json} */ change) => [
  ...new Set((change.verdicts ?? []).map((/** @type {Json} */ v) => String(v.ruleId))),
];

/**
 * A function that names a file of Redocly's output as the report shows it: a file of a temporary
 * folder as `<ref>:spec/...`, any other as given.
 * @param {Inputs} inputs
 * @returns {(file: string) => string}
 */
export function relabeler(inputs) {
  // Longest prefix first: the relative form of a folder contains its absolute form.
  const prefixes = [...inputs.labels].sort((a, b) => b[0].length - a[0].length);
  return (file) => {
    for (const [prefix, label] of prefixes) if (file.startsWith(prefix)) return label + file.slice(prefix.length);
    return file;
  };
}

/** Text for one Markdown table cell: no line breaks, pipes escaped. */
export const cell = (/** @type {unknown} */ text) =>
  String(text ?? "")
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|");

/** A Markdown table of cells. */
export const table = (/** @type {string[]} */ head, /** @type {unknown[][]} */ rows) =>
  markdownTable([head, ...rows.map((row) => row.map(cell))], { alignDelimiters: false });

/**
 * The command line the comparing tools share (`npm run diff`, `npm run review`): two files, or a
 * git ref with an optional `--revision`; `--output`, `--config`, `--help`, and the tool's own string
 * options. `run` compares and gives the Markdown to print (and write with --output) and the exit
 * code; the temporary folders of git refs are removed afterwards, whatever happens.
 * @param {string[]} args
 * @param {string} usage
 * @param {string[]} own names of the tool's own string options
 * @param {(inputs: Inputs, config: string, values: Record<string, unknown>) => Promise<{ text: string, code: number }>} run
 */
export async function compareCommand(args, usage, own, run) {
  /** @type {Record<string, { type: "string" }>} */
  const extra = Object.fromEntries(own.map((name) => [name, { type: "string" }]));
  const { values, positionals } = readArgs(
    args,
    {
      output: { type: "string", short: "o" },
      config: { type: "string", default: CONFIG },
      revision: { type: "string" },
      help: { type: "boolean", short: "h" },
      ...extra,
    },
    { positionals: true },
  );
  if (values.help) {
    console.log(usage);
    return EXIT_OK;
  }
  const [first, second, ...more] = positionals;
  if (first === undefined || more.length) throw new UsageError(usage);
  /** @type {string[]} the temporary folders, removed whatever happens */
  const folders = [];
  try {
    const revision = typeof values.revision === "string" ? values.revision : undefined;
    const inputs = await findInputs(first, second, revision, folders);
    const { text, code } = await run(inputs, path.resolve(String(values.config)), values);
    process.stdout.write(text);
    if (typeof values.output === "string") await writeFile(path.resolve(values.output), text);
    return code;
  } finally {
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
