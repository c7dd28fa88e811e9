// How the suites look for a credential: in everything a log could show of a value. And the
// credentials the two credential suites (credentials, redaction) give the client.
import { inspect } from "node:util";
import { expect } from "vitest";
import { type AttemptEvent, type CallEvent, type CallHooks, createClient } from "../../src/index.js";

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

/** An API key as an app may have it. */
export const KEY = "sk_live_9a8b7c6d5e4f";
/** The API key as HTTP basic credentials carry it: the key as user name, no password. */
export const BASIC = Buffer.from(`${KEY}:`).toString("base64");
/** An access token, and the one a token provider gives when asked to refresh it. */
export const TOKEN = "eyJhbGciOiJSUzI1NiJ9.payload.sig";
export const FRESH = "eyJhbGciOiJSUzI1NiJ9.fresh.sig";
export const SECRETS = [KEY, TOKEN, FRESH, BASIC];

/** Clients of `baseUrl` with the key, with the key and a token, and with a token provider that refreshes. */
export const credentialClients = (baseUrl: string) => [
  createClient({ baseUrl, auth: { apiKey: KEY } }),
  createClient({ baseUrl, auth: { apiKey: KEY, accessToken: TOKEN } }),
  createClient({ baseUrl, auth: { accessToken: ({ refresh }) => (refresh ? FRESH : TOKEN) } }),
];

/**
 * What {@link rendered} shows, and besides: `inspect` at depth 10 with and without hidden fields,
 * an error's message and stack, each of its own properties read (getters run), and the same of
 * its cause, all the way down.
 */
function views(value: unknown): string[] {
  const out = [
    rendered(value),
    inspect(value, { depth: 10 }),
    inspect(value, { depth: 10, showHidden: true }),
    JSON.stringify(value) ?? "",
    String(value),
  ];
  if (value instanceof Error) {
    out.push(value.message, value.stack ?? "");
    for (const key of Object.getOwnPropertyNames(value))
      out.push(inspect((value as unknown as Record<string, unknown>)[key], { depth: 10 }));
    if (value.cause) out.push(...views(value.cause));
  }
  return out;
}

/** Fails when any view of `value` shows one of `secrets`. */
export function expectNoSecret(value: unknown, secrets: readonly string[] = SECRETS): void {
  for (const text of views(value)) for (const secret of secrets) expect(text).not.toContain(secret);
}

/** Everything a middleware could show of what it was handed: headers, URLs, errors, inspection. */
export function shows(value: unknown): string {
  const parts = [inspect(value, { depth: 6, showHidden: true, getters: true })];
  if (value instanceof Request || value instanceof Response) {
    value.headers.forEach((v, k) => parts.push(`${k}: ${v}`));
    parts.push(value.url);
  }
  return parts.join("\n");
}

/** Hooks that keep every event and a text rendering of everything they were handed. */
export function recorder() {
  const attempts: AttemptEvent[] = [];
  const calls: CallEvent[] = [];
  let seen = "";
  const keep = (args: unknown[]) => {
    for (const a of args) {
      seen += JSON.stringify(a) + inspect(a, { depth: Infinity, showHidden: true, getters: true });
      if (a && typeof a === "object") for (const k of Reflect.ownKeys(a)) seen += String((a as never)[k]);
    }
  };
  const hooks: CallHooks = {
    onAttempt: (...args) => (keep(args), attempts.push(args[0])),
    onCall: (...args) => (keep(args), calls.push(args[0])),
  };
  return { hooks, attempts, calls, text: () => seen };
}
