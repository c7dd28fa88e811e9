// The TypeScript examples of the README's client sections are compiled against src/, so they
// cannot drift from the API (test/package.test.ts compiles them against the packed package too).
import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { CLIENT_SECTIONS, readmeSnippets } from "./helpers/readme.js";

const root = join(import.meta.dirname, "..");
const dir = join(root, ".tmp", "readme-snippets");
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("README examples", () => {
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
    const src = relative(dir, join(root, "src"));
    await writeFile(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    await writeFile(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: relative(dir, join(root, "tsconfig.json")),
        compilerOptions: {
          noEmit: true,
          noUnusedLocals: true,
          paths: {
            "escrow-api-sdk": [`${src}/index.ts`],
            "escrow-api-sdk/types": [`${src}/types.ts`],
            "escrow-api-sdk/schemas": [`${src}/schemas.ts`],
            "escrow-api-sdk/oauth": [`${src}/oauth.ts`],
          },
        },
        include: ["*.ts"],
      }),
    );
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
    const output = await promisify(execFile)(process.execPath, [tsc, "-p", dir, "--pretty", "false"], {
      cwd: root,
    }).then(
      () => "",
      (e: { stdout: string }) => e.stdout,
    );
    const errors = output.split("\n").filter((line) => / error TS\d+/.test(line));
    const outside = errors.filter((line) => !line.includes("control.ts"));
    expect(outside, "errors in README examples").toEqual([]);
    expect(errors.filter((line) => line.includes("control.ts")).length).toBeGreaterThanOrEqual(2);
    expect(files.length).toBeGreaterThanOrEqual(8);
  }, 60_000);
});
