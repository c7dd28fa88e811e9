// The reference's Changes page (scripts/build/changes.mjs), written by `npm run docs` from the git
// history of spec/ with the engine of `npm run review`. Repositories made here in temporary folders:
// one with three versions (1.0.0, 1.1.0 adding an operation, 2.0.0 with one breaking change in a
// schema two operations share) and an unreleased edit; four whose version 0.3.0 cannot be read (a
// `$ref` to a missing file, files `export-ignore` leaves out, a root that is not OpenAPI, Swagger
// 2.0), fixed in 0.3.1. Comparisons are kept by content in a cache folder each test gives; the
// counts of comparisons run and reused are checked, never a time. The pages are opened in Debian's
// Chromium offline, each check in a fresh context. The engine's wording is its own: only
// operations, marks, counts and the reasons' key words are checked.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { entryListing, type History, listChanges, specHistory } from "../scripts/build/changes.mjs";
import { buildDocs, CHANGES_FILE, docs } from "../scripts/build/docs.mjs";
import { CHROMIUM_FLAGS } from "../scripts/lib/chromium.mjs";
import { collectProblems } from "./helpers/chromium.js";
import { openOperation, settled } from "./helpers/reference.js";
import { SLOW, STEP } from "./helpers/time.js";

const scratch = mkdtempSync(join(tmpdir(), "docs-changes-"));
const repo = join(scratch, "repo");
const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.invalid",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.invalid",
  GIT_CONFIG_NOSYSTEM: "1",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: ENV, stdio: "pipe", encoding: "utf8" });
const commitAll = (cwd: string, message: string) => {
  git(cwd, "add", "-A");
  git(cwd, "commit", "-q", "-m", message);
};
let caches = 0;
/** A cache folder no other test uses. */
const newCache = () => join(scratch, `cache-${++caches}`);

const widgetList = `get:
  operationId: listWidgets
  summary: List widgets
  security: []
  responses:
    "200":
      description: The widgets.
      content:
        application/json:
          schema:
            type: array
            items:
              $ref: ../components/schemas/Widget.yaml
`;
const widgetOne = (description = "") => `get:
  operationId: getWidget
  summary: Get a widget${description && `\n  description: ${description}`}
  security: []
  parameters:
    - name: id
      in: path
      required: true
      schema:
        type: string
  responses:
    "200":
      description: One widget.
      content:
        application/json:
          schema:
            $ref: ../components/schemas/Widget.yaml
`;
const createWidget = `post:
  operationId: createWidget
  summary: Create a widget
  security: []
  responses:
    "204":
      description: Created.
`;
const root = (version: string) => `openapi: 3.1.0
info:
  title: Widgets
  version: ${version}
servers:
  - url: https://widgets.invalid
paths:
  /widgets:
    $ref: ./paths/widgets.yaml
  /widgets/{id}:
    $ref: ./paths/widgets_{id}.yaml
`;
const widgetSchema = (idType: string) => `type: object
required: [id, name]
properties:
  id:
    type: ${idType}
  name:
    type: string
`;

/** Writes the spec folder of one state of the fixture. */
function writeSpec(dir: string, state: { version: string; create: boolean; idType: string; note?: string }) {
  mkdirSync(join(dir, "spec/paths"), { recursive: true });
  mkdirSync(join(dir, "spec/components/schemas"), { recursive: true });
  writeFileSync(join(dir, "spec/openapi.yaml"), root(state.version));
  writeFileSync(join(dir, "spec/paths/widgets.yaml"), widgetList + (state.create ? createWidget : ""));
  writeFileSync(join(dir, "spec/paths/widgets_{id}.yaml"), widgetOne(state.note));
  writeFileSync(join(dir, "spec/components/schemas/Widget.yaml"), widgetSchema(state.idType));
}

const spec = join(repo, "spec/openapi.yaml");
const firstCache = newCache();
let history: History;
let browser: Browser | undefined;

