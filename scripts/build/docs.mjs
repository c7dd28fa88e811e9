#!/usr/bin/env node
// @ts-check
// `npm run docs`: writes dist/docs/index.html, one self-contained page of reference documentation
// that works opened from disk with no network.
//
//   node scripts/build/docs.mjs [--spec spec/openapi.yaml] [--out dist/docs/index.html]
//
// 1. Redocly bundles the OpenAPI document (all $refs of spec/ in one JSON document; lib/spec.mjs).
// 2. A build-time pass makes the document's markers visible: every place carrying `x-gaps` (as
//    lib/gaps.mjs collects and names them, the same as spec/GAPS.md) gets a "Not stated by the
//    interface description" note in its description, the overview gets a list of all of them, of
//    `x-ambiguities` and of `x-implied-operations`, and the security schemes (with their flows and
//    scopes) in its "Authentication" section. Every operation gets code samples
//    (build/code-samples.mjs: a TypeScript call of this package's client and a curl command), and
//    the overview links the repository's guides and says how to try calls.
// 3. Everything the page renders as Markdown is made inert (build/inert.mjs): raw HTML from the
//    spec is escaped, links that are not http(s), mailto or fragments lose their address.
// 4. The page renders the document with Redoc 3 (the `redoc` package's standalone script, an ES
//    module): the script and the document are inlined, and a Content-Security-Policy allows only the
//    page's own scripts (by hash) and forbids loading anything from elsewhere. Redoc brings the
//    light and dark themes and the switch between them (remembered in localStorage; until the reader
//    uses it, the system's setting decides); build/page.css adjusts its colours and lets samples
//    wrap. A try-it console (build/console-panel.js) sends one operation at a time to the local mock
//    or to an address the reader types: the policy lets the page connect to https addresses and to
//    http ones on this computer only.
//
// Redoc 3 shows one group (tag) of operations at a time, each under its own address, with a search
// of the whole document (Ctrl+K); links of the form `#operation/<operationId>` still lead to an
// operation.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import escapeHtml from "escape-html";
import * as esbuild from "esbuild";
import path from "node:path";
import { code } from "../lib/change-text.mjs";
import { EXIT_OK, readArgs, runMain } from "../lib/cli.mjs";
import { collectGaps, oneLine, walkDescription } from "../lib/gaps.mjs";
import { shownPath } from "../lib/load.mjs";
import { bundle, COMPONENT_SECTIONS, list, operations, resolvePointer, ROOT, SPEC_FILE } from "../lib/spec.mjs";
import { addCodeSamples, consoleOperations, CURL_LABEL, SAMPLE_BASE_URL, TYPESCRIPT_LABEL } from "./code-samples.mjs";
import { operationVersions, renderChanges, specHistory } from "./changes.mjs";
import { makeInert } from "./inert.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("./changes.mjs").History} History */
/** @typedef {import("../lib/gaps.mjs").GapPlace} GapPlace */

export const DEFAULT_OUT = path.join(ROOT, "dist", "docs", "index.html");
/** The Changes page, beside the reference (build/changes.mjs). */
export const CHANGES_FILE = "changes.html";
export const GAP_NOTE_TITLE = "Not stated by the interface description";

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// 2. Making the markers visible

/**
 * Appends a paragraph to a node's description.
 * @param {Json} node
 * @param {string} markdown
 */
function appendDescription(node, markdown) {
  const current = typeof node.description === "string" ? node.description.trimEnd() : "";
  node.description = current ? `${current}\n\n${markdown}` : markdown;
}

/**
 * One entry of the overview's list of gaps.
 * @typedef {object} GapEntry
 * @property {string} group the list it goes in ("Operations", "Schemas", ...)
 * @property {string} label the place, as spec/GAPS.md names it; the group's name for the API itself
 * @property {string} [link] the place's section on the page
 * @property {string[]} sentences
 */

const WHOLE_API = "The API as a whole";

/**
 * Per kind of place with gaps: its group in the overview's list, its label there, and whether its
 * note also goes at the place itself (places the page shows: operations, their parts, components;
 * not the document or its servers).
 * @type {Record<GapPlace["kind"], (place: GapPlace, doc: Json) => [string, string, boolean]>}
 */
