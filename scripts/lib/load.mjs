// @ts-check
// The one way into a spec for every tool: reads the root file and every file its references reach,
// inside the root's folder only, and refuses the document before anything else reads or fetches it.
//
// Redocly resolves a `$ref` (and an example's `externalValue`) as given: an absolute path, a `../`
// path or an http(s) URL is read or fetched. What a spec may reference is this project's decision,
// so it is made here, on the raw strings, before Redocly or any other tool sees the folder:
//
//   - a reference is a relative path (with an optional `#/pointer`) that stays inside the folder of
//     the root file, also after percent-decoding and after following symbolic links;
//   - URLs of any scheme (http:, https:, file:, data:, ...), absolute paths, backslashes and NUL
//     are refused;
//   - every file is a regular file of bounded size, the files together are bounded, YAML nesting is
//     bounded (measured on the parser's token tree, which is built without recursion, before the
//     document is composed) and aliases are bounded by `yaml`'s own `maxAliasCount`.
//
// No library walks a document for references without resolving them, so the walk is written here;
// `yaml` parses, and its `maxAliasCount` stops alias bombs.
import { lstat, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import process from "node:process";
import { Parser, parse as parseYaml } from "yaml";
import { errorText } from "./cli.mjs";

/** @typedef {import("./spec.mjs").Json} Json */

/**
 * How much a spec may hold before the loader refuses it.
 * @typedef {{ fileBytes: number, totalBytes: number, files: number, depth: number, aliases: number }} Limits
 */

/** @type {Readonly<Limits>} */
export const LIMITS = Object.freeze({
  /** bytes of one file */
  fileBytes: 4 * 1024 * 1024,
  /** bytes of all files together */
  totalBytes: 32 * 1024 * 1024,
  /** files reached from the root */
  files: 2000,
  /** nesting of YAML mappings and sequences */
  depth: 100,
  /** `yaml`'s maxAliasCount: how much aliases may expand */
  aliases: 100,
});

/** A spec the loader will not hand to any tool; its message names the file and the reason. */
export class SpecRefusal extends Error {
  name = "SpecRefusal";
}

/**
 * One file of a loaded spec.
 * @typedef {object} SpecFile
 * @property {string} text its content, as read
 * @property {Json} [data] the parsed document, for YAML and JSON files
 */

/**
 * A spec that passed every check.
 * @typedef {object} LoadedSpec
 * @property {string} root the root file, absolute
 * @property {string} folder the folder every reference stays in, absolute
 * @property {Map<string, SpecFile>} files every file reached, by absolute path (as references name it)
 */

/** A path as the person running a tool would type it. */
export const shownPath = (/** @type {string} */ file) => path.relative(process.cwd(), file) || file;

/** Whether `file` is `folder` itself or below it. */
const inside = (/** @type {string} */ folder, /** @type {string} */ file) => {
  const rel = path.relative(folder, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

const PARSED = /\.(?:ya?ml|json)$/i;

/**
 * The deepest nesting of mappings and sequences in YAML text, read from the parser's token tree
 * (built with an explicit stack, so any depth parses), walked with an explicit stack too.
 * @param {string} text
 */
export function yamlDepth(text) {
  let deepest = 0;
  for (const token of new Parser().parse(text)) {
    /** @type {Array<[Json, number]>} */
    const stack = [[token, 0]];
    while (stack.length) {
      const [node, depth] = /** @type {[Json, number]} */ (stack.pop());
      if (!node || typeof node !== "object") continue;
      const here = /^(?:block-map|block-seq|flow-collection)$/.test(node.type) ? depth + 1 : depth;
      deepest = Math.max(deepest, here);
      if (node.value && typeof node.value === "object") stack.push([node.value, here]);
      for (const item of node.items ?? []) {
        if (item.key && typeof item.key === "object") stack.push([item.key, here]);
        if (item.value && typeof item.value === "object") stack.push([item.value, here]);
      }
    }
  }
  return deepest;
}

/**
 * Why a reference may not be followed, or undefined when it may.
 * @param {string} ref
 * @param {string} from the file holding it
 * @param {string} folder
 */
export function refusedBecause(ref, from, folder) {
  const [target = ""] = ref.split("#");
  if (target === "") return undefined;
  if (/[\\\0]/.test(ref)) return "contains a backslash or NUL character";
  let decoded;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return "has a malformed percent-escape";
  }
  for (const form of new Set([target, decoded])) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(form)) return "is a URL; a reference must be a relative path";
    if (form.startsWith("/")) return "is an absolute path; a reference must be a relative path";
    if (/[\\\0]/.test(form)) return "contains a backslash or NUL character once decoded";
    if (!inside(folder, path.resolve(path.dirname(from), form))) {
      return form === target ? "leaves the spec folder" : "leaves the spec folder once percent-decoded";
    }
  }
  return undefined;
}

/**
 * The last parse of each file, kept while its text stays the same: tools and tests load the same
 * spec many times in one process, and parsing is most of a load's cost. The parsed document is
 * shared, so no caller may change it.
 * @type {Map<string, { text: string, limits: string, data: Json, refs: { ref: string, key: string }[] }>}
 */
const parsed = new Map();

/**
 * Parses one file's text within the limits, and lists every reference it holds: `$ref` strings and
 * example `externalValue`s anywhere (Redocly follows both, even inside example values), and an
 * Arazzo document's source URLs.
 * @param {string} text
 * @param {string} file
 * @param {Limits} limits
 */
