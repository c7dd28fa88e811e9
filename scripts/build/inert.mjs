// @ts-check
// Makes the text of a document inert before the reference page renders it: no HTML written in the
// spec reaches the page as markup, and no link in it can run script.
//
// Redoc renders every description as Markdown, and Markdown passes raw HTML through: an
// `<iframe srcdoc>` or `<style>` in a description would become part of the page. Three layers stop
// that, each enough for what it covers:
//   1. here, at build time: raw HTML in Markdown text is escaped, so the reader sees it as text.
//      A CommonMark parser (`marked`) finds the HTML, so code spans and code blocks stay as they
//      are; links whose address is not http(s), mailto or a fragment become plain text, and such
//      addresses in URL fields are replaced;
//   2. in the page: Redoc 3 renders Markdown as React elements, which never carry an event handler
//      or a javascript: URL (its `sanitize` option is off: it would also delete `<name>` from code
//      spans, see docs.mjs);
//   3. the page's Content-Security-Policy allows only its own scripts, by hash: no inline event
//      handler, no `javascript:` URL and no script of a frame runs, and nothing loads from elsewhere.
import escapeHtml from "escape-html";
// The CommonMark parser that finds raw HTML and links.
import { lexer, walkTokens } from "marked";

/** @typedef {import("../lib/spec.mjs").Json} Json */

/** HTML the page's own notes use. */
const ALLOWED_HTML = /^<br\s*\/?>$/i;
/** Schemes a link in the page may use. */
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:"]);
/** What an unsafe address in a URL field becomes. */
export const REMOVED_URL = "#unsafe-address-removed";

/**
 * Whether an address may be a link: http(s), mailto, or a fragment of the page. Read as a browser
 * reads it (the URL parser drops tabs and newlines, so `java\tscript:` is `javascript:`).
 * @param {string} address
 */
export function safeAddress(address) {
  if (address.trim().startsWith("#")) return true;
  try {
    return SAFE_SCHEMES.has(new URL(address, "https://relative.invalid/").protocol);
  } catch {
    return false;
  }
}

/**
 * Markdown with its raw HTML escaped and its unsafe links reduced to their text.
 * @param {string} markdown
 */
export function inertMarkdown(markdown) {
  let text = markdown;
  // Escaping can only remove HTML, never make new HTML; a few rounds settle nested cases.
  for (let round = 0; round < 4; round++) {
    /** @type {Map<string, string>} */
    const replace = new Map();
    walkTokens(lexer(text), (token) => {
      if (token.type === "html" && !ALLOWED_HTML.test(token.raw.trim())) {
        replace.set(token.raw, escapeHtml(token.raw));
      } else if ((token.type === "link" || token.type === "image") && !safeAddress(token.href)) {
        replace.set(token.raw, escapeHtml(token.text));
      }
    });
    if (!replace.size) return text;
    for (const [raw, safe] of [...replace].sort((a, b) => b[0].length - a[0].length)) text = text.split(raw).join(safe);
  }
  // Still HTML after the rounds: escape every tag opener.
  return text.replace(/</g, "&lt;");
}

/** Keys whose values are data (shown as values, never as Markdown). */
const DATA = new Set(["example", "default", "enum", "const", "value"]);
/** Keys whose string values are addresses the page makes links of. */
const URL_FIELDS = new Set([
  ...["url", "termsOfService", "href", "openIdConnectUrl"],
  ...["authorizationUrl", "tokenUrl", "refreshUrl"], // an OAuth2 flow's
]);

/**
 * Makes a document inert in place: every `description` (and every OAuth2 scope's description) is
 * inert Markdown, and every address the page links to is safe. Data (examples, defaults, enums)
 * is left alone: Redoc shows it as values, escaped. Server URLs are shown as text, not linked.
 * @param {Json} doc
 */
export function makeInert(doc) {
  /** @type {Array<[Json, string]>} */
  const stack = [[doc, ""]];
  for (let steps = 0; stack.length && steps < 5_000_000; steps++) {
    const [node, parentKey] = /** @type {[Json, string]} */ (stack.pop());
    if (Array.isArray(node)) {
      // A schema's `examples` list is data; `servers` are shown as text.
      if (parentKey !== "examples")
        for (const child of node) stack.push([child, parentKey === "servers" ? "servers" : ""]);
      continue;
    }
    if (node === null || typeof node !== "object") continue;
    for (const [key, child] of Object.entries(node)) {
      if (DATA.has(key)) continue;
      if (typeof child === "string") {
        if (key === "description" || parentKey === "scopes") node[key] = inertMarkdown(child);
        else if (URL_FIELDS.has(key) && parentKey !== "servers" && !safeAddress(child)) node[key] = REMOVED_URL;
      } else if (child !== null && typeof child === "object") {
        stack.push([child, key]);
      }
    }
  }
  return doc;
}
