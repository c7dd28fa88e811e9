// @ts-check
// The reference's "Changes" page (dist/docs/changes.html, written by `npm run docs` beside the
// reference): how the API description changed, version by version, from the git history of spec/.
//
// A version is a commit where `info.version` of the root document took a new value: the API's own
// version number, the one a breaking change must raise (lib/diff.mjs). Tags would name releases
// of this package instead, which change for client fixes that leave the API alone, and a clone
// often has none. Each version is compared with the last one before it that could be read (the
// first with an empty document), and the working tree with the last version, as "Unreleased", by
// the engine of `npm run review` (review/review.mjs, without its lint and `generated/` checks).
//
// History never stops the build: a version that cannot be extracted, bundled or compared (a `$ref`
// to a missing file, files left out by `export-ignore`, a root that is not OpenAPI 3) is listed as
// not compared, with the reason, and the next version is compared with the last one that could be.
//
// Comparing costs seconds, so each result is kept in .tmp/changes/ under a key made of what it
// depends on: the content of both versions (git's tree of the spec folder and the .gitattributes
// above it, or the working tree's files), the engine's source, its rules and the locked
// dependencies. A build whose history did not change compares nothing. An entry that does not
// parse, or whose shape or key is not what this file writes, is ignored and computed again;
// whatever an entry holds, the page escapes it. Results that may not recur (a comparison that
// failed on a readable version) are not kept.
//
// Everything comes from the local repository: no network. A clone without history (a shallow
// clone, or a copy without git) gets a page that says so, and the build goes on.
import { createHash, randomUUID } from "node:crypto";
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import escapeHtml from "escape-html";
import { x } from "tinyexec";
import { parse as parseYaml } from "yaml";
import { code } from "../lib/change-text.mjs";
import { errorText } from "../lib/cli.mjs";
import { extractFolder } from "../lib/diff.mjs";
import { CONFIG } from "../lib/redocly.mjs";
import { bundle, ROOT, SPEC_FILE } from "../lib/spec.mjs";
import { review } from "../review/review.mjs";
import { hashFiles } from "./generate.mjs";

/** @typedef {import("../review/review.mjs").ReviewFacts} ReviewFacts */
/** @typedef {{ method: string, path: string, operationId?: string }} Operation */
/** @typedef {"major" | "minor" | "patch"} Impact */
/** @typedef {{ impact: Impact, at: string, reason: string }} ListedChange where and what, in the engine's words */

/**
 * What one comparison found: the part of a release the cache keeps.
 * @typedef {object} Listing
 * @property {string[]} refused why the version could not be compared; empty when it was
 * @property {{ major: number, minor: number, patch: number }} summary the engine's counts
 * @property {string} decision the engine's verdict on the version number
 * @property {Operation[]} added
 * @property {Operation[]} removed
 * @property {Array<{ operation: Operation, changes: ListedChange[] }>} changed
 * @property {ListedChange[]} elsewhere changes that reach no operation
 */

/**
 * One version's changes, or the unreleased ones.
 * @typedef {Listing & { version: string, commit?: string, date?: string, since?: string }} Release
 *   version: `info.version`, "Unreleased" for the working tree; commit (abbreviated) and date
 *   (ISO 8601): the commit that set it; since: the version it is compared with, none for the first
 */

/**
 * @typedef {object} History
 * @property {"ok" | "shallow" | "no-git" | "no-versions"} state
 * @property {string} note what the page says about where the history comes from
 * @property {Release[]} releases newest first, "Unreleased" (if any change) on top
 * @property {number} compared comparisons this build ran
 * @property {number} reused comparisons taken from the cache
 */

