#!/usr/bin/env node
// @ts-check
// `npm run review`: one report on a change of the API description, to paste (or post) as a
// pull-request comment, and the same facts as JSON for tools.
//
//   npm run review -- <git-ref>                      spec/ at <ref> versus the working tree
//   npm run review -- <git-ref> --revision <ref2>    spec/ at <ref> versus spec/ at <ref2>
//   npm run review -- <base.yaml> <revision.yaml>    two documents on disk
//   options: --output <report.md>, --json <report.json>, --config <redocly.yaml>
//
// The report holds:
//   - every lint problem of the revision (`npm run lint`'s checks), with its rule and place;
//   - every change, rated by the same engine as `npm run diff` (Redocly's diff with the
//     diff-recommended rules, lib/diff.mjs), listed under every operation it reaches: a change to a
//     shared schema is written once but reaches each operation using it (lib/reach.mjs), and is
//     named from there (`POST /api/v1/transactions/{transaction_id}/track -> 200 -> quantity`).
//     Each change is a sentence that names what changed and, where the direction matters, who must
//     act (lib/change-text.mjs), written for the operation it is listed under;
//   - the typed calls that stop compiling, the package release and the CHANGELOG entry it needs;
//   - the operations added and removed, and the `x-gaps` entries the change closes or opens;
//   - whether the revision's `generated/` is what `npm run generate` makes of it, where there is
//     one (the working tree's, or `generated/` at the revision's git ref);
//   - the verdict on the version and the version rule, in the words of `npm run diff`.
//
// Both documents go through the spec loader first (lib/load.mjs). Exit codes: 1 for a breaking
// change without the version bump it needs, any lint problem, a stale `generated/`, or a refused
// document (a reference that leaves its folder, or a document past the loader's limits); 0
// otherwise; 2 when the review could not be made.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { callBreak, code } from "../lib/change-text.mjs";
import { errorText, EXIT_OK, EXIT_PROBLEMS, runMain } from "../lib/cli.mjs";
import {
  cell,
  compare,
  compareCommand,
  extractFolder,
  IMPACT,
  PACKAGE_RULE,
  packageRelease,
  readChangelog,
  relabeler,
  ruleIds,
  table,
  verdict,
  VERSION_RULE,
  writtenAt,
} from "../lib/diff.mjs";
import { collectGaps, placeLabel } from "../lib/gaps.mjs";
import { loadSpec, SpecRefusal } from "../lib/load.mjs";
import { operationName, placeName, pointerSegments, reachIndex, routesTo } from "../lib/reach.mjs";
import { bundle, operations, ROOT } from "../lib/spec.mjs";
import { lintProblems } from "./lint.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("../lib/diff.mjs").Inputs} Inputs */
/** @typedef {import("../lib/load.mjs").LoadedSpec} LoadedSpec */

const USAGE =
  "usage: npm run review -- <git-ref> [--revision <git-ref>]   or   npm run review -- <base.yaml> <revision.yaml>\n" +
  "       options: --output <report.md>, --json <report.json>, --config <redocly.yaml>";

/**
 * An operation a change reaches, and how: `at` names the way from the operation to the change, and
 * `text` is the change in a sentence as it reads there (in a request or a response); `call`, how it
 * stops typed calls of the operation from compiling, where it does.
 * @typedef {{ method: string, path: string, operationId?: string, at: string, text?: string, call?: string }} Reached
 */

/**
 * One change, rated and placed.
 * @typedef {object} ReviewChange
 * @property {"major" | "minor" | "patch"} impact
 * @property {string} kind added, removed or modified
 * @property {string[]} rules the diff rules that rated it; none for Redocly's default rating
 * @property {string} reason the change in a sentence: what changed and, where the direction matters,
 *   who must act, for every direction it is used in
 * @property {string[]} ruleMessages the diff rules' own messages
 * @property {string} written where the change is written (`spec/...:line`)
 * @property {Reached[]} operations every operation it reaches
 * @property {string} [elsewhere] where it is, when it reaches no operation
 */