const GAP_PLACES = {
  document: (p) => [WHOLE_API, p.pointer === "#" ? WHOLE_API : p.where, false],
  server: (p) => ["Servers", p.where, false],
  operation: (p) => ["Operations", under(p, code(`${p.operation?.method.toUpperCase()} ${p.operation?.path}`)), true],
  // The path item itself has no place on the page; its parameters do.
  path: (p, doc) => ["Operations", p.where, resolvePointer(doc, p.pointer) !== doc.paths?.[p.path ?? ""]],
  component: (p) => [COMPONENT_SECTIONS[p.section ?? ""]?.title ?? "Other components", under(p, code(p.name)), true],
  other: (p) => ["Elsewhere", p.where, false],
};
/** A place's label: its owner, then where in it. */
const under = (/** @type {GapPlace} */ p, /** @type {string} */ owner) => (p.where ? `${owner}, ${p.where}` : owner);

/** Who grants a required scope, in the reference's words (x-required-grants). */
const GRANTOR_WORDS = /** @type {Record<string, string>} */ ({
  "token-user": "by the user the access token was issued to",
  "service-user": "by the user named by `Service-User`",
  "join-user": "by the user named by `join_user_id`",
  "online-user": "by the transaction's online user",
});

/**
 * The lines an operation's extensions add to its description: the extension, the line's title, and
 * how each item of its list reads.
 * @type {Array<[string, string, (item: any) => string]>}
 */
const OPERATION_NOTES = [
  [
    "x-required-grants",
    "Scopes that must have been granted",
    (g) => `${code(g?.scope)} (${GRANTOR_WORDS[String(g?.grantor)] ?? code(g?.grantor)})`,
  ],
  ["x-offline-scopes", "Scopes needed while the user is not present", code],
  ["x-error-codes", "Error codes named for this operation", code],
];

/**
 * Returns a copy of a bundled document prepared for reading, and the list of places that carry
 * `x-gaps`. The input is not changed. Text from the spec ends up inert (build/inert.mjs), whether
 * or not the spec was linted.
 * @param {Json} input
 * @param {{ repository?: string | undefined, changes?: string | undefined, history?: History | undefined }} [options]
 *   repository: where the overview's links to the repository's guides point (see
 *   {@link repositoryBase}); without it the overview has none. changes: the address of the Changes
 *   page, which the overview then links, and with `history` (build/changes.mjs) each operation
 *   links the versions that changed it there
 * @returns {{ doc: Json, gaps: GapEntry[] }}
 */
export function prepareDocument(input, { repository, changes, history } = {}) {
  const doc = structuredClone(input);
  const versions = changes && history ? operationVersions(history, changes) : undefined;
  for (const { operation: op, key } of operations(doc)) {
    const lines = OPERATION_NOTES.filter(([key]) => Array.isArray(op[key]) && op[key].length).map(
      ([key, title, item]) => `**${title}:** ${op[key].map(item).join(", ")}`,
    );
    if (lines.length) appendDescription(op, lines.join("<br>\n"));
    const seen = versions?.get(key);
    if (seen) appendDescription(op, seen);
  }
  addCodeSamples(doc);
  // The variables of each scheme's flow URL templates, in its description.
  for (const scheme of Object.values(doc.components?.securitySchemes ?? {})) {
    const vars = scheme?.["x-url-variables"];
    const items = Object.entries(vars && typeof vars === "object" ? vars : {}).map(
      ([k, v]) => `- ${code(`{${k}}`)}: ${oneLine(v?.description ?? "")}`,
    );
    if (items.length) appendDescription(scheme, `Variables in the flow URLs:\n\n${items.join("\n")}`);
  }
  /** @type {GapEntry[]} */
  const gaps = [];
  for (const place of collectGaps(doc)) {
    const [group, label, inPlace] = GAP_PLACES[place.kind](place, doc);
    const id = place.kind === "operation" && place.operation?.operation.operationId;
    gaps.push({ group, label, ...(id ? { link: `#operation/${id}` } : {}), sentences: place.reasons });
    const note = [`> **${GAP_NOTE_TITLE}:**`, ">", ...place.reasons.map((s) => `> - ${oneLine(s)}`)].join("\n");
    if (inPlace) appendDescription(resolvePointer(doc, place.pointer), note);
  }
  walkDescription(doc, (node, keys) => {
    if (typeof node["x-money-string"] !== "string" || (keys[0] !== "paths" && keys[0] !== "components")) return;
    appendDescription(node, `*Money amount sent as a string:* ${oneLine(node["x-money-string"])}`);
  });
  addOverview(doc, gaps, repository, changes);
  return { doc: makeInert(doc), gaps };
}

