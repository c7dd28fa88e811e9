#!/usr/bin/env node
// @ts-check
// `npm run docs:preview`: serves the reference page (the same page as `npm run docs`) on 127.0.0.1
// and rebuilds it whenever a file of the document changes; open pages then reload themselves.
// A change that breaks the document keeps the last good page and shows the error on it.
//
//   node scripts/serve/docs-preview.mjs [--spec spec/openapi.yaml] [--port N]
//
// The page's links to the repository's guides and README are served too, from this clone, as text.
//
// The port is --port, else the PORT environment variable, else a free port chosen at start; the
// address printed says which. Tests start the same server in-process with `startPreview`.
import { once } from "node:events";
import { readFile, watch } from "node:fs";
import http from "node:http";
import path from "node:path";
import escapeHtml from "escape-html";
import { buildPage, GUIDES } from "../build/docs.mjs";
import { errorText, EXIT_OK, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT, SPEC_FILE } from "../lib/spec.mjs";

const EVENTS_PATH = "/__events";
// The repository's files the page links to, by the path they are served at (the page links them
// from "/"); nothing else of the clone is served.
const REPOSITORY_FILES = new Map(
  ["README.md", ...GUIDES.map(([file]) => `docs/${file}`)].map((file) => [`/${file}`, path.join(ROOT, file)]),
);
const WATCHED = /\.(?:ya?ml|json)$/i;
const NO_STORE = { "cache-control": "no-store" };

/**
 * Page shown while no build has succeeded yet; it reloads once one does.
 * @param {string} message
 */
const failurePage = (message) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Reference preview: build failed</title></head>
<body style="font: 14px/1.4 sans-serif; margin: 2em"><h1>The document could not be built</h1>
<pre style="white-space: pre-wrap">${escapeHtml(message)}</pre>
<script>new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener("reload", function () { location.reload(); });</script>
</body></html>`;

/**
 * Starts the preview server: builds the page once, then again 150 ms after the last change of a
 * YAML or JSON file in the document's folder (one more build after the running one when a change
 * comes during it), and tells the listening pages to reload, or shows them the failure.
 * @param {{ spec?: string, port?: number, host?: string, log?: (line: string) => void }} [options]
 */
export async function startPreview({ spec = SPEC_FILE, port = 0, host = "127.0.0.1", log = () => {} } = {}) {
  const specFile = path.resolve(spec);
  /** Pages listening for reloads. @type {Set<http.ServerResponse>} */
  const clients = new Set();
  // html: the last page built ("" before the first success); error: the last build's ("" after a
  // success); version: how many builds succeeded; pending: a change came during the running build.
  const state = { html: "", error: "", version: 0, building: false, pending: false };
  const broadcast = (/** @type {string} */ event, /** @type {unknown} */ data) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  /** @param {string} reason */
  const rebuild = async (reason) => {
    if (state.building) return void (state.pending = true);
    state.building = true;
    const started = Date.now();
    try {
      const page = await buildPage({ spec: specFile, liveReload: EVENTS_PATH, repository: "/" });
      Object.assign(state, { html: page.html, error: "", version: state.version + 1 });
      log(`docs:preview: built (${reason}, ${page.operations} operations) in ${Date.now() - started} ms`);
      broadcast("reload", state.version);
    } catch (error) {
      state.error = errorText(error);
      log(`docs:preview: build failed (${reason}):\n${state.error}`);
      broadcast("failure", state.error);
    } finally {
      state.building = false;
    }
    if (state.pending) {
      state.pending = false;
      await rebuild("further changes");
    }
  };

  // The page (or the failure page), the event stream pages reload on, the status tests wait on
  // (`clients`: pages listening right now), and the repository's files the page links to.
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const file = REPOSITORY_FILES.get(pathname);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
    } else if (pathname === "/" || pathname === "/index.html") {
      res.writeHead(state.html ? 200 : 503, { "content-type": "text/html; charset=utf-8", ...NO_STORE });
      res.end(state.html || failurePage(state.error || "Building…"));
    } else if (pathname === EVENTS_PATH) {
      res.writeHead(200, { "content-type": "text/event-stream", ...NO_STORE, connection: "keep-alive" });
      res.write(`retry: 1000\nevent: hello\ndata: ${state.version}\n\n`);
      clients.add(res);
      req.on("close", () => clients.delete(res));
    } else if (pathname === "/__status") {
      const { version, building, error } = state;
      res.writeHead(200, { "content-type": "application/json", ...NO_STORE });
      res.end(JSON.stringify({ version, building, error: error || null, clients: clients.size }));
    } else if (file) {
      readFile(file, (error, text) => {
        if (error) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not in this clone\n");
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8", ...NO_STORE }).end(text);
      });
    } else {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
    }
  });

  await rebuild("start");
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const watcher = watch(path.dirname(specFile), { recursive: true }, (_event, filename) => {
    if (filename && !WATCHED.test(String(filename))) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(`${filename ?? "a file"} changed`), 150);
  });
  await once(server.listen(port, host), "listening");
  const url = `http://${host}:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}/`;
  return {
    url,
    async close() {
      clearTimeout(timer);
      watcher.close();
      for (const res of clients) res.end();
      clients.clear();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * Serves until Ctrl+C or SIGTERM.
 * @param {string[]} args
 */
export async function main(args) {
  const { values } = readArgs(args, {
    spec: { type: "string", default: SPEC_FILE },
    port: { type: "string", default: process.env.PORT ?? "0" },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`bad port: ${values.port}`);
  const spec = path.resolve(values.spec);
  const preview = await startPreview({ spec, port, log: (line) => console.log(line) });
  const watched = path.relative(process.cwd(), path.dirname(spec)) || ".";
  console.log(`docs:preview: serving ${preview.url} (watching ${watched}; Ctrl+C stops)`);
  const stop = () => preview.close().then(() => process.exit(EXIT_OK));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

runMain(import.meta.url, "docs:preview", main, "usage: node scripts/serve/docs-preview.mjs [--spec FILE] [--port N]");
