// @ts-check
// What a reviewer reads for each change of the API description: one sentence that names what
// changed (`Query parameter \`carrier\` added, optional.`) and, where the direction matters, who
// must act on it (`\`buyer_id\` is now required in the response: clients may rely on it; servers
// must send it.`). `npm run diff` and `npm run review` both write these, from Redocly's change
// records (kind, node type, property, values before and after) and the directions in which the
// change is used: in a request (parameters, request body), in a response, or both (a schema shared
// by both is named once per direction). `describeChange` also places the change under every
// operation that reaches it (lib/reach.mjs), with its sentence as it reads there and the typed calls
// of the operation it stops compiling.
import path from "node:path";
import { along, operationName, placeName, pointerSegments, routesTo } from "./reach.mjs";
import { encodeSegment, HTTP_METHODS, list as values, ROOT } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */
/** @typedef {import("./load.mjs").LoadedSpec} LoadedSpec */
/** @typedef {import("./reach.mjs").Reach} Reach */
/** @typedef {"request" | "response"} Direction */
/** @typedef {"base" | "revision"} Side */

/**
 * What the sentence knows beside the change: the directions it is used in, and the node that owns
 * the changed place on each side (to name a parameter, or find a schema's `required` list).
 * @typedef {object} TextContext
 * @property {Direction[]} [directions]
 * @property {(side: Side, up: number) => Json} [owner] the node `up` levels above the changed place
 *   as the side's file writes it
 * @property {{ base?: LoadedSpec, revision?: LoadedSpec }} [loaded] both documents, to follow the
 *   change's path through references
 */

/**
 * What a sentence of a change reads beside it: the node that owns the changed place on each side,
 * and both documents.
 * @typedef {{ owner: NonNullable<TextContext["owner"]>, loaded: { base: LoadedSpec, revision: LoadedSpec } }} Context
 */

/**
 * The direction of a place from the readable way to it (`request body -> …`, `parameter x`, `200
 * -> …`): the first step of an operation's trail.
 * @param {string[]} trail
 * @returns {Direction | undefined}
 */
function directionOf(trail) {
  const first = trail[0] ?? "";
  if (first === "request body" || first.startsWith("parameter ")) return "request";
  return /^([1-5](\d\d|XX)|default)$/.test(first) ? "response" : undefined;
}

/**
 * The direction of a change from the pointer Redocly gives it (into the resolved document).
 * @param {string} pointer
 * @returns {Direction | undefined}
 */
function pointerDirection(pointer) {
  const [first, , ...keys] = pointerSegments(pointer);
  const key = first === "paths" ? keys.find((k) => ["requestBody", "parameters", "responses"].includes(k)) : undefined;
  return key === undefined ? undefined : key === "responses" ? "response" : "request";
}

/** A code span holding any text. */
export const code = (/** @type {unknown} */ text) => "`" + String(text).replace(/`/g, "'") + "`";

/** A value shown inline: on one line, and shortened when long. */
const shown = (/** @type {unknown} */ value) => {
  const line = String((typeof value === "string" ? value : JSON.stringify(value)) ?? "").replace(/\s+/g, " ");
  return code(line.length > 80 ? `${line.slice(0, 77)}...` : line);
};

/** `a`, `a` and `b`, `a`, `b` and `c`. */
const list = (/** @type {unknown[]} */ items) => {
  const spans = items.map(code);
  return spans.length < 2 ? (spans[0] ?? "") : `${spans.slice(0, -1).join(", ")} and ${spans.at(-1)}`;
};

/** A sentence's first letter in upper case. */
const sentence = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);
/** The pronoun for some values: `it` or `them`. */
const them = (/** @type {unknown[]} */ values) => (values.length > 1 ? "them" : "it");

/** @type {Record<string, string>} */
const PARAMETER_KIND = { query: "query parameter", header: "header", path: "path parameter", cookie: "cookie" };

/**
 * How a parameter is named: `query parameter \`carrier\``.
 * @param {Json} parameter
 */
export const parameterName = (parameter) =>
  `${PARAMETER_KIND[String(parameter?.in)] ?? "parameter"} ${code(parameter?.name ?? "?")}`;

/**
 * How a parameter is written on the wire, with OpenAPI's defaults: `form` for query and cookie
 * parameters, `simple` for path and header ones; `explode` for `form` only.
 * @param {Json} parameter
 */
export function serialisation(parameter) {
  const style = parameter?.style ?? (["query", "cookie"].includes(parameter?.in) ? "form" : "simple");
  return {
    style,
    explode: parameter?.explode ?? style === "form",
    allowReserved: parameter?.allowReserved ?? false,
    allowEmptyValue: parameter?.allowEmptyValue ?? false,
  };
}

/** The sentence for a parameter added (`Query parameter \`carrier\` added, optional.`). */
const parameterAdded = (/** @type {Json} */ parameter) =>
  `${sentence(parameterName(parameter))} added, ${parameter?.required === true ? "required: every caller must now send it" : "optional"}.`;

