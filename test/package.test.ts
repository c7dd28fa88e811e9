// The package as users get it: `npm pack` (or the release's tarball: helpers/consumer-app.ts), then the
// tarball installed into a new app outside the repository, where it is type-checked, run under Node
// and, bundled by esbuild, run in Chromium, all against one local server. publint and attw check the
// same tarball. The README's examples and the reference page's TypeScript samples are compiled
// against it too. The app's own source, and what it must return and send, are in
// helpers/consumer-app.ts.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { codeSamples } from "../scripts/build/code-samples.mjs";
import { bundleOne } from "../scripts/lib/esbuild.mjs";
import { bundle as bundleSpec, operations } from "../scripts/lib/spec.mjs";
import ts from "typescript";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Browser, launchChromium } from "./helpers/chromium.js";
import { run } from "./helpers/cli.js";
import {
  APP_MODULES,
  BROWSER_MAIN,
  CONSUMER,
  EXPECTED,
  EXPECTED_REQUESTS,
  NODE_MAIN,
  type Packed,
  packageTarball,
  tsconfig,
} from "./helpers/consumer-app.js";
import { blockName, codeBlocks } from "./helpers/docs.js";
import { json, startServer, type TestServer } from "./helpers/server.js";
import { MATRIX, mainRunOnly } from "./helpers/matrix.js";
import { SLOW } from "./helpers/time.js";
import { onlineTransaction } from "./helpers/transactions.js";

const root = join(import.meta.dirname, "..");
const bin = (path: string) => join(root, "node_modules", path);
const PUBLINT = bin("publint/src/cli.js");
const ATTW = bin("@arethetypeswrong/cli/dist/index.js");

// npm, run from within `npm test`, would otherwise inherit the outer run's npm_* settings.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== "INIT_CWD"));
/** Runs a command and returns its exit code and its output, stdout then stderr. */
const attempt = async (file: string, args: string[], cwd: string) => {
  const { code, stdout, stderr } = await run(file, args, cwd, env);
  return { code, stdout, output: stdout + stderr };
};
/** Runs a command that must succeed, and returns its stdout. */
const exec = async (file: string, args: string[], cwd: string) => {
  const { code, stdout, output } = await attempt(file, args, cwd);
  if (code !== 0) throw new Error(`${file} ${args.join(" ")} failed with exit code ${code}:\n${output}`);
  return { stdout };
};

/**
 * The links of a Markdown text that lead nowhere: a relative one to a file missing under `dir`, or
 * one into `repository` (its `blob/main/` files) to a file missing from this repository. Anchors
 * alone and other sites are not followed.
 */
function brokenLinks(markdown: string, dir: string, repository: string): string[] {
  const broken: string[] = [];
  for (const [, target = ""] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const file = target.split("#")[0]!;
    if (!file) continue;
    if (target.startsWith(`${repository}/blob/main/`)) {
      if (!existsSync(join(root, file.slice(`${repository}/blob/main/`.length)))) broken.push(target);
    } else if (!/^[a-z]+:/i.test(target) && !existsSync(join(dir, file))) broken.push(target);
  }
  return broken;
}

let server: TestServer;
let work: string;
let app: string;
let tarball: string;
let packed: Packed;
let browserBundle = "";
let browser: Browser | undefined;
// Under the current Node.js LTS (helpers/matrix.ts) this file checks the tarball's contents, its
// install, and the app running on that Node; the git-dependency install, which is not the tarball,
// stays in the main run with the compiler's checks, the package checkers and the page.

/** The install as a git dependency, started first in beforeAll and awaited by its own test. */
let gitInstall: Promise<string> | undefined;
/** The app compiled with nodenext: one tsc run, for the type check and for the run under Node. */
let nodenextBuild: Promise<{ code: number; output: string }> | undefined;

const TSC = bin("typescript/bin/tsc");
const compileNodenext = () => (nodenextBuild ??= attempt(process.execPath, [TSC, "-p", "tsconfig.nodenext.json"], app));

/**
 * Installs the repository's last commit as a git dependency of a new app and returns the app's
 * folder. npm clones the repository's HEAD (in CI, the commit under test), installs its dev
 * dependencies and runs `prepare`; npm 11 does that only for packages the app allows. It needs
 * neither the tarball nor the other app, so it runs while they are built and checked.
 */
