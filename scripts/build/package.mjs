#!/usr/bin/env node
// @ts-check
// `npm run build:package`: writes what the published package ships from dist/. npm runs it before
// every `npm pack` and `npm publish`, and when the package is installed as a git dependency.
//
//   dist/index.js, types.js, schemas.js, oauth.js   one bundled ES module per entry point (esbuild),
//        with source maps that point into src/; code two entries share (the errors, the time
//        limits) sits once in a shared module beside them, so an error class is the same class
//        whichever entry made it. openapi-fetch and oauth4webapi stay dependencies.
//   dist/**/*.d.ts, *.d.ts.map   the declarations, by `tsc -p tsconfig.build.json`, which also
//        type-checks src/
//   dist/openapi.json   the spec as one document, every $ref inlined ("escrow-api-sdk/openapi.json")
//
// One module per entry, because an application pays for each module it loads at start-up; the
// OAuth entry is still loaded only by what imports it. Files left by an earlier build are removed
// first, so a module deleted from src/ cannot linger in the tarball. dist/docs/ (the reference
// page, not shipped) is left alone. Everything this prints goes to stderr: stdout of
// `npm pack --json` must stay JSON.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { x } from "tinyexec";
import { EXIT_OK, readArgs, runMain } from "../lib/cli.mjs";
import { bundle, ROOT } from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

const DIST = path.join(ROOT, "dist");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

/** The entry points, each bundled into dist/<name>.js. */
export const ENTRIES = ["index", "types", "schemas", "oauth"];

/**
 * Builds dist/: the bundles, the declarations and openapi.json (from `doc`, the spec already
 * bundled, when the caller has it), all three at once. Resolves with the exit code.
 * @param {{ doc?: Json }} [options]
 */
export async function buildPackage({ doc } = {}) {
  // What an earlier build left (files and the folders of src/) goes, except the reference page.
  mkdirSync(DIST, { recursive: true });
  for (const entry of readdirSync(DIST, { withFileTypes: true })) {
    const compiled = entry.isDirectory() ? entry.name !== "docs" : /\.(js|ts|map)$/.test(entry.name);
    if (compiled || entry.name === "openapi.json") rmSync(path.join(DIST, entry.name), { recursive: true });
  }
  // tsc writes the declarations and type-checks src/; its output goes to stderr.
  const declared = x(process.execPath, [tsc, "-p", path.join(ROOT, "tsconfig.build.json"), "--emitDeclarationOnly"], {
    nodeOptions: { cwd: ROOT },
  }).then((run) => {
    process.stderr.write(run.stdout + run.stderr);
    if (run.exitCode !== 0) throw new Error("tsc failed");
  });
  const bundled = build({
    entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join(ROOT, "src", `${name}.ts`)])),
    outdir: DIST,
    bundle: true,
    splitting: true,
    chunkNames: "shared-[hash]",
    format: "esm",
    platform: "neutral",
    target: "es2022",
    // The runtime dependencies stay imports.
    external: ["openapi-fetch", "oauth4webapi"],
    sourcemap: true,
    sourcesContent: false,
    logLevel: "error",
  });
  const written = (async () =>
    writeFileSync(path.join(DIST, "openapi.json"), JSON.stringify(doc ?? (await bundle())) + "\n"))();
  // All are awaited before any failure is reported, so no step is left running.
  for (const outcome of await Promise.allSettled([declared, bundled, written])) {
    if (outcome.status === "rejected") throw outcome.reason;
  }
  console.error("build:package: wrote dist/ (one module per entry, declarations, openapi.json)");
  return EXIT_OK;
}

/** @param {string[]} args */
export async function main(args) {
  readArgs(args, {});
  return buildPackage();
}

runMain(import.meta.url, "build:package", main);
