#!/usr/bin/env node
// Compiles spec/openapi.yaml into generated/:
//   schema.d.ts    paths, components and operations (openapi-typescript)
//   aliases.d.ts   one named type per schema, so apps never index `components` by hand
//   security.js    which credentials each operation accepts, read at run time by the client
//   security.d.ts  its declarations
//
//   node scripts/generate.mjs                write the files
//   node scripts/generate.mjs --check        exit 1 if a file differs from what the spec gives
//   ... --dir <folder>                       use another folder than generated/ (tests)
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import * as prettier from "prettier";
import { parse } from "yaml";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const specFile = join(root, "spec", "openapi.yaml");
const dirFlag = process.argv.indexOf("--dir");
const outDir = dirFlag === -1 ? join(root, "generated") : resolve(process.argv[dirFlag + 1] ?? "");

const HEADER =
  "// Generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit: change the spec and run `npm run generate`.\n";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

// Bit flags shared with src/auth.ts: which credential kinds an operation accepts.
const BEARER = 1;
const BASIC = 2;

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

async function securityTable() {
  const doc = await loadYaml(specFile);
  const kinds = schemeKinds(doc);
  const fallback = accepted(doc.security, kinds, "root security");
  const exceptions = {};
  let count = 0;
  for (const [path, ref] of Object.entries(doc.paths ?? {})) {
    const { node: item } = await deref(ref, specFile);
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      count++;
      const bits =
        op.security === undefined ? fallback : accepted(op.security, kinds, `${method.toUpperCase()} ${path}`);
      if (bits !== fallback) (exceptions[path] ??= {})[method.toUpperCase()] = bits;
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
    out.push({ name, summary: firstSentence(description) });
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
  const ast = await openapiTS(pathToFileURL(specFile), { silent: true });
  const schema = HEADER + "\n" + astToString(ast);

  const names = await schemaNames();
  const aliases =
    HEADER +
    'import type { components } from "./schema.js";\n\n' +
    names
      .map(
        ({ name, summary }) =>
          (summary ? `/** ${summary} */\n` : "") +
          `export type ${name} = components["schemas"][${JSON.stringify(name)}];\n`,
      )
      .join("\n");

  const { fallback, exceptions, count } = await securityTable();
  const explain =
    `// Credentials each operation accepts: ${BEARER} = OAuth2 bearer token, ${BASIC} = API key (HTTP basic), ${BEARER | BASIC} = either.\n` +
    `// AUTH_DEFAULT is the document's root security; AUTH_EXCEPTIONS lists the operations (${Object.values(exceptions).reduce((n, o) => n + Object.keys(o).length, 0)} of ${count}) whose own security differs from it.\n`;
  const securityJs =
    HEADER +
    explain +
    `export const AUTH_DEFAULT = ${fallback};\n` +
    `export const AUTH_EXCEPTIONS = ${JSON.stringify(exceptions)};\n`;
  const securityDts =
    HEADER +
    explain +
    "/** Credential bits: 1 = bearer token, 2 = API key, 3 = either. */\n" +
    "export type AuthBits = 1 | 2 | 3;\n" +
    "export declare const AUTH_DEFAULT: AuthBits;\n" +
    "export declare const AUTH_EXCEPTIONS: { readonly [path: string]: { readonly [method: string]: AuthBits } | undefined };\n";

  return {
    "schema.d.ts": await format(schema, "typescript"),
    "aliases.d.ts": await format(aliases, "typescript"),
    "security.js": await format(securityJs, "babel"),
    "security.d.ts": await format(securityDts, "typescript"),
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
  if (check && stale.length) {
    console.error(`Stale against spec/ (run npm run generate): ${stale.join(", ")}`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length ? `Wrote ${stale.join(", ")}` : "generated/ is up to date");
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
