// @ts-check
// Compiles the named schemas of the bundled spec (the document shipped as openapi.json) into
// standalone validator code with Ajv, at generation time, so the package carries no validator
// library and no schema compiler at run time. scripts/build/generate.mjs writes the result to generated/:
//
//   schema-validators.js    one export per named schema ({ name, check }), and RESULTS: per
//                           operation whose success body the spec states, the check of that body
//   schema-validators.d.ts  its declarations, typed with the generated schema types
//
// How the schemas are read (see README, "What the types know"):
//   - open stays open: no `additionalProperties` is added, so fields the description leaves out
//     never make a value fail;
//   - `type: integer` (int64 or not) must be a safe integer: a JSON number beyond ±(2^53 - 1) has
//     already lost digits when JSON.parse read it, so it is refused, never silently rounded;
//   - `date-time` is RFC 3339 with a date that exists (scripts/lib/schema-formats.mjs), `uri` the
//     fast pattern of ajv-formats; any other format fails generation until it is decided on.
import { createRequire } from "node:module";
import { _, Ajv } from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";
import { fastFormats } from "ajv-formats/dist/formats.js";
import { dateTime } from "../lib/schema-formats.mjs";
import { operations, successes } from "../lib/spec.mjs";

// The module's CommonJS export is the function itself, which its declarations call `default`.
const standaloneCode = /** @type {typeof standaloneModule.default} */ (/** @type {unknown} */ (standaloneModule));

/** @typedef {import("../lib/spec.mjs").Json} Json */

/** Each schema gets its own $id, so a schema referred to from several others is compiled once. */
export const SCHEMA_BASE = "https://escrow-api-sdk.invalid/schemas/";

/**
 * Keywords dropped from the compiled copy: OpenAPI annotations that are not JSON Schema, and
 * JSON Schema annotations that check nothing (they would only be copied into the code). `x-*`
 * extensions go too.
 */
const DROPPED = new Set([
  ...["example", "discriminator", "xml", "externalDocs"],
  ...["title", "description", "examples", "deprecated"],
]);

/**
 * Formats whose check is a function, referred to by name in the generated code.
 * @type {Record<string, { name: string, check: (text: string) => boolean }>}
 */
const FUNCTION_FORMATS = { "date-time": { name: "isDateTime", check: dateTime } };

// Keywords whose value is a map of schemas, a list of schemas, or one schema.
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
const SCHEMA_VALUES = new Set([
  ...["items", "additionalProperties", "contains", "propertyNames", "unevaluatedProperties", "unevaluatedItems"],
  ...["not", "if", "then", "else"],
]);

/**
 * A copy of an OpenAPI schema as plain JSON Schema 2020-12: extensions and OpenAPI-only keywords
 * dropped, component references pointed at `$defs`, integers marked `safeInteger`.
 * @param {Json} schema
 * @returns {Json}
 */
function toJsonSchema(schema) {
  if (typeof schema === "boolean") return schema;
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) throw new Error("not a schema");
  /** @type {Record<string, Json>} */
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith("x-") || DROPPED.has(key) || (key === "format" && value === "int64")) continue; // int64: safeInteger
    if (key === "$ref") {
      const match = /^#\/components\/schemas\/([A-Za-z0-9]+)$/.exec(value);
      if (!match) throw new Error(`unsupported $ref ${value}`);
      out.$ref = `${SCHEMA_BASE}${match[1]}`;
    } else if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, toJsonSchema(sub)]));
    } else {
      // Data (type, required, enum, maxItems, format, ...) is copied as it is.
      out[key] = SCHEMA_LISTS.has(key) ? value.map(toJsonSchema) : SCHEMA_VALUES.has(key) ? toJsonSchema(value) : value;
    }
  }
  if ((Array.isArray(out.type) ? out.type : [out.type]).includes("integer")) out.safeInteger = true;
  return out;
}

/**
 * Each named schema of a bundled document as the JSON Schema Ajv compiles (`$ref`s are `SCHEMA_BASE + name`).
 * @param {Json} doc
 * @returns {Record<string, Json>}
 */
export function jsonSchemas(doc) {
  return Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).map(([n, s]) => [n, toJsonSchema(s)]));
}

/**
 * Returns `{ "schema-validators.js": code, "schema-validators.d.ts": declarations }` (unformatted)
 * for a bundled document: one handle per named schema, and RESULTS, per
 * operation whose stated JSON success body is not open (OpenBody) and stated status, the check of
 * that body and what it is.
 * @param {string} header
 * @param {Json} doc
 */
