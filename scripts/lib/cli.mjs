// @ts-check
// How every script runs from the command line: its arguments read with `node:util parseArgs`, its
// `main` run only when the file is the program Node started (so tests and the build can import it),
// and one meaning for each exit code:
//
//   0  success
//   1  the check found problems (lint findings, a stale file, a breaking change)
//   2  a usage error, or the tool itself failed (a file that does not parse, a CLI that did not run)
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_FAILED = 2;

/** What an error says: its message, or the thrown value as text. */
export const errorText = (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error));

/** A command line the script cannot use; its message is printed with the usage. */
export class UsageError extends Error {
  name = "UsageError";
}

/**
 * `parseArgs` over `args`, with its errors (an unknown option, a missing value) as UsageError.
 * @template {import("node:util").ParseArgsConfig["options"]} O
 * @param {string[]} args
 * @param {O} options
 * @param {{ positionals?: boolean }} [how] positionals: whether arguments other than options are allowed
 */
export function readArgs(args, options, { positionals = false } = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: positionals, strict: true });
  } catch (error) {
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      throw new UsageError(error.message);
    }
    throw error;
  }
}

/**
 * Whether the module at `moduleUrl` is the program Node started (`node scripts/x.mjs`).
 * @param {string} moduleUrl the module's `import.meta.url`
 */
const isMain = (moduleUrl) =>
  Boolean(process.argv[1]) && path.resolve(process.argv[1] ?? "") === fileURLToPath(moduleUrl);

/**
 * Runs `main` with the command line's arguments when the module is the program Node started. A
 * number `main` resolves with is the exit code; without one the process goes on (a server). A
 * UsageError prints its message and `usage`; any other error prints its message; both exit 2.
 * Every message starts with `name:`.
 * @param {string} moduleUrl the module's `import.meta.url`
 * @param {string} name the name in messages, e.g. "gaps"
 * @param {(args: string[]) => Promise<number | void>} main
 * @param {string} [usage] the usage text for a UsageError
 */
export function runMain(moduleUrl, name, main, usage) {
  if (!isMain(moduleUrl)) return;
  main(process.argv.slice(2)).then(
    (code) => {
      if (typeof code === "number") exitAfterOutput(code);
    },
    (error) => {
      process.stderr.write(`${name}: ${errorText(error)}\n`);
      if (error instanceof UsageError && usage) process.stderr.write(`${usage}\n`);
      exitAfterOutput(EXIT_FAILED);
    },
  );
}

/**
 * Exits once everything written to stdout and stderr has left the process: into a full pipe, Node
 * writes the rest later, and an immediate exit would cut the output short.
 * @param {number} code
 */
function exitAfterOutput(code) {
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
}
