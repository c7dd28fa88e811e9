#!/usr/bin/env node
// @ts-check
// Compiles spec/openapi.yaml into generated/:
//   schema.d.ts    paths, components and operations (openapi-typescript)
//   aliases.d.ts   one named type per schema, so apps never index `components` by hand
//   operation-flags.js    per operation, what the client needs at run time: the credentials its
//                         security accepts, and whether its success response must carry JSON
//   operation-flags.d.ts  its declarations
//   schema-validators.js  a compiled check per named schema and per stated result (generate-schemas.mjs)
//   schema-validators.d.ts  its declarations
//   oauth.js, oauth.d.ts  URL templates, scopes and the scopes per operation (generate-scopes.mjs)
//
//   node scripts/build/generate.mjs                write the files
//   node scripts/build/generate.mjs --check        exit 1 if a file differs from what the spec gives
//   ... --dir <folder>                             use another folder than generated/ (tests)
//   ... --force                                    render even when the stamp says there is nothing to
//                                                  do (the stamp is written afresh; npm run bench times it)
//
// The files are written as the generator makes them, with no formatting pass: openapi-typescript's
// printer output (indented by two spaces), Ajv's code, and templates laid out by hand.
//
// An edit of the spec should reach fresh types fast. A stamp in .tmp/ records a hash of the inputs
// (every file of spec/, the generator's own scripts, the versions of the tools that shape the
// output) and of each file written to generated/. When the inputs and the files in generated/ are
// what the stamp says, there is nothing to do, and the run ends before loading openapi-typescript,
// the TypeScript compiler and Ajv. `--check` uses the stamp the same way: a file edited by hand no
// longer has the recorded hash, so the files are rendered and compared.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { EXIT_OK, EXIT_PROBLEMS, readArgs, runMain } from "../lib/cli.mjs";
import { bundle, follow, isJson, operations, parametersOf, ROOT, successes } from "../lib/spec.mjs";
import { credentialOf, isServiceUser } from "./code-samples.mjs";
import { renderScopes } from "./generate-scopes.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

/** The folder the files go to. */
export const GENERATED = join(ROOT, "generated");

const HEADER =
  "// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.\n";

// Bit flags of an operation: which credential kinds it accepts, whether the spec states a JSON
// body for a specific 2xx status (so an empty one is an error), and how a success body that is not
// JSON is read by default. Written into operation-flags.js, from which src/ imports them.
const BITS = { BEARER: 1, BASIC: 2, JSON_RESULT: 4, BLOB_RESULT: 8, TEXT_RESULT: 16 };
const { BEARER, BASIC, JSON_RESULT, BLOB_RESULT, TEXT_RESULT } = BITS;

/**
 * Reduces an OpenAPI security requirement list to credential bits.
 * @param {unknown} requirements
 * @param {Record<string, number>} kinds the credential bit of each scheme name
 * @param {string} where
 */
function accepted(requirements, kinds, where) {
  if (!Array.isArray(requirements) || requirements.length === 0) {
    throw new Error(`${where}: no security requirement; the client only supports authenticated operations`);
  }
  let bits = 0;
  for (const requirement of requirements) {
    const names = Object.keys(requirement);
    if (names.length !== 1) {
      throw new Error(`${where}: a requirement naming ${names.length} schemes at once is not supported`);
    }
    const kind = kinds[names[0] ?? ""];
    if (!kind) throw new Error(`${where}: unknown security scheme ${names[0]}`);
    bits |= kind;
  }
  return bits;
}

/**
 * What the operation's success says of its body: whether a stated status (`200`, not the open
 * `2XX`) has a JSON body, and how a success body is read when no success response is JSON: as text
 * for `text/*` alone, as a Blob for any other media type (a PDF, an image).
 * @param {Json} doc
 * @param {Json} op
 */
