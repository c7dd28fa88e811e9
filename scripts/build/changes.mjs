// @ts-check
// The reference's "Changes" page (dist/docs/changes.html, written by `npm run docs` beside the
// reference): how the API description changed, version by version, from the git history of spec/.
//
// A version is a commit where `info.version` of the root document took a new value: the API's own
// version number, the one a breaking change must raise (lib/diff.mjs). Tags would name releases
// of this package instead, which change for client fixes that leave the API alone, and a clone
// often has none. Each version is compared with the one before it (the first with an empty
// document), and the document the reference shows (the working tree) with the last version, as
// "Unreleased", by the same engine as `npm run review` (review/review.mjs): operations added and
// removed, and every rated change listed under every operation it reaches, breaking ones marked.
//
// Everything comes from the local repository: no network. A clone without history (a shallow
// clone, or a copy without git) gets a page that says so, and the build goes on.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import escapeHtml from "escape-html";
import { x } from "tinyexec";
import { parse as parseYaml } from "yaml";
import { extractSpec } from "../lib/diff.mjs";
import { CONFIG } from "../lib/redocly.mjs";
import { SPEC_FILE } from "../lib/spec.mjs";
import { review } from "../review/review.mjs";

/** @typedef {import("../review/review.mjs").ReviewFacts} ReviewFacts */
/** @typedef {{ method: string, path: string, operationId?: string }} Operation */

/**
 * One change as listed under an operation.
 * @typedef {object} ListedChange
 * @property {"major" | "minor" | "patch"} impact
 * @property {boolean} breaking
 * @property {string} at where in the operation (`GET /x -> 200 -> id`)
 * @property {string} reason what changed, in the engine's words
 */

/**
 * One version's changes, or the unreleased ones.
 * @typedef {object} Release
 * @property {string} version `info.version`, "Unreleased" for the working tree
 * @property {string} [commit] the commit that set the version (abbreviated)
 * @property {string} [date] its date (ISO 8601)
 * @property {string} [since] the version it is compared with; none for the first
 * @property {string[]} refused why a document could not be compared
 * @property {{ major: number, minor: number, patch: number }} summary
 * @property {string} decision the engine's verdict on the version number
 * @property {Operation[]} added
 * @property {Operation[]} removed
 * @property {Array<{ operation: Operation, changes: ListedChange[] }>} changed
 * @property {ListedChange[]} elsewhere changes that reach no operation
 */

/**
 * @typedef {object} History
 * @property {"ok" | "shallow" | "no-git" | "no-versions"} state
 * @property {string} note what the page says about where the history comes from
 * @property {Release[]} releases newest first, "Unreleased" (if any change) on top
 */

/**
 * Runs git in `cwd`; resolves with its output, or undefined when it fails (no git, no repository).
 * @param {string} cwd
 * @param {string[]} args
 */
async function git(cwd, args) {
  const result = await x("git", args, { nodeOptions: { cwd } }).then(undefined, () => undefined);
  return result?.exitCode === 0 ? result.stdout : undefined;
}

/**
 * The commits where the root document's `info.version` took a new value, oldest first.
 * @param {string} top the repository's root
 * @param {string} file the root document, relative to `top`
 */
async function versionCommits(top, file) {
  const log = (await git(top, ["log", "--reverse", "--topo-order", "--format=%H %cI", "--", file])) ?? "";
  /** @type {Array<{ version: string, commit: string, date: string }>} */
  const versions = [];
  for (const line of log.split("\n").filter(Boolean)) {
    const [commit = "", date = ""] = line.split(" ");
    let version;
    try {
      version = parseYaml((await git(top, ["show", `${commit}:${file}`])) ?? "")?.info?.version;
    } catch {
      continue; // a commit whose document does not parse names no version
    }
    if (version === undefined || version === null) continue;
    if (String(version) !== versions.at(-1)?.version) versions.push({ version: String(version), commit, date });
  }
  return versions;
}

