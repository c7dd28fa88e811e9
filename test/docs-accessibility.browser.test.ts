// The reference page as people read it, in Debian's Chromium: in the light and the dark theme (the
// system's choice until the reader picks one with Redoc's switch, and that pick remembered),
// checked by axe-core (the `axe-core` package, injected into the page) against WCAG 2 A and AA on
// the landing view, an operation with its samples and the open console; TypeScript samples coloured
// in both themes; and samples that fit their panel without scrolling sideways at common widths.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildPage, COLOR_MODE_KEY } from "../scripts/build/docs.mjs";
import { collectProblems, useChromium } from "./helpers/chromium.js";
import { eachOperation, settled } from "./helpers/reference.js";
import { SLOW, STEP } from "./helpers/time.js";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const TRACK = "#operation/trackTransaction";

const scratch = mkdtempSync(join(tmpdir(), "docs-a11y-"));
const file = join(scratch, "index.html");
const chromium = useChromium({ width: 1440, height: 900 });

/** Serious and critical WCAG A/AA violations axe-core finds in the page as it is now. */
async function violations(tab: Page): Promise<string[]> {
  await tab.evaluate(AXE);
  return tab.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.id}: ${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
  }, WCAG);
}

/**
 * A new page (in a context of its own) showing the reference at `hash`, in the theme `mode`, picked
 * as a reader picks it: stored where Redoc keeps the pick, before any script of the page runs. With
 * no `mode`, the page follows the system. Resolves with the page and the problems it reports.
 */
async function show(hash: string, mode?: "light" | "dark", options: BrowserContextOptions = {}) {
  const tab = await chromium.newPage(options, (context) =>
    mode
      ? context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, mode] as const)
      : undefined,
  );
  const problems = collectProblems(tab);
  await tab.goto(`${pathToFileURL(file).href}${hash}`);
  expect(await settled(tab)).toBe("ready");
  return { tab, problems };
}

/** The class Redoc's theme sets on <html>. */
const theme = (tab: Page) =>
  tab.evaluate(() => (document.documentElement.classList.contains("dark") ? "dark" : "light"));

beforeAll(async () => {
  writeFileSync(file, (await buildPage({ repository: "../../" })).html);
}, SLOW);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe("light and dark", { timeout: SLOW }, () => {
  test("follows the system until the reader picks a theme, and remembers the pick offline", async () => {
    const tab = await chromium.newPage({ colorScheme: "dark" }, (context) =>
      // The theme <html> has when the parser reaches the body: set by the page's head, before Redoc.
      context.addInitScript(() => {
        document.addEventListener("readystatechange", () => {
          if (document.readyState === "interactive")
            (window as unknown as { early: string }).early = document.documentElement.className;
        });
      }),
    );
    await tab.goto(`${pathToFileURL(file).href}#/`);
    expect(await settled(tab)).toBe("ready");
    expect(await theme(tab)).toBe("dark");
    expect(await tab.evaluate(() => (window as unknown as { early: string }).early)).toBe("dark");
    await tab.emulateMedia({ colorScheme: "light" });
    await tab.reload();
    expect(await settled(tab)).toBe("ready");
    expect(await theme(tab)).toBe("light");

    // Redoc's switch: dark now, and still dark after a reload although the system says light.
    await tab.click('[data-testid="color-mode-switcher"]');
    await expect.poll(() => theme(tab)).toBe("dark");
    // Redoc writes the pick after it has changed the class: reload only once it is stored (on a busy
    // machine the write can come later than the class).
    const stored = () => tab.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY);
    await expect.poll(stored).toBe("dark");
    await tab.reload();
    expect(await settled(tab)).toBe("ready");
    expect(await theme(tab)).toBe("dark");
    expect(await tab.evaluate(() => (window as unknown as { early: string }).early)).toBe("dark");
    expect(await stored()).toBe("dark");
  });

  test("colours import, const, await and from in the TypeScript samples, in both themes", async () => {
    for (const mode of ["light", "dark"] as const) {
      const { tab: page } = await show(TRACK, mode);
      await page.waitForSelector('[data-item-kind="httpItem"] [data-testid="right-panel"] pre code', {
        timeout: STEP,
      });
      const words = await page.evaluate(() => {
        const code = document.querySelector<HTMLElement>(
          '[data-item-kind="httpItem"] [data-testid="right-panel"] pre code',
        )!;
        const plain = getComputedStyle(code).color;
        const tokens = [...code.querySelectorAll<HTMLElement>(".th-token")];
        return {
          language: code.dataset.language,
          coloured: ["import", "const", "await", "from"].filter((word) =>
            tokens.some((t) => t.textContent === word && getComputedStyle(t).color !== plain),
          ),
        };
      });
      expect(words, mode).toEqual({ language: "ts", coloured: ["import", "const", "await", "from"] });
    }
  });
});

describe("accessibility (axe-core, WCAG 2 A and AA)", { timeout: SLOW }, () => {
  for (const mode of ["light", "dark"] as const) {
    test(`no serious or critical violation in the ${mode} theme: landing view, an operation, the console`, async () => {
      const landing = await show("#/", mode);
      expect(await theme(landing.tab)).toBe(mode);
      expect(await violations(landing.tab), "landing").toEqual([]);
      const { tab: page, problems } = await show(TRACK, mode);
      expect(await theme(page)).toBe(mode);
      await page.waitForSelector('[data-item-kind="httpItem"] h2 button.tryit-open', { timeout: STEP });
      expect(await violations(page), "operation with samples").toEqual([]);
      await page.click('[data-item-kind="httpItem"] h2 button.tryit-open');
      await expect.poll(() => page.locator("#tryit-panel").isVisible()).toBe(true);
      expect(await violations(page), "console").toEqual([]);
      expect([...landing.problems, ...problems]).toEqual([]);
    });
  }

  test("the check fails on text whose contrast is too low", async () => {
    const { tab: page } = await show("#/", "light");
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => {
      document.head.appendChild(document.createElement("style")).textContent =
        "#redoc h1, #redoc p { color: #d8d8d8 !important }";
    });
    expect((await violations(page)).filter((v) => v.startsWith("color-contrast:")).length).toBeGreaterThan(0);
  });
});

describe("samples without scrolling sideways", { timeout: SLOW }, () => {
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    test(`every sample of every operation fits its panel at ${width}x${height}`, async () => {
      const { tab: page } = await show("#/", "light", { viewport: { width, height } });
      const wide: string[] = [];
      let samples = 0;
      await eachOperation(page, async (section, route) => {
        const blocks = await section.$$eval('[data-testid="right-panel"] pre', (pres) =>
          pres.map((pre) => ({ scroll: pre.scrollWidth, client: pre.clientWidth })),
        );
        samples += blocks.length;
        for (const b of blocks) if (b.scroll > b.client) wide.push(`${route}: ${b.scroll} px in ${b.client} px`);
      });
      expect(samples).toBeGreaterThanOrEqual(83 * 2);
      expect(wide).toEqual([]);
    });
  }
});