function resultBits(doc, op) {
  let bits = 0;
  const media = new Set();
  for (const [status, response] of successes(doc, op)) {
    const content = response?.content ?? {};
    if (/^2\d\d$/.test(status) && Object.keys(content).some(isJson)) bits |= JSON_RESULT;
    for (const type of Object.keys(content)) media.add(type);
  }
  const types = [...media];
  if (types.length && !types.some(isJson)) bits |= types.every((t) => /^text\//i.test(t)) ? TEXT_RESULT : BLOB_RESULT;
  return bits;
}

/** The interfaces of operation-flags.d.ts that list, per method, the operations with a fact, and their JSDoc. */
const FACTS = {
  TokenOnly: "Operations whose security accepts an OAuth2 access token and not the API key.",
  KeyOnly: "Operations whose security accepts the API key and not an OAuth2 access token.",
  ActingUserRequired: "Operations that require the `Service-User` header: the user the client acts for.",
  OptionsRequired: "Operations whose options must be given: a required parameter (the acting user aside) or body.",
  BlobResult: "Operations whose success body is not JSON and is read as a Blob when the call does not say.",
  TextResult: "Operations whose success body is text and is read as text when the call does not say.",
};

/**
 * Flags of every operation: the document's usual value, and the operations that differ from it;
 * and, for the client's types, per fact (FACTS, and each credential it accepts) and method, the
 * paths whose operation has it.
 * @param {Json} doc
 */
function flagTable(doc) {
  /** @type {Record<string, number>} */
  const kinds = {};
  for (const [name, scheme] of Object.entries(doc.components?.securitySchemes ?? {})) {
    const kind = credentialOf(scheme);
    const type = `${scheme?.type} ${String(scheme?.scheme ?? "").toLowerCase()}`;
    if (!kind) throw new Error(`security scheme ${name} (${type}) has no client support`);
    kinds[name] = kind === "apiKey" ? BASIC : BEARER;
  }
  const fallback = accepted(doc.security, kinds, "root security");
  /** @type {Record<string, Record<string, number>>} */
  const exceptions = {};
  /** @type {Record<string, Record<string, string[]>>} */
  const facts = { apiKey: {}, accessToken: {}, ...Object.fromEntries(Object.keys(FACTS).map((name) => [name, {}])) };
  const all = operations(doc);
  for (const { method, path, key, operation: op } of all) {
    const auth = op.security === undefined ? fallback : accepted(op.security, kinds, key);
    const flags = auth | resultBits(doc, op);
    if (flags !== fallback) (exceptions[path] ??= {})[method.toUpperCase()] = flags;
    // What a call must give: the acting user (`Service-User`, on the operation or its path item),
    // or another required parameter or the body.
    const required = parametersOf(doc, op, doc.paths[path]).filter((p) => p.required === true);
    const acting = required.some(isServiceUser);
    const options = follow(doc, op.requestBody).node?.required === true || !required.every(isServiceUser);
    const holds = {
      apiKey: auth & BASIC,
      accessToken: auth & BEARER,
      TokenOnly: (auth & (BEARER | BASIC)) === BEARER,
      KeyOnly: (auth & (BEARER | BASIC)) === BASIC,
      ActingUserRequired: acting,
      OptionsRequired: options,
      BlobResult: flags & BLOB_RESULT,
      TextResult: flags & TEXT_RESULT,
    };
    for (const [fact, yes] of Object.entries(holds)) if (yes) ((facts[fact] ??= {})[method] ??= []).push(path);
  }
  return { fallback, exceptions, facts, count: all.length };
}

/**
 * Members of an interface whose values are unions of path templates, one path a line:
 * `get:\n  | "/a"\n  | "/b";`, indented by `indent`; `never` for none.
 * @param {Record<string, string[]>} byKey
 * @param {string} [indent]
 */
const pathUnions = (byKey, indent = "  ") =>
  Object.entries(byKey)
    .map(([key, paths]) =>
      paths.length
        ? `${indent}${key}:\n${paths.map((p) => `${indent}  | ${JSON.stringify(p)}`).join("\n")};\n`
        : `${indent}${key}: never;\n`,
    )
    .join("");

/**
 * TypeScript's printer output indented by two spaces instead of four, as the rest of the project.
 * @param {string} code
 */
const indentByTwo = (code) => code.replace(/^(?: {4})+/gm, (indent) => " ".repeat(indent.length / 2));

/**
 * Returns every generated file as `{ name: content }`, for the spec or for `doc`, the spec bundled.
 * @param {Json} [doc]
 * @returns {Promise<Record<string, string>>}
 */
export async function render(doc) {
  // The heavy modules load only when there is something to render: after the spec has loaded, so a
  // spec the loader refuses ends the run before the compiler is read.
  const schemas = await import("./generate-schemas.mjs");
  doc ??= await bundle();
  const [{ default: openapiTS, astToString }, { addGapDocs, gapLines }] = await Promise.all([
    import("openapi-typescript"),
    import("../lib/gap-docs.mjs"),
  ]);
  // Each open operation's and schema's x-gaps go into its JSDoc (scripts/lib/gap-docs.mjs).
  // openapi-typescript reads a copy of the bundle: it gives the same types as from the files.
  const ast = addGapDocs(await openapiTS(structuredClone(doc), { silent: true, emptyObjectsUnknown: true }), doc);
  const schema = HEADER + "\n" + indentByTwo(astToString(ast));

  // One named type per schema, with the first sentence of its description and its gap notes.
  const aliases = Object.entries(doc.components?.schemas ?? {}).map(([name, node]) => {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`schema name ${name} is not a PascalCase identifier`);
    const schemaNode = follow(doc, node).node;
    const summary = schemas.firstSentence(typeof schemaNode?.description === "string" ? schemaNode.description : "");
    const gaps = gapLines(schemaNode?.["x-gaps"]);
    const lines = [summary, ...gaps].filter(Boolean);
    const jsdoc = gaps.length ? `/**\n * ${lines.join("\n * ")}\n */\n` : summary ? `/** ${summary} */\n` : "";
    return `${jsdoc}export type ${name} = components["schemas"][${JSON.stringify(name)}];\n`;
  });

  const { fallback, exceptions, facts, count } = flagTable(doc);
  const listed = Object.values(exceptions).reduce((n, o) => n + Object.keys(o).length, 0);
  const explain =
    HEADER +
    `// Bits: ${BEARER} = accepts an OAuth2 bearer token, ${BASIC} = accepts the API key (HTTP basic),\n` +
    `// ${JSON_RESULT} = the spec states a JSON body for a specific 2xx status, so an empty success body is an error,\n` +
    `// ${BLOB_RESULT} = no success body is JSON: read as a Blob by default, ${TEXT_RESULT} = likewise, all text: read as text.\n` +
    `// DEFAULT_FLAGS are those of the document's root security; FLAGS lists the ${listed} of ${count} operations that differ.\n`;
  const bits = (/** @type {(name: string, bit: number) => string} */ line) =>
    Object.entries(BITS)
      .map(([name, bit]) => line(name, bit))
      .join("");
  const { apiKey = {}, accessToken = {} } = facts;
  const accepting = Object.keys({ ...apiKey, ...accessToken }).map(
    (method) =>
      `  ${method}: {\n${pathUnions({ apiKey: apiKey[method] ?? [], accessToken: accessToken[method] ?? [] }, "    ")}  };\n`,
  );
  const flagsDts =
    explain +
    bits((name, bit) => `export declare const ${name}: ${bit};\n`) +
    "export declare const DEFAULT_FLAGS: number;\n" +
    "export declare const FLAGS: { readonly [path: string]: { readonly [method: string]: number } | undefined };\n" +
    "\n// The same facts for the client's types, as path templates per method (a method not listed has none).\n" +
    "/** Per method, the operations a client can call with each kind of credential. */\n" +
    `export interface Accepting {\n${accepting.join("")}}\n` +
    Object.entries(FACTS)
      .map(([name, about]) => `/** ${about} */\nexport interface ${name} {\n${pathUnions(facts[name] ?? {})}}\n`)
      .join("");

  return {
    ...(await schemas.renderSchemaValidators(HEADER, doc)),
    "schema.d.ts": schema,
    "aliases.d.ts": HEADER + 'import type { components } from "./schema.js";\n\n' + aliases.join("\n"),
    "operation-flags.js":
      explain +
      bits((name, bit) => `export const ${name} = ${bit};\n`) +
      `export const DEFAULT_FLAGS = ${fallback};\n` +
      `export const FLAGS = ${JSON.stringify(exceptions, null, 2)};\n`,
    "operation-flags.d.ts": flagsDts,
    ...(await renderScopes(HEADER, doc)),
  };
}

