// Type-checking a small project of TypeScript files written by a test (README examples, consumer
// files) with the repository's compiler and settings.
import { mkdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { repoRoot, run } from "./cli.js";

const TSC = join(repoRoot, "node_modules", "typescript", "bin", "tsc");

/**
 * Makes `dir` a project: an ESM package.json, and a tsconfig.json that extends the repository's
 * and adds `compilerOptions` (never emitting) for the files matched by `include`.
 */
export async function writeProject(dir: string, compilerOptions: object, include: string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "package.json"), JSON.stringify({ type: "module" }));
  await writeFile(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      extends: relative(dir, join(repoRoot, "tsconfig.json")),
      compilerOptions: { noEmit: true, ...compilerOptions },
      include,
    }),
  );
}

/** `paths` that take `escrow-api-sdk` and the given subpaths to src/, as seen from `dir`. */
export function sourcePaths(dir: string, subpaths: string[] = []): Record<string, string[]> {
  const src = relative(dir, join(repoRoot, "src"));
  return Object.fromEntries([
    ["escrow-api-sdk", [`${src}/index.ts`]],
    ...subpaths.map((name) => [`escrow-api-sdk/${name}`, [`${src}/${name}.ts`]]),
  ]);
}

/** Runs tsc on the project in `dir` and resolves with the lines of its errors, none when it passes. */
export async function typeErrors(dir: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, [TSC, "-p", dir, "--pretty", "false"]);
  return stdout.split("\n").filter((line) => / error TS\d+/.test(line));
}
