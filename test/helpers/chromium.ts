// Starts Debian's Chromium through playwright-core for the browser tests. Never a downloaded build:
// the package `chromium` is installed by .ci/run when it is missing. A suite starts the browser
// once; every test opens its pages in browser contexts of its own, so that no storage, cookie,
// cache or page of an earlier test is there when it begins.
import { execSync } from "node:child_process";
import {
  type Browser as Playwright,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { CHROMIUM_FLAGS } from "../../scripts/lib/chromium.mjs";
import { SLOW, STEP } from "./time.js";

/** A running browser; `close()` stops it, with every context. */
export interface Browser {
  /** A context made at launch, with nothing in it yet. */
  readonly context: BrowserContext;
  /** A new context: storage, cookies and cache of its own. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Collects the page's uncaught errors and console errors, as lines, into the returned list. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

function chromiumPath(): string {
  try {
    return execSync("command -v chromium", { shell: "/bin/sh", encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "";
  }
}

/** Launches headless Chromium, or throws an error that says how to install it. */
export async function launchChromium(viewport = { width: 1400, height: 1000 }): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error(
      "Chromium was not found (`command -v chromium` failed). The browser tests need Debian's " +
        "chromium package: run `apt-get update && apt-get install -y chromium` as root (.ci/run does this).",
    );
  }
  const browser: Playwright = await chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    timeout: STEP,
  });
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ viewport, ...options });
    // Playwright's own default of 30 s per navigation or wait is too short on a busy machine.
    context.setDefaultTimeout(STEP);
    context.setDefaultNavigationTimeout(STEP);
    return context;
  };
  try {
    return { context: await newContext(), newContext, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** The browser of one suite, from {@link useChromium}. */
export interface SuiteChromium {
  /**
   * A new page in a new context (storage, cookies and cache of its own), made with `options` and
   * given to `prepare` before the page exists (routes, init scripts, listeners). It is closed after
   * the test that asked for it; one asked for in a beforeAll hook lasts until the suite ends.
   */
  newPage(options?: BrowserContextOptions, prepare?: (context: BrowserContext) => unknown): Promise<Page>;
}

/**
 * Chromium for the suite that calls this: launched before its first test (at `viewport`), closed
 * after its last. Every page a test opens is in a context of its own, closed when the test ends.
 */
export function useChromium(viewport?: { width: number; height: number }): SuiteChromium {
  let browser: Browser | undefined;
  let testing = false;
  const ofTest: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium(viewport);
  }, SLOW);
  beforeEach(() => {
    testing = true;
  });
  afterEach(async () => {
    testing = false;
    await Promise.all(ofTest.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options, prepare) {
      if (!browser) throw new Error("useChromium(): the browser runs only during the suite's tests and hooks");
      const context = await browser.newContext(options);
      if (testing) ofTest.push(context);
      await prepare?.(context);
      return context.newPage();
    },
  };
}