beforeAll(async () => {
  mkdirSync(repo);
  git(repo, "init", "-q");
  writeFileSync(join(repo, "README.md"), "fixture\n");
  commitAll(repo, "start without a spec");
  writeSpec(repo, { version: "1.0.0", create: false, idType: "string" });
  commitAll(repo, "1.0.0");
  writeSpec(repo, { version: "1.0.0", create: false, idType: "string", note: "A widget by its ID." });
  commitAll(repo, "a description, no new version");
  writeSpec(repo, { version: "1.1.0", create: true, idType: "string", note: "A widget by its ID." });
  commitAll(repo, "1.1.0: create widgets");
  writeSpec(repo, { version: "2.0.0", create: true, idType: "integer", note: "A widget by its ID." });
  commitAll(repo, "2.0.0: widget IDs are integers");
  // Unreleased: an edit in the working tree.
  writeSpec(repo, { version: "2.0.0", create: true, idType: "integer", note: "One widget, by its ID." });
  history = await specHistory({ spec, cache: firstCache });
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS, timeout: STEP });
}, SLOW);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const release = (found: History, version: string) => {
  const r = found.releases.find((x) => x.version === version);
  if (!r) throw new Error(`no section ${version}: ${found.releases.map((x) => x.version).join(", ")}`);
  return r;
};
const routes = (ops: Array<{ method: string; path: string }>) => ops.map((op) => `${op.method} ${op.path}`).sort();
const breaking = (changes: Array<{ impact: string }>) => changes.some((c) => c.impact === "major");