export async function renderSchemaValidators(header, doc) {
  const names = Object.keys(doc.components?.schemas ?? {});
  /** @type {Record<string, Record<string, { schema: Json, index: number, operationId: string }>>} */
  const results = {};
  let count = 0;
  for (const { key, operation: op } of operations(doc)) {
    for (const [status, response] of successes(doc, op)) {
      const schema = response?.content?.["application/json"]?.schema;
      if (!schema || schema.$ref === "#/components/schemas/OpenBody") continue;
      (results[key] ??= {})[status] = {
        schema,
        index: count++,
        operationId: op.operationId,
      };
    }
  }
  const ajv = makeAjv();
  /** @type {Record<string, string>} */
  const exportsMap = {};
  for (const name of names) {
    ajv.addSchema({ $id: SCHEMA_BASE + name, ...toJsonSchema(doc.components.schemas[name]) });
    exportsMap[`v_${name}`] = SCHEMA_BASE + name;
  }
  for (const { schema, index } of Object.values(results).flatMap(Object.values)) {
    ajv.addSchema({ $id: `${SCHEMA_BASE}result${index}`, ...toJsonSchema(schema) });
    exportsMap[`v_result${index}`] = `${SCHEMA_BASE}result${index}`;
  }
  const full = standaloneCode(ajv, exportsMap);
  // Each validator's function name, from Ajv's own export lines.
  const fnName = (/** @type {string} */ key) => {
    const match = new RegExp(`export const ${key} = (\\w+);`).exec(full);
    if (!match) throw new Error(`no validator for ${key}`);
    return match[1];
  };
  const formatCode = Object.values(FUNCTION_FORMATS).map(({ name, check }) =>
    check.toString().replace(/^function \w+/, `function ${name}`),
  );
  const handles = names.map(
    (name) => `export const ${name} = { name: ${JSON.stringify(name)}, check: ${fnName(`v_${name}`)} };`,
  );
  const table = Object.entries(results).map(([key, byStatus]) => {
    const entries = Object.entries(byStatus).map(
      ([status, r]) =>
        `${JSON.stringify(status)}: [${fnName(`v_result${r.index}`)}, ${JSON.stringify(describeResult(r))}]`,
    );
    return `  ${JSON.stringify(key)}: { ${entries.join(", ")} },`;
  });
  const js =
    header +
    `// Compiled by Ajv ${createRequire(import.meta.url)("ajv/package.json").version} (standalone code) from the named schemas of the bundled spec.\n` +
    "// Each named schema is a handle { name, check }; RESULTS maps each operation whose success body\n" +
    "// the spec states to [check, what it is], per stated status.\n" +
    [...formatCode, adaptAjvCode(full), ...handles].join("\n") +
    `\nexport const RESULTS = {\n${table.join("\n")}\n};\n`;
  return { "schema-validators.js": js, "schema-validators.d.ts": declarations(header, doc, names) };
}

/** The Ajv instance the validators are compiled with: every finding, no messages, the formats decided on. */
function makeAjv() {
  return new Ajv({
    strict: true,
    allErrors: true, // parse() reports every place a value breaks, not only the first
    inlineRefs: false, // one function per named schema, shared by those that refer to it
    messages: false, // src/schemas.ts words the findings; the generated code stays smaller
    // A RegExp is copied into the code; a function format is only named there (code.formats below),
    // so what is registered here for it is never run.
    formats: { uri: fastFormats.uri, ...Object.fromEntries(Object.keys(FUNCTION_FORMATS).map((f) => [f, () => true])) },
    code: { source: true, esm: true, lines: false, formats: _`FORMATS` },
    keywords: [
      // Known to the draft this compiler reads, but not checked by these guards (README says so):
      // deposit pricing's postage_bearer-needs-price_postage rule is stated in the schema only.
      "dependentRequired",
      {
        keyword: "safeInteger",
        type: "number",
        schemaType: "boolean",
        // Inline code, so the generated module needs nothing at run time.
        code(/** @type {import("ajv").KeywordCxt} */ cxt) {
          // A fraction is the type check's finding; this one is about size alone.
          if (cxt.schema) cxt.fail(_`Number.isInteger(${cxt.data}) && !Number.isSafeInteger(${cxt.data})`);
        },
      },
    ],
  });
}

