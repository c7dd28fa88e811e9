// The live preview (`npm run docs:preview`) in a real browser: Debian's Chromium opens the preview of
// a temporary copy of spec/, the test edits a path file, and the open page must reload by itself
// (EventSource and location.reload under the page's Content-Security-Policy) and show the edit; a
// broken edit must leave the page in place with the failure banner on top.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseDocument } from "yaml";
import { ROOT } from "../scripts/lib/spec.mjs";
import { collectProblems, useChromium } from "./helpers/chromium.js";
import { type Preview, startPreview, waitFor as poll } from "./helpers/preview.js";
import { SLOW, STEP } from "./helpers/time.js";

const OPERATION = "trackTransaction";

let dir = "";
let preview: Preview | undefined;
let base = "";
let pathFile = "";
const chromium = useChromium();
const elsewhere: string[] = []; // what the test's page asked of any other origin
let streamsOpened = 0; // requests the test's page made for the reload stream

interface Status {
  version: number;
  building: boolean;
  error: string | null;
  clients: number;
}
/** Waits (at most STEP), showing the end of the preview's output if that is not enough. */
const waitFor = <T>(what: string, check: () => T | undefined | Promise<T | undefined>) =>
  poll(what, check, STEP, () => preview?.output().slice(-2000) ?? "");

const status = async (): Promise<Status> => (await fetch(`${base}__status`)).json() as Promise<Status>;

/** The path file of the copy that holds the operation. */
function findPathFile(folder: string): string {
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (
      name.endsWith(".yaml") &&
      new RegExp(`^\\s*operationId:\\s*${OPERATION}\\s*$`, "m").test(readFileSync(file, "utf8"))
    ) {
      return file;
    }
  }
  throw new Error(`no path file of ${folder} holds operation ${OPERATION}`);
}

/** Gives the operation a new summary, leaving the rest of the file as it is. */
function setSummary(summary: string): void {
  const yaml = parseDocument(readFileSync(pathFile, "utf8"));
  const item = yaml.toJS() as Record<string, { operationId?: string }>;
  const method = Object.keys(item).find((m) => item[m]?.operationId === OPERATION);
  if (!method) throw new Error(`${pathFile} has no operation ${OPERATION}`);
  yaml.setIn([method, "summary"], summary);
  writeFileSync(pathFile, yaml.toString());
}

/**
 * Text of the operation's section as the reader sees it ("" while it is not drawn). The page is
 * opened at the operation's link (`#operation/<id>`), which Redoc turns into the address of the
 * operation's section, and keeps across a reload.
 */
const visibleSection = (p: Page) =>
  p.evaluate(() => {
    const id = decodeURIComponent(location.hash.slice(2)).split("#")[0] ?? "";
    const section = document.getElementById(id);
    return section?.dataset.itemKind === "httpItem" && section.checkVisibility() ? section.innerText : "";
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "docs-preview-browser-"));
  cpSync(join(ROOT, "spec"), dir, { recursive: true });
  pathFile = findPathFile(join(dir, "paths"));

  preview = await startPreview(join(dir, "openapi.yaml"));
  base = preview.base;
  const first = await status();
  expect(first.error, "the copy of spec/ builds").toBeNull();
}, SLOW);

/**
 * Opens the preview at the operation in a new context (only the preview itself may be asked for
 * anything), and resolves once the operation is drawn and the page listens for reloads.
 */
async function openPreview(): Promise<{ page: Page; problems: string[] }> {
  const origin = new URL(base).origin;
  streamsOpened = 0;
  elsewhere.length = 0;
  const page = await chromium.newPage(undefined, (context) =>
    context.route("**/*", (route) => {
      const url = route.request().url();
      if (url === `${origin}/__events`) streamsOpened++;
      if (url.startsWith(`${origin}/`)) return route.continue();
      elsewhere.push(url);
      return route.abort();
    }),
  );
  const problems = collectProblems(page);
  await page.goto(`${base}#operation/${OPERATION}`);
  await page.waitForFunction(() => document.documentElement.dataset.docsState === "ready", undefined, {
    timeout: STEP,
  });
  await poll("the operation drawn", async () => (await visibleSection(page)).includes("tracking_code"), STEP);
  await waitFor("the page to listen for reloads", async () => streamsOpened === 1 && (await status()).clients === 1);
  return { page, problems };
}

afterAll(async () => {
  await preview?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, SLOW);

describe("docs:preview in Chromium", { timeout: SLOW }, () => {
  test("the open page reloads itself after a spec edit and shows it", async () => {
    const { page, problems } = await openPreview();
    const before = await visibleSection(page);
    expect(before.length).toBeGreaterThan(0);
    // Survives only as long as this page is not reloaded.
    await page.evaluate(() => document.documentElement.setAttribute("data-before-edit", ""));

    const summary = `Tracking edited at ${Date.now()}`;
    expect(before).not.toContain(summary);
    setSummary(summary);

    await page.waitForFunction(
      (wanted) => {
        const root = document.documentElement;
        const id = decodeURIComponent(location.hash.slice(2)).split("#")[0] ?? "";
        const section = document.getElementById(id);
        return (
          !root.hasAttribute("data-before-edit") &&
          root.dataset.docsState === "ready" &&
          section?.checkVisibility() === true &&
          section.innerText.includes(wanted)
        );
      },
      summary,
      { timeout: STEP, polling: 100 },
    );
    expect(await page.evaluate(() => document.getElementById("docs-failure"))).toBeNull();
    // The reloaded page has opened its own stream, and the first page's stream is gone.
    await waitFor(
      "the reloaded page to listen again",
      async () => streamsOpened === 2 && (await status()).clients === 1,
    );
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test("a broken edit keeps the page and shows the failure banner", async () => {
    const { page, problems } = await openPreview();
    await page.evaluate(() => document.documentElement.setAttribute("data-before-break", ""));
    const shown = await visibleSection(page);

    writeFileSync(pathFile, "post: [this is: not valid\n");
    const banner = page.locator("#docs-failure");
    await banner.waitFor({ state: "visible", timeout: STEP });
    expect(await banner.innerText()).toMatch(/could not be built/);
    // Not reloaded: the last good version stays readable under the banner.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-before-break"))).toBe(true);
    expect(await visibleSection(page)).toBe(shown);
    expect((await status()).error).toBeTruthy();
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
