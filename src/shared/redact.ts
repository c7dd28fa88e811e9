/**
 * The one place where credentials are taken out of what leaves the package: error messages and
 * causes, error bodies a server sent, and the OAuth entry's errors. Everything else calls these.
 *
 * The rule: a credential is replaced by "[redacted]" wherever it stands as a value, that is where
 * it is not part of a word. A word is made of letters (of any script, with their combining marks),
 * digits and "_", and "." or
 * "-" between two of them join them into one, as in the codes `not.ok` or `rate-limited`. A
 * credential of {@link ANYWHERE} characters or more is replaced wherever it appears, even inside a
 * longer word: at that length a match is an echo, not chance. A short credential inside a longer
 * word is left alone: with the API key "k", a server's `mock_request_invalid` or `k-x` stays as the
 * server wrote it, and `key k.` loses the key. Nothing else of what a server said is changed.
 */

/** From this length on a credential is redacted inside longer words too. */
export const ANYWHERE = 12;

/** What a credential is replaced by. */
export const REDACTED = "[redacted]";

/** Visible ASCII: the form of every token and key (anything else is mangled or refused by fetch). */
export const TOKEN = /^[\x21-\x7e]+$/;

const longestFirst = (a: string, b: string): number => b.length - a.length;

/**
 * The forms in which a secret that was sent may come back: as it is, percent-encoded as in a URL
 * (`encodeURIComponent`), and form-encoded as in a request body (`URLSearchParams`: a space is
 * "+") or as RFC 6749 2.3.1 has it for a client's credentials (what `encodeURIComponent` leaves,
 * -_.!~*'(), encoded too); the encoded ones with upper- and lower-case hex digits. Each is as good
 * as the secret to anyone who decodes it.
 */
