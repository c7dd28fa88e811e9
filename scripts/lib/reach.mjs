// @ts-check
// Which operations reach each place of a spec's files, and how a reader names the way there.
//
// Redocly reports a change to a shared schema once, at the file and pointer where it is written.
// To list it under every operation it affects, each operation's tree is walked through its `$ref`s
// across the files the spec loader read, recording for every object and array the file and pointer
// it is written at and the readable way from the operation to it (`200 -> [] -> quantity`). No
// library answers "which operations reach this file position" (bundlers and dereferencers lose
// the positions), so the walk is written here, with an explicit stack and a bound on its steps.
import path from "node:path";
import { decodeSegment, encodeSegment, HTTP_METHODS } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */
/** @typedef {import("./load.mjs").LoadedSpec} LoadedSpec */

/**
 * An operation as the report names it.
 * @typedef {object} OperationName
 * @property {string} method upper case
 * @property {string} path the path template
 * @property {string} [operationId]
 */

/**
 * One way an operation reaches a place.
 * @typedef {object} Route
 * @property {number} operation index into Reach.operations
 * @property {string[]} trail readable steps from the operation to the place
 */

/**
 * @typedef {object} Reach
 * @property {OperationName[]} operations
 * @property {Map<string, Route[]>} at routes by place (`file#/pointer`)
 */

/** Steps one operation's walk may take; past them the rest of that operation is not walked. */
const MAX_STEPS = 200_000;
/** Routes kept per operation and place: enough to show how, without listing every path. */
const ROUTES_PER_PLACE = 3;

/** The key of a place: a file and a JSON pointer into it. */
export const placeKey = (/** @type {string} */ file, /** @type {string[]} */ segments) =>
  `${file}#/${segments.map(encodeSegment).join("/")}`;

/**
 * The segments of a pointer (`#/a/b~1c`, or `#/` for the root), decoded.
 * @param {string} pointer
 */
