// @ts-check
// The project's own diff rules, applied to Redocly's report where its `diff-recommended` rules are
// wrong: they add a verdict where Redocly misses a break, or take the place of Redocly's verdicts
// where those raise a false alarm (the withdrawn ones stay in the change's `withdrawn`). Each rule
// reads both documents along the change's path (lib/reach.mjs `along`); the impacts, the summary
// and the bump are then counted again as Redocly counts them. Redocly's plugin diff rules would see
// its internal node tree, which is not a documented interface; its JSON report is.
import { code, parameterName, placeChange, serialisation } from "./change-text.mjs";
import { along, pointerSegments } from "./reach.mjs";
import { encodeSegment, HTTP_METHODS, list } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */
/** @typedef {import("./load.mjs").LoadedSpec} LoadedSpec */
/** @typedef {{ base: LoadedSpec, revision: LoadedSpec }} Loaded */
/** @typedef {{ base: import("./reach.mjs").Reach, revision: import("./reach.mjs").Reach }} Reaches */

/**
 * What a rule finds: its verdict, and the Redocly rules whose verdicts on the change it replaces.
 * @typedef {{ impact: "major" | "minor" | "patch", message: string, replaces?: string[] }} Finding
 */

/** Whether two parameters are one: a parameter is its name and place (Redocly pairs by likeness). */
const same = (/** @type {Json} */ a, /** @type {Json} */ b) => a?.name === b?.name && a?.in === b?.in;

/** The types a schema states, as a list. */
const types = (/** @type {Json} */ schema) => [schema?.type ?? []].flat().map(String);

/**
 * The parameter a path leads into, on one side, with its schema: the node after the last
 * `parameters/<i>`, and `rest`, the segments below it.
 * @param {Json[]} nodes `along` the path
 * @param {string[]} segments the path
 */
function parameterOn(nodes, segments) {
  const at = segments.lastIndexOf("parameters");
  if (at === -1 || segments[at - 1] === "properties") return undefined;
  return { parameter: nodes[at + 2], rest: segments.slice(at + 2) };
}

/**
 * The names of security schemes that a requirement of the document uses (the document's own, and
 * each operation's of its paths and webhooks).
 * @param {LoadedSpec} loaded
 */
function usedSchemes(loaded) {
  const [root] = along(loaded, "#/");
  const lists = [root?.security];
  for (const section of ["paths", "webhooks"]) {
    for (const key of Object.keys(root?.[section] ?? {})) {
      const item = along(loaded, `#/${section}/${encodeSegment(key)}`).at(-1);
      for (const method of HTTP_METHODS) lists.push(item?.[method]?.security);
    }
  }
  return new Set(lists.flatMap((requirements) => list(requirements).flatMap((r) => Object.keys(r ?? {}))));
}

/**
 * The project's rules: each looks at one change of Redocly's report and finds a verdict, or not.
 * @type {Record<string, (change: Json, context: { loaded: Loaded, directions: () => string[] }) => Finding | undefined>}
 */