async function installGitDependency(): Promise<string> {
  const gitApp = join(work, "git-app");
  await mkdir(gitApp, { recursive: true });
  // No allowScripts: npm runs a git dependency's prepare script without it (README, Installing).
  const manifest = { name: "git-app", private: true, type: "module" };
  await writeFile(join(gitApp, "package.json"), JSON.stringify(manifest));
  await exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", `git+file://${root}`], gitApp);
  return gitApp;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "escrow-sdk-package-"));
  if (!MATRIX) {
    gitInstall = installGitDependency();
    // Its failure is reported by its test; until then it must not count as unhandled.
    gitInstall.catch(() => {});
  }
  packed = await packageTarball(work, env);
  tarball = packed.tarball;

  app = join(work, "app");
  await mkdir(join(app, "src"), { recursive: true });
  await writeFile(join(app, "package.json"), JSON.stringify({ name: "consumer-app", private: true, type: "module" }));
  await exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--ignore-scripts", tarball], app);
  await writeFile(join(app, "src", "consumer.ts"), CONSUMER);
  await writeFile(join(app, "src", "browser.ts"), BROWSER_MAIN);
  await writeFile(join(app, "main.mjs"), NODE_MAIN);
  await writeFile(join(app, "tsconfig.bundler.json"), tsconfig(...APP_MODULES.bundler, { noEmit: true }));
  await writeFile(
    join(app, "tsconfig.nodenext.json"),
    tsconfig(...APP_MODULES.nodenext, { outDir: "build", rootDir: "src" }),
  );

  server = await startServer();
  fresh();
}, SLOW);

/** Forgets the requests seen so far; the routes of the app's server stay. */
function fresh() {
  server.reset();
  server.handle((req, res) => {
    const url = new URL(req.url!, server.url);
    if (url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end('<!doctype html><script type="module" src="/consumer.js"></script>');
    }
    if (url.pathname === "/consumer.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      return res.end(browserBundle);
    }
    if (url.pathname === "/api/v1/transactions/7/track") return json(res, 200, onlineTransaction(7));
    if (url.pathname === "/api/v1/transactions/7") return json(res, 200, onlineTransaction(7));
    if (url.pathname === "/api/v1/transactions/7/shipper_shipping_rates") {
      return json(res, 200, [
        {
          id: "rate_1",
          amount: "6.20",
          amount_local: "6.20",
          attributes: ["CHEAPEST"],
          currency: "GBP",
          currency_local: "GBP",
          duration_terms: "Delivery in 1 to 3 business days.",
          estimated_days: 2,
          provider: "Parcel Express",
          provider_image: "https://images.example.com/parcel-express.png",
          servicelevel: {},
        },
      ]);
    }
    if (url.pathname === "/api/v1/p2p/transactions/90211/set_price") {
      return json(res, 400, { code: "remainder_too_low", error: "The remainder is below the minimum." });
    }
    if (url.pathname === "/api/v1/batch/transactions") {
      return json(
        res,
        200,
        url.searchParams
          .get("ids")!
          .split(",")
          .map((id) => (id === "7" ? onlineTransaction(7) : null)),
      );
    }
    return json(res, 404, { code: "not_found", error: `no route for ${req.method} ${url.pathname}` });
  });
}

afterAll(async () => {
  await browser?.close();
  await server?.close();
  // The npm processes started by this file end before their folders go.
  await Promise.allSettled([gitInstall, nodenextBuild]);
  if (work) await rm(work, { recursive: true, force: true });
});

/** What {@link checkExamples} wrote and what tsc said of it. */
interface ExamplesCheck {
  code: number;
  output: string;
  /** the documentation's TypeScript examples written to readme/ */
  readme: number;
  /** the reference page's TypeScript samples written to samples/ */
  samples: number;
  /** the trackTransaction sample, and samples/control.ts: the same after a path parameter became a string */
  track: string;
  control: string;
}
let examplesCheck: Promise<ExamplesCheck> | undefined;

/** The two files broken on purpose in {@link checkExamples}' program: every error must be in one of them. */
const BROKEN_ON_PURPOSE = ["bad/bad.ts(", "samples/control.ts("];
/** tsc's lines that are not the continuation of an error: each names its file, or is a message of its own. */
const unexpectedLines = (output: string) =>
  output.split("\n").filter((line) => /^\S/.test(line) && !BROKEN_ON_PURPOSE.some((file) => line.startsWith(file)));

