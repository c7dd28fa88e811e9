#!/usr/bin/env node
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
// the tarball. dist/docs/ (the reference page, not shipped) is left alone.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bundleSpec, ROOT } from "./docs.mjs";

const dist = path.join(ROOT, "dist");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

mkdirSync(dist, { recursive: true });
for (const name of readdirSync(dist)) {
  if (/\.(js|ts|map)$/.test(name) || name === "openapi.json") rmSync(path.join(dist, name));
}

const compiled = spawnSync(process.execPath, [tsc, "-p", path.join(ROOT, "tsconfig.build.json")], {
  cwd: ROOT,
  // Everything goes to stderr: stdout of `npm pack --json` must stay JSON.
  stdio: ["ignore", 2, 2],
});
if (compiled.status !== 0) {
  console.error("build:package: tsc failed");
  process.exit(1);
}

try {
  const doc = await bundleSpec();
  writeFileSync(path.join(dist, "openapi.json"), JSON.stringify(doc) + "\n");
} catch (error) {
  console.error(`build:package: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.error("build:package: wrote dist/ (compiled client and openapi.json)");
