// Markup from the spec is inert in the reference page: a document with script-running and loading
// HTML (event handlers, javascript: links, <iframe>, <svg>, <style>) in every place the page shows
// text is built into the page, which is opened in Debian's Chromium. No payload may run (each one
// would record itself in window.__hit, also when its link is clicked), no request may leave the
// page (a listener on 127.0.0.1 counts connections), and the markup must show as text.
// The page is built twice: as `npm run docs` builds it, and without the build-time pass (as if the
// spec had been rendered raw), where Redoc's rendering (React elements: no event handler, no
// javascript: URL) and the page's policy must still keep every payload from running or loading.
// The try-it console and the code samples show the same spec text, and must show it as text too.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildPage, renderPage } from "../scripts/build/docs.mjs";
import { collectProblems, useChromium } from "./helpers/chromium.js";
import { type Counter, startCounter } from "./helpers/hostile-spec.js";
import { eachOperation, groups, openOperation, settled } from "./helpers/reference.js";
import { SLOW, STEP } from "./helpers/time.js";

let counter: Counter;
const chromium = useChromium();
const scratch = mkdtempSync(join(tmpdir(), "docs-inert-"));

/** The hostile Markdown for one place: each vector records `<place> <vector>` if it ever runs. */
function payload(place: string, port: number): string {
  const hit = (what: string) => `(window.__hit=window.__hit||[]).push('${place} ${what}')`;
  return [
    `Text of ${place}.`,
    `<img src=x onerror="${hit("img")}">`,
    `<a href="javascript:${hit("a")}">link ${place}</a>`,
    `[markdown link ${place}](javascript:${hit("md")})`,
    `<iframe src="http://127.0.0.1:${port}/${place}" srcdoc="<script>parent.window.__hit=['${place} iframe']</script>"></iframe>`,
    `<svg onload="${hit("svg")}"><script>${hit("svg script")}</script></svg>`,
    `<style>@import url("http://127.0.0.1:${port}/${place}.css"); body { display: none } #redoc { background: url("http://127.0.0.1:${port}/${place}.png") }</style>`,
  ].join("\n\n");
}

/** Every place the page renders text from, each with its own payload. */
const PLACES = [
  "info",
  "info-gaps",
  "tag",
  "server",
  "external-docs",
  "summary",
  "operation",
  "operation-gaps",
  "parameter",
  "parameter-example",
  "request-body",
  "example-summary",
  "example-description",
  "example-value",
  "response",
  "response-example",
  "schema-title",
  "schema",
  "schema-gaps",
  "property",
  "enum",
  "default",
  "money",
  "ambiguity-topic",
  "ambiguity",
  "implied",
  "implied-reason",
  "security",
  "scope",
  "code-sample",
];