/**
 * Type-checks, as code of a Node app (Node's types, as for code that reads `process.env`) and in one
 * tsc program, the app's example code: the documentation's TypeScript examples that import only
 * this package and Node's modules (readme/), the reference page's TypeScript samples (samples/),
 * one sample changed as a spec change would break it (samples/control.ts) and one wrong call
 * (bad/bad.ts). One program loads and checks the installed declarations and Node's once, for the
 * three tests that read it.
 */
function checkExamples(): Promise<ExamplesCheck> {
  return (examplesCheck ??= (async () => {
    const readme = join(app, "readme");
    const samples = join(app, "samples");
    const bad = join(app, "bad");
    await Promise.all([readme, samples, bad].map((dir) => mkdir(dir, { recursive: true })));
    const tsBlocks = codeBlocks().filter((block) => block.lang === "ts" && ownImports(block.code));
    for (const block of tsBlocks) await writeFile(join(readme, blockName(block, "ts")), block.code);

    const doc = await bundleSpec();
    let count = 0;
    let track = "";
    for (const entry of operations(doc)) {
      const sample = codeSamples(doc, entry).find((s) => s.lang === "TypeScript");
      if (!sample) continue;
      await writeFile(join(samples, `${entry.operation.operationId}.ts`), sample.source);
      if (entry.operation.operationId === "trackTransaction") track = sample.source;
      count++;
    }
    // The control: the same sample after a spec change that made the path parameter a string.
    const control = track.replace("transaction_id: 4817230", 'transaction_id: "4817230"');
    await writeFile(join(samples, "control.ts"), control);

    await writeFile(
      join(bad, "bad.ts"),
      'import { createClient } from "escrow-api-sdk";\n' +
        'const api = createClient({ baseUrl: "https://api.example.com", auth: { apiKey: "k" } });\n' +
        'void api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: "seven" } } });\n',
    );

    await writeFile(
      join(app, "tsconfig.examples.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2022", "DOM"],
          strict: true,
          noEmit: true,
          types: ["node"],
          typeRoots: [bin("@types")],
        },
        include: ["readme", "samples", "bad"],
      }),
    );
    const { code, output } = await attempt(process.execPath, [TSC, "-p", "tsconfig.examples.json"], app);
    return { code, output, readme: tsBlocks.length, samples: count, track, control };
  })());
}

/** The examples that import only this package and Node's own modules: an app installs nothing else for them. */
const ownImports = (code: string) =>
  [...code.matchAll(/from "([^"]+)"/g)].every(([, name]) => /^(escrow-api-sdk|node:)/.test(name!));

/** Packs a small package with an `index.js` export and its types, for the checkers' negative tests. */
async function packFixture(name: string, fields: object, files: Record<string, string>): Promise<string> {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  const exports = { ".": { types: "./index.d.ts", default: "./index.js" } };
  await writeFile(join(dir, "package.json"), JSON.stringify({ name, version: "1.0.0", ...fields, exports }));
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  const { stdout } = await exec("npm", ["pack", "--json", "--pack-destination", work], dir);
  return join(work, JSON.parse(stdout)[0].filename);
}

/** The requests of one consumer run: method, path and the headers that carry auth and the acting user. */
const requests = () =>
  server.seen
    .filter((s) => s.url.startsWith("/api/"))
    .map((s) => `${s.method} ${s.url.split("?")[0]} ${s.headers.authorization} ${s.headers["service-user"] ?? "-"}`);