/** Where comparisons are kept. */
export const CACHE_DIR = path.join(ROOT, ".tmp", "changes");
/** What a comparison's result depends on besides the two versions (relative to the project root). */
const ENGINE = ["scripts/lib", "scripts/review", "scripts/build/changes.mjs", "redocly.yaml", "package-lock.json"];
/** Raised whenever the shape of an entry changes. */
const FORMAT = 1;
/** A larger entry (or one that is not a regular file) is not read. */
const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
/** Entries unused for this long go when a build writes new ones. */
const KEEP_MS = 30 * 24 * 3600 * 1000;
/** A document with no operations: what the first version is compared with. */
const EMPTY_DOCUMENT = { openapi: "3.1.0", info: { title: "No document yet", version: "0.0.0" }, paths: {} };
const IMPACTS = /** @type {const} */ (["major", "minor", "patch"]);
/** An operation's method and path, as the engine names it ("METHOD /path" of the reference). */
const route = (/** @type {Operation} */ op) => `${op.method} ${op.path}`;

/**
 * Runs git in `cwd`; resolves with its output, or undefined when it fails (no git, no repository).
 * @param {string} cwd
 * @param {string[]} args
 * @param {string[]} [lines] its input, one line each
 */
async function git(cwd, args, lines) {
  const stdin = lines?.map((line) => `${line}\n`).join("");
  try {
    const run = await x("git", args, { nodeOptions: { cwd }, ...(stdin === undefined ? {} : { stdin }) });
    return run.exitCode === 0 ? run.stdout : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text of many blobs (`<commit>:<file>`) from one `git cat-file --batch`; undefined for a
 * missing one. Sizes are in bytes, so the output is read as bytes; text that is not UTF-8 throws
 * that off, and then each is read on its own.
 * @param {string} top
 * @param {string[]} names
 */
async function readBlobs(top, names) {
  const out = Buffer.from((await git(top, ["cat-file", "--batch"], names)) ?? "");
  /** @type {Array<string | undefined>} */
  const texts = [];
  for (let at = 0; texts.length < names.length;) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString();
    const size = /^[0-9a-f]{40,64} blob (\d+)$/.exec(header)?.[1];
    if (end < 0 || (size === undefined && !header.endsWith(" missing"))) {
      return Promise.all(names.map((n) => git(top, ["show", n])));
    }
    texts.push(size === undefined ? undefined : out.subarray(end + 1, end + 1 + Number(size)).toString());
    at = size === undefined ? end + 1 : end + 2 + Number(size);
  }
  return texts;
}

/**
 * The commits where the root document's `info.version` took a new value, oldest first, each with
 * the key of its content: git's IDs of the spec folder and of the .gitattributes files above it
 * (`git archive`, which extracts a version, leaves out what they mark `export-ignore`).
 * @param {string} top the repository's root
 * @param {string} file the root document, relative to `top`
 */
async function versionCommits(top, file) {
  const log = (await git(top, ["log", "--reverse", "--topo-order", "--format=%H %cI", "--", file])) ?? "";
  const commits = (log.match(/^\S+ \S+$/gm) ?? []).map((line) => line.split(" "));
  const blobs = commits.map(([commit]) => `${commit}:${file}`);
  const texts = await readBlobs(top, blobs);
  /** @type {Array<{ version: string, commit: string, date: string }>} */
  const versions = [];
  for (const [i, [commit = "", date = ""]] of commits.entries()) {
    let version;
    try {
      version = parseYaml(texts[i] ?? "")?.info?.version;
    } catch {
      continue; // a commit whose document does not parse names no version
    }
    if (version === undefined || version === null) continue;
    if (String(version) !== versions.at(-1)?.version) versions.push({ version: String(version), commit, date });
  }
  // The .gitattributes of each folder above the spec folder (those inside it are part of its tree).
  const folder = path.posix.dirname(file);
  const parts = folder === "." ? [] : folder.split("/");
  const above = parts.map((_, i) => [...parts.slice(0, i), ".gitattributes"].join("/"));
  const names = versions.flatMap(({ commit }) => [parts.join("/"), ...above].map((name) => `${commit}:${name}`));
  const ids = ((await git(top, ["cat-file", "--batch-check"], names)) ?? "")
    .split("\n")
    .map((line) => (line.endsWith(" missing") ? "-" : line.split(" ")[0]));
  const per = above.length + 1;
  return versions.map((v, i) => ({ ...v, key: `git ${ids.slice(i * per, (i + 1) * per).join(" ")}` }));
}

const isText = (/** @type {unknown} */ v) => typeof v === "string";
/** @type {(v: unknown, ok: (item: any) => boolean) => boolean} */
const listOf = (v, ok) => Array.isArray(v) && v.every(ok);
const isOperation = (/** @type {any} */ o) =>
  isText(o?.method) && isText(o?.path) && (o.operationId === undefined || isText(o.operationId));
const isChange = (/** @type {any} */ c) => IMPACTS.includes(c?.impact) && isText(c.at) && isText(c.reason);

/**
 * The listing a cache entry holds, if the entry is one this file wrote under this key.
 * @param {any} entry
 * @param {string} key
 * @returns {Listing | undefined}
 */
export function entryListing(entry, key) {
  const l = entry?.listing;
  const sound =
    entry?.format === FORMAT &&
    entry.key === key &&
    IMPACTS.every((k) => Number.isSafeInteger(l?.summary?.[k]) && l.summary[k] >= 0) &&
    listOf(l.refused, isText) &&
    isText(l.decision) &&
    listOf(l.added, isOperation) &&
    listOf(l.removed, isOperation) &&
    listOf(l.changed, (e) => isOperation(e?.operation) && listOf(e.changes, isChange)) &&
    listOf(l.elsewhere, isChange);
  if (!sound) return undefined;
  const { refused, summary, decision, added, removed, changed, elsewhere } = l;
  return { refused, summary, decision, added, removed, changed, elsewhere };
}

/**
 * The changes of a review, by operation: every change under every operation it reaches, once,
 * except the operations added or removed (whose change is that).
 * @param {ReviewFacts} facts
 * @returns {Listing}
 */
export function listChanges(facts) {
  const name = (/** @type {Operation} */ { method, path, operationId }) =>
    operationId ? { method, path, operationId } : { method, path };
  const whole = new Set([...facts.operations.added, ...facts.operations.removed].map(route));
  /** @type {Map<string, { operation: Operation, changes: ListedChange[] }>} */
  const changed = new Map();
  /** @type {ListedChange[]} */
  const elsewhere = [];
  for (const { impact, reason, operations, elsewhere: at = "" } of facts.changes.items) {
    if (!operations.length) elsewhere.push({ impact, at, reason });
    for (const op of operations.filter((o) => !whole.has(route(o)))) {
      const entry = changed.get(route(op)) ?? { operation: name(op), changes: [] };
      const said = entry.changes.some((c) => c.impact === impact && c.at === op.at && c.reason === reason);
      if (!said) entry.changes.push({ impact, at: op.at, reason });
      changed.set(route(op), entry);
    }
  }
  return {
    refused: facts.refused,
    summary: facts.changes.summary,
    decision: facts.changes.decision.replace(/\*\*/g, ""),
    added: facts.operations.added.map(name),
    removed: facts.operations.removed.map(name),
    changed: [...changed.values()],
    elsewhere,
  };
}

/**
 * @typedef {object} Side a document compared: a version's commit, the working tree, or nothing yet
 * @property {string} key its content's key
 * @property {string} [version]
 * @property {string} [commit]
 * @property {string} [root] its root file on disk, once there
 */

/**
 * One build's history: the repository, the cache, the folders to remove, and what was done.
 * @typedef {{ top: string, file: string, cache: string, engine: string, folders: string[],
 *   used: Set<string>, compared: number, reused: number }} Run
 */

/**
 * The root file of a side, extracted from git (into a temporary folder) the first time it is needed.
 * @param {Run} run
 * @param {Side} side
 */
async function rootOf(run, side) {
  if (side.root) return side.root;
  const dir = side.commit
    ? (await extractFolder(side.commit, path.posix.dirname(run.file), run.top)).dir
    : await mkdtemp(path.join(os.tmpdir(), "spec-history-"));
  run.folders.push(dir);
  side.root = path.join(dir, side.commit ? run.file : "openapi.yaml");
  if (!side.commit) await writeFile(side.root, JSON.stringify(EMPTY_DOCUMENT));
  return side.root;
}

/**
 * Why a document cannot be compared, or undefined when it can: it does not bundle, or it is not
 * OpenAPI 3 (the engine compares OpenAPI 3.0 and 3.1 documents only). Both depend on its content
 * alone, so the answer is kept.
 * @param {string} root
 */
async function unreadable(root) {
  try {
    const doc = await bundle(root);
    if (/^3\./.test(String(doc?.openapi))) return undefined;
    const kind = doc?.swagger ? `Swagger ${doc.swagger}` : "not an OpenAPI document";
    return `The root document is ${kind}; only OpenAPI 3 documents are compared.`;
  } catch (error) {
    return errorText(error);
  }
}

/**
 * A reason as the page shows it: paths inside the temporary folders made relative to the
 * repository, and a file that `git archive` left out (`export-ignore`) named as such.
 * @param {Run} run
 * @param {Side} side the version that was not compared
 * @param {string} reason
 */
async function shownReason(run, side, reason) {
  let text = reason;
  for (const dir of run.folders) {
    for (const form of [dir, path.relative(process.cwd(), dir)]) text = text.split(`${form}${path.sep}`).join("");
  }
  for (const [, file] of text.matchAll(/no such file or directory '([^']+)'/g)) {
    if (side.commit && file && (await git(run.top, ["cat-file", "-e", `${side.commit}:${file}`])) !== undefined) {
      text += `\n${file} is in the commit, but its .gitattributes marks it export-ignore, so git archive leaves it out.`;
    }
  }
  return text;
}

