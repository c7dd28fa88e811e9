// Starts Debian's Chromium through playwright-core for the browser tests. Never a downloaded build:
// the package `chromium` is installed by .ci/run when it is missing.
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../scripts/lib/chromium.mjs";
import { STEP } from "./time.js";

/** A running browser with a throwaway profile; `close()` stops it and deletes the profile. */
export interface Browser {
  readonly context: BrowserContext;
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
  const profile = mkdtempSync(join(tmpdir(), "chromium-profile-"));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport,
      timeout: STEP,
    });
    // Playwright's own default of 30 s per navigation or wait is too short on a busy machine.
    context.setDefaultTimeout(STEP);
    context.setDefaultNavigationTimeout(STEP);
    return {
      context,
      async close() {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}
