// @ts-check
// The places where the document says what the interface description leaves open (`x-gaps`), each
// with the name it has wherever it is shown: `spec/GAPS.md` (review/gaps.mjs) and the reference
// page (build/docs.mjs) render the same list.
import { COMPONENT_SECTIONS, encodeSegment, follow, list, operations, resolvePointer } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */
/** @typedef {import("./spec.mjs").Operation} Operation */

/**
 * @typedef {object} GapPlace
 * @property {"document" | "server" | "operation" | "path" | "component" | "other"} kind what owns
 *   the place: the document itself (its root or `info`), a server, an operation, a path item, a
 *   component, or anything else
 * @property {string} pointer the JSON pointer of the node carrying `x-gaps` (`#/paths/...`)
 * @property {string} where the place's name inside its owner, in Markdown (`request body
 *   \`colour\``, `` `size.unit` ``, `server \`{base_url}\``); empty where the owner itself carries it
 * @property {string[]} reasons the `x-gaps` sentences, each on one line
 * @property {Operation} [operation] kind "operation": the operation
 * @property {string} [path] kind "path": the path template
 * @property {string} [section] kind "component": the section of `components` (`schemas`, ...)
 * @property {string} [name] kind "component": the component's name
 */

/** Text on one line: runs of white space become one space. */
export const oneLine = (/** @type {unknown} */ text) => String(text).replace(/\s+/g, " ").trim();

// Keys whose values map names to objects: their keys are names, never keywords or extensions. The
// sections of `components` are such maps, and so are these maps of the document and of schemas.
const NAME_MAPS = new Set([
  ...Object.keys(COMPONENT_SECTIONS),
  ...["paths", "webhooks", "content", "encoding", "variables"],
  ...["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"],
]);
// Keys whose values are data (examples, defaults), not parts of the description.
const DATA_KEYS = new Set(["example", "examples", "default", "const", "enum"]);

const isObject = (/** @type {unknown} */ value) => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Calls `visit` for every object of the description itself, parents first, in the document's
 * order, with the keys leading to it: extension values (`x-...`) and data (examples, defaults,
 * enums) are not entered.
 * @param {Json} doc
 * @param {(node: Record<string, Json>, keys: string[]) => void} visit
 */
export function walkDescription(doc, visit) {
  /** @param {Json} node @param {string[]} keys @param {boolean} inNameMap */
  const walk = (node, keys, inNameMap) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, [...keys, String(i)], false));
      return;
    }
    if (!isObject(node)) return;
    visit(node, keys);
    for (const [key, child] of Object.entries(node)) {
      if (!inNameMap && (key.startsWith("x-") || DATA_KEYS.has(key))) continue;
      walk(child, [...keys, key], !inNameMap && NAME_MAPS.has(key));
    }
  };
  walk(doc, [], false);
}

/**
 * Keys below a schema as `a.b[].c`: properties joined with dots, `items` as `[]`, other keywords
 * kept (`/allOf/0`).
 * @param {string[]} keys
 */
export function schemaTrail(keys) {
  let out = "";
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] === "properties" && i + 1 < keys.length) out += `${out ? "." : ""}${keys[++i]}`;
    else out += keys[i] === "items" ? "[]" : `/${keys[i]}`;
  }
  return out;
}

/** A parameter of an operation or a path item by its name, or by its index where it has none. */
const parameterName = (/** @type {Json} */ owner, /** @type {string} */ index) => {
  const name = owner?.parameters?.[Number(index)]?.name;
  return name ? `parameter \`${name}\`` : `parameter ${index}`;
};

/**
 * The name of a place inside an operation, from the keys below it: `parameter \`name\``, `request
 * body \`a.b\``, `response 200 \`items[]\``, or the keys themselves.
 * @param {Json} operation
 * @param {string[]} keys
 */
