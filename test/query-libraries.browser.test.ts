// A React page passing the client itself to openapi-react-query (useQuery, useMutation) and
// swr-openapi, bundled by esbuild and run in Debian's Chromium against a real server on
// 127.0.0.1 that serves both the page and the API. Checks what the page renders and what the
// server received; each test loads the page in a browser context of its own, from a server of its
// own.
import { join } from "node:path";
import { bundleOne } from "../scripts/lib/esbuild.mjs";
import type { Page } from "playwright-core";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { collectProblems, useChromium } from "./helpers/chromium.js";
import { json, useServer } from "./helpers/server.js";
import { SLOW, STEP } from "./helpers/time.js";

const ENTRY = join(import.meta.dirname, "fixtures", "query-page", "app.ts");
const HTML =
  '<!doctype html><meta charset="utf-8"><title>escrow</title><div id="root"></div><script type="module" src="/app.js"></script>';

const server = useServer();
const chromium = useChromium({ width: 800, height: 600 });
let script: string | Uint8Array = "";
/** The test's page, and the errors it reported. */
let page: Page;
let problems: string[] = [];
const api = () => server.seen.filter((s) => s.url.startsWith("/api/"));

beforeAll(async () => {
  ({ contents: script } = await bundleOne({
    entryPoints: [ENTRY],
    platform: "browser",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"' },
  }));
}, SLOW);

beforeEach(async () => {
  server.handle((req, res, seen) => {
    const url = new URL(req.url!, server.url);
    const route = `${req.method} ${url.pathname}`;
    if (route === "GET /") return res.writeHead(200, { "content-type": "text/html" }).end(HTML);
    if (route === "GET /app.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    if (route === "GET /favicon.ico") return res.writeHead(404).end();
    if (route === "GET /api/v1/batch/transactions") {
      if (url.searchParams.get("ids") === "404")
        return json(res, 404, { code: "not_found", error: "no such transactions" });
      return json(res, 200, [{ id: 7, status: "paid" }, null]);
    }
    if (route === "POST /api/v1/transactions/7/track") {
      const body = JSON.parse(seen.body);
      return json(res, 200, { id: 7, status: body.tracking_code === "PX1" ? "shipped" : "wrong_body" });
    }
    if (route === "GET /api/v1/transactions/7/shipper_shipping_rates") {
      return json(res, 200, [
        { provider: "Parcel Express", amount: "4.20" },
        { provider: "Post", amount: "3.10" },
      ]);
    }
    return json(res, 418, { code: "unexpected_test_request", error: route });
  });
  page = await chromium.newPage();
  problems = collectProblems(page);
  await page.goto(server.url + "/");
  const settled = (id: string) =>
    page.waitForFunction((id) => !/loading/.test(document.getElementById(id)?.textContent ?? "loading"), id, {
      timeout: STEP,
    });
  await Promise.all(["batch", "missing", "rates"].map(settled));
}, SLOW);

afterEach(() => {
  // The page had no errors. Chromium logs every 404 answer, here the failed query's, as a console error.
  const expected = /Failed to load resource: the server responded with a status of 404/;
  expect(problems.filter((p) => !expected.test(p))).toEqual([]);
});

const text = (id: string) => page.locator(`#${id}`).innerText();

/** Clicks the page's button that tracks a transaction, and waits for its result. */
async function track() {
  expect(await text("tracked")).toBe("idle");
  await page.click("#track");
  await page.waitForFunction(() => document.getElementById("tracked")?.textContent !== "idle", undefined, {
    timeout: STEP,
  });
}

describe("openapi-react-query and swr-openapi in Chromium", () => {
  test("useQuery renders the typed data of a GET", async () => {
    expect(await text("batch")).toBe("7:paid, missing");
  });

  test("a failed query renders the client's error body, after one request", async () => {
    expect(await text("missing")).toBe("error not_found: no such transactions");
    expect(api().filter((s) => s.url.includes("ids=404"))).toHaveLength(1);
  });

  test("swr-openapi's hook renders the data of a GET with a path parameter", async () => {
    expect(await text("rates")).toBe("Parcel Express 4.20, Post 3.10");
  });

  test("useMutation sends the POST once, with its body, and renders the result", async () => {
    expect(api().filter((s) => s.method === "POST")).toEqual([]);
    await track();
    expect(await text("tracked")).toBe("tracked 7:shipped");
    const posts = api().filter((s) => s.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe("/api/v1/transactions/7/track");
    expect(JSON.parse(posts[0]!.body)).toEqual({ carrier: "parcel_express", tracking_code: "PX1" });
    expect(posts[0]!.headers["content-type"]).toMatch(/^application\/json/);
  });

  test("every request carried the client's credentials and acting user, and nothing else was asked", async () => {
    await track();
    const seen = api().map((s) => ({
      call: `${s.method} ${s.url}`,
      authorization: s.headers.authorization,
      user: s.headers["service-user"],
    }));
    const expected = [
      { call: "GET /api/v1/batch/transactions?ids=7%2C8", authorization: "Bearer token_browser_1", user: "user_alice" },
      { call: "GET /api/v1/batch/transactions?ids=404", authorization: "Bearer token_browser_1", user: "user_alice" },
      {
        call: "GET /api/v1/transactions/7/shipper_shipping_rates",
        authorization: "Basic " + btoa("key_browser_1:"),
        user: "user_alice",
      },
      { call: "POST /api/v1/transactions/7/track", authorization: "Bearer token_browser_1", user: "user_alice" },
    ];
    const order = (xs: { call: string }[]) => [...xs].sort((a, b) => a.call.localeCompare(b.call));
    expect(order(seen)).toEqual(order(expected));
    expect(
      server.seen
        .filter((s) => !s.url.startsWith("/api/"))
        .map((s) => s.url)
        .sort(),
    ).toEqual(expect.arrayContaining(["/", "/app.js"]));
  });

  test("the page's logging middleware saw each call's method, path and status, and no credential", async () => {
    await track();
    const log = (await text("log")).split("\n");
    expect(log).toEqual(
      expect.arrayContaining([
        "GET /api/v1/batch/transactions -",
        "GET /api/v1/batch/transactions 200",
        "GET /api/v1/batch/transactions 404",
        "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates 200",
        "POST /api/v1/transactions/{transaction_id}/track -",
        "POST /api/v1/transactions/{transaction_id}/track 200",
      ]),
    );
    expect(log.join("\n")).not.toMatch(/token_browser_1|key_browser_1|Bearer|Basic/);
  });
});