/**
 * The facts of a review, as `--json` writes them.
 * @typedef {object} ReviewFacts
 * @property {{ label: string, version?: string }} base
 * @property {{ label: string, version?: string }} revision
 * @property {string[]} refused why a document was not reviewed
 * @property {{ ok: boolean, reasons: string[] }} verdict
 * @property {{ ruleId: string, severity: string, message: string, written: string, at: string }[]} lint
 * @property {{ summary: { major: number, minor: number, patch: number }, decision: string, items: ReviewChange[] }} changes
 * @property {{ added: Reached[], removed: Reached[] }} operations
 * @property {{ base: number, revision: number, closed: GapEntry[], opened: GapEntry[] }} gaps
 * @property {GeneratedCheck} generated
 * @property {string} versionRule the rule the verdict applies, as `npm run diff` states it
 * @property {Reached[]} calls the typed calls that stop compiling, each with `call`
 * @property {ReturnType<typeof packageRelease> & { since?: string }} package the release of the package
 *   the change needs under `packageRule`, after the last one (`since`)
 * @property {string} packageRule
 * @property {{ checked: boolean, file?: string, needed: boolean, entry: boolean, why?: string }} changelog
 *   whether a breaking change has its entry under `## Unreleased` (`### Breaking changes`)
 */

/**
 * Whether the revision's `generated/` is what the generator makes of the revision.
 * @typedef {object} GeneratedCheck
 * @property {boolean} checked
 * @property {string} [folder] the folder compared, as the report names it
 * @property {string[]} stale the files that differ, or that the revision no longer makes
 * @property {string} [error] why the revision could not be generated
 * @property {string} [why] why nothing was checked
 */

/** @typedef {{ place: string, reason: string }} GapEntry */

/** A file of Redocly's or the loader's output as the report names it. */
/** @typedef {(file: string) => string} Namer */

// ---------------------------------------------------------------------------------------------
// Lint, operations and gaps

/**
 * The lint problems of the revision, each placed: under the first operation that reaches it, or
 * by its file.
 * @param {LoadedSpec} loaded the revision
 * @param {Json} doc the revision, bundled
 * @param {Namer} name
 */
async function reviewLint(loaded, doc, name) {
  const workflows = path.join(loaded.folder, "workflows.arazzo.yaml");
  const problems = await lintProblems([loaded.root, ...(existsSync(workflows) ? [workflows] : [])]);
  const reach = reachIndex(loaded);
  return problems.map((problem) => {
    const segments = pointerSegments(problem.pointer);
    const written = `${name(path.relative(ROOT, problem.file))}${problem.line ? `:${problem.line}:${problem.col ?? 0}` : ""}`;
    const { routes, rest } = routesTo(reach, problem.file, segments);
    const op = routes[0] && reach.operations[routes[0].operation];
    const at =
      problem.line === undefined
        ? placeName(segments, doc)
        : [...(op ? [operationName(op), ...(routes[0]?.trail ?? [])] : []), ...rest].join(" -> ");
    return { ruleId: problem.ruleId, severity: problem.severity, message: problem.message, written, at };
  });
}

/**
 * The operations one document has and the other has not.
 * @param {Json} from
 * @param {Json} to
 * @returns {Reached[]}
 */
function missingFrom(from, to) {
  const present = new Set(operations(to).map((op) => op.key));
  return operations(from)
    .filter((op) => !present.has(op.key))
    .map(({ method, path, key, operation: { operationId } }) => ({
      method: method.toUpperCase(),
      path,
      ...(operationId ? { operationId: String(operationId) } : {}),
      at: key,
    }));
}

/**
 * The `x-gaps` entries of a bundled document, as place and reason.
 * @param {Json} doc
 * @returns {GapEntry[]}
 */
const gapEntries = (doc) =>
  collectGaps(doc).flatMap((place) => place.reasons.map((reason) => ({ place: placeLabel(place), reason })));

/**
 * The entries of `a` that `b` lacks, counting repeats.
 * @param {GapEntry[]} a
 * @param {GapEntry[]} b
 */
function gapsLacking(a, b) {
  const left = b.map(({ place, reason }) => `${place}\0${reason}`);
  return a.filter(({ place, reason }) => {
    const at = left.indexOf(`${place}\0${reason}`);
    if (at !== -1) left.splice(at, 1);
    return at === -1;
  });
}