/** How each kind of security scheme is named in the overview. */
const SCHEME_KINDS = /** @type {Record<string, string>} */ ({
  apiKey: "API key",
  http: "HTTP",
  oauth2: "OAuth2",
  openIdConnect: "OpenID Connect",
  mutualTLS: "Mutual TLS",
});

/**
 * The overview's list of the security schemes: each one's kind, description, flows and scopes
 * (Redoc shows a scheme only by name beside each operation).
 * @param {Json} doc
 */
function securitySchemesText(doc) {
  const blocks = [];
  for (const [name, scheme] of Object.entries(doc.components?.securitySchemes ?? {})) {
    if (!scheme || typeof scheme !== "object") continue;
    const kind = [SCHEME_KINDS[scheme.type] ?? String(scheme.type ?? "")];
    if (scheme.type === "http" && scheme.scheme) kind.push(code(scheme.scheme));
    if (scheme.type === "apiKey" && scheme.name) kind.push(`${code(scheme.name)} in the ${oneLine(scheme.in ?? "")}`);
    const lines = [`**${code(name)}** (${kind.join(" ")})`];
    if (typeof scheme.description === "string" && scheme.description.trim()) lines.push("", scheme.description.trim());
    if (typeof scheme.openIdConnectUrl === "string") lines.push("", `Discovery: ${code(scheme.openIdConnectUrl)}`);
    for (const [flow, about] of Object.entries(scheme.flows ?? {})) {
      const urls = ["authorizationUrl", "tokenUrl", "refreshUrl"]
        .filter((key) => typeof about?.[key] === "string")
        .map((key) => `${key} ${code(about[key])}`);
      const scopes = Object.entries(about?.scopes ?? {}).map(([scope, what]) => `- ${code(scope)} - ${oneLine(what)}`);
      lines.push("", `Flow ${code(flow)}${urls.length ? `: ${urls.join(", ")}` : ""}. Scopes:`, "");
      lines.push(...(scopes.length ? scopes : ["- none"]));
    }
    blocks.push(lines.join("\n"));
  }
  return blocks.join("\n\n");
}

/**
 * Where the section under a heading ends: at the next heading of its level or above, or at the end.
 * @param {string} text
 * @param {RegExpExecArray} heading a match whose first group is the heading's `#`s
 */
function sectionEnd(text, heading) {
  const after = heading.index + heading[0].length;
  const next = new RegExp(`^#{1,${heading[1]?.length ?? 1}}\\s`, "m").exec(text.slice(after));
  return next ? after + next.index : text.length;
}

/**
 * The overview's list of places with gaps, by group.
 * @param {GapEntry[]} gaps
 */
function gapList(gaps) {
  /** @type {Map<string, GapEntry[]>} */
  const groups = new Map();
  for (const g of gaps) groups.set(g.group, [...(groups.get(g.group) ?? []), g]);
  const things = gaps.reduce((n, g) => n + g.sentences.length, 0);
  const lines = [
    `The interface description leaves ${things} things unstated at ${gaps.length} places. Where such a ` +
      `place is documented on this page, it carries the note *${GAP_NOTE_TITLE}* too; its schema is open ` +
      "(it accepts any JSON, or further properties).",
  ];
  for (const [group, items] of groups) {
    lines.push("", `**${group}**`, "");
    for (const g of items) {
      const where = g.link ? `[${g.label}](${g.link})` : g.label;
      if (g.group === g.label) lines.push(...g.sentences.map((s) => `- ${s}`));
      else if (g.sentences.length === 1) lines.push(`- ${where}: ${g.sentences[0]}`);
      else lines.push(`- ${where}:`, ...g.sentences.map((s) => `  - ${s}`));
    }
  }
  return lines.join("\n");
}

/**
 * The repository's guides, linked from the overview: file under docs/, and its title.
 * @type {ReadonlyArray<readonly [file: string, title: string]>}
 */
export const GUIDES = [
  ["usage.md", "Using the client"],
  ["authentication.md", "Authentication and sign-in"],
  ["errors.md", "Errors"],
  ["reviewing.md", "Reviewing the spec"],
  ["mock-and-docs.md", "The mock and the reference page"],
  ["testing.md", "Testing and reliability"],
  ["performance.md", "Performance"],
  ["layout.md", "Layout"],
];