function parseFile(text, file, limits) {
  const key = JSON.stringify(limits);
  const known = parsed.get(file);
  if (known && known.text === text && known.limits === key) return known;
  const refuse = (/** @type {string} */ why) => new SpecRefusal(`${shownPath(file)}${why}`);
  const deepest = yamlDepth(text);
  if (deepest > limits.depth) throw refuse(` nests ${deepest} levels deep; the limit is ${limits.depth}.`);
  let data;
  try {
    data = parseYaml(text, { maxAliasCount: limits.aliases, merge: true, prettyErrors: true });
  } catch (error) {
    const why = errorText(error).split("\n")[0] ?? "";
    if (/alias/i.test(why)) throw refuse(`: YAML aliases expand too far (${why}); aliases are limited.`);
    throw refuse(` does not parse (YAML error): ${why}`);
  }
  /** @type {{ ref: string, key: string }[]} */
  const refs = [];
  const seen = new Set();
  /** @type {Array<[Json, number]>} */
  const stack = [[data, 0]];
  while (stack.length) {
    const [node, depth] = /** @type {[Json, number]} */ (stack.pop());
    if (node === null || typeof node !== "object" || seen.has(node)) continue;
    seen.add(node);
    // Aliases can put a deep part inside another one; the composed depth is bounded as well.
    if (depth > limits.depth) throw refuse(` nests deeper than ${limits.depth} levels.`);
    for (const key of Array.isArray(node) ? [] : ["$ref", "externalValue"]) {
      if (typeof node[key] === "string") refs.push({ ref: node[key], key });
    }
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  const arazzo = data && typeof data === "object" && "arazzo" in data && Array.isArray(data.sourceDescriptions);
  for (const source of arazzo ? data.sourceDescriptions : []) {
    if (typeof source?.url === "string") refs.push({ ref: source.url, key: "sourceDescriptions url" });
  }
  // A bound, so that a process that loads many specs does not keep them all.
  if (parsed.size >= 4000) parsed.clear();
  parsed.set(file, { text, limits: key, data, refs });
  return { data, refs };
}

/**
 * Loads a spec: the root file and every file its references reach, each checked before it is read.
 * Rejects with a SpecRefusal naming the file and the reference (or the limit) at the first problem.
 * A reference to a file inside the folder that does not exist is left for the bundler to report.
 * @param {string} rootFile
 * @param {{ folder?: string, limits?: Partial<Limits> }} [options] folder: where references
 *   must stay, by default the root's folder; limits: lower ones than LIMITS (tests)
 * @returns {Promise<LoadedSpec>}
 */
export async function loadSpec(rootFile, options = {}) {
  const limits = { ...LIMITS, ...options.limits };
  const root = path.resolve(rootFile);
  const folder = path.resolve(options.folder ?? path.dirname(root));
  const realFolder = await realpath(folder).catch(() => folder);
  /** @type {Map<string, SpecFile>} */
  const files = new Map();
  let total = 0;
  /** The files to read, each with the reference that reached it ("" for the root). @type {[string, string][]} */
  const queue = [[root, ""]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, via] = next;
    if (files.size >= limits.files) {
      throw new SpecRefusal(`${shownPath(root)} reaches more than ${limits.files} files; that is the limit.`);
    }
    /** @type {string} */
    let real;
    try {
      real = await realpath(file);
    } catch (error) {
      if (via) continue;
      throw new SpecRefusal(`${shownPath(file)} cannot be read: ${errorText(error)}`);
    }
    if (!inside(realFolder, real)) {
      throw new SpecRefusal(
        via
          ? `${via} is a link to ${real}, outside ${shownPath(folder)}; references stay inside the spec folder.`
          : `${shownPath(file)} is a link to ${real}, outside the spec folder ${shownPath(folder)}.`,
      );
    }
    const stat = await lstat(real);
    if (!stat.isFile()) throw new SpecRefusal(`${shownPath(file)} is not a regular file.`);
    if (stat.size > limits.fileBytes) {
      throw new SpecRefusal(
        `${shownPath(file)} is ${mib(stat.size)}; a spec file may be at most ${mib(limits.fileBytes)}.`,
      );
    }
    total += stat.size;
    if (total > limits.totalBytes) {
      throw new SpecRefusal(`the files of ${shownPath(root)} exceed ${mib(limits.totalBytes)} together.`);
    }
    /** @type {SpecFile} */
    const entry = { text: await readFile(real, "utf8") };
    files.set(file, entry);
    if (!PARSED.test(file) && file !== root) continue;
    const { data, refs } = parseFile(entry.text, real, limits);
    entry.data = data;
    for (const { ref, key } of refs) {
      const named = `${shownPath(file)}: ${key} ${JSON.stringify(ref)}`;
      const why = refusedBecause(ref, file, folder);
      if (why) throw new SpecRefusal(`${named} ${why}; references stay inside ${shownPath(folder)}.`);
      const [target = ""] = ref.split("#");
      const reached = path.resolve(path.dirname(file), target);
      // Read once however many references name it; checked when its turn comes.
      if (target && !files.has(reached) && !queue.some(([queued]) => queued === reached)) queue.push([reached, named]);
    }
  }
  return { root, folder, files };
}

/** A size for a message: in bytes below 1 MiB, else in MiB with one decimal. */
const mib = (/** @type {number} */ bytes) =>
  bytes < 1024 * 1024 ? `${bytes} bytes` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
