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
//     named from there (`POST /api/v1/transactions/{transaction_id}/track -> 200 -> quantity`);
//     Each change is a sentence that names what changed and, where the direction matters, who must
//     act (lib/change-text.mjs), written for the operation it is listed under;
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
import {
  breaksElsewhere,
  callBreak,
  changeDirections,
  changeText,
  directionOf,
  ownerFinder,
  requiredDelta,
} from "../lib/change-text.mjs";
import { markdownTable } from "markdown-table";
import { EXIT_OK, EXIT_PROBLEMS, runMain } from "../lib/cli.mjs";
import {
  cell,
  compare,
  compareCommand,
  extractFolder,
  nextVersion,
  PACKAGE_RULE,
  packageRelease,
  readChangelog,
  relabeler,
  requiredBump,
  verdict,
  VERSION_RULE,
} from "../lib/diff.mjs";
import { collectGaps, placeLabel } from "../lib/gaps.mjs";
import { loadSpec, SpecRefusal } from "../lib/load.mjs";
import { operationName, pointerSegments, reachIndex, routesTo, step } from "../lib/reach.mjs";
import { bundle, operations, ROOT } from "../lib/spec.mjs";
import { lintProblems } from "./lint.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("../lib/diff.mjs").DiffReport} DiffReport */
/** @typedef {import("../lib/diff.mjs").Inputs} Inputs */
/** @typedef {import("../lib/reach.mjs").Reach} Reach */
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
// Changes, placed under every operation they reach