function operationPart(operation, keys) {
  const [first, second = ""] = keys;
  if (first === "parameters") return parameterName(operation, second);
  const trail = keys.includes("schema") ? schemaTrail(keys.slice(keys.indexOf("schema") + 1)) : "";
  const below = trail ? ` \`${trail}\`` : "";
  if (first === "requestBody") return `request body${below}`;
  return first === "responses" ? `response ${second}${below}` : keys.join("/");
}

/**
 * The place a node carrying `x-gaps` is, from the keys leading to it.
 * @param {Json} doc
 * @param {Map<string, Operation>} byKey the operations by `path method`
 * @param {string[]} keys
 * @returns {Omit<GapPlace, "pointer" | "reasons">}
 */
function placeOf(doc, byKey, keys) {
  const [first, second, third, ...rest] = keys;
  if (first === undefined) return { kind: "document", where: "document" };
  if (first === "info") return { kind: "document", where: keys.join("/") };
  if (first === "servers" && second !== undefined) {
    const url = doc.servers?.[Number(second)]?.url;
    const server = `server ${url ? `\`${url}\`` : second}`;
    const variable = third === "variables" && rest[0] ? `, variable \`${rest[0]}\`` : "";
    return { kind: "server", where: server + variable };
  }
  if (first === "paths" && second !== undefined) {
    const operation = third === undefined ? undefined : byKey.get(`${second} ${third}`);
    if (operation) return { kind: "operation", operation, where: operationPart(operation.operation, keys.slice(3)) };
    const part =
      third === "parameters" && rest[0] !== undefined
        ? parameterName(doc.paths?.[second], rest[0])
        : third && [third, ...rest].join("/");
    return { kind: "path", path: second, where: `\`${second}\`${part ? `, ${part}` : ""}` };
  }
  if (first === "components" && second && third && COMPONENT_SECTIONS[second]) {
    const below = keys.slice(3);
    const trail = second === "schemas" ? schemaTrail(below) : below.join("/");
    return { kind: "component", section: second, name: third, where: trail ? `\`${trail}\`` : "" };
  }
  return { kind: "other", where: `\`#/${keys.map(encodeSegment).join("/")}\`` };
}

/**
 * Every place of a bundled document that carries a non-empty `x-gaps` list, in the document's
 * order, named as the reports show it.
 * @param {Json} doc
 * @returns {GapPlace[]}
 */
export function collectGaps(doc) {
  const byKey = new Map(operations(doc).map((op) => [`${op.path} ${op.method}`, op]));
  /** @type {GapPlace[]} */
  const places = [];
  walkDescription(doc, (node, keys) => {
    const gaps = node["x-gaps"];
    if (!Array.isArray(gaps)) return;
    const reasons = gaps.filter((reason) => typeof reason === "string").map(oneLine);
    if (reasons.length === 0) return;
    const pointer = `#${keys.map((key) => `/${encodeSegment(key)}`).join("")}`;
    places.push({ ...placeOf(doc, byKey, keys), pointer, reasons });
  });
  return places;
}

/**
 * A place with gaps as one line of a report: `` `GET /x`, response 200 `a` ``, `` schema `X`, `a.b` ``,
 * or the place's own name.
 * @param {GapPlace} place
 */
export function placeLabel(place) {
  const below = (/** @type {string} */ owner) => (place.where ? `${owner}, ${place.where}` : owner);
  const { operation, section = "", name } = place;
  if (place.kind === "operation" && operation) return below(`\`${operation.method.toUpperCase()} ${operation.path}\``);
  if (place.kind !== "component") return place.where || "document";
  return below(`${COMPONENT_SECTIONS[section]?.singular ?? section} \`${name}\``);
}

/** Steps one answer's walk may take: far more than any answer of the document needs. */
const ANSWER_STEPS = 100_000;
/** The places of {@link collectGaps} and their nodes, in the document's order, once per document. */
const gapNodes = new WeakMap();

/** The JSON type of a value, as a schema's `type` names it (an integer is `integer`); "" for none. */
const jsonType = (/** @type {unknown} */ value) =>
  value === undefined
    ? ""
    : value === null
      ? "null"
      : Array.isArray(value)
        ? "array"
        : Number.isInteger(value)
          ? "integer"
          : typeof value;