/** The sentence for a parameter removed. */
const parameterRemoved = (/** @type {Json} */ parameter) =>
  `${sentence(parameterName(parameter))} removed: the operation no longer takes it, and callers that send it may be refused.`;

/**
 * Where a place is used, in words: `the request body`, `the response`, `request bodies and
 * responses`, or `the request` for a parameter.
 * @param {Direction[]} directions
 * @param {unknown} [parameter] the parameter the place is in, if it is in one
 */
function placeOf(directions, parameter) {
  if (parameter) return "the request";
  if (directions.length === 1) return directions[0] === "request" ? "the request body" : "the response";
  return "request bodies and responses";
}

/**
 * The property or parameter a schema change is about, from Redocly's pointer: the last property
 * on the way, a parameter, or the body itself.
 * @param {string[]} segments Redocly's pointer, decoded
 * @param {Json} parameter the parameter the change is in, when it is in one
 * @param {boolean} [ofProperty] whether the change is a property of this schema (required, enum, …):
 *   then a schema that is itself a property is named by that property
 */
function subjectOf(segments, parameter, ofProperty = true) {
  for (let i = segments.length - 1; i >= 0; i--) {
    if (segments[i - 1] === "properties" && (ofProperty || i < segments.length - 1)) return code(segments[i]);
    if (segments[i] === "parameters" && segments[i + 1] !== undefined) {
      return typeof parameter?.name === "string" ? parameterName(parameter) : "the parameter";
    }
  }
  const header = segments.lastIndexOf("headers");
  if (header !== -1 && segments[header - 1] !== "properties" && segments[header + 1] !== undefined) {
    return `response header ${code(segments[header + 1])}`;
  }
  if (segments.includes("requestBody")) return "the request body";
  const at = segments.indexOf("responses");
  if (at !== -1) return `the ${segments[at + 1] ?? ""} response`.replace("  ", " ");
  if (segments[0] === "components") return code(segments[2] ?? segments[1] ?? "?");
  return "the schema";
}

/**
 * The names a `required` list gained and lost.
 * @param {Json} change
 */
function requiredDelta(change) {
  const [before, after] = [values(change.base?.value).map(String), values(change.revision?.value).map(String)];
  return { added: after.filter((n) => !before.includes(n)), removed: before.filter((n) => !after.includes(n)) };
}

/**
 * Who must act on names that became required and on names that stopped being required, by
 * direction, and where the names are when no object holding them is named.
 * @type {Record<Direction | "either", [string, (it: string, its: string) => string, (it: string, its: string) => string]>}
 */
const REQUIRED = {
  request: [
    "the request body",
    (it) => `callers must send ${it}.`,
    (it, its) => `callers may leave ${it} out; servers must accept ${its} absence.`,
  ],
  response: [
    "the response",
    (it) => `clients may rely on ${it}; servers must send ${it}.`,
    (it, its) => `clients must cope with ${its} absence; servers may leave ${it} out.`,
  ],
  either: [
    "",
    (it) => `whoever sends the object must include ${it}; whoever reads it may rely on ${it}.`,
    (_, its) => `whoever reads the object must cope with ${its} absence.`,
  ],
};

/**
 * The sentence for names that became required (`added`) or stopped being required, in one
 * direction. `of`: the object they belong to, when it is itself a property.
 * @param {string[]} names
 * @param {boolean} added
 * @param {Direction | undefined} direction
 * @param {string} of
 */
function requiredSentence(names, added, direction, of) {
  const [place, now, gone] = REQUIRED[direction ?? "either"];
  const where = of || place;
  const what = `${list(names)} ${names.length > 1 ? "are" : "is"} ${added ? "now" : "no longer"} required`;
  return `${what}${where ? ` in ${where}` : ""}: ${(added ? now : gone)(them(names), names.length > 1 ? "their" : "its")}`;
}

/**
 * The sentences of a change in each of its directions, joined; one sentence when the direction
 * does not matter or is not known.
 * @param {Direction[]} directions
 * @param {(direction: Direction | undefined) => string} one
 */
const perDirection = (directions, one) => (directions.length ? directions.map(one).join(" ") : one(undefined));

/**
 * Enum values gained or lost, in one direction.
 * @param {string} subject
 * @param {unknown[]} added
 * @param {unknown[]} removed
 * @param {Direction | undefined} direction
 * @param {unknown} parameter the parameter the enum is in, if it is in one
 */
function enumSentence(subject, added, removed, direction, parameter) {
  const where = direction ? ` in ${placeOf([direction], parameter)}` : "";
  const s = (/** @type {unknown[]} */ some) => (some.length > 1 ? "s" : "");
  const gained = {
    request: `${subject}${where} now also accepts ${list(added)}: servers must take ${them(added)}.`,
    response: `${subject}${where} may now be ${list(added)}: clients must handle the new value${s(added)}.`,
    either: `${subject} gained the value${s(added)} ${list(added)}.`,
  };
  const lost = {
    request: `${subject}${where} no longer accepts ${list(removed)}: callers that send ${them(removed)} will be refused.`,
    response: `${subject}${where} is no longer ${list(removed)}: clients may stop handling ${them(removed)}.`,
    either: `${subject} lost the value${s(removed)} ${list(removed)}.`,
  };
  const parts = [added.length ? gained[direction ?? "either"] : "", removed.length ? lost[direction ?? "either"] : ""];
  return sentence(parts.filter(Boolean).join(" ")) || `${sentence(subject)}: its values changed.`;
}

