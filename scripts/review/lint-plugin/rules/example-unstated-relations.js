// @ts-check
// escrow/example-unstated-relations: the figures of an example satisfy no relation the description
// does not state, since a reader learns a rule from arithmetic that works out. Reported:
//   - a fee that is a whole percentage of the price (`charge` 1350 of `price` 45000: "3 %");
//   - an amount released or refunded that is the price, or the price less one or two other amounts
//     of the same object (`amount_released` = `price` - `charge_seller`);
//   - an `amount` that is one example price less another (a remainder = total - deposit);
//   - two date-times of one example that are the same moment, or whole days apart (a 5-day window,
//     a 3-day complaint period);
//   - a money figure of an operation's request example that its response example repeats (set_price
//     writing its `price` into an item).
// The relations the description does state (the sums of `deposit_pricing`) are none of these.
import { MONEY_NAME, atEnd, entriesOf, exampleValues, follow, isObject, onExamples } from "../shared.js";

/** @import { ExampleValue, Location, RuleContext, Visitor } from "../shared.js" */

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const DAY = 86_400_000;
const FEE_NAME = /^charge($|_)/;
const RELEASED_NAME = /^amount_(released|refunded)$/;

/** @param {unknown} value @returns {value is number} */
const isCount = (value) => typeof value === "number" && Number.isInteger(value);

/** A place in an example as a reader names it: `items[0].price`. */
const placeName = (/** @type {Array<string | number>} */ path) =>
  path.map((key, i) => (typeof key === "number" ? `[${key}]` : i ? `.${key}` : key)).join("") || "the example";

/** @typedef {(problem: { message: string, location: Location }) => void} Report */

/**
 * The fee and released-amount relations among the fields of one object of an example.
 * @param {Record<string, unknown>} object
 * @param {Location} location
 * @param {Report} report
 */
function checkFigures(object, location, report) {
  const price = object.price;
  if (!isCount(price) || price <= 0) return;
  const money = entriesOf(object).filter(
    /** @returns {entry is [string, number]} */ (entry) => MONEY_NAME.test(entry[0]) && isCount(entry[1]),
  );
  for (const [name, value] of money) {
    if (FEE_NAME.test(name) && value > 0 && (value * 100) % price === 0) {
      report({
        message:
          `"${name}" (${value}) is ${(value * 100) / price} % of "price" (${price}): a fee rate the description ` +
          "does not state. Use figures with no such ratio.",
        location: location.child(name),
      });
    }
    if (!RELEASED_NAME.test(name)) continue;
    const others = money.filter(([other]) => other !== name && other !== "price");
    /** @type {string[]} */
    const ways = value === price ? ["price"] : [];
    others.forEach(([a, x], i) => {
      if (value === price - x) ways.push(`price - ${a}`);
      for (const [b, y] of others.slice(i + 1)) if (value === price - x - y) ways.push(`price - ${a} - ${b}`);
    });
    if (ways.length) {
      report({
        message: `"${name}" (${value}) equals ${ways[0]}: a rule the description does not state. Use an unrelated figure.`,
        location: location.child(name),
      });
    }
  }
}

/**
 * Whether two places of an example lie in different entries of one list (two transactions of a
 * batch, say), whose times are not meant to be read together.
 * @param {Array<string | number>} a
 * @param {Array<string | number>} b
 */
function inOtherEntries(a, b) {
  const at = a.findIndex((key, i) => key !== b[i]);
  return at !== -1 && typeof a[at] === "number" && typeof b[at] === "number";
}

/**
 * Date-times of one example (of one list entry) that are the same moment or whole days apart.
 * @param {ExampleValue[]} values
 * @param {Report} report
 */