/** A document with no operations: what the first version is compared with. */
const EMPTY_DOCUMENT = { openapi: "3.1.0", info: { title: "No document yet", version: "0.0.0" }, paths: {} };

/**
 * Compares two documents with the review engine and lists the result for the page.
 * @param {{ base: string, revision: string, baseLabel: string, revisionLabel: string }} pair
 * @returns {Promise<Omit<Release, "version">>}
 */
async function compareVersions(pair) {
  const facts = await review({ ...pair, labels: new Map(), folders: [] }, CONFIG);
  return listChanges(facts);
}

/**
 * The changes of a review, by operation: every change under every operation it reaches, except
 * the operations added or removed (whose change is that).
 * @param {ReviewFacts} facts
 * @returns {Omit<Release, "version">}
 */
export function listChanges(facts) {
  const key = (/** @type {Operation} */ op) => `${op.method} ${op.path}`;
  const name = (/** @type {Operation} */ op) => ({
    method: op.method,
    path: op.path,
    ...(op.operationId ? { operationId: op.operationId } : {}),
  });
  const whole = new Set([...facts.operations.added, ...facts.operations.removed].map(key));
  /** @type {Map<string, { operation: Operation, changes: ListedChange[] }>} */
  const changed = new Map();
  /** @type {ListedChange[]} */
  const elsewhere = [];
  for (const item of facts.changes.items) {
    const base = { impact: item.impact, breaking: item.impact === "major", reason: item.reason };
    if (!item.operations.length) elsewhere.push({ ...base, at: item.elsewhere ?? "" });
    for (const op of item.operations) {
      if (whole.has(key(op))) continue;
      const entry = changed.get(key(op)) ?? { operation: name(op), changes: [] };
      entry.changes.push({ ...base, at: op.at });
      changed.set(key(op), entry);
    }
  }
  const rank = (/** @type {{ changes: ListedChange[] }} */ e) => (e.changes.some((c) => c.breaking) ? 0 : 1);
  return {
    refused: facts.refused,
    summary: facts.changes.summary,
    decision: facts.changes.decision.replace(/\*\*/g, ""),
    added: facts.operations.added.map(name),
    removed: facts.operations.removed.map(name),
    changed: [...changed.values()].sort(
      (a, b) => rank(a) - rank(b) || key(a.operation).localeCompare(key(b.operation)),
    ),
    elsewhere,
  };
}

/**
 * The history of the API description in the repository that holds `spec`.
 * @param {{ spec?: string }} [options] spec: the root document (spec/openapi.yaml)
 * @returns {Promise<History>}
 */
export async function specHistory({ spec = SPEC_FILE } = {}) {
  const specFile = path.resolve(spec);
  const top = (await git(path.dirname(specFile), ["rev-parse", "--show-toplevel"]))?.trim();
  if (!top) {
    return {
      state: "no-git",
      note:
        "This copy of the project has no git history, so the changes between versions cannot be listed. " +
        "Build the reference from a git clone to see them.",
      releases: [],
    };
  }
  if ((await git(top, ["rev-parse", "--is-shallow-repository"]))?.trim() === "true") {
    return {
      state: "shallow",
      note:
        "This clone is shallow (made with --depth): it lacks the history of spec/, so the changes between " +
        "versions cannot be listed. Fetch the whole history (git fetch --unshallow) and build again.",
      releases: [],
    };
  }
  const file = path.relative(top, specFile).split(path.sep).join("/");
  const versions = await versionCommits(top, file);
  if (!versions.length) {
    return { state: "no-versions", note: `No commit of this repository holds ${file} yet.`, releases: [] };
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), "spec-history-"));
  /** @type {string[]} */
  const folders = [];
  try {
    const empty = path.join(scratch, "openapi.yaml");
    await writeFile(empty, JSON.stringify(EMPTY_DOCUMENT));
    /** @type {string[]} */
    const roots = [];
    for (const { commit } of versions) {
      const { dir } = await extractSpec(commit, top);
      folders.push(dir);
      roots.push(path.join(dir, file));
    }
    /** @type {Release[]} */
    const releases = [];
    for (const [i, v] of versions.entries()) {
      const before = versions[i - 1];
      const compared = await compareVersions({
        base: roots[i - 1] ?? empty,
        revision: roots[i] ?? "",
        baseLabel: before ? `version ${before.version}` : "no document",
        revisionLabel: `version ${v.version}`,
      });
      releases.unshift({
        version: v.version,
        commit: v.commit.slice(0, 12),
        date: v.date,
        ...(before ? { since: before.version } : {}),
        ...compared,
      });
    }
    // The document the reference shows, if spec/ differs from the last version's.
    const last = versions.at(-1);
    const specDir = path.dirname(file);
    const same = last && (await git(top, ["diff", "--quiet", last.commit, "--", specDir])) !== undefined;
    if (last && !same) {
      const compared = await compareVersions({
        base: roots.at(-1) ?? empty,
        revision: specFile,
        baseLabel: `version ${last.version}`,
        revisionLabel: "the working tree",
      });
      releases.unshift({ version: "Unreleased", since: last.version, ...compared });
    }
    return {
      state: "ok",
      note: `From the git history of ${specDir}/: ${versions.length} version${versions.length === 1 ? "" : "s"}.`,
      releases,
    };
  } finally {
    await Promise.all([scratch, ...folders].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

// ---------------------------------------------------------------------------------------------
// The page

/** Text with its `code spans` shown as code; everything else escaped. */
const withCode = (/** @type {string} */ text) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_, inner) => `<code>${inner}</code>`);

