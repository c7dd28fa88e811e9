#!/usr/bin/env node
// `npm run docs`: writes dist/docs/index.html, one self-contained page of reference documentation
// that works opened from disk with no network.
//
//   node scripts/docs.mjs [--spec spec/openapi.yaml] [--out dist/docs/index.html]
//
// 1. Redocly bundles the OpenAPI document (all $refs of spec/ in one JSON document).
// 2. A build-time pass makes the document's markers visible: every place carrying `x-gaps` gets a
//    "Not stated by the interface description" note in its description, the overview gets a list
//    of all of them, of `x-ambiguities` and of `x-implied-operations`, and the security schemes are
//    shown in the overview's "Authentication" section.
// 3. The page renders the document with Redoc (the `redoc` package): its standalone script and the
//    document are inlined, and a Content-Security-Policy forbids loading anything from elsewhere.
//
// Why not `redocly build-docs`: Redocly CLI 2.x renders with Redoc 3, which shows one tag at a time,
// lists at most 8 operations per tag until expanded and has no authentication section; the reference
// should show everything on one page, searchable with the browser's find.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { redocly } from "./lib/redocly.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_SPEC = path.join(ROOT, "spec", "openapi.yaml");
export const DEFAULT_OUT = path.join(ROOT, "dist", "docs", "index.html");
export const GAP_NOTE_TITLE = "Not stated by the interface description";
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const require = createRequire(import.meta.url);
export { REDOCLY_ENV } from "./lib/redocly.mjs";

// ---------------------------------------------------------------------------------------------
// 1. Bundling

/**
 * Bundles an OpenAPI document with Redocly and returns it parsed. A minimal Redocly config is used,
 * so the bundle does not depend on the lint rules and plugins of redocly.yaml.
 * @param {string} [specFile]
 * @returns {Promise<any>}
 */