function checkDates(values, report) {
  const dates = values
    .filter((v) => v.name !== undefined && typeof v.value === "string" && DATE_TIME.test(v.value))
    .map((v) => ({ ...v, time: Date.parse(String(v.value)) }))
    .filter((v) => Number.isFinite(v.time));
  dates.forEach((a, i) => {
    for (const b of dates.slice(i + 1)) {
      if (a.name === b.name || inOtherEntries(a.path, b.path)) continue;
      const [early, late] = a.time <= b.time ? [a, b] : [b, a];
      const days = (late.time - early.time) / DAY;
      if (!Number.isInteger(days)) continue;
      report({
        message:
          (days === 0
            ? `"${placeName(late.path)}" is the same moment as "${placeName(early.path)}"`
            : `"${placeName(late.path)}" is exactly ${days} day${days === 1 ? "" : "s"} after "${placeName(early.path)}"`) +
          ": a link the description does not state. Use unrelated times.",
        location: late.location,
      });
    }
  });
}

/**
 * The money figures (whole numbers under a money name) of the examples of a request body or a
 * response, with its `$ref` followed: of each media type's `example` and named `examples`.
 * @param {unknown} written the request body or response as written
 * @param {Location} location where it is written
 * @param {RuleContext} ctx
 * @returns {ExampleValue[]}
 */
function moneyFigures(written, location, ctx) {
  const found = follow(written, location, ctx);
  if (!found || !isObject(found.node)) return [];
  /** @type {ExampleValue[]} */
  const out = [];
  for (const [type, media] of entriesOf(found.node.content)) {
    if (!isObject(media)) continue;
    const at = found.location.child(["content", type]);
    if ("example" in media) out.push(...exampleValues(media.example, at.child("example")));
    for (const [key, named] of entriesOf(media.examples)) {
      const example = follow(named, at.child(["examples", key]), ctx);
      if (example && isObject(example.node) && "value" in example.node)
        out.push(...exampleValues(example.node.value, example.location.child("value")));
    }
  }
  return out.filter((v) => v.name !== undefined && MONEY_NAME.test(v.name) && isCount(v.value));
}

/**
 * Money figures of a request example that a success response example of the same operation repeats.
 * @param {Record<string, unknown>} operation
 * @param {RuleContext} ctx
 * @param {Report} report
 */
function checkOperation(operation, ctx, report) {
  const request = moneyFigures(operation.requestBody, ctx.location.child("requestBody"), ctx);
  const sent = new Map(request.map((v) => [v.value, placeName(v.path)]));
  if (!sent.size) return;
  for (const [status, written] of entriesOf(operation.responses)) {
    if (!/^2/.test(status)) continue;
    for (const v of moneyFigures(written, ctx.location.child(["responses", status]), ctx)) {
      if (!sent.has(v.value)) continue;
      report({
        message:
          `"${placeName(v.path)}" (${v.value}) repeats the request's "${sent.get(v.value)}": the example implies the ` +
          "call sets it, which the description does not state. Use another figure.",
        location: v.location,
      });
    }
  }
}

/** @returns {Visitor} */
export default function ExampleUnstatedRelations() {
  /** Prices of every example, and each `amount` with where it is written, for the remainder check. */
  const prices = new Set();
  /** @type {Map<string, { value: number, location: Location }>} */
  const amounts = new Map();

  return {
    ...onExamples((example, location, ctx, parameter) => {
      if (parameter) return;
      const report = (/** @type {{ message: string, location: Location }} */ p) => ctx.report(p);
      const values = exampleValues(example, location);
      for (const v of values) {
        if (isObject(v.value)) checkFigures(v.value, v.location, report);
        if (v.name === "price" && isCount(v.value)) prices.add(v.value);
        if (v.name === "amount" && isCount(v.value) && v.value > 0)
          amounts.set(v.location.source.absoluteRef + v.location.pointer, { value: v.value, location: v.location });
      }
      checkDates(values, report);
    }),
    /**
     * @param {unknown} operation
     * @param {RuleContext} ctx
     */
    Operation(operation, ctx) {
      if (isObject(operation)) checkOperation(operation, ctx, (p) => ctx.report(p));
    },
    ...atEnd((ctx) => {
      const all = [...prices];
      for (const { value, location } of amounts.values()) {
        const total = all.find((price) => all.includes(price - value));
        if (total === undefined) continue;
        ctx.report({
          message:
            `"amount" (${value}) is one example price less another (${total} - ${total - value}): a rule the description ` +
            "does not state. Use an unrelated figure.",
          location,
        });
      }
    }),
  };
}
