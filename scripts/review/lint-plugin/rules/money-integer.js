// @ts-check
// escrow/money-integer: money fields (properties and parameters named price, charge, amount,
// price_*, *_amount, …) are integers in minor units, unless they carry x-money-string.
import { MONEY_NAME, isObject, isRef, onProperties, typesOf } from "../shared.js";

/** @import { RuleContext, Visitor } from "../shared.js" */

/**
 * What is wrong with a money field, or null. `raw` is the field as written, `resolved` its schema
 * with any `$ref` followed; either may carry x-money-string.
 * @param {string} name
 * @param {unknown} raw
 * @param {unknown} resolved
 */
function moneyProblem(name, raw, resolved) {
  if (isObject(raw) && "x-money-string" in raw) return null;
  if (isObject(resolved) && "x-money-string" in resolved) return null;
  const types = typesOf(resolved);
  const ok = types.includes("integer") && types.every((t) => t === "integer" || t === "null");
  if (ok) return null;
  const stated = types.length ? `not ${types.join(" | ")}` : "but it states no type";
  return `Money field "${name}" must be type: integer (minor units), ${stated}; a documented string amount carries x-money-string.`;
}

/** @returns {Visitor} */
export default function MoneyInteger() {
  return {
    ...onProperties((name, raw, resolved, location, ctx) => {
      if (!MONEY_NAME.test(name)) return;
      const message = moneyProblem(name, raw, resolved);
      if (message) ctx.report({ message, location });
    }),
    /**
     * @param {Record<string, unknown>} parameter
     * @param {RuleContext} ctx
     */
    Parameter(parameter, ctx) {
      if (typeof parameter.name !== "string" || !MONEY_NAME.test(parameter.name)) return;
      const raw = parameter.schema;
      const resolved = isRef(raw) ? ctx.resolve(raw).node : raw;
      const carrier = "x-money-string" in parameter ? parameter : raw;
      const message = moneyProblem(`${parameter.name}`, carrier, resolved);
      if (message) {
        ctx.report({
          message: message.replace("Money field", "Money parameter"),
          location: ctx.location.child(raw ? "schema" : "name"),
        });
      }
    },
  };
}
