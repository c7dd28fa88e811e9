// The build-time pass that makes the spec's text inert before the reference page renders it
// (scripts/build/inert.mjs). docs-inert.browser.test.ts shows the result in Chromium.
import { describe, expect, test } from "vitest";
import { inertMarkdown, makeInert, REMOVED_URL, safeAddress } from "../scripts/build/inert.mjs";
import { bundle } from "../scripts/lib/spec.mjs";

describe("inertMarkdown", () => {
  test("escapes raw HTML, block and inline, so it shows as text", () => {
    expect(inertMarkdown('A <img src=x onerror="alert(1)"> here.')).toBe(
      "A &lt;img src=x onerror=&quot;alert(1)&quot;&gt; here.",
    );
    expect(inertMarkdown("<iframe src=//x></iframe>\n\nafter")).toContain("&lt;iframe src=//x&gt;&lt;/iframe&gt;");
    expect(inertMarkdown("<style>body{display:none}</style>")).toBe("&lt;style&gt;body{display:none}&lt;/style&gt;");
    expect(inertMarkdown("<svg onload=alert(1)>")).not.toMatch(/<svg/);
  });

  test("reduces links and images with unsafe addresses to their text", () => {
    expect(inertMarkdown("[click](javascript:alert(1))")).toBe("click");
    expect(inertMarkdown("![pic](data:text/html,<script>alert(1)</script>)")).not.toContain("data:");
    expect(inertMarkdown("[ok](https://widgets.invalid) and [top](#section)")).toBe(
      "[ok](https://widgets.invalid) and [top](#section)",
    );
  });

  test("leaves code, the page's own line breaks and plain text as they are", () => {
    const text = "Use `{auth_url}/realms/<realm>/auth`.<br>\n\n```\n<b>bold</b>\n```\n\na < b and c > d";
    expect(inertMarkdown(text)).toBe(text);
  });
});

describe("safeAddress", () => {
  test("allows http(s), mailto and fragments; refuses scripts and data, however written", () => {
    for (const ok of ["https://x.invalid/a", "http://x.invalid", "mailto:a@x.invalid", "#operation/a"]) {
      expect(safeAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
    ]) {
      expect(safeAddress(bad), bad).toBe(false);
    }
  });
});

describe("makeInert", () => {
  test("changes descriptions, scopes and link fields, and leaves data and server URLs alone", () => {
    const doc = makeInert({
      info: { description: "<b>x</b>", contact: { url: "javascript:alert(1)" }, termsOfService: "https://t.invalid" },
      servers: [{ url: "{base_url}/v1", description: "<i>s</i>" }],
      externalDocs: { url: "javascript:alert(2)" },
      components: {
        securitySchemes: {
          o: { flows: { implicit: { authorizationUrl: "data:x", scopes: { read: "<img src=x>" } } } },
        },
        schemas: { A: { example: { description: "<b>data</b>" }, examples: ["<b>data</b>"], enum: ["<b>e</b>"] } },
      },
    });
    expect(doc.info.description).toBe("&lt;b&gt;x&lt;/b&gt;");
    expect(doc.info.contact.url).toBe(REMOVED_URL);
    expect(doc.info.termsOfService).toBe("https://t.invalid");
    expect(doc.servers[0]).toEqual({ url: "{base_url}/v1", description: "&lt;i&gt;s&lt;/i&gt;" });
    expect(doc.externalDocs.url).toBe(REMOVED_URL);
    expect(doc.components.securitySchemes.o.flows.implicit).toEqual({
      authorizationUrl: REMOVED_URL,
      scopes: { read: "&lt;img src=x&gt;" },
    });
    expect(doc.components.schemas.A).toEqual({
      example: { description: "<b>data</b>" },
      examples: ["<b>data</b>"],
      enum: ["<b>e</b>"],
    });
  });

  test("changes nothing in the project's spec, which has no markup", async () => {
    const doc = await bundle();
    expect(makeInert(structuredClone(doc))).toEqual(doc);
  });
});
