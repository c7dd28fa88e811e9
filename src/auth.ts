import { BASIC, BEARER } from "../generated/operation-flags.js";

/** Context handed to an {@link AccessTokenProvider}. */
export interface TokenRequest {
  /** `true` after the server answered 401 to the last token: return a fresh one, not a cached one. */
  readonly refresh: boolean;
}

/**
 * Returns the OAuth2 access token for the next request. Asked before every request, so it should
 * answer from its own cache; asked with `refresh: true` at most once per request after a 401.
 */
export type AccessTokenProvider = (request: TokenRequest) => string | Promise<string>;

/** Credentials. At least one is required; with both, each operation gets the one its security accepts. */
export type AuthOptions =
  | { readonly apiKey: string; readonly accessToken?: string | AccessTokenProvider }
  | { readonly apiKey?: string; readonly accessToken: string | AccessTokenProvider };

// Visible ASCII only: anything else is either mangled by HTTP header encoding or rejected by fetch.
const TOKEN = /^[\x21-\x7e]+$/;
// The API key is the basic-auth user-id, which may not contain ":" (RFC 7617).
const KEY = /^[\x21-\x39\x3b-\x7e]+$/;

/** Per-client credential state; secrets live only in this closure, never on an inspectable object. */
export interface Auth {
  /** Bits of the configured credential kinds. */
  readonly has: number;
  /** `Basic …` header value, computed once. */
  readonly basic: string | undefined;
  /** Whether a 401 may be answered by asking the provider for a fresh token. */
  readonly refreshable: boolean;
  /** `Bearer …` header value for the next request. */
  bearer(): string | Promise<string>;
  /** `Bearer …` header value after `used` was refused; concurrent callers share one refresh. */
  refresh(used: string): Promise<string>;
  /**
   * Every secret to redact for a call, longest first: the credentials, the provider's recent
   * tokens and `sent`, the tokens the call itself sent (which stay redacted in its own failure
   * however many newer tokens came meanwhile).
   */
  secrets(sent?: readonly string[]): readonly string[];
  /**
   * A copy of a parsed JSON value with every one of `secrets` replaced in its strings, or
   * `undefined` if it is larger or deeper than the limits (`maxChars` of strings, 32 levels, 2000 nodes).
   */
  scrub(value: unknown, maxChars: number, secrets?: readonly string[]): unknown;
  /**
   * `error` itself if nothing that inspecting it shows (own properties, headers, causes) holds one
   * of `secrets`; otherwise a plain copy without them: name, message, `code`-like fields, cause.
   */
  clean(error: unknown, secrets?: readonly string[]): unknown;
}

// Fields of Node's network errors worth keeping on a cleaned copy.
const ERROR_FIELDS = ["code", "errno", "syscall", "hostname", "address", "port"];

// Bounds of every walk over values the client did not build (errors, parsed bodies).
const MAX_DEPTH = 8;
const MAX_NODES = 2000;

// The most bearer tokens remembered for redaction across calls. Each call's own tokens are redacted
// from its failure besides, however many newer ones came while it was in flight.
const MAX_TOKENS = 64;

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

/** The longest string a cause may hold and still be searched; a longer one is not, and is copied. */
const MAX_TEXT = 1 << 16;

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
    if (typeof value === "string") {
      return value.length > MAX_TEXT || secrets.some((secret) => value.includes(secret));
    }
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

