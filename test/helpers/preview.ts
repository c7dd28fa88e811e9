// Starts the reference preview (`npm run docs:preview`, scripts/serve/docs-preview.mjs) in this
// process on 127.0.0.1 and a port the system picks, for the preview tests, and polls for what they
// wait on.
import { startPreview as start } from "../../scripts/serve/docs-preview.mjs";
import { STEP } from "./time.js";

/** Polls `check` until it returns something truthy; on timeout the error also shows `context()`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = STEP,
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

/** Starts the preview of `specFile`; resolves once the first build is done and it listens. */
export async function startPreview(specFile: string): Promise<Preview> {
  let output = "";
  const preview = await start({ spec: specFile, port: 0, log: (line) => void (output += `${line}\n`) });
  return { base: preview.url, output: () => output, stop: preview.close };
}
