#!/usr/bin/env node
// Compiles spec/openapi.yaml into generated/:
//   schema.d.ts    paths, components and operations (openapi-typescript)
//   aliases.d.ts   one named type per schema, so apps never index `components` by hand
//   operation-flags.js    per operation, what the client needs at run time: the credentials its
//                         security accepts, and whether its success response must carry JSON
//   operation-flags.d.ts  its declarations
//   schema-validators.js  a compiled check per named schema and per stated result (generate-schemas.mjs)
//   schema-validators.d.ts  its declarations
//   oauth.js, oauth.d.ts  URL templates, scopes and the scopes per operation (scripts/generate-scopes.mjs)
//
//   node scripts/generate.mjs                write the files
//   node scripts/generate.mjs --check        exit 1 if a file differs from what the spec gives
//   ... --dir <folder>                       use another folder than generated/ (tests)
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import * as prettier from "prettier";
import { parse } from "yaml";
import { bundled, renderSchemaValidators } from "./generate-schemas.mjs";
import { addGapDocs, gapLines } from "./lib/gap-docs.mjs";
import { renderScopes } from "./generate-scopes.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const specFile = join(root, "spec", "openapi.yaml");
const dirFlag = process.argv.indexOf("--dir");
const outDir = dirFlag === -1 ? join(root, "generated") : resolve(process.argv[dirFlag + 1] ?? "");

const HEADER =
  "// Generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit: change the spec and run `npm run generate`.\n";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

// Bit flags of an operation: which credential kinds it accepts, and whether the spec states a JSON
// body for a specific 2xx status (so an empty one is an error). Written into operation-flags.js,
// from which src/ imports them.
const BEARER = 1;
const BASIC = 2;
const JSON_RESULT = 4;

async function loadYaml(file) {
  return parse(await readFile(file, "utf8"));
}

/** Follows a relative `$ref` to a file (the spec's only kind of reference at path-item level). */
async function deref(node, fromFile) {
  if (!node || typeof node.$ref !== "string") return { node, file: fromFile };
  const [filePart, pointer] = node.$ref.split("#");
  if (pointer) throw new Error(`${relative(root, fromFile)}: in-file $ref ${node.$ref} is not supported here`);
  const file = resolve(dirname(fromFile), filePart);
  return deref(await loadYaml(file), file);
}

/** Maps the scheme names in `components.securitySchemes` to credential bits. */
function schemeKinds(doc) {
  const kinds = {};
  for (const [name, scheme] of Object.entries(doc.components?.securitySchemes ?? {})) {
    const type = scheme.type;
    const httpScheme = String(scheme.scheme ?? "").toLowerCase();
    if (type === "oauth2" || type === "openIdConnect" || (type === "http" && httpScheme === "bearer")) {
      kinds[name] = BEARER;
    } else if (type === "http" && httpScheme === "basic") {
      kinds[name] = BASIC;
    } else {
      throw new Error(`security scheme ${name} (${type} ${httpScheme}) has no client support`);
    }
  }
  return kinds;
}

/** Reduces an OpenAPI security requirement list to credential bits. */
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
    const kind = kinds[names[0]];
    if (!kind) throw new Error(`${where}: unknown security scheme ${names[0]}`);
    bits |= kind;
  }
  return bits;
}

/** Whether a stated success status (`200`, not the open `2XX`) of the operation has a JSON body. */
async function statesJsonResult(op, file) {
  for (const [status, ref] of Object.entries(op.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const { node: response } = await deref(ref, file);
    if (response?.content?.["application/json"]) return true;
  }
  return false;
}

/** Flags of every operation: the document's usual value, and the operations that differ from it. */
async function flagTable() {
  const doc = await loadYaml(specFile);
  const kinds = schemeKinds(doc);
  const fallback = accepted(doc.security, kinds, "root security");
  const exceptions = {};
  let count = 0;
  for (const [path, ref] of Object.entries(doc.paths ?? {})) {
    const { node: item, file } = await deref(ref, specFile);
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      count++;
      const auth =
        op.security === undefined ? fallback : accepted(op.security, kinds, `${method.toUpperCase()} ${path}`);
      const flags = auth | ((await statesJsonResult(op, file)) ? JSON_RESULT : 0);
      if (flags !== fallback) (exceptions[path] ??= {})[method.toUpperCase()] = flags;
    }
  }
  return { fallback, exceptions, count };
}

