// @ts-check
// The reference page's weight and load time (`npm run bench -- --only docs`): the page `npm run docs`
// builds, opened from disk in Debian's Chromium (headless, the flags of the browser tests) at
// 1440x900, each round in a new tab of one fresh browser context (a new profile). The time is from
// the start of navigation to the moment the page's script marks it rendered (`data-docs-state`), as
// the page itself measures it (performance.now()); the median of the rounds, light theme. Beside
// it, the height of the Changes page for this repository's history, and the Changes step
// (build/changes.mjs: the history and its page) on a made-up history of 30 versions in a
// temporary git repository, built twice with a new cache: the second build compares nothing.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { x, xSync } from "tinyexec";
import { renderChanges, specHistory } from "../build/changes.mjs";
import { buildDocs, CHANGES_FILE, htmlPage, redocVersion } from "../build/docs.mjs";
import { CHROMIUM_FLAGS } from "../lib/chromium.mjs";
import { median } from "../lib/stats.mjs";

/**
 * The page's bytes and median time to rendered, over `rounds` loads.
 * @param {string} dir a scratch folder
 * @param {{ rounds: number }} options
 */
export async function docsPage(dir, { rounds }) {
  const file = path.join(dir, "index.html");
  await buildDocs({ out: file });
  const html = await readFile(file, "utf8");
  const executablePath = xSync("sh", ["-c", "command -v chromium"], { throwOnError: true }).stdout.trim();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  /** @type {number[]} */
  const times = [];
  let changesHeight;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const changes = await context.newPage();
    await changes.goto(`file://${path.join(dir, CHANGES_FILE)}`);
    changesHeight = await changes.evaluate(() => document.documentElement.scrollHeight);
    await changes.close();
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
      // A time after the start of navigation, so never 0: waited for as a true value.
      const rendered = () => /** @type {any} */ (window).renderedAt;
      await page.waitForFunction(rendered, undefined, { timeout: 120_000 });
      times.push(await page.evaluate(rendered));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const twoDecimals = (/** @type {number} */ n) => Number(n.toFixed(2));
  return [
    {
      page: `Redoc ${redocVersion()}`,
      "bytes (MB)": twoDecimals(Buffer.byteLength(html) / 1e6),
      "gzip (MB)": twoDecimals(gzipSync(html).length / 1e6),
      "to rendered, median (s)": twoDecimals(median(times) / 1000),
      "fastest (s)": twoDecimals(Math.min(...times) / 1000),
      rounds,
      "Changes page height (px)": changesHeight,
    },
  ];
}

/**
 * A history of `versions` versions of a small spec in a new git repository under `dir`: each
 * version adds an operation and rewords a schema every operation shares.
 * @param {string} dir
 * @param {number} versions
 */
async function madeUpHistory(dir, versions) {
  const config = ["commit.gpgsign=false", "user.name=Bench", "user.email=bench@example.invalid"];
  const git = (/** @type {string[]} */ ...args) =>
    x("git", [...config.flatMap((c) => ["-c", c]), ...args], { nodeOptions: { cwd: dir }, throwOnError: true });
  await mkdir(path.join(dir, "spec"), { recursive: true });
  await git("init", "-q");
  const item = (/** @type {number} */ i) =>
    `  /items${i}:\n    get:\n      operationId: listItems${i}\n      summary: List items ${i}\n      security: []\n` +
    `      responses:\n        "200":\n          description: The items.\n          content:\n            application/json:\n` +
    `              schema:\n                $ref: "#/components/schemas/Item"\n`;
  for (let v = 1; v <= versions; v++) {
    const paths = Array.from({ length: v }, (_, i) => item(i)).join("");
    const schema = `components:\n  schemas:\n    Item:\n      type: object\n      description: Version ${v}'s item.\n`;
    const doc = `openapi: 3.1.0\ninfo:\n  title: Items\n  version: 1.${v}.0\npaths:\n${paths}${schema}`;
    await writeFile(path.join(dir, "spec", "openapi.yaml"), doc);
    await git("add", "-A");
    await git("commit", "-q", "-m", `1.${v}.0`);
  }
  return path.join(dir, "spec", "openapi.yaml");
}

/**
 * The Changes step (the history and its page) on a made-up history, built twice with a cache that
 * starts empty: seconds, and how many comparisons each build ran and took from the cache.
 * @param {string} dir a scratch folder
 * @param {{ versions: number }} options
 */
export async function changesStep(dir, { versions }) {
  const spec = await madeUpHistory(path.join(dir, "history"), versions);
  const cache = path.join(dir, "history-cache");
  const page = { title: "Items", reference: new Map(), htmlPage };
  const rows = [];
  for (const build of ["first (nothing kept)", "second (history unchanged)"]) {
    const started = process.hrtime.bigint();
    const history = await specHistory({ spec, cache });
    renderChanges(history, page);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    rows.push({
      build,
      versions,
      "Changes step (s)": Number(seconds.toFixed(2)),
      compared: history.compared,
      reused: history.reused,
    });
  }
  return rows;
}
