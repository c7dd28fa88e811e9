// @ts-check
// What every script and test needs to know about the OpenAPI document: where it is, how to bundle
// it into one JSON document, its operations, and how to follow a JSON pointer inside it.
//
// Bundling runs Redocly's bundler in-process (`@redocly/openapi-core`) with one minimal
// configuration: the bundle never depends on the lint rules and plugins of redocly.yaml. The spec is
// first loaded by lib/load.mjs, which refuses references that leave the spec's folder and documents
// past its limits; Redocly then reads only the files the loader read, through a resolver that
// refuses every other file and every URL. The root
// keys are then put in the order `redocly bundle` writes them, so the result is the same JSON text
// as the CLI's (test/spec.test.ts compares the two).
//
//   node scripts/lib/spec.mjs [--dereference] [file]   prints the bundled document as JSON
import { existsSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { errorText, EXIT_OK, readArgs, runMain } from "./cli.mjs";
import { loadSpec, shownPath as shown } from "./load.mjs";

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The OpenAPI document's root file. */
export const SPEC_FILE = path.join(ROOT, "spec", "openapi.yaml");

/**
 * The methods of a path item, in the order OpenAPI lists them.
 * @type {readonly string[]}
 */
export const HTTP_METHODS = Object.freeze(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** A parsed JSON document, or any part of one: its shape is the document's, so it is not typed further. */
/** @typedef {any} Json */

/**
 * The sections of `components`, each with its heading (plural) and the word for one of its
 * entries, in the order OpenAPI defines them.
 * @type {Readonly<Record<string, { title: string, singular: string }>>}
 */
export const COMPONENT_SECTIONS = {
  schemas: { title: "Schemas", singular: "schema" },
  parameters: { title: "Parameters", singular: "parameter" },
  responses: { title: "Responses", singular: "response" },
  requestBodies: { title: "Request bodies", singular: "request body" },
  headers: { title: "Headers", singular: "header" },
  securitySchemes: { title: "Security schemes", singular: "security scheme" },
  examples: { title: "Examples", singular: "example" },
  links: { title: "Links", singular: "link" },
  callbacks: { title: "Callbacks", singular: "callback" },
  pathItems: { title: "Path items", singular: "path item" },
};

// The order of an OpenAPI 3 document's root fields in `redocly bundle`'s output; other keys follow
// in their own order.
const ROOT_ORDER = [
  "openapi",
  "info",
  "jsonSchemaDialect",
  "servers",
  "security",
  "tags",
  "externalDocs",
  "paths",
  "webhooks",
  "x-webhooks",
  "components",
];

/** @type {Promise<typeof import("@redocly/openapi-core")> | undefined} */
let core;
/** @type {Promise<import("@redocly/openapi-core").Config> | undefined} */
let config;

/**
 * A Redocly resolver that hands out only the files of a loaded spec (as the loader read them), and
 * lets a missing file inside the spec's folder fail as Redocly reports it; anything else is refused.
 * @param {typeof import("@redocly/openapi-core")} redocly
 * @param {import("./load.mjs").LoadedSpec} loaded
 */
function confinedResolver(redocly, loaded) {
  class ConfinedResolver extends redocly.BaseResolver {
    /** @param {string} absoluteRef */
    async loadExternalRef(absoluteRef) {
      const file = loaded.files.get(absoluteRef);
      if (file) return new redocly.Source(absoluteRef, file.text.replace(/\r\n/g, "\n"));
      const rel = path.relative(loaded.folder, absoluteRef);
      if (!redocly.isAbsoluteUrl(absoluteRef) && !rel.startsWith("..") && !path.isAbsolute(rel)) {
        if (!existsSync(absoluteRef)) return super.loadExternalRef(absoluteRef);
      }
      throw new redocly.ResolveError(new Error(`${absoluteRef} was not checked by the spec loader; refused`));
    }
  }
  return new ConfinedResolver();
}

/**
 * Bundles an OpenAPI document (every `$ref` to another file becomes a local one, or with
 * `dereference` every `$ref` is replaced by what it points to) and returns it parsed. Rejects with
 * every problem the bundler found (a `$ref` that does not resolve, a file that does not parse), and
 * with a SpecRefusal (lib/load.mjs) before anything is read when a reference leaves the spec's
 * folder or the document is past the loader's limits.
 * @param {string} [file] the root file; spec/openapi.yaml when left out
 * @param {{ dereference?: boolean, loaded?: import("./load.mjs").LoadedSpec | undefined }} [options]
 *   loaded: what loadSpec() gave for `file`, when the caller has it
 * @returns {Promise<Json>}
 */
export async function bundle(file = SPEC_FILE, { dereference = false, loaded } = {}) {
  const ref = path.resolve(file);
  const spec = loaded ?? (await loadSpec(ref));
  const redocly = await (core ??= import("@redocly/openapi-core"));
  /** @type {Awaited<ReturnType<typeof redocly.bundle>>} */
  let result;
  try {
    result = await redocly.bundle({
      ref,
      config: await (config ??= redocly.createConfig({})),
      dereference,
      externalRefResolver: confinedResolver(redocly, spec),
    });
  } catch (error) {
    throw new Error(`bundle failed for ${shown(ref)}: ${errorText(error)}`, { cause: error });
  }
  const errors = result.problems.filter((problem) => problem.severity === "error");
  if (errors.length) {
    const lines = errors.map((problem) => {
      const at = problem.location[0];
      const place = at ? redocly.getLineColLocation(at) : undefined;
      const where = place ? `${shown(place.source.absoluteRef)}:${place.start.line}:${place.start.col}` : shown(ref);
      return `  ${where} ${problem.message}`;
    });
    throw new Error(`bundle failed for ${shown(ref)}:\n${lines.join("\n")}`);
  }
  return inRootOrder(result.bundle.parsed);
}

/**
 * The document with its root keys in the order of ROOT_ORDER, then the others.
 * @param {Json} doc
 */
function inRootOrder(doc) {
  if (!doc || typeof doc !== "object" || !("openapi" in doc)) return doc;
  /** @type {Record<string, unknown>} */
  const ordered = {};
  for (const key of ROOT_ORDER) if (Object.hasOwn(doc, key)) ordered[key] = doc[key];
  return Object.assign(ordered, doc);
}

/**
 * @typedef {object} Operation
 * @property {string} method lower case, as the path item's key
 * @property {string} path the path template, as the document writes it
 * @property {string} key `METHOD /path`, the method in upper case: the operation as reports name it
 * @property {Json} operation the operation object
 */

/**
 * Every operation of a bundled document, in the document's order of paths and OpenAPI's order of
 * methods.
 * @param {Json} doc
 * @returns {Operation[]}
 */
export function operations(doc) {
  /** @type {Operation[]} */
  const out = [];
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    if (!item || typeof item !== "object") continue;
    for (const method of HTTP_METHODS) {
      if (item[method]) out.push({ method, path, key: `${method.toUpperCase()} ${path}`, operation: item[method] });
    }
  }
  return out;
}

/**
 * An operation's parameters, references followed, those of its path item first; one of the
 * operation's replaces the path item's of the same name and place.
 * @param {Json} doc
 * @param {Json} operation
 * @param {Json} [pathItem]
 * @returns {Json[]}
 */
export function parametersOf(doc, operation, pathItem) {
  /** @type {Map<string, Json>} */
  const byPlace = new Map();
  for (const ref of [follow(doc, pathItem).node?.parameters, operation?.parameters].flatMap(list)) {
    const parameter = follow(doc, ref).node;
    if (typeof parameter?.name === "string") byPlace.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byPlace.values()];
}

/** A value that is a list, or none. */
export const list = (/** @type {unknown} */ value) => (Array.isArray(value) ? value : []);

/** Whether a response's key is a success: a `2xx` status or the range `2XX`. */
export const isSuccess = (/** @type {string} */ status) => /^2(\d\d|XX)$/.test(status);

/**
 * An operation's success responses, each with its key, references followed.
 * @param {Json} doc
 * @param {Json} operation
 * @returns {[string, Json][]}
 */
export const successes = (doc, operation) =>
  Object.entries(operation?.responses ?? {}).flatMap(([status, response]) =>
    isSuccess(status) ? [[status, follow(doc, response).node]] : [],
  );

/** Whether a media type is JSON: `application/json` or a `+json` type, with or without parameters. */
export const isJson = (/** @type {string} */ type) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type);

