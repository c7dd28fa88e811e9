// The reference page as an app developer uses it, in Debian's Chromium: every operation with its
// code samples beside the payload, and the try-it console sending calls to the real mock
// (scripts/serve/mock.mjs, started here on a port chosen at run time). Every request the browser
// makes is recorded: none may leave 127.0.0.1, and the credential typed into the console must stay
// out of the address, the browser's storage and the console.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { codeSamples, CURL_LABEL, TYPESCRIPT_LABEL } from "../scripts/build/code-samples.mjs";
import { buildPage, GUIDES } from "../scripts/build/docs.mjs";
import { operations } from "../scripts/lib/spec.mjs";
import { type Browser, launchChromium } from "./helpers/chromium.js";
import { type RunningMock, startMock } from "./helpers/mock.js";
import { SLOW, STEP } from "./helpers/time.js";

type Json = any;

const SECRET = "console_secret_7f3a9c";
const scratch = mkdtempSync(join(tmpdir(), "docs-console-"));
const file = join(scratch, "index.html");

let bundled: Json;
let mock: RunningMock | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
const requests: Request[] = [];
const consoleLines: string[] = [];
const pageErrors: string[] = [];

/** Whether a request stays on this computer: the page's file, its own data, or 127.0.0.1. */
function local(url: string): boolean {
  if (/^(?:file|data|blob|about):/i.test(url)) return true;
  try {
    return new URL(url).hostname === "127.0.0.1";
  } catch {
    return false;
  }
}

/** Opens the page in a new tab and waits until Redoc has rendered it. */
async function open(): Promise<Page> {
  const tab = await context.newPage();
  tab.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  tab.on("pageerror", (error) => pageErrors.push(error.message));
  await tab.goto(pathToFileURL(file).href);
  await tab.waitForFunction(() => document.documentElement.dataset.docsState !== "loading", undefined, {
    timeout: STEP,
  });
  expect(await tab.evaluate(() => document.documentElement.dataset.docsState)).toBe("ready");
  return tab;
}

/** Fills the console for the open operation and sends it; resolves with the status line shown. */
async function sendFromConsole(
  tab: Page,
  options: { server: string; auth?: string; secret?: string; prefer?: string },
) {
  await tab.fill("#tryit-server", options.server);
  if (options.auth) await tab.selectOption("#tryit-auth", options.auth);
  if (options.secret !== undefined) await tab.fill("#tryit-secret", options.secret);
  if (options.prefer !== undefined) await tab.selectOption("#tryit-prefer", options.prefer);
  await tab.evaluate(() => {
    document.getElementById("tryit-result")!.textContent = "";
  });
  await tab.click("#tryit-send");
  await tab.waitForFunction(
    () => {
      const result = document.getElementById("tryit-result");
      const message = result?.querySelector(".tryit-message")?.textContent ?? "";
      return result?.querySelector(".tryit-status") || (message && !message.startsWith("Sending"));
    },
    undefined,
    { timeout: STEP },
  );
  return tab.locator("#tryit-result").innerText();
}

/**
 * In the page: chooses the request-sample tab named `label` of an operation's section by the tab's
 * own click() (the same React handler a pointer reaches), if one is named, and returns what the
 * request samples show then: the panel of the chosen tab.
 */
