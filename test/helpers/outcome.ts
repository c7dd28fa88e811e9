// How a call ended, for the suites that run one set of checks over a table or generated cases of
// answers and faults: the outcome, however the call ended, and the checks every outcome must pass.
import { clearTimeout, setTimeout } from "node:timers";
import { expect } from "vitest";
import { isApiError, isNetworkError, isTimeoutError, unwrap } from "../../src/index.js";
import { STEP } from "./time.js";

export type Json = any;

export type Outcome =
  | { kind: "data"; status: number; data: unknown }
  | { kind: "error"; status: number; code: string; text: string; thrown: unknown; data: unknown }
  | { kind: "throw"; error: unknown }
  | { kind: "hung" };

/**
 * Runs a call and says how it ended. A call still running after `limitMs` of real time (by default
 * minutes: a limit that only ends a hang) is "hung", also where the client's timers run on the fake
 * clock.
 */
export async function outcome(call: () => Promise<Json>, limitMs = STEP): Promise<Outcome> {
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
    // Data comes with a 2xx, or with a 304, which has no body (Not Modified).
    if (error === undefined && (response.ok || response.status === 304))
      return { kind: "data", status: response.status, data };
    // A failure must throw an ApiError from unwrap, with the same status and code.
    const thrown = await unwrap(result).then(
      () => undefined,
      (e: unknown) => e,
    );
    const { code, error: text } = error ?? {};
    return { kind: "error", status: response.status, code: String(code), text: String(text), thrown, data };
  })();
  try {
    return await Promise.race([run, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** The checks every outcome must pass: it ended, and a failure is never a success. */
export function settled(o: Outcome): void {
  expect(o.kind, "the call did not settle").not.toBe("hung");
  if (o.kind === "error") {
    expect(o.data, "a failed call has no data").toBeUndefined();
    expect(isApiError(o.thrown), "unwrap() throws an ApiError for a failed call").toBe(true);
    if (isApiError(o.thrown)) {
      expect(o.thrown.status).toBe(o.status);
      expect(o.thrown.code).toBe(o.code);
    }
    expect(o.code).toMatch(/\S/);
  }
  if (o.kind === "data" && o.status !== 304) expect(o.status).toBeGreaterThanOrEqual(200);
  if (o.kind === "data" && o.status !== 304) expect(o.status).toBeLessThan(300);
  if (o.kind === "data" && o.status === 304) expect(o.data, "a 304 has no body").toBeUndefined();
}

export function expectData(o: Outcome): unknown {
  settled(o);
  expect(o.kind, describeOutcome(o)).toBe("data");
  return o.kind === "data" ? o.data : undefined;
}

export function expectError(o: Outcome, status: number, code?: string): void {
  settled(o);
  expect(o.kind, describeOutcome(o)).toBe("error");
  if (o.kind !== "error") return;
  expect(o.status).toBe(status);
  if (code) expect(o.code).toBe(code);
}

export function expectThrow(o: Outcome, kind: "NetworkError" | "TimeoutError" | "TypeError"): void {
  settled(o);
  expect(o.kind, describeOutcome(o)).toBe("throw");
  if (o.kind !== "throw") return;
  const ok =
    kind === "NetworkError"
      ? isNetworkError(o.error)
      : kind === "TimeoutError"
        ? isTimeoutError(o.error)
        : o.error instanceof TypeError;
  expect(ok, `expected a ${kind}, got ${describeOutcome(o)}`).toBe(true);
}

export function describeOutcome(o: Outcome): string {
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