/** One segment of a JSON pointer, escaped (`/` as `~1`, `~` as `~0`). */
export const encodeSegment = (/** @type {string | number} */ key) =>
  String(key).replace(/~/g, "~0").replace(/\//g, "~1");
/** One segment of a JSON pointer, unescaped. */
export const decodeSegment = (/** @type {string} */ segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * The source of a regular expression that matches what a template (`/a/{id}`) stands for: each
 * `{…}` as `fill`, the rest as written.
 * @param {string} template
 * @param {string} [fill]
 */
export const templatePattern = (template, fill = "[^/]+") =>
  template
    .split(/\{[^{}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(fill);

/**
 * The node at a local JSON pointer (`#/components/schemas/X`, or without the `#`), or undefined
 * where there is none.
 * @param {Json} doc
 * @param {string} pointer
 * @returns {Json}
 */
export function resolvePointer(doc, pointer) {
  const local = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (local !== "" && !local.startsWith("/")) return undefined;
  let node = doc;
  for (const segment of local.split("/").slice(1)) {
    if (node === null || typeof node !== "object") return undefined;
    node = node[decodeSegment(segment)];
  }
  return node;
}

/**
 * Follows local `$ref`s from a node until it reaches one that is not a reference; returns that
 * node and its pointer (`pointer` when the node was no reference). Gives up after 20 steps.
 * @param {Json} doc
 * @param {Json} node
 * @param {string} [pointer]
 * @returns {{ node: Json, pointer: string }}
 */
export function follow(doc, node, pointer = "") {
  let current = node;
  let at = pointer;
  for (let step = 0; current && typeof current.$ref === "string" && step < 20; step++) {
    at = current.$ref;
    current = resolvePointer(doc, current.$ref);
  }
  return { node: current, pointer: at };
}

/**
 * Prints the bundled document as JSON (for callers that cannot wait for a promise).
 * @param {string[]} args
 */
async function main(args) {
  const { values, positionals } = readArgs(
    args,
    { dereference: { type: "boolean", default: false } },
    { positionals: true },
  );
  const doc = await bundle(positionals[0] ?? SPEC_FILE, { dereference: values.dereference });
  process.stdout.write(JSON.stringify(doc));
  return EXIT_OK;
}

runMain(import.meta.url, "bundle", main, "usage: node scripts/lib/spec.mjs [--dereference] [file]");
