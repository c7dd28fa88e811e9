// How the client suites look for a credential: in everything a log could show of a value.
import { inspect } from "node:util";

/**
 * Every rendering of `value` a log could show (`inspect` with hidden fields, `JSON.stringify`,
 * `String`), followed through 50 levels of causes, each rendered the same way.
 */
export function rendered(value: unknown): string {
  let out = inspect(value, { depth: Infinity }) + (JSON.stringify(value) ?? "") + String(value);
  for (
    let e = value as { message?: unknown; cause?: unknown } | undefined, n = 0;
    e && n < 50;
    e = e.cause as never, n++
  ) {
    out += String(e.message) + inspect(e, { depth: Infinity, showHidden: true });
  }
  return out;
}
