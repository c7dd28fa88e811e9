// @ts-check
// The OAuth2 facts of spec/openapi.yaml, for the `escrow-api-sdk/oauth` entry point:
//   oauth.js    the flow's URL templates (x-url-templates), the scope names, every operation by
//               operationId and by "METHOD /path", and per operation the scopes it needs
//               (x-offline-scopes: while the user is away; x-required-grants: for any call, each
//               with who grants it)
//   oauth.d.ts  its declarations, with literal types so that operation names and scopes type-check
//
// Called by scripts/build/generate.mjs, which writes, checks and prunes generated/.
import { bundle, follow, operations, SPEC_FILE } from "../lib/spec.mjs";
import { GRANTORS } from "../review/lint-plugin/rules/vendor-extensions.js";
import { tsKey } from "./code-samples.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

/**
 * A list of scope names from an extension, each one declared by the flow.
 * @param {unknown} value @param {Set<string>} known @param {string} where @returns {string[]}
 */
function scopeList(value, known, where) {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((s) => typeof s !== "string"))
    throw new Error(`${where}: must be a list of scope names`);
  const unknown = value.find((scope) => !known.has(scope));
  if (unknown !== undefined) throw new Error(`${where}: scope ${unknown} is not declared by the oauth2 flow`);
  return [...new Set(value)];
}

/**
 * Reads the flow and every operation of a spec file, or of `doc`, the spec already bundled: the
 * flow's URL templates (each starting with `{auth_url}/` and naming `{realm}`, no other variable),
 * its scopes, the operations by operationId, and the scopes each one names, each a declared scope
 * (x-required-grants: each with one of GRANTORS).
 * @param {string} [specFile]
 * @param {Json} [doc]
 */
export async function oauthFacts(specFile = SPEC_FILE, doc = undefined) {
  doc ??= await bundle(specFile);
  const flow = follow(doc, doc.components?.securitySchemes?.oauth2).node?.flows?.authorizationCode;
  if (!flow) throw new Error("components.securitySchemes.oauth2.flows.authorizationCode is missing");
  /** @type {Record<string, string>} */
  const urls = {};
  for (const field of ["authorizationUrl", "tokenUrl"]) {
    const template = flow["x-url-templates"]?.[field];
    if (typeof template !== "string" || !template.startsWith("{auth_url}/") || !template.includes("{realm}")) {
      throw new Error(`oauth2 flow: x-url-templates.${field} must start with {auth_url}/ and contain {realm}`);
    }
    const unknown = template.match(/\{[^}]*\}/g)?.filter((v) => !["{auth_url}", "{realm}"].includes(v)) ?? [];
    if (unknown.length) throw new Error(`oauth2 flow: x-url-templates.${field} has unknown ${unknown.join(", ")}`);
    urls[field] = template;
  }
  const scopes = Object.keys(flow.scopes ?? {});
  if (scopes.length === 0) throw new Error("oauth2 flow declares no scopes");
  const known = new Set(scopes);
  /** @type {Record<string, string>} */
  const ids = {};
  /** @type {Record<string, { offline: string[], required: { scope: string, grantor: string }[] }>} */
  const needs = {};
  const all = operations(doc);
  for (const { key, operation: op } of all) {
    if (typeof op.operationId !== "string") throw new Error(`${key}: no operationId`);
    if (op.operationId in ids) throw new Error(`${key}: operationId ${op.operationId} is used twice`);
    ids[op.operationId] = key;
    const offline = scopeList(op["x-offline-scopes"], known, `${key} x-offline-scopes`);
    const grants = op["x-required-grants"] === undefined ? [] : op["x-required-grants"];
    if (!Array.isArray(grants)) throw new Error(`${key} x-required-grants: must be a list of { scope, grantor }`);
    const required = grants.map((/** @type {Json} */ grant) => {
      const { scope, grantor } = grant ?? {};
      if (!GRANTORS.includes(grantor)) {
        throw new Error(`${key} x-required-grants: each grant names its grantor, one of ${GRANTORS.join(", ")}`);
      }
      scopeList([scope], known, `${key} x-required-grants`);
      return { scope, grantor };
    });
    if (offline.length || required.length) needs[key] = { offline, required };
  }
  return { urls, scopes, ids, needs, count: all.length };
}

/** An object as JavaScript source, one property per line. */
const literal = (/** @type {unknown} */ v) => JSON.stringify(v, null, 2);
/**
 * A value's type as its declaration states it, readonly and literal; the members of a `top` object
 * one a line.
 * @param {unknown} v
 * @param {boolean} [top]
 * @returns {string}
 */
const typeOf = (v, top = false) => {
  if (Array.isArray(v)) return `readonly [${v.map((item) => typeOf(item)).join(", ")}]`;
  if (!v || typeof v !== "object") return JSON.stringify(v);
  const members = Object.entries(v).map(([k, item]) => `readonly ${tsKey(k)}: ${typeOf(item)}`);
  return top ? `{\n${members.map((m) => `  ${m};\n`).join("")}}` : `{ ${members.join("; ")} }`;
};

/**
 * The generated files, as `{ name: unformatted content }`.
 * @param {string} header
 * @param {Json} doc the spec, bundled
 */
export async function renderScopes(header, doc) {
  const { urls, scopes, ids, needs, count } = await oauthFacts(SPEC_FILE, doc);
  const explain =
    "// URL_TEMPLATES: the oauth2 flow's x-url-templates. SCOPES: the flow's scopes.\n" +
    `// OPERATIONS: the ${count} operations, operationId to "METHOD /path".\n` +
    `// NEEDS: the ${Object.keys(needs).length} operations that name scopes: \`offline\` (x-offline-scopes) is needed\n` +
    "// while the user is not present, `required` (x-required-grants) for any call, each with who grants it.\n";
  const js =
    header +
    explain +
    `export const URL_TEMPLATES = ${literal(urls)};\n` +
    `export const SCOPES = ${literal(scopes)};\n` +
    `export const OPERATIONS = ${literal(ids)};\n` +
    `export const NEEDS = ${literal(needs)};\n`;
  const dts =
    header +
    explain +
    `export declare const URL_TEMPLATES: ${typeOf(urls, true)};\n` +
    `/** The ${scopes.length} scopes of the oauth2 flow. */\n` +
    `export type Scope =\n${scopes.map((scope) => `  | ${JSON.stringify(scope)}`).join("\n")};\n` +
    `export declare const SCOPES: readonly Scope[];\n` +
    "/** Every operation of the API, by operationId. */\n" +
    `export declare const OPERATIONS: ${typeOf(ids, true)};\n` +
    "/** An operation's ID, as in the spec. */\n" +
    "export type OperationId = keyof typeof OPERATIONS;\n" +
    '/** An operation as "METHOD /path", the path as the spec writes it. */\n' +
    "export type OperationKey = (typeof OPERATIONS)[OperationId];\n" +
    "/** The scopes an operation names; operations missing here name none. */\n" +
    `export declare const NEEDS: ${typeOf(needs, true)};\n`;
  return { "oauth.js": js, "oauth.d.ts": dts };
}