// What GitHub Actions says about the commit it builds, when it is sound enough to link to.
const GITHUB_SERVER = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?$/;
const GITHUB_REPOSITORY = /^(?!\.)[A-Za-z0-9_.-]+\/(?!\.)[A-Za-z0-9_.-]+$/;
const GITHUB_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * Where the page's links to the repository's files (README.md, docs/*.md) point, ending in "/".
 * Built by GitHub Actions (the published page: .github/workflows/docs.yml), the files of the commit
 * built, on GitHub: `<server>/<owner>/<repo>/blob/<sha>/`. Built anywhere else, the repository's
 * root relative to the page's file (`../../` for dist/docs/index.html), so that the links open the
 * clone's own files.
 * @param {{ out?: string, env?: Record<string, string | undefined> }} [options]
 */
export function repositoryBase({ out = DEFAULT_OUT, env = process.env } = {}) {
  const { GITHUB_ACTIONS, GITHUB_SERVER_URL = "", GITHUB_REPOSITORY: repo = "", GITHUB_SHA: sha = "" } = env;
  const github = GITHUB_SERVER.test(GITHUB_SERVER_URL) && GITHUB_REPOSITORY.test(repo) && GITHUB_SHA.test(sha);
  if (GITHUB_ACTIONS === "true" && github) return `${GITHUB_SERVER_URL}/${repo}/blob/${sha}/`;
  const relative = path.relative(path.dirname(path.resolve(out)), ROOT).replaceAll(path.sep, "/");
  return relative ? `${relative}/` : "./";
}

/**
 * Adds to the overview, before its first heading, the sections on the guides, the Changes page and
 * trying calls; the security schemes at the end of its "Authentication" section (or in a new one);
 * and at its end the lists of gaps (into its own section about things not stated, if it has one,
 * so that the sidebar has one entry for them), ambiguities and implied operations.
 * @param {Json} doc
 * @param {GapEntry[]} gaps
 * @param {string | undefined} repository see {@link repositoryBase}; undefined: no links to the guides
 * @param {string | undefined} changes the Changes page's address; undefined: no link to it
 */
function addOverview(doc, gaps, repository, changes) {
  doc.info ??= {};
  const section = (/** @type {string} */ title, /** @type {string[]} */ ...paragraphs) =>
    [`## ${title}`, ...paragraphs].join("\n\n");
  const link = (/** @type {string} */ file) => encodeURI(`${repository}${file}`);
  const guides = [
    ...GUIDES.map(([file, title]) => `- [${title}](${link(`docs/${file}`)})`),
    `- [README](${link("README.md")}): what the package is, and where to start`,
  ];
  const first = [
    repository !== undefined &&
      section(
        "Guides",
        "How to use this package and this reference, in the repository beside the document:",
        guides.join("\n"),
      ),
    changes !== undefined &&
      section(
        "Changes",
        `[How the API changed, version by version](${changes}): for each version and for what changed since ` +
          "the last one, the counts and the operations that break, then every operation added, removed or " +
          "changed, breaking changes first, as `npm run review` rates them. Each operation below names the " +
          "versions that changed it.",
      ),
    section(
      "Trying calls",
      "Each operation shows code samples beside its request payload: a TypeScript call of this " +
        "package's typed client and a `curl` command, both aimed at the local mock " +
        `(\`npm run mock\`, ${SAMPLE_BASE_URL}). Its **Try it** button, or the **Console** button at ` +
        "the bottom right, opens a console that sends the operation to the mock or to an address you " +
        "type (https, or http on this computer only). The credential you enter stays in the page " +
        "while it is open: it is not stored, logged or put in the address.",
      "The mock answers with the examples shown here, carrying the IDs the request named. To get an " +
        "error the document states, choose it under *Answer asked of the mock*, which sends the " +
        "`Prefer` header: `Prefer: code=403`, or `Prefer: code=400, example=<name>` for one of the " +
        "examples of that response.",
    ),
  ];
  const own = typeof doc.info.description === "string" ? doc.info.description.trimEnd() : "";
  const firstHeading = /^#{1,6}[ \t]/m.exec(own)?.index ?? own.length;
  let text = [own.slice(0, firstHeading).trimEnd(), ...first, own.slice(firstHeading)].filter(Boolean).join("\n\n");

  const schemes = securitySchemesText(doc);
  const auth = /^(#{1,6})\s+Authentication\s*$/im.exec(text);
  if (schemes && auth) {
    const at = sectionEnd(text, auth);
    text = `${text.slice(0, at).trimEnd()}\n\n${schemes}\n\n${text.slice(at)}`.trimEnd();
  } else if (schemes) text = `${text}\n\n## Authentication\n\n${schemes}`;

  const notStated = /^(#{1,6})[ \t]+([^\n]*\bnot stated\b[^\n]*)$/im.exec(text);
  if (gaps.length && notStated) {
    const end = sectionEnd(text, notStated);
    const kept = text.slice(notStated.index + notStated[0].length, end).trimEnd();
    const heading = `${notStated[1]} ${GAP_NOTE_TITLE}${kept}`;
    text = `${text.slice(0, notStated.index)}${heading}\n\n${gapList(gaps).trim()}\n\n${text.slice(end)}`.trimEnd();
  }
  const ambiguities = list(doc["x-ambiguities"]);
  const implied = list(doc["x-implied-operations"]);
  const scope = (/** @type {Json} */ o) => (o?.scope ? ` (scope ${code(o.scope)})` : "");
  const sections = [
    gaps.length && !notStated && section(GAP_NOTE_TITLE, gapList(gaps)),
    ambiguities.length &&
      section(
        "Readings taken where the description is ambiguous",
        ambiguities.map((a) => `- **${oneLine(a?.topic ?? "")}**: ${oneLine(a?.resolution ?? "")}`).join("\n"),
      ),
    implied.length &&
      section(
        "Operations implied but not described",
        "These operations exist according to the description, but their method and path are not given, " +
          "so they are not documented below.",
        implied.map((o) => `- **${oneLine(o?.name ?? "")}**${scope(o)}: ${oneLine(o?.reason ?? "")}`).join("\n"),
      ),
  ];
  doc.info.description = [text, ...sections].filter(Boolean).join("\n\n") + "\n";
}

/**
 * Puts each operation's success responses first, then the others, then `default`. Redoc lists
 * response samples in the order of the object's keys, and JavaScript puts integer-like keys such as
 * "400" before "2XX", so without this an operation answering `2XX` opens its samples on an error.
 * Runs in the page (the order is lost again when the JSON is parsed there); a Proxy gives the
 * object its key order without changing its content. Self-contained: its source goes into the page.
 * @param {Json} spec
 */
function orderResponsesSuccessFirst(spec) {
  const rank = (/** @type {string} */ status) => (/^2/.test(status) ? 0 : status === "default" ? 2 : 1);
  for (const item of Object.values(spec?.paths ?? {})) {
    for (const method of ["get", "put", "post", "delete", "options", "head", "patch", "trace"]) {
      const responses = item?.[method]?.responses;
      if (!responses || typeof responses !== "object") continue;
      const keys = Object.keys(responses);
      const ordered = [...keys].sort((a, b) => rank(a) - rank(b));
      if (ordered.join("\n") !== keys.join("\n"))
        item[method].responses = new Proxy(responses, { ownKeys: () => [...ordered] });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 3. The page

/** Options for Redoc 3; see the `redoc` package's documentation. */
export const REDOC_OPTIONS = {
  // Redoc reports use to its vendor's collector otherwise, an https address the console's policy
  // cannot tell from one the reader types. The bundle's address is also removed (pageRedoc).
  disableTelemetry: true,
  // Off: Redoc 3 runs DOMPurify over the Markdown before rendering it, which deletes `<name>`
  // from code spans (`{auth_url}/realms/<realm>/...` in this spec). Redoc renders Markdown as React
  // elements, which never carry event handlers or javascript: URLs; build/inert.mjs shows the
  // spec's markup as text, and the page's policy runs and loads nothing of it.
  sanitize: false,
  // The document is bundled at build time (lib/spec.mjs): Redoc takes it as it is, and keeps the
  // key order orderResponsesSuccessFirst gives it.
  skipBundle: true,
  requiredPropsFirst: true,
  jsonSamplesExpandLevel: 3,
  // The samples' language menu, in its order; Redoc shows only the languages listed.
  codeSamples: {
    languages: [
      { lang: "typescript", label: TYPESCRIPT_LABEL },
      { lang: "bash", label: CURL_LABEL },
      { lang: "payload", label: "Payload" },
    ],
  },
};

// Addresses in the standalone script that would load or send something: the Redocly logo, icon sets
// and the telemetry collector. Each becomes an empty data: address, which loads nothing and which
// the page's policy refuses to connect to.
const BUNDLE_REMOTE = /https:\/\/(?:cdn\.redoc\.ly|cdn\.redocly\.com|otel\.cloud\.redocly\.com)\/[^`'"\s)]*/g;
// Hosts that would mean the page loads something from the network.
const REMOTE_ASSET =
  /\b(?:cdn\.redoc\.ly|cdn\.redocly\.com|otel\.cloud\.redocly\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|unpkg\.com|cdn\.jsdelivr\.net)\b/i;
// The Servers panel of the overview: Redoc resolves a server URL against the page's own address, so
// the spec's `{base_url}` would read `file:///…/dist/docs/{base_url}`. A URL that starts with a
// variable stays the spec's template, and the panel opens with its variables (default and
// description) shown. Redoc is pinned; a bundle where either edit finds nothing fails the build.
/** @type {Array<[RegExp, string]>} */
const SERVER_PANEL = [
  [/(\{server:(\w+)\}\)\{let \w+=\w+\(\),\w+=)(\w+)\(\2\.url\)/, "$1/^\\{/.test($2.url)?$2.url:$3($2.url)"],
  [/expandByDefault:!1,(expandable:!0,hideDivider:!0)/, "expandByDefault:!0,$1"],
];

/**
 * Makes script text safe to place between <script> and </script>: escapes "<!--", "<script" and
 * "</script" as the HTML standard recommends (they occur only inside string and regular-expression
 * literals of the bundle, where "\x3C" means "<").
 * @param {string} js
 */
export function escapeInlineScript(js) {
  return js.replace(/<(!--|script|\/script)/gi, "\\x3C$1");
}

/**
 * JSON that can sit inside <script type="application/json">: no "<" at all.
 * @param {unknown} value
 */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Where the try-it console may send calls: any https address, and http ones on this computer
 * (the mock). A reader may type any address, so https cannot be narrowed further; plain http
 * elsewhere stays refused, as the console says before it would send.
 */
export const CONSOLE_CONNECT = ["https:", "http://127.0.0.1:*", "http://localhost:*"];

/** Where Redoc keeps the reader's choice of light or dark (its colour-mode switch writes it). */
export const COLOR_MODE_KEY = "redoc.colorMode";

/**
 * Runs in the page's head, before anything is drawn: the theme the reader chose with Redoc's switch,
 * else the system's, as a class on <html> (the class Redoc itself sets once it runs), so that a dark
 * page does not flash white while Redoc loads.
 */
export const THEME_SCRIPT = `try {
  var mode = localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});
  if (mode !== "light" && mode !== "dark") mode = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.classList.add(mode);
} catch (e) {}`;

/**
 * A function that computes its value the first time it is called, and gives that value after.
 * @template T
 * @param {() => T} make
 */
function once(make) {
  /** @type {{ value: T } | undefined} */
  let made;
  return () => (made ??= { value: make() }).value;
}

/** The page's own style sheet (build/page.css): theme colours, sample wrapping, the console. */
export const pageStyle = once(() => readFileSync(new URL("./page.css", import.meta.url), "utf8"));

/**
 * The console's script: build/console-panel.js, after the package's own check of an address
 * (src/shared/url.ts, the one the client and the OAuth entry use), compiled to `escrowUrl`.
 */
export const consolePanel = once(() => {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(ROOT, "src", "shared", "url.ts")],
    bundle: true,
    format: "iife",
    globalName: "escrowUrl",
    target: "es2020",
    write: false,
    logLevel: "silent",
  });
  const panel = readFileSync(new URL("./console-panel.js", import.meta.url), "utf8");
  return escapeInlineScript(`${outputFiles[0]?.text ?? ""}\n${panel}`);
});

/**
 * Redoc's standalone script as the page runs it: without its remote addresses, and with the edits
 * of SERVER_PANEL; throws when one of those finds nothing.
 * @param {string} script
 */
export function pageRedoc(script) {
  let text = script.replace(BUNDLE_REMOTE, "data:,");
  for (const [find, replace] of SERVER_PANEL) {
    if (!find.test(text)) throw new Error(`Redoc's Servers panel is not as expected: ${find} finds nothing`);
    text = text.replace(find, replace);
  }
  return text;
}

export const redocVersion = () => require("redoc/package.json").version;

/**
 * The module script that renders the document: Redoc's standalone script (an ES module whose
 * `init` it calls) and, once Redoc has drawn the page or its error, `<html data-docs-state>`
 * set to "ready" or "error" (Redoc 3's `init` has no callback; its sections and its error box are
 * what the console and the tests wait for).
 */
const renderScript = once(() =>
  escapeInlineScript(`${pageRedoc(readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"), "utf8"))}
{
  const root = document.documentElement;
  const host = document.getElementById("redoc");
  const spec = JSON.parse(document.getElementById("openapi-document").textContent);
  (${orderResponsesSuccessFirst.toString()})(spec);
  new MutationObserver((_, observer) => {
    const failure = host.querySelector(':scope > [role="alert"]');
    if (!failure && !host.querySelector('[data-testid="middle-panel"]')) return;
    root.setAttribute("data-docs-state", failure ? "error" : "ready");
    if (failure) console.error("The reference could not be rendered:", failure.textContent);
    observer.disconnect();
  }).observe(host, { childList: true, subtree: true });
  init(spec, ${inlineJson(REDOC_OPTIONS)}, host);
}
`),
);

/**
 * The Content-Security-Policy of a page whose scripts are `scripts`: only they run (by hash), and
 * nothing loads from elsewhere; `connect` lists where the page may send requests.
 * @param {string[]} scripts
 * @param {string[]} connect
 */
function contentSecurityPolicy(scripts, connect) {
  const hashes = scripts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.join(" ") || "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src data: blob:",
    "font-src data:",
    "worker-src blob:",
    `connect-src ${connect.join(" ") || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * A page in the reference's look, the reference itself and the Changes page beside it: the theme
 * the reader picked applied before anything is drawn (THEME_SCRIPT), build/page.css, and a policy
 * under which only the theme's script and `scripts` run, whatever the page shows (no inline event
 * handler, no javascript: URL), and nothing loads from elsewhere.
 * @param {{ title: string, attributes: string, body: string, head?: string, scripts?: string[], connect?: string[] }} page
 *   attributes: of `<html>`; head: more of `<head>`; connect: where the page may send requests
 */
export const htmlPage = ({ title, attributes, body, head = "", scripts = [], connect = [] }) => `<!DOCTYPE html>
<html lang="en" ${attributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy([THEME_SCRIPT, ...scripts], connect)}">
<meta name="color-scheme" content="light dark">
${head}<title>${escapeHtml(title)}</title>
<script>${THEME_SCRIPT}</script>
<style>${pageStyle()}</style>
</head>
<body>
${body}
</body>
</html>
`;

/**
 * The HTML page for a prepared document.
 * @param {Json} doc
 * @param {{ liveReload?: string }} [options] liveReload: path of a server-sent-events stream whose
 *   "reload" event reloads the page and whose "failure" event shows a banner (used by the preview).
 */
export function renderPage(doc, { liveReload } = {}) {
  const title = `${doc.info?.title ?? "API"} ${doc.info?.version ?? ""} reference`.replace(/\s+/g, " ").trim();
  const reload = liveReload ? escapeInlineScript(`(${liveReloadClient})(${JSON.stringify(liveReload)});`) : undefined;
  const html = htmlPage({
    title,
    attributes: 'data-docs-state="loading"',
    head: `<meta name="generator" content="scripts/build/docs.mjs with Redoc ${escapeHtml(redocVersion())}">\n`,
    scripts: [renderScript(), consolePanel(), ...(reload ? [reload] : [])],
    connect: [...(reload ? ["'self'"] : []), ...CONSOLE_CONNECT],
    body: `<noscript>This reference is rendered by JavaScript; enable it to read the page.</noscript>
<div id="redoc"></div>
<script id="openapi-document" type="application/json">${inlineJson(doc)}</script>
<script id="console-operations" type="application/json">${inlineJson(consoleOperations(doc))}</script>
<script type="module">${renderScript()}</script>
<script data-mock-url="${escapeHtml(SAMPLE_BASE_URL)}">${consolePanel()}</script>${reload ? `\n<script>${reload}</script>` : ""}`,
  });
  // Nothing may load from the network: Redoc's own addresses are gone (pageRedoc), and no other
  // known host of scripts or fonts may appear.
  const remote = REMOTE_ASSET.exec(html);
  if (remote) throw new Error(`The page still refers to ${remote[0]}; it must not load anything from the network.`);
  return html;
}

/**
 * The preview's script (its source goes into the page): the server-sent events at `events` reload
 * the page ("reload") or show a banner over the last good version ("failure").
 * @param {string} events
 */
function liveReloadClient(events) {
  const source = new EventSource(events);
  source.addEventListener("reload", () => location.reload());
  source.addEventListener("failure", (event) => {
    const box =
      document.getElementById("docs-failure") ??
      document.body.insertBefore(document.createElement("div"), document.body.firstChild);
    box.id = "docs-failure";
    box.textContent = `The document could not be built; showing the last good version.\n\n${JSON.parse(event.data)}`;
  });
}

/**
 * Builds the page for a document file (or for `doc`, the file already bundled) and returns it
 * with its facts, without writing anything.
 * @param {{ spec?: string, liveReload?: string, doc?: Json, out?: string, repository?: string, changes?: string,
 *   history?: History }} [options] out: where the page will be, for its links to the repository's
 *   guides (none without it); repository: those links' base instead (see {@link repositoryBase});
 *   changes: the address of the Changes page, linked from the overview (none without it), and
 *   with `history` from each operation
 */
export async function buildPage({ spec = SPEC_FILE, liveReload, doc, out, repository, changes, history } = {}) {
  const bundled = doc ?? (await bundle(spec));
  // Links into the repository need to know where the page goes: without `out` there are none.
  const base = repository ?? (out ? repositoryBase({ out }) : undefined);
  const prepared = prepareDocument(bundled, { repository: base, changes, history });
  const html = renderPage(prepared.doc, liveReload === undefined ? {} : { liveReload });
  return { html, bundled, document: prepared.doc, gaps: prepared.gaps, operations: operations(prepared.doc).length };
}

/**
 * Builds the page and the Changes page beside it (build/changes.mjs), and writes both.
 * @param {{ spec?: string, out?: string, doc?: Json, cache?: string }} [options] cache: where the
 *   Changes page keeps its comparisons (build/changes.mjs)
 */
export async function buildDocs({ spec = SPEC_FILE, out = DEFAULT_OUT, doc, cache } = {}) {
  const [bundled, history] = await Promise.all([doc ?? bundle(spec), specHistory({ spec, cache })]);
  const page = await buildPage({ spec, out, changes: CHANGES_FILE, history, doc: bundled });
  const reference = new Map(
    operations(page.document).map(({ key, operation: op }) => [key, { id: op.operationId, summary: op.summary }]),
  );
  const title = `${page.document.info?.title ?? "API"}`;
  const changes = path.join(path.dirname(out), CHANGES_FILE);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, page.html);
  writeFileSync(changes, renderChanges(history, { title, reference, htmlPage }));
  return { out, changes, page, history, compared: history.compared };
}

/**
 * Writes the page and says so (with `say`, by default on stdout); resolves with the exit code.
 * @param {{ spec?: string, out?: string, doc?: Json, cache?: string, say?: (line: string) => void }} [options]
 */
export async function docs({ say = console.log, ...options } = {}) {
  const started = Date.now();
  const { out, changes, page, history } = await buildDocs(options);
  const kib = Math.round(Buffer.byteLength(page.html) / 1024);
  const sections = history.state === "ok" ? `${history.releases.length} sections` : history.state;
  say(
    `docs: wrote ${shownPath(out)} (${kib} KiB, ${page.operations} operations, ${page.gaps.length} places with gaps) and ` +
      `${shownPath(changes)} (${sections}, ${history.compared} compared, ${history.reused} from the cache) in ` +
      `${Date.now() - started} ms`,
  );
  return EXIT_OK;
}

const USAGE = "usage: node scripts/build/docs.mjs [--spec spec/openapi.yaml] [--out dist/docs/index.html]";

/** @param {string[]} args */
export async function main(args) {
  const { values } = readArgs(args, {
    spec: { type: "string", default: SPEC_FILE },
    out: { type: "string", default: DEFAULT_OUT },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    console.log(USAGE);
    return EXIT_OK;
  }
  return docs({ spec: path.resolve(values.spec), out: path.resolve(values.out) });
}

runMain(import.meta.url, "docs", main, USAGE);
