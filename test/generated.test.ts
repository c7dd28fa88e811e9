// generated/ against what the generator gives for the current spec. The generator runs in this
// process, once; one run of the command itself checks its exit code and message.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { GENERATED, generate, render, staleFiles } from "../scripts/build/generate.mjs";
import { repoRoot as root, runScript } from "./helpers/cli.js";
import { SLOW } from "./helpers/time.js";

let files: Record<string, string> = {};
const temps: string[] = [];
beforeAll(async () => {
  files = await render();
}, SLOW);
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of generated/ in .tmp/. */
async function copyOfGenerated(): Promise<string> {
  await mkdir(join(root, ".tmp"), { recursive: true });
  const dir = await mkdtemp(join(root, ".tmp", "generated-"));
  temps.push(dir);
  await cp(GENERATED, dir, { recursive: true });
  return dir;
}

describe("generated/", () => {
  test("is up to date with spec/ (run npm run generate if this fails)", async () => {
    expect(Object.keys(files).sort()).toEqual([
      "aliases.d.ts",
      "oauth.d.ts",
      "oauth.js",
      "operation-flags.d.ts",
      "operation-flags.js",
      "schema-validators.d.ts",
      "schema-validators.js",
      "schema.d.ts",
    ]);
    expect(await staleFiles(files, GENERATED)).toEqual({ differ: [], extra: [] });
  });

  test("generate --check exits 1 and names a hand-edited file and one the spec does not produce", async () => {
    const dir = await copyOfGenerated();
    const file = join(dir, "aliases.d.ts");
    await writeFile(file, (await readFile(file, "utf8")).replace(/export type OnlineTransaction =[^;]*;/, ""));
    await writeFile(join(dir, "security.js"), "export const AUTH_DEFAULT = 3;\n");
    const { code, stdout, stderr } = await runScript("build/generate.mjs", ["--check", "--dir", dir]);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      /^Stale against spec\/ \(run npm run generate\): .*aliases\.d\.ts, .*security\.js \(not generated any more\)\n$/,
    );
  });

  test("generating writes what differs and removes what the spec does not produce", async () => {
    const dir = await copyOfGenerated();
    const file = join(dir, "aliases.d.ts");
    await writeFile(file, "// edited by hand\n");
    await writeFile(join(dir, "security.js"), "export const AUTH_DEFAULT = 3;\n");
    expect(await staleFiles(files, dir)).toEqual({ differ: ["aliases.d.ts"], extra: ["security.js"] });
    expect(await generate({ check: true, dir, files })).toBe(1);
    expect(await generate({ dir, files })).toBe(0);
    expect(await staleFiles(files, dir)).toEqual({ differ: [], extra: [] });
    expect(await readFile(file, "utf8")).toBe(files["aliases.d.ts"]);
    expect(await generate({ check: true, dir, files })).toBe(0);
  });

  test("with a stamp of the current inputs and files, a run renders nothing; a hand edit still fails the check", async () => {
    const dir = await copyOfGenerated();
    const stamp = join(dir, "..", `${dir.split("/").pop()}.stamp.json`);
    temps.push(stamp);
    expect(await generate({ dir, files, stamp })).toBe(0);
    // Rendering this document would throw: a run that trusts the stamp never reads it.
    const unreadable = { openapi: "3.1.0", paths: { "/x": { get: { security: [{ nowhere: [] }] } } } };
    expect(await generate({ check: true, dir, stamp, doc: unreadable })).toBe(0);
    await expect(render(unreadable)).rejects.toThrow();
    // force renders whatever the stamp says.
    await expect(generate({ dir, stamp, doc: unreadable, force: true })).rejects.toThrow();
    await writeFile(join(dir, "oauth.js"), files["oauth.js"] + "// edited\n");
    expect(await generate({ check: true, dir, stamp })).toBe(1);
  });

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
