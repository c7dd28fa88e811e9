// docs/layout.md against the tree, both ways: every file of the package's code, the scripts, the
// workflows, the test helpers and the repository's top level is named there, and every path it
// names exists. And CONTRIBUTING.md's walk of a call against the code: every file and function it
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

/** The files under `src/` of the tree at `base`, as paths with "/". */
const sources = (base: string) => filesUnder(base, "src").filter((file) => file.endsWith(".ts"));

/**
 * What CONTRIBUTING.md's walk of a call (`walk`) names that the code at `base` lacks: files (a
 * name alone is one of `src/client/`, a path is from the top) and functions (`name()`, exported by
 * a file of `src/`).
 */
function unknownInWalk(walk: string, base: string): string[] {
  const exported = new Set(
    sources(base).flatMap((file) =>
      [...readFileSync(join(base, file), "utf8").matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map(
        ([, name]) => name!,
      ),
    ),
  );
  return [...walk.matchAll(/`([^`\s]+)`/g)]
    .map(([, name]) => name!)
    .filter((name) =>
      name.endsWith(".ts")
        ? !existsSync(join(base, name.includes("/") ? name : `src/client/${name}`))
        : /^\w+\(\)$/.test(name) && !exported.has(name.slice(0, -2)),
    );
}

/** The section "One call, step by step" of CONTRIBUTING.md. */
function walkOfACall(): string {
  const contributing = readFileSync(join(root, "CONTRIBUTING.md"), "utf8");
  const [, walk] = /\n## One call, step by step\n([\s\S]*?)\n## /.exec(contributing) ?? [];
  return walk ?? "";
}

describe("CONTRIBUTING.md's walk of a call", () => {
  test("names files and exported functions that exist, and names some of each", () => {
    const walk = walkOfACall();
    expect(unknownInWalk(walk, root)).toEqual([]);
    expect(walk.match(/`[\w/.-]+\.ts`/g)?.length).toBeGreaterThanOrEqual(8);
    expect(walk.match(/`\w+\(\)`/g)?.length).toBeGreaterThanOrEqual(8);
  });

  test("the check finds a file and a function that do not exist", () => {
    const stale = `${walkOfACall()}\n6. \`run-call.ts\` makes a \`Call\` with \`runCall()\`; \`src/errors/retry.ts\`.\n`;
    expect(unknownInWalk(stale, root)).toEqual(["run-call.ts", "runCall()", "src/errors/retry.ts"]);
  });
});
