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

/**
 * What a step onto `key` from a node of kind `kind` is called, and the kind of node it reaches.
 * Kinds follow OpenAPI's objects: operation, parameters, parameter, body, content, media,
 * responses, response, headers, schema, schemas (a list of schemas), properties, other.
 * @param {string} kind
 * @param {string} key
 * @param {Json} [node] the node reached (a parameter's name, a branch's reference)
 * @returns {{ label?: string, kind: string }}
 */
export function step(kind, key, node) {
  switch (kind) {
    case "path":
      if (key === "parameters") return { kind: "parameters" };
      return HTTP_METHODS.includes(key) ? { kind: "operation" } : { label: key, kind: "other" };
    case "operation":
      if (key === "parameters") return { kind: "parameters" };
      if (key === "requestBody") return { label: "request body", kind: "body" };
      if (key === "responses") return { kind: "responses" };
      return { label: key, kind: "other" };
    case "parameters":
      return { label: `parameter ${typeof node?.name === "string" ? node.name : key}`, kind: "parameter" };
    case "responses":
      return { label: key, kind: "response" };
    case "headers":
      return { label: `header ${key}`, kind: "parameter" };
    case "body":
    case "response":
    case "parameter":
      if (key === "content") return { kind: "content" };
      if (key === "headers") return { kind: "headers" };
      if (key === "schema") return { kind: "schema" };
      return { label: key, kind: "other" };
    case "content":
      return { kind: "media" };
    case "media":
      return key === "schema" ? { kind: "schema" } : { label: key, kind: "other" };
    case "schema":
      if (key === "properties" || key === "patternProperties") return { kind: "properties" };
      if (key === "items") return { label: "[]", kind: "schema" };
      if (["allOf", "anyOf", "oneOf", "prefixItems"].includes(key)) return { kind: `schemas:${key}` };
      if (["additionalProperties", "not", "if", "then", "else", "contains"].includes(key)) {
        return { label: key, kind: "schema" };
      }
      return { label: key, kind: "other" };
    case "properties":
      return { label: key, kind: "schema" };
    default:
      if (kind.startsWith("schemas:")) {
        const name = typeof node?.$ref === "string" ? refName(node.$ref) : "";
        return { label: name || `${kind.slice("schemas:".length)}[${key}]`, kind: "schema" };
      }
      return { label: key, kind: "other" };
  }
}

/** The name a reference gives its target: the last pointer segment, or the file's base name. */
function refName(/** @type {string} */ ref) {
  const [file = "", pointer = ""] = ref.split("#");
  const segments = pointerSegments(pointer);
  if (segments.length) return segments[segments.length - 1] ?? "";
  return path.basename(file).replace(/\.[^.]+$/, "");
}

/**
 * The node a reference names, and where it is written: the file (the holder's, for a local pointer)
 * and the pointer's segments. Undefined when the file was not loaded or the pointer leads nowhere.
 * @param {LoadedSpec} loaded
 * @param {string} from the file holding the reference
 * @param {string} ref
 * @returns {{ file: string, segments: string[], node: Json } | undefined}
 */
function target(loaded, from, ref) {
  const [file = "", pointer = ""] = ref.split("#");
  const at = file === "" ? from : path.resolve(path.dirname(from), file);
  const segments = pointerSegments(pointer);
  let node = loaded.files.get(at)?.data;
  for (const segment of segments) {
    if (node === null || typeof node !== "object") return undefined;
    node = node[segment];
  }
  return node === undefined ? undefined : { file: at, segments, node };
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
  const root = loaded.files.get(loaded.root)?.data;
  for (const [template, written] of Object.entries(root?.paths ?? {})) {
    const item = follow(loaded, { node: written, file: loaded.root, segments: ["paths", template] });
    if (!item || typeof item.node !== "object" || item.node === null) continue;
    for (const method of HTTP_METHODS) {
      const operation = item.node[method];
      if (!operation || typeof operation !== "object") continue;
      const index = reach.operations.length;
      reach.operations.push({
        method: method.toUpperCase(),
        path: template,
        ...(typeof operation.operationId === "string" ? { operationId: operation.operationId } : {}),
      });
      // The path item (as written in the root and where it points) and its shared parameters
      // reach every operation under it.
      record(reach, placeKey(loaded.root, ["paths", template]), index, []);
      record(reach, placeKey(item.file, item.segments), index, []);
      /** @type {Position[]} */
      const starts = [{ ...item, node: operation, segments: [...item.segments, method], kind: "operation", trail: [] }];
      if (item.node.parameters !== undefined) {
        starts.push({
          ...item,
          node: item.node.parameters,
          segments: [...item.segments, "parameters"],
          kind: "parameters",
          trail: [],
        });
      }
      walk(loaded, reach, index, starts);
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
    const next = target(loaded, file, node.$ref);
    if (!next || hops > 50) return undefined;
    const key = placeKey(next.file, next.segments);
    if (refs.includes(key)) return undefined;
    refs.push(key);
    ({ node, file, segments } = next);
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
    if (!followed) continue;
    const { node, file, segments, refs } = followed;
    if (node === null || typeof node !== "object") continue;
    record(reach, placeKey(file, segments), index, at.trail);
    for (const [key, child] of Object.entries(node).reverse()) {
      if (child === null || typeof child !== "object") continue;
      // A branch is named by its reference; a parameter by the name of what its reference names.
      const resolved = follow(loaded, { node: child, file, segments: [...segments, key], refs })?.node ?? child;
      const named = step(at.kind, key, at.kind.startsWith("schemas:") ? child : resolved);
      stack.push({
        node: child,
        file,
        segments: [...segments, key],
        kind: named.kind,
        trail: named.label === undefined ? at.trail : [...at.trail, named.label],
        refs,
      });
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
 * operation reaches directly), with the readable steps from there down to the place.
 * @param {Reach} reach
 * @param {string} file
 * @param {string[]} segments
 * @returns {{ routes: Route[], rest: string[] }}
 */
export function routesTo(reach, file, segments) {
  for (let n = segments.length; n >= 0; n--) {
    const routes = reach.at.get(placeKey(file, segments.slice(0, n)));
    if (routes) return { routes, rest: readableRest(segments.slice(n)) };
  }
  return { routes: [], rest: readableRest(segments) };
}

/**
 * Keys below a recorded place, as a reader names them: properties by name, items as `[]`.
 * @param {string[]} keys
 */
function readableRest(keys) {
  const out = [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] ?? "";
    if ((key === "properties" || key === "patternProperties") && i + 1 < keys.length) out.push(keys[++i] ?? "");
    else out.push(key === "items" ? "[]" : key);
  }
  return out;
}

/** `METHOD /path`. */
export const operationName = (/** @type {OperationName} */ op) => `${op.method} ${op.path}`;
