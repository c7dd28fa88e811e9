// The architecture rules of `npm run lint:code` (eslint.config.js), on a small tree of bad and good
// files: each rule must reject what it is there to reject, or the check could never fail.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
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
