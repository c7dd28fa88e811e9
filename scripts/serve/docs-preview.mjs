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
import { EXIT_OK, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT, SPEC_FILE } from "../lib/spec.mjs";

const EVENTS_PATH = "/__events";
// The repository's files the page links to, by the path they are served at (the page links them
// from "/"); nothing else of the clone is served.
const REPOSITORY_FILES = new Map(
  ["README.md", ...GUIDES.map(([file]) => `docs/${file}`)].map((file) => [`/${file}`, path.join(ROOT, file)]),
);
const WATCHED = /\.(?:ya?ml|json)$/i;

/**
 * Page shown while no build has succeeded yet; it reloads once one does.
 * @param {string} message
 */
function failurePage(message) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Reference preview: build failed</title></head>
<body style="font: 14px/1.4 sans-serif; margin: 2em"><h1>The document could not be built</h1>
<pre style="white-space: pre-wrap">${escapeHtml(message)}</pre>
<script>new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener("reload", function () { location.reload(); });</script>
</body></html>`;
}

/**
 * @typedef {object} PreviewState
 * @property {string} html the last page built, "" before the first success
 * @property {string} error the last build's error, "" after a success
 * @property {number} version how many builds have succeeded
 * @property {boolean} building whether a build is running
 * @property {boolean} pending whether a change came during the running build
 */

/**
 * Sends an event to every page listening for reloads.
 * @param {Set<http.ServerResponse>} clients
 * @param {string} event
 * @param {unknown} data
 */
function broadcast(clients, event, data) {
  for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The function that builds the page into `state` and tells the listening pages; a change during a
 * build leads to one more build after it.
 * @param {{ specFile: string, state: PreviewState, clients: Set<http.ServerResponse>, log: (line: string) => void }} preview
 * @returns {(reason: string) => Promise<void>}
 */
function pageBuilder({ specFile, state, clients, log }) {
  return async function rebuild(reason) {
    if (state.building) {
      state.pending = true;
      return;
    }
    state.building = true;
    const started = Date.now();
    try {
      const page = await buildPage({ spec: specFile, liveReload: EVENTS_PATH, repository: "/" });
      state.html = page.html;
      state.error = "";
      state.version += 1;
      log(`docs:preview: built (${reason}, ${page.operations} operations) in ${Date.now() - started} ms`);
      broadcast(clients, "reload", state.version);
    } catch (error) {
      state.error = error instanceof Error ? error.message : String(error);
      log(`docs:preview: build failed (${reason}):\n${state.error}`);
      broadcast(clients, "failure", state.error);
    } finally {
      state.building = false;
    }
    if (state.pending) {
      state.pending = false;
      await rebuild("further changes");
    }
  };
}

/**
 * The server's answers: the page (or the failure page), the event stream pages reload on, and the
 * status tests wait on.
 * @param {PreviewState} state
 * @param {Set<http.ServerResponse>} clients
 * @returns {http.RequestListener}
 */
function requestHandler(state, clients) {
  return (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
    } else if (pathname === "/" || pathname === "/index.html") {
      const ok = Boolean(state.html);
      res.writeHead(ok ? 200 : 503, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(ok ? state.html : failurePage(state.error || "Building…"));
    } else if (pathname === EVENTS_PATH) {
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-store",
        connection: "keep-alive",
      });
      res.write(`retry: 1000\nevent: hello\ndata: ${state.version}\n\n`);
      clients.add(res);
      req.on("close", () => clients.delete(res));
    } else if (pathname === "/__status") {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      // `clients`: pages listening for reloads right now (a test waits for its page to be one).
      const status = {
        version: state.version,
        building: state.building,
        error: state.error || null,
        clients: clients.size,
      };
      res.end(JSON.stringify(status));
    } else if (REPOSITORY_FILES.has(pathname)) {
      readFile(/** @type {string} */ (REPOSITORY_FILES.get(pathname)), (error, text) => {
        if (error) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not in this clone\n");
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(text);
      });
    } else {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
    }
  };
}

/**
 * Watches the folder of the document and rebuilds 150 ms after the last change of a YAML or JSON
 * file. Returns a function that stops watching.
 * @param {string} dir
 * @param {(reason: string) => Promise<void>} rebuild
 */
function watchDocument(dir, rebuild) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const watcher = watch(dir, { recursive: true }, (_event, filename) => {
    if (filename && !WATCHED.test(String(filename))) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(`${filename ?? "a file"} changed`), 150);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

/**
 * Starts the preview server.
 * @param {{ spec?: string, port?: number, host?: string, log?: (line: string) => void }} [options]
 */
export async function startPreview({ spec = SPEC_FILE, port = 0, host = "127.0.0.1", log = () => {} } = {}) {
  const specFile = path.resolve(spec);
  /** @type {Set<http.ServerResponse>} */
  const clients = new Set();
  /** @type {PreviewState} */
  const state = { html: "", error: "", version: 0, building: false, pending: false };
  const rebuild = pageBuilder({ specFile, state, clients, log });
  const server = http.createServer(requestHandler(state, clients));

  await rebuild("start");
  const unwatch = watchDocument(path.dirname(specFile), rebuild);

  await once(server.listen(port, host), "listening");
  const actualPort = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  const url = `http://${host}:${actualPort}/`;

  return {
    url,
    port: actualPort,
    state,
    async close() {
      unwatch();
      for (const res of clients) res.end();
      clients.clear();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

const USAGE = "usage: node scripts/serve/docs-preview.mjs [--spec FILE] [--port N]";

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
  console.log(
    `docs:preview: serving ${preview.url} (watching ${path.relative(process.cwd(), path.dirname(spec)) || "."}; Ctrl+C stops)`,
  );
  const stop = async () => {
    await preview.close();
    process.exit(EXIT_OK);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

runMain(import.meta.url, "docs:preview", main, USAGE);
