// Shared by the fault and property suites: how a call ended, bounded in time, what a failure must
// never look like, and the fault suites' servers and runner.
import { clearTimeout, setTimeout } from "node:timers";
import { afterAll, afterEach, beforeEach, expect } from "vitest";
import {
  createClient,
  type EscrowClient,
  isApiError,
  isNetworkError,
  isTimeoutError,
  unwrap,
} from "../../src/index.js";
import { json, useServer } from "./server.js";

export const API_KEY = "fault-api-key-SECRET-5d1e";
export const TOKEN = "fault-token-SECRET-93ab";
/** How the API key travels: HTTP basic, the key as user name. */
export const BASIC = Buffer.from(`${API_KEY}:`).toString("base64");

export type Json = any;

export type Outcome =
  | { kind: "data"; status: number; data: unknown }
  | { kind: "error"; status: number; code: string; text: string; thrown: unknown }
  | { kind: "throw"; error: unknown }
  | { kind: "hung" };

/**
 * Runs a call and says how it ended; a call still running after `limitMs` of real time is "hung",
 * also in a test that runs the client's timers on a fake clock.
 */
export async function outcome(call: () => Promise<Json>, limitMs: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve({ kind: "hung" }), limitMs)));
  const run = (async (): Promise<Outcome> => {
    let result: Json;
    try {
      result = await call();
    } catch (error) {
      return { kind: "throw", error };
    }
    const { data, error, response } = result;
    if (error === undefined && response.ok) return { kind: "data", status: response.status, data };
    // A failure must throw an ApiError from unwrap, with the same status and code.
    const thrown = await unwrap(result).then(
      () => undefined,
      (e: unknown) => e,
    );
    return { kind: "error", status: response.status, code: String(error?.code), text: String(error?.error), thrown };
  })();
  try {
    return await Promise.race([run, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** The checks every outcome must pass: it ended, and a failure is never a success. */
export function settled(o: Outcome): void {
  expect(o.kind, "the call did not settle in time").not.toBe("hung");
  if (o.kind === "error") {
    expect(isApiError(o.thrown), "unwrap() throws an ApiError for a failed call").toBe(true);
    if (isApiError(o.thrown)) {
      expect(o.thrown.status).toBe(o.status);
      expect(o.thrown.code).toBe(o.code);
    }
    expect(o.code).toMatch(/\S/);
  }
  if (o.kind === "data") expect(o.status).toBeGreaterThanOrEqual(200);
  if (o.kind === "data") expect(o.status).toBeLessThan(300);
}

export function expectData(o: Outcome): unknown {
  settled(o);
  expect(o.kind, describe(o)).toBe("data");
  return o.kind === "data" ? o.data : undefined;
}

export function expectError(o: Outcome, status: number, code?: string): void {
  settled(o);
  expect(o.kind, describe(o)).toBe("error");
  if (o.kind !== "error") return;
  expect(o.status).toBe(status);
  if (code) expect(o.code).toBe(code);
}

export function expectThrow(o: Outcome, kind: "NetworkError" | "TimeoutError" | "TypeError"): void {
  settled(o);
  expect(o.kind, describe(o)).toBe("throw");
  if (o.kind !== "throw") return;
  const ok =
    kind === "NetworkError"
      ? isNetworkError(o.error)
      : kind === "TimeoutError"
        ? isTimeoutError(o.error)
        : o.error instanceof TypeError;
  expect(ok, `expected a ${kind}, got ${describe(o)}`).toBe(true);
}

export function describe(o: Outcome): string {
  switch (o.kind) {
    case "data":
      return `data (HTTP ${o.status})`;
    case "error":
      return `error HTTP ${o.status} ${o.code}: ${o.text.slice(0, 200)}`;
    case "throw":
      return `threw ${(o.error as Error)?.name}: ${String((o.error as Error)?.message).slice(0, 200)}`;
    case "hung":
      return "still running";
  }
}

/** Text that must never carry a credential. */
export function expectNoSecret(text: string): void {
  expect(text).not.toContain(API_KEY);
  expect(text).not.toContain(BASIC);
  expect(text).not.toContain(TOKEN);
}

/** Collects unhandled rejections while installed. */
export function rejectionWatch(): { list: unknown[]; stop(): void } {
  const list: unknown[] = [];
  const on = (reason: unknown) => list.push(reason);
  process.on("unhandledRejection", on);
  return { list, stop: () => void process.off("unhandledRejection", on) };
}

/** The methods the fault suites call: a GET, and the three that move money. */
export type Kind = "GET" | "POST" | "PUT" | "PATCH";
export const MONEY: Kind[] = ["POST", "PUT", "PATCH"];
export const ALL: Kind[] = ["GET", ...MONEY];

/** GET, JSON result stated. */
export const RATES = "/api/v1/transactions/{transaction_id}/shipper_shipping_rates";
/** GET, shape not stated. */
export const BALANCES = "/api/v1/me/balances";
/** POST, JSON result stated. */
export const TRACK = "/api/v1/transactions/{transaction_id}/track";
/** PUT. */
export const JOIN = "/api/v1/transactions";
/** PATCH. */
export const DETAILS = "/api/v1/me/personal/details";

/** A call still running after this has hung. */
export const LIMIT = 5_000;

/** One call of the given method through the typed client, with an acting user. */
export function call(api: EscrowClient, method: Kind, init: Json = {}): Promise<Json> {
  const actor = { params: { header: { "Service-User": "user_fault_1" } } };
  switch (method) {
    case "GET":
      return api.GET(RATES, { params: { path: { transaction_id: 4817230 }, ...actor.params }, ...init });
    case "POST":
      return api.POST(TRACK, {
        params: { path: { transaction_id: 4817230 }, ...actor.params },
        body: { carrier: "parcel_express", tracking_code: "PX1" },
        ...init,
      });
    case "PUT":
      return api.PUT(JOIN, { ...actor, body: { join_code: "J7K2QX" }, ...init });
    case "PATCH":
      return api.PATCH(DETAILS, { ...actor, body: { first_name: "Ada" }, ...init });
  }
}

/**
 * The fault suites' servers and runner. `server` misbehaves as each test tells it; `other`, on
 * another origin, must never hear from the client (checked after each test). `run()` makes one
 * call and checks what every case must hold: it settles in time, a failure is never a success,
 * POST/PUT/PATCH leave at most once, no credential shows, no rejection is left unhandled. After the
 * suite it prints the cases per category under `name`. Call it where the suite's hooks go.
 */
export function useFaultServers(name: string) {
  const server = useServer();
  const other = useServer();
  const watch = rejectionWatch();
  const counts: Record<string, number> = {};
  let failures = 0;

  beforeEach(() => other.handle((_req, res) => json(res, 200, [])));
  afterEach(() => {
    const leaked = other.seen.map(
      (s) =>
        `${s.method} ${s.url} (authorization: ${s.headers.authorization ? "yes" : "no"}, service-user: ${s.headers["service-user"] ?? "no"})`,
    );
    // Nothing ever reaches the other origin.
    expect(leaked, "requests that reached the other origin").toEqual([]);
  });
  afterAll(() => {
    watch.stop();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `${name}: ${total} cases, ${failures} failed; ` +
        Object.entries(counts)
          .map(([k, n]) => `${k} ${n}`)
          .join(", "),
    );
  });

  const client = (options: Json = {}): EscrowClient =>
    createClient({ baseUrl: server.url, auth: { apiKey: API_KEY }, retry: false, ...options });
  const count = (category: string) => void (counts[category] = (counts[category] ?? 0) + 1);

  /** Runs one case: the call, the checks common to all, then the case's own. */
  async function run(
    category: string,
    method: Kind,
    check: (o: Outcome) => void,
    options: Json = {},
    init: Json = {},
    limit = LIMIT,
  ): Promise<Outcome> {
    count(category);
    try {
      const o = await outcome(() => call(client(options), method, init), limit);
      settled(o);
      check(o);
      if (method !== "GET") expect(server.seen.length, `${method} sent more than once`).toBeLessThanOrEqual(1);
      if (o.kind === "error") expectNoSecret(o.text);
      if (o.kind === "throw") expectNoSecret(`${(o.error as Error)?.message} ${JSON.stringify(o.error)}`);
      expect(watch.list).toEqual([]);
      return o;
    } catch (error) {
      failures++;
      throw error;
    }
  }

  return { server, other, client, count, run };
}
