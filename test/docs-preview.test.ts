// The live preview (`npm run docs:preview`): started as a process on 127.0.0.1 with a port chosen at
// run time, against a small document in a temporary folder, which the test then edits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Preview, startPreview, waitFor } from "./helpers/preview.js";
import { SLOW } from "./helpers/time.js";

const ROOT_DOC = `openapi: 3.1.0
info:
  title: Preview check
  version: 1.0.0
  description: A small document for the preview test.
servers:
  - url: http://127.0.0.1:9
paths:
  /ping:
    $ref: ./paths/ping.yaml
`;
const pingDoc = (summary: string) => `get:
  operationId: ping
  summary: ${summary}
  security: []
  responses:
    "204":
      description: Alive.
`;

let dir = "";
let preview: Preview | undefined;
let base = "";
const events: Array<{ event: string; data: string }> = [];
const streamAbort = new AbortController();

/** Follows the server-sent events of the page into `events`. */
async function followEvents(url: string): Promise<void> {
  const res = await fetch(url, { signal: streamAbort.signal });
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
          if (event) events.push({ event, data });
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "docs-preview-"));
  mkdirSync(join(dir, "paths"));
  writeFileSync(join(dir, "openapi.yaml"), ROOT_DOC);
  writeFileSync(join(dir, "paths/ping.yaml"), pingDoc("Ping the service"));

  preview = await startPreview(join(dir, "openapi.yaml"));
  base = preview.base;
  await followEvents(`${base}__events`);
  await waitFor("the hello event", () => events.find((e) => e.event === "hello"));
}, SLOW);

afterAll(async () => {
  streamAbort.abort();
  await preview?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("docs:preview", () => {
  test("listens on 127.0.0.1 and serves the page with a reload hook", async () => {
    expect(new URL(base).hostname).toBe("127.0.0.1");
    const res = await fetch(base);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Ping the service");
    expect(html).toContain("EventSource");
    expect((await fetch(`${base}nothing-here`)).status).toBe(404);
  });

  test("serves the guides and README the page links to, and no other file of the clone", async () => {
    const html = await (await fetch(base)).text();
    expect(html).toContain("](/docs/usage.md)");
    expect(html).toContain("](/README.md)");
    const readme = await fetch(`${base}README.md`);
    expect(readme.status).toBe(200);
    expect(readme.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await readme.text()).toMatch(/^# escrow-api-sdk/);
    for (const other of [
      "package.json",
      "docs/other.md",
      "docs/../package.json",
      "docs/%2e%2e/package.json",
      "spec/openapi.yaml",
    ]) {
      const res = await fetch(`${base}${other}`);
      expect(res.status, other).toBe(404);
      expect(await res.text(), other).not.toContain("escrow-api-sdk");
    }
  });

  test("rebuilds after a file of the document changes and tells the page to reload", async () => {
    const before = events.filter((e) => e.event === "reload").length;
    writeFileSync(join(dir, "paths/ping.yaml"), pingDoc("Ping the service, edited"));
    await waitFor("a reload event", () => events.filter((e) => e.event === "reload").length > before);
    const html = await (await fetch(base)).text();
    expect(html).toContain("Ping the service, edited");
  });

  test("keeps the last good page and reports a broken document", async () => {
    writeFileSync(join(dir, "paths/ping.yaml"), "get: [this is: not valid\n");
    const failure = await waitFor("a failure event", () => events.find((e) => e.event === "failure"));
    expect(JSON.parse(failure.data)).toMatch(/bundle failed|error/i);
    const res = await fetch(base);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Ping the service, edited");

    const reloads = events.filter((e) => e.event === "reload").length;
    writeFileSync(join(dir, "paths/ping.yaml"), pingDoc("Ping the service, fixed"));
    await waitFor("a reload event", () => events.filter((e) => e.event === "reload").length > reloads);
    expect(await (await fetch(base)).text()).toContain("Ping the service, fixed");
  });
});
