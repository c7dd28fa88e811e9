// Opens the offline reference page (dist/docs/index.html) from disk in Debian's Chromium, with every
// request that is not a file: URL blocked and recorded, and checks what a reader sees.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GAP_NOTE_TITLE } from "../scripts/build/docs.mjs";
import { bundle, operations, ROOT as root } from "../scripts/lib/spec.mjs";
import { type Browser, collectProblems, launchChromium } from "./helpers/chromium.js";
import { SLOW, STEP } from "./helpers/time.js";

type Json = any;

const PAGE = join(root, "dist/docs/index.html");
const RESULTS = join(root, "test-results");

/** Text as the page shows it, for comparing with Markdown from the document. */
const plain = (s: string) => s.replace(/[`*]/g, "").replace(/\s+/g, " ").trim();

let doc: Json;
let browser: Browser | undefined;
let page: Page;
const leftThePage: string[] = [];
let problems: string[] = [];
let sections: Array<{ id: string; text: string }> = [];
let pageText = "";
let sidebar: string[] = [];
let firstSampleTabs: Array<{ id: string; tabs: string[] }> = [];

beforeAll(async () => {
  execFileSync(process.execPath, [join(root, "scripts/build/docs.mjs")], { cwd: root, stdio: "pipe" });
  doc = await bundle();

  browser = await launchChromium();
  const { context } = browser;
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

  page = context.pages()[0] ?? (await context.newPage());
  problems = collectProblems(page);

  await page.goto(pathToFileURL(PAGE).href);
  await page.waitForFunction(() => document.documentElement.dataset.docsState !== "loading", undefined, {
    timeout: STEP,
  });
  expect(await page.evaluate(() => document.documentElement.dataset.docsState)).toBe("ready");

  // innerText holds only what is rendered (not hidden by CSS), and a section that is not rendered
  // at all counts as empty, so every check below is about text a reader can see.
  sections = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-section-id^="operation/"]')].map((el) => ({
      id: el.dataset.sectionId ?? "",
      text: el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ? el.innerText : "",
    })),
  );
  pageText = await page.evaluate(() => document.getElementById("redoc")?.innerText ?? "");
  // The sidebar's entries, and per operation the tabs of its response samples in the order shown.
  sidebar = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".menu-content label")].map((el) => el.innerText.trim()),
  );
  firstSampleTabs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-section-id^="operation/"]')].map((el) => {
      const heading = [...el.querySelectorAll<HTMLElement>("h3")].find((h) => /Response samples/i.test(h.innerText));
      const tabs = heading?.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
      return { id: el.dataset.sectionId ?? "", tabs: [...tabs].map((t) => t.innerText.trim()) };
    }),
  );

  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, "docs.png") });
}, SLOW);

afterAll(async () => {
  await browser?.close();
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
    const wanted = ["Authorizations:", "oauth2", "apiKey", "Path parameters", "transaction_id", "Header parameters"];
    wanted.push("Service-User", "Request Body schema", "tracking_code", "Request samples", "Response samples");
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
    await page.evaluate(() => {
      location.hash = "operation/trackTransaction";
    });
    // Scrolled there: the operation's section reaches the top of the viewport.
    await page.waitForFunction(
      () => {
        const box = document.querySelector('[data-section-id="operation/trackTransaction"]')?.getBoundingClientRect();
        return box !== undefined && box.top < 200 && box.bottom > 0;
      },
      undefined,
      { timeout: STEP },
    );
    await page.screenshot({ path: join(RESULTS, "docs-operation.png") });
    expect(problems).toEqual([]);
    expect(leftThePage).toEqual([]);
  });
});
