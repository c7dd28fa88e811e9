// @ts-check
// The reference page's weight and load time (`npm run bench -- --only docs`): the page `npm run docs`
// builds, opened from disk in Debian's Chromium (headless, the flags of the browser tests) at
// 1440x900, each round in a new tab of one browser whose profile is fresh. The time is from the
// start of navigation to the moment the page's script marks it rendered (`data-docs-state`), as
// the page itself measures it (performance.now()); the median of the rounds, light theme.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { xSync } from "tinyexec";
import { buildPage, redocVersion } from "../build/docs.mjs";
import { CHROMIUM_FLAGS } from "../lib/chromium.mjs";

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The page's bytes and median time to rendered, over `rounds` loads.
 * @param {string} dir a scratch folder
 * @param {{ rounds: number }} options
 */
export async function docsPage(dir, { rounds }) {
  const file = path.join(dir, "index.html");
  const { html } = await buildPage({ repository: "../../" });
  await writeFile(file, html);
  const executablePath = xSync("sh", ["-c", "command -v chromium"], { throwOnError: true }).stdout.trim();
  const profile = await mkdtemp(path.join(os.tmpdir(), "bench-docs-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1440, height: 900 },
  });
  /** @type {number[]} */
  const times = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const page = await context.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.docsState === "loading") return;
          /** @type {any} */ (window).renderedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-docs-state"] });
      });
      await page.goto(`file://${file}`);
      await page.waitForFunction(() => /** @type {any} */ (window).renderedAt !== undefined, undefined, {
        timeout: 120_000,
      });
      times.push(await page.evaluate(() => /** @type {any} */ (window).renderedAt));
      await page.close();
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  const bytes = Buffer.byteLength(html);
  return [
    {
      page: `Redoc ${redocVersion()}`,
      "bytes (MB)": Number((bytes / 1e6).toFixed(2)),
      "gzip (MB)": Number((gzipSync(html).length / 1e6).toFixed(2)),
      "to rendered, median (s)": Number((median(times) / 1000).toFixed(2)),
      "fastest (s)": Number((Math.min(...times) / 1000).toFixed(2)),
      rounds,
    },
  ];
}