function hostileDoc(port: number) {
  const p = (place: string) => payload(place, port);
  const js = "javascript:(window.__hit=window.__hit||[]).push('url')";
  return {
    openapi: "3.1.0",
    info: {
      title: "Hostile",
      version: "1.0.0",
      description: p("info"),
      contact: { name: "c", url: js },
      "x-gaps": [p("info-gaps")],
    },
    externalDocs: { url: js, description: p("external-docs") },
    tags: [{ name: "widgets", description: p("tag") }],
    servers: [{ url: "https://widgets.invalid", description: p("server") }],
    security: [{ oauth2: ["widgets.read"] }],
    "x-ambiguities": [{ topic: p("ambiguity-topic"), resolution: p("ambiguity") }],
    "x-implied-operations": [{ name: p("implied"), reason: p("implied-reason") }],
    paths: {
      "/widgets/{id}": {
        post: {
          operationId: "makeWidget",
          tags: ["widgets"],
          summary: p("summary"),
          description: p("operation"),
          "x-gaps": [p("operation-gaps")],
          "x-codeSamples": [{ lang: "JavaScript", source: p("code-sample") }],
          parameters: [
            {
              name: "id",
              in: "path",
              required: true,
              description: p("parameter"),
              schema: { type: "string" },
              example: p("parameter-example"),
            },
          ],
          requestBody: {
            description: p("request-body"),
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Widget" },
                examples: {
                  one: {
                    summary: p("example-summary"),
                    description: p("example-description"),
                    value: { name: p("example-value") },
                  },
                },
              },
            },
          },
          responses: {
            "200": {
              description: p("response"),
              content: {
                "application/json": {
                  schema: { $ref: "#/components/schemas/Widget" },
                  example: { name: p("response-example") },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Widget: {
          type: "object",
          title: p("schema-title"),
          description: p("schema"),
          "x-gaps": [p("schema-gaps")],
          properties: {
            name: {
              type: "string",
              description: p("property"),
              enum: [p("enum")],
              default: p("default"),
              "x-money-string": p("money"),
            },
          },
        },
      },
      securitySchemes: {
        oauth2: {
          type: "oauth2",
          description: p("security"),
          flows: {
            authorizationCode: {
              authorizationUrl: js,
              tokenUrl: "https://widgets.invalid/token",
              scopes: { "widgets.read": p("scope") },
            },
          },
        },
      },
    },
  };
}

interface Seen {
  hit: unknown;
  handlers: string[];
  dangerous: string[];
  scriptLinks: string[];
  styles: number;
  text: string;
  left: string[];
  problems: string[];
}

/** Opens a page from disk, clicks every link it has that stays on the page, and reports what ran. */
async function open(file: string): Promise<Seen> {
  const page: Page = await chromium.newPage();
  const left: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file:") || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    left.push(url);
    return route.abort();
  });
  const problems = collectProblems(page);
  await page.goto(pathToFileURL(file).href);
  expect(await settled(page)).toBe("ready");
  /** Clicks every link shown that stays on the page (a javascript: one would run its script now). */
  const clickLinks = async (root: string) => {
    for (const link of (await page.$$(`${root} a`)).slice(0, 500)) {
      const href = (await link.getAttribute("href")) ?? "";
      if (/^https?:/i.test(href) || href.startsWith("#/")) continue;
      await link.evaluate((a: HTMLAnchorElement) => a.click());
    }
  };
  await clickLinks("#redoc");
  // A raw page carries the spec's `body { display: none }`, and Redoc draws an operation only once
  // it is scrolled into view: shown again (by the test) so that every operation can be drawn.
  await page.evaluate(() => {
    document.head.appendChild(document.createElement("style")).textContent = "body { display: block !important }";
  });
  const overview = await page.evaluate(() => document.getElementById("redoc")?.innerText ?? "");
  // Each operation as Redoc draws it once it is scrolled to, and its links clicked too.
  const drawn: string[] = [];
  await eachOperation(page, async (section) => {
    drawn.push(await section.evaluate((el: HTMLElement) => el.innerText));
    await clickLinks('[data-item-kind="httpItem"]');
  });
  // Each group's own page: its tag's text.
  for (const group of await groups(page)) {
    await page.evaluate((hash) => {
      location.hash = hash;
    }, group);
    await page.waitForSelector(`[data-section-id="/${group.slice(2)}"]`);
    drawn.push(await page.evaluate(() => document.getElementById("redoc")?.innerText ?? ""));
  }
  // Spec text anywhere in the page: what the payloads would leave behind if they became markup.
  const fromSpec = /__hit|127\.0\.0\.1|never-served/;
  const seen = await page.evaluate((pattern) => {
    const spec = new RegExp(pattern);
    const all = [...document.querySelectorAll("*")];
    return {
      hit: (window as unknown as { __hit?: unknown }).__hit,
      handlers: all
        .filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name)))
        .map((e) => e.outerHTML.slice(0, 120)),
      dangerous: [
        ...document.querySelectorAll(
          "#redoc iframe, #redoc object, #redoc embed, #redoc script, #redoc svg script, #redoc style, #redoc link, #redoc meta",
        ),
      ]
        // Redoc's own hidden theme script (set as markup, so it never runs) is not from the spec.
        .filter((e) => e.tagName !== "SCRIPT" || spec.test(e.textContent ?? ""))
        .map((e) => e.outerHTML.slice(0, 120)),
      scriptLinks: [...document.querySelectorAll("[href], [src]")]
        .map((e) => e.getAttribute("href") ?? e.getAttribute("src") ?? "")
        .filter((v) => /^\s*javascript:/i.test(v) && spec.test(v)),
      styles: [...document.querySelectorAll("style")].filter((s) => s.textContent?.includes("127.0.0.1")).length,
    };
  }, fromSpec.source);
  const text = [overview, ...drawn].join("\n");
  await page.close();
  return { ...seen, text, left, problems };
}

const pages = new Map<string, Seen>();

beforeAll(async () => {
  counter = await startCounter("never-served");
  const doc = hostileDoc(counter.port);
  const built = join(scratch, "built.html");
  writeFileSync(built, (await buildPage({ doc })).html);
  // Without the build-time pass: Redoc's sanitising and the page's policy alone.
  const raw = join(scratch, "raw.html");
  writeFileSync(raw, renderPage(structuredClone(doc)));
  pages.set("built", await open(built));
  pages.set("raw", await open(raw));
}, SLOW);