/** @type {Record<string, string>} */
const IMPACT = { major: "Breaking", minor: "Minor", patch: "Patch" };

/** @param {Operation} op */
const operationLabel = (op) =>
  `<code>${escapeHtml(`${op.method} ${op.path}`)}</code>${op.operationId ? ` (<code>${escapeHtml(op.operationId)}</code>)` : ""}`;

/** @param {ListedChange} change */
function changeItem(change) {
  return (
    `<li class="change" data-impact="${escapeHtml(change.impact)}">` +
    `<span class="impact impact-${escapeHtml(change.impact)}">${IMPACT[change.impact] ?? escapeHtml(change.impact)}</span> ` +
    `${change.at ? `<code>${escapeHtml(change.at)}</code>: ` : ""}${withCode(change.reason)}</li>`
  );
}

/**
 * One version's section.
 * @param {Release} release
 */
function releaseSection(release) {
  const id = release.version === "Unreleased" ? "unreleased" : `version-${release.version.replace(/[^\w.-]/g, "-")}`;
  const out = [`<section id="${escapeHtml(id)}" class="release" data-version="${escapeHtml(release.version)}">`];
  out.push(`<h2>${escapeHtml(release.version)}</h2>`);
  const facts = [];
  if (release.commit) facts.push(`commit <code>${escapeHtml(release.commit)}</code>`);
  if (release.date) facts.push(escapeHtml(release.date.slice(0, 10)));
  facts.push(release.since ? `compared with ${escapeHtml(release.since)}` : "the first version");
  out.push(`<p class="meta">${facts.join(", ")}.</p>`);
  if (release.refused.length) {
    out.push("<p>Not compared:</p><ul>", ...release.refused.map((r) => `<li>${escapeHtml(r)}</li>`), "</ul></section>");
    return out.join("\n");
  }
  const { major, minor, patch } = release.summary;
  out.push(
    `<p class="summary">${release.added.length} added, ${release.removed.length} removed, ` +
      `${release.changed.length} changed operations; ${major} breaking, ${minor} minor and ${patch} patch ` +
      `changes. ${withCode(release.decision)}</p>`,
  );
  /** @param {string} title @param {string} kind @param {Operation[]} ops */
  const list = (title, kind, ops) =>
    ops.length
      ? [
          `<h3>${title}</h3>`,
          `<ul class="operations">`,
          ...ops.map(
            (op) =>
              `<li data-operation="${escapeHtml(`${op.method} ${op.path}`)}" data-kind="${kind}">${operationLabel(op)}</li>`,
          ),
          "</ul>",
        ]
      : [];
  out.push(
    ...list("Operations added", "added", release.added),
    ...list("Operations removed", "removed", release.removed),
  );
  if (release.changed.length) {
    out.push("<h3>Operations changed</h3>");
    out.push("<p>A change written once (in a shared schema, say) is listed under every operation it reaches.</p>");
    for (const { operation, changes } of release.changed) {
      const breaking = changes.some((c) => c.breaking);
      out.push(
        `<div class="operation" data-operation="${escapeHtml(`${operation.method} ${operation.path}`)}" data-kind="changed"${breaking ? " data-breaking" : ""}>`,
        `<h4>${operationLabel(operation)}${breaking ? ' <span class="impact impact-major">Breaking</span>' : ""}</h4>`,
        "<ul>",
        ...changes.map(changeItem),
        "</ul></div>",
      );
    }
  }
  if (release.elsewhere.length) {
    out.push("<h3>Changes that reach no operation</h3>", "<ul>", ...release.elsewhere.map(changeItem), "</ul>");
  }
  if (!release.added.length && !release.removed.length && !release.changed.length && !release.elsewhere.length) {
    out.push("<p>No change to the description.</p>");
  }
  out.push("</section>");
  return out.join("\n");
}