// Each check below runs its own program on its own files, all at the same time: each has the time
// limit of a slow step however many of them share the machine. publint and attw read the tarball's
// files, not its code at run time: the main run's answer holds for any Node.
describe.concurrent("the packed tarball", { timeout: SLOW }, () => {
  test("holds what users need and nothing of the repository's tooling", async ({ expect }) => {
    const files = packed.files.map((f) => f.path).sort();
    for (const needed of [
      "package.json",
      "README.md",
      "LICENSE",
      "CHANGELOG.md",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/types.d.ts",
      "dist/schemas.js",
      "dist/schemas.d.ts",
      "dist/openapi.json",
      "dist/oauth.js",
      "dist/oauth.d.ts",
      "generated/oauth.js",
      "generated/oauth.d.ts",
      "generated/schema.d.ts",
      "generated/aliases.d.ts",
      "generated/operation-flags.js",
      "generated/schema-validators.js",
      "generated/schema-validators.d.ts",
    ]) {
      expect(files, needed).toContain(needed);
    }
    const outside = files.filter(
      (f) =>
        !/^(dist\/((client|errors|oauth|schemas|shared)\/)?[\w.-]+\.(js|d\.ts|map|json)|generated\/[\w.-]+\.(js|d\.ts)|src\/((client|errors|oauth|schemas|shared)\/)?[\w-]+\.ts)$/.test(
          f,
        ),
    );
    // One module per entry point, and one for what two entries share: no module below dist/.
    expect(files.filter((f) => /^dist\/.+\/.+\.js$/.test(f))).toEqual([]);
    expect(files.filter((f) => /^dist\/[^/]+\.js$/.test(f)).length).toBeLessThanOrEqual(5);
    // The guides ship beside the README, so that its links work where the package is installed.
    const guides = (await readdir(join(root, "docs"))).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`);
    expect(outside.sort()).toEqual(["CHANGELOG.md", "LICENSE", "README.md", ...guides, "package.json"].sort());
  });

  mainRunOnly(
    "the installed README's and guides' links lead to files of the package, or of the repository named",
    async ({ expect }) => {
      const installed = join(app, "node_modules", "escrow-api-sdk");
      const manifest = JSON.parse(await readFile(join(installed, "package.json"), "utf8"));
      const repository = String(manifest.repository.url)
        .replace(/^git\+/, "")
        .replace(/\.git$/, "");
      expect(manifest).toMatchObject({
        repository: { type: "git", url: `git+${repository}.git` },
        homepage: `${repository}#readme`,
        bugs: { url: `${repository}/issues` },
        publishConfig: { access: "public", provenance: true },
      });
      // Every Markdown file the package ships, each link read from the file's own folder.
      const guides = (await readdir(join(installed, "docs"))).filter((f) => f.endsWith(".md"));
      expect(guides.length).toBeGreaterThanOrEqual(5);
      for (const file of ["README.md", "CHANGELOG.md", ...guides.map((g) => join("docs", g))]) {
        const text = await readFile(join(installed, file), "utf8");
        expect(brokenLinks(text, dirname(join(installed, file)), repository), file).toEqual([]);
      }
      const readme = await readFile(join(installed, "README.md"), "utf8");
      expect(readme).toContain("](docs/usage.md");
      // A link to a file the package does not ship, or to a repository file that does not exist, is caught.
      const bad = "[a](docs/none.md) [b](CONTRIBUTING.md) [c](" + repository + "/blob/main/NOPE.md) [d](#x)";
      expect(brokenLinks(bad, installed, repository)).toEqual([
        "docs/none.md",
        "CONTRIBUTING.md",
        `${repository}/blob/main/NOPE.md`,
      ]);
    },
  );

  mainRunOnly("publint --strict reports nothing", async ({ expect }) => {
    const { code, output } = await attempt(process.execPath, [PUBLINT, "run", tarball, "--strict"], root);
    expect(output).toContain("All good!");
    expect(code).toBe(0);
  });

  mainRunOnly("attw reports nothing for the ESM-only profile", async ({ expect }) => {
    const { code, output } = await attempt(process.execPath, [ATTW, tarball, "--profile", "esm-only"], root);
    expect(output).toContain('"escrow-api-sdk/types"');
    expect(output).toContain('"escrow-api-sdk/schemas"');
    expect(output).toContain('"escrow-api-sdk/oauth"');
    expect(output).not.toContain("does not contain types");
    expect(code, output).toBe(0);
  });

  mainRunOnly("publint rejects a package whose types file is missing", async ({ expect }) => {
    const broken = await packFixture("missing-types", { type: "module" }, { "index.js": "export const x = 1;\n" });
    const { code, output } = await attempt(process.execPath, [PUBLINT, "run", broken, "--strict"], root);
    expect(output).toMatch(/index\.d\.ts/);
    expect(code).not.toBe(0);
  });

  mainRunOnly("attw rejects a package whose ES module syntax is declared CommonJS", async ({ expect }) => {
    const broken = await packFixture(
      "esm-as-cjs",
      {},
      {
        "index.js": "export const x = 1;\n",
        "index.d.ts": "export declare const x: number;\n",
      },
    );
    const { code, output } = await attempt(process.execPath, [ATTW, broken, "--profile", "esm-only"], root);
    expect(output).toMatch(/Unexpected module syntax/);
    expect(code).not.toBe(0);
  });
});