/** Schema keywords that bound or shape a value. */
const CONSTRAINTS = new Set([
  ..."minimum maximum exclusiveMinimum exclusiveMaximum multipleOf minLength maxLength pattern format const".split(" "),
  ..."minItems maxItems uniqueItems minProperties maxProperties additionalProperties contentMediaType".split(" "),
  "contentEncoding",
]);

/** Keywords that only document: their change never alters what is sent. */
const DOCUMENTATION = new Set(["description", "summary", "title", "example", "examples", "externalDocs"]);

/**
 * What changed of a documenting keyword, or of anything else this module does not know: the
 * keyword, where, and the values when they are short.
 * @param {Json} change
 * @param {string} of what the keyword belongs to
 */
function keywordSentence(change, of) {
  const property = String(change.property);
  const [before, after] = [change.base?.value, change.revision?.value];
  const name = property === "description" ? "Description" : property === "summary" ? "Summary" : code(property);
  if (DOCUMENTATION.has(property) || (typeof before === "object" && before !== null)) {
    return `${name} of ${of} ${before === undefined ? "added" : after === undefined ? "removed" : "changed"}.`;
  }
  if (before === undefined) return `${name} of ${of} set to ${shown(after)}.`;
  if (after === undefined) return `${name} of ${of} removed (was ${shown(before)}).`;
  return `${name} of ${of} changed from ${shown(before)} to ${shown(after)}.`;
}

/**
 * The node that owns a change's property on one side (a parameter whose `required` changed), or
 * the changed node itself when the side's pointer stops there.
 * @param {Json} change
 * @param {NonNullable<TextContext["owner"]>} owner
 * @param {Side} side
 */
function propertyOwner(change, owner, side) {
  const last = pointerSegments(String(change[side]?.pointer ?? "#/")).pop();
  return owner(side, change.property !== undefined && last === String(change.property) ? 1 : 0);
}

/**
 * The parameter a change is in, as the side's file writes it: the last `parameters/<i>` of the
 * file's pointer, or the whole file (a parameter of its own file).
 * @param {Json} change
 * @param {NonNullable<TextContext["owner"]>} owner
 * @param {Side} side
 */
function parameterOf(change, owner, side) {
  const segments = pointerSegments(String(change[side]?.pointer ?? "#/"));
  const at = segments.lastIndexOf("parameters");
  return owner(side, segments.length - (at === -1 ? 0 : at + 2));
}

/**
 * The parameter a schema change is in, from Redocly's path (`…/parameters/<i>/schema/…`), as the
 * side's file writes it; undefined for a change of a body or a response.
 * @param {Json} change
 * @param {NonNullable<TextContext["owner"]>} owner
 * @param {Side} side
 */
function schemaParameter(change, owner, side) {
  const segments = pointerSegments(String(change.path ?? ""));
  const at = segments.lastIndexOf("parameters");
  return at !== -1 && segments[at - 1] !== "properties" ? parameterOf(change, owner, side) : undefined;
}

/**
 * The names of a schema's properties that carry `flag` (`readOnly`, `writeOnly`) on one side,
 * following references.
 * @param {Json} change a change of the schema's `required` list
 * @param {LoadedSpec} loaded the side
 * @param {string[]} names
 * @param {string} flag
 */
function flagged(change, loaded, names, flag) {
  return names.filter((name) => {
    const pointer = `${change.path}/properties/${encodeSegment(name)}`;
    const nodes = along(loaded, pointer);
    return nodes.length === pointerSegments(pointer).length + 1 && nodes.at(-1)?.[flag] === true;
  });
}

/** Who must act on a property removed and on one added optional, by direction. */
const PROPERTY = {
  request: ["callers must stop sending it", "callers may send it"],
  response: ["clients must stop reading it", "clients may read it"],
};

/**
 * The sentence for a change of a schema.
 * @param {Json} change
 * @param {Direction[]} directions
 * @param {Context} context
 * @param {Json} parameter the parameter the schema is in, if it is in one
 */
