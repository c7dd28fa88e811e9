// The reference page as an app developer uses it, in Debian's Chromium: every operation with its
// code samples beside the payload, and the try-it console sending calls to the real mock
// (scripts/serve/mock.mjs, started here on a port chosen at run time). Every request the browser
// makes is recorded: none may leave 127.0.0.1 in any test, and the credential typed into the
// console must stay out of the address, the browser's storage and the console. Each test opens the
// page in a browser context of its own.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { acceptedCredentials, codeSamples, CURL_LABEL, TYPESCRIPT_LABEL } from "../scripts/build/code-samples.mjs";
import { buildPage, GUIDES } from "../scripts/build/docs.mjs";
import { operations } from "../scripts/lib/spec.mjs";
import { useChromium } from "./helpers/chromium.js";
import { type RunningMock, startMock } from "./helpers/mock.js";
import { eachOperation, openOperation, settled } from "./helpers/reference.js";
import { SLOW, STEP } from "./helpers/time.js";

type Json = any;

const SECRET = "console_secret_7f3a9c";
const scratch = mkdtempSync(join(tmpdir(), "docs-console-"));
const file = join(scratch, "index.html");

let bundled: Json;
let mock: RunningMock | undefined;
const chromium = useChromium();
/** What the test's pages asked for, logged and threw, and the context of its last page. */
let requests: Request[] = [];
let consoleLines: string[] = [];
let pageErrors: string[] = [];
let context: BrowserContext;

/** Whether a request stays on this computer: the page's file, its own data, or 127.0.0.1. */
function local(url: string): boolean {
  if (/^(?:file|data|blob|about):/i.test(url)) return true;
  try {
    return new URL(url).hostname === "127.0.0.1";
  } catch {
    return false;
  }
}

/**
 * A new page in a context of its own, its requests, console and errors recorded; `prepare` is
 * given the context first (init scripts).
 */
async function newTab(prepare?: (context: BrowserContext) => unknown): Promise<Page> {
  const tab = await chromium.newPage(undefined, async (made) => {
    context = made;
    made.on("request", (request) => void requests.push(request));
    await prepare?.(made);
  });
  tab.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  tab.on("pageerror", (error) => pageErrors.push(error.message));
  return tab;
}

