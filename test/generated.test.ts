import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..");
const generate = (...args: string[]) =>
  run(process.execPath, [join(root, "scripts", "generate.mjs"), ...args], { cwd: root });
const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

// Each generate run bundles the spec with Redocly and compiles the schema checks: tens of seconds on a busy machine.
describe("generated/", () => {
  test("is up to date with spec/ (run npm run generate if this fails)", async () => {
    await expect(generate("--check")).resolves.toBeDefined();
  }, 180_000);

  test("the check fails when a generated file differs, and names it", async () => {
    await mkdir(join(root, ".tmp"), { recursive: true });
    const dir = await mkdtemp(join(root, ".tmp", "generated-"));
    temps.push(dir);
    await cp(join(root, "generated"), dir, { recursive: true });
    await expect(generate("--check", "--dir", dir)).resolves.toBeDefined();
    const file = join(dir, "aliases.d.ts");
    await writeFile(file, (await readFile(file, "utf8")).replace(/export type OnlineTransaction =[^;]*;/, ""));
    const failure = await generate("--check", "--dir", dir).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/Stale against spec\/.*aliases\.d\.ts/);
  }, 180_000);

  test("the check fails on a file the spec does not produce, and generating removes it", async () => {
    await mkdir(join(root, ".tmp"), { recursive: true });
    const dir = await mkdtemp(join(root, ".tmp", "generated-"));
    temps.push(dir);
    await cp(join(root, "generated"), dir, { recursive: true });
    await writeFile(join(dir, "security.js"), "export const AUTH_DEFAULT = 3;\n");
    const failure = await generate("--check", "--dir", dir).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/security\.js \(not generated any more\)/);
    await generate("--dir", dir);
    await expect(generate("--check", "--dir", dir)).resolves.toBeDefined();
  }, 180_000);

  test("operation flags follow each operation's security and stated result", async () => {
    const { DEFAULT_FLAGS, FLAGS } = await import("../generated/operation-flags.js");
    const flags = (path: string, method: string) => FLAGS[path]?.[method] ?? DEFAULT_FLAGS;
    expect(DEFAULT_FLAGS).toBe(3);
    expect(flags("/api/v1/batch/transactions", "GET")).toBe(1 | 4);
    expect(flags("/api/v1/charge", "GET")).toBe(2);
    expect(flags("/api/v1/transactions/{transaction_id}/track", "POST")).toBe(3 | 4);
    expect(flags("/api/v1/me/balances", "GET")).toBe(3);
  });

  test("every file carries the generated header", async () => {
    for (const name of [
      "schema.d.ts",
      "aliases.d.ts",
      "operation-flags.js",
      "operation-flags.d.ts",
      "schema-validators.js",
      "schema-validators.d.ts",
    ]) {
      expect(await readFile(join(root, "generated", name), "utf8")).toMatch(
        /^\/\/ Generated from spec\/openapi\.yaml .* Do not edit/,
      );
    }
  });

  test("there is one alias per schema of the spec", async () => {
    const spec = parse(await readFile(join(root, "spec", "openapi.yaml"), "utf8"));
    const aliases = await readFile(join(root, "generated", "aliases.d.ts"), "utf8");
    const names = [...aliases.matchAll(/^export type (\w+) =\s*components\["schemas"\]\["(\w+)"\];$/gm)].map((m) => {
      expect(m[1]).toBe(m[2]);
      return m[1];
    });
    expect(names).toEqual(Object.keys(spec.components.schemas));
    expect(names).toEqual(
      expect.arrayContaining(["OnlineTransaction", "F2fTransaction", "DepositPricing", "ShippingRate", "ApiErrorBody"]),
    );
  });
});
