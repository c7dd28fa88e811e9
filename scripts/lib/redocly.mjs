// @ts-check
// Redocly, as every script uses it: the configurations, and the pinned CLI for what only the CLI
// does (`redocly diff`, `redocly score`), each run with the same environment and its boxed notices
// removed. Linting and bundling run in process: review/lint.mjs and lib/spec.mjs.
import { existsSync } from "node:fs";
import path from "node:path";
import { x } from "tinyexec";
import { ROOT } from "./spec.mjs";

/** The CLI's executable. */
export const REDOCLY_BIN = path.join(ROOT, "node_modules", ".bin", "redocly");
/** The lint configuration of spec/openapi.yaml (rules, plugins, diff rules). */
export const CONFIG = path.join(ROOT, "redocly.yaml");
/** The lint configuration of the Arazzo workflows. */
export const ARAZZO_CONFIG = path.join(ROOT, "redocly.arazzo.yaml");

/** Environment for every CLI run: no telemetry, no update notice. */
export const REDOCLY_ENV = { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

/**
 * Runs `redocly <args>` and resolves with its exit code, stdout and stderr, without the boxed
 * notices (such as the Node.js support notice) the CLI prints there. Never rejects for a non-zero
 * exit code; rejects only when the CLI cannot be started.
 * @param {string[]} args
 * @param {{ cwd?: string }} [options]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export async function redocly(args, { cwd = ROOT } = {}) {
  if (!existsSync(REDOCLY_BIN)) throw new Error(`Redocly CLI not found at ${REDOCLY_BIN}; run npm ci first.`);
  const run = await x(REDOCLY_BIN, args, { nodeOptions: { cwd, env: REDOCLY_ENV, stdio: ["ignore", "pipe", "pipe"] } });
  const stderr = run.stderr.replace(/^[ \t]*╔[^]*?╚.*(?:\n|$)/gm, "").replace(/^\s*\n+/, "");
  return { code: run.exitCode ?? 128, stdout: run.stdout, stderr };
}
