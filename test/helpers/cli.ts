// Runs the project's command-line tools (Redocly CLI, the scripts in scripts/) as a reviewer would,
// and collects exit code and output.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { REDOCLY_BIN, REDOCLY_ENV } from "../../scripts/lib/redocly.mjs";
import { ROOT } from "../../scripts/lib/spec.mjs";

export const repoRoot = ROOT;
export const redoclyCli = REDOCLY_BIN;
const env = { ...process.env, ...REDOCLY_ENV };

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

/** The folders of scripts/ that hold commands, searched in this order for a bare file name. */
const GROUPS = ["review", "build", "serve"];

/**
 * The file of a script: `review/lint.mjs` as given, or a bare name such as `lint.mjs` found in
 * scripts/ or one of its command folders.
 */
function scriptFile(script: string): string {
  const found = ["", ...GROUPS].map((group) => join(repoRoot, "scripts", group, script)).find((f) => existsSync(f));
  if (!found) throw new Error(`no script ${script} in scripts/ or scripts/{${GROUPS.join(",")}}/`);
  return found;
}

/** Runs `node scripts/<script> <args>` from the repository root (see scriptFile for the name). */
export const runScript = (script: string, args: string[] = []) => run(process.execPath, [scriptFile(script), ...args]);

/** Runs the pinned Redocly CLI. */
export const runRedocly = (args: string[]) => run(redoclyCli, args);
