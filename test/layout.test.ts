// docs/layout.md against the tree, both ways: every file of the package's code, the scripts, the
// workflows, the test helpers and the repository's top level is named there, and every path it
// names exists.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..");

/** The folders whose every file the layout names, and the top level's files (ignored ones left out). */
const NAMED = ["src", "scripts", ".github", ".ci", "test/helpers"];
const IGNORED = /^(node_modules|dist|\.tmp|\.git|test-results)$|\.tgz$/;

/** The files under `dir`, relative to `base`, as paths with "/". */
function filesUnder(base: string, dir: string): string[] {
  return readdirSync(join(base, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(base, path)).isDirectory() ? filesUnder(base, path) : [path];
  });
}

/** The files the layout must name, in the tree at `base`. */
function required(base: string): string[] {
  const top = readdirSync(base).filter((name) => !IGNORED.test(name) && statSync(join(base, name)).isFile());
  return [...top, ...NAMED.filter((dir) => existsSync(join(base, dir))).flatMap((dir) => filesUnder(base, dir))];
}

/**
 * What is wrong with `layout` for the tree at `base`: files it does not name (as a path in
 * backticks), and paths in backticks that name nothing there.
 */
function problems(layout: string, base: string): { unnamed: string[]; missing: string[] } {
  const named = new Set([...layout.matchAll(/`([^`\s]+)`/g)].map(([, path]) => path!));
  const unnamed = required(base).filter((file) => !named.has(file));
  // A path is what starts with an entry of the repository's top level (dist/ is built, not kept).
  const top = new Set(readdirSync(base).filter((name) => !IGNORED.test(name)));
  const paths = [...named].filter((p) => top.has(p.split("/")[0]!) && !/[*<{]/.test(p));
  const missing = paths.filter((p) => !existsSync(join(base, p)));
  return { unnamed, missing };
}

describe("docs/layout.md", () => {
  test("names every file of the code, scripts, workflows and test helpers, and only paths that exist", () => {
    const layout = readFileSync(join(root, "docs", "layout.md"), "utf8");
    expect(problems(layout, root)).toEqual({ unnamed: [], missing: [] });
  });

  test("the check finds a file left out and a path that names nothing", () => {
    const layout = readFileSync(join(root, "docs", "layout.md"), "utf8");
    const withoutSend = layout.replace("`src/client/send.ts`", "the transport");
    expect(problems(withoutSend, root).unnamed).toEqual(["src/client/send.ts"]);
    const stale = `${layout}\n| \`src/client/run-call.ts\` | gone |\n`;
    expect(problems(stale, root).missing).toEqual(["src/client/run-call.ts"]);
  });
});
