// What the client's types cost an application's type check, counted in type instantiations: the
// count is deterministic for given sources and TypeScript version, so a ceiling can be held here
// (check times depend on the machine and are printed by `npm run bench` only). The counts are taken
// in this process, which parses the shared declarations once; one of them is checked against tsc's
// own figure, the one `npm run bench` prints.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { consumerFile, instantiationCounter, measure, PAIRS, prepare } from "../scripts/lib/type-cost.mjs";
import { SLOW } from "./helpers/time.js";

let folder: ReturnType<typeof prepare>;
let count: (file: string) => number;
beforeAll(() => {
  folder = prepare();
  count = instantiationCounter(folder.dir);
}, SLOW);
afterAll(() => folder?.remove());

// Generous: openapi-fetch's own figure for 20 calls is about 26 000 with TypeScript 5.9.
const CEILING_20_CALLS = 30_000;

describe("type-check cost of createClient and typed calls", { timeout: SLOW }, () => {
  test.each(PAIRS)(
    "$label, $calls call(s): no more than bare openapi-fetch + 10 %",
    ({ label, calls, client, base }) => {
      const ours = count(client);
      const reference = count(base);
      console.log(`${calls} call(s): ${label} ${ours}, openapi-fetch ${reference} instantiations`);
      expect(ours).toBeLessThanOrEqual(reference * 1.1);
      if (calls === 20) expect(ours).toBeLessThanOrEqual(CEILING_20_CALLS);
    },
  );

  test("the ceiling rejects the former method type, built on Client<paths>", () => {
    // One call through it costs several times the ceiling that 20 calls must stay under.
    const old = count("old-style-1.ts");
    console.log(`former method type, 1 call: ${old} instantiations`);
    expect(old).toBeGreaterThan(CEILING_20_CALLS);
  });

  test("the count taken in this process is the one tsc prints", () => {
    expect(count("client-20.ts")).toBe(measure(folder.dir, "client-20.ts").instantiations);
  });

  test("a file tsc cannot check is reported, not measured", () => {
    expect(() => measure(folder.dir, "does-not-exist.ts")).toThrow(/tsc .* failed/);
  });

  test("a file with a type error, or none at all, is reported, not counted", () => {
    writeFileSync(join(folder.dir, "wrong.ts"), 'export const n: number = "seven";\n');
    expect(() => count("wrong.ts")).toThrow(/type check of wrong\.ts failed:[\s\S]*TS2322/);
    expect(() => count("does-not-exist.ts")).toThrow(/type check of does-not-exist\.ts failed:[\s\S]*TS6053/);
  });
});

describe("the consumer files", () => {
  test("make the same calls whatever the client, and only the client differs", () => {
    const calls = (text: string) => text.split("\n").filter((line) => line.includes("await api."));
    const client = consumerFile("client", 20);
    expect(calls(client)).toHaveLength(20);
    expect(calls(consumerFile("acting", 20))).toEqual(calls(client));
    expect(calls(consumerFile("openapi-fetch", 20))).toEqual(calls(client));
    expect(calls(consumerFile("client", 1))).toEqual(calls(client).slice(0, 1));
  });

  test("refuse a kind of client they do not know, and a number of calls they do not have", () => {
    expect(() => consumerFile("axios", 1)).toThrow(/no consumer file of kind axios/);
    expect(() => consumerFile("client", 0)).toThrow(/1 to 20 calls, not 0/);
    expect(() => consumerFile("client", 21)).toThrow(/1 to 20 calls, not 21/);
    expect(() => consumerFile("client", 1.5)).toThrow(/not 1\.5/);
  });
});
