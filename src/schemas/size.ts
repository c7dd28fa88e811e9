import type { SchemaIssue } from "./schema-error.js";

/** At most this many issues are kept, and at most 5 are spelt out in a message. */
export const MAX_ISSUES = 50;

/**
 * The most array items and object properties, counted through the whole value, that a check takes
 * on. A larger value is refused unchecked: a check finds fault with every item of `[{},{},…]` and
 * keeps each finding, so a few hundred kilobytes would cost a second and hundreds of megabytes. 50
 * full transactions, the largest result of this API, come to a few thousand.
 */
export const MAX_PARTS = 25_000;

/**
 * Whether `value` has more than {@link MAX_PARTS} items and properties in all, counted as a check
 * may visit them: through arrays and objects (of any class or realm: a check reads their named
 * properties), a part shared by two places counted at each (a check visits it twice). A buffer, a
 * typed array or a `String` object counts as one part: a check never reads their elements. Walked
 * without recursion or copies (an array's length counts before its items are looked at). A value
 * with a part that throws when read (a getter) cannot be counted, and is not checked either.
 */
export function oversized(value: unknown): "large" | "unreadable" | undefined {
  let parts = 0;
  const stack: object[] = [];
  const visit = (child: unknown) => {
    if (typeof child === "object" && child !== null) stack.push(child);
  };
  try {
    visit(value);
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (Array.isArray(next)) {
        if ((parts += next.length) > MAX_PARTS) return "large";
        for (let i = 0; i < next.length; i++) visit(next[i]);
      } else if (ArrayBuffer.isView(next) || Object.prototype.toString.call(next) === "[object String]") {
        if (++parts > MAX_PARTS) return "large";
      } else {
        const keys = Object.keys(next);
        if ((parts += keys.length) > MAX_PARTS) return "large";
        for (let i = 0; i < keys.length; i++) visit((next as Record<string, unknown>)[keys[i]!]);
      }
    }
  } catch {
    return "unreadable";
  }
  return undefined;
}

export const TOO_LARGE: SchemaIssue = {
  pointer: "",
  expected: `at most ${MAX_PARTS} items and properties in all (a part met again, as in a cycle, counts again)`,
  got: "more",
};
export const UNREADABLE: SchemaIssue = {
  pointer: "",
  expected: "a value whose parts can be read",
  got: "a part that throws",
};