/** Validates the credentials and prepares what every request needs. */
export function createAuth(options: AuthOptions): Auth {
  const { apiKey, accessToken } = options ?? {};
  if (apiKey === undefined && accessToken === undefined)
    throw new TypeError("auth needs an apiKey and/or an accessToken");
  const secrets: string[] = [];
  let basic: string | undefined;
  if (apiKey !== undefined) {
    const encoded = btoa(check(apiKey, KEY, "auth.apiKey") + ":");
    basic = "Basic " + encoded;
    secrets.push(apiKey, encoded);
  }
  const provider = typeof accessToken === "function" ? accessToken : undefined;
  const fixed = accessToken !== undefined && !provider ? "Bearer " + check(accessToken, TOKEN) : "";
  if (fixed) secrets.push(accessToken as string);

  // The provider's last MAX_TOKENS distinct tokens, most recently handed out last.
  const recent: string[] = [];
  // The credentials and recent tokens, longest first (so that a token that begins with an older
  // one is not cut down to its tail); sorted again only after a new token.
  let sorted: string[] | undefined;
  const known = (sent?: readonly string[]): readonly string[] => {
    sorted ??= [...secrets, ...recent].sort(longestFirst);
    return sent?.length ? [...sorted, ...sent].sort(longestFirst) : sorted;
  };
  let latest = "";
  let refreshing: Promise<string> | undefined;
  const remember = (token: unknown): string => {
    const value = check(token, TOKEN);
    if (value !== latest) {
      latest = value;
      const at = recent.indexOf(value);
      if (at >= 0) recent.splice(at, 1);
      if (recent.push(value) > MAX_TOKENS) recent.shift();
      sorted = undefined;
    }
    return "Bearer " + value;
  };
  const ask = async (refresh: boolean) => remember(await provider!({ refresh }));

  return {
    has: (basic ? BASIC : 0) | (accessToken !== undefined ? BEARER : 0),
    basic,
    refreshable: provider !== undefined,
    bearer: provider ? () => ask(false) : () => fixed,
    refresh(used) {
      // Someone else already replaced the refused token: use theirs instead of refreshing again.
      if (latest && "Bearer " + latest !== used) return Promise.resolve("Bearer " + latest);
      return (refreshing ??= ask(true).finally(() => (refreshing = undefined)));
    },
    secrets: known,
    scrub(value, maxChars, list = known()) {
      let nodes = MAX_NODES;
      let chars = maxChars;
      const copy = (value: unknown, depth: number): unknown => {
        if (typeof value === "string") {
          if ((chars -= value.length) < 0) throw copy;
          return redact(value, list);
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
    },
    clean(error, list = known()) {
      return exposes(error, list) ? copyWithout(error, 0, list) : error;
    },
  };

  /**
   * A plain copy of `error` with its secrets replaced: name, message, the fields of ERROR_FIELDS
   * and 4 levels of causes. Anything that throws while being read leaves a placeholder instead.
   */
  function copyWithout(error: unknown, depth: number, list: readonly string[]): unknown {
    /** `value` as text with its secrets replaced, or a placeholder for text over MAX_TEXT. */
    const text = (value: unknown): string => {
      const string = String(value);
      return string.length > MAX_TEXT ? `(${string.length} characters, not kept)` : redact(string, list);
    };
    try {
      if (typeof error !== "object" || error === null) return text(error);
      const source = error as Record<string, unknown>;
      const cause = depth < 4 && "cause" in source ? { cause: copyWithout(source.cause, depth + 1, list) } : undefined;
      const copy = new Error(text(source.message ?? ""), cause) as Error & Record<string, unknown>;
      copy.name = text(source.name ?? "Error");
      for (const key of ERROR_FIELDS) {
        const field = source[key];
        if (typeof field === "number") copy[key] = field;
        else if (typeof field === "string") copy[key] = text(field);
      }
      return copy;
    } catch {
      return new Error("(an error that could not be read)");
    }
  }
}

const longestFirst = (a: string, b: string): number => b.length - a.length;

/** `text` with every one of `secrets` (longest first) replaced by "[redacted]". */
function redact(text: string, secrets: readonly string[]): string {
  for (const secret of secrets) text = text.replaceAll(secret, "[redacted]");
  return text;
}

/** Returns `value` if it is a string `pattern` accepts, else throws a TypeError naming it. */
function check(value: unknown, pattern: RegExp, name = "The access token"): string {
  if (typeof value !== "string" || !pattern.test(value)) {
    throw new TypeError(`${name} must be non-empty visible ASCII${pattern === KEY ? " without ':'" : ""}`);
  }
  return value;
}