async function chooseSample(el: HTMLElement, label?: string): Promise<string> {
  const heading = [...el.querySelectorAll<HTMLElement>("h3")].find((h) => /Request samples/i.test(h.innerText));
  const box = heading?.parentElement;
  if (label !== undefined) {
    const tab = [...(box?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find(
      (t) => t.innerText.trim() === label,
    );
    tab?.click();
    // Bounded: the chosen tab is marked selected within a few turns of the event loop.
    for (let i = 0; i < 100 && tab?.getAttribute("aria-selected") !== "true"; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  return [...(box?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? [])].map((p) => p.innerText).join("\n");
}

beforeAll(async () => {
  const built = await buildPage({ repository: "../../" });
  bundled = built.bundled;
  writeFileSync(file, built.html);
  mock = await startMock();
  browser = await launchChromium();
  context = browser.context;
  context.on("request", (request) => void requests.push(request));
  page = await open();
}, SLOW);

afterAll(async () => {
  await browser?.close();
  await mock?.stop();
  rmSync(scratch, { recursive: true, force: true });
}, SLOW);

describe("the reference page's code samples", { timeout: SLOW }, () => {
  test("all 83 operations are rendered, each with its TypeScript and curl samples beside the payload", async () => {
    const ops = operations(bundled);
    expect(ops).toHaveLength(83);
    const tabs: Array<{ id: string; tabs: string[] }> = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-section-id^="operation/"]')].map((el) => {
        const heading = [...el.querySelectorAll<HTMLElement>("h3")].find((h) => /Request samples/i.test(h.innerText));
        const found = heading?.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
        return { id: el.dataset.sectionId ?? "", tabs: [...found].map((t) => t.innerText.trim()) };
      }),
    );
    expect(tabs).toHaveLength(83);
    const wrong: string[] = [];
    for (const { operation: op } of ops) {
      const shown = tabs.find((t) => t.id === `operation/${op.operationId}`)?.tabs ?? [];
      const expected = [...(op.requestBody ? ["Payload"] : []), TYPESCRIPT_LABEL, CURL_LABEL];
      if (shown.join() !== expected.join()) wrong.push(`${op.operationId}: ${shown.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });

  test("each sample tab shows the sample the build made for that operation", async () => {
    const flat = (s: string) => s.replace(/\s+/g, " ").trim();
    const samples = operations(bundled).flatMap((entry) =>
      codeSamples(bundled, entry).map((sample) => ({
        id: entry.operation.operationId as string,
        label: sample.label,
        source: sample.source,
      })),
    );
    // The first operation's tabs through Playwright's pointer, as a person clicks them; the rest
    // in the page, without Playwright's checks before each click.
    const shown: string[] = [];
    for (const [i, sample] of samples.entries()) {
      const section = page.locator(`[data-section-id="operation/${sample.id}"]`);
      if (sample.id === samples[0]!.id) {
        await section.locator('[role="tab"]', { hasText: new RegExp(`^${sample.label}$`) }).click();
        shown[i] = await section.evaluate(chooseSample);
      } else shown[i] = await section.evaluate(chooseSample, sample.label);
    }
    expect(shown).toHaveLength(samples.length);
    const wrong = samples
      .filter((sample, i) => !flat(shown[i]!).includes(flat(sample.source)))
      .map((sample) => `${sample.id} ${sample.label}`);
    expect(wrong).toEqual([]);
  });

  test("the overview links the guides", async () => {
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>("#redoc a")].map((a) => a.getAttribute("href") ?? ""),
    );
    for (const [guide] of GUIDES) expect(links).toContain(`../../docs/${guide}`);
    expect(links).toContain("../../README.md");
  });
});

describe("the try-it console", { timeout: SLOW }, () => {
  test("every operation has a Try it button", async () => {
    const buttons = await page
      .locator("button.tryit-open")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-operation")));
    expect(buttons.sort()).toEqual(
      operations(bundled)
        .map((e) => e.operation.operationId)
        .sort(),
    );
  });

  test("sends a call to the mock with the API key and shows its answer: the transaction the path named", async () => {
    await page.locator('button.tryit-open[data-operation="acceptPaymentWithGuestSeller"]').click();
    await expect.poll(() => page.locator("#tryit-panel").isVisible()).toBe(true);
    const shown = await sendFromConsole(page, { server: mock!.base, auth: "basic", secret: SECRET });
    expect(shown).toContain(
      `200 OK from POST ${mock!.base}/api/v1/transactions/4817230/accept_payment_with_guest_seller`,
    );
    expect(await page.locator("#tryit-result .tryit-body").innerText()).toContain('"id": 4817230');
    const sent = requests.filter((r) => r.url().startsWith(`${mock!.base}/api/v1/transactions/4817230/`));
    expect(sent).toHaveLength(1);
    const headers = await sent[0]!.allHeaders();
    expect(headers.authorization).toBe(`Basic ${btoa(`${SECRET}:`)}`);
    expect(headers["service-user"]).toBe("user_id_not_shown");
    expect(headers.referer).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
  });

  test("asks the mock for a stated error: remainder_too_low on set_price", async () => {
    await page.locator('button.tryit-open[data-operation="setF2fPrice"]').click();
    const shown = await sendFromConsole(page, {
      server: mock!.base,
      auth: "bearer",
      secret: SECRET,
      prefer: "code=400, example=remainderTooLow",
    });
    expect(shown).toContain("400 Bad Request from POST");
    expect(shown).toContain("Sent with Prefer: code=400, example=remainderTooLow");
    expect(await page.locator("#tryit-result .tryit-body").innerText()).toContain('"code": "remainder_too_low"');
    const sent = requests.filter((r) => r.url().endsWith("/api/v1/p2p/transactions/90211/set_price"));
    expect((await sent.at(-1)!.allHeaders()).authorization).toBe(`Bearer ${SECRET}`);
  });

  test("refuses, before sending, what the page may not call or what would leak the credential", async () => {
    await page.locator('button.tryit-open[data-operation="getMyBalances"]').click();
    const before = requests.length;
    const refusals: Array<[Parameters<typeof sendFromConsole>[1], RegExp]> = [
      [{ server: "http://192.0.2.10:4010" }, /http ones only on this computer/],
      [{ server: "ftp://127.0.0.1/" }, /http ones only on this computer/],
      [{ server: `http://user:${SECRET}@127.0.0.1:9` }, /not in the address/],
      [{ server: "not an address" }, /not a URL/],
      [{ server: mock!.base, auth: "basic", secret: "key:with-colon" }, /cannot contain ':'/],
      [{ server: mock!.base, auth: "bearer", secret: "clé" }, /visible ASCII on one line/],
    ];
    for (const [options, message] of refusals) {
      expect(await sendFromConsole(page, options), JSON.stringify(options.server)).toMatch(message);
    }
    expect(requests.slice(before).map((r) => r.url())).toEqual([]);
    await page.fill("#tryit-secret", SECRET);
  });

  test("keeps the credential out of the address, storage, cookies and the console", async () => {
    const stored = await page.evaluate(async () => {
      const dump = (s: Storage) => Object.entries({ ...s }).join("\n");
      const databases = indexedDB.databases ? await indexedDB.databases() : [];
      return {
        url: location.href,
        local: dump(localStorage),
        session: dump(sessionStorage),
        indexedDB: JSON.stringify(databases),
        cookie: document.cookie,
      };
    });
    const cookies = JSON.stringify(await context.cookies());
    const where = { ...stored, cookies, console: consoleLines.join("\n"), errors: pageErrors.join("\n") };
    for (const [place, text] of Object.entries(where)) expect(text, place).not.toContain(SECRET);
    expect(stored.indexedDB).toBe("[]");
    expect(requests.some((r) => r.url().includes(SECRET))).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test("without Redoc's section markup, the Console button still sends any operation", async () => {
    const tab = await context.newPage();
    // Runs before the page's own scripts: once Redoc has rendered, its sections lose the attribute
    // the console hooks into, before the console looks for them.
    await tab.addInitScript(() => {
      // The document has no element yet: its attribute changes are watched from the document down.
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.docsState === "loading") return;
        observer.disconnect();
        document.querySelectorAll("[data-section-id]").forEach((el) => el.removeAttribute("data-section-id"));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-docs-state"] });
    });
    tab.on("pageerror", (error) => pageErrors.push(error.message));
    await tab.goto(pathToFileURL(file).href);
    await tab.waitForFunction(() => document.getElementById("tryit-fab") !== null, undefined, { timeout: STEP });
    expect(await tab.locator("button.tryit-open").count()).toBe(0);
    await tab.click("#tryit-fab");
    expect(await tab.locator("#tryit-op option").count()).toBe(83);
    await tab.selectOption("#tryit-op", "trackTransaction");
    const shown = await sendFromConsole(tab, { server: mock!.base, auth: "basic", secret: SECRET });
    expect(shown).toContain("200 OK from POST");
    expect(await tab.locator("#tryit-result .tryit-body").innerText()).toContain(
      '"tracking_code": "tracking_code_not_shown"',
    );
    await tab.close();
    expect(pageErrors).toEqual([]);
  });

  test("no request left 127.0.0.1", () => {
    const sentToMock = requests.filter((r) => r.url().startsWith(`${mock!.base}/`));
    expect(sentToMock.length).toBeGreaterThanOrEqual(3);
    expect(requests.map((r) => r.url()).filter((url) => !local(url))).toEqual([]);
  });
});