async function schemaNames() {
  const doc = await loadYaml(specFile);
  const out = [];
  for (const [name, ref] of Object.entries(doc.components?.schemas ?? {})) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`schema name ${name} is not a PascalCase identifier`);
    const { node } = await deref(ref, specFile);
    const description = typeof node?.description === "string" ? node.description : "";
    out.push({ name, summary: firstSentence(description), gaps: gapLines(node?.["x-gaps"]) });
  }
  return out;
}

function firstSentence(text) {
  const flat = text.replace(/\s+/g, " ").trim();
  const end = flat.search(/\.(\s|$)/);
  const sentence = end === -1 ? flat : flat.slice(0, end + 1);
  return sentence.replaceAll("*/", "* /");
}

async function format(code, parser) {
  const config = (await prettier.resolveConfig(join(root, "generated", "schema.d.ts"))) ?? {};
  return prettier.format(code, { ...config, parser });
}

/** Returns every generated file as `{ relative path: content }`. */
export async function render() {
  // Each open operation's and schema's x-gaps go into its JSDoc (scripts/lib/gap-docs.mjs).
  const ast = addGapDocs(await openapiTS(pathToFileURL(specFile), { silent: true }), await bundled());
  const schema = HEADER + "\n" + astToString(ast);

  const names = await schemaNames();
  const aliases =
    HEADER +
    'import type { components } from "./schema.js";\n\n' +
    names
      .map(
        ({ name, summary, gaps }) =>
          (gaps.length
            ? `/**\n * ${[summary, ...gaps].filter(Boolean).join("\n * ")}\n */\n`
            : summary
              ? `/** ${summary} */\n`
              : "") + `export type ${name} = components["schemas"][${JSON.stringify(name)}];\n`,
      )
      .join("\n");

  const { fallback, exceptions, count } = await flagTable();
  const listed = Object.values(exceptions).reduce((n, o) => n + Object.keys(o).length, 0);
  const explain =
    `// Bits: ${BEARER} = accepts an OAuth2 bearer token, ${BASIC} = accepts the API key (HTTP basic),\n` +
    `// ${JSON_RESULT} = the spec states a JSON body for a specific 2xx status, so an empty success body is an error.\n` +
    `// DEFAULT_FLAGS are those of the document's root security; FLAGS lists the ${listed} of ${count} operations that differ.\n`;
  const flagsJs =
    HEADER +
    explain +
    `export const BEARER = ${BEARER};\nexport const BASIC = ${BASIC};\nexport const JSON_RESULT = ${JSON_RESULT};\n` +
    `export const DEFAULT_FLAGS = ${fallback};\n` +
    `export const FLAGS = ${JSON.stringify(exceptions)};\n`;
  const flagsDts =
    HEADER +
    explain +
    `export declare const BEARER: ${BEARER};\nexport declare const BASIC: ${BASIC};\nexport declare const JSON_RESULT: ${JSON_RESULT};\n` +
    "export declare const DEFAULT_FLAGS: number;\n" +
    "export declare const FLAGS: { readonly [path: string]: { readonly [method: string]: number } | undefined };\n";

  const validators = await renderSchemaValidators(HEADER);
  return {
    "schema-validators.js": await format(validators["schema-validators.js"], "babel"),
    "schema-validators.d.ts": await format(validators["schema-validators.d.ts"], "typescript"),
    "schema.d.ts": await format(schema, "typescript"),
    "aliases.d.ts": await format(aliases, "typescript"),
    "operation-flags.js": await format(flagsJs, "babel"),
    "operation-flags.d.ts": await format(flagsDts, "typescript"),
    ...Object.fromEntries(
      await Promise.all(
        Object.entries(await renderScopes(HEADER)).map(async ([name, code]) => [
          name,
          await format(code, name.endsWith(".js") ? "babel" : "typescript"),
        ]),
      ),
    ),
  };
}

async function main() {
  const check = process.argv.includes("--check");
  const files = await render();
  const stale = [];
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = join(outDir, name);
    const current = await readFile(file, "utf8").catch(() => undefined);
    if (current === content) continue;
    stale.push(relative(root, file));
    if (!check) await writeFile(file, content);
  }
  // A file the spec no longer produces (a renamed output, say) must not linger and be imported.
  for (const name of await readdir(outDir)) {
    if (name in files) continue;
    stale.push(`${relative(root, join(outDir, name))} (not generated any more)`);
    if (!check) await rm(join(outDir, name), { recursive: true });
  }
  if (check && stale.length) {
    console.error(`Stale against spec/ (run npm run generate): ${stale.join(", ")}`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length ? `Updated ${stale.join(", ")}` : "generated/ is up to date");
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