/**
 * Ajv's standalone code as the package ships it: function formats pointed at the copied functions,
 * findings gathered in linear time, module-level regular expressions free to drop from a bundle.
 * @param {string} full
 */
function adaptAjvCode(full) {
  // Function formats are referred to as FORMATS["name"]: point them at the copied functions.
  const code = full
    .replace(/FORMATS\["([^"]+)"\]/g, (/** @type {string} */ _m, /** @type {string} */ format) => {
      const known = FUNCTION_FORMATS[format];
      if (!known) throw new Error(`format ${format} has no check`);
      return known.name;
    })
    .replace(/^"use strict";/, "")
    // Ajv's own export lines are replaced by the named handles.
    .replace(/export const v_\w+ = \w+;/g, "")
    // Ajv gathers a referenced schema's findings with concat, which copies all earlier findings each
    // time: quadratic in a long array of broken items. Appending keeps it linear in the findings.
    .replace(
      /vErrors = vErrors === null \? (\w+)\.errors : vErrors\.concat\(\1\.errors\);/g,
      "if (vErrors === null) vErrors = $1.errors.slice(); else for (const e of $1.errors) vErrors.push(e);",
    )
    // Regular expressions built at module level must not keep unused validators alive in a bundle.
    .replace(/= new RegExp\(/g, "= /*#__PURE__*/ new RegExp(");
  if (code.includes(".concat(")) throw new Error("Ajv's output changed: findings are still gathered with concat");
  return code;
}

/**
 * schema-validators.d.ts: the handle, check and finding types, and one typed handle per schema.
 * @param {string} header
 * @param {Json} doc
 * @param {string[]} names
 */
function declarations(header, doc, names) {
  return (
    header +
    'import type * as T from "./aliases.js";\n\n' +
    "/** One place where a value breaks a schema, as Ajv reports it. */\n" +
    "export interface RawFinding {\n  readonly instancePath: string;\n  readonly schemaPath: string;\n  readonly keyword: string;\n  readonly params: Record<string, unknown>;\n}\n" +
    "/** Ajv's check of one schema: true if `value` matches; otherwise `errors` says where it breaks. */\n" +
    "export interface Check<T> {\n  (value: unknown): value is T;\n  errors?: RawFinding[] | null;\n}\n" +
    "/** A named schema of the spec, compiled. */\n" +
    "export interface SchemaHandle<Name extends string, T> {\n  readonly name: Name;\n  readonly check: Check<T>;\n}\n\n" +
    names
      .map((name) => {
        const summary = firstSentence(doc.components.schemas[name].description ?? "");
        return (
          `/** ${summary ? summary + " " : ""}Check a value with \`is(${name}, value)\` or \`parse(${name}, value)\`. */\n` +
          `export declare const ${name}: SchemaHandle<${JSON.stringify(name)}, T.${name}>;\n` +
          `export type ${name} = T.${name};`
        );
      })
      .join("\n") +
    "\n\n/** Per operation (`METHOD /path`) and stated success status: the check of its body and what it is. */\n" +
    "export declare const RESULTS: {\n  readonly [operation: string]: { readonly [status: string]: readonly [check: Check<unknown>, what: string] } | undefined;\n};\n"
  );
}

/**
 * What a stated result is, for messages: the schema's name, `X[]`, or "the result of <operation>".
 * @param {{ schema: Json, operationId: string }} result
 */
function describeResult({ schema, operationId }) {
  const ref = (/** @type {Json} */ s) => /([A-Za-z0-9]+)$/.exec(s?.$ref ?? "")?.[1];
  if (ref(schema)) return ref(schema);
  if (schema.type === "array") {
    const item =
      ref(schema.items) ?? (schema.items?.anyOf ?? []).map((/** @type {Json} */ s) => ref(s) ?? s.type).join(" | ");
    return item.includes(" ") ? `(${item})[]` : `${item || "item"}[]`;
  }
  return `the result of ${operationId}`;
}

/**
 * The first sentence of a description, on one line, safe inside a JSDoc comment.
 * @param {string} text
 */
export function firstSentence(text) {
  const flat = text.replace(/\s+/g, " ").trim();
  const end = flat.search(/\.(\s|$)/);
  return (end === -1 ? flat : flat.slice(0, end + 1)).replaceAll("*/", "* /");
}