/** A code span holding any text. */
const code = (/** @type {unknown} */ text) => "`" + String(text).replace(/`/g, "'") + "`";

/**
 * Every operation a change reaches, from where it is written in the base (something removed), the
 * revision (something added) or both (something changed: then only the operations both documents
 * have, since an operation added or removed is not changed by it), named from the operation down
 * to the change.
 * @param {Json} change
 * @param {{ base: Reach, revision: Reach }} reach
 * @returns {{ operations: Array<Reached & { trail: string[] }>, rest: string[] }}
 */
function placeChange(change, reach) {
  const sides = change.kind === "removed" ? ["base"] : change.kind === "added" ? ["revision"] : ["revision", "base"];
  const inBoth = (/** @type {string} */ key) =>
    [reach.base, reach.revision].every((r) => r.operations.some((op) => operationName(op) === key));
  /** @type {Map<string, Reached & { trail: string[] }>} */
  const found = new Map();
  let rest = /** @type {string[]} */ ([]);
  for (const side of /** @type {("base" | "revision")[]} */ (sides)) {
    const at = change[side];
    if (!at?.file) continue;
    const segments = pointerSegments(String(at.pointer ?? "#/"));
    // A `required` list is about the properties it names: `-> quantity`, not `-> required`.
    /** @type {string[]} */
    let tail = [];
    if (change.property === "required" && segments[segments.length - 1] === "required") {
      segments.pop();
      const { added, removed } = requiredDelta(change);
      const names = [...removed, ...added];
      tail = names.length ? [names.join(", ")] : ["required"];
    }
    const located = routesTo(reach[side], path.resolve(ROOT, at.file), segments);
    if (!rest.length) rest = [...located.rest, ...tail];
    for (const route of located.routes) {
      const op = reach[side].operations[route.operation];
      if (!op) continue;
      const key = operationName(op);
      if (found.has(key) || (sides.length === 2 && !inBoth(key))) continue;
      const at = [key, ...route.trail, ...located.rest, ...tail].join(" -> ");
      found.set(key, {
        method: op.method,
        path: op.path,
        ...(op.operationId ? { operationId: op.operationId } : {}),
        at,
        trail: [...route.trail, ...located.rest],
      });
    }
  }
  return { operations: [...found.values()], rest };
}

/**
 * The changes of Redocly's report, each rated, described and placed.
 * @param {DiffReport} report
 * @param {{ base: Reach, revision: Reach }} reach
 * @param {Namer} name
 * @param {{ base: LoadedSpec, revision: LoadedSpec }} loaded
 * @returns {ReviewChange[]}
 */
function reviewChanges(report, reach, name, loaded) {
  const owners = ownerFinder(loaded);
  return (report.changes ?? []).map((change) => {
    const verdicts = change.verdicts ?? [];
    const at = change.kind === "removed" ? (change.base ?? change.revision) : (change.revision ?? change.base);
    const written = at?.file ? `${name(at.file)}:${at.line ?? 0}` : "";
    const { operations: placed, rest } = placeChange(change, reach);
    const owner = owners(change);
    const reached = placed.map(({ trail, ...op }) => {
      const direction = directionOf(trail);
      const context = { directions: direction ? [direction] : [], owner, loaded };
      const call = callBreak(change, context);
      return {
        ...op,
        text: changeText(change, context) + breaksElsewhere(change, direction),
        ...(call ? { call } : {}),
      };
    });
    return {
      impact: change.impact,
      kind: change.kind,
      rules: [...new Set(verdicts.map((/** @type {Json} */ v) => String(v.ruleId)))],
      reason: changeText(change, { directions: changeDirections(change, reach), owner, loaded }),
      ruleMessages: verdicts.map((/** @type {Json} */ v) => String(v.message)),
      written,
      operations: reached,
      ...(reached.length
        ? {}
        : { elsewhere: bundleName(pointerSegments(String(change.path ?? "")), undefined) || rest.join(" -> ") }),
    };
  });
}

/**
 * A place of a bundled document as a reader names it: `GET /x -> 200 -> a` under paths, else its
 * keys joined (`components -> schemas -> Widget`).
 * @param {string[]} segments
 * @param {Json} [doc] the document, to name parameters by their name
 */
function bundleName(segments, doc) {
  const [first, template, method, ...below] = segments;
  if (first !== "paths" || template === undefined) return segments.join(" -> ");
  if (method === undefined) return template;
  let kind = "path";
  let node = doc?.paths?.[template];
  const parts = [
    /^(get|put|post|delete|options|head|patch|trace)$/.test(method)
      ? `${method.toUpperCase()} ${template}`
      : `${template} -> ${method}`,
  ];
  kind = step(kind, method).kind;
  node = node?.[method];
  for (const key of below) {
    node = node?.[key];
    const next = step(kind, key, node);
    if (next.label !== undefined) parts.push(next.label);
    kind = next.kind;
  }
  return parts.join(" -> ");
}

// ---------------------------------------------------------------------------------------------
// Lint, operations and gaps

/**
 * The lint problems of the revision, each placed: under the first operation that reaches it, or
 * by its file.
 * @param {LoadedSpec} loaded the revision
 * @param {Reach} reach
 * @param {Json} doc the revision, bundled
 * @param {Namer} name
 */
async function reviewLint(loaded, reach, doc, name) {
  const files = [loaded.root];
  const workflows = path.join(loaded.folder, "workflows.arazzo.yaml");
  if (existsSync(workflows)) files.push(workflows);
  const problems = await lintProblems({ files });
  return problems.map((problem) => {
    const segments = pointerSegments(problem.pointer);
    const written = `${name(path.relative(ROOT, problem.file))}${problem.line ? `:${problem.line}:${problem.col ?? 0}` : ""}`;
    let at;
    if (problem.line === undefined) {
      at = bundleName(segments, doc);
    } else {
      const { routes, rest } = routesTo(reach, problem.file, segments);
      const first = routes[0];
      const op = first && reach.operations[first.operation];
      at = op ? [operationName(op), ...(first?.trail ?? []), ...rest].join(" -> ") : rest.join(" -> ");
    }
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
  const present = new Set(operations(to).map((op) => `${op.method} ${op.path}`));
  return operations(from)
    .filter((op) => !present.has(`${op.method} ${op.path}`))
    .map((op) => ({
      method: op.method.toUpperCase(),
      path: op.path,
      ...(op.operation.operationId ? { operationId: String(op.operation.operationId) } : {}),
      at: `${op.method.toUpperCase()} ${op.path}`,
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
  const left = new Map();
  for (const { place, reason } of b) left.set(`${place}\0${reason}`, (left.get(`${place}\0${reason}`) ?? 0) + 1);
  return a.filter(({ place, reason }) => {
    const key = `${place}\0${reason}`;
    const n = left.get(key) ?? 0;
    if (n > 0) left.set(key, n - 1);
    return n === 0;
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
  /** @type {(file: string) => string} */
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
  /** @type {Record<"base" | "revision", LoadedSpec | undefined>} */
  const loaded = { base: undefined, revision: undefined };
  for (const side of /** @type {const} */ (["base", "revision"])) {
    try {
      loaded[side] = await loadSpec(inputs[side]);
    } catch (error) {
      if (!(error instanceof SpecRefusal)) throw error;
      facts.refused.push(`${side === "base" ? "Base" : "Revision"}: ${error.message}`);
    }
  }
  if (!loaded.base || !loaded.revision) {
    facts.verdict = { ok: false, reasons: ["a document was refused; nothing else was checked"] };
    return facts;
  }
  const [baseDoc, revisionDoc] = await Promise.all([
    bundle(inputs.base, { loaded: loaded.base }),
    bundle(inputs.revision, { loaded: loaded.revision }),
  ]);
  const reach = { base: reachIndex(loaded.base), revision: reachIndex(loaded.revision) };
  const [report, lint] = await Promise.all([
    compare(inputs.base, inputs.revision, config),
    linted ? reviewLint(loaded.revision, reach.revision, revisionDoc, show) : [],
  ]);
  facts.base.version = report.infoVersions?.base ?? baseDoc.info?.version;
  facts.revision.version = report.infoVersions?.revision ?? revisionDoc.info?.version;
  facts.lint = lint;
  const decision = verdict(report);
  facts.changes = {
    summary: {
      major: report.summary?.major ?? 0,
      minor: report.summary?.minor ?? 0,
      patch: report.summary?.patch ?? 0,
    },
    decision: decision.text,
    items: reviewChanges(report, reach, show, { base: loaded.base, revision: loaded.revision }),
  };
  facts.operations = { added: missingFrom(revisionDoc, baseDoc), removed: missingFrom(baseDoc, revisionDoc) };
  const [before, after] = [gapEntries(baseDoc), gapEntries(revisionDoc)];
  facts.gaps = {
    base: before.length,
    revision: after.length,
    closed: gapsLacking(before, after),
    opened: gapsLacking(after, before),
  };
  if (generated) facts.generated = await checkGenerated(inputs, revisionDoc);
  // An operation whose method and path the revision lacks is gone for typed calls, even where the
  // change is a new path template.
  const gone = callBreak({ typeName: "Operation", kind: "removed" });
  const calls = new Map(
    [
      ...facts.changes.items.flatMap((item) => item.operations),
      ...facts.operations.removed.map((op) => ({ ...op, call: gone })),
    ]
      .filter((op) => op.call)
      .map((op) => [`${op.method} ${op.path}\0${op.call}`, op]),
  );
  facts.calls = [...calls.values()];
  const { summary } = facts.changes;
  const breaking = summary.major > 0 || facts.calls.length > 0;
  const found = await besideRevision(inputs, "CHANGELOG.md");
  const changelog = found.file ? readChangelog(await readFile(found.file, "utf8")) : undefined;
  const since = changelog?.released;
  facts.package = {
    ...packageRelease({ breaking, additions: summary.minor > 0, changed: facts.changes.items.length > 0 }, since),
    ...(since ? { since } : {}),
  };
  facts.changelog =
    found.why === undefined
      ? { checked: true, file: found.label, needed: breaking, entry: Boolean(changelog?.breakingEntry) }
      : { checked: false, needed: breaking, entry: false, why: found.why };
  if (!decision.ok) {
    const next = nextVersion(facts.base.version, requiredBump(report) === "major" ? "major" : "minor");
    facts.verdict.reasons.push(`a breaking change, and \`info.version\` is not raised${next ? ` to ${next}` : ""}`);
  }
  if (facts.changelog.checked && breaking && !facts.changelog.entry) {
    facts.verdict.reasons.push(
      "a breaking change, and `CHANGELOG.md` has no entry for it under `## Unreleased`, `### Breaking changes`",
    );
  }
  if (lint.length) facts.verdict.reasons.push(`${lint.length} lint problem(s)`);
  if (facts.generated.error) facts.verdict.reasons.push("the revision does not generate");
  else if (facts.generated.stale.length) facts.verdict.reasons.push("`generated/` is stale against the revision");
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
  const { file: folder, label } = found;
  const { render, staleFiles } = await import("../build/generate.mjs");
  let files;
  try {
    files = await render(structuredClone(doc));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { checked: true, folder: label, stale: [], error: message.split("\n")[0] ?? message };
  }
  const { differ, extra } = await staleFiles(files, folder);
  return {
    checked: true,
    folder: label,
    stale: [...differ, ...extra.map((name) => `${name} (not generated any more)`)],
  };
}

// ---------------------------------------------------------------------------------------------
// The Markdown report

/** @type {Record<string, string>} */
const IMPACT = { major: "🔴 breaking", minor: "🟢 minor", patch: "⚪ patch" };

/** A Markdown table. */
const table = (/** @type {string[]} */ head, /** @type {unknown[][]} */ rows) =>
  markdownTable([head, ...rows.map((row) => row.map(cell))], { alignDelimiters: false }).split("\n");

/** `METHOD /path` (`operationId`). */
const opHeading = (/** @type {Reached} */ op) =>
  `${code(`${op.method} ${op.path}`)}${op.operationId ? ` (${code(op.operationId)})` : ""}`;

/** Counted words: `1 gap`, `3 gaps`. */
const count = (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ many) =>
  `${n} ${n === 1 ? one : many}`;

/**
 * The report in Markdown.
 * @param {ReviewFacts} facts
 */
export function renderReview(facts) {
  const lines = ["## Spec review", ""];
  lines.push(`- Base: ${facts.base.label}${facts.base.version ? `, version ${facts.base.version}` : ""}`);
  lines.push(
    `- Revision: ${facts.revision.label}${facts.revision.version ? `, version ${facts.revision.version}` : ""}`,
  );
  lines.push(
    facts.verdict.ok
      ? "- Verdict: ✅ **no problems found**: no lint problem, no unannounced breaking change."
      : `- Verdict: ❌ **changes needed**: ${facts.verdict.reasons.join("; ")}.`,
    "",
  );
  if (facts.refused.length) {
    lines.push(
      "### Refused",
      "",
      "Every tool refuses a document whose references leave its folder, or that is past the",
    );
    lines.push("spec loader's limits, before anything is read or fetched:", "");
    lines.push(...facts.refused.map((why) => `- ${cell(why)}`), "");
    return lines.join("\n");
  }
  const { summary, items } = facts.changes;
  lines.push(
    ...table(
      ["check", "result"],
      [
        ["Lint", facts.lint.length ? `❌ ${count(facts.lint.length, "problem", "problems")}` : "✅ 0 problems"],
        ["Changes", `${summary.major} breaking · ${summary.minor} minor · ${summary.patch} patch`],
        ["Version", facts.changes.decision.replace(/\*\*/g, "")],
        ["Operations", `${facts.operations.added.length} added · ${facts.operations.removed.length} removed`],
        [
          "Gaps",
          `closes ${facts.gaps.closed.length} of ${facts.gaps.base} · opens ${facts.gaps.opened.length} (${facts.gaps.revision} now)`,
        ],
        ["Generated", generatedResult(facts.generated)],
        ["Package", packageResult(facts)],
        ["CHANGELOG", changelogResult(facts.changelog)],
        [
          "Typed calls",
          facts.calls.length
            ? `${count(facts.calls.length, "stops", "stop")} compiling (below)`
            : "none stop compiling",
        ],
      ],
    ),
    "",
    `Version rule: ${facts.versionRule}`,
    "",
    `Package rule: ${facts.packageRule}`,
    "",
  );
  if (facts.calls.length) {
    lines.push("### Typed calls that stop compiling", "");
    lines.push(...facts.calls.map((op) => `- ${opHeading(op)}: ${inert(op.call ?? "")} (at ${code(op.at)}).`), "");
  }
  lines.push(...changesSection(items), ...operationsSection(facts), ...gapsSection(facts), ...lintSection(facts));
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
  if (check.stale.length) {
    return `❌ ${code(check.folder ?? "generated/")} is stale against the revision (${check.stale.map(code).join(", ")}): run \`npm run generate\``;
  }
  return `✅ ${code(check.folder ?? "generated/")} is what \`npm run generate\` makes of the revision`;
}

/**
 * The Package row: the release the change needs, and the version it makes.
 * @param {ReviewFacts} facts
 */
function packageResult({ package: release, changelog }) {
  if (release.change === "none") return "no release: nothing changed";
  const change = { breaking: "breaking", addition: "an addition", other: "neither breaking nor an addition" }[
    release.change
  ];
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
  return check.entry
    ? `✅ ${code(check.file)} has an entry under \`## Unreleased\`, \`### Breaking changes\``
    : `❌ a breaking change needs an entry in ${code(check.file)} under \`## Unreleased\`, \`### Breaking changes\`: there is none`;
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
    const rated = change.rules.length ? change.rules.map(code).join(", ") : "Redocly's default";
    for (const op of change.operations) {
      const key = `${op.method} ${op.path}`;
      const entry = byOperation.get(key) ?? { op, rows: [], worst: rank(change.impact) };
      entry.worst = Math.min(entry.worst, rank(change.impact));
      entry.rows.push([
        IMPACT[change.impact] ?? change.impact,
        code(op.at),
        op.text ?? change.reason,
        rated,
        change.written,
      ]);
      byOperation.set(key, entry);
    }
    if (!change.operations.length) {
      elsewhere.push([
        IMPACT[change.impact] ?? change.impact,
        code(change.elsewhere ?? ""),
        change.reason,
        rated,
        change.written,
      ]);
    }
  }
  const head = ["impact", "where", "change", "rated by", "written at"];
  const lines = ["### Changes by operation", ""];
  lines.push("A change written once (in a shared schema, say) is listed under every operation it reaches.", "");
  for (const { op, rows } of [...byOperation.values()].sort((a, b) => a.worst - b.worst)) {
    lines.push(`#### ${opHeading(op)}`, "", ...table(head, rows), "");
  }
  if (elsewhere.length) lines.push("#### Not reached by any operation", "", ...table(head, elsewhere), "");
  return lines;
}

/** @param {ReviewFacts} facts */
function operationsSection({ operations: ops }) {
  if (!ops.added.length && !ops.removed.length) return [];
  return [
    "### Operations added and removed",
    "",
    ...ops.added.map((op) => `- added ${opHeading(op)}`),
    ...ops.removed.map((op) => `- removed ${opHeading(op)}`),
    "",
  ];
}

/** Text from the document inside a Markdown list: on one line, no markup of its own. */
const inert = (/** @type {string} */ text) => cell(text).replace(/[<>[\]]/g, (c) => `\\${c}`);

/** @param {ReviewFacts} facts */
function gapsSection({ gaps }) {
  if (!gaps.closed.length && !gaps.opened.length) return [];
  const lines = ["### Gaps", ""];
  if (gaps.closed.length) {
    lines.push(`Closes ${gaps.closed.length} of ${count(gaps.base, "gap", "gaps")}:`, "");
    lines.push(...gaps.closed.map((g) => `- ${g.place}: ${inert(g.reason)}`), "");
  }
  if (gaps.opened.length) {
    lines.push(`Opens ${count(gaps.opened.length, "gap", "gaps")}:`, "");
    lines.push(...gaps.opened.map((g) => `- ${g.place}: ${inert(g.reason)}`), "");
  }
  return lines;
}

/** @param {ReviewFacts} facts */
function lintSection({ lint }) {
  if (!lint.length) return [];
  return [
    "### Lint problems",
    "",
    ...table(
      ["rule", "where", "problem", "written at"],
      lint.map((p) => [code(p.ruleId), p.at ? code(p.at) : "", p.message, p.written]),
    ),
    "",
  ];
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
    if (json) await writeFile(path.resolve(json), JSON.stringify(facts, null, 2) + "\n");
    return { text: renderReview(facts), code: facts.verdict.ok ? EXIT_OK : EXIT_PROBLEMS };
  });
}

runMain(import.meta.url, "review", main, USAGE);