/**
 * Compares two sides, or takes the result from the cache.
 * @param {Run} run
 * @param {Side} base
 * @param {Side} revision
 * @returns {Promise<Listing>}
 */
async function comparison(run, base, revision) {
  const key = createHash("sha256")
    .update(JSON.stringify([FORMAT, run.engine, base.key, revision.key]))
    .digest("hex");
  run.used.add(`${key}.json`);
  const file = path.join(run.cache, `${key}.json`);
  const known = await lstat(file)
    .then((info) => (info.isFile() && info.size <= MAX_ENTRY_BYTES ? readFile(file, "utf8") : ""))
    .then((text) => entryListing(JSON.parse(text), key))
    .catch(() => undefined);
  if (known) {
    run.reused++;
    return known;
  }
  run.compared++;
  /** @type {Listing} */
  let listing;
  let keep = true;
  try {
    const pair = { base: await rootOf(run, base), revision: await rootOf(run, revision) };
    const labels = { baseLabel: base.version ?? "no document", revisionLabel: revision.version ?? "the working tree" };
    const facts = await review({ ...pair, ...labels, labels: new Map(), folders: [] }, CONFIG, {
      generated: false,
      lint: false,
    });
    listing = listChanges(facts);
  } catch (error) {
    const why = revision.root ? await unreadable(revision.root) : undefined;
    keep = why !== undefined;
    const refused = [why ?? errorText(error)];
    const none = { major: 0, minor: 0, patch: 0 };
    listing = { refused, summary: none, decision: "", added: [], removed: [], changed: [], elsewhere: [] };
  }
  listing.refused = await Promise.all(listing.refused.map((r) => shownReason(run, revision, r)));
  if (keep) {
    const temporary = `${file}.${randomUUID()}.tmp`;
    await mkdir(run.cache, { recursive: true })
      .then(() => writeFile(temporary, JSON.stringify({ format: FORMAT, key, listing })))
      .then(() => rename(temporary, file))
      .catch(() => rm(temporary, { force: true })); // a cache that cannot be written costs time only
  }
  return listing;
}

