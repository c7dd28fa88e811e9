// Starts `npm run docs:preview` (scripts/docs-preview.mjs) as its own process on 127.0.0.1 with a
// port chosen at run time, for the preview tests, and polls for what they wait on.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../../scripts/docs.mjs";

/** Polls `check` until it returns something truthy; on timeout the error also shows `context()`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
  context: () => string = () => "",
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${context() && `\n${context()}`}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A running preview: its address (with a trailing slash), its output so far, and how to stop it. */
export interface Preview {
  readonly base: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the preview of `specFile` and resolves once it says where it serves. */
export async function startPreview(specFile: string): Promise<Preview> {
  const child = spawn(process.execPath, [join(ROOT, "scripts/docs-preview.mjs"), "--spec", specFile], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (c: string) => (output += c));
  child.stderr.setEncoding("utf8").on("data", (c: string) => (output += c));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (running()) child.kill("SIGKILL");
  };
  try {
    const base = await waitFor(
      "the preview to start",
      () => {
        if (!running()) throw new Error(`the preview exited early:\n${output}`);
        return /serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      },
      60_000,
      () => output.slice(-2000),
    );
    return { base, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