/**
 * The files of `dir` that differ from `files`, and those `files` does not have (output the spec no
 * longer produces, such as a renamed file, must not linger and be imported).
 * @param {Record<string, string>} files
 * @param {string} dir
 */
export async function staleFiles(files, dir) {
  const differ = [];
  for (const [name, content] of Object.entries(files)) {
    if ((await readFile(join(dir, name), "utf8").catch(() => undefined)) !== content) differ.push(name);
  }
  const extra = (await readdir(dir).catch(() => [])).filter((name) => !(name in files));
  return { differ, extra };
}

/** Where the stamp of the last generation is kept (not committed). */
export const STAMP = join(ROOT, ".tmp", "generate.stamp.json");
// The generator's own code, and the packages whose versions shape the output.
const GENERATOR = ["scripts/build", "scripts/lib", "scripts/review/lint-plugin"];
const TOOLS = ["openapi-typescript", "typescript", "ajv", "ajv-formats", "@redocly/openapi-core"];

/**
 * A hash of files and of folders (every file below them, in order of name) under `base`: their
 * names and contents. Missing entries count as empty.
 * @param {string} base
 * @param {string[]} entries
 */
export async function hashFiles(base, entries) {
  const hash = createHash("sha256");
  for (const entry of entries) {
    const below = await readdir(join(base, entry), { recursive: true, withFileTypes: true }).catch(() => undefined);
    const files = below?.map((e) => relative(base, join(e.parentPath, e.name))) ?? [entry];
    for (const file of files.sort()) {
      // Folders and what cannot be read are left out.
      const data = await readFile(join(base, file)).catch(() => undefined);
      if (data) hash.update(`${file.split(sep).join("/")}\0${data.length}\0`).update(data);
    }
  }
  return hash.digest("hex");
}