// ---------------------------------------------------------------------------------------------
// The review

/**
 * Reviews a change: loads both documents, lints the revision, rates, describes and places the
 * changes, compares operations and gaps, and checks the revision's `generated/`.
 * @param {Inputs} inputs
 * @param {string} config
 * @param {{ generated?: boolean, lint?: boolean }} [options] generated: whether to check `generated/`
 *   (on by default; it renders the generator's output, which takes seconds); lint: whether to lint
 *   the revision (on by default)
 * @returns {Promise<ReviewFacts>}
 */
export async function review(inputs, config, { generated = true, lint: linted = true } = {}) {
  const name = relabeler(inputs);
  /** @type {Namer} */
  const show = (file) => name(path.relative(ROOT, path.resolve(ROOT, file)));
  /** @type {ReviewFacts} */
  const facts = {
    base: { label: inputs.baseLabel },
    revision: { label: inputs.revisionLabel },
    refused: [],
    verdict: { ok: true, reasons: [] },
    lint: [],
    changes: { summary: { major: 0, minor: 0, patch: 0 }, decision: "", items: [] },
    operations: { added: [], removed: [] },
    gaps: { base: 0, revision: 0, closed: [], opened: [] },
    generated: { checked: false, stale: [], why: "not asked for" },
    versionRule: VERSION_RULE,
    calls: [],
    package: { change: "none" },
    packageRule: PACKAGE_RULE,
    changelog: { checked: false, needed: false, entry: false, why: "not asked for" },
  };
  /** Loads one side; a document the loader refuses is listed, and is not reviewed further. */
  const load = (/** @type {"Base" | "Revision"} */ side, /** @type {string} */ file) =>
    loadSpec(file).catch((error) => {
      if (!(error instanceof SpecRefusal)) throw error;
      facts.refused.push(`${side}: ${error.message}`);
    });
  const [base, revision] = [await load("Base", inputs.base), await load("Revision", inputs.revision)];
  if (!base || !revision) {
    facts.verdict = { ok: false, reasons: ["a document was refused; nothing else was checked"] };
    return facts;
  }
  const sides = { base, revision };
  const [baseDoc, revisionDoc] = await Promise.all([
    bundle(inputs.base, { loaded: base }),
    bundle(inputs.revision, { loaded: revision }),
  ]);
  const [report, lint] = await Promise.all([
    compare(inputs.base, inputs.revision, config, sides),
    linted ? reviewLint(sides.revision, revisionDoc, show) : [],
  ]);
  facts.base.version = report.infoVersions?.base ?? baseDoc.info?.version;
  facts.revision.version = report.infoVersions?.revision ?? revisionDoc.info?.version;
  facts.lint = lint;
  const decision = verdict(report);
  const items = (report.changes ?? []).map((change) => {
    const verdicts = change.verdicts ?? [];
    const at = writtenAt(change);
    return {
      impact: change.impact,
      kind: change.kind,
      rules: ruleIds(change),
      reason: change.text,
      ruleMessages: verdicts.map((/** @type {Json} */ v) => String(v.message)),
      written: at?.file ? `${show(at.file)}:${at.line ?? 0}` : "",
      operations: change.operations,
      ...(change.elsewhere === undefined ? {} : { elsewhere: change.elsewhere }),
    };
  });
  facts.changes = { summary: { major: 0, minor: 0, patch: 0, ...report.summary }, decision: decision.text, items };
  facts.operations = { added: missingFrom(revisionDoc, baseDoc), removed: missingFrom(baseDoc, revisionDoc) };
  const [before, after] = [gapEntries(baseDoc), gapEntries(revisionDoc)];
  const [closed, opened] = [gapsLacking(before, after), gapsLacking(after, before)];
  facts.gaps = { base: before.length, revision: after.length, closed, opened };
  if (generated) facts.generated = await checkGenerated(inputs, revisionDoc);
  // An operation whose method and path the revision lacks is gone for typed calls, even where the
  // change is a new path template.
  const gone = callBreak({ typeName: "Operation", kind: "removed" });
  const calls = [
    ...items.flatMap((item) => item.operations),
    ...facts.operations.removed.map((op) => ({ ...op, call: gone })),
  ];
  facts.calls = [
    ...new Map(calls.filter((op) => op.call).map((op) => [`${op.method} ${op.path}\0${op.call}`, op])).values(),
  ];
  const { summary } = facts.changes;
  const breaking = summary.major > 0 || facts.calls.length > 0;
  const found = await besideRevision(inputs, "CHANGELOG.md");
  const changelog = found.file ? readChangelog(await readFile(found.file, "utf8")) : undefined;
  const since = changelog?.released;
  const changed = { breaking, additions: summary.minor > 0, changed: items.length > 0 };
  facts.package = { ...packageRelease(changed, since), ...(since ? { since } : {}) };
  facts.changelog =
    found.why === undefined
      ? { checked: true, file: found.label, needed: breaking, entry: Boolean(changelog?.breakingEntry) }
      : { checked: false, needed: breaking, entry: false, why: found.why };
  const { next } = decision;
  facts.verdict.reasons = [
    decision.ok ? "" : `a breaking change, and \`info.version\` is not raised${next ? ` to ${next}` : ""}`,
    facts.changelog.checked && breaking && !facts.changelog.entry
      ? "a breaking change, and `CHANGELOG.md` has no entry for it under `## Unreleased`, `### Breaking changes`"
      : "",
    lint.length ? `${lint.length} lint problem(s)` : "",
    facts.generated.error ? "the revision does not generate" : "",
    !facts.generated.error && facts.generated.stale.length ? "`generated/` is stale against the revision" : "",
  ].filter(Boolean);
  facts.verdict.ok = facts.verdict.reasons.length === 0;
  return facts;
}

