// @ts-check
// esbuild as the bench and the tests use it: one entry (a file or `stdin`) bundled in memory.
import { build } from "esbuild";

/**
 * Bundles one entry and returns its single output file (`text`, `contents`): ESM by default,
 * nothing written, esbuild's own log silent (a failure still rejects with its messages). `options`
 * adds to or overrides these.
 * @param {import("esbuild").BuildOptions} options
 */
export async function bundleOne(options) {
  const result = await build({ bundle: true, format: "esm", logLevel: "silent", ...options, write: false });
  const [file, ...more] = result.outputFiles;
  if (!file || more.length) throw new Error(`esbuild wrote ${result.outputFiles.length} files, not one`);
  return file;
}