export async function bundleSpec(specFile = DEFAULT_SPEC) {
  const dir = mkdtempSync(path.join(tmpdir(), "docs-bundle-"));
  try {
    const config = path.join(dir, "redocly.yaml");
    const out = path.join(dir, "openapi.json");
    writeFileSync(config, "extends: []\n");
    const args = ["bundle", path.resolve(specFile), "--config", config, "--ext", "json", "-o", out];
    const { code, stdout, stderr } = await redocly(args);
    const output = [stdout, stderr].join("\n").trim();
    let doc;
    try {
      doc = JSON.parse(readFileSync(out, "utf8"));
    } catch {
      doc = undefined;
    }
    if (code !== 0 || !doc) {
      throw new Error(`redocly bundle failed for ${specFile} (exit code ${code}):\n${output}`);
    }
    return doc;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every operation of a bundled document: method (upper case), path, operation object. */
export function listOperations(doc) {
  const out = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) if (item?.[m]) out.push({ method: m.toUpperCase(), path: p, operation: item[m] });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 2. Making the markers visible

const oneLine = (s) => String(s).replace(/\s+/g, " ").trim();
const code = (s) => "`" + String(s).replace(/`/g, "'") + "`";

function appendDescription(node, markdown) {
  const current = typeof node.description === "string" ? node.description.trimEnd() : "";
  node.description = current ? `${current}\n\n${markdown}` : markdown;
}

/** The visible note for one place carrying `x-gaps`. */
export function gapNote(sentences) {
  return [`> **${GAP_NOTE_TITLE}:**`, ">", ...sentences.map((s) => `> - ${oneLine(s)}`)].join("\n");
}

// Keys whose values are maps from names to objects: their keys are names, never keywords.
const NAME_MAPS = new Set([
  "paths",
  "webhooks",
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "dependentSchemas",
  "schemas",
  "responses",
  "parameters",
  "requestBodies",
  "headers",
  "securitySchemes",
  "links",
  "callbacks",
  "pathItems",
  "content",
  "encoding",
  "variables",
]);
// Keys whose values are data (examples, defaults), not parts of the description.
const DATA_KEYS = new Set(["example", "examples", "default", "const", "enum"]);
const COMPONENT_GROUPS = {
  schemas: "Schemas",
  parameters: "Parameters",
  responses: "Responses",
  requestBodies: "Request bodies",
  headers: "Headers",
  securitySchemes: "Security schemes",
};

/**
 * Returns a copy of a bundled document prepared for reading, and the list of places that carry
 * `x-gaps` ({ group, label, link, sentences }). The input is not changed.
 */
export function prepareDocument(input) {
  const doc = structuredClone(input);
  const gaps = [];

  const visit = (node, key, ctx, parentIsNameMap) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        let next = ctx;
        if (key === "parameters" && item && typeof item === "object") {
          const name =
            item.name ??
            String(item.$ref ?? i)
              .split("/")
              .pop();
          next = { ...ctx, label: `${ctx.label}, parameter ${code(name)}` };
        } else if (key === "servers") {
          next = { group: "Servers", label: `Server ${code(item?.url ?? i)}`, inPlace: false };
        }
        visit(item, String(i), next, false);
      });
      return;
    }

    const gapsHere = Array.isArray(node["x-gaps"]) ? node["x-gaps"].filter((s) => typeof s === "string") : [];
    if (gapsHere.length) {
      gaps.push({ group: ctx.group, label: ctx.label, link: ctx.link, sentences: gapsHere.map(oneLine) });
      if (ctx.inPlace) appendDescription(node, gapNote(gapsHere));
    }
    if (typeof node["x-money-string"] === "string" && ctx.inPlace) {
      appendDescription(node, `*Money amount sent as a string:* ${oneLine(node["x-money-string"])}`);
    }

    for (const [k, child] of Object.entries(node)) {
      if (!child || typeof child !== "object") continue;
      if (!parentIsNameMap && (k.startsWith("x-") || DATA_KEYS.has(k))) continue;
      let next = ctx;
      if (parentIsNameMap) {
        if (key === "properties" || key === "patternProperties") next = { ...ctx, label: `${ctx.label}.${k}` };
        else if (key === "responses" && ctx.operation) next = { ...ctx, label: `${ctx.label}, response ${k}` };
        else if (key === "variables") next = { ...ctx, label: `${ctx.label}, variable ${code(k)}` };
      } else if (k === "items") {
        next = { ...ctx, label: `${ctx.label}[]` };
      } else if (k === "requestBody" && ctx.operation) {
        next = { ...ctx, label: `${ctx.label}, request body` };
      }
      visit(child, k, next, !parentIsNameMap && NAME_MAPS.has(k));
    }
  };

  const root = { group: "The API as a whole", label: "The API as a whole", inPlace: false };
  // The root's own x-gaps and the servers are listed in the overview only.
  if (Array.isArray(doc["x-gaps"])) {
    gaps.push({ ...root, sentences: doc["x-gaps"].filter((s) => typeof s === "string").map(oneLine) });
  }
  visit(doc.servers, "servers", root, false);

  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    if (!item || typeof item !== "object") continue;
    const pathCtx = { group: "Operations", label: code(p), inPlace: true };
    for (const [k, child] of Object.entries(item)) {
      if (k.startsWith("x-") || !child || typeof child !== "object") continue;
      if (HTTP_METHODS.includes(k)) {
        const label = code(`${k.toUpperCase()} ${p}`);
        const link = child.operationId ? `#operation/${child.operationId}` : undefined;
        decorateOperation(child);
        visit(child, k, { group: "Operations", label, link, inPlace: true, operation: true }, false);
      } else {
        visit(child, k, pathCtx, NAME_MAPS.has(k));
      }
    }
    if (Array.isArray(item["x-gaps"])) {
      gaps.push({ ...pathCtx, sentences: item["x-gaps"].map(oneLine) });
    }
  }

  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    if (kind === "examples" || !entries || typeof entries !== "object") continue;
    for (const [name, value] of Object.entries(entries)) {
      if (kind === "securitySchemes") decorateSecurityScheme(value);
      const ctx = { group: COMPONENT_GROUPS[kind] ?? "Other components", label: code(name), inPlace: true };
      visit(value, name, ctx, false);
    }
  }

  addOverview(doc, gaps);
  return { doc, gaps };
}

function decorateOperation(op) {
  const lines = [];
  const list = (v) => (Array.isArray(v) ? v.map(code).join(", ") : "");
  if (Array.isArray(op["x-required-grants"]) && op["x-required-grants"].length) {
    lines.push(`**Scopes the user must have granted:** ${list(op["x-required-grants"])}`);
  }
  if (Array.isArray(op["x-offline-scopes"]) && op["x-offline-scopes"].length) {
    lines.push(`**Scopes needed while the user is not present:** ${list(op["x-offline-scopes"])}`);
  }
  if (Array.isArray(op["x-error-codes"]) && op["x-error-codes"].length) {
    lines.push(`**Error codes named for this operation:** ${list(op["x-error-codes"])}`);
  }
  if (lines.length) appendDescription(op, lines.join("<br>\n"));
}