function schemaText(change, directions, { owner, loaded }, parameter) {
  const segments = pointerSegments(String(change.path ?? ""));
  const { kind } = change;
  const side = kind === "removed" ? "base" : "revision";
  const last = segments.at(-1) ?? "";
  if ((kind === "added" || kind === "removed") && segments.at(-2) === "properties") {
    const required = owner(side, 2)?.required?.includes?.(last) === true;
    const name = code(last);
    return perDirection(directions, (direction) => {
      // What holds the schema in a direction: a parameter, the request body, the response.
      const body = parameter ? parameterName(parameter) : REQUIRED[direction ?? "either"][0];
      const [gone, optional] = direction ? PROPERTY[direction] : [];
      if (kind === "removed")
        return gone ? `Property ${name} removed from ${body}: ${gone}.` : `Property ${name} removed.`;
      if (required) return `Property ${name} added${body ? ` to ${body}` : ""}, required.`;
      return optional
        ? `Property ${name} added to ${body}, optional: ${optional}.`
        : `Property ${name} added, optional.`;
    });
  }
  if (kind === "added" || kind === "removed") {
    // A keyword's schema (`contains`, `then`, …), an entry of a keyword's list or map
    // (`prefixItems`, `patternProperties`), or a media type's schema.
    const [up, twoUp] = [segments.at(-2) ?? "", segments.at(-3) ?? ""];
    const owned = /^\d+$/.test(last) || ["patternProperties", "dependentSchemas", "$defs"].includes(up);
    const subject = ownSchema(change, side) ?? subjectOf(owned ? segments.slice(0, -2) : segments, parameter, false);
    const where = /^(`|the schema)/.test(subject) && directions.length ? ` in ${placeOf(directions, parameter)}` : "";
    if (last === "schema" && twoUp === "content") {
      return `${sentence(subject)} ${kind === "added" ? "now has" : "no longer has"} a schema.`;
    }
    const entry = /^\d+$/.test(last) ? `An entry of ${code(up)}` : `Entry ${code(last)} of ${code(up)}`;
    const what = owned ? entry : code(last);
    return `${sentence(what)} ${kind === "added" ? "added to" : "removed from"} ${subject}${where}.`;
  }
  const property = String(change.property ?? "");
  const [before, after] = [change.base?.value, change.revision?.value];
  const subject = subjectOf(segments, parameter);
  if (property === "required") {
    const { added, removed } = requiredDelta(change);
    const of = subject.startsWith("the ") ? "" : subject;
    return perDirection(directions, (direction) => {
      // A read-only property is required in responses only, a write-only one in requests only.
      const aside = direction
        ? flagged(change, loaded.revision, added, direction === "request" ? "readOnly" : "writeOnly")
        : [];
      const rest = added.filter((name) => !aside.includes(name));
      const only =
        direction === "request"
          ? "responses only (read-only): callers need not send"
          : "requests only (write-only): clients need not expect";
      return [
        rest.length ? requiredSentence(rest, true, direction, of) : "",
        aside.length
          ? `${list(aside)} ${aside.length > 1 ? "are" : "is"} now required${of ? ` in ${of}` : ""}, in ${only} ${them(aside)}.`
          : "",
        removed.length ? requiredSentence(removed, false, direction, of) : "",
      ]
        .filter(Boolean)
        .join(" ");
    });
  }
  if (property === "enum") {
    if (before === undefined) return `${sentence(subject)} is now limited to ${list(values(after))}.`;
    if (after === undefined) return `${sentence(subject)} is no longer limited to a list of values.`;
    const added = values(after).filter((v) => !values(before).includes(v));
    const removed = values(before).filter((v) => !values(after).includes(v));
    return perDirection(directions, (direction) => enumSentence(subject, added, removed, direction, parameter));
  }
  if (property === "type") {
    const what =
      before === undefined
        ? `now has the type ${shown(after)}`
        : after === undefined
          ? `no longer states a type (it was ${shown(before)})`
          : `changes type from ${shown(before)} to ${shown(after)}`;
    const who = { request: "callers must send", response: "clients must read" };
    return perDirection(directions, (direction) => {
      const where = direction ? ` in ${placeOf([direction], parameter)}: ${who[direction]} what it allows now` : "";
      return `${sentence(subject)} ${what}${where}.`;
    });
  }
  if (CONSTRAINTS.has(property)) {
    return keywordSentence(change, `${subject}${directions.length ? ` in ${placeOf(directions, parameter)}` : ""}`);
  }
  if (["anyOf", "oneOf", "allOf"].includes(property))
    return `The ${code(property)} alternatives of ${subject} changed.`;
  return keywordSentence(change, ownSchema(change, side) ?? subject);
}

/**
 * A schema of its own file (`components/schemas/Transaction.yaml`) changed at its top (a keyword
 * of its own, or one added to it), named by the file: `the schema \`Transaction\``.
 * @param {Json} change
 * @param {Side} side
 */
function ownSchema(change, side) {
  const at = change[side];
  const own = /(^|\/)components\/schemas\/([^/]+)\.ya?ml$/.exec(String(at?.file ?? "").replace(/\\/g, "/"));
  return own && pointerSegments(String(at?.pointer ?? "#/")).length <= 1 ? `the schema ${code(own[2])}` : undefined;
}

/**
 * For a parameter listed as added or removed, the parameter of the other side with its name and
 * place: Redocly pairs parameters by likeness, so one that changed too much is listed as removed
 * and added.
 * @param {Json} change
 * @param {TextContext} context
 */
function twin(change, context) {
  // Only a parameter listed whole has a name to match: a changed property's value has none, and a
  // `$ref` entry of the other list has neither name nor place.
  if (change.kind !== "added" && change.kind !== "removed") return undefined;
  const value = change.kind === "added" ? change.revision?.value : change.base?.value;
  const other = context.loaded?.[change.kind === "added" ? "base" : "revision"];
  const list = other && along(other, String(change.path).replace(/\/[^/]*$/, "")).at(-1);
  return Array.isArray(list) ? list.find((p) => p?.name === value?.name && p?.in === value?.in) : undefined;
}

/**
 * The sentences of the nodes whose changes read alike, by `<type> <kind>` for a node added or
 * removed and `<type> <property>` for a property changed; with ` true` for a flag now set (a body
 * added required, a parameter now required), ` -` for a property removed, ` +` for one added.
 * `{name}` is the node as changeText names it (`{Name}` starting a sentence), `{before}` and
 * `{after}` the values, `{last}` the last key of its path, `{status}` its response, `{where}` the
 * request body or the response, `{template}` and `{methods}` its path, `{keys}` the keys of the
 * node added or removed, `{url}` its URL. A node added or removed that has no entry reads
 * `{Name} added.` (`{Name} removed.`).
 * @type {Record<string, string | ((v: Record<string, string>, change: Json) => string)>}
 */
const TEXTS = {
  "Parameter required true": "{Name} is now required: every caller must send it.",
  "Parameter required": "{Name} is now optional: callers may leave it out; servers must accept calls without it.",
  "RequestBody added true": "A request body was added, required: every caller must send one.",
  "RequestBody added": "A request body was added, optional.",
  "RequestBody removed": "The request body was removed: callers must stop sending one.",
  "RequestBody required true": "The request body is now required: every caller must send one.",
  "RequestBody required":
    "The request body is now optional: callers may leave it out; servers must accept calls without one.",
  "Response added": "{Name} added: clients should be ready for it.",
  "Response removed": "{Name} removed: clients can no longer rely on what it described.",
  "Response key": "Response {before} is now {after}: clients must expect the new status.",
  "MediaType added": "Media type {last} added to {where}.",
  "MediaType removed": "Media type {last} removed from {where}.",
  "MediaType key": (v) =>
    `Media type ${v.before} of ${v.where} is now ${v.after}: ${v.where === "the request body" ? "callers must send" : "clients must read"} the new type.`,
  "Operation added": "Operation {name} added.",
  "Operation removed": "Operation {name} removed: callers of it must stop.",
  "Operation operationId -":
    "The operationId {before} of {name} was removed: generated code and links that use the name must follow.",
  "Operation operationId +": "{Name} now has the operationId {after}.",
  "Operation operationId":
    "The operationId of {name} changed from {before} to {after}: generated code and links that use the name must follow.",
  "Operation deprecated true": "{name} is now deprecated: callers should move off it.",
  "Operation deprecated": "{name} is no longer deprecated.",
  "PathItem added": "Path {template} added{methods}.",
  "PathItem removed": "Path {template} removed{methods}: callers of its operations must stop.",
  "PathItem key": (v, change) => {
    const shape = (/** @type {unknown} */ template) => String(template).replace(/\{[^}]*\}/g, "{}");
    return shape(change.base?.value) === shape(change.revision?.value)
      ? `Path ${v.before} is now ${v.after}: only its parameters' names changed, and the URLs are the same.`
      : `Path ${v.before} is now ${v.after}: callers must use the new path.`;
  },
  "HeadersMap removed":
    "Every response header of response {status} removed: clients that read them no longer get them.",
  "HeadersMap added": "Response headers added to response {status}.",
  "Header removed": "{Name} removed: clients that read it no longer get it.",
  "Header required true": "{Name} is now required: clients may rely on it; servers must send it.",
  "Header required": "{Name} is no longer required: clients must cope with its absence.",
  "NamedSecuritySchemes added": "Security schemes added where the document had none: {keys}.",
  "NamedSecuritySchemes removed": "Every security scheme of the document removed: {keys}.",
  "SecurityScheme removed": (v, change) =>
    change.verdicts?.some((/** @type {Json} */ v) => v.ruleId === "escrow/security-scheme-unused")
      ? `${v.Name} removed; no operation used it.`
      : `${v.Name} removed: callers that use it must switch to another.`,
  "Server url": "Server {before} is now {after}: clients that use the old address must move.",
  "Server added": "Server {url} added.",
  "Server removed": "Server {url} removed: clients that use it must move.",
  "Info version": "`info.version` changed from {before} to {after}.",
};

/** The properties of a security scheme that say how credentials are sent. */
const CREDENTIALS = ["type", "scheme", "in", "name", "bearerFormat", "openIdConnectUrl"];

/**
 * The sentence of one change of Redocly's report, as it reads where it is used in `directions`.
 * @param {Json} change
 * @param {Direction[]} directions
 * @param {Context} context
 * @returns {string}
 */
function changeText(change, directions, context) {
  const { owner } = context;
  const segments = pointerSegments(String(change.path ?? ""));
  const { kind, property, typeName: type } = change;
  const [before, after] = [change.base?.value, change.revision?.value];
  const value = kind === "removed" ? before : after;
  const at = segments.indexOf("paths");
  const method = at === -1 ? undefined : segments[at + 2];
  const operation = method === undefined ? "the operation" : code(`${method.toUpperCase()} ${segments[at + 1]}`);
  const inSchema = schemaParameter(change, owner, kind === "removed" ? "base" : "revision");
  const listed = kind === "added" ? parameterAdded : parameterRemoved;
  if (type === "ParameterList" && kind !== "modified") return values(value).map(listed).join(" ");
  const parameter = propertyOwner(change, owner, "revision") ?? propertyOwner(change, owner, "base");
  if (type === "Parameter") {
    if (twin(change, context)) {
      return `${sentence(parameterName(value))} changed too much for its old and new forms to be matched: it is listed as removed and as added${
        kind === "added" ? `, ${value?.required === true ? "required" : "optional"} now` : ""
      }.`;
    }
    if (kind === "added") return parameterAdded(value);
    if (kind === "removed") return parameterRemoved(value);
    if (property === "in" || property === "name") {
      // A parameter is its name and place: Redocly pairs two that differ in either by likeness.
      const [old, now] = [parameterOf(change, owner, "base"), parameterOf(change, owner, "revision")];
      const header = (/** @type {Json} */ p) => `${p?.in}:${p?.in === "header" ? String(p?.name).toLowerCase() : ""}`;
      if (old?.in === "header" && header(old) === header(now)) {
        return `Header ${code(old?.name)} is now written ${code(now?.name)}: header names ignore case, so nothing changes on the wire.`;
      }
      if (old?.in === "path" && now?.in === "path") {
        return `Path parameter ${code(old?.name)} is now named ${code(now?.name)}: the URL is written as before.`;
      }
      return `${sentence(parameterName(old))} removed, and ${parameterAdded(now).replace(/^./, (c) => c.toLowerCase())}`;
    }
    if (property in serialisation({})) {
      // The project's rule (lib/diff-rules.mjs) finds where the value written, or no longer written,
      // is the default.
      const states = after === undefined ? "no longer states" : "now states";
      return change.verdicts?.some((/** @type {Json} */ v) => v.ruleId === "escrow/parameter-serialization")
        ? `${sentence(parameterName(parameter))} ${states} \`${property}\` ${code(after ?? before)}, its default: requests are written as before.`
        : `${keywordSentence(change, parameterName(parameter))} Callers must write it the new way.`;
    }
  }
  if (type === "Schema" || type === "PatternProperties") return schemaText(change, directions, context, inSchema);
  if (type === "AnyOf" || type === "OneOf" || type === "AllOf") {
    const keyword = code(type.replace(/^./, (/** @type {string} */ c) => c.toLowerCase()));
    const subject = subjectOf(segments.slice(0, -1), inSchema);
    const where = directions.length ? ` in ${placeOf(directions, inSchema)}` : "";
    if (kind === "added") return `${sentence(subject)}${where} is now described by ${keyword} alternatives.`;
    if (kind === "removed") return `${sentence(subject)}${where} is no longer described by ${keyword} alternatives.`;
    return `The ${keyword} alternatives of ${subject}${where} changed.`;
  }
  if (type === "SecurityRequirement" || type === "SecurityRequirementList") {
    const of = { paths: operation, webhooks: `webhook ${code(segments[1])}` }[String(segments[0])];
    const name = of ? `The security of ${of}` : "The document's security";
    if (kind === "added" || kind === "removed") return `${name}: a requirement was ${kind}.`;
    const was = Array.isArray(before) ? ` (was ${list(before) || "no scope"})` : "";
    return `${name} changed: ${code(property)} now needs ${list(values(after))}${was}: callers must hold what it needs now.`;
  }
  const last = code(segments.at(-1) ?? "");
  const status = code(segments[segments.indexOf("responses") + 1] ?? "?");
  const where = pointerDirection(String(change.path)) === "request" ? "the request body" : "the response";
  const template = code(segments[1] ?? "?");
  const name =
    /** @type {Record<string, string>} */ ({
      Parameter: parameterName(parameter),
      RequestBody: "the request body",
      Response: `response ${status}`,
      MediaType: `${where}'s ${last}`,
      Operation: operation,
      PathItem: `path ${template}`,
      Header: `response header ${last}`,
      SecurityScheme: `security scheme ${last}`,
      Server: "a server",
      Info: code("info"),
    })[type] ??
    (segments[0] === "components" && segments[1] === "securitySchemes"
      ? `security scheme ${code(segments[2] ?? "?")}${segments.length > 3 ? ` (${segments.slice(3).join(" ")})` : ""}`
      : `${String(type ?? "node")
          .replace(/([a-z])([A-Z])/g, "$1 $2")
          .toLowerCase()} ${last}`);
  const methods = Object.keys(value ?? {}).filter((key) => HTTP_METHODS.includes(key));
  /** @type {Record<string, string>} */
  const vars = {
    name,
    Name: sentence(name),
    before: code(before),
    after: code(after),
    ...{ last, status, where, template, keys: list(Object.keys(value ?? {})), url: code(value?.url ?? "?") },
    methods: methods.length ? ` (${methods.map((m) => m.toUpperCase()).join(", ")})` : "",
  };
  const key = `${type} ${kind === "modified" ? property : kind}`;
  const set = (kind === "modified" ? after : value?.required) === true;
  const flag = set ? " true" : kind !== "modified" ? "" : after === undefined ? " -" : before === undefined ? " +" : "";
  const text = TEXTS[key + flag] ?? TEXTS[key];
  if (typeof text === "function") return text(vars, change);
  if (text !== undefined) return text.replace(/\{(\w+)\}/g, (_, word) => vars[word] ?? "");
  if (kind !== "modified") return `${vars.Name} ${kind}.`;
  const how = type === "SecurityScheme" && CREDENTIALS.includes(property);
  return `${keywordSentence(change, name)}${how ? " Callers must send their credentials the new way." : ""}`;
}

/** The types TypeScript gives a schema's `type` (openapi-typescript's: `integer` is a `number`). */
const typesSeen = (/** @type {unknown} */ type) =>
  [type ?? []].flat().map((t) => (t === "integer" ? "number" : String(t)));

/**
 * How a change stops typed calls of an operation from compiling, in words, or "" when it does not:
 * the operation or its path removed; a parameter, body or body property a call must now give; a
 * parameter or body property whose type narrows. As openapi-typescript types them: `integer` is a
 * `number`, and a read-only property stays in the type of a request body.
 * @param {Json} change
 * @param {TextContext} [context] directions: how the operation uses the change
 * @returns {string}
 */
export function callBreak(change, context = {}) {
  const { kind, typeName, property } = change;
  if ((typeName === "Operation" || typeName === "PathItem") && kind === "removed") {
    return "its method and path are no longer in the spec: every call of it stops compiling";
  }
  if (!context.directions?.includes("request")) return "";
  const owner = context.owner ?? (() => undefined);
  const [before, after] = [change.base?.value, change.revision?.value];
  const value = kind === "removed" ? before : after;
  const segments = pointerSegments(String(change.path ?? ""));
  const must = (/** @type {string[]} */ names) =>
    names.length
      ? `${names.join(" and ")} ${names.length > 1 ? "are" : "is"} now required: calls without ${them(names)} stop compiling`
      : "";
  const subject = () => subjectOf(segments, schemaParameter(change, owner, "revision"));
  if (typeName === "ParameterList" && kind === "added") {
    return must(values(value).flatMap((p) => (p?.required === true ? [parameterName(p)] : [])));
  }
  if (typeName === "Parameter") {
    if (kind === "added" && twin(change, context)?.required === true) return "";
    const now = kind === "added" ? value : parameterOf(change, owner, "revision");
    const became =
      property === "required"
        ? after === true
        : (kind === "added" || ["in", "name"].includes(property)) && now?.required === true;
    return became ? must([parameterName(now)]) : "";
  }
  if (typeName === "RequestBody") {
    const now = (kind === "added" && value?.required === true) || (property === "required" && after === true);
    return now ? must(["a request body"]) : "";
  }
  if (typeName !== "Schema") return "";
  if (kind === "added" && segments.at(-1) === "schema" && segments.at(-3) === "content") {
    return `${subject()} now has a schema: calls whose body does not fit it stop compiling`;
  }
  const named = segments.at(-2) === "properties" ? segments.at(-1) : undefined;
  if (kind === "added" && owner("revision", 2)?.required?.includes?.(named)) return must([code(named)]);
  if (property === "required") return must(requiredDelta(change).added.map(code));
  if (property === "type" && after !== undefined) {
    if (before === undefined)
      return `${subject()} now has the type ${shown(after)}: calls that give another type stop compiling`;
    const lost = typesSeen(before).filter((t) => !typesSeen(after).includes(t));
    return lost.length
      ? `${subject()} narrows from ${shown(before)} to ${shown(after)}: calls that give ${list(lost)} stop compiling`
      : "";
  }
  if (property === "enum" && Array.isArray(after)) {
    if (before === undefined)
      return `${subject()} is now limited to ${list(after)}: calls that give other values stop compiling`;
    const lost = values(before).filter((v) => !after.includes(v));
    return lost.length
      ? `${subject()} no longer takes ${list(lost)}: calls that give ${them(lost)} stop compiling`
      : "";
  }
  return "";
}

/**
 * The direction in which each rule of `diff-recommended` finds a change breaking, where it is one
 * direction: a value a request may no longer send, or one a response may now hold.
 * @type {Record<string, Direction>}
 */
const RULE_DIRECTION = {
  "enum-values-added": "response",
  "enum-values-removed": "request",
  "required-properties-added": "request",
  "required-properties-removed": "response",
  "property-removed": "response",
  "parameter-became-required": "request",
  "parameter-removed": "request",
  "parameter-serialization-changed": "request",
  "request-body-became-required": "request",
  "request-body-removed": "request",
  "response-header-removed": "response",
};

/**
 * For a breaking change listed at a place used in one direction, a sentence saying that it breaks
 * in the other one, when every rule that rated it finds breaks only there (an enum value removed
 * from a schema that requests and responses share breaks requests; at a response it is listed
 * under, it breaks nothing).
 * @param {Json} change
 * @param {Direction | undefined} direction the direction of the place the change is listed at
 */
function breaksElsewhere(change, direction) {
  if (change.impact !== "major" || !direction) return "";
  const rules = (change.verdicts ?? []).map((/** @type {Json} */ v) => String(v.ruleId));
  const where = new Set(rules.map((/** @type {string} */ rule) => RULE_DIRECTION[rule]));
  if (!rules.length || where.has(undefined) || where.has(direction)) return "";
  return ` It breaks where the schema is used in ${direction === "response" ? "requests" : "responses"}, not here.`;
}

/**
 * Every operation a change reaches, from where it is written in the base (something removed), the
 * revision (something added) or both (something changed: then only the operations both documents
 * have, since an operation added or removed is not changed by it), named from the operation down
 * to the change (`at`), with the direction it is used in there; the directions of every way there;
 * and the readable way to the change from the nearest place recorded.
 * @param {Json} change
 * @param {{ base: Reach, revision: Reach }} reach
 */
export function placeChange(change, reach) {
  const sides = /** @type {Side[]} */ (
    change.kind === "removed" ? ["base"] : change.kind === "added" ? ["revision"] : ["revision", "base"]
  );
  const inBoth = (/** @type {string} */ key) =>
    [reach.base, reach.revision].every((r) => r.operations.some((op) => operationName(op) === key));
  /** @type {Map<string, import("./reach.mjs").OperationName & { at: string, direction: Direction | undefined }>} */
  const found = new Map();
  /** @type {Set<Direction>} */
  const directions = new Set();
  /** @type {string[]} */
  let rest = [];
  for (const side of sides) {
    const at = change[side];
    if (!at?.file) continue;
    const segments = pointerSegments(String(at.pointer ?? "#/"));
    // A `required` list is about the properties it names: `-> quantity`, not `-> required`.
    /** @type {string[]} */
    let tail = [];
    if (change.property === "required" && segments.at(-1) === "required") {
      segments.pop();
      const { added, removed } = requiredDelta(change);
      tail = [[...removed, ...added].join(", ") || "required"];
    }
    const located = routesTo(reach[side], path.resolve(ROOT, at.file), segments);
    if (!rest.length) rest = [...located.rest, ...tail];
    for (const route of located.routes) {
      const trail = [...route.trail, ...located.rest];
      const direction = directionOf(trail);
      if (direction) directions.add(direction);
      const op = /** @type {import("./reach.mjs").OperationName} */ (reach[side].operations[route.operation]);
      const key = operationName(op);
      if (found.has(key) || (sides.length === 2 && !inBoth(key))) continue;
      found.set(key, { ...op, at: [key, ...trail, ...tail].join(" -> "), direction });
    }
  }
  const direction = directions.size ? undefined : pointerDirection(String(change.path ?? ""));
  if (direction) directions.add(direction);
  return { operations: [...found.values()], directions: [...directions].sort(), rest };
}

/**
 * A change of Redocly's report as the reports give it: its sentence for every direction it is used
 * in (`text`); every operation it reaches, named from the operation down (`at`), with the sentence
 * as it reads there and, where it does, how it stops typed calls of the operation from compiling
 * (`call`); and, where it reaches none, where it is (`elsewhere`).
 * @param {Json} change
 * @param {{ base: LoadedSpec, revision: LoadedSpec }} loaded
 * @param {{ base: Reach, revision: Reach }} reach
 */
export function describeChange(change, loaded, reach) {
  /** The node `up` levels above the change's place in the file of one side. */
  const owner = (/** @type {Side} */ side, /** @type {number} */ up) => {
    const at = change[side];
    const segments = pointerSegments(String(at?.pointer ?? "#/"));
    const file = at?.file ? loaded[side].files.get(path.resolve(ROOT, String(at.file)))?.data : undefined;
    return segments.slice(0, Math.max(0, segments.length - up)).reduce((node, key) => node?.[key], file);
  };
  const { operations, directions, rest } = placeChange(change, reach);
  const reached = operations.map(({ direction, ...op }) => {
    const here = direction ? [direction] : [];
    const call = callBreak(change, { directions: here, owner, loaded });
    const text = changeText(change, here, { owner, loaded }) + breaksElsewhere(change, direction);
    return { ...op, text, ...(call ? { call } : {}) };
  });
  const elsewhere = placeName(pointerSegments(String(change.path ?? ""))) || rest.join(" -> ");
  return {
    text: changeText(change, directions, { owner, loaded }),
    operations: reached,
    ...(reached.length ? {} : { elsewhere }),
  };
}