export const pointerSegments = (pointer) =>
  pointer
    .replace(/^#?\/?/, "")
    .split("/")
    .filter((s) => s !== "")
    .map((s) => decodeSegment(decodeURIComponent(s)));

/** Each key of a list, leading to one kind of node. */
const to = (/** @type {string} */ kind, /** @type {readonly string[]} */ keys) =>
  Object.fromEntries(keys.map((key) => [key, kind]));
const BODY = { content: "content", headers: "headers", schema: "schema" };
/**
 * The kind of node a step onto a key leads to, from the kinds of node whose keys mean something
 * (OpenAPI's objects: operation, parameters, parameter, body, content, media, responses, response,
 * headers, schema, schemas: a list of schemas, properties); any other step leads to `other`.
 * @type {Record<string, Record<string, string>>}
 */
const NEXT = {
  path: { parameters: "parameters", ...to("operation", HTTP_METHODS) },
  operation: { parameters: "parameters", requestBody: "body", responses: "responses" },
  body: BODY,
  response: BODY,
  parameter: BODY,
  media: { schema: "schema" },
  schema: {
    ...to("properties", ["properties", "patternProperties"]),
    ...Object.fromEntries(["allOf", "anyOf", "oneOf", "prefixItems"].map((key) => [key, `schemas:${key}`])),
    ...to("schema", ["items", "additionalProperties", "not", "if", "then", "else", "contains"]),
  },
};

/**
 * What a step onto `key` from a node of kind `kind` is called, and the kind of node it reaches.
 * @param {string} kind
 * @param {string} key
 * @param {Json} [node] the node reached (a parameter's name, a branch's reference)
 * @returns {{ label?: string, kind: string }}
 */
export function step(kind, key, node) {
  if (kind.startsWith("schemas:")) {
    const name = typeof node?.$ref === "string" ? refName(node.$ref) : "";
    return { label: name || `${kind.slice("schemas:".length)}[${key}]`, kind: "schema" };
  }
  if (kind === "parameters") {
    return { label: `parameter ${typeof node?.name === "string" ? node.name : key}`, kind: "parameter" };
  }
  if (kind === "responses" || kind === "properties")
    return { label: key, kind: kind === "responses" ? "response" : "schema" };
  if (kind === "headers") return { label: `header ${key}`, kind: "parameter" };
  if (kind === "content") return { kind: "media" };
  const table = NEXT[kind] ?? {};
  const next = Object.hasOwn(table, key) ? table[key] : undefined;
  if (next === undefined) return { label: key, kind: "other" };
  // Steps through OpenAPI's structure go unnamed, but for the body, array items and subschemas.
  if (key === "requestBody") return { label: "request body", kind: next };
  if (kind === "schema" && next === "schema") return { label: key === "items" ? "[]" : key, kind: next };
  return { kind: next };
}

/** The name a reference gives its target: the last pointer segment, or the file's base name. */
function refName(/** @type {string} */ ref) {
  const [file = "", pointer = ""] = ref.split("#");
  return pointerSegments(pointer).at(-1) ?? path.basename(file).replace(/\.[^.]+$/, "");
}

/**
 * A place of a bundled document as a reader names it: `GET /x -> 200 -> a` under paths, else its
 * keys joined (`components -> schemas -> Widget`).
 * @param {string[]} segments
 * @param {Json} [doc] the document, to name parameters by their name
 */
export function placeName(segments, doc) {
  const [first, template, method, ...below] = segments;
  if (first !== "paths" || template === undefined) return segments.join(" -> ");
  if (method === undefined) return template;
  const parts = [HTTP_METHODS.includes(method) ? `${method.toUpperCase()} ${template}` : `${template} -> ${method}`];
  let { kind } = step("path", method);
  let node = doc?.paths?.[template]?.[method];
  for (const key of below) {
    node = node?.[key];
    const next = step(kind, key, node);
    if (next.label !== undefined) parts.push(next.label);
    kind = next.kind;
  }
  return parts.join(" -> ");
}

/**
 * A walker's position: a node, where it is written, what kind of node it is, the readable way
 * from the operation to it, and the references followed to reach it (to stop at a cycle).
 * @typedef {{ node: Json, file: string, segments: string[], kind: string, trail: string[], refs: string[] }} Position
 */

/**
 * Every place of the spec's files each operation reaches, through any number of references.
 * @param {LoadedSpec} loaded
 * @returns {Reach}
 */
export function reachIndex(loaded) {
  /** @type {Reach} */
  const reach = { operations: [], at: new Map() };
  for (const [template, written] of Object.entries(loaded.files.get(loaded.root)?.data?.paths ?? {})) {
    const item = follow(loaded, { node: written, file: loaded.root, segments: ["paths", template] });
    if (!item?.node || typeof item.node !== "object") continue;
    for (const method of HTTP_METHODS) {
      const operation = item.node[method];
      if (!operation || typeof operation !== "object") continue;
      const { operationId } = operation;
      const named = typeof operationId === "string" ? { operationId } : {};
      const index = reach.operations.push({ method: method.toUpperCase(), path: template, ...named }) - 1;
      // The path item (as written in the root and where it points) and its shared parameters
      // reach every operation under it.
      record(reach, placeKey(loaded.root, ["paths", template]), index, []);
      record(reach, placeKey(item.file, item.segments), index, []);
      /** @type {(key: string, node: Json, kind: string) => Position} */
      const start = (key, node, kind) => ({ ...item, node, segments: [...item.segments, key], kind, trail: [] });
      const { parameters } = item.node;
      const shared = parameters === undefined ? [] : [start("parameters", parameters, "parameters")];
      walk(loaded, reach, index, [start(method, operation, "operation"), ...shared]);
    }
  }
  return reach;
}

/**
 * Follows references from a node until one that is not a reference (or a cycle, or a miss).
 * @param {LoadedSpec} loaded
 * @param {{ node: Json, file: string, segments: string[], refs?: string[] }} at
 * @param {(key: string) => void} [onPlace] called with each place passed on the way
 */
function follow(loaded, at, onPlace) {
  let { node, file, segments } = at;
  const refs = [...(at.refs ?? [])];
  for (let hops = 0; node && typeof node.$ref === "string"; hops++) {
    // The target: the file (the holder's, for a local pointer) and the node the pointer names.
    const [name = "", pointer = ""] = node.$ref.split("#");
    file = name === "" ? file : path.resolve(path.dirname(file), name);
    segments = pointerSegments(pointer);
    node = loaded.files.get(file)?.data;
    for (const key of segments) node = node !== null && typeof node === "object" ? node[key] : undefined;
    const key = placeKey(file, segments);
    if (node === undefined || hops > 50 || refs.includes(key)) return undefined;
    refs.push(key);
    onPlace?.(key);
  }
  return { node, file, segments, refs };
}

/**
 * The nodes on the way to a place of the document as if every reference were replaced by what it
 * names (the paths of Redocly's diff report): the root first, then one node per segment, each with
 * its references followed; shorter where the way ends.
 * @param {LoadedSpec} loaded
 * @param {string} pointer
 * @returns {Json[]}
 */
export function along(loaded, pointer) {
  let at = follow(loaded, { node: loaded.files.get(loaded.root)?.data, file: loaded.root, segments: [] });
  const nodes = [at?.node];
  for (const key of pointerSegments(pointer)) {
    const node = at?.node;
    if (node === null || typeof node !== "object" || !(key in node)) break;
    at = follow(loaded, { node: node[key], file: at?.file ?? "", segments: [...(at?.segments ?? []), key] });
    nodes.push(at?.node);
  }
  return nodes;
}

/**
 * Walks one operation from its starting positions, recording every place it reaches.
 * @param {LoadedSpec} loaded
 * @param {Reach} reach
 * @param {number} index the operation
 * @param {Position[]} stack
 */
function walk(loaded, reach, index, stack) {
  for (let steps = 0; stack.length && steps < MAX_STEPS; steps++) {
    const at = /** @type {Position} */ (stack.pop());
    const followed = follow(loaded, at, (key) => record(reach, key, index, at.trail));
    if (!followed?.node || typeof followed.node !== "object") continue;
    const { node, file, segments, refs } = followed;
    record(reach, placeKey(file, segments), index, at.trail);
    for (const [key, child] of Object.entries(node).reverse()) {
      if (child === null || typeof child !== "object") continue;
      // A branch is named by its reference; a parameter by the name of what its reference names.
      const resolved = follow(loaded, { node: child, file, segments: [...segments, key], refs })?.node ?? child;
      const named = step(at.kind, key, at.kind.startsWith("schemas:") ? child : resolved);
      const trail = named.label === undefined ? at.trail : [...at.trail, named.label];
      stack.push({ node: child, file, segments: [...segments, key], kind: named.kind, trail, refs });
    }
  }
}

/**
 * Records that operation `index` reaches `key` by `trail`.
 * @param {Reach} reach
 * @param {string} key
 * @param {number} index
 * @param {string[]} trail
 */
function record(reach, key, index, trail) {
  const routes = reach.at.get(key) ?? [];
  const mine = routes.filter((r) => r.operation === index);
  if (mine.length >= ROUTES_PER_PLACE || mine.some((r) => r.trail.join("\0") === trail.join("\0"))) return;
  routes.push({ operation: index, trail });
  reach.at.set(key, routes);
}

/**
 * The routes to a place, or to the nearest place above it that is recorded (a scalar or a part no
 * operation reaches directly), with the readable steps from there down to the place: properties
 * by name, items as `[]`.
 * @param {Reach} reach
 * @param {string} file
 * @param {string[]} segments
 * @returns {{ routes: Route[], rest: string[] }}
 */
export function routesTo(reach, file, segments) {
  let n = segments.length;
  while (n > 0 && !reach.at.has(placeKey(file, segments.slice(0, n)))) n--;
  const rest = [];
  for (let i = n; i < segments.length; i++) {
    const key = segments[i] ?? "";
    if ((key === "properties" || key === "patternProperties") && i + 1 < segments.length)
      rest.push(segments[++i] ?? "");
    else rest.push(key === "items" ? "[]" : key);
  }
  return { routes: reach.at.get(placeKey(file, segments.slice(0, n))) ?? [], rest };
}

/** `METHOD /path`. */
export const operationName = (/** @type {OperationName} */ op) => `${op.method} ${op.path}`;