/**
 * Removes the entries this build did not use that are older than KEEP_MS.
 * @param {Run} run
 */
async function prune(run) {
  for (const name of await readdir(run.cache).catch(() => [])) {
    const file = path.join(run.cache, name);
    const since = await stat(file).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (!run.used.has(name) && since > KEEP_MS) await rm(file, { force: true, recursive: true }).catch(() => {});
  }
}

/**
 * The history of the API description in the repository that holds `spec`.
 * @param {{ spec?: string, cache?: string | undefined }} [options] spec: the root document (spec/openapi.yaml);
 *   cache: where comparisons are kept ({@link CACHE_DIR})
 * @returns {Promise<History>}
 */
export async function specHistory({ spec = SPEC_FILE, cache = CACHE_DIR } = {}) {
  const specFile = path.resolve(spec);
  const [top, shallow] = (
    (await git(path.dirname(specFile), ["rev-parse", "--show-toplevel", "--is-shallow-repository"])) ?? ""
  ).split("\n");
  const none = { releases: [], compared: 0, reused: 0 };
  if (!top) {
    const note =
      "This copy of the project has no git history, so the changes between versions cannot be listed. " +
      "Build the reference from a git clone to see them.";
    return { state: "no-git", note, ...none };
  }
  if (shallow === "true") {
    const note =
      "This clone is shallow (made with --depth): it lacks the history of spec/, so the changes between " +
      "versions cannot be listed. Fetch the whole history (git fetch --unshallow) and build again.";
    return { state: "shallow", note, ...none };
  }
  const file = path.relative(top, specFile).split(path.sep).join("/");
  const versions = await versionCommits(top, file);
  if (!versions.length)
    return { state: "no-versions", note: `No commit of this repository holds ${file} yet.`, ...none };
  const engine = await hashFiles(ROOT, ENGINE);
  /** @type {Run} */
  const run = { top, file, cache: path.resolve(cache), engine, folders: [], used: new Set(), compared: 0, reused: 0 };
  try {
    /** @type {Side} */
    let last = { key: "empty" };
    /** @type {Release[]} */
    const releases = [];
    for (const v of versions) {
      /** @type {Side} */
      const side = { ...v };
      const listing = await comparison(run, last, side);
      const since = last.version === undefined ? {} : { since: last.version };
      releases.unshift({ ...listing, version: v.version, commit: v.commit.slice(0, 12), date: v.date, ...since });
      if (!listing.refused.length) last = side;
    }
    // The document the reference shows, if spec/ differs from the last version's.
    const specDir = path.posix.dirname(file);
    const head = versions.at(-1)?.commit ?? "";
    if ((await git(top, ["diff", "--quiet", head, "--", specDir])) === undefined) {
      const worktree = { key: `files ${await hashFiles(path.dirname(specFile), ["."])}`, root: specFile };
      const listing = await comparison(run, last, worktree);
      releases.unshift({ ...listing, version: "Unreleased", ...(last.version ? { since: last.version } : {}) });
    }
    if (run.compared) await prune(run);
    const note = `From the git history of ${specDir}/: ${versions.length} version${versions.length === 1 ? "" : "s"}.`;
    return { state: "ok", note, releases, compared: run.compared, reused: run.reused };
  } finally {
    await Promise.all(run.folders.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

// ---------------------------------------------------------------------------------------------
// The page

/** The id of a version's section. */
export const sectionId = (/** @type {string} */ version) =>
  version === "Unreleased" ? "unreleased" : `version-${version.replace(/[^\w.-]/g, "-")}`;
/** The id of an operation's entry in a version's section. */
export const entryId = (/** @type {string} */ version, /** @type {Operation} */ op) =>
  `${sectionId(version)}/${op.operationId ?? `${op.method}${op.path}`}`;
/** A link to an id of a page, as an address. */
export const fragment = (/** @type {string} */ id) => `#${encodeURI(id).replace(/[()]/g, escape)}`;

/**
 * For each operation ("METHOD /path") that a version's section lists as added or changed, the line
 * the reference shows at it: those versions, newest first, each linked to the operation's entry on
 * the Changes page, and whether it broke there.
 * @param {History} history
 * @param {string} changes the Changes page's address
 */
export function operationVersions(history, changes) {
  /** @type {Map<string, [changed: string[], added: string[]]>} */
  const found = new Map();
  /** @type {(op: Operation, added: boolean, text: string) => void} */
  const note = (op, added, text) => {
    const lists = found.get(route(op)) ?? [[], []];
    lists[added ? 1 : 0].push(text);
    found.set(route(op), lists);
  };
  for (const { version, added, changed } of history.releases) {
    const link = (/** @type {Operation} */ op) => `[${code(version)}](${changes}${fragment(entryId(version, op))})`;
    for (const op of added) note(op, true, link(op));
    for (const e of changed)
      note(e.operation, false, link(e.operation) + (e.changes.some(isBreaking) ? " (breaking)" : ""));
  }
  const said = (/** @type {string} */ what, /** @type {string[]} */ list) =>
    list.length && `${what} in ${list.join(", ")}`;
  return new Map(
    [...found].map(([key, [changed, added]]) => [
      key,
      `**Versions:** ${[said("changed", changed), said("added", added)].filter(Boolean).join("; ")}.`,
    ]),
  );
}

/** What the page knows of an operation of the reference: its id there and its summary, by "METHOD /path". */
/** @typedef {Map<string, { id?: string, summary?: string }>} Reference */

const isBreaking = (/** @type {ListedChange} */ c) => c.impact === "major";
const plural = (/** @type {number} */ n, /** @type {string} */ word) => `${n} ${word}${n === 1 ? "" : "s"}`;
/** Text with its `code spans` shown as code; everything else escaped. */
const withCode = (/** @type {string} */ text) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
/** @type {Record<string, string>} */
const IMPACT = { major: "Breaking", minor: "Minor", patch: "Patch" };
const badge = (/** @type {string} */ impact, text = IMPACT[impact] ?? impact) =>
  `<span class="impact impact-${escapeHtml(impact)}">${escapeHtml(text)}</span>`;
/** A list folded under its count when it is long. */
const folded = (/** @type {string} */ summary, /** @type {string} */ html, fold = true) =>
  fold ? `<details><summary>${summary}</summary>${html}</details>` : html;
/** @type {(part: unknown) => part is string} */
const isPart = (part) => typeof part === "string" && part !== "";

/**
 * An operation as the page names it: its method tagged as the reference tags it, its path linked
 * to the reference where the reference has it, and the summary it has there.
 * @param {Operation} op
 * @param {Reference} reference
 */
function operationLabel(op, reference) {
  const known = reference.get(route(op));
  const text = `<code>${escapeHtml(op.path)}</code>`;
  const href = `index.html#operation/${escapeHtml(encodeURIComponent(known?.id ?? ""))}`;
  const summary = known?.summary ? ` <span class="muted">${escapeHtml(known.summary)}</span>` : "";
  const method = `<span class="tag tag-${escapeHtml(op.method.toLowerCase())}">${escapeHtml(op.method)}</span>`;
  return `${method} ${known?.id ? `<a href="${href}">${text}</a>` : text}${summary}`;
}

/**
 * Changes as lists: those that are not patch-level (`shown`), then the patch-level ones folded
 * under their count (unless `fold` is false). In each, one line for each change said once, with
 * every place it was said, in order; `prefix` (the operation's name) is left out of the places.
 * @param {ListedChange[]} shown
 * @param {ListedChange[]} small
 * @param {string} prefix
 * @param {boolean} fold
 */
function changeLists(shown, small, prefix, fold) {
  const list = (/** @type {ListedChange[]} */ changes) => {
    /** @type {Map<string, ListedChange & { places: string[] }>} */
    const lines = new Map();
    for (const c of changes) {
      const line = lines.get(`${c.impact}\0${c.reason}`) ?? { ...c, places: [] };
      const place = (c.at.startsWith(prefix) ? c.at.slice(prefix.length) : c.at).replace(/ -> /g, " → ");
      if (place && !line.places.includes(place)) line.places.push(place);
      lines.set(`${c.impact}\0${c.reason}`, line);
    }
    const items = [...lines.values()].map(
      (l) =>
        `<li class="change" data-impact="${escapeHtml(l.impact)}">${l.impact === "patch" ? "" : `${badge(l.impact)} `}` +
        `${withCode(l.reason)}${l.places.length ? ` <span class="at">${escapeHtml(l.places.join("; "))}</span>` : ""}</li>`,
    );
    return { count: items.length, html: `<ul class="changes">${items.join("")}</ul>` };
  };
  const [big, patch] = [list(shown), list(small)];
  return [
    big.count ? big.html : "",
    patch.count ? folded(plural(patch.count, "patch-level change"), patch.html, fold) : "",
  ];
}

/**
 * One version's section: its summary (counts, verdict, the operations that break), then the
 * operations added, removed and changed (those that break first; those whose changes are all
 * patch-level folded together at the end, each with its patch-level changes folded otherwise), and
 * the changes that reach no operation.
 * @param {Release} release
 * @param {Reference} reference
 */
function releaseSection(release, reference) {
  const { version, summary } = release;
  const facts = [
    release.commit && `commit <code>${escapeHtml(release.commit)}</code>`,
    release.date && escapeHtml(release.date.slice(0, 10)),
    release.since ? `compared with ${escapeHtml(release.since)}` : "the first version",
  ].filter(Boolean);
  const out = [
    `<section id="${escapeHtml(sectionId(version))}" class="release" data-version="${escapeHtml(version)}">`,
    `<h2>${escapeHtml(version)}</h2>`,
    `<p class="meta">${facts.join(", ")}.</p>`,
  ];
  if (release.refused.length) {
    const reasons = release.refused.map((r) => `<pre>${escapeHtml(r)}</pre>`).join("");
    out.push(
      `<div class="refused" data-refused><p><strong>Not compared.</strong> This version could not be read:</p>${reasons}</div></section>`,
    );
    return out.join("\n");
  }
  const id = (/** @type {Operation} */ op, /** @type {string} */ kind) =>
    `id="${escapeHtml(entryId(version, op))}" data-kind="${kind}" data-operation="${escapeHtml(route(op))}"`;
  const ops = (/** @type {Operation[]} */ list, /** @type {string} */ kind) =>
    `<ul class="operations">${list.map((op) => `<li ${id(op, kind)}>${operationLabel(op, reference)}</li>`).join("")}</ul>`;
  const rank = (/** @type {{ changes: ListedChange[] }} */ e) =>
    e.changes.some(isBreaking) ? 0 : e.changes.some((c) => c.impact === "minor") ? 1 : 2;
  const order = (/** @type {Operation} */ op) => `${op.path} ${op.method}`;
  const changed = [...release.changed].sort(
    (a, b) => rank(a) - rank(b) || order(a.operation).localeCompare(order(b.operation)),
  );
  /** An operation's entry: its breaking changes first, then the minor ones, the patch-level ones folded. */
  const entry = (/** @type {{ operation: Operation, changes: ListedChange[] }} */ e, fold = true) => {
    const by = (/** @type {Impact} */ impact) => e.changes.filter((c) => c.impact === impact);
    const lists = changeLists([...by("major"), ...by("minor")], by("patch"), `${route(e.operation)} -> `, fold);
    const breaks = by("major").length > 0;
    return (
      `<article class="operation" ${id(e.operation, "changed")}${breaks ? " data-breaking" : ""}>` +
      `<h4>${operationLabel(e.operation, reference)}${breaks ? ` ${badge("major")}` : ""}</h4>${lists.join("")}</article>`
    );
  };
  const breaks = [...release.removed, ...changed.filter((e) => rank(e) === 0).map((e) => e.operation)];
  const named = breaks
    .slice(0, 10)
    .map((op) => `<a href="${escapeHtml(fragment(entryId(version, op)))}"><code>${escapeHtml(route(op))}</code></a>`);
  const more = breaks.length > 10 ? `, and ${breaks.length - 10} more below` : "";
  const patchOnly = changed.filter((e) => rank(e) === 2);
  const { added, removed, elsewhere } = release;
  const counts =
    `${badge(summary.major ? "major" : "patch", `${summary.major} breaking`)} ` +
    `${badge(summary.minor ? "minor" : "patch", `${summary.minor} minor`)} ${badge("patch", `${summary.patch} patch`)} ` +
    `${plural(release.changed.length, "operation")} changed, ${added.length} added, ${removed.length} removed.`;
  const breaking = `<strong>${plural(breaks.length, "operation")} break:</strong> ${named.join(", ")}${more}.`;
  const patchLevel = `${plural(patchOnly.length, "operation")} with patch-level changes only`;
  out.push(
    ...[
      `<div class="summary"><p class="counts">${counts}</p>`,
      `<p class="decision">${withCode(release.decision)}</p>`,
      breaks.length && `<p class="breaks">${breaking}</p>`,
      "</div>",
      added.length && "<h3>Added</h3>",
      added.length && folded(plural(added.length, "operation"), ops(added, "added"), added.length > 10),
      removed.length && "<h3>Removed</h3>",
      removed.length && ops(removed, "removed"),
      changed.length && "<h3>Changed</h3>",
      ...changed.filter((e) => rank(e) < 2).map((e) => entry(e)),
      patchOnly.length &&
        `<details class="patch-only"><summary>${patchLevel}</summary>${patchOnly.map((e) => entry(e, false)).join("")}</details>`,
      elsewhere.length && "<h3>Elsewhere in the document</h3>",
      ...changeLists(
        elsewhere.filter((c) => c.impact !== "patch"),
        elsewhere.filter((c) => c.impact === "patch"),
        "",
        true,
      ),
      added.length + removed.length + changed.length + elsewhere.length || "<p>No change to the description.</p>",
      "</section>",
    ].filter(isPart),
  );
  return out.join("\n");
}

/**
 * The Changes page: one offline file in the reference's look (`htmlPage` of build/docs.mjs), whose
 * only script applies the theme the reader picked on the reference page, else the system's.
 * @param {History} history
 * @param {{ title: string, reference: Reference, htmlPage: typeof import("./docs.mjs").htmlPage }} page
 *   the reference's title, operations and page (build/docs.mjs), so that both pages agree
 */
export function renderChanges(history, page) {
  const nav = history.releases.map((r) => {
    const mark = r.refused.length
      ? badge("patch", "not compared")
      : r.summary.major
        ? badge("major", `${r.summary.major} breaking`)
        : "";
    return `<li><a href="${escapeHtml(fragment(sectionId(r.version)))}">${escapeHtml(r.version)}</a> ${mark}</li>`;
  });
  return page.htmlPage({
    title: `${page.title}: changes`,
    attributes: 'class="changes-page"',
    body: `<nav class="changes-nav" aria-label="Versions"><a href="index.html">API reference</a><ul>${nav.join("")}</ul></nav>
<main>
<h1>Changes to the API</h1>
<p>How the API description changed, version by version, as <code>npm run review</code> rates each change. Each
version opens with its counts and the operations that break; under each operation come its breaking changes,
then the minor ones, and its patch-level changes folded. A version is a commit that gave <code>info.version</code>
a new value; Unreleased is what changed after the last one.</p>
<p class="history" data-state="${history.state}">${escapeHtml(history.note)}</p>
${history.releases.map((r) => releaseSection(r, page.reference)).join("\n")}
</main>`,
  });
}
