// Shared by the fault and property suites: how a call ended, bounded in time, and what a failure
// must never look like.
import { clearTimeout, setTimeout } from "node:timers";
import { expect } from "vitest";
import { isApiError, isNetworkError, isTimeoutError, unwrap } from "../../src/index.js";

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