describe("an app that installs the tarball", { timeout: SLOW }, () => {
  mainRunOnly.concurrent("type-checks with moduleResolution bundler", async ({ expect }) => {
    const { code, output } = await attempt(
      process.execPath,
      [bin("typescript/bin/tsc"), "-p", "tsconfig.bundler.json"],
      app,
    );
    expect(output).toBe("");
    expect(code).toBe(0);
  });

  test.concurrent("type-checks and compiles with moduleResolution nodenext", async ({ expect }) => {
    const { code, output } = await compileNodenext();
    expect(output).toBe("");
    expect(code).toBe(0);
  });

  mainRunOnly.concurrent(
    "the type check fails on a wrong call, so the checks above are not vacuous",
    async ({ expect }) => {
      const { code, output } = await checkExamples();
      expect(code).not.toBe(0);
      // The client's own signature is its last overload: the compiler quotes its error, at the argument.
      expect(output).toMatch(
        /bad\.ts\(3,\d+\): error TS2769: No overload matches this call\.\s+The last overload gave the following error\.\s+Type 'string' is not assignable to type 'number'/,
      );
    },
  );

  mainRunOnly.concurrent(
    "the installed declarations show an open operation's gaps on hover, and none for a stated one",
    async ({ expect }) => {
      // What an editor shows: TypeScript's language service over a file of the app.
      const file = join(app, "hover", "hover.ts");
      await mkdir(join(app, "hover"), { recursive: true });
      const text =
        'import type { operations, paths } from "escrow-api-sdk/types";\n' +
        'export type Open = paths["/api/v1/transactions/{transaction_id}"]["get"];\n' +
        'export type Stated = paths["/api/v1/transactions/{transaction_id}/track"]["post"];\n' +
        'export type OpenById = operations["getTransaction"];\n';
      await writeFile(file, text);
      const options: ts.CompilerOptions = {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        strict: true,
        types: [],
      };
      const service = ts.createLanguageService({
        getScriptFileNames: () => [file],
        getScriptVersion: () => "1",
        getScriptSnapshot: (name) =>
          ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name)!) : undefined,
        getCurrentDirectory: () => app,
        getCompilationSettings: () => options,
        getDefaultLibFileName: ts.getDefaultLibFilePath,
        fileExists: ts.sys.fileExists,
        readFile: ts.sys.readFile,
      });
      const hover = (needle: string) => {
        const info = service.getQuickInfoAtPosition(file, text.indexOf(needle) + 2);
        const tags = (info?.tags ?? []).map((t) => `@${t.name} ${ts.displayPartsToString(t.text)}`);
        return [ts.displayPartsToString(info?.documentation), ...tags].join("\n");
      };
      const open = hover('["get"]');
      expect(open).toContain("Get an online transaction");
      expect(open).toContain("@gaps Not stated by the interface description:");
      expect(open).toContain("- Response shape and success status code not shown.");
      expect(open).toContain("is(OnlineTransaction, data)");
      expect(hover('["getTransaction"]')).toContain("- Response shape and success status code not shown.");
      const stated = hover('["post"]');
      expect(stated).toContain("Submit tracking details");
      expect(stated).not.toContain("@gaps");
      // The notes come from the package's own files, not from this repository.
      const definition = service.getDefinitionAtPosition(file, text.indexOf('["get"]') + 2)![0]!;
      expect(definition.fileName).toBe(join(app, "node_modules", "escrow-api-sdk", "generated", "schema.d.ts"));
    },
  );

  mainRunOnly.concurrent(
    "the documentation's examples compile against the installed package, and its JavaScript runs",
    async ({ expect }) => {
      const { output, readme } = await checkExamples();
      expect(readme).toBeGreaterThanOrEqual(20);
      // Nothing but the two files broken on purpose has an error: the examples compile.
      expect(unexpectedLines(output)).toEqual([]);
      const blocks = codeBlocks().filter((block) => ownImports(block.code));
      // The JavaScript examples run as written; what a comment says they print, they print.
      const scripts = blocks.filter((b) => b.lang === "js");
      expect(scripts.length).toBeGreaterThanOrEqual(1);
      for (const block of scripts) {
        const file = join(app, blockName(block, "mjs"));
        await writeFile(file, block.code);
        const { stdout } = await exec(process.execPath, [file], app);
        const said = /\/\/ (.+)$/m.exec(block.code)?.[1];
        if (said) expect(stdout.trim(), `${block.file}:${block.line}`).toBe(said.replaceAll('"', ""));
      }
    },
  );

  mainRunOnly.concurrent(
    "the reference page's TypeScript samples compile against the installed package, and a broken one does not",
    async ({ expect }) => {
      const { code, output, samples, track, control } = await checkExamples();
      expect(samples).toBe(83);
      expect(control).not.toBe(track);
      expect(code).not.toBe(0);
      const errors = output.split("\n").filter((line) => /^\S+\(\d+,\d+\): error/.test(line));
      expect(errors.length, output).toBeGreaterThan(0);
      // Every error is in a file broken on purpose: the 83 samples compile.
      expect(unexpectedLines(output)).toEqual([]);
      expect(output).toMatch(/control\.ts\(\d+,\d+\): error TS2769: No overload matches this call/);
    },
  );

  mainRunOnly.concurrent("installs as a git dependency: npm runs prepare, which builds dist/", async ({ expect }) => {
    const gitApp = await gitInstall!;
    const probe =
      'const sdk = await import("escrow-api-sdk");' +
      'const spec = await import("escrow-api-sdk/openapi.json", { with: { type: "json" } });' +
      "console.log(typeof sdk.createClient, spec.default.openapi);";
    const { stdout } = await exec(process.execPath, ["--input-type=module", "-e", probe], gitApp);
    expect(stdout.trim()).toBe("function 3.1.0");
  });

  test.concurrent("the main entry loads neither the OAuth entry nor oauth4webapi", async ({ expect }) => {
    const bundleOf = async (contents: string) => {
      const result = await build({
        absWorkingDir: app,
        stdin: { contents, resolveDir: app },
        bundle: true,
        format: "esm",
        platform: "browser",
        write: false,
        metafile: true,
        logLevel: "silent",
      });
      return Object.keys(result.metafile.inputs);
    };
    const main = await bundleOf('export { createClient } from "escrow-api-sdk";');
    expect(main.some((f) => f.includes("dist/index.js"))).toBe(true);
    expect(main.filter((f) => /oauth/.test(f))).toEqual([]);
    // The control: the OAuth entry does bring both in.
    const oauth = await bundleOf('export { createOAuth } from "escrow-api-sdk/oauth";');
    expect(oauth.some((f) => f.includes("node_modules/oauth4webapi/"))).toBe(true);
    expect(oauth.some((f) => f.endsWith("dist/oauth.js"))).toBe(true);
  });

  test("runs under Node against a local server, and imports the bundled document", async () => {
    const compiled = await compileNodenext();
    if (compiled.code !== 0) throw new Error(`tsc -p tsconfig.nodenext.json failed:\n${compiled.output}`);
    fresh();
    const { stdout } = await exec(process.execPath, ["main.mjs", server.url], app);
    const spec = parse(await readFile(join(root, "spec", "openapi.yaml"), "utf8"));
    const specPaths = Object.keys(spec.paths).length;
    expect(JSON.parse(stdout)).toEqual({ ...EXPECTED, openapi: "3.1.0", paths: specPaths });
    // The documentation's example of the bundled document states the same version and count.
    expect(codeBlocks().some((block) => block.code.includes(`// "${spec.info.version}" ${specPaths}`))).toBe(true);
    expect(requests()).toEqual(EXPECTED_REQUESTS);
  });

  mainRunOnly("bundled by esbuild for the browser, runs in Chromium against the same server", async () => {
    browserBundle = (await bundleOne({ absWorkingDir: app, entryPoints: ["src/browser.ts"], platform: "browser" }))
      .text;
    expect(browserBundle).toContain("/api/v1/batch/transactions");

    browser = await launchChromium({ width: 800, height: 600 });
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(server.url + "/");
    await page.waitForFunction(() => typeof window.runConsumer === "function");
    fresh();
    const outcome = await page.evaluate((url) => window.runConsumer(url), server.url);
    expect(outcome).toEqual(EXPECTED);
    expect(requests()).toEqual(EXPECTED_REQUESTS);
    expect(problems).toEqual([]);
  });
});
