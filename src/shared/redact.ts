/**
 * Taking credentials out of what the package produces from data it did not write: a failed
 * answer's body, the cause of a network failure, the OAuth entry's errors.
 *
 * The rule: a credential is replaced by "[redacted]" wherever it stands as a value, that is where it
 * is not part of a word. A word is made of letters of any script (with their combining marks),
 * digits and "_"; "." or "-" between two of them join them, as in the codes `not.ok` or
 * `rate-limited`. A credential of {@link ANYWHERE} characters or more is replaced even inside a
 * longer word: at that length a match is an echo, not chance. A short one inside a longer word is
 * left alone, so with the API key "k" a server's `mock_request_invalid` stays as the server wrote it.
 */

/** From this length on a credential is redacted inside longer words too. */
export const ANYWHERE = 12;

/** What a credential is replaced by. */
export const REDACTED = "[redacted]";

/** `secrets` without empty or missing entries or repeats, longest first, so none is cut to its tail. */
export const secretList = (secrets: readonly (string | undefined)[]): string[] =>
  [...new Set(secrets.filter((s): s is string => !!s))].sort((a, b) => b.length - a.length);

const W = "\\p{L}\\p{M}\\p{N}_";
const patterns = new Map<string, RegExp>();

/** The pattern that finds a short secret where it stands as a value. */
function standalone(secret: string): RegExp {
  let pattern = patterns.get(secret);
  if (!pattern) {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    pattern = new RegExp(`(?<![${W}])(?<![${W}][.-])${escaped}(?![${W}])(?![.-][${W}])`, "gu");
    // Short secrets are few per client; the cap only keeps a pathological app from growing it.
    if (patterns.size < 256) patterns.set(secret, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** `text` with each of `secrets` (as {@link secretList} orders them) redacted by the rule above. */
export function redact(text: string, secrets: readonly string[]): string {
  for (const secret of secrets) {
    if (!text.includes(secret)) continue;
    text = secret.length >= ANYWHERE ? text.replaceAll(secret, REDACTED) : text.replace(standalone(secret), REDACTED);
  }
  return text;
}

/** A JSON string literal wherever it stands in a text, its escapes included. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** A JSON string literal with `secrets` redacted in the text it stands for (its escapes read). */
function redactLiteral(literal: string, secrets: readonly string[]): string {
  let value: unknown = literal.slice(1, -1);
  if (literal.includes("\\"))
    try {
      value = JSON.parse(literal);
    } catch {
      return literal;
    }
  const clean = redact(value as string, secrets);
  return clean === value ? literal : JSON.stringify(clean);
}

/**
 * The text of a failed answer's body without `secrets`, every other byte as the server wrote it.
 * A JSON body stays JSON: only its string literals change (their escapes read, `\u0041` included),
 * and a number or `true`, `false`, `null` that is itself a secret becomes the string "[redacted]";
 * its punctuation is never touched. Any other text is redacted as text, and each JSON string
 * literal in it as above.
 */
export function redactBody(text: string, secrets: readonly string[]): string {
  let json = true;
  try {
    JSON.parse(text);
  } catch {
    json = false;
  }
  if (!json)
    return redact(text, secrets).replace(JSON_STRING, (literal) =>
      literal.includes("\\") ? redactLiteral(literal, secrets) : literal,
    );
  let out = "";
  let last = 0;
  const tokens = (between: string) =>
    between.replace(/[\w.+-]+/g, (token) => (secrets.includes(token) ? JSON.stringify(REDACTED) : token));
  for (const match of text.matchAll(JSON_STRING)) {
    out += tokens(text.slice(last, match.index)) + redactLiteral(match[0], secrets);
    last = match.index + match[0].length;
  }
  return out + tokens(text.slice(last));
}

/** Fields of Node's network errors worth keeping on a copy. */
const FIELDS = ["code", "errno", "syscall", "hostname", "address", "port"];
/** The longest text of an error that is searched and kept. */
const MAX_TEXT = 1 << 16;

/**
 * A plain `Error` copy of what `error` says, `secrets` redacted: its name, message, the fields of
 * Node's network errors and 4 levels of causes. Nothing else of it is kept, so nothing a reader of
 * the copy finds (inspect, JSON, a getter) can show what the original held. Text is cut to
 * `maxChars` after redaction, so no secret is cut in two and kept in part.
 */
export function copyError(error: unknown, secrets: readonly string[], maxChars = MAX_TEXT, depth = 0): Error {
  const text = (value: unknown): string => {
    const string = String(value);
    return string.length > MAX_TEXT
      ? `(${string.length} characters, not kept)`
      : redact(string, secrets).slice(0, maxChars);
  };
  const read = (key: string): unknown => {
    try {
      return (error as Record<string, unknown>)[key];
    } catch {
      return undefined;
    }
  };
  try {
    if (typeof error !== "object" || error === null) return new Error(text(error));
    const inner = depth < 4 ? read("cause") : undefined;
    const copy = new Error(
      text(read("message") ?? ""),
      inner === undefined ? undefined : { cause: copyError(inner, secrets, maxChars, depth + 1) },
    ) as Error & Record<string, unknown>;
    copy.name = text(read("name") ?? "Error");
    for (const key of FIELDS) {
      const field = read(key);
      if (typeof field === "number") copy[key] = field;
      else if (typeof field === "string") copy[key] = text(field);
    }
    return copy;
  } catch {
    return new Error("(an error that could not be read)");
  }
}
