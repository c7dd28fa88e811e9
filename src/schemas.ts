// Entry point `escrow-api-sdk/schemas`: the spec's named schemas as checks compiled at generation
// time (generated/schema-validators.js), and the words for what they find. Nothing here is imported
// by the client's entry point: an app that never imports this module never loads a check.
import { RESULTS, type Check, type RawFinding, type SchemaHandle } from "../generated/schema-validators.js";
import type { InvalidResult, ResultValidator } from "./result-validation.js";

export * from "../generated/schema-validators.js";
export type { InvalidResult, ResultValidator } from "./result-validation.js";

/** One place where a value breaks a schema. */
export interface SchemaIssue {
  /** JSON pointer (RFC 6901) into the value, `""` for the value itself. */
  readonly pointer: string;
  /** What the schema asks for there. */
  readonly expected: string;
  /** What the value has there: its type, and a number or boolean itself; never a string's content. */
  readonly got: string;
}

/** At most this many issues are kept, and at most 5 are spelt out in a message. */
export const MAX_ISSUES = 50;
const IN_MESSAGE = 5;

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
function oversized(value: unknown): "large" | "unreadable" | undefined {
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

const TOO_LARGE: SchemaIssue = {
  pointer: "",
  expected: `at most ${MAX_PARTS} items and properties in all (a part met again, as in a cycle, counts again)`,
  got: "more",
};
const UNREADABLE: SchemaIssue = { pointer: "", expected: "a value whose parts can be read", got: "a part that throws" };

/** Thrown by {@link parse}: the value does not match the schema. */
export class SchemaError extends TypeError {
  override readonly name = "SchemaError";
  /** The schema's name, e.g. `OnlineTransaction`. */
  declare readonly schema: string;
  /** Where the value breaks it (at most {@link MAX_ISSUES}). */
  declare readonly issues: readonly SchemaIssue[];
  constructor(schema: string, issues: readonly SchemaIssue[]) {
    super(`not a valid ${schema}: ${summary(issues)}`);
    this.schema = schema;
    this.issues = issues;
  }
}

/**
 * Whether `value` matches the schema, narrowing its type.
 *
 * @example
 * import { OnlineTransaction, is } from "escrow-api-sdk/schemas";
 * if (is(OnlineTransaction, data)) console.log(data.price); // data: OnlineTransaction
 */
export function is<T>(schema: SchemaHandle<string, T>, value: unknown): value is T {
  return !oversized(value) && schema.check(value);
}

/** Where `value` breaks the schema; empty when it matches. */
export function check(schema: SchemaHandle<string, unknown>, value: unknown): SchemaIssue[] {
  return findings(schema.check, value);
}

/**
 * `value` typed as the schema's type if it matches; otherwise throws a {@link SchemaError} that
 * lists where it breaks (JSON pointer, what is expected, what is there).
 */
export function parse<T>(schema: SchemaHandle<string, T>, value: unknown): T {
  const issues = findings(schema.check, value);
  if (issues.length) throw new SchemaError(schema.name, issues);
  return value as T;
}

/**
 * Checks the success bodies of the operations whose shape the spec states; give it to the client
 * as `validateResults`. A body that does not match becomes an `invalid_response` error.
 *
 * @example
 * import { createClient } from "escrow-api-sdk";
 * import { resultValidator } from "escrow-api-sdk/schemas";
 * const api = createClient({ baseUrl, auth, validateResults: resultValidator });
 */
export const resultValidator: ResultValidator = (method, path, status, data): InvalidResult | undefined => {
  const byStatus = RESULTS[`${method} ${path}`];
  // A success whose status the spec does not state is typed as the stated one (openapi-fetch types
  // every 2xx so): it is checked against it.
  const entry =
    byStatus?.[String(status)] ??
    byStatus?.[`${String(status)[0]}XX`] ??
    (status >= 200 && status < 300 ? Object.entries(byStatus ?? {}).find(([key]) => key[0] === "2")?.[1] : undefined);
  if (!entry) return undefined;
  const [checkBody, what] = entry;
  const issues = findings(checkBody, data);
  if (!issues.length) return undefined;
  const cause = new SchemaError(what, issues);
  return { body: { code: "invalid_response", error: `HTTP ${status}, ${cause.message}`, issues }, cause };
};

function findings(checkValue: Check<unknown>, value: unknown): SchemaIssue[] {
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

function summary(issues: readonly SchemaIssue[]): string {
  const shown = issues
    .slice(0, IN_MESSAGE)
    .map((i) => `${i.pointer || "(the value)"}: expected ${i.expected}, got ${i.got}`);
  const more = issues.length > IN_MESSAGE ? `; and ${issues.length - IN_MESSAGE} more` : "";
  return shown.join("; ") + more;
}