export function encodedForms(secret: string): string[] {
  const form = new URLSearchParams({ s: secret }).toString().slice(2);
  const encoded = [encodeURIComponent(secret), form, credentialForm(secret)];
  // Hex digits of either case mean the same byte (RFC 3986 2.1).
  const lower = encoded.map((text) => text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  return [...new Set([secret, ...encoded, ...lower])];
}

/** `text` form-encoded as RFC 6749 2.3.1 has it for a client's ID and secret in a Basic header. */
export function credentialForm(text: string): string {
  return encodeURIComponent(text).replace(/[-_.!~*'()]|%20/g, (c) =>
    c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `secrets` in each of their {@link encodedForms}, without empty or missing entries, longest first
 * (so none is cut down to its tail).
 */
export function secretList(secrets: readonly (string | undefined)[]): string[] {
  const all = secrets.filter((s): s is string => typeof s === "string" && s !== "").flatMap(encodedForms);
  return [...new Set(all)].sort(longestFirst);
}

const patterns = new Map<string, RegExp>();
/** What a word is made of, as a character class: letters of any script with their marks, digits, "_". */
const W = "\\p{L}\\p{M}\\p{N}_";

/** The pattern that finds a short secret where it stands as a value (see the module's rule). */
function standalone(secret: string): RegExp {
  let pattern = patterns.get(secret);
  if (!pattern) {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    // Not next to a word character, nor joined to one by "." or "-".
    pattern = new RegExp(`(?<![${W}])(?<![${W}][.-])${escaped}(?![${W}])(?![.-][${W}])`, "gu");
    // Short secrets are few per client; the cap only keeps a pathological app from growing it.
    if (patterns.size < 256) patterns.set(secret, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** `text` with each of `secrets` (longest first, as {@link secretList} gives them) redacted. */
export function redact(text: string, secrets: readonly string[]): string {
  for (const secret of secrets) {
    if (!text.includes(secret)) continue;
    text = secret.length >= ANYWHERE ? text.replaceAll(secret, REDACTED) : text.replace(standalone(secret), REDACTED);
  }
  return text;
}

/** Whether {@link redact} would change `text`. */
export function shows(text: string, secrets: readonly string[]): boolean {
  return secrets.some(
    (secret) => text.includes(secret) && (secret.length >= ANYWHERE || standalone(secret).test(text)),
  );
}

// Bounds of every walk over values the package did not build (errors, parsed bodies).
const MAX_DEPTH = 8;
const MAX_NODES = 2000;
/** The longest string a cause may hold and still be searched; a longer one is not, and is copied. */
const MAX_TEXT = 1 << 16;

/**
 * Prototypes whose instances show nothing but their own data properties: a reader (`inspect`,
 * `JSON.stringify`) of anything else may run code (a custom inspection, `toJSON`, a getter, a
 * class or tag name), so it cannot be judged by walking its fields.
 */
const PLAIN = new Set<unknown>([
  null,
  Object.prototype,
  Array.prototype,
  Error.prototype,
  TypeError.prototype,
  RangeError.prototype,
  SyntaxError.prototype,
  ReferenceError.prototype,
  URIError.prototype,
  EvalError.prototype,
  AggregateError.prototype,
  globalThis.DOMException?.prototype,
]);
/** Collections whose entries are walked instead of their properties. */
const COLLECTIONS = new Set<unknown>([Headers.prototype, Map.prototype, Set.prototype]);

/** The engine's own `stack` accessor, where errors have one (V8 since Node 21): it may be read. */
const STACK = Reflect.getOwnPropertyDescriptor(new Error(), "stack")?.get;

/**
 * Whether `value` may show one of `secrets` to a reader: strings, property names, own data
 * properties (of collections too), entries of headers, maps and sets, class names. Anything that
 * cannot be judged that way counts as showing a secret: an object whose prototypes hold more than
 * a constructor (a custom inspection, `toJSON`, a tag, a buffer's or a promise's methods), an
 * accessor, a function, a string over MAX_TEXT, more than MAX_DEPTH levels or MAX_NODES values.
 * An instance of a plain error class (its prototypes owning only their constructors, as
 * `class SchemaError extends TypeError` or Node's system errors) is judged. A Proxy can show a
 * reader other than what it shows this walk; only an app's own code makes one.
 */
function exposes(value: unknown, secrets: readonly string[]): boolean {
  const seen = new Set<object>();
  let budget = MAX_NODES * 8;
  const walk = (value: unknown, depth: number): boolean => {
    if (--budget < 0) return true;
    if (typeof value === "string") return value.length > MAX_TEXT || shows(value, secrets);
    if (typeof value === "symbol") return walk(value.description, depth);
    if (typeof value === "function") return true;
    if (typeof value !== "object" || value === null || seen.has(value)) return false;
    // Listing the keys of a long array would already cost what the budget is there to bound.
    if (depth > MAX_DEPTH || seen.size >= MAX_NODES || (Array.isArray(value) && value.length > budget)) return true;
    seen.add(value);
    const prototype = Object.getPrototypeOf(value);
    if (COLLECTIONS.has(prototype)) {
      for (const entry of value as Iterable<unknown>) if (walk(entry, depth + 1)) return true;
    } else {
      // Up to a plain prototype, each one may own its constructor, of a name without a secret,
      // only. Node's system errors answer `constructor` with a getter, which inspect reads too.
      for (let p = prototype, n = 0; !PLAIN.has(p); p = Object.getPrototypeOf(p)) {
        const keys = Reflect.ownKeys(p);
        if (++n > 8 || COLLECTIONS.has(p) || keys.length !== 1 || keys[0] !== "constructor") return true;
        const field = Reflect.getOwnPropertyDescriptor(p, "constructor")!;
        const constructor: unknown = field.get ? field.get.call(value) : field.value;
        const name = typeof constructor === "function" && Reflect.getOwnPropertyDescriptor(constructor, "name")?.value;
        if (typeof name !== "string" || walk(name, depth)) return true;
      }
    }
    for (const key of Reflect.ownKeys(value)) {
      const field = Reflect.getOwnPropertyDescriptor(value, key)!;
      // An accessor may answer differently to the next reader; the engine's own `stack` does not.
      if (field.get && field.get !== STACK) return true;
      if (walk(key, depth) || walk(field.get ? field.get.call(value) : field.value, depth + 1)) return true;
    }
    return false;
  };
  try {
    return walk(value, 0);
  } catch {
    return true; // a proxy or accessor that throws cannot be inspected either
  }
}

// Fields of Node's network errors worth keeping on a copy.
const ERROR_FIELDS = ["code", "errno", "syscall", "hostname", "address", "port"];

/**
 * A plain `Error` copy of what `error` says, with `secrets` redacted: its name, message, the
 * fields Node's network errors carry (`code`, `errno`, ...) and 4 levels of causes. Text longer
 * than `maxChars` is cut after redaction (never before: a secret cut in two is no longer found).
 * Anything that throws while being read leaves a placeholder instead.
 */
export function copyError(error: unknown, secrets: readonly string[], maxChars = MAX_TEXT, depth = 0): Error {
  const text = (value: unknown): string => {
    const string = String(value);
    if (string.length > MAX_TEXT) return `(${string.length} characters, not kept)`;
    return redact(string, secrets).slice(0, maxChars);
  };
  const read = (key: string): unknown => {
    try {
      return (error as Record<string, unknown>)[key];
    } catch {
      return undefined; // a getter that throws shows nothing
    }
  };
  try {
    if (typeof error !== "object" || error === null) return new Error(text(error));
    const inner = depth < 4 && "cause" in error ? read("cause") : undefined;
    const cause = inner === undefined ? undefined : { cause: copyError(inner, secrets, maxChars, depth + 1) };
    const copy = new Error(text(read("message") ?? ""), cause) as Error & Record<string, unknown>;
    copy.name = text(read("name") ?? "Error");
    for (const key of ERROR_FIELDS) {
      const field = read(key);
      if (typeof field === "number") copy[key] = field;
      else if (typeof field === "string") copy[key] = text(field);
    }
    return copy;
  } catch {
    return new Error("(an error that could not be read)");
  }
}

/**
 * `error` itself if nothing that inspecting it shows (own properties, headers, causes) holds one
 * of `secrets`; otherwise a {@link copyError} without them. Used for what app code threw (a token
 * provider, a result validator, a custom fetch) and for network causes.
 */
export function cleanError(error: unknown, secrets: readonly string[]): unknown {
  return exposes(error, secrets) ? copyError(error, secrets) : error;
}

/**
 * A copy of a parsed JSON value with `secrets` redacted in every string and property name, or
 * `undefined` if it is larger or deeper than the limits (`maxChars` of strings, 32 levels, 2000
 * values): a server's error body, kept for the caller.
 */
export function scrub(value: unknown, secrets: readonly string[], maxChars: number): unknown {
  let nodes = MAX_NODES;
  let chars = maxChars;
  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === "string") {
      if ((chars -= value.length) < 0) throw copy;
      return redact(value, secrets);
    }
    if (typeof value !== "object" || value === null) return value;
    if (depth > 32 || --nodes < 0) throw copy;
    if (Array.isArray(value)) return value.map((v) => copy(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [copy(k, depth), copy(v, depth + 1)]));
  };
  try {
    return copy(value, 0);
  } catch (error) {
    if (error === copy) return undefined;
    throw error;
  }
}

/**
 * The text of a failed answer's body without `secrets`, for whatever reads that answer before the
 * client cleans its error (middleware): redacted as text, then each JSON string literal in it that
 * shows a secret once its escapes are read (`\u0041`, `\/`) written again without it. Only such
 * literals change, wherever they stand (a document with a key twice, lines of JSON, JSON in HTML):
 * every other byte, numbers and key order among them, stays as the server wrote it.
 */
export function redactBody(text: string, secrets: readonly string[]): string {
  const redacted = redact(text, secrets);
  if (!redacted.includes("\\")) return redacted;
  return redacted.replace(JSON_STRING, (literal) => {
    if (!literal.includes("\\")) return literal;
    const value = literalText(literal);
    return value !== undefined && shows(value, secrets) ? JSON.stringify(redact(value, secrets)) : literal;
  });
}

/** A JSON string literal wherever it stands in a text, its escapes included. */
export const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** The text a JSON string literal (as {@link JSON_STRING} finds it) stands for, or undefined. */
export function literalText(literal: string): string | undefined {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
