// Starts the project's mock (`scripts/mock.mjs`: Prism behind the rule-keeping proxy) on 127.0.0.1
// and a free port, and stops it with its Prism child.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { ROOT } from "../../scripts/docs.mjs";

export interface RunningMock {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  /** Everything the mock printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startMock(timeoutMs = 150_000): Promise<RunningMock> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  // Its own process group, so that Prism is stopped with it.
  const child = spawn(process.execPath, [join(ROOT, "scripts/mock.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.setEncoding("utf8").on("data", (c: string) => (output += c));
  child.stderr!.setEncoding("utf8").on("data", (c: string) => (output += c));
  const stop = async () => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // the group has ended
    }
  };
  const until = Date.now() + timeoutMs;
  while (!output.includes(`listening on ${base}`)) {
    if (child.exitCode !== null) throw new Error(`the mock exited early:\n${output}`);
    if (Date.now() > until) {
      await stop();
      throw new Error(`the mock did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, output: () => output, stop };
}
