// Runs the client suites and the packed-package test again under each other Node.js version the
// package supports, so `engines` and the README's "tested on" line are proven, not assumed.
// The runtime comes from the npm registry's `node` package (a registry package that ships the binary),
// installed once under .tmp/ and reused.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Node.js versions tested besides the one running `npm test`. */
export const VERSIONS = ["24.21.0"];

/** The suites that prove the runtime and the package on a Node.js version (vitest file filters). */
export const SUITES = ["test/client", "test/package.test.ts", "test/portable.test.ts"];

/** Installs `node@version` under .tmp/ unless present; returns the binary's path. */
export function nodeBinary(version) {
  const prefix = join(root, ".tmp", `node-${version}`);
  const binary = join(prefix, "node_modules", "node", "bin", "node");
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    process.stderr.write(`test-node-matrix: installing node@${version} from the npm registry into ${prefix}\n`);
    execFileSync("npm", ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", `node@${version}`], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  const printed = execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
  if (printed !== `v${version}`) throw new Error(`expected Node.js v${version} at ${binary}, found ${printed}`);
  return binary;
}

function main() {
  for (const version of VERSIONS) {
    const binary = nodeBinary(version);
    process.stderr.write(`test-node-matrix: Node.js v${version}: ${SUITES.join(" ")}\n`);
    // `node` and `npm` on PATH resolve to this version too, for the programs the suites start.
    const env = { ...process.env, PATH: `${dirname(binary)}:${process.env.PATH}` };
    const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
    const { status } = spawnSync(binary, [vitest, "run", ...SUITES], { cwd: root, env, stdio: "inherit" });
    if (status !== 0) {
      process.stderr.write(`test-node-matrix: failed on Node.js v${version}\n`);
      process.exit(1);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
