// @ts-check
// esbuild as the bench and the tests use it: one entry (a file or `stdin`) bundled in memory.
import { writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/**
 * Bundles one entry and returns its single output file (`text`, `contents`), with the build's
 * `metafile` when `options` asks for one: ESM by default, nothing written, esbuild's own log silent
 * (a failure still rejects with its messages). `options` adds to or overrides these.
 * @param {import("esbuild").BuildOptions} options
 */
export async function bundleOne(options) {
  const result = await build({ bundle: true, format: "esm", logLevel: "silent", ...options, write: false });
  const [file, ...more] = result.outputFiles;
  if (!file || more.length) throw new Error(`esbuild wrote ${result.outputFiles.length} files, not one`);
  return Object.assign(file, { metafile: result.metafile });
}

/**
 * Bundles one entry as {@link bundleOne} does, writes it to `file` and imports it, so that the
 * bench runs src/ without a build step.
 * @param {string} file
 * @param {import("esbuild").BuildOptions} options
 * @returns {Promise<any>}
 */
export async function importBundle(file, options) {
  await writeFile(file, (await bundleOne(options)).contents);
  return import(pathToFileURL(file).href);
}