/** A new browser context (no storage) with `url` open, in the system theme given. */
async function open(url: string, theme: "light" | "dark" = "light"): Promise<{ page: Page; left: string[] }> {
  const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: theme });
  context.setDefaultTimeout(STEP);
  const left: string[] = [];
  await context.route("**/*", (route) => {
    const address = route.request().url();
    if (address.startsWith("file:")) return route.continue();
    left.push(address);
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(url);
  return { page, left };
}

describe("the Changes page's history", { timeout: SLOW }, () => {
  test("has one section per version, newest first, and the unreleased changes on top", () => {
    expect(history.state).toBe("ok");
    expect(history.releases.map((r) => [r.version, r.since])).toEqual([
      ["Unreleased", "2.0.0"],
      ["2.0.0", "1.1.0"],
      ["1.1.0", "1.0.0"],
      ["1.0.0", undefined],
    ]);
    expect(release(history, "1.0.0").commit).toMatch(/^[0-9a-f]{12}$/);
    expect(history.releases.every((r) => r.refused.length === 0)).toBe(true);
    expect([history.compared, history.reused]).toEqual([4, 0]);
  });

  test("lists the operations each version added, and the first version's as added", () => {
    expect(routes(release(history, "1.0.0").added)).toEqual(["GET /widgets", "GET /widgets/{id}"]);
    expect(routes(release(history, "1.1.0").added)).toEqual(["POST /widgets"]);
    expect(release(history, "1.1.0").summary.major).toBe(0);
    for (const version of ["1.0.0", "1.1.0", "2.0.0", "Unreleased"]) {
      expect(release(history, version).removed).toEqual([]);
    }
    // The description edit of 1.0.0's own series is part of 1.1.0.
    expect(routes(release(history, "1.1.0").changed.map((c) => c.operation))).toEqual(["GET /widgets/{id}"]);
  });

  test("marks the breaking change of 2.0.0 under both operations it reaches, and only there", () => {
    const v2 = release(history, "2.0.0");
    expect(v2.added).toEqual([]);
    expect(v2.summary.major).toBeGreaterThanOrEqual(1);
    const broken = v2.changed.filter((c) => breaking(c.changes));
    expect(routes(broken.map((c) => c.operation))).toEqual(["GET /widgets", "GET /widgets/{id}"]);
    for (const { operation, changes } of broken) {
      expect(changes.filter((c) => c.impact === "major").every((c) => c.reason.length > 0)).toBe(true);
      expect(changes.some((c) => c.at.startsWith(`${operation.method} ${operation.path} -> 200`))).toBe(true);
    }
    expect(routes(v2.changed.map((c) => c.operation))).not.toContain("POST /widgets");
  });

  test("shows the working tree's edit as unreleased, and nothing breaking", () => {
    const unreleased = release(history, "Unreleased");
    expect(unreleased.summary.major).toBe(0);
    expect(routes(unreleased.changed.map((c) => c.operation))).toEqual(["GET /widgets/{id}"]);
  });

  test("lists a change once under each operation it reaches, and none under one added or removed", () => {
    const reached = (method: string, path: string, at = "x") => ({ method, path, operationId: `${method}${path}`, at });
    const item = (impact: "major" | "patch", reason: string, operations: ReturnType<typeof reached>[]) => ({
      impact,
      kind: "modified",
      rules: [],
      reason,
      ruleMessages: [],
      written: "spec/x.yaml:1",
      operations,
    });
    const listing = listChanges({
      refused: [],
      changes: {
        summary: { major: 1, minor: 0, patch: 1 },
        decision: "**Passes**",
        items: [
          item("major", "Said once, reaching two.", [reached("GET", "/a"), reached("GET", "/b")]),
          // The same change reaching /a by the same way again, and a new operation.
          item("major", "Said once, reaching two.", [reached("GET", "/a"), reached("POST", "/new")]),
          item("patch", "Said twice, in two places.", [reached("GET", "/a", "y"), reached("GET", "/a", "z")]),
        ],
      },
      operations: { added: [reached("POST", "/new")], removed: [] },
    } as unknown as Parameters<typeof listChanges>[0]);
    expect(listing.decision).toBe("Passes");
    expect(listing.changed.map((e) => [e.operation.path, e.changes.map((c) => `${c.at} ${c.reason}`)])).toEqual([
      ["/a", ["x Said once, reaching two.", "y Said twice, in two places.", "z Said twice, in two places."]],
      ["/b", ["x Said once, reaching two."]],
    ]);
  });
});

describe("comparisons kept by content", { timeout: SLOW }, () => {
  test("a second build compares nothing and lists the same", async () => {
    const again = await specHistory({ spec, cache: firstCache });
    expect([again.compared, again.reused]).toEqual([0, 4]);
    expect(again.releases).toEqual(history.releases);
  });

  test("a history rewritten to the same content is not compared again; a new edit is, alone", async () => {
    const clone = join(scratch, "clone");
    git(scratch, "clone", "-q", pathToFileURL(repo).href, clone);
    // New commits, same content: the last version's commit with another message.
    git(clone, "commit", "-q", "--amend", "-m", "2.0.0, said differently");
    const cache = newCache();
    cpSync(firstCache, cache, { recursive: true });
    const cloned = await specHistory({ spec: join(clone, "spec/openapi.yaml"), cache });
    expect(cloned.releases.map((r) => r.version)).toEqual(["2.0.0", "1.1.0", "1.0.0"]);
    expect([cloned.compared, cloned.reused]).toEqual([0, 3]);
    writeSpec(clone, { version: "2.0.0", create: true, idType: "integer", note: "Edited in the clone." });
    const edited = await specHistory({ spec: join(clone, "spec/openapi.yaml"), cache });
    expect([edited.compared, edited.reused]).toEqual([1, 3]);
    expect(release(edited, "Unreleased").changed.map((c) => c.operation.path)).toEqual(["/widgets/{id}"]);
  });

  test("an entry that is not JSON, has another shape, sits under another key, is huge or not a file is computed again", async () => {
    const cache = newCache();
    cpSync(firstCache, cache, { recursive: true });
    const [first, second, third, fourth] = readdirSync(cache).sort();
    expect(fourth).toMatch(/^[0-9a-f]{64}\.json$/);
    const valid = JSON.parse(readFileSync(join(cache, fourth!), "utf8"));
    writeFileSync(join(cache, first!), '{"format": 1, "key": ');
    writeFileSync(join(cache, second!), JSON.stringify({ ...valid, listing: { ...valid.listing, refused: "no" } }));
    writeFileSync(join(cache, third!), JSON.stringify(valid)); // the fourth's entry, under the third's name
    const found = await specHistory({ spec, cache });
    expect([found.compared, found.reused]).toEqual([3, 1]);
    // A pipe nothing writes to would hold a reader forever; a file past the limit is not read (a
    // sparse 40 MiB file costs no disk).
    rmSync(join(cache, first!));
    execFileSync("mkfifo", [join(cache, first!)]);
    truncateSync(join(cache, second!), 40 * 1024 * 1024);
    expect((await specHistory({ spec, cache })).compared).toBe(2);
    expect(found.releases).toEqual(history.releases);
    // Each is written again, sound: a third build compares nothing.
    expect((await specHistory({ spec, cache })).compared).toBe(0);
  });

  test("whatever a well-formed entry holds, the page shows it as text, and the facts of git stay git's", async () => {
    const cache = newCache();
    cpSync(firstCache, cache, { recursive: true });
    const hostile = '<img src=x onerror="document.title=1"><script>document.title=2</script>';
    for (const name of readdirSync(cache)) {
      const entry = JSON.parse(readFileSync(join(cache, name), "utf8"));
      entry.listing.decision = `Passes ${hostile}`;
      entry.listing.version = "9.9.9";
      entry.listing.since = "evil";
      for (const e of entry.listing.changed) e.changes.push({ impact: "major", at: hostile, reason: hostile });
      expect(entryListing(entry, entry.key)).toBeDefined();
      writeFileSync(join(cache, name), JSON.stringify(entry));
    }
    const site = join(scratch, "hostile-site");
    await buildDocs({ spec, out: join(site, "index.html"), cache });
    const html = readFileSync(join(site, CHANGES_FILE), "utf8");
    expect(html).not.toMatch(/<img|<script>document/);
    expect(html).not.toContain("9.9.9");
    const { page, left } = await open(pathToFileURL(join(site, CHANGES_FILE)).href);
    const problems = collectProblems(page);
    await page.reload();
    expect(await page.title()).toBe("Widgets: changes");
    expect(await page.locator('[data-version="2.0.0"] .decision').innerText()).toContain("<script>");
    expect(await page.locator("img").count()).toBe(0);
    expect(await page.evaluate(() => [...document.querySelectorAll("section")].map((s) => s.dataset.version))).toEqual([
      "Unreleased",
      "2.0.0",
      "1.1.0",
      "1.0.0",
    ]);
    expect(left).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("the Changes page", { timeout: SLOW }, () => {
  const site = join(scratch, "site");
  const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

  beforeAll(async () => {
    const built = await buildDocs({ spec, out: join(site, "index.html"), cache: firstCache });
    expect(built.compared).toBe(0);
  }, SLOW);

  for (const theme of ["light", "dark"] as const) {
    test(`${theme}: each version opens with its summary, then operations, breaking changes first`, async () => {
      const html = readFileSync(join(site, CHANGES_FILE), "utf8");
      expect(html).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-/,
      );
      const { page, left } = await open(pathToFileURL(join(site, CHANGES_FILE)).href, theme);
      const problems = collectProblems(page);
      const seen = await page.evaluate(() => {
        const v2 = document.querySelector<HTMLElement>('[data-version="2.0.0"]')!;
        const entries = [...v2.querySelectorAll<HTMLElement>(".operation")];
        return {
          versions: [...document.querySelectorAll<HTMLElement>("section[data-version]")].map((s) => s.dataset.version),
          firstAfterMeta: v2.querySelector(".meta")?.nextElementSibling?.className,
          summary: v2.querySelector<HTMLElement>(".summary")?.innerText ?? "",
          breaking: entries.filter((e) => e.hasAttribute("data-breaking")).map((e) => e.dataset.operation),
          // Within each entry: breaking lines before any other, patch-level lines folded and closed.
          order: entries.map((e) => [...e.querySelectorAll<HTMLElement>("li.change")].map((li) => li.dataset.impact)),
          repeats: entries.filter((e) => {
            const lines = [...e.querySelectorAll("li.change")].map((li) => li.textContent);
            return new Set(lines).size !== lines.length;
          }).length,
          patch: [...document.querySelectorAll<HTMLElement>('li.change[data-impact="patch"]')].map((li) =>
            li.checkVisibility(),
          ),
          links: [...v2.querySelectorAll<HTMLAnchorElement>(".operation h4 a")].map((a) => a.getAttribute("href")),
          added: [...document.querySelectorAll<HTMLElement>('[data-version="1.1.0"] [data-kind="added"]')].map(
            (el) => el.dataset.operation,
          ),
          background: getComputedStyle(document.body).backgroundColor,
          font: getComputedStyle(document.body).fontFamily,
        };
      });
      expect(seen.versions).toEqual(["Unreleased", "2.0.0", "1.1.0", "1.0.0"]);
      expect(seen.firstAfterMeta).toBe("summary");
      expect(seen.summary).toMatch(/\d+ breaking/);
      expect(seen.summary).toMatch(/2 operations break: GET \/widgets, GET \/widgets\/\{id\}/);
      expect(seen.breaking.sort()).toEqual(["GET /widgets", "GET /widgets/{id}"]);
      for (const impacts of seen.order) {
        const lastBreaking = impacts.lastIndexOf("major");
        expect(impacts.slice(0, lastBreaking + 1).every((i) => i === "major")).toBe(true);
      }
      expect(seen.repeats).toBe(0);
      expect(seen.patch.length).toBeGreaterThan(0);
      expect(seen.patch).not.toContain(true);
      expect(seen.links.sort()).toEqual(["index.html#operation/getWidget", "index.html#operation/listWidgets"]);
      expect(seen.added).toEqual(["POST /widgets"]);
      // The reference's own background for the theme (Redoc's), and its type.
      expect(seen.background).toBe(theme === "dark" ? "rgb(34, 36, 43)" : "rgb(255, 255, 255)");
      expect(seen.font).toMatch(/system-ui/);

      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
        const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } });
        return result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
      expect(violations).toEqual([]);
      expect(left).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  test("an operation of the reference links the versions that changed it to their entries", async () => {
    const { page, left } = await open(pathToFileURL(join(site, "index.html")).href);
    expect(await settled(page)).toBe("ready");
    /** The line naming the versions, at the operation getWidget. */
    const versionsLine = async () => {
      const section = await openOperation(page, "getWidget", "GET /widgets/{id}");
      const id = await section.getAttribute("id");
      return page.locator(`[id="${id}"] p`, { hasText: "Versions:" });
    };
    expect((await (await versionsLine()).innerText()).replace(/\s+/g, " ")).toBe(
      "Versions: changed in Unreleased, 2.0.0 (breaking), 1.1.0; added in 1.0.0.",
    );
    // Unreleased changed only a description of it: its entry is folded among the patch-level ones.
    for (const [version, id] of [
      ["2.0.0", "version-2.0.0/getWidget"],
      ["Unreleased", "unreleased/getWidget"],
    ] as const) {
      await (await versionsLine()).getByRole("link", { name: version, exact: true }).click();
      await page.waitForURL(/changes\.html#/);
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
      const target = page.locator(`[id="${id}"]`);
      await expect.poll(() => target.evaluate((el) => el.checkVisibility())).toBe(true);
      await page.goBack();
      expect(await settled(page)).toBe("ready");
    }
    expect(left).toEqual([]);
    await page.context().close();
  });

  test("a shallow clone and a copy without git build, and the page says why it lists nothing", async () => {
    const shallow = join(scratch, "shallow");
    git(scratch, "clone", "-q", "--depth", "1", pathToFileURL(repo).href, shallow);
    const copy = join(scratch, "copy");
    cpSync(join(repo, "spec"), join(copy, "spec"), { recursive: true });
    for (const [dir, state, words] of [
      [shallow, "shallow", /shallow/],
      [copy, "no-git", /no git history/],
    ] as const) {
      const root = join(dir, "spec/openapi.yaml");
      const found = await specHistory({ spec: root, cache: newCache() });
      expect(found.state).toBe(state);
      expect(found.releases).toEqual([]);
      await buildDocs({ spec: root, out: join(dir, "site", "index.html"), cache: newCache() });
      const html = readFileSync(join(dir, "site", CHANGES_FILE), "utf8");
      expect(html).toContain(`data-state="${state}"`);
      expect(html).toMatch(words);
      expect(html).not.toContain("data-version=");
    }
  });
});

/** The four histories whose 0.3.0 cannot be read: what breaks it, and what its reason must name. */
const UNREADABLE = {
  "a $ref to a missing file": {
    reason: /paths\/missing\.yaml/,
    break: (dir: string) =>
      writeFileSync(
        join(dir, "spec/openapi.yaml"),
        smallRoot("0.3.0").replace("./paths/w.yaml", "./paths/missing.yaml"),
      ),
  },
  "export-ignore leaving out referenced files": {
    reason: /spec\/paths\/w\.yaml is in the commit, but .*export-ignore/,
    break: (dir: string) => {
      writeFileSync(join(dir, ".gitattributes"), "spec/paths/** export-ignore\n");
      writeFileSync(join(dir, "spec/openapi.yaml"), smallRoot("0.3.0"));
    },
  },
  "a root that is not OpenAPI": {
    reason: /not an OpenAPI document/,
    break: (dir: string) =>
      writeFileSync(
        join(dir, "spec/openapi.yaml"),
        "asyncapi: 2.6.0\ninfo:\n  title: W\n  version: 0.3.0\nchannels: {}\n",
      ),
  },
  "a Swagger 2.0 file": {
    reason: /Swagger 2\.0/,
    break: (dir: string) =>
      writeFileSync(
        join(dir, "spec/openapi.yaml"),
        'swagger: "2.0"\ninfo:\n  title: W\n  version: 0.3.0\npaths:\n  /w:\n    get:\n      responses:\n        "200":\n          description: ok\n',
      ),
  },
};
function smallRoot(version: string) {
  return `openapi: 3.1.0\ninfo:\n  title: W\n  version: ${version}\npaths:\n  /w:\n    $ref: ./paths/w.yaml\n`;
}

describe("history that cannot be read never stops the build", { timeout: SLOW }, () => {
  for (const [name, { reason, break: breakIt }] of Object.entries(UNREADABLE)) {
    test(`${name}: 0.3.0 is listed as not compared, with the reason, and both pages are written`, async () => {
      const dir = mkdtempSync(join(scratch, "unreadable-"));
      git(dir, "init", "-q");
      mkdirSync(join(dir, "spec/paths"), { recursive: true });
      const operation =
        'get:\n  operationId: listW\n  summary: List\n  security: []\n  responses:\n    "200":\n      description: ok\n';
      writeFileSync(join(dir, "spec/paths/w.yaml"), operation);
      writeFileSync(join(dir, "spec/openapi.yaml"), smallRoot("0.2.0"));
      commitAll(dir, "0.2.0");
      breakIt(dir);
      commitAll(dir, "0.3.0");
      rmSync(join(dir, ".gitattributes"), { force: true });
      writeFileSync(join(dir, "spec/openapi.yaml"), smallRoot("0.3.1"));
      commitAll(dir, "0.3.1: fixed");

      const cache = newCache();
      const out = join(dir, "site", "index.html");
      const said: string[] = [];
      const code = await docs({ spec: join(dir, "spec/openapi.yaml"), out, cache, say: (line) => said.push(line) });
      expect(code).toBe(0);
      expect(existsSync(out) && existsSync(join(dir, "site", CHANGES_FILE))).toBe(true);
      const found = await specHistory({ spec: join(dir, "spec/openapi.yaml"), cache });
      expect(found.releases.map((r) => [r.version, r.since, r.refused.length])).toEqual([
        ["0.3.1", "0.2.0", 0],
        ["0.3.0", "0.2.0", 1],
        ["0.2.0", undefined, 0],
      ]);
      expect(release(found, "0.3.0").refused.join("\n")).toMatch(reason);
      // No temporary folder in the reason: paths as the repository names them.
      expect(release(found, "0.3.0").refused.join("\n")).not.toContain(tmpdir());
      // The reason depends on the content alone: kept, like the comparisons.
      expect([found.compared, found.reused]).toEqual([0, 3]);

      const { page, left } = await open(pathToFileURL(join(dir, "site", CHANGES_FILE)).href);
      const box = page.locator('[data-version="0.3.0"] [data-refused]');
      expect(await box.innerText()).toMatch(/Not compared/);
      expect(await box.innerText()).toMatch(reason);
      expect(left).toEqual([]);
      await page.context().close();
    });
  }
});