/**
 * A file or folder of the revision's repository (`generated/`, `CHANGELOG.md`): at the revision's
 * git ref, as it is there; else beside the revision's `spec/` folder (the working tree's for
 * `spec/openapi.yaml`). Without one, why.
 * @param {Inputs} inputs
 * @param {string} name
 * @returns {Promise<{ file: string, label: string, why?: undefined } | { file?: undefined, why: string }>}
 */
async function besideRevision(inputs, name) {
  if (inputs.revisionRef) {
    try {
      const { dir } = await extractFolder(inputs.revisionRef, name);
      inputs.folders.push(dir);
      return { file: path.join(dir, name), label: `${name} at ${inputs.revisionRef}` };
    } catch {
      return { why: `no \`${name}\` at ${inputs.revisionRef}` };
    }
  }
  const specFolder = path.dirname(inputs.revision);
  const beside = path.join(path.dirname(specFolder), name);
  if (path.basename(specFolder) !== "spec" || !existsSync(beside)) {
    return { why: `no \`${name}\` beside the revision's \`spec/\`` };
  }
  return { file: beside, label: `${path.relative(process.cwd(), beside) || "."}${name.endsWith("/") ? "/" : ""}` };
}

/**
 * Compares the revision's `generated/` with what the generator makes of the revision: at the
 * revision's git ref, `generated/` at that ref; else the folder beside the revision's `spec/`
 * (the working tree's for `spec/openapi.yaml`). Without one, nothing is checked.
 * @param {Inputs} inputs
 * @param {Json} doc the revision, bundled
 * @returns {Promise<GeneratedCheck>}
 */
async function checkGenerated(inputs, doc) {
  const found = await besideRevision(inputs, "generated/");
  if (found.why !== undefined) return { checked: false, stale: [], why: found.why };
  const { render, staleFiles } = await import("../build/generate.mjs");
  let files;
  try {
    files = await render(structuredClone(doc));
  } catch (error) {
    const message = errorText(error);
    return { checked: true, folder: found.label, stale: [], error: message.split("\n")[0] ?? message };
  }
  const { differ, extra } = await staleFiles(files, found.file);
  const stale = [...differ, ...extra.map((file) => `${file} (not generated any more)`)];
  return { checked: true, folder: found.label, stale };
}

// ---------------------------------------------------------------------------------------------
// The Markdown report