/** Opens the page in a new context and waits until Redoc has rendered it. */
async function open(): Promise<Page> {
  const tab = await newTab();
  await tab.goto(pathToFileURL(file).href);
  expect(await settled(tab)).toBe("ready");
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
 * In the page: the code of the sample panel of a drawn operation section whose language menu shows
 * `label`, or "" when it shows another language.
 */
function sampleShown(el: Element, label: string): string {
  const panels = [
    ...el.querySelectorAll<HTMLElement>('[data-testid="right-panel"] [data-component-name="Panel/Panel"]'),
  ];
  const panel = panels.find((p) =>
    [...p.querySelectorAll<HTMLElement>('[data-testid="dropdown"] > button')].some((b) => b.innerText.trim() === label),
  );
  return panel?.querySelector<HTMLElement>("pre")?.innerText ?? "";
}

/** The route ("POST /path") of an operation of the document, by its operationId. */
const routeOf = (id: string) => {
  const found = operations(bundled).find((e) => e.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return `${found.method.toUpperCase()} ${found.path}`;
};

/** Draws an operation's section and opens the console with its Try it button. */
async function tryIt(tab: Page, id: string) {
  await openOperation(tab, id, routeOf(id));
  await tab.locator(`button.tryit-open[data-operation="${id}"]`).click();
  await expect.poll(() => tab.locator("#tryit-panel").isVisible()).toBe(true);
}

beforeAll(async () => {
  const built = await buildPage({ repository: "../../" });
  bundled = built.bundled;
  writeFileSync(file, built.html);
  mock = await startMock();
}, SLOW);

beforeEach(() => {
  requests = [];
  consoleLines = [];
  pageErrors = [];
});

afterEach(() => {
  // No test's page asked anything of a host other than this computer.
  expect(requests.map((r) => r.url()).filter((url) => !local(url))).toEqual([]);
});

afterAll(async () => {
  await mock?.stop();
  rmSync(scratch, { recursive: true, force: true });
}, SLOW);

describe("the reference page's code samples", { timeout: SLOW }, () => {
  test("all 83 operations show the build's TypeScript sample and a Try it button, then their curl sample once curl is picked", async () => {
    const flat = (text: string) => text.replace(/\s+/g, " ").trim();
    const entries = operations(bundled);
    expect(entries).toHaveLength(83);
    const idOf = new Map(entries.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e]));
    const page = await open();
    const wrong: string[] = [];
    const buttons: string[] = [];
    for (const label of [TYPESCRIPT_LABEL, CURL_LABEL]) {
      const routes = await eachOperation(page, async (section, route) => {
        const entry = idOf.get(route);
        const sample = entry && codeSamples(bundled, entry).find((s) => s.label === label);
        const shown = await section.evaluate(sampleShown, label);
        if (!sample || !flat(shown).includes(flat(sample.source))) wrong.push(`${route} ${label}`);
        if (label !== TYPESCRIPT_LABEL) return;
        // The console's button, in the same pass: the page adds it to each section Redoc draws.
        await page.waitForFunction((el) => el.querySelector("h2 button.tryit-open") !== null, section, {
          timeout: STEP,
        });
        buttons.push(await section.$eval("h2 button.tryit-open", (b) => b.getAttribute("data-operation") ?? ""));
      });
      expect(routes.sort()).toEqual([...idOf.keys()].sort());
      if (label === CURL_LABEL) break;
      expect(buttons.sort()).toEqual(entries.map((e) => e.operation.operationId).sort());
      // The reader picks curl in one operation's language menu; Redoc shows it in every operation.
      const first = idOf.get(routes[0]!)!;
      const section = await openOperation(page, first.operation.operationId, routes[0]!);
      await section.evaluate((el: Element, from: string) => {
        [...el.querySelectorAll<HTMLElement>('[data-testid="right-panel"] [data-testid="dropdown"] > button')]
          .find((b) => b.innerText.trim() === from)
          ?.click();
      }, TYPESCRIPT_LABEL);
      await page.getByRole("menuitem", { name: CURL_LABEL, exact: true }).first().click();
      await page.waitForFunction(
        ([el, to]) =>
          [...(el as Element).querySelectorAll<HTMLElement>('[data-testid="dropdown"] > button')].some(
            (b) => b.innerText.trim() === to,
          ),
        [section, CURL_LABEL] as const,
        { timeout: STEP },
      );
    }
    expect(wrong).toEqual([]);
  });

  test("the overview links the guides", async () => {
    const page = await open();
    await page.waitForSelector("#redoc a[href$='README.md']", { timeout: STEP });
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>("#redoc a")].map((a) => a.getAttribute("href") ?? ""),
    );
    for (const [guide] of GUIDES) expect(links).toContain(`../../docs/${guide}`);
    expect(links).toContain("../../README.md");
  });
});

