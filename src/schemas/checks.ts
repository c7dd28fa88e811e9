import type { SchemaHandle } from "../../generated/schema-validators.js";
import { findings } from "./findings.js";
import { SchemaError, type SchemaIssue } from "./schema-error.js";
import { oversized } from "./size.js";

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
