// @ts-check
// What a reviewer reads for each change of the API description: one sentence that names what
// changed (`Query parameter \`carrier\` added, optional.`) and, where the direction matters, who
// must act on it (`\`buyer_id\` is now required in the response: clients may rely on it; servers
// must send it.`). `npm run diff` and `npm run review` both write these, from Redocly's change
// records (kind, node type, property, values before and after) and the directions in which the
// change is used: in a request (parameters, request body), in a response, or both (a schema shared
// by both is named once per direction).
import path from "node:path";
import { along, pointerSegments, routesTo } from "./reach.mjs";
import { encodeSegment, ROOT } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */
/** @typedef {import("./load.mjs").LoadedSpec} LoadedSpec */
/** @typedef {"request" | "response"} Direction */

/**
 * What the sentence knows beside the change: the directions it is used in, and the node that owns
 * the changed place on each side (to name a parameter, or find a schema's `required` list).
 * @typedef {object} TextContext
 * @property {Direction[]} [directions]
 * @property {(side: "base" | "revision", up: number) => Json} [owner] the node `up` levels above
 *   the changed place as the side's file writes it
 * @property {{ base?: LoadedSpec, revision?: LoadedSpec }} [loaded] both documents, to follow the
 *   change's path through references
 */

/**
 * The direction of a place from the readable way to it (`request body -> …`, `parameter x`, `200
 * -> …`): the first step of an operation's trail.
 * @param {string[]} trail
 * @returns {Direction | undefined}
 */
export function directionOf(trail) {
  const first = trail[0] ?? "";
  if (first === "request body" || first.startsWith("parameter ")) return "request";
  if (/^([1-5](\d\d|XX)|default)$/.test(first)) return "response";
  return undefined;
}

/**
 * The direction of a change from the pointer Redocly gives it (into the resolved document).
 * @param {string} pointer
 * @returns {Direction | undefined}
 */
export function pointerDirection(pointer) {
  const segments = pointerSegments(pointer);
  if (segments[0] !== "paths") return undefined;
  for (const key of segments.slice(2)) {
    if (key === "requestBody" || key === "parameters") return "request";
    if (key === "responses") return "response";
  }
  return undefined;
}

/**
 * A function giving, for a change, the node `up` levels above its place in the file of one side,
 * from the documents the spec loader read.
 * @param {{ base?: LoadedSpec, revision?: LoadedSpec }} loaded
 * @returns {(change: Json) => NonNullable<TextContext["owner"]>}
 */
export function ownerFinder(loaded) {
  return (change) => (side, up) => {
    const at = change?.[side];
    const file = at?.file ? loaded[side]?.files.get(path.resolve(ROOT, String(at.file)))?.data : undefined;
    const segments = pointerSegments(String(at?.pointer ?? "#/"));
    let node = file;
    for (const key of segments.slice(0, Math.max(0, segments.length - up))) node = node?.[key];
    return node;
  };
}

/** A code span holding any text. */
export const code = (/** @type {unknown} */ text) => "`" + String(text).replace(/`/g, "'") + "`";

/** A value shown inline: on one line, and shortened when long. */
const shown = (/** @type {unknown} */ value) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const line = String(text ?? "").replace(/\s+/g, " ");
  return code(line.length > 80 ? `${line.slice(0, 77)}...` : line);
};

/** `a`, `a` and `b`, `a`, `b` and `c`. */
const list = (/** @type {unknown[]} */ items) => {
  const spans = items.map(code);
  return spans.length < 2 ? (spans[0] ?? "") : `${spans.slice(0, -1).join(", ")} and ${spans[spans.length - 1]}`;
};

/** A sentence's first letter in upper case. */
const sentence = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);

const PARAMETER_KIND = /** @type {Record<string, string>} */ ({
  query: "query parameter",
  header: "header",
  path: "path parameter",
  cookie: "cookie",
});

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

/**
 * The sentence for a parameter added (`Query parameter \`carrier\` added, optional.`).
 * @param {Json} parameter
 */