/**
 * A hash of everything the generated files depend on: every file of spec/, the generator's
 * scripts, and the versions of the tools. Reads files only; loads none of the tools.
 */
async function inputsHash() {
  const version = async (/** @type {string} */ tool) =>
    JSON.parse(await readFile(join(ROOT, "node_modules", tool, "package.json"), "utf8")).version;
  const tools = await Promise.all(TOOLS.map(async (tool) => `${tool}@${await version(tool)}`));
  return [await hashFiles(ROOT, ["spec", ...GENERATOR]), ...tools].join(" ");
}

/**
 * The stamp for the files of `dir` generated from `inputs`: both hashes.
 * @param {string} dir
 * @param {string} inputs
 */
const stampText = async (dir, inputs) => JSON.stringify({ inputs, files: await hashFiles(dir, ["."]) }, null, 2) + "\n";

/**
 * Whether `dir` holds exactly the files the stamp records, and the stamp was made from `inputs`.
 * @param {string} dir
 * @param {string} inputs
 * @param {string} file the stamp's file
 */
async function matchesStamp(dir, inputs, file) {
  return (await readFile(file, "utf8").catch(() => "")) === (await stampText(dir, inputs));
}

/** Whether generated/ is what the stamp says the current inputs give. */
export async function upToDate() {
  return matchesStamp(GENERATED, await inputsHash(), STAMP);
}

/**
 * Writes the generated files into `dir` (or with `check` only compares them), printing what it
 * did; resolves with the exit code: 1 when `check` finds a stale file. For generated/ itself, the
 * stamp spares the work when nothing changed (see the header).
 * @param {{ check?: boolean, dir?: string, doc?: Json, files?: Record<string, string> | undefined, stamp?: string,
 *   force?: boolean }} [options]
 *   doc: the spec, already bundled; files: what render() gave for the current inputs, when the
 *   caller has it (the stamp is then not consulted, only written); stamp: the stamp's file, by
 *   default STAMP for generated/ and none for another folder; force: render without consulting
 *   the stamp
 */
export async function generate({ check = false, dir = GENERATED, doc, files: given, stamp, force = false } = {}) {
  const stampFile = stamp ?? (dir === GENERATED ? STAMP : undefined);
  const inputs = stampFile ? await inputsHash() : "";
  if (stampFile && !given && !force && (await matchesStamp(dir, inputs, stampFile))) {
    if (!check) console.log("generated/ is up to date");
    return EXIT_OK;
  }
  const files = given ?? (await render(doc));
  const { differ, extra } = await staleFiles(files, dir);
  const shown = (/** @type {string} */ name) => relative(ROOT, join(dir, name));
  const stale = [...differ.map(shown), ...extra.map((name) => `${shown(name)} (not generated any more)`)];
  if (check && stale.length) {
    console.error(`Stale against spec/ (run npm run generate): ${stale.join(", ")}`);
    return EXIT_PROBLEMS;
  }
  if (!check) {
    await mkdir(dir, { recursive: true });
    for (const name of differ) await writeFile(join(dir, name), files[name] ?? "");
    for (const name of extra) await rm(join(dir, name), { recursive: true });
    console.log(stale.length ? `Updated ${stale.join(", ")}` : "generated/ is up to date");
  }
  if (stampFile) {
    await mkdir(dirname(stampFile), { recursive: true });
    await writeFile(stampFile, await stampText(dir, inputs));
  }
  return EXIT_OK;
}

/** @param {string[]} args */
export async function main(args) {
  const { values } = readArgs(args, {
    check: { type: "boolean", default: false },
    dir: { type: "string" },
    force: { type: "boolean", default: false },
  });
  return generate({
    check: values.check,
    dir: values.dir === undefined ? GENERATED : resolve(values.dir),
    force: values.force,
  });
}

runMain(import.meta.url, "generate", main);