afterAll(async () => {
  await counter?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const seen = (name: string) => {
  const found = pages.get(name);
  if (!found) throw new Error(`no page ${name}`);
  return found;
};

describe.each(["built", "raw"])("the page %s from a hostile spec", (name) => {
  test("runs no script from the spec, even when every link is clicked", () => {
    expect(seen(name).hit).toBeUndefined();
    expect(seen(name).handlers).toEqual([]);
  });

  test("loads nothing: no request leaves the page and the listener sees none", () => {
    expect(seen(name).left).toEqual([]);
    expect(counter.connections).toBe(0);
  });
});

describe("the page npm run docs builds", () => {
  test("has no frame, object, script or svg script from the spec", () => {
    expect(seen("built").dangerous).toEqual([]);
  });

  test("links nowhere but http(s), mailto and the page itself", () => {
    expect(seen("built").scriptLinks).toEqual([]);
    // Without the build-time pass the markup becomes elements, and nothing of it runs.
    expect(seen("raw").dangerous.length).toBeGreaterThan(0);
    expect(seen("raw").hit).toBeUndefined();
  });

  test("shows the spec's markup as text in every place, and no style of the spec applies", () => {
    const { text, styles, dangerous, problems } = seen("built");
    expect(styles).toBe(0);
    expect(dangerous).toEqual([]);
    expect(problems).toEqual([]);
    const missing = PLACES.filter((place) => !text.includes(`Text of ${place}.`));
    // Redoc shows these only on demand (a closed menu, a collapsed schema, a sample tab); they are
    // proven inert by the checks above. Every other place shows its markup as text.
    const onDemand = ["server", "example-summary", "schema-title", "schema", "code-sample"];
    expect(missing.filter((place) => !onDemand.includes(place))).toEqual([]);
    expect(text).toContain("<img src=x onerror=\"(window.__hit=window.__hit||[]).push('info img')\">");
    expect(text).toContain("<iframe src=");
  });
});

describe("the try-it console and the code samples of a hostile spec", () => {
  const OP = "makeWidget";
  const hit = (what: string) => `(window.__hit=window.__hit||[]).push('${what}')`;
  let seen: {
    hit: unknown;
    handlers: string[];
    markup: string[];
    options: string[];
    inputs: string[];
    body: string;
    sample: string;
    left: string[];
    errors: string[];
  };

  beforeAll(async () => {
    const doc: any = hostileDoc(counter.port);
    // A stated error whose example's name is markup too: the console lists it as an answer to ask for.
    doc.paths["/widgets/{id}"].post.responses["400"] = {
      description: payload("error-response", counter.port),
      content: {
        "application/json": {
          examples: {
            [`<img src=x onerror="${hit("example name")}">`]: { value: { code: payload("error", counter.port) } },
          },
        },
      },
    };
    const file = join(scratch, "console.html");
    writeFileSync(file, (await buildPage({ doc })).html);
    const page = await chromium.newPage();
    const left: string[] = [];
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (/^(?:file|data|blob):/.test(url)) return route.continue();
      left.push(url);
      return route.abort();
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(pathToFileURL(file).href);
    expect(await settled(page)).toBe("ready");
    const section = await openOperation(page, "makeWidget", "POST /widgets/{id}");
    await page.waitForSelector(`button.tryit-open[data-operation="${OP}"]`, { timeout: STEP });
    await page.locator(`button.tryit-open[data-operation="${OP}"]`).evaluate((button: HTMLElement) => button.click());
    // The TypeScript sample, the language the page opens on.
    const sample = await section.$eval('[data-testid="right-panel"] pre', (pre: HTMLElement) => pre.innerText);
    seen = {
      ...(await page.evaluate(() => {
        const panel = document.getElementById("tryit-panel")!;
        return {
          hit: (window as unknown as { __hit?: unknown }).__hit,
          handlers: [...document.querySelectorAll("*")]
            .filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name)))
            .map((e) => e.outerHTML.slice(0, 120)),
          markup: [...panel.querySelectorAll("img, iframe, svg, script, style, a, object, embed")].map((e) =>
            e.outerHTML.slice(0, 120),
          ),
          options: [...panel.querySelectorAll("option")].map((o) => o.textContent ?? ""),
          inputs: [...panel.querySelectorAll("input")].map((i) => i.value),
          body: (document.getElementById("tryit-body") as HTMLTextAreaElement).value,
        };
      })),
      sample,
      left,
      errors,
    };
    await page.close();
  }, SLOW);

  test("runs nothing and makes no element of the spec's markup", () => {
    expect(seen.hit).toBeUndefined();
    expect(seen.handlers).toEqual([]);
    expect(seen.markup).toEqual([]);
    expect(seen.left).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(counter.connections).toBe(0);
  });

  test("shows the spec's markup as text: parameter example, request example and example names", () => {
    expect(seen.inputs.some((v) => v.includes("Text of parameter-example.") && v.includes("<img src=x onerror="))).toBe(
      true,
    );
    expect(seen.body).toContain("Text of example-value.");
    expect(seen.body).toContain("<iframe src=");
    expect(seen.options.some((o) => o.includes(`400 <img src=x onerror="${hit("example name")}">`))).toBe(true);
    expect(seen.sample).toContain("Text of example-value.");
    expect(seen.sample).toContain("<img src=x onerror=");
  });
});
