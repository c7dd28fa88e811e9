// Every code block of README.md and the guides under docs/ is compiled, run or checked here, so no
// example can drift from the API, the scripts or the tools (test/package.test.ts compiles the
// TypeScript ones against the packed package too, and runs the JavaScript that imports it).
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { repoRoot, run } from "./helpers/cli.js";
import { APP_MODULES, tsconfig } from "./helpers/consumer-app.js";
import { blockName, codeBlocks, DOC_FILES } from "./helpers/docs.js";
import { SLOW } from "./helpers/time.js";
import { sourcePaths, typeErrors, writeProject } from "./helpers/tsc.js";

const dir = join(repoRoot, ".tmp", `docs-examples-${process.pid}`);
afterAll(() => rm(dir, { recursive: true, force: true }));

const blocks = codeBlocks();

/** GitHub's anchor for a heading's text: lower case, punctuation left out, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

/** Markdown without its fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```$/gm, "");

/** The anchors of a Markdown text's headings; a repeated one gets GitHub's `-1`, `-2`, … */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, text = ""] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(text.trim());
    const times = seen.get(anchor) ?? 0;
    seen.set(anchor, times + 1);
    found.add(times ? `${anchor}-${times}` : anchor);
  }
  return found;
}

/**
 * The links of `file` (a path from the repository's root) to a heading of a Markdown file of the
 * repository, itself included, that has no such heading. `read` gives a file's text, or undefined.
 */
function brokenAnchors(file: string, markdown: string, read: (path: string) => string | undefined): string[] {
  const broken: string[] = [];
  for (const [, target = ""] of prose(markdown).matchAll(/\]\(([^)\s]*#[^)\s]+)\)/g)) {
    const [path = "", anchor = ""] = target.split("#");
    if (/^[a-z]+:/i.test(path)) continue; // another site
    const to = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
    if (!to.endsWith(".md")) continue;
    const text = read(to);
    if (text === undefined || !anchors(text).has(anchor)) broken.push(`${file}: ${target}`);
  }
  return broken;
}

/**
 * Where the README's new app (its `tsconfig.json` block, and the bundler settings it names) differs
 * from the app the package test installs the tarball into and type-checks. Compared without case.
 */
function recipeProblems(readme: string): string[] {
  const lower = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : value);
  const block = [...readme.matchAll(/^```json\n([\s\S]*?)^```$/gm)].find(([, code]) =>
    code!.includes("compilerOptions"),
  );
  if (!block) return ["no tsconfig.json"];
  const given: Record<string, unknown> = JSON.parse(block[1]!).compilerOptions;
  const tested: Record<string, unknown> = JSON.parse(tsconfig(...APP_MODULES.nodenext)).compilerOptions;
  const problems = Object.entries(given)
    .filter(([key, value]) => lower(value) !== lower(tested[key]))
    .map(([key, value]) => `${key} is ${String(value)}, the tested app's ${String(tested[key])}`);
  for (const key of ["module", "moduleResolution", "strict"]) if (!(key in given)) problems.push(`no ${key}`);
  const [module, resolution] = APP_MODULES.bundler.map((value) => value.toLowerCase());
  if (!readme.includes(`"module": "${module}"`) || !readme.includes(`"moduleResolution": "${resolution}"`))
    problems.push(`the bundler settings are not "module": "${module}" and "moduleResolution": "${resolution}"`);
  return problems;
}

const readRepoFile = (path: string) =>
  existsSync(join(repoRoot, path)) ? readFileSync(join(repoRoot, path), "utf8") : undefined;
/** Languages a block may have: code that is compiled, run or checked, and the outputs it shows. */
const LANGUAGES = ["ts", "tsx", "js", "sh", "yaml", "json", "markdown"];

