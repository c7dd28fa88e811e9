// The second run of the package's suites (`npm run test:node-matrix`, the last step of `npm test`):
// it runs on the Node.js line the first run was not on, the engines floor or the current LTS; it
// must fail on a runtime other than the pinned one and on a failing suite, and pass only where the
// suites' own workers run on the pinned version. The suites here are the two small files of
// test/fixtures/node-matrix/.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect as expectNow, test } from "vitest";
import { CURRENT, FLOOR, installNode, otherLine } from "../scripts/ci/node-matrix.mjs";
import { repoRoot, run } from "./helpers/cli.js";
import { SLOW } from "./helpers/time.js";

const SCRIPT = join(repoRoot, "scripts", "ci", "node-matrix.mjs");
const FIXTURES = ["--root", join("test", "fixtures", "node-matrix")];

/** Runs the matrix script with `args`, installing into `prefix` when given; output without colours. */
const matrix = (args: string[], prefix?: string) =>
  run(process.execPath, [SCRIPT, ...args], repoRoot, {
    ...process.env,
    NODE_MATRIX_PREFIX: prefix ?? "",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  });

// The version the second run takes from this Node.js.
const NODE_VERSION = otherLine(process.version);

let scratch = "";
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "node-matrix-"));
  // The pinned runtime, from the npm registry unless an earlier run left it under .tmp/.
  installNode(NODE_VERSION);
}, SLOW);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the line of the second run", () => {
  test("is the line the first run was not on: the current LTS after the floor's line, else the floor", () => {
    expectNow([FLOOR, CURRENT].map((v) => Number(v.split(".")[0]))).toEqual([20, 24]);
    expectNow(otherLine("v20.19.0")).toBe(CURRENT);
    expectNow(otherLine("v20.20.2")).toBe(CURRENT);
    expectNow(otherLine("v22.23.3")).toBe(FLOOR);
    expectNow(otherLine("v24.21.0")).toBe(FLOOR);
    expectNow(otherLine("v26.0.0")).toBe(FLOOR);
  });

  test("the floor is the oldest version package.json's engines allows", () => {
    const engines = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).engines.node;
    expectNow(engines).toBe(`>=${FLOOR}`);
  });
});

// Each test runs vitest again in a child process, all at the same time.
describe.concurrent("npm run test:node-matrix", { timeout: SLOW }, () => {
  test("refuses a runtime that is not the pinned version, before running any suite", async ({ expect }) => {
    // What a stale or wrong install would look like: a node that prints another version.
    const bin = join(scratch, "node_modules", ".bin");
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, "node"), "#!/bin/sh\necho v24.0.0\n");
    chmodSync(join(bin, "node"), 0o755);
    const { code, stdout, stderr } = await matrix(["--", ...FIXTURES, "passes"], scratch);
    expect(stderr).toContain(`expected Node.js v${NODE_VERSION} at ${join(bin, "node")}, found v24.0.0`);
    expect(stdout).not.toContain("passes.check.ts");
    expect(code).toBe(2);
  });

  test("passes when the suites pass, and they ran on the pinned version", async ({ expect }) => {
    const { code, stdout, stderr } = await matrix(["--", ...FIXTURES, "passes"]);
    // The fixture compares process.version in vitest's worker with NODE_MATRIX_VERSION.
    expect(stdout).toMatch(/passes\.check\.ts \(1 test\)/);
    expect(stderr).toContain(`node-matrix: Node.js v${NODE_VERSION}, the line this run (${process.version}) is not on`);
    expect(stderr).toContain(`node-matrix: passed on Node.js v${NODE_VERSION}`);
    expect(code, stdout + stderr).toBe(0);
  });

  test("with --here, runs on the Node.js that runs it, installing nothing", async ({ expect }) => {
    const { code, stdout, stderr } = await matrix(["--here", "--", ...FIXTURES, "passes"], scratch);
    expect(stdout).toMatch(/passes\.check\.ts \(1 test\)/);
    expect(stderr).toContain(`node-matrix: Node.js ${process.version}, the running one:`);
    expect(stderr).not.toContain("installing");
    expect(code, stdout + stderr).toBe(0);
  });

  test("refuses an argument before --, before installing or running anything", async ({ expect }) => {
    for (const args of [["--bogus"], ["passes"], ["fails", "--", ...FIXTURES, "passes"]]) {
      const { code, stdout, stderr } = await matrix(args, scratch);
      expect(stderr).toMatch(/^node-matrix: .*\nusage: node scripts\/ci\/node-matrix\.mjs/);
      expect(stdout).toBe("");
      expect(code).toBe(2);
    }
  });

  test("fails when a suite fails", async ({ expect }) => {
    const { code, stdout, stderr } = await matrix(["--", ...FIXTURES, "fails"]);
    expect(stdout + stderr).toContain("expected 2 to be 3");
    expect(stderr).toContain(`node-matrix: failed on Node.js v${NODE_VERSION}: the suites failed (vitest exit code 1)`);
    expect(code).toBe(1);
  });
});