/** `METHOD /path` (`operationId`). */
const opHeading = (/** @type {Reached} */ op) =>
  `${code(`${op.method} ${op.path}`)}${op.operationId ? ` (${code(op.operationId)})` : ""}`;

/** Counted words: `1 gap`, `3 gaps`. */
const count = (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ many) =>
  `${n} ${n === 1 ? one : many}`;

/** Text from the document inside a Markdown list: on one line, no markup of its own. */
const inert = (/** @type {string} */ text) => cell(text).replace(/[<>[\]]/g, (c) => `\\${c}`);

/**
 * The report in Markdown.
 * @param {ReviewFacts} facts
 */
export function renderReview(facts) {
  const { base, revision, verdict, changes, operations: ops, gaps, calls } = facts;
  const lines = [
    "## Spec review",
    "",
    `- Base: ${base.label}${base.version ? `, version ${base.version}` : ""}`,
    `- Revision: ${revision.label}${revision.version ? `, version ${revision.version}` : ""}`,
    verdict.ok
      ? "- Verdict: ✅ **no problems found**: no lint problem, no unannounced breaking change."
      : `- Verdict: ❌ **changes needed**: ${verdict.reasons.join("; ")}.`,
    "",
  ];
  if (facts.refused.length) {
    const why = "Every tool refuses a document whose references leave its folder, or that is past the";
    lines.push("### Refused", "", why, "spec loader's limits, before anything is read or fetched:", "");
    return [...lines, ...facts.refused.map((reason) => `- ${cell(reason)}`), ""].join("\n");
  }
  const { summary } = changes;
  const checks = [
    ["Lint", facts.lint.length ? `❌ ${count(facts.lint.length, "problem", "problems")}` : "✅ 0 problems"],
    ["Changes", `${summary.major} breaking · ${summary.minor} minor · ${summary.patch} patch`],
    ["Version", changes.decision.replace(/\*\*/g, "")],
    ["Operations", `${ops.added.length} added · ${ops.removed.length} removed`],
    ["Gaps", `closes ${gaps.closed.length} of ${gaps.base} · opens ${gaps.opened.length} (${gaps.revision} now)`],
    ["Generated", generatedResult(facts.generated)],
    ["Package", packageResult(facts)],
    ["CHANGELOG", changelogResult(facts.changelog)],
    ["Typed calls", calls.length ? `${count(calls.length, "stops", "stop")} compiling (below)` : "none stop compiling"],
  ];
  lines.push(table(["check", "result"], checks), "", `Version rule: ${facts.versionRule}`, "");
  lines.push(`Package rule: ${facts.packageRule}`, "");
  if (calls.length) {
    lines.push("### Typed calls that stop compiling", "");
    lines.push(...calls.map((op) => `- ${opHeading(op)}: ${inert(op.call ?? "")} (at ${code(op.at)}).`), "");
  }
  lines.push(...changesSection(changes.items));
  if (ops.added.length || ops.removed.length) {
    lines.push("### Operations added and removed", "");
    lines.push(...ops.added.map((op) => `- added ${opHeading(op)}`));
    lines.push(...ops.removed.map((op) => `- removed ${opHeading(op)}`), "");
  }
  if (gaps.closed.length || gaps.opened.length) lines.push("### Gaps", "");
  if (gaps.closed.length) lines.push(`Closes ${gaps.closed.length} of ${count(gaps.base, "gap", "gaps")}:`, "");
  if (gaps.closed.length) lines.push(...gaps.closed.map((g) => `- ${g.place}: ${inert(g.reason)}`), "");
  if (gaps.opened.length) lines.push(`Opens ${count(gaps.opened.length, "gap", "gaps")}:`, "");
  if (gaps.opened.length) lines.push(...gaps.opened.map((g) => `- ${g.place}: ${inert(g.reason)}`), "");
  if (facts.lint.length) {
    const rows = facts.lint.map((p) => [code(p.ruleId), p.at ? code(p.at) : "", p.message, p.written]);
    lines.push("### Lint problems", "", table(["rule", "where", "problem", "written at"], rows), "");
  }
  return lines.join("\n");
}

/**
 * The Generated row: whether `generated/` matches the revision, what is stale, or why it was not
 * checked.
 * @param {GeneratedCheck} check
 */