/** The page's style: light and dark, in the reference's own colours. */
const STYLE = `
body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fff; color: #1a1c21; }
main { max-width: 60rem; margin: 0 auto; padding: 24px 32px 64px; }
a { color: #0b5ad1; }
code { font: 0.875em ui-monospace, Menlo, Consolas, monospace; background: #f0f1f4; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
.meta, .summary { color: #3b3c45; }
.release { border-top: 1px solid #dcdde5; margin-top: 32px; }
.impact { display: inline-block; font-size: 0.75em; font-weight: 700; text-transform: uppercase; padding: 0 6px; border-radius: 4px; border: 1px solid currentColor; }
.impact-major { color: #b3261e; } .impact-minor { color: #13733f; } .impact-patch { color: #55565f; }
li { margin: 4px 0; }
html.dark body { background: #1a1c21; color: #e9e9ed; }
html.dark a { color: #8cb4ff; }
html.dark code { background: #2a2b33; }
html.dark .meta, html.dark .summary { color: #c2c3cc; }
html.dark .release { border-color: #3b3c45; }
html.dark .impact-major { color: #ff8a80; } html.dark .impact-minor { color: #68cc97; } html.dark .impact-patch { color: #c2c3cc; }
`;

/**
 * The Changes page: one offline file whose only script (by hash) applies the theme the reader
 * picked on the reference page, else the system's.
 * @param {History} history
 * @param {{ title: string, themeScript: string, contentSecurityPolicy: (scripts: string[], connect: string[]) => string }} page
 *   the reference's title, theme script and policy (build/docs.mjs), so that both pages agree
 */
export function renderChanges(history, page) {
  const csp = page.contentSecurityPolicy([page.themeScript], []);
  const body = history.releases.length
    ? [
        `<nav aria-label="Versions"><ul>${history.releases
          .map((r) => {
            const id = r.version === "Unreleased" ? "unreleased" : `version-${r.version.replace(/[^\w.-]/g, "-")}`;
            return `<li><a href="#${escapeHtml(id)}">${escapeHtml(r.version)}</a></li>`;
          })
          .join("")}</ul></nav>`,
        ...history.releases.map(releaseSection),
      ]
    : [];
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(page.title)}: changes</title>
<script>${page.themeScript}</script>
<style>${STYLE}</style>
</head>
<body>
<main>
<p><a href="index.html">Back to the reference</a></p>
<h1>Changes to the API</h1>
<p>How the API description changed, version by version, as <code>npm run review</code> rates each change.
A version is a commit that gave <code>info.version</code> a new value; Unreleased is what changed after the last one.</p>
<p class="history" data-state="${history.state}">${escapeHtml(history.note)}</p>
${body.join("\n")}
</main>
</body>
</html>
`;
}
