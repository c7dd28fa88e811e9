// The README's React example (a ```tsx block of "With React Query and SWR", which the ```ts checks
// of readme.test.ts do not cover) compiles against src/ with openapi-react-query and swr-openapi.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { SLOW } from "./helpers/time.js";
import { sourcePaths, typeErrors, writeProject } from "./helpers/tsc.js";

const root = join(import.meta.dirname, "..");
const dir = join(root, ".tmp", `readme-tsx-${process.pid}`);
afterAll(() => rm(dir, { recursive: true, force: true }));

test("the React example type-checks, and a broken copy of it does not", { timeout: SLOW }, async () => {
  const readme = await readFile(join(root, "README.md"), "utf8");
  const part = readme.slice(readme.indexOf("### With React Query and SWR"), readme.indexOf("### Types"));
  const blocks = [...part.matchAll(/^```tsx\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  expect(blocks).toHaveLength(1);
  const example = blocks[0]!;
  // A control: the same example with a path parameter of the wrong type must fail.
  const broken = example.replace("transaction_id: id } }, body", 'transaction_id: "x" } }, body');
  expect(broken).not.toBe(example);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "example.tsx"), example);
  await writeFile(join(dir, "control.tsx"), broken);
  await writeProject(dir, { noUnusedLocals: true, jsx: "react-jsx", paths: sourcePaths(dir) }, ["*.tsx"]);
  const errors = await typeErrors(dir);
  expect(errors.filter((line) => !line.startsWith("control.tsx") && !line.includes("/control.tsx"))).toEqual([]);
  expect(errors.filter((line) => line.includes("control.tsx")).join("\n")).toMatch(/not assignable to type 'number'/);
});
