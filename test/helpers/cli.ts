// Runs the project's command-line tools (Redocly CLI, the scripts in scripts/) as a reviewer would,
// and collects exit code and output.
import { execFile } from "node:child_process";
import { join, resolve } from "node:path";

export const repoRoot = resolve(import.meta.dirname, "../..");
export const redoclyCli = join(repoRoot, "node_modules/.bin/redocly");
const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a program and resolves with its exit code and output; never rejects for a failing exit.
 * The environment is this process's with Redocly's telemetry off, unless `environment` is given.
 */
export function run(
  file: string,
  args: string[],
  cwd = repoRoot,
  environment: NodeJS.ProcessEnv = env,
): Promise<RunResult> {
  return new Promise((done, fail) => {
    execFile(file, args, { cwd, env: environment, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") return fail(error);
      done({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** Runs `node scripts/<script> <args>` from the repository root. */
export const runScript = (script: string, args: string[] = []) =>
  run(process.execPath, [join(repoRoot, "scripts", script), ...args]);

/** Runs the pinned Redocly CLI. */
export const runRedocly = (args: string[]) => run(redoclyCli, args);

/** Splits output made of JSON documents written back to back (`redocly lint --format json`). */
export { parseJsonStream } from "../../scripts/lib/redocly.mjs";
