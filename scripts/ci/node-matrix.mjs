#!/usr/bin/env node
// @ts-check
// `npm run test:node-matrix`, the last step of `npm test`: the suites that run the package's code run
// again under the Node.js line the first run was not on, so that both ends of the supported range
// are proven on every `npm test`, not assumed:
//
//   first run on the floor's line (20)   the second on the current LTS (24)
//   first run on any other line          the second on the engines floor (20.19), which nothing
//   (22, 24, later)                      else a developer runs would reach
//
// Both versions are pinned below, the one place they are. The runtime is the npm registry's `node`
// package: `npm install --prefix <dir> node@<version>` puts the binary at
// <dir>/node_modules/.bin/node. It is installed once under .tmp/ and reused. Its `--version` must
// print the pinned version, and vitest, every worker and every `node` or `npm` the suites start run
// on it.
//
//   node scripts/ci/node-matrix.mjs                     the suites below, on the other line
//   node scripts/ci/node-matrix.mjs --here              the suites below, on the Node.js running this
//                                                       (CI's job on Node.js 22), nothing installed
//   node scripts/ci/node-matrix.mjs -- <vitest args>    other vitest arguments (after `run`)
//
// NODE_MATRIX_PREFIX=<dir> installs into (or takes the binary from) <dir> instead of .tmp/.
//
// Exit code 0 when the suites pass, 1 when a suite fails, 2 when the runtime cannot be installed or
// is not the pinned version, or for an unknown argument before `--`.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { xSync } from "tinyexec";
import { errorText, EXIT_OK, EXIT_PROBLEMS, readArgs, runMain } from "../lib/cli.mjs";
import { ROOT as root } from "../lib/spec.mjs";

/** The oldest version `engines` in package.json allows. */
export const FLOOR = "20.19.0";
/** The current Node.js LTS. */
export const CURRENT = "24.21.0";

/**
 * The version the second run uses after a first run on `running` (`process.version`): the current
 * LTS on the floor's major line, the floor on any other.
 * @param {string} running
 */
export function otherLine(running) {
  const major = (/** @type {string} */ version) => Number(/^v?(\d+)\./.exec(version)?.[1]);
  return major(running) === major(FLOOR) ? CURRENT : FLOOR;
}

/**
 * The suites whose subject is the package's code at run time (vitest file filters): the client
 * suites, its properties, credentials and redaction, the OAuth module, the schema
 * checks, the web-only run, and the packed tarball installed in an app. Their compiler checks, browser pages and the
 * git-dependency install give the same answer on any Node and run in the main run only
 * (test/helpers/matrix.ts). Left out: the suites of the
 * repository's tools (lint, gaps, diff, generation, docs, the mock and the contract run on it),
 * the documentation's examples and the browser suites.
 */
export const SUITES = [
  "test/client-",
  "test/compat.test.ts",
  "test/credentials.test.ts",
  "test/redaction.test.ts",
  "test/properties.test.ts",
  "test/oauth.test.ts",
  "test/oauth-",
  "test/schemas.test.ts",
  "test/portable.test.ts",
  "test/package.test.ts",
];

/**
 * Installs `node@version` from the npm registry into `prefix` unless its binary is there; returns it.
 * @param {string} version
 * @param {string} [prefix]
 */
export function installNode(version, prefix = join(root, ".tmp", `node-${version}`)) {
  const binary = join(prefix, "node_modules", ".bin", "node");
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    process.stderr.write(`node-matrix: installing node@${version} from the npm registry into ${prefix}\n`);
    const args = ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", `node@${version}`];
    xSync("npm", args, { nodeOptions: { stdio: ["ignore", "ignore", "inherit"] }, throwOnError: true });
  }
  return binary;
}

/**
 * Runs the suites (the package's, or the vitest arguments given after `--`) on the line the
 * running Node.js is not on, installed and checked first (its `--version` must print exactly the
 * pinned version); or with `--here`, on the running one. vitest runs from the repository root on
 * that binary, which comes first on PATH for the `node` and `npm` the suites start, with
 * NODE_MATRIX_VERSION set to the version.
 * @param {string[]} argv
 */
export async function main(argv) {
  const separator = argv.indexOf("--");
  const { values } = readArgs(separator >= 0 ? argv.slice(0, separator) : argv, {
    here: { type: "boolean", default: false },
  });
  const args = separator >= 0 ? argv.slice(separator + 1) : ["--project", "unit", "--project", "slow", ...SUITES];
  const version = values.here ? process.versions.node : otherLine(process.version);
  const started = Date.now();
  let binary = process.execPath;
  if (!values.here) {
    try {
      binary = installNode(version, process.env.NODE_MATRIX_PREFIX || undefined);
      const printed = xSync(binary, ["--version"]).stdout.trim() || "no version printed";
      if (printed !== `v${version}`) throw new Error(`expected Node.js v${version} at ${binary}, found ${printed}`);
    } catch (error) {
      throw new Error(`failed on Node.js v${version}: ${errorText(error)}`, { cause: error });
    }
  }
  const why = values.here ? "the running one" : `the line this run (${process.version}) is not on`;
  process.stderr.write(`node-matrix: Node.js v${version}, ${why}: vitest run ${args.join(" ")}\n`);
  const env = { ...process.env, PATH: `${dirname(binary)}:${process.env.PATH}`, NODE_MATRIX_VERSION: version };
  const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
  // nodePath off: tinyexec would put this process's node before `binary` on PATH.
  const run = xSync(binary, [vitest, "run", ...args], {
    nodeOptions: { cwd: root, env, stdio: "inherit" },
    nodePath: false,
  });
  const status = run.exitCode ?? 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  if (status === 0) {
    process.stderr.write(`node-matrix: passed on Node.js v${version} in ${seconds} s\n`);
    return EXIT_OK;
  }
  process.stderr.write(`node-matrix: failed on Node.js v${version}: the suites failed (vitest exit code ${status})\n`);
  return EXIT_PROBLEMS;
}

runMain(import.meta.url, "node-matrix", main, "usage: node scripts/ci/node-matrix.mjs [--here] [-- <vitest args>]");