function parameterAdded(parameter) {
  return parameter?.required === true
    ? `${sentence(parameterName(parameter))} added, required: every caller must now send it.`
    : `${sentence(parameterName(parameter))} added, optional.`;
}

/**
 * The sentence for a parameter removed.
 * @param {Json} parameter
 */
const parameterRemoved = (parameter) =>
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
 * @param {() => Json} parameter the parameter the change is in, when it is in one
 * @param {boolean} [ofProperty] whether the change is a property of this schema (required, enum, …):
 *   then a schema that is itself a property is named by that property
 */
function subjectOf(segments, parameter, ofProperty = true) {
  for (let i = segments.length - 1; i >= 0; i--) {
    if (segments[i - 1] === "properties" && (ofProperty || i < segments.length - 1)) return code(segments[i]);
    if (segments[i] === "parameters" && segments[i + 1] !== undefined) {
      const node = parameter();
      return typeof node?.name === "string" ? parameterName(node) : "the parameter";
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
export function requiredDelta(change) {
  /** @type {string[]} */
  const before = Array.isArray(change.base?.value) ? change.base.value.map(String) : [];
  /** @type {string[]} */
  const after = Array.isArray(change.revision?.value) ? change.revision.value.map(String) : [];
  return { added: after.filter((n) => !before.includes(n)), removed: before.filter((n) => !after.includes(n)) };
}

/**
 * The sentence for names that became required (`added`) or stopped being required, in one
 * direction. `of`: the object they belong to, when it is itself a property.
 * @param {string[]} names
 * @param {boolean} added
 * @param {Direction | undefined} direction
 * @param {string} of
 */
function requiredSentence(names, added, direction, of) {
  const plural = names.length > 1;
  const what = `${list(names)} ${plural ? "are" : "is"} ${added ? "now" : "no longer"} required`;
  const it = plural ? "them" : "it";
  const its = plural ? "their" : "its";
  if (direction === "request") {
    return added
      ? `${what} in ${of || "the request body"}: callers must send ${it}.`
      : `${what} in ${of || "the request body"}: callers may leave ${it} out; servers must accept ${its} absence.`;
  }
  if (direction === "response") {
    return added
      ? `${what} in ${of || "the response"}: clients may rely on ${it}; servers must send ${it}.`
      : `${what} in ${of || "the response"}: clients must cope with ${its} absence; servers may leave ${it} out.`;
  }
  return added
    ? `${what}${of ? ` in ${of}` : ""}: whoever sends the object must include ${it}; whoever reads it may rely on ${it}.`
    : `${what}${of ? ` in ${of}` : ""}: whoever reads the object must cope with ${its} absence.`;
}

/**
 * The sentences of a change in each of its directions, joined; one sentence when the direction
 * does not matter or is not known.
 * @param {Direction[]} directions
 * @param {(direction: Direction | undefined) => string} one
 */
function perDirection(directions, one) {
  if (directions.length === 0) return one(undefined);
  return directions.map(one).join(" ");
}

/**
 * Enum values gained or lost, in one direction.
 * @param {string} subject
 * @param {unknown[]} added
 * @param {unknown[]} removed
 * @param {Direction | undefined} direction
 * @param {unknown} parameter the parameter the enum is in, if it is in one
 */
function enumSentence(subject, added, removed, direction, parameter) {
  const parts = [];
  const where = direction ? ` in ${placeOf([direction], parameter)}` : "";
  if (added.length) {
    parts.push(
      direction === "request"
        ? `${subject}${where} now also accepts ${list(added)}: servers must take ${added.length > 1 ? "them" : "it"}.`
        : direction === "response"
          ? `${subject}${where} may now be ${list(added)}: clients must handle the new value${added.length > 1 ? "s" : ""}.`
          : `${subject} gained the value${added.length > 1 ? "s" : ""} ${list(added)}.`,
    );
  }
  if (removed.length) {
    parts.push(
      direction === "request"
        ? `${subject}${where} no longer accepts ${list(removed)}: callers that send ${removed.length > 1 ? "them" : "it"} will be refused.`
        : direction === "response"
          ? `${subject}${where} is no longer ${list(removed)}: clients may stop handling ${removed.length > 1 ? "them" : "it"}.`
          : `${subject} lost the value${removed.length > 1 ? "s" : ""} ${list(removed)}.`,
    );
  }
  return sentence(parts.join(" ")) || `${sentence(subject)}: its values changed.`;
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
  const before = change.base?.value;
  const after = change.revision?.value;
  const name = property === "description" ? "Description" : property === "summary" ? "Summary" : code(property);
  if (DOCUMENTATION.has(property) || (typeof before === "object" && before !== null)) {
    if (before === undefined) return `${name} of ${of} added.`;
    if (after === undefined) return `${name} of ${of} removed.`;
    return `${name} of ${of} changed.`;
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
 * @param {"base" | "revision"} side
 */
function propertyOwner(change, owner, side) {
  const last = pointerSegments(String(change?.[side]?.pointer ?? "#/")).pop();
  return owner(side, change?.property !== undefined && last === String(change.property) ? 1 : 0);
}

/**
 * The parameter a change is in, as the side's file writes it: the last `parameters/<i>` of the
 * file's pointer, or the whole file (a parameter of its own file).
 * @param {Json} change
 * @param {NonNullable<TextContext["owner"]>} owner
 * @param {"base" | "revision"} side
 */
function parameterOf(change, owner, side) {
  const segments = pointerSegments(String(change?.[side]?.pointer ?? "#/"));
  const at = segments.lastIndexOf("parameters");
  return owner(side, segments.length - (at === -1 ? 0 : at + 2));
}

/**
 * The parameter a schema change is in, from Redocly's path (`…/parameters/<i>/schema/…`), as the
 * side's file writes it; undefined for a change of a body or a response.
 * @param {Json} change
 * @param {string[]} segments Redocly's path, decoded
 * @param {NonNullable<TextContext["owner"]>} owner
 * @param {"base" | "revision"} side
 */
function schemaParameter(change, segments, owner, side) {
  const at = segments.lastIndexOf("parameters");
  return at !== -1 && segments[at - 1] !== "properties" ? parameterOf(change, owner, side) : undefined;
}

/**
 * The names of a schema's properties that carry `flag` (`readOnly`, `writeOnly`) on one side,
 * following references.
 * @param {Json} change a change of the schema's `required` list
 * @param {TextContext} context
 * @param {string[]} names
 * @param {string} flag
 */
function flagged(change, context, names, flag) {
  const loaded = context.loaded?.revision;
  return names.filter((name) => {
    if (!loaded) return context.owner?.("revision", 1)?.properties?.[name]?.[flag] === true;
    const pointer = `${change.path}/properties/${encodeSegment(name)}`;
    const nodes = along(loaded, pointer);
    return nodes.length === pointerSegments(pointer).length + 1 && nodes.at(-1)?.[flag] === true;
  });
}

/**
 * The sentence for a change of a schema.
 * @param {Json} change
 * @param {Direction[]} directions
 * @param {TextContext} context
 */
function schemaText(change, directions, context) {
  const owner = context.owner ?? (() => undefined);
  const segments = pointerSegments(String(change.path ?? ""));
  const side = change.kind === "removed" ? "base" : "revision";
  const parameter = schemaParameter(change, segments, owner, side);
  /** What holds the schema in a direction: a parameter, the request body, the response. */
  const holder = (/** @type {Direction | undefined} */ direction) =>
    parameter
      ? parameterName(parameter)
      : direction
        ? `the ${direction === "request" ? "request body" : "response"}`
        : "";
  const last = segments.at(-1) ?? "";
  if ((change.kind === "added" || change.kind === "removed") && segments.at(-2) === "properties") {
    const required = owner(side, 2)?.required?.includes?.(last) === true;
    const name = code(last);
    return perDirection(directions, (direction) => {
      const body = holder(direction);
      if (change.kind === "removed") {
        const to = body ? ` from ${body}` : "";
        if (direction === "request") return `Property ${name} removed${to}: callers must stop sending it.`;
        if (direction === "response") return `Property ${name} removed${to}: clients must stop reading it.`;
        return `Property ${name} removed.`;
      }
      const to = body ? ` to ${body}` : "";
      if (required) return `Property ${name} added${to}, required.`;
      if (direction === "request") return `Property ${name} added${to}, optional: callers may send it.`;
      if (direction === "response") return `Property ${name} added${to}, optional: clients may read it.`;
      return `Property ${name} added, optional.`;
    });
  }
  if (change.kind === "added" || change.kind === "removed") {
    // A keyword's schema (`contains`, `then`, …), an entry of a keyword's list or map
    // (`prefixItems`, `patternProperties`), or a media type's schema.
    const [up, twoUp] = [segments.at(-2) ?? "", segments.at(-3) ?? ""];
    const owned = /^\d+$/.test(last) || ["patternProperties", "dependentSchemas", "$defs"].includes(up);
    const subject =
      ownSchema(change, side) ?? subjectOf(owned ? segments.slice(0, -2) : segments, () => parameter, false);
    const where = /^(`|the schema)/.test(subject) && directions.length ? ` in ${placeOf(directions, parameter)}` : "";
    if (last === "schema" && twoUp === "content") {
      return `${sentence(subject)} ${change.kind === "added" ? "now has" : "no longer has"} a schema.`;
    }
    const what = owned
      ? `${/^\d+$/.test(last) ? `An entry of ${code(up)}` : `Entry ${code(last)} of ${code(up)}`}`
      : code(last);
    return `${sentence(what)} ${change.kind === "added" ? "added to" : "removed from"} ${subject}${where}.`;
  }
  const property = String(change.property ?? "");
  const subject = subjectOf(segments, () => parameter);
  if (property === "required") {
    const { added, removed } = requiredDelta(change);
    const of = subject.startsWith("the ") ? "" : subject;
    return perDirection(directions, (direction) => {
      // A read-only property is required in responses only, a write-only one in requests only.
      const aside = direction
        ? flagged(change, context, added, direction === "request" ? "readOnly" : "writeOnly")
        : [];
      const rest = added.filter((name) => !aside.includes(name));
      return [
        ...(rest.length ? [requiredSentence(rest, true, direction, of)] : []),
        ...(aside.length
          ? [
              `${list(aside)} ${aside.length > 1 ? "are" : "is"} now required${of ? ` in ${of}` : ""}, in ${
                direction === "request"
                  ? "responses only (read-only): callers need not send"
                  : "requests only (write-only): clients need not expect"
              } ${aside.length > 1 ? "them" : "it"}.`,
            ]
          : []),
        ...(removed.length ? [requiredSentence(removed, false, direction, of)] : []),
      ].join(" ");
    });
  }
  if (property === "enum") {
    const before = Array.isArray(change.base?.value) ? change.base.value : [];
    const after = Array.isArray(change.revision?.value) ? change.revision.value : [];
    const added = after.filter((/** @type {unknown} */ v) => !before.includes(v));
    const removed = before.filter((/** @type {unknown} */ v) => !after.includes(v));
    if (change.base?.value === undefined) return `${sentence(subject)} is now limited to ${list(after)}.`;
    if (change.revision?.value === undefined) return `${sentence(subject)} is no longer limited to a list of values.`;
    return perDirection(directions, (direction) => enumSentence(subject, added, removed, direction, parameter));
  }
  if (property === "type") {
    const before = change.base?.value;
    const after = change.revision?.value;
    const what =
      before === undefined
        ? `now has the type ${shown(after)}`
        : after === undefined
          ? `no longer states a type (it was ${shown(before)})`
          : `changes type from ${shown(before)} to ${shown(after)}`;
    return perDirection(directions, (direction) =>
      direction === "request"
        ? `${sentence(subject)} ${what} in ${placeOf(["request"], parameter)}: callers must send what it allows now.`
        : direction === "response"
          ? `${sentence(subject)} ${what} in the response: clients must read what it allows now.`
          : `${sentence(subject)} ${what}.`,
    );
  }
  if (CONSTRAINTS.has(property)) {
    const where = directions.length ? ` in ${placeOf(directions, parameter)}` : "";
    return keywordSentence(change, `${subject}${where}`);
  }
  if (["anyOf", "oneOf", "allOf"].includes(property)) {
    return `The ${code(property)} alternatives of ${subject} changed.`;
  }
  return keywordSentence(change, ownSchema(change, side) ?? subject);
}

/**
 * A schema of its own file (`components/schemas/Transaction.yaml`) changed at its top (a keyword
 * of its own, or one added to it), named by the file: `the schema \`Transaction\``.
 * @param {Json} change
 * @param {"base" | "revision"} side
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
 * The sentence of one change of Redocly's report.
 * @param {Json} change
 * @param {TextContext} [context]
 * @returns {string}
 */
export function changeText(change, context = {}) {
  const directions = [...new Set(context.directions ?? [])].sort();
  /** @type {NonNullable<TextContext["owner"]>} */
  const owner = context.owner ?? (() => undefined);
  const segments = pointerSegments(String(change?.path ?? ""));
  const kind = String(change?.kind ?? "");
  const property = change?.property === undefined ? undefined : String(change.property);
  const value = kind === "removed" ? change?.base?.value : change?.revision?.value;
  const operationName = () => {
    const at = segments.indexOf("paths");
    return at === -1 || segments[at + 2] === undefined
      ? "the operation"
      : code(`${String(segments[at + 2]).toUpperCase()} ${segments[at + 1]}`);
  };
  switch (change?.typeName) {
    case "ParameterList": {
      const parameters = Array.isArray(value) ? value : [];
      if (kind === "added") return parameters.map(parameterAdded).join(" ");
      if (kind === "removed") return parameters.map(parameterRemoved).join(" ");
      break;
    }
    case "Parameter": {
      if (twin(change, context)) {
        return `${sentence(parameterName(value))} changed too much for its old and new forms to be matched: it is listed as removed and as added${
          kind === "added" ? `, ${value?.required === true ? "required" : "optional"} now` : ""
        }.`;
      }
      if (kind === "added") return parameterAdded(value);
      if (kind === "removed") return parameterRemoved(value);
      const parameter = propertyOwner(change, owner, "revision") ?? propertyOwner(change, owner, "base");
      const name = parameterName(parameter);
      if (property === "required") {
        return change.revision?.value === true
          ? `${sentence(name)} is now required: every caller must send it.`
          : `${sentence(name)} is now optional: callers may leave it out; servers must accept calls without it.`;
      }
      if (property === "in" || property === "name") {
        // A parameter is its name and place: Redocly pairs two that differ in either by likeness.
        const [old, now] = [parameterOf(change, owner, "base"), parameterOf(change, owner, "revision")];
        if (
          old?.in === "header" &&
          now?.in === "header" &&
          String(old?.name).toLowerCase() === String(now?.name).toLowerCase()
        ) {
          return `Header ${code(old?.name)} is now written ${code(now?.name)}: header names ignore case, so nothing changes on the wire.`;
        }
        if (old?.in === "path" && now?.in === "path") {
          return `Path parameter ${code(old?.name)} is now named ${code(now?.name)}: the URL is written as before.`;
        }
        return `${sentence(parameterName(old))} removed, and ${parameterAdded(now).replace(/^./, (c) => c.toLowerCase())}`;
      }
      if (property && property in serialisation({})) {
        const key = /** @type {keyof ReturnType<typeof serialisation>} */ (property);
        const was = propertyOwner(change, owner, "base");
        const [old, now] = [serialisation(was)[key], serialisation(parameter)[key]];
        return old === now && was?.name === parameter?.name && was?.in === parameter?.in
          ? `${sentence(name)} now states \`${property}\` ${code(now)}, its default: requests are written as before.`
          : `${keywordSentence(change, name)} Callers must write it the new way.`;
      }
      return keywordSentence(change, name);
    }
    case "Schema":
    case "PatternProperties":
      return schemaText(change, directions, { ...context, owner });
    case "RequestBody": {
      if (kind === "added") {
        return value?.required === true
          ? "A request body was added, required: every caller must send one."
          : "A request body was added, optional.";
      }
      if (kind === "removed") return "The request body was removed: callers must stop sending one.";
      if (property === "required") {
        return change.revision?.value === true
          ? "The request body is now required: every caller must send one."
          : "The request body is now optional: callers may leave it out; servers must accept calls without one.";
      }
      return keywordSentence(change, "the request body");
    }
    case "Response": {
      const status = segments[segments.indexOf("responses") + 1] ?? "?";
      if (kind === "added") return `Response ${code(status)} added: clients should be ready for it.`;
      if (kind === "removed")
        return `Response ${code(status)} removed: clients can no longer rely on what it described.`;
      if (property === "key") {
        return `Response ${code(change.base?.value)} is now ${code(change.revision?.value)}: clients must expect the new status.`;
      }
      return keywordSentence(change, `response ${code(status)}`);
    }
    case "MediaType": {
      const where = pointerDirection(String(change.path)) === "request" ? "the request body" : "the response";
      if (kind === "added") return `Media type ${code(segments[segments.length - 1])} added to ${where}.`;
      if (kind === "removed") return `Media type ${code(segments[segments.length - 1])} removed from ${where}.`;
      if (property === "key") {
        return `Media type ${code(change.base?.value)} of ${where} is now ${code(change.revision?.value)}: ${
          where === "the request body" ? "callers must send" : "clients must read"
        } the new type.`;
      }
      return keywordSentence(change, `${where}'s ${code(segments[segments.length - 1])}`);
    }
    case "Operation": {
      const name = operationName();
      if (kind === "added") return `Operation ${name} added.`;
      if (kind === "removed") return `Operation ${name} removed: callers of it must stop.`;
      if (property === "operationId") {
        if (change.revision?.value === undefined) {
          return `The operationId ${code(change.base?.value)} of ${name} was removed: generated code and links that use the name must follow.`;
        }
        if (change.base?.value === undefined)
          return `${sentence(name)} now has the operationId ${code(change.revision?.value)}.`;
        return `The operationId of ${name} changed from ${code(change.base?.value)} to ${code(change.revision?.value)}: generated code and links that use the name must follow.`;
      }
      if (property === "deprecated") {
        return change.revision?.value === true
          ? `${name} is now deprecated: callers should move off it.`
          : `${name} is no longer deprecated.`;
      }
      return keywordSentence(change, name);
    }
    case "PathItem": {
      const template = segments[1] ?? "?";
      const methods = Object.keys(value ?? {}).filter((k) =>
        /^(get|put|post|delete|options|head|patch|trace)$/.test(k),
      );
      const with_ = methods.length ? ` (${methods.map((m) => m.toUpperCase()).join(", ")})` : "";
      if (kind === "added") return `Path ${code(template)} added${with_}.`;
      if (kind === "removed") return `Path ${code(template)} removed${with_}: callers of its operations must stop.`;
      if (property === "key") {
        const shape = (/** @type {unknown} */ path) => String(path).replace(/\{[^}]*\}/g, "{}");
        return `Path ${code(change.base?.value)} is now ${code(change.revision?.value)}${
          shape(change.base?.value) === shape(change.revision?.value)
            ? ": only its parameters' names changed, and the URLs are the same."
            : ": callers must use the new path."
        }`;
      }
      return keywordSentence(change, `path ${code(template)}`);
    }
    case "SecurityRequirement":
    case "SecurityRequirementList": {
      const name =
        segments[0] === "paths"
          ? `the security of ${operationName()}`
          : segments[0] === "webhooks"
            ? `the security of webhook ${code(segments[1])}`
            : "the document's security";
      if (kind === "added" || kind === "removed") return `${sentence(name)}: a requirement was ${kind}.`;
      return `${sentence(name)} changed: ${code(property)} now needs ${list(Array.isArray(change.revision?.value) ? change.revision.value : [])}${
        Array.isArray(change.base?.value) ? ` (was ${list(change.base.value) || "no scope"})` : ""
      }: callers must hold what it needs now.`;
    }
    case "AnyOf":
    case "OneOf":
    case "AllOf": {
      const keyword = code(String(change.typeName).replace(/^./, (c) => c.toLowerCase()));
      const side = kind === "removed" ? "base" : "revision";
      const parameter = schemaParameter(change, segments, owner, side);
      const subject = subjectOf(segments.slice(0, -1), () => parameter);
      const where = directions.length ? ` in ${placeOf(directions, parameter)}` : "";
      if (kind === "added") return `${sentence(subject)}${where} is now described by ${keyword} alternatives.`;
      if (kind === "removed") return `${sentence(subject)}${where} is no longer described by ${keyword} alternatives.`;
      return `The ${keyword} alternatives of ${subject}${where} changed.`;
    }
    case "HeadersMap": {
      const status = segments[segments.indexOf("responses") + 1] ?? "?";
      if (kind === "removed") {
        return `Every response header of response ${code(status)} removed: clients that read them no longer get them.`;
      }
      if (kind === "added") return `Response headers added to response ${code(status)}.`;
      break;
    }
    case "Header": {
      const name = code(segments[segments.length - 1]);
      if (kind === "added") return `Response header ${name} added.`;
      if (kind === "removed") return `Response header ${name} removed: clients that read it no longer get it.`;
      if (property === "required") {
        return change.revision?.value === true
          ? `Response header ${name} is now required: clients may rely on it; servers must send it.`
          : `Response header ${name} is no longer required: clients must cope with its absence.`;
      }
      return keywordSentence(change, `response header ${name}`);
    }
    case "NamedSecuritySchemes":
      return kind === "added"
        ? `Security schemes added where the document had none: ${list(Object.keys(value ?? {}))}.`
        : `Every security scheme of the document removed: ${list(Object.keys(value ?? {}))}.`;
    case "SecurityScheme": {
      const name = `security scheme ${code(segments[segments.length - 1])}`;
      if (kind === "added") return `${sentence(name)} added.`;
      if (kind === "removed") {
        const unused = change.verdicts?.some((/** @type {Json} */ v) => v.ruleId === "escrow/security-scheme-unused");
        return `${sentence(name)} removed${unused ? "; no operation used it" : ": callers that use it must switch to another"}.`;
      }
      const how = ["type", "scheme", "in", "name", "bearerFormat", "openIdConnectUrl"].includes(property ?? "");
      return `${keywordSentence(change, name)}${how ? " Callers must send their credentials the new way." : ""}`;
    }
    case "Server":
      if (property === "url") {
        return `Server ${code(change.base?.value)} is now ${code(change.revision?.value)}: clients that use the old address must move.`;
      }
      if (kind === "added") return `Server ${code(value?.url ?? "?")} added.`;
      if (kind === "removed") return `Server ${code(value?.url ?? "?")} removed: clients that use it must move.`;
      return keywordSentence(change, "a server");
    case "Info":
      if (property === "version")
        return `${code("info.version")} changed from ${code(change.base?.value)} to ${code(change.revision?.value)}.`;
      return keywordSentence(change, code("info"));
    default:
      break;
  }
  const last = segments[segments.length - 1] ?? "";
  const what =
    segments[0] === "components" && segments[1] === "securitySchemes"
      ? `security scheme ${code(segments[2] ?? "?")}${segments.length > 3 ? ` (${segments.slice(3).join(" ")})` : ""}`
      : `${String(change?.typeName ?? "node")
          .replace(/([a-z])([A-Z])/g, "$1 $2")
          .toLowerCase()} ${code(last)}`;
  if (kind === "added") return `${sentence(what)} added.`;
  if (kind === "removed") return `${sentence(what)} removed.`;
  return keywordSentence(change, what);
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
  const { kind, typeName, property } = change ?? {};
  if ((typeName === "Operation" || typeName === "PathItem") && kind === "removed") {
    return "its method and path are no longer in the spec: every call of it stops compiling";
  }
  if (!context.directions?.includes("request")) return "";
  const owner = context.owner ?? (() => undefined);
  const value = kind === "removed" ? change.base?.value : change.revision?.value;
  const [before, after] = [change.base?.value, change.revision?.value];
  const segments = pointerSegments(String(change.path ?? ""));
  const must = (/** @type {string[]} */ names) =>
    names.length
      ? `${names.join(" and ")} ${names.length > 1 ? "are" : "is"} now required: calls without ${names.length > 1 ? "them" : "it"} stop compiling`
      : "";
  const subject = () => subjectOf(segments, () => schemaParameter(change, segments, owner, "revision"));
  if (typeName === "ParameterList" && kind === "added") {
    return must((Array.isArray(value) ? value : []).filter((p) => p?.required === true).map(parameterName));
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
    return (kind === "added" && value?.required === true) || (property === "required" && after === true)
      ? must(["a request body"])
      : "";
  }
  if (typeName !== "Schema") return "";
  if (kind === "added" && segments.at(-1) === "schema" && segments.at(-3) === "content") {
    return `${subject()} now has a schema: calls whose body does not fit it stop compiling`;
  }
  if (
    kind === "added" &&
    segments.at(-2) === "properties" &&
    owner("revision", 2)?.required?.includes?.(segments.at(-1))
  ) {
    return must([code(segments.at(-1))]);
  }
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
    const lost = Array.isArray(before) ? before.filter((v) => !after.includes(v)) : [];
    if (before === undefined)
      return `${subject()} is now limited to ${list(after)}: calls that give other values stop compiling`;
    return lost.length
      ? `${subject()} no longer takes ${list(lost)}: calls that give ${lost.length > 1 ? "them" : "it"} stop compiling`
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
export function breaksElsewhere(change, direction) {
  if (change?.impact !== "major" || !direction) return "";
  const rules = (change.verdicts ?? []).map((/** @type {Json} */ v) => String(v.ruleId));
  const where = new Set(rules.map((/** @type {string} */ rule) => RULE_DIRECTION[rule]));
  if (!rules.length || where.has(undefined) || where.has(direction)) return "";
  return direction === "response"
    ? " It breaks where the schema is used in requests, not here."
    : " It breaks where the schema is used in responses, not here.";
}

/**
 * The directions a change is used in: every way an operation reaches where it is written (in the
 * base for something removed, the revision for something added, both for a change).
 * @param {Json} change
 * @param {{ base: import("./reach.mjs").Reach, revision: import("./reach.mjs").Reach }} reach
 * @returns {Direction[]}
 */
export function changeDirections(change, reach) {
  const sides = change?.kind === "removed" ? ["base"] : change?.kind === "added" ? ["revision"] : ["revision", "base"];
  /** @type {Set<Direction>} */
  const found = new Set();
  for (const side of /** @type {("base" | "revision")[]} */ (sides)) {
    const at = change?.[side];
    if (!at?.file) continue;
    const { routes, rest } = routesTo(
      reach[side],
      path.resolve(ROOT, String(at.file)),
      pointerSegments(String(at.pointer ?? "#/")),
    );
    for (const route of routes) {
      const direction = directionOf([...route.trail, ...rest]);
      if (direction) found.add(direction);
    }
  }
  if (!found.size) {
    const direction = pointerDirection(String(change?.path ?? ""));
    if (direction) found.add(direction);
  }
  return [...found].sort();
}
