// The architecture rules of `npm run lint:code` (eslint.config.js), on a small tree of bad and good
// files: each rule must reject what it is there to reject, or the check could never fail.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SLOW } from "./helpers/time.js";

const root = join(import.meta.dirname, "..");
const dir = join(root, ".tmp", `architecture-${process.pid}`);

/** The tree: path → source. Parts of src/ as the package has them, with bad and good imports. */
const FILES: Record<string, string> = {
  "src/index.ts": 'export { run } from "./client/run.js";\n',
  "src/oauth.ts": 'export { signIn } from "./oauth/sign-in.js";\n',
  "src/client/run.ts": 'import type { Options } from "./types.js";\nexport const run = (o: Options) => o;\n',
  "src/client/types.ts": "export interface Options { readonly a: number }\n",
  "src/client/transport.ts": "export const send = () => 1;\n",
  "src/shared/redact.ts": "export const redact = (t: string) => t;\n",
  // Good: OAuth sees the client's public types; everything may use shared/.
  "src/oauth/sign-in.ts":
    'import type { Options } from "../client/types.js";\nimport { redact } from "../shared/redact.js";\nexport const signIn = (o: Options) => redact(String(o.a));\n',
  // Bad, each for one reason.
  "src/oauth/internals.ts": 'import { send } from "../client/transport.js";\nexport const go = send;\n',
  "src/client/entry.ts": 'import { run } from "../index.js";\nexport const again = run;\n',
  "src/shared/upward.ts": 'import { send } from "../client/transport.js";\nexport const up = send;\n',
  "src/client/cycle-a.ts": 'import { b } from "./cycle-b.js";\nexport const a = () => b();\n',
  "src/client/cycle-b.ts": 'import { a } from "./cycle-a.js";\nexport const b = () => a();\n',
  "src/client/oauth-aware.ts": 'import { signIn } from "../oauth/sign-in.js";\nexport const x = signIn;\n',
  // A cycle of type-only imports, which the lint's cycle rule leaves alone.
  "src/client/type-a.ts": 'import type { B } from "./type-b.js";\nexport interface A { readonly b?: B }\n',
  "src/client/type-b.ts": 'import type { A } from "./type-a.js";\nexport interface B { readonly a?: A }\n',
  "tsconfig.json": JSON.stringify({
    compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true },
    include: ["src"],
  }),
  // The project's own rules, applied to this tree.
  "eslint.config.js": `import { architecture } from ${JSON.stringify(pathToFileURL(join(root, "eslint.config.js")).href)};\nexport default architecture(import.meta.dirname);\n`,
};

let results: Map<string, string[]>;
beforeAll(async () => {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const eslint = new ESLint({ cwd: dir });
  const reports = await eslint.lintFiles(["src/**/*.ts"]);
  results = new Map(
    reports.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => `${m.ruleId}: ${m.message}`)]),
  );
}, SLOW);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the architecture of src/, as npm run lint:code checks it", () => {
  test("an import cycle is refused, on both files", () => {
    expect(results.get("src/client/cycle-a.ts")).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    expect(results.get("src/client/cycle-b.ts")).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  test("an import of a package entry from inside src/ is refused", () => {
    expect(results.get("src/client/entry.ts")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Nothing inside src\/ imports a package entry/),
    ]);
  });

  test("the OAuth part reaching into the client's internals is refused; its public types are not", () => {
    expect(results.get("src/oauth/internals.ts")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only the client's public types/),
    ]);
    expect(results.get("src/oauth/sign-in.ts")).toEqual([]);
  });

  test("shared/ importing a part, and the client importing OAuth, are refused", () => {
    expect(results.get("src/shared/upward.ts")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ serves every part/),
    ]);
    expect(results.get("src/client/oauth-aware.ts")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*knows nothing of OAuth/),
    ]);
  });

  test("the files that break no rule get no report", () => {
    for (const good of ["src/index.ts", "src/oauth.ts", "src/client/run.ts", "src/client/transport.ts"]) {
      expect(results.get(good), good).toEqual([]);
    }
  });
});

/**
 * The import cycles among the TypeScript files of `base`/src, type-only imports included (the lint's
 * cycle rule skips those): each as the files that form it, relative to `base`.
 */
function importCycles(base: string): string[][] {
  const files: string[] = [];
  const walk = (dir: string): void =>
    readdirSync(dir).forEach((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(".ts")) files.push(path);
    });
  walk(join(base, "src"));
  const imports = (file: string) =>
    ts
      .preProcessFile(readFileSync(file, "utf8"), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith("."))
      .map(({ fileName }) => join(dirname(file), fileName.replace(/\.js$/, ".ts")))
      .filter((path) => existsSync(path));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) return void cycles.push(path.slice(at).map((p) => relative(base, p)));
    if (done.has(file)) return;
    path.push(file);
    imports(file).forEach(visit);
    path.pop();
    done.add(file);
  };
  files.forEach(visit);
  return cycles;
}

describe("import cycles, type-only imports included", () => {
  test("src/ has none", () => {
    expect(importCycles(root)).toEqual([]);
  });

  test("the check finds a cycle of type-only imports, and a cycle of values", () => {
    expect(importCycles(dir).map((cycle) => cycle.sort())).toEqual(
      expect.arrayContaining([
        ["src/client/type-a.ts", "src/client/type-b.ts"],
        ["src/client/cycle-a.ts", "src/client/cycle-b.ts"],
      ]),
    );
    expect(importCycles(dir)).toHaveLength(2);
  });
});