function generatedResult(check) {
  if (!check.checked) return `not checked: ${check.why ?? "no generated/ folder"}`;
  if (check.error) return `❌ the revision does not generate: ${check.error}`;
  const folder = code(check.folder ?? "generated/");
  if (!check.stale.length) return `✅ ${folder} is what \`npm run generate\` makes of the revision`;
  return `❌ ${folder} is stale against the revision (${check.stale.map(code).join(", ")}): run \`npm run generate\``;
}

/** The kinds of change, as the Package row says them. */
const CHANGE_KINDS = { breaking: "breaking", addition: "an addition", other: "neither breaking nor an addition" };

/**
 * The Package row: the release the change needs, and the version it makes.
 * @param {ReviewFacts} facts
 */
function packageResult({ package: release, changelog }) {
  if (release.change === "none") return "no release: nothing changed";
  const change = CHANGE_KINDS[release.change];
  if (release.next) return `${change}: a ${release.level} release, ${release.next} after ${release.since}`;
  if (changelog.checked)
    return `${change}; no version is released yet (\`CHANGELOG.md\` has none): the first release takes it`;
  return `${change}; the last release is not known: ${changelog.why}`;
}

/**
 * The CHANGELOG row: whether a breaking change has its entry.
 * @param {ReviewFacts["changelog"]} check
 */
function changelogResult(check) {
  if (!check.checked) return `not checked: ${check.why}`;
  if (!check.needed) return `✅ no entry required: nothing breaks`;
  const where = `${code(check.file)} under \`## Unreleased\`, \`### Breaking changes\``;
  return check.entry
    ? `✅ ${code(check.file)} has an entry under \`## Unreleased\`, \`### Breaking changes\``
    : `❌ a breaking change needs an entry in ${where}: there is none`;
}

/**
 * The changes under every operation they reach, breaking ones first; then those that reach none.
 * @param {ReviewChange[]} items
 */
function changesSection(items) {
  if (!items.length) return ["### Changes", "", "No changes.", ""];
  const rank = (/** @type {string} */ impact) => ["major", "minor", "patch"].indexOf(impact);
  /** @type {Map<string, { op: Reached, rows: unknown[][], worst: number }>} */
  const byOperation = new Map();
  /** @type {unknown[][]} */
  const elsewhere = [];
  for (const change of [...items].sort((a, b) => rank(a.impact) - rank(b.impact))) {
    const [impact, rated] = [IMPACT[change.impact], change.rules.map(code).join(", ") || "Redocly's default"];
    for (const op of change.operations) {
      const entry = byOperation.get(`${op.method} ${op.path}`) ?? { op, rows: [], worst: rank(change.impact) };
      entry.rows.push([impact, code(op.at), op.text ?? change.reason, rated, change.written]);
      byOperation.set(`${op.method} ${op.path}`, entry);
    }
    if (!change.operations.length)
      elsewhere.push([impact, code(change.elsewhere), change.reason, rated, change.written]);
  }
  const head = ["impact", "where", "change", "rated by", "written at"];
  const lines = ["### Changes by operation", ""];
  lines.push("A change written once (in a shared schema, say) is listed under every operation it reaches.", "");
  for (const { op, rows } of [...byOperation.values()].sort((a, b) => a.worst - b.worst)) {
    lines.push(`#### ${opHeading(op)}`, "", table(head, rows), "");
  }
  if (elsewhere.length) lines.push("#### Not reached by any operation", "", table(head, elsewhere), "");
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Command line

/**
 * Prints the report (and writes it, and the facts as JSON, where asked); resolves with the exit code.
 * @param {string[]} args
 */
export async function main(args) {
  return compareCommand(args, USAGE, ["json"], async (inputs, config, { json }) => {
    const facts = await review(inputs, config);
    if (typeof json === "string") await writeFile(path.resolve(json), JSON.stringify(facts, null, 2) + "\n");
    return { text: renderReview(facts), code: facts.verdict.ok ? EXIT_OK : EXIT_PROBLEMS };
  });
}

runMain(import.meta.url, "review", main, USAGE);