describe("the try-it console", { timeout: SLOW }, () => {
  test("sends a call to the mock with the API key and shows its answer: the transaction the path named", async () => {
    const page = await open();
    await tryIt(page, "acceptPaymentWithGuestSeller");
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
    const page = await open();
    await tryIt(page, "setF2fPrice");
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
    const page = await open();
    await tryIt(page, "getMyBalances");
    const before = requests.length;
    const refusals: Array<[Parameters<typeof sendFromConsole>[1], RegExp]> = [
      // The package's own check of an address, the one the client applies to its base URL.
      [{ server: "http://192.0.2.10:4010" }, /The server address must use https \(http only on loopback\)/],
      [{ server: "ftp://127.0.0.1/" }, /must use https/],
      [{ server: `http://user:${SECRET}@127.0.0.1:9` }, /must not contain credentials/],
      [{ server: "not an address" }, /must be an absolute URL/],
      [{ server: "https://escrow-staging.invalid" }, /is the spec's placeholder/],
      [{ server: "https://example.com/?key=1" }, /must not have a query or fragment/],
      [{ server: mock!.base, auth: "basic", secret: "key:with-colon" }, /cannot contain ':'/],
      [{ server: mock!.base, auth: "bearer", secret: "clé" }, /visible ASCII on one line/],
    ];
    for (const [options, message] of refusals) {
      expect(await sendFromConsole(page, options), JSON.stringify(options.server)).toMatch(message);
    }
    expect(requests.slice(before).map((r) => r.url())).toEqual([]);
  });

  test("keeps the credential out of the address, storage, cookies and the console", async () => {
    // The credential typed, sent as a key and as a token, refused in an address, and left typed in.
    const page = await open();
    await tryIt(page, "acceptPaymentWithGuestSeller");
    expect(await sendFromConsole(page, { server: mock!.base, auth: "basic", secret: SECRET })).toContain("200 OK");
    await tryIt(page, "setF2fPrice");
    expect(await sendFromConsole(page, { server: mock!.base, auth: "bearer", secret: SECRET })).toMatch(/^\d{3} /);
    await tryIt(page, "getMyBalances");
    const address = `http://user:${SECRET}@127.0.0.1:9`;
    expect(await sendFromConsole(page, { server: address })).toMatch(/must not contain credentials/);
    await page.fill("#tryit-secret", SECRET);
    expect(requests.filter((r) => r.url().startsWith(`${mock!.base}/`)).length).toBeGreaterThanOrEqual(2);
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
    // Runs before the page's own scripts: every section Redoc draws loses the attribute the
    // console hooks into, before the console looks for it.
    const tab = await newTab((made) =>
      made.addInitScript(() => {
        new MutationObserver(() => {
          document.querySelectorAll("[data-item-kind]").forEach((el) => el.removeAttribute("data-item-kind"));
        }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-item-kind"] });
      }),
    );
    await tab.goto(pathToFileURL(file).href);
    await tab.waitForFunction(() => document.getElementById("tryit-fab") !== null, undefined, { timeout: STEP });
    // A group with its first operation drawn, and no Try it button in it.
    await tab.evaluate(() => {
      location.hash = "#/shipping";
    });
    await tab.waitForSelector('[data-testid="right-panel"] [data-component-name="Tag/Tag"]', { timeout: STEP });
    expect(await tab.locator("button.tryit-open").count()).toBe(0);
    await tab.click("#tryit-fab");
    expect(await tab.locator("#tryit-op option").count()).toBe(83);
    await tab.selectOption("#tryit-op", "trackTransaction");
    const shown = await sendFromConsole(tab, { server: mock!.base, auth: "basic", secret: SECRET });
    expect(shown).toContain("200 OK from POST");
    expect(await tab.locator("#tryit-result .tryit-body").innerText()).toContain(
      '"tracking_code": "tracking_code_not_shown"',
    );
    expect(pageErrors).toEqual([]);
  });

  test("opens on the credential each operation's code samples use", async () => {
    const page = await open();
    await page.click("#tryit-fab");
    const field = { apiKey: "basic", accessToken: "bearer", none: "none" } as const;
    const wrong: string[] = [];
    for (const { operation: op } of operations(bundled)) {
      await page.selectOption("#tryit-op", op.operationId);
      const wanted = field[acceptedCredentials(bundled, op)[0] ?? "none"];
      const shown = await page.inputValue("#tryit-auth");
      if (shown !== wanted) wrong.push(`${op.operationId}: ${shown}, its samples use ${wanted}`);
    }
    expect(wrong).toEqual([]);
    // Both kinds occur, so the check above could tell them apart.
    const kinds = new Set(operations(bundled).map((e) => acceptedCredentials(bundled, e.operation)[0]));
    expect([...kinds].sort()).toEqual(["accessToken", "apiKey"]);
  });

  test("labels every field, and shows every operation of its list whole", async () => {
    const page = await open();
    await page.click("#tryit-fab");
    const seen = await page.evaluate(() => {
      const panel = document.getElementById("tryit-panel")!;
      const fields = [
        ...panel.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          "input, select, textarea",
        ),
      ];
      const select = document.getElementById("tryit-op") as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      // Room for text: the box less its padding and the arrow Chromium draws (about 24 px).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      return {
        unlabelled: fields.filter((f) => !f.labels?.length && !f.getAttribute("aria-label")).map((f) => f.id),
        labelled: fields.length,
        cut: [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => o.text),
      };
    });
    expect(seen.labelled).toBeGreaterThanOrEqual(6);
    expect(seen.unlabelled).toEqual([]);
    expect(seen.cut).toEqual([]);
  });
});