function decorateSecurityScheme(scheme) {
  const vars = scheme?.["x-url-variables"];
  if (vars && typeof vars === "object") {
    const items = Object.entries(vars).map(([k, v]) => `- ${code(`{${k}}`)}: ${oneLine(v?.description ?? "")}`);
    if (items.length) appendDescription(scheme, `Variables in the flow URLs:\n\n${items.join("\n")}`);
  }
}

const SECURITY_INJECT = "<!-- ReDoc-Inject: <security-definitions> -->";

/** Adds the authentication section and the lists of gaps, ambiguities and implied operations. */
function addOverview(doc, gaps) {
  doc.info ??= {};
  let text = typeof doc.info.description === "string" ? doc.info.description.trimEnd() : "";

  if (!text.includes("ReDoc-Inject: <security-definitions>") && doc.components?.securitySchemes) {
    // Put the schemes at the end of an existing "Authentication" section, or add one.
    const heading = /^(#{1,6})\s+Authentication\s*$/im.exec(text);
    if (heading) {
      const level = heading[1].length;
      const rest = text.slice(heading.index + heading[0].length);
      const next = new RegExp(`^#{1,${level}}\\s`, "m").exec(rest);
      const at = heading.index + heading[0].length + (next ? next.index : rest.length);
      text = `${text.slice(0, at).trimEnd()}\n\n${SECURITY_INJECT}\n\n${text.slice(at)}`.trimEnd();
    } else {
      text += `\n\n## Authentication\n\n${SECURITY_INJECT}`;
    }
  }

  const sections = [];
  if (gaps.length) {
    const groups = new Map();
    for (const g of gaps) {
      if (!groups.has(g.group)) groups.set(g.group, []);
      groups.get(g.group).push(g);
    }
    const lines = [
      `## ${GAP_NOTE_TITLE}`,
      "",
      `The interface description leaves ${gaps.reduce((n, g) => n + g.sentences.length, 0)} things ` +
        `unstated at ${gaps.length} places. Where such a place is documented on this page, it carries ` +
        `the note *${GAP_NOTE_TITLE}* too; its schema is open (it accepts any JSON, or further properties).`,
    ];
    for (const [group, items] of groups) {
      lines.push("", `**${group}**`, "");
      for (const g of items) {
        if (g.group === g.label) {
          lines.push(...g.sentences.map((s) => `- ${s}`));
          continue;
        }
        const where = g.link ? `[${g.label}](${g.link})` : g.label;
        if (g.sentences.length === 1) lines.push(`- ${where}: ${g.sentences[0]}`);
        else lines.push(`- ${where}:`, ...g.sentences.map((s) => `  - ${s}`));
      }
    }
    text = mergeIntoSection(text, GAP_NOTE_TITLE, lines.slice(2), sections);
  }

  const ambiguities = Array.isArray(doc["x-ambiguities"]) ? doc["x-ambiguities"] : [];
  if (ambiguities.length) {
    sections.push(
      [
        "## Readings taken where the description is ambiguous",
        "",
        ...ambiguities.map((a) => `- **${oneLine(a?.topic ?? "")}**: ${oneLine(a?.resolution ?? "")}`),
      ].join("\n"),
    );
  }

  const implied = Array.isArray(doc["x-implied-operations"]) ? doc["x-implied-operations"] : [];
  if (implied.length) {
    sections.push(
      [
        "## Operations implied but not described",
        "",
        "These operations exist according to the description, but their method and path are not given, " +
          "so they are not documented below.",
        "",
        ...implied.map((o) => {
          const scope = o?.scope ? ` (scope ${code(o.scope)})` : "";
          return `- **${oneLine(o?.name ?? "")}**${scope}: ${oneLine(o?.reason ?? "")}`;
        }),
      ].join("\n"),
    );
  }

  doc.info.description = [text, ...sections].filter(Boolean).join("\n\n") + "\n";
}

/**
 * Adds a section to the overview without a second sidebar entry for the same subject: when the
 * overview already has a heading about things not stated, that heading takes `title` and `body`
 * goes at the end of its section; otherwise `## title` and `body` become a new section.
 */
export function mergeIntoSection(text, title, body, sections) {
  const heading = /^(#{1,6})[ \t]+([^\n]*\bnot stated\b[^\n]*)$/im.exec(text);
  if (!heading) {
    sections.push([`## ${title}`, "", ...body].join("\n"));
    return text;
  }
  const level = heading[1].length;
  const afterHeading = heading.index + heading[0].length;
  const rest = text.slice(afterHeading);
  const next = new RegExp(`^#{1,${level}}\\s`, "m").exec(rest);
  const end = afterHeading + (next ? next.index : rest.length);
  const own = text.slice(afterHeading, end).trimEnd();
  return (
    `${text.slice(0, heading.index)}${heading[1]} ${title}${own}\n\n${body.join("\n").trim()}\n\n` + text.slice(end)
  ).trimEnd();
}

/**
 * Puts each operation's success responses first, then the others, then `default`. Redoc lists
 * response samples in the order of the object's keys, and JavaScript puts integer-like keys such as
 * "400" before "2XX", so without this an operation answering `2XX` opens its samples on an error.
 * Runs in the page (the order is lost again when the JSON is parsed there); a Proxy gives the
 * object its key order without changing its content.
 */
export function orderResponsesSuccessFirst(spec) {
  var methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
  var rank = function (code) {
    return /^2/.test(code) ? 0 : code === "default" ? 2 : 1;
  };
  var changed = 0;
  Object.keys((spec && spec.paths) || {}).forEach(function (p) {
    var item = spec.paths[p];
    methods.forEach(function (m) {
      var op = item && item[m];
      if (!op || !op.responses || typeof op.responses !== "object") return;
      var keys = Object.keys(op.responses);
      var ordered = keys.slice().sort(function (a, b) {
        return rank(a) - rank(b);
      });
      if (ordered.join("\n") === keys.join("\n")) return;
      changed++;
      op.responses = new Proxy(op.responses, {
        ownKeys: function () {
          return ordered.slice();
        },
      });
    });
  });
  return changed;
}

// ---------------------------------------------------------------------------------------------
// 3. The page

/** Options for Redoc; see the `redoc` package's documentation. */
export const REDOC_OPTIONS = {
  pathInMiddlePanel: true,
  expandResponses: "all",
  requiredPropsFirst: true,
  jsonSampleExpandLevel: 3,
  nativeScrollbars: true,
  downloadFileName: "openapi.json",
};

// The standalone script shows the Redocly logo from a CDN; an empty image keeps the page offline
// (the "API docs by Redocly" text stays).
const CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg/g;
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";
// Hosts that would mean the page loads something from the network.
const REMOTE_ASSET =
  /\b(?:cdn\.redoc\.ly|cdn\.redocly\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|unpkg\.com|cdn\.jsdelivr\.net)\b/i;

/**
 * Makes script text safe to place between <script> and </script>: escapes "<!--", "<script" and
 * "</script" as the HTML standard recommends (they occur only inside string and regular-expression
 * literals of the bundle, where "\x3C" means "<").
 */
export function escapeInlineScript(js) {
  return js.replace(/<(!--|script|\/script)/gi, "\\x3C$1");
}

/** JSON that can sit inside <script type="application/json">: no "<" at all. */
export function escapeInlineJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

let standaloneCache;
function redocStandalone() {
  if (!standaloneCache) {
    const file = require.resolve("redoc/bundles/redoc.standalone.js");
    standaloneCache = escapeInlineScript(readFileSync(file, "utf8").replace(CDN_LOGO, EMPTY_SVG));
  }
  return standaloneCache;
}

function redocVersion() {
  try {
    return JSON.parse(readFileSync(require.resolve("redoc/package.json"), "utf8")).version;
  } catch {
    return "unknown";
  }
}

/**
 * The HTML page for a prepared document.
 * @param {any} doc
 * @param {{ liveReload?: string }} [options] liveReload: path of a server-sent-events stream whose
 *   "reload" event reloads the page and whose "failure" event shows a banner (used by the preview).
 */
export function renderPage(doc, options = {}) {
  const title = `${doc.info?.title ?? "API"} ${doc.info?.version ?? ""} reference`.replace(/\s+/g, " ").trim();
  const connect = options.liveReload ? "'self'" : "'none'";
  const csp = [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    "img-src data: blob:",
    "font-src data:",
    "worker-src blob:",
    `connect-src ${connect}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  const liveReload = options.liveReload
    ? `<script>${escapeInlineScript(liveReloadClient(options.liveReload))}</script>\n`
    : "";
  return `<!DOCTYPE html>
<html lang="en" data-docs-state="loading">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="generator" content="scripts/docs.mjs with Redoc ${escapeHtml(redocVersion())}">
<title>${escapeHtml(title)}</title>
<style>body { margin: 0; padding: 0; } #docs-failure { font: 14px/1.4 sans-serif; padding: 12px 16px; background: #fde8e8; color: #7a1010; white-space: pre-wrap; }</style>
</head>
<body>
<noscript>This reference is rendered by JavaScript; enable it to read the page.</noscript>
<div id="redoc"></div>
<script id="openapi-document" type="application/json">${escapeInlineJson(doc)}</script>
<script>${redocStandalone()}</script>
<script>
(function () {
  var root = document.documentElement;
  var spec = JSON.parse(document.getElementById("openapi-document").textContent);
  (${orderResponsesSuccessFirst.toString()})(spec);
  Redoc.init(spec, ${escapeInlineJson(REDOC_OPTIONS)}, document.getElementById("redoc"), function (error) {
    root.setAttribute("data-docs-state", error ? "error" : "ready");
    if (error) console.error("The reference could not be rendered:", error);
  });
})();
</script>
${liveReload}</body>
</html>
`;
}

function liveReloadClient(eventsPath) {
  return `(function () {
  var source = new EventSource(${JSON.stringify(eventsPath)});
  source.addEventListener("reload", function () { location.reload(); });
  source.addEventListener("failure", function (event) {
    var box = document.getElementById("docs-failure");
    if (!box) {
      box = document.createElement("div");
      box.id = "docs-failure";
      document.body.insertBefore(box, document.body.firstChild);
    }
    box.textContent = "The document could not be built; showing the last good version.\\n\\n" + JSON.parse(event.data);
  });
})();`;
}

/** Throws when the page would load anything from the network. */
export function assertSelfContained(html) {
  const remote = REMOTE_ASSET.exec(html);
  if (remote) throw new Error(`The page still refers to ${remote[0]}; it must not load anything from the network.`);
  // Script bodies are code, not markup: look at the script tags themselves and at the markup around.
  const scriptTags = html.match(/<script\b[^>]*>/gi) ?? [];
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>");
  const tags = [
    ...scriptTags,
    ...(markup.match(/<(?:link|img|iframe|source|video|audio|embed|object)\b[^>]*>/gi) ?? []),
  ];
  for (const tag of tags) {
    if (/\s(?:src|href)\s*=/i.test(tag)) throw new Error(`The page loads an external resource: ${tag}`);
  }
}

/**
 * Builds the page for a document file and returns it with its facts, without writing anything.
 * @param {{ spec?: string, liveReload?: string }} [options]
 */
export async function buildPage(options = {}) {
  const bundled = await bundleSpec(options.spec ?? DEFAULT_SPEC);
  const { doc, gaps } = prepareDocument(bundled);
  const html = renderPage(doc, options.liveReload ? { liveReload: options.liveReload } : {});
  assertSelfContained(html);
  return { html, bundled, document: doc, gaps, operations: listOperations(doc).length };
}

/** Builds the page and writes it. */
export async function buildDocs({ spec = DEFAULT_SPEC, out = DEFAULT_OUT } = {}) {
  const page = await buildPage({ spec });
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, page.html);
  return { out, bytes: Buffer.byteLength(page.html), operations: page.operations, gaps: page.gaps.length };
}

function parseArgs(argv) {
  const args = { spec: DEFAULT_SPEC, out: DEFAULT_OUT };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--spec" || a === "--out") {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      args[a.slice(2)] = path.resolve(v);
    } else if (a === "--help" || a === "-h") {
      console.log("usage: node scripts/docs.mjs [--spec spec/openapi.yaml] [--out dist/docs/index.html]");
      process.exit(0);
    } else {
      throw new Error(`unknown argument: ${a}`);
    }
  }
  return args;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const started = Date.now();
    const r = await buildDocs(parseArgs(process.argv.slice(2)));
    console.log(
      `docs: wrote ${path.relative(process.cwd(), r.out)} (${Math.round(r.bytes / 1024)} KiB, ` +
        `${r.operations} operations, ${r.gaps} places with gaps) in ${Date.now() - started} ms`,
    );
  } catch (error) {
    console.error(`docs: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
