// The reference's Changes page (scripts/build/changes.mjs), written by `npm run docs` from the git
// history of spec/ with the engine of `npm run review`. A repository made here in a temporary
// folder has three versions (1.0.0, 1.1.0 adding an operation, 2.0.0 with one breaking change in a
// schema two operations share) and an unreleased edit; the page is opened in Debian's Chromium
// offline. A shallow clone of it and a copy without git must build too, with a page that says why
// it lists nothing. The engine's wording is its own: only operations, marks and counts are checked.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type History, specHistory } from "../scripts/build/changes.mjs";
import { buildDocs, CHANGES_FILE } from "../scripts/build/docs.mjs";
import { type Browser, collectProblems, launchChromium } from "./helpers/chromium.js";
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
const createWidget = `  post:
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
  writeFileSync(
    join(dir, "spec/paths/widgets.yaml"),
    widgetList + (state.create ? createWidget.replace(/^ {2}/gm, "") : ""),
  );
  writeFileSync(join(dir, "spec/paths/widgets_{id}.yaml"), widgetOne(state.note));
  writeFileSync(join(dir, "spec/components/schemas/Widget.yaml"), widgetSchema(state.idType));
}

const commit = (message: string) => {
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", message);
};

let history: History;
let browser: Browser | undefined;

beforeAll(async () => {
  mkdirSync(repo);
  git(repo, "init", "-q");
  writeFileSync(join(repo, "README.md"), "fixture\n");
  commit("start without a spec");
  writeSpec(repo, { version: "1.0.0", create: false, idType: "string" });
  commit("1.0.0");
  writeSpec(repo, { version: "1.0.0", create: false, idType: "string", note: "A widget by its ID." });
  commit("a description, no new version");
  writeSpec(repo, { version: "1.1.0", create: true, idType: "string", note: "A widget by its ID." });
  commit("1.1.0: create widgets");
  writeSpec(repo, { version: "2.0.0", create: true, idType: "integer", note: "A widget by its ID." });
  commit("2.0.0: widget IDs are integers");
  // Unreleased: an edit in the working tree.
  writeSpec(repo, { version: "2.0.0", create: true, idType: "integer", note: "One widget, by its ID." });
  history = await specHistory({ spec: join(repo, "spec/openapi.yaml") });
  browser = await launchChromium();
}, SLOW);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const release = (version: string) => {
  const found = history.releases.find((r) => r.version === version);
  if (!found) throw new Error(`no section ${version}: ${history.releases.map((r) => r.version).join(", ")}`);
  return found;
};
const routes = (ops: Array<{ method: string; path: string }>) => ops.map((op) => `${op.method} ${op.path}`).sort();

describe("the Changes page's history", { timeout: SLOW }, () => {
  test("has one section per version, newest first, and the unreleased changes on top", () => {
    expect(history.state).toBe("ok");
    expect(history.releases.map((r) => [r.version, r.since])).toEqual([
      ["Unreleased", "2.0.0"],
      ["2.0.0", "1.1.0"],
      ["1.1.0", "1.0.0"],
      ["1.0.0", undefined],
    ]);
    expect(release("1.0.0").commit).toMatch(/^[0-9a-f]{12}$/);
    expect(history.releases.every((r) => r.refused.length === 0)).toBe(true);
  });

  test("lists the operations each version added, and the first version's as added", () => {
    expect(routes(release("1.0.0").added)).toEqual(["GET /widgets", "GET /widgets/{id}"]);
    expect(routes(release("1.1.0").added)).toEqual(["POST /widgets"]);
    expect(release("1.1.0").summary.major).toBe(0);
    for (const version of ["1.0.0", "1.1.0", "2.0.0", "Unreleased"]) expect(release(version).removed).toEqual([]);
    // The description edit of 1.0.0's own series is part of 1.1.0.
    expect(routes(release("1.1.0").changed.map((c) => c.operation))).toEqual(["GET /widgets/{id}"]);
  });

  test("marks the breaking change of 2.0.0 under both operations it reaches, and only there", () => {
    const v2 = release("2.0.0");
    expect(v2.added).toEqual([]);
    expect(v2.summary.major).toBeGreaterThanOrEqual(1);
    const breaking = v2.changed.filter((c) => c.changes.some((change) => change.breaking));
    expect(routes(breaking.map((c) => c.operation))).toEqual(["GET /widgets", "GET /widgets/{id}"]);
    for (const { operation, changes } of breaking) {
      expect(changes.filter((c) => c.breaking).every((c) => c.impact === "major" && c.reason.length > 0)).toBe(true);
      expect(changes.some((c) => c.at.startsWith(`${operation.method} ${operation.path} -> 200`))).toBe(true);
    }
    expect(routes(v2.changed.map((c) => c.operation))).not.toContain("POST /widgets");
  });

  test("shows the working tree's edit as unreleased, and nothing breaking", () => {
    const unreleased = release("Unreleased");
    expect(unreleased.summary.major).toBe(0);
    expect(routes(unreleased.changed.map((c) => c.operation))).toEqual(["GET /widgets/{id}"]);
  });
});

describe("the Changes page", { timeout: SLOW }, () => {
  test("is written beside the reference and linked from it, and reads offline under its policy", async () => {
    const out = join(scratch, "site", "index.html");
    await buildDocs({ spec: join(repo, "spec/openapi.yaml"), out });
    const html = readFileSync(join(scratch, "site", CHANGES_FILE), "utf8");
    expect(readFileSync(out, "utf8")).toContain(`](${CHANGES_FILE})`);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-/);

    const page = await browser!.context.newPage();
    const left: string[] = [];
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith("file:")) return route.continue();
      left.push(url);
      return route.abort();
    });
    const problems = collectProblems(page);
    await page.goto(pathToFileURL(join(scratch, "site", CHANGES_FILE)).href);
    const seen = await page.evaluate(() => ({
      versions: [...document.querySelectorAll<HTMLElement>("section[data-version]")].map((s) => s.dataset.version),
      breaking: [...document.querySelectorAll<HTMLElement>('[data-version="2.0.0"] [data-breaking]')].map(
        (el) => el.dataset.operation,
      ),
      marks: document.querySelectorAll('[data-version="2.0.0"] [data-breaking] .impact-major').length,
      added: [...document.querySelectorAll<HTMLElement>('[data-version="1.1.0"] [data-kind="added"]')].map(
        (el) => el.dataset.operation,
      ),
      text: document.querySelector<HTMLElement>('[data-version="2.0.0"]')?.innerText ?? "",
    }));
    expect(seen.versions).toEqual(["Unreleased", "2.0.0", "1.1.0", "1.0.0"]);
    expect(seen.breaking.sort()).toEqual(["GET /widgets", "GET /widgets/{id}"]);
    expect(seen.marks).toBeGreaterThanOrEqual(2);
    expect(seen.added).toEqual(["POST /widgets"]);
    // The mark reads as a word, however the page's style sets its letters.
    expect(seen.text).toMatch(/\bbreaking\b/i);
    // The link back leads to the reference.
    await page.click('a[href="index.html"]');
    await page.waitForFunction(() => document.documentElement.dataset.docsState === "ready", undefined, {
      timeout: STEP,
    });
    expect(left).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
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
      const spec = join(dir, "spec/openapi.yaml");
      const found = await specHistory({ spec });
      expect(found.state).toBe(state);
      expect(found.releases).toEqual([]);
      await buildDocs({ spec, out: join(dir, "site", "index.html") });
      const html = readFileSync(join(dir, "site", CHANGES_FILE), "utf8");
      expect(html).toContain(`data-state="${state}"`);
      expect(html).toMatch(words);
      expect(html).not.toContain("data-version=");
    }
  });
});
