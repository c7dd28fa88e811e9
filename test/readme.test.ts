// The TypeScript examples of the README's client sections are compiled against src/, so they
// cannot drift from the API (test/package.test.ts compiles them against the packed package too).
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { CLIENT_SECTIONS, readmeSnippets } from "./helpers/readme.js";
import { SLOW } from "./helpers/time.js";
import { sourcePaths, typeErrors, writeProject } from "./helpers/tsc.js";

const root = join(import.meta.dirname, "..");
const dir = join(root, ".tmp", "readme-snippets");
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("README examples", { timeout: SLOW }, () => {
  test("each client section has examples, and all of them type-check", async () => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const files: string[] = [];
    for (const section of CLIENT_SECTIONS) {
      const found = readmeSnippets(section);
      expect(found.length, `ts examples in ${section}`).toBeGreaterThan(0);
      for (const [i, code] of found.entries()) {
        const file = `${section}-${i + 1}.ts`;
        files.push(file);
        await writeFile(join(dir, file), code);
      }
    }
    // A control that must fail, so a compiler that checks nothing cannot pass the test.
    await writeFile(
      join(dir, "control.ts"),
      'import { createClient } from "escrow-api-sdk";\ncreateClient({ baseUrl: "https://x.example", auth: {} }).GET("/not/a/path");\n',
    );
    await writeProject(dir, { noUnusedLocals: true, paths: sourcePaths(dir, ["types", "schemas", "oauth"]) }, ["*.ts"]);
    const errors = await typeErrors(dir);
    const outside = errors.filter((line) => !line.includes("control.ts"));
    expect(outside, "errors in README examples").toEqual([]);
    expect(errors.filter((line) => line.includes("control.ts")).length).toBeGreaterThanOrEqual(2);
    expect(files.length).toBeGreaterThanOrEqual(8);
  });
});