describe("the documentation's code blocks", () => {
  test("every block names a language this suite checks, and every guide is linked from the README", () => {
    const unknown = blocks.filter((b) => !LANGUAGES.includes(b.lang)).map((b) => `${b.file}:${b.line} ${b.lang}`);
    expect(unknown).toEqual([]);
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    for (const file of DOC_FILES.filter((f) => f !== "README.md")) expect(readme, file).toContain(`(${file})`);
    expect(readme.split("\n").length).toBeLessThanOrEqual(300);
  });

  test("the TypeScript examples type-check against src/, and a broken one does not", { timeout: SLOW }, async () => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const files: string[] = [];
    for (const block of blocks.filter((b) => b.lang === "ts" || b.lang === "tsx")) {
      const file = blockName(block, block.lang);
      files.push(file);
      await writeFile(join(dir, file), block.code);
    }
    // Controls that must fail, so a compiler that checks nothing cannot pass the test: a wrong
    // path, and the React example with a path parameter of the wrong type.
    await writeFile(
      join(dir, "control.ts"),
      'import { createClient } from "escrow-api-sdk";\ncreateClient({ baseUrl: "https://x.example", auth: {} }).GET("/not/a/path");\n',
    );
    const react = blocks.find((b) => b.lang === "tsx");
    expect(react, "a React example").toBeDefined();
    const broken = react!.code.replace("transaction_id: id } }, body", 'transaction_id: "x" } }, body');
    expect(broken).not.toBe(react!.code);
    // Its own name: beside control.ts, a control.tsx would be the same module and left out.
    await writeFile(join(dir, "control-react.tsx"), broken);
    await writeProject(
      dir,
      { noUnusedLocals: true, jsx: "react-jsx", paths: sourcePaths(dir, ["types", "schemas", "oauth"]) },
      ["*.ts", "*.tsx"],
    );
    const errors = await typeErrors(dir);
    expect(errors.filter((line) => !/control(-react)?\.tsx?/.test(line))).toEqual([]);
    expect(errors.filter((line) => line.includes("control.ts(")).length).toBeGreaterThanOrEqual(2);
    expect(errors.filter((line) => line.includes("control-react.tsx")).join("\n")).toMatch(
      /not assignable to type 'number'/,
    );
    expect(files.length).toBeGreaterThanOrEqual(25);
  });

  test(
    "the local OpenID provider of the authentication guide serves discovery and revocation",
    { timeout: SLOW },
    async () => {
      const block = blocks.find((b) => b.lang === "js" && b.code.includes("oidc-provider"));
      expect(block, "the provider example").toBeDefined();
      // Run as written, then asked what an app's tests would ask it, and closed.
      const epilogue = `
const found = await (await fetch(issuer + "/.well-known/openid-configuration")).json();
console.log(JSON.stringify({ issuer: found.issuer === issuer, revocation: found.revocation_endpoint === issuer + flow + "/revoke", token: found.token_endpoint }));
server.closeAllConnections();
server.close();
`;
      await mkdir(dir, { recursive: true });
      const file = join(repoRoot, ".tmp", `docs-oidc-${process.pid}.mjs`);
      await writeFile(file, block!.code + epilogue);
      try {
        const { code, stdout } = await run(process.execPath, [file], repoRoot);
        expect(code).toBe(0);
        const seen = JSON.parse(stdout.trim().split("\n").at(-1)!);
        expect(seen).toMatchObject({ issuer: true, revocation: true });
        expect(seen.token).toMatch(/\/realms\/staging\/protocol\/openid-connect\/token$/);
      } finally {
        await rm(file, { force: true });
      }
    },
  );

  test("the shell examples name scripts and files that exist", () => {
    const scripts = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).scripts as Record<string, string>;
    const problems: string[] = [];
    for (const block of blocks.filter((b) => b.lang === "sh")) {
      // Joined continuation lines; comments and shown output left out.
      const lines = block.code.replace(/\\\n\s*/g, " ").split("\n");
      for (const line of lines.map((l) => l.replace(/\s+#.*$/, "").trim()).filter((l) => l && !l.startsWith("#"))) {
        for (const command of line.split(/\s*(?:&&|\|\||;|&)\s*/).filter(Boolean)) {
          const words = command.split(/\s+/);
          const where = `${block.file}:${block.line}: ${command}`;
          if (words[0] === "npm" && words[1] === "run" && !(words[2]! in scripts))
            problems.push(`${where}: no such script`);
          if (
            words[0] === "npm" &&
            !["ci", "run", "test", "pack", "install", "install-scripts", "init", "pkg"].includes(words[1]!)
          )
            problems.push(`${where}: not an npm command the project uses`);
          if (words[0] === "node" && words[1] && !existsSync(join(repoRoot, words[1])))
            problems.push(`${where}: no such file`);
          if (!["npm", "node", "npx", "curl", "apt-get", "git", "PORT=4010"].includes(words[0]!))
            problems.push(`${where}: unknown command`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("every link to a heading of a guide, the README or the CHANGELOG finds that heading", () => {
    const files = [...DOC_FILES, "CHANGELOG.md"];
    expect(files.flatMap((file) => brokenAnchors(file, readRepoFile(file)!, readRepoFile))).toEqual([]);
    // The check finds a heading that is not there, in another file or in the same one, and a
    // file that is not there; it follows a heading written with code and punctuation.
    const fixture =
      "[a](usage.md#what-the-spec-states) [b](authentication.md#signing-users-in-oauth2) " +
      "[c](usage.md#no-such-heading) [d](#nowhere) [e](none.md#x) [f](https://example.com/#y)\n## Here\n[g](#here)";
    expect(
      brokenAnchors("docs/x.md", fixture, (path) => (path === "docs/x.md" ? fixture : readRepoFile(path))),
    ).toEqual(["docs/x.md: usage.md#no-such-heading", "docs/x.md: #nowhere", "docs/x.md: none.md#x"]);
  });

  test("the README's new app uses the compiler settings the package test checks an app with", () => {
    const readme = readRepoFile("README.md")!;
    expect(recipeProblems(readme)).toEqual([]);
    // Settings the package test does not check are refused.
    expect(recipeProblems(readme.replace('"moduleResolution": "nodenext"', '"moduleResolution": "node10"'))).toEqual([
      "moduleResolution is node10, the tested app's NodeNext",
    ]);
    expect(recipeProblems(readme.replace('"strict": true', '"strict": false'))).toEqual([
      "strict is false, the tested app's true",
    ]);
    expect(
      recipeProblems(readme.replace('"moduleResolution": "bundler"', '"moduleResolution": "node16"')),
    ).toHaveLength(1);
  });

  test("YAML and JSON examples parse", () => {
    for (const block of blocks.filter((b) => b.lang === "yaml")) expect(() => parseYaml(block.code)).not.toThrow();
    for (const block of blocks.filter((b) => b.lang === "json")) expect(() => JSON.parse(block.code)).not.toThrow();
  });
});
