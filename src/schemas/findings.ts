import type { Check, RawFinding } from "../../generated/schema-validators.js";
import type { SchemaIssue } from "./schema-error.js";
import { MAX_ISSUES, oversized, TOO_LARGE, UNREADABLE } from "./size.js";

/** Where `value` breaks the check: empty when it matches (at most {@link MAX_ISSUES}). */
export function findings(checkValue: Check<unknown>, value: unknown): SchemaIssue[] {
  const size = oversized(value);
  if (size) return [size === "large" ? TOO_LARGE : UNREADABLE];
  if (checkValue(value)) return [];
  const out: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const raw of checkValue.errors ?? []) {
    let issue = describe(raw, value);
    if (raw.keyword === "anyOf") {
      // Ajv reports each alternative that failed at this place, then anyOf: say it once.
      const alternatives = out.filter((i) => i.pointer === issue.pointer);
      if (alternatives.length) {
        for (const i of alternatives) out.splice(out.indexOf(i), 1);
        issue = { ...issue, expected: alternatives.map((i) => i.expected).join(" or ") };
      }
    }
    const key = issue.pointer + "\0" + issue.expected;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
    if (out.length >= MAX_ISSUES) break;
  }
  // Ajv always reports why a check failed; this only guards against a check that says no without a reason.
  return out.length ? out : [{ pointer: "", expected: "a valid value", got: kind(value) }];
}

const escape = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

function describe({ instancePath, keyword, params }: RawFinding, root: unknown): SchemaIssue {
  if (keyword === "required") {
    return {
      pointer: `${instancePath}/${escape(String(params.missingProperty))}`,
      expected: "a value (required)",
      got: "nothing",
    };
  }
  const got = kind(at(root, instancePath));
  const expected =
    keyword === "type"
      ? String(params.type).split(",").map(article).join(" or ")
      : keyword === "safeInteger"
        ? "an integer within ±(2^53 - 1), which a JSON number keeps exactly"
        : keyword === "enum"
          ? `one of ${list(params.allowedValues)}`
          : keyword === "format"
            ? `a ${String(params.format)} string`
            : keyword === "maxItems"
              ? `at most ${String(params.limit)} items`
              : keyword === "minItems"
                ? `at least ${String(params.limit)} items`
                : keyword === "anyOf"
                  ? "a value matching one of the allowed shapes"
                  : `${keyword} ${JSON.stringify(params).slice(0, 80)}`;
  return { pointer: instancePath, expected, got };
}

const article = (type: string) => (type === "null" ? "null" : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function list(values: unknown): string {
  const all = Array.isArray(values) ? values : [];
  const shown = all.slice(0, 10).map((v) => JSON.stringify(v));
  return shown.join(", ") + (all.length > 10 ? `, … (${all.length} in all)` : "");
}

/** The value at a JSON pointer that Ajv produced (so every segment exists, or the walk stops). */
function at(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of pointer.split("/").slice(1)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  return value;
}

/** What a value is, without repeating a string's content (it may be a secret). */
function kind(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  switch (typeof value) {
    case "string":
      return `a string of ${value.length} character${value.length === 1 ? "" : "s"}`;
    case "number":
      return `the number ${value}`;
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}
