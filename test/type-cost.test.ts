// What the client's types cost an application's type check, counted in type instantiations: the
// count is deterministic for given sources and TypeScript version, so a ceiling can be held here
// (check times depend on the machine and are printed by `npm run bench` only).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { measure, PAIRS, prepare } from "../scripts/lib/type-cost.mjs";

let folder: ReturnType<typeof prepare>;
beforeAll(() => {
  folder = prepare();
}, 120_000);
afterAll(() => folder?.remove());

// Generous: openapi-fetch's own figure for 20 calls is about 26 000 with TypeScript 5.9.
const CEILING_20_CALLS = 30_000;

describe("type-check cost of createClient and typed calls", () => {
  test.each(PAIRS)(
    "$label, $calls call(s): no more than bare openapi-fetch + 10 %",
    ({ label, calls, client, base }) => {
      const ours = measure(folder.dir, client);
      const reference = measure(folder.dir, base);
      console.log(
        `${calls} call(s): ${label} ${ours.instantiations}, openapi-fetch ${reference.instantiations} instantiations`,
      );
      expect(ours.instantiations).toBeLessThanOrEqual(reference.instantiations * 1.1);
      if (calls === 20) expect(ours.instantiations).toBeLessThanOrEqual(CEILING_20_CALLS);
    },
    120_000,
  );

  test("the ceiling rejects the former method type, built on Client<paths>", () => {
    // One call through it costs several times the ceiling that 20 calls must stay under.
    const old = measure(folder.dir, "old-style-1.ts");
    console.log(`former method type, 1 call: ${old.instantiations} instantiations`);
    expect(old.instantiations).toBeGreaterThan(CEILING_20_CALLS);
  }, 120_000);

  test("a file tsc cannot check is reported, not measured", () => {
    expect(() => measure(folder.dir, "does-not-exist.ts")).toThrow(/tsc .* failed/);
  }, 120_000);
});
