// The parts of the reference page a reader trips over, in Debian's Chromium, in both themes, each
// test in a fresh browser context: the Servers panel shows the spec's URL template and what its
// variable is (Redoc would resolve `{base_url}` against the page's own file: address), the copy
// button of a code sample covers no code, and a sample line that wraps goes on below its own
// indentation. The page's edits of Redoc's script are also checked on a snippet, failing where
// Redoc's code is not as expected.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildPage, pageRedoc } from "../scripts/build/docs.mjs";
import { bundle } from "../scripts/lib/spec.mjs";
import { collectProblems, useChromium } from "./helpers/chromium.js";
import { openOperation, settled } from "./helpers/reference.js";
import { SLOW } from "./helpers/time.js";

const scratch = mkdtempSync(join(tmpdir(), "docs-reading-"));
const file = join(scratch, "index.html");
const chromium = useChromium();
let servers: Array<{ url: string; variables: Record<string, { default: string; description: string }> }> = [];

beforeAll(async () => {
  const doc = await bundle();
  servers = doc.servers;
  writeFileSync(file, (await buildPage({ doc, repository: "../../" })).html);
}, SLOW);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A new context (no storage, no cache) with the page open at `hash`, in the system theme given. */
async function open(theme: "light" | "dark", hash: string, width = 1440): Promise<Page> {
  const page = await chromium.newPage({ viewport: { width, height: 900 }, colorScheme: theme }, (context) =>
    context.route("**/*", (route) => (route.request().url().startsWith("file:") ? route.continue() : route.abort())),
  );
  await page.goto(`${pathToFileURL(file).href}${hash}`);
  expect(await settled(page)).toBe("ready");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
  return page;
}

/** Operations whose samples hold long, indented lines. */
const SAMPLED = [
  ["setF2fPrice", "POST /api/v1/p2p/transactions/{transactionId}/set_price"],
  ["trackTransaction", "POST /api/v1/transactions/{transaction_id}/track"],
  ["getTransactionsBatch", "GET /api/v1/batch/transactions"],
] as const;

/**
 * What a section's code samples look like: for each sample (TypeScript, then curl) the copy
 * button's overlaps with text, and each line's indentation against where its wrapped parts begin.
 */
function samples(page: Page, operationId: string, route: string) {
  return openOperation(page, operationId, route).then((section) =>
    section.evaluate((el) => {
      const pre = el.querySelector<HTMLElement>('[data-testid="right-panel"] pre');
      const button = pre?.parentElement?.querySelector('[data-testid="copy-button"]');
      if (!pre || !button) return { found: false, covered: [] as string[], lines: [] };
      const box = button.getBoundingClientRect();
      const covered: string[] = [];
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          const meets = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
          if (meets && r.width > 0) covered.push(node.textContent);
        }
      }
      const lines = [...pre.querySelectorAll<HTMLElement>(".th-line")].flatMap((line) => {
        const text = line.textContent ?? "";
        const lead = /^[ \t]*/.exec(text)?.[0].length ?? 0;
        if (lead === text.length) return [];
        // The first character after the indentation: where the line's text begins.
        const texts = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        let seen = 0;
        let start: DOMRect | undefined;
        for (let node = texts.nextNode(); node && !start; node = texts.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (seen + length > lead) {
            const first = document.createRange();
            first.setStart(node, lead - seen);
            first.setEnd(node, lead - seen + 1);
            start = first.getBoundingClientRect();
          }
          seen += length;
        }
        const all = document.createRange();
        all.selectNodeContents(line);
        const rects = [...all.getClientRects()].filter((r) => r.width > 0);
        const top = Math.min(...rects.map((r) => r.top));
        const later = rects.filter((r) => r.top > top + 2);
        // The text begins on the line's first row (not below an indentation left alone), and
        // every later row begins no further left than it.
        const kept = !!start && start.top < top + 2 && later.every((r) => r.left >= start.left - 0.5);
        return [{ text: text.slice(0, 50), lead, wrapped: later.length > 0, kept }];
      });
      return { found: true, covered, lines };
    }),
  );
}

describe("the page's edits of Redoc", () => {
  test("keep a server URL that starts with a variable, open its variables, and fail where Redoc differs", () => {
    const panel =
      "function ede({server:e}){let t=sE(),n=QP(e.url),r=1;" +
      "return{expandByDefault:!1,expandable:!0,hideDivider:!0}}";
    expect(pageRedoc(panel)).toBe(
      "function ede({server:e}){let t=sE(),n=/^\\{/.test(e.url)?e.url:QP(e.url),r=1;" +
        "return{expandByDefault:!0,expandable:!0,hideDivider:!0}}",
    );
    expect(() => pageRedoc(panel.replace("QP(e.url)", "QP(e.href)"))).toThrow(/Servers panel/);
    expect(() => pageRedoc(panel.replace("expandByDefault:!1", "expandByDefault:x"))).toThrow(/Servers panel/);
  });
});

describe("the reference page as read", { timeout: SLOW }, () => {
  for (const theme of ["light", "dark"] as const) {
    test(`${theme}: the Servers panel shows the spec's URL templates and what their variables are`, async () => {
      const page = await open(theme, "#/");
      const problems = collectProblems(page);
      const panel = page.locator('[data-testid="panel-servers"]');
      await panel.waitFor();
      const text = await panel.innerText();
      expect(text).not.toMatch(/file:|dist\/docs/);
      expect(servers.length).toBeGreaterThan(0);
      for (const server of servers) {
        expect(text).toContain(server.url);
        for (const [name, variable] of Object.entries(server.variables)) {
          expect(text).toContain(name);
          expect(text).toContain(variable.default);
          expect(text.replace(/\s+/g, " ")).toContain(variable.description.replace(/\s+/g, " "));
        }
      }
      expect(problems).toEqual([]);
    });

    for (const width of [1440, 1280]) {
      test(`${theme}, ${width} px: the copy button covers no code, and wrapped lines keep their indentation`, async () => {
        const page = await open(theme, "#/", width);
        let wrappedIndented = 0;
        for (const [id, route] of SAMPLED) {
          const seen = await samples(page, id, route);
          expect(seen.found, `${id}: a code sample with a copy button`).toBe(true);
          expect(seen.covered, `${id}: code under the copy button`).toEqual([]);
          expect(seen.lines.filter((l) => !l.kept).map((l) => `${id}: ${l.text}`)).toEqual([]);
          wrappedIndented += seen.lines.filter((l) => l.wrapped && l.lead > 0).length;
        }
        // The check above means something only if some indented line does wrap.
        expect(wrappedIndented).toBeGreaterThan(0);
      });
    }
  }
});
