// @ts-check
// escrow/date-time-format: properties named like a date-time (*ed, *paid, *deadline, *ed_by_*) are
// strings with format: date-time, in every anyOf/oneOf string branch. One that states no type is
// reported, and so is a boolean unless the allowBooleans option names it. Money names such as
// amount_refunded are left to money-integer. A string named *_at, *_by or *_until without format
// date-time must say in x-gaps that its format is open.
import { list } from "../../../lib/spec.mjs";
import { MONEY_NAME, isObject, isRef, onProperties, typesOf } from "../shared.js";

/** @import { RuleContext, Visitor } from "../shared.js" */

// Names that read as a date-time: `created`, `deposit_paid`, `tracking_details_deadline`,
// `claimed_by_buyer`.
const DATE_NAME = /(ed|paid|deadline)$|ed_by_[a-z]+$/;
// Names that may read as a time but could also hold a date or text (`arrives_by`, `ships_at`): a
// string without format date-time must say in x-gaps that its format is open, never leave it silent.
const TIME_HINT_NAME = /_(at|by|until)$/;

/** @typedef {{ types: string[], format: unknown }} Alternative */

/**
 * The alternatives a property schema allows, each as `{ types, format }`: one per branch of
 * `anyOf`/`oneOf` (resolved, nested branches flattened), else the schema itself with any types and
 * format its `allOf` branches add. An alternative with no types states no type at all.
 * @param {unknown} schema
 * @param {RuleContext} ctx
 * @param {string | undefined} [from] File that `$ref`s in `schema` are relative to.
 * @param {Set<unknown>} [seen] Schemas on the way here, to stop at a branch that refers back.
 * @returns {Alternative[]}
 */
function alternativesOf(schema, ctx, from = undefined, seen = new Set()) {
  const target = isRef(schema) ? ctx.resolve(schema, from) : { node: schema, location: undefined };
  const node = target.node;
  const source = target.location?.source?.absoluteRef ?? from;
  if (!isObject(node) || seen.has(node)) return [{ types: [], format: undefined }];
  const branches = [...list(node.anyOf), ...list(node.oneOf)];
  // `seen`: the schemas on the way here, which stops a branch that refers back to itself.
  if (branches.length)
    return branches.flatMap((branch) => alternativesOf(branch, ctx, source, new Set([...seen, node])));
  const types = new Set(typesOf(node));
  let format = node.format;
  for (const part of list(node.allOf)) {
    const resolved = isRef(part) ? ctx.resolve(part, source).node : part;
    typesOf(resolved).forEach((t) => types.add(t));
    if (isObject(resolved) && resolved.format !== undefined) format ??= resolved.format;
  }
  return [{ types: [...types], format }];
}

/**
 * What is wrong with a date-time-named property, or null. `booleans` lists allowed flag names.
 * @param {string} name
 * @param {Alternative[]} alternatives
 * @param {Set<unknown>} booleans
 */
function dateTimeProblem(name, alternatives, booleans) {
  if (alternatives.some(({ types }) => types.length === 0)) {
    return `Property "${name}" is named like a date-time but states no type; it must be a string with format: date-time.`;
  }
  const types = new Set(alternatives.flatMap(({ types: t }) => t).filter((t) => t !== "null"));
  if (types.has("boolean") && !booleans.has(name)) {
    return `Property "${name}" is named like a date-time, so it must be a string with format: date-time, not a boolean (a boolean needs its name in the rule's allowBooleans option).`;
  }
  const others = [...types].filter((t) => t !== "string" && t !== "boolean");
  if (others.length) {
    return `Property "${name}" is named like a date-time, so it must be a string with format: date-time, not ${others.join(" | ")}.`;
  }
  const wrong = alternatives.filter(({ types: t, format }) => t.includes("string") && format !== "date-time");
  if (wrong.length) {
    const formats = [...new Set(wrong.map(({ format }) => format).filter(Boolean))];
    const where = alternatives.length > 1 ? " in every string branch" : "";
    return `Property "${name}" is a string named like a date-time, so it must have format: date-time${where}${formats.length ? ` (not ${formats.join(", ")})` : ""}.`;
  }
  return null;
}

/**
 * @param {Record<string, unknown>} [options] `allowBooleans`: names that may be booleans.
 * @returns {Visitor}
 */
export default function DateTimeFormat(options) {
  const booleans = new Set(list(options?.allowBooleans));
  return onProperties((name, raw, resolved, location, ctx) => {
    // A money name such as amount_refunded also ends in "ed"; money-integer governs it.
    if (MONEY_NAME.test(name)) return;
    if (!DATE_NAME.test(name)) {
      if (!TIME_HINT_NAME.test(name)) return;
      const alternatives = alternativesOf(raw, ctx);
      const dated = alternatives.every(({ types, format }) => !types.includes("string") || format === "date-time");
      const noted = [raw, resolved].some((node) => isObject(node) && list(node["x-gaps"]).length > 0);
      if (!dated && !noted) {
        ctx.report({
          message: `Property "${name}" is named like a time but is not a string with format: date-time; give it that format, or x-gaps saying its format is not shown.`,
          location,
        });
      }
      return;
    }
    const message = dateTimeProblem(name, alternativesOf(raw, ctx), booleans);
    if (message) ctx.report({ message, location });
  });
}