/**
 * The places with `x-gaps` that one answer of the document passes through, as the pointers
 * {@link collectGaps} gives them, in the document's order: the response, its media type, and each
 * schema the answer's value reaches through `$ref`s, `allOf`/`anyOf`/`oneOf` branches that allow
 * the value's type, properties, additional properties and items. Without a value (an answer that
 * is not JSON) only the top of the schema is read. The walk keeps its own list instead of
 * recursing, stops after ANSWER_STEPS steps, and notes the nodes it reaches; their pointers are
 * collectGaps' own.
 * @param {Json} doc a bundled document
 * @param {string} pointer the response's pointer (`#/paths/~1x/get/responses/200`)
 * @param {{ value?: unknown, mediaType?: string }} [answer] the body, parsed, and its media type
 * @returns {string[]}
 */
export function answerGaps(doc, pointer, { value, mediaType = "" } = {}) {
  /** @typedef {{ node: Json, kind: "response" | "media" | "schema", value: unknown }} Visit */
  /** @type {Set<Json>} */
  const reached = new Set();
  // A scalar reaches the same nodes wherever it stands under the same node: walked once a type.
  /** @type {Map<Json, Set<string>>} */
  const walked = new Map();
  /** @type {Visit[]} */
  const stack = [];
  const bare = (/** @type {string} */ type) => type.split(";")[0]?.trim().toLowerCase();
  /** `node[key]` if `node` has it as its own. @param {Json} node @param {string} key */
  const own = (node, key) => (node && typeof node === "object" && Object.hasOwn(node, key) ? node[key] : undefined);
  /** @param {Json} node @param {Visit["kind"]} kind @param {unknown} inner */
  const push = (node, kind, inner) => isObject(node) && stack.push({ node, kind, value: inner });
  push(resolvePointer(doc, pointer), "response", value);
  for (let steps = 0; stack.length > 0 && steps < ANSWER_STEPS; steps++) {
    const { node, kind, value } = /** @type {Visit} */ (stack.pop());
    const type = jsonType(value);
    if (value === null || typeof value !== "object") {
      const types = walked.get(node) ?? new Set();
      if (types.has(type)) continue;
      walked.set(node, types.add(type));
    }
    reached.add(node);
    if (typeof node.$ref === "string") push(resolvePointer(doc, node.$ref), kind, value);
    if (kind === "response") {
      const types = Object.keys(isObject(node.content) ? node.content : {});
      push(own(node.content, types.find((t) => bare(t) === bare(mediaType)) ?? types[0] ?? ""), "media", value);
    } else if (kind === "media") {
      push(own(node, "schema"), "schema", value);
    } else {
      for (const branch of ["allOf", "anyOf", "oneOf"].flatMap((k) => list(node[k]))) {
        const types = [follow(doc, branch).node?.type ?? []].flat();
        const fits = !type || !types.length || types.includes(type) || (type === "integer" && types.includes("number"));
        if (fits) push(branch, "schema", value);
      }
      if (Array.isArray(value)) {
        value.forEach((item, i) =>
          push(own(own(node, "prefixItems"), String(i)) ?? own(node, "items"), "schema", item),
        );
      } else if (isObject(value)) {
        for (const [key, inner] of Object.entries(/** @type {object} */ (value))) {
          push(own(own(node, "properties"), key) ?? own(node, "additionalProperties"), "schema", inner);
        }
      }
    }
  }
  if (!gapNodes.has(doc)) {
    gapNodes.set(
      doc,
      collectGaps(doc).map(({ pointer }) => ({ pointer, node: resolvePointer(doc, pointer) })),
    );
  }
  /** @type {{ pointer: string, node: Json }[]} */
  const places = gapNodes.get(doc);
  return places.filter((place) => reached.has(place.node)).map((place) => place.pointer);
}
