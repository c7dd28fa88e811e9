#!/usr/bin/env node
// @ts-check
// `npm run build:package`: writes what the published package ships from dist/. npm runs it before
// every `npm pack` and `npm publish`, and when the package is installed as a git dependency.
//
//   dist/*.js, *.d.ts, *.map   src/ compiled by `tsc -p tsconfig.build.json` (ESM with declarations)
//                              (dist/schemas.js, "escrow-api-sdk/schemas", imports the checks that
//                              generated/schema-validators.js ships alongside)
//   dist/oauth.js              the `escrow-api-sdk/oauth` entry (sign-in and scopes, on oauth4webapi)
//   dist/openapi.json          the spec as one document, every $ref inlined ("escrow-api-sdk/openapi.json")
//
// Files left by an earlier build are removed first, so a module deleted from src/ cannot linger in
// the tarball. dist/docs/ (the reference page, not shipped) is left alone. Everything this prints
// goes to stderr: stdout of `npm pack --json` must stay JSON.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { x } from "tinyexec";
import { EXIT_OK, readArgs, runMain } from "../lib/cli.mjs";
import { bundle, ROOT } from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

const DIST = path.join(ROOT, "dist");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

/** Removes what an earlier build left in dist/ (files and the folders of src/), except the reference page. */
function clean() {
  mkdirSync(DIST, { recursive: true });
  for (const entry of readdirSync(DIST, { withFileTypes: true })) {
    const compiled = entry.isDirectory() ? entry.name !== "docs" : /\.(js|ts|map)$/.test(entry.name);
    if (compiled || entry.name === "openapi.json") rmSync(path.join(DIST, entry.name), { recursive: true });
  }
}

/** Compiles src/ into dist/ with tsc, its output on stderr; rejects when tsc reports a problem. */
async function compile() {
  const tscRun = await x(process.execPath, [tsc, "-p", path.join(ROOT, "tsconfig.build.json")], {
    nodeOptions: { cwd: ROOT },
  });
  process.stderr.write(tscRun.stdout + tscRun.stderr);
  if (tscRun.exitCode !== 0) throw new Error("tsc failed");
}

/**
 * Builds dist/: the compiled client and openapi.json (from `doc`, the spec already bundled, when
 * the caller has it). The compiler runs while the spec is bundled. Resolves with the exit code.
 * @param {{ doc?: Json }} [options]
 */
export async function buildPackage({ doc } = {}) {
  clean();
  const compiled = compile();
  const written = (async () => {
    writeFileSync(path.join(DIST, "openapi.json"), JSON.stringify(doc ?? (await bundle())) + "\n");
  })();
  // Both are awaited before either failure is reported, so no step is left running.
  const [compiling, writing] = await Promise.allSettled([compiled, written]);
  for (const outcome of [compiling, writing]) if (outcome.status === "rejected") throw outcome.reason;
  console.error("build:package: wrote dist/ (compiled client and openapi.json)");
  return EXIT_OK;
}

/** @param {string[]} args */
export async function main(args) {
  readArgs(args, {});
  return buildPackage();
}

runMain(import.meta.url, "build:package", main);