const RULES = {
  // Redocly rates a response header that stops being required a patch; a client that reads it
  // can no longer count on it, as with a response property that stops being required.
  "escrow/response-header-optional": (change, { directions }) => {
    if (change.typeName !== "Header" || change.property !== "required" || change.base?.value !== true) return;
    if (change.revision?.value === true || !directions().includes("response")) return;
    const name = code(pointerSegments(String(change.path)).at(-1));
    return {
      impact: "major",
      message: `Response header ${name} is no longer required: clients must cope with its absence.`,
    };
  },
  // A schema where there was none (a media type's) and `patternProperties` limit what a request may
  // hold; Redocly counts neither among the constraints it rates. Removed from a response, they stop
  // limiting what a client reads.
  "escrow/schema-added": (change, { directions }) => {
    const segments = pointerSegments(String(change.path));
    const [last, parent] = [segments.at(-1), segments.at(-2)];
    const limits = (last === "schema" && segments.at(-3) === "content") || [last, parent].includes("patternProperties");
    const narrows = change.kind === "added" ? "request" : change.kind === "removed" ? "response" : "";
    if (!limits || !narrows || !directions().includes(narrows)) return;
    const what =
      last === "schema"
        ? ""
        : parent === "patternProperties"
          ? `Pattern ${code(last)} of \`patternProperties\``
          : code(last);
    if (narrows === "request") {
      const message = what
        ? `${what} was added to a schema of requests`
        : "A request body that had no schema now has one";
      return { impact: "major", message: `${message}: callers may send only what it allows.` };
    }
    const message = what ? `${what} was removed from a schema of responses` : "A response lost its schema";
    return { impact: "major", message: `${message}: clients can no longer rely on what it limited.` };
  },
  // Redocly compares the serialisation keywords as written; an omitted keyword has a default, and
  // writing out the default changes nothing on the wire.
  "escrow/parameter-serialization": (change, { loaded }) => {
    const keyword = String(change.property);
    if (change.typeName !== "Parameter" || change.kind !== "modified" || !(keyword in serialisation({}))) return;
    const [before, after] = [loaded.base, loaded.revision].map((side) => along(side, String(change.path)).at(-1));
    const key = /** @type {keyof ReturnType<typeof serialisation>} */ (keyword);
    if (!same(before, after) || serialisation(before)[key] !== serialisation(after)[key]) return;
    const states = after?.[keyword] === undefined ? "no longer states" : "now states";
    return {
      impact: "patch",
      message: `\`${keyword}\` of ${parameterName(after)} ${states} ${code(serialisation(after)[key])}, its default: it is written as before.`,
      replaces: ["parameter-serialization-changed"],
    };
  },
  // A query parameter of one value that becomes an array of such values, written `form` and
  // exploded (`ids=a&ids=b`), still takes `ids=a` as it did: no request that was valid is refused.
  "escrow/query-array": (change, { loaded }) => {
    const segments = pointerSegments(String(change.path));
    const [before, after] = [loaded.base, loaded.revision].map((side) =>
      parameterOn(along(side, String(change.path)), segments),
    );
    const rest = after?.rest.join("/");
    if (!(rest === "schema" && change.property === "type") && !(rest === "schema/items" && change.kind === "added"))
      return;
    const [old, now] = [before?.parameter, after?.parameter];
    const { style, explode } = serialisation(now);
    if (now?.in !== "query" || !same(old, now) || style !== "form" || !explode) return;
    if (serialisation(old).style !== "form") return;
    const [one] = types(old?.schema);
    const items = types(now?.schema?.items);
    const fits = !items.length || items.includes(String(one)) || (one === "integer" && items.includes("number"));
    if (types(old?.schema).length !== 1 || ["array", "object"].includes(String(one))) return;
    if (!types(now?.schema).includes("array") || !fits) return;
    return {
      impact: "minor",
      message: `Query parameter ${code(now.name)} now takes several values; one is written as before (\`${now.name}=…\`), so no request that was valid is refused.`,
      replaces: ["schema-type-changed", "schema-constraint-changed"],
    };
  },
  // A security scheme that no requirement names protects nothing: removing it changes no call.
  "escrow/security-scheme-unused": (change, { loaded }) => {
    if (change.typeName !== "SecurityScheme" || change.kind !== "removed") return;
    const name = pointerSegments(String(change.path)).at(-1) ?? "";
    if (usedSchemes(loaded.base).has(name)) return;
    return {
      impact: "patch",
      message: `Security scheme ${code(name)} was removed; no security requirement named it, so no call changes.`,
      replaces: ["security-scheme-changed"],
    };
  },
};

/** The highest of some impacts. */
const highest = (/** @type {string[]} */ impacts) =>
  ["major", "minor", "patch"].find((impact) => impacts.includes(impact));

/**
 * Applies the project's rules to Redocly's report of the changes from `loaded.base` to
 * `loaded.revision`, in place, and counts the impacts, the summary and the bump again.
 * @param {import("./diff.mjs").DiffReport} report
 * @param {Loaded} loaded
 * @param {Reaches} reach the operations that reach each place of either document
 */
export function applyProjectRules(report, loaded, reach) {
  for (const change of report.changes ?? []) {
    const directions = () => placeChange(change, reach).directions;
    for (const [ruleId, rule] of Object.entries(RULES)) {
      const found = rule(change, { loaded, directions });
      if (!found) continue;
      const verdicts = change.verdicts ?? [];
      const withdrawn = verdicts.filter((/** @type {Json} */ v) => found.replaces?.includes(v.ruleId));
      if (withdrawn.length) change.withdrawn = [...(change.withdrawn ?? []), ...withdrawn];
      change.verdicts = [
        ...verdicts.filter((/** @type {Json} */ v) => !withdrawn.includes(v)),
        { ruleId, impact: found.impact, message: found.message },
      ];
      change.impact = highest(change.verdicts.map((/** @type {Json} */ v) => v.impact));
    }
  }
  const changes = report.changes ?? [];
  const count = (/** @type {string} */ impact) => changes.filter((c) => c.impact === impact).length;
  report.summary = { major: count("major"), minor: count("minor"), patch: count("patch") };
  // As Redocly's: a new `info.version` alone asks for no bump.
  const counted = changes.filter((c) => !(c.typeName === "Info" && c.property === "version"));
  report.bump = highest(counted.map((c) => String(c.impact))) ?? "none";
  return report;
}
