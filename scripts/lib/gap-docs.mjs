// @ts-check
// Adds the spec's `x-gaps` to the JSDoc of openapi-typescript's output, so an editor shows, where
// an operation is called or a schema type is used, what the description leaves unstated.
//
//   - operations whose result shape is open (every JSON success body is OpenBody): their
//     `paths[path][method]` and `operations[operationId]` members get a `@gaps` tag with the
//     operation's x-gaps and how to narrow the `unknown` result with a guard;
//   - named schemas with x-gaps: their `components.schemas` members get the same tag.
// Operations whose result shape is stated get nothing, so the tag always means "not stated here".
import ts from "typescript";
import { oneLine } from "./gaps.mjs";
import { operations, successes } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */

const NARROW =
  "The result is `unknown`: do not assume a shape. Where it is one of the spec's resources, narrow it with " +
  "a guard from `escrow-api-sdk/schemas`, e.g. `is(OnlineTransaction, data)`.";

/**
 * Lines of a `@gaps` tag: the sentences as a list, then an optional closing line.
 * @param {unknown} gaps the `x-gaps` value
 * @param {string} [closing]
 * @returns {string[]}
 */
export function gapLines(gaps, closing) {
  if (!Array.isArray(gaps) || gaps.length === 0) return [];
  return [
    "@gaps Not stated by the interface description:",
    ...gaps.map((gap) => `- ${oneLine(gap).replaceAll("*/", "* /")}`),
    ...(closing ? [closing] : []),
  ];
}

/**
 * Whether an operation of the bundled document has a stated JSON success body.
 * @param {Json} doc
 * @param {Json} op
 */
function statesResult(doc, op) {
  return successes(doc, op).some(([, response]) => {
    const content = response?.content ?? {};
    if (Object.keys(content).length && !content["application/json"]) return true; // a PDF, say
    const schema = content["application/json"]?.schema;
    return schema !== undefined && schema.$ref !== "#/components/schemas/OpenBody";
  });
}

/**
 * Appends lines to the JSDoc comment openapi-typescript attached to a node, or adds one; says
 * whether there were lines to add.
 * @param {ts.Node} node
 * @param {string[]} lines
 */
function appendDoc(node, lines = []) {
  if (!lines.length) return false;
  const existing = ts.getSyntheticLeadingComments(node) ?? [];
  const jsdoc = existing.find((c) => c.kind === ts.SyntaxKind.MultiLineCommentTrivia && c.text.startsWith("*"));
  const before = jsdoc
    ? jsdoc.text
        .replace(/^\*\s*/, "")
        .replace(/\s*$/, "")
        .split("\n")
        .map((line) => line.replace(/^\s*\* ?/, ""))
        .filter((line, i) => i > 0 || line !== "")
    : [];
  const text = `*\n * ${[...before, ...lines].join("\n * ")}\n `;
  const others = existing.filter((c) => c !== jsdoc);
  ts.setSyntheticLeadingComments(node, [
    ...others,
    { kind: ts.SyntaxKind.MultiLineCommentTrivia, text, hasTrailingNewLine: true, pos: -1, end: -1 },
  ]);
  return true;
}

/** The name of an interface or type-literal member, when it is a plain one. */
const nameOf = (/** @type {ts.TypeElement} */ member) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;

/**
 * The members of a property whose type is an object literal (`paths`' entries, `components.schemas`).
 * @param {ts.TypeElement | undefined} member
 */
const literalMembers = (member) =>
  member && ts.isPropertySignature(member) && member.type && ts.isTypeLiteralNode(member.type)
    ? member.type.members
    : [];

/**
 * Adds the gap notes to openapi-typescript's AST (in place) and returns it: on every open
 * operation's `paths[path][method]` and `operations[operationId]` members, and on the
 * `components.schemas` member of every schema with gaps. Throws if an open operation or a schema
 * with gaps finds no member to carry its note, so a change in the generator's output cannot
 * silently drop them.
 * @template {readonly ts.Node[]} N
 * @param {N} nodes
 * @param {Json} doc the bundled document
 * @returns {N}
 */
export function addGapDocs(nodes, doc) {
  /** Notes by `path method`, by operationId and by schema name. @type {Map<string, string[]>} */
  const byPath = new Map();
  /** @type {Map<string, string[]>} */
  const byId = new Map();
  /** @type {Map<string, string[]>} */
  const bySchema = new Map();
  for (const { method, path, operation: op } of operations(doc).filter(
    ({ operation }) => !statesResult(doc, operation),
  )) {
    const lines = gapLines(op["x-gaps"] ?? ["Result shape not shown."], NARROW);
    byPath.set(`${path} ${method}`, lines);
    if (op.operationId) byId.set(op.operationId, lines);
  }
  const schemas = Object.entries(doc.components?.schemas ?? {}).filter(([, schema]) => schema?.["x-gaps"]?.length);
  for (const [name, schema] of schemas) bySchema.set(name, gapLines(schema["x-gaps"]));
  /** @param {string} name @returns {readonly ts.TypeElement[]} the members of the interface `name` */
  const members = (name) =>
    /** @type {ts.InterfaceDeclaration | undefined} */ (
      nodes.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === name)
    )?.members ?? [];
  /**
   * Adds the notes `notes` has for the members, by the key `key` gives each; returns how many.
   * @param {readonly ts.TypeElement[]} list @param {Map<string, string[]>} notes @param {(m: ts.TypeElement) => string} key
   */
  const annotate = (list, notes, key) => list.filter((member) => appendDoc(member, notes.get(key(member)))).length;
  const name = (/** @type {ts.TypeElement} */ member) => nameOf(member) ?? "";
  const placed = members("paths").reduce(
    (sum, item) => sum + annotate(literalMembers(item), byPath, (method) => `${name(item)} ${name(method)}`),
    0,
  );
  annotate(members("operations"), byId, name);
  if (placed !== byPath.size) throw new Error(`gap notes: placed ${placed} of ${byPath.size} open operations`);
  const schemaNotes = annotate(
    literalMembers(members("components").find((m) => name(m) === "schemas")),
    bySchema,
    name,
  );
  if (schemaNotes !== schemas.length) {
    throw new Error(`gap notes: placed ${schemaNotes} of ${schemas.length} schema notes`);
  }
  return nodes;
}
