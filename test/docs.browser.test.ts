// Opens the offline reference page, as `npm run docs` builds it (written here to a folder of the
// test's own), from disk in Debian's Chromium, with every request that is not a file: URL blocked
// and recorded, and checks what a reader sees: the overview,
// and every operation as Redoc draws it (each group under its own address, each operation once it
// is scrolled to; test/helpers/reference.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildPage, CHANGES_FILE, GAP_NOTE_TITLE } from "../scripts/build/docs.mjs";
import { operations, ROOT as root } from "../scripts/lib/spec.mjs";
import { collectProblems, useChromium } from "./helpers/chromium.js";
import { eachOperation, openOperation, settled } from "./helpers/reference.js";
import { SLOW, STEP } from "./helpers/time.js";

type Json = any;

const scratch = mkdtempSync(join(tmpdir(), "docs-page-"));
const PAGE = join(scratch, "index.html");
const RESULTS = join(root, "test-results");

/** Text as the page shows it, for comparing with Markdown from the document. */
const plain = (s: string) => s.replace(/[`*]/g, "").replace(/\s+/g, " ").trim();

let doc: Json;
const chromium = useChromium();
const leftThePage: string[] = [];
let problems: string[] = [];
const sections: Array<{ id: string; text: string }> = [];
let pageText = "";
let sidebar: string[] = [];
const firstSampleTabs: Array<{ id: string; tabs: string[] }> = [];

beforeAll(async () => {
  // The page as `npm run docs` makes it, links included; the Changes page it links to, which
  // reviews the spec's history, is not read here and not built.
  const built = await buildPage({ repository: "../../", changes: CHANGES_FILE });
  writeFileSync(PAGE, built.html);
  doc = built.bundled;

  // One visit of the page, in a context of its own: the tests below read what it saw.
  const page = await offline();
  problems = collectProblems(page);
  await page.goto(pathToFileURL(PAGE).href);
  expect(await settled(page)).toBe("ready");

  // innerText holds only what is rendered (not hidden by CSS), so every check below is about text
  // a reader can see.
  pageText = await page.evaluate(() => document.getElementById("redoc")?.innerText ?? "");
  sidebar = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="menu-item-label"]')].map((el) => el.innerText.trim()),
  );
  const idOf = new Map(operations(doc).map((e) => [`${e.method.toUpperCase()} ${e.path}`, e.operation.operationId]));
  await eachOperation(page, async (section, route) => {
    const id = idOf.get(route) ?? route;
    const seen = await section.evaluate((el: HTMLElement) => ({
      text: el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ? el.innerText : "",
      // The response tabs in the order shown; the first is the one the samples open on.
      tabs: [...el.querySelectorAll<HTMLElement>('[aria-label="Response status"] [role="tab"]')].map((t) =>
        t.innerText.trim(),
      ),
    }));
    sections.push({ id: `operation/${id}`, text: seen.text });
    firstSampleTabs.push({ id: `operation/${id}`, tabs: seen.tabs });
  });
  await page.evaluate(() => {
    location.hash = "#/";
  });

  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, "docs.png") });
}, SLOW);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A new page in a context of its own, every request that is not a file: URL blocked and recorded. */
const offline = () =>
  chromium.newPage(undefined, async (context: BrowserContext) => {
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith("file:")) return route.continue();
      leftThePage.push(url);
      return route.abort();
    });
    context.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("file:") && !leftThePage.includes(url)) leftThePage.push(url);
    });
  });

describe("offline reference page", () => {
  test("renders every operation of the document with its method and path", () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(0);
    expect(sections).toHaveLength(ops.length);
    const missing: string[] = [];
    for (const { method, path, operation: op } of ops) {
      const section = sections.find((s) => s.id === `operation/${op.operationId}`);
      if (!section || !section.text.includes(path) || !section.text.toUpperCase().includes(method.toUpperCase())) {
        missing.push(`${method.toUpperCase()} ${path} (${op.operationId})`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("loads nothing from the network and logs no error", () => {
    expect(leftThePage).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("shows parameters, security and examples of an operation", () => {
    const track = sections.find((s) => s.id === "operation/trackTransaction");
    expect(track, "operation trackTransaction").toBeDefined();
    const text = plain(track?.text ?? "");
    const wanted = ["Security", "oauth2", "apiKey", "Path", "transaction_id", "Headers", "Service-User"];
    wanted.push("Body", "application/json", "tracking_code", "Responses", "200", "400");
    expect(wanted.filter((w) => !text.toLowerCase().includes(w.toLowerCase()))).toEqual([]);
  });

  test("explains every security scheme and every OAuth2 scope", () => {
    const text = plain(pageText);
    const schemes = Object.entries<Json>(doc.components?.securitySchemes ?? {});
    expect(schemes.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [name, scheme] of schemes) {
      if (!text.includes(name)) missing.push(`scheme ${name}`);
      if (typeof scheme.description !== "string") missing.push(`description of ${name} (none in the document)`);
      else if (!text.includes(plain(scheme.description).slice(0, 80))) missing.push(`description of ${name}`);
      for (const flow of Object.values<Json>(scheme.flows ?? {})) {
        for (const [scope, about] of Object.entries<string>(flow.scopes ?? {})) {
          if (!text.includes(`${scope} - ${plain(about).slice(0, 40)}`)) missing.push(`scope ${scope}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test("marks every operation that carries x-gaps with a visible note", () => {
    const unmarked = operations(doc)
      .filter(({ operation: op }) => Array.isArray(op["x-gaps"]) && op["x-gaps"].length > 0)
      .filter(
        ({ operation: op }) =>
          !sections.find((s) => s.id === `operation/${op.operationId}`)?.text.includes(GAP_NOTE_TITLE),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(unmarked).toEqual([]);
    expect(pageText.includes(`${GAP_NOTE_TITLE}:`), "gap notes in the page").toBe(true);
  });

  test("the sidebar has one entry for what the description does not state", () => {
    expect(sidebar.length).toBeGreaterThan(10);
    const entries = sidebar.filter((label) => /not stated/i.test(label));
    expect(entries).toEqual([GAP_NOTE_TITLE]);
  });

  test("response samples open on the success example, for 2XX and 200 operations alike", () => {
    const ops = operations(doc);
    const wildcard = ops.filter(({ operation: op }) => "2XX" in (op.responses ?? {}));
    expect(wildcard.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { operation: op, method, path } of ops) {
      const found = firstSampleTabs.find((s) => s.id === `operation/${op.operationId}`);
      if (!found || found.tabs.length === 0) {
        wrong.push(`${method} ${path}: no response samples`);
        continue;
      }
      if (!/^2/.test(found.tabs[0] ?? ""))
        wrong.push(`${method} ${path}: opens on ${found.tabs[0]} (${found.tabs.join(", ")})`);
      // The error samples are still there, after the success.
      if (!found.tabs.includes("400")) wrong.push(`${method} ${path}: no 400 sample`);
    }
    expect(wrong).toEqual([]);
  });

  test("screenshot of an operation for review", async () => {
    const page = await offline();
    const problems = collectProblems(page);
    await page.goto(pathToFileURL(PAGE).href);
    expect(await settled(page)).toBe("ready");
    const section = await openOperation(page, "trackTransaction", "POST /api/v1/transactions/{transaction_id}/track");
    // Scrolled there: the operation's section reaches the top of the viewport.
    await page.waitForFunction(
      (el) => {
        const box = el.getBoundingClientRect();
        return box.top < 200 && box.bottom > 0;
      },
      section,
      { timeout: STEP },
    );
    await page.screenshot({ path: join(RESULTS, "docs-operation.png") });
    expect(problems).toEqual([]);
    expect(leftThePage).toEqual([]);
  });
});
