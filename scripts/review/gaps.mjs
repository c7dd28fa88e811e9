#!/usr/bin/env node
// @ts-check
// Writes spec/GAPS.md: what the API description leaves open, read from the document itself.
//
//   npm run gaps                          write spec/GAPS.md from spec/openapi.yaml
//   npm run gaps -- --check               exit 1 when spec/GAPS.md is not what the spec gives
//   node scripts/review/gaps.mjs --spec <file> --out <file|->   another document / output (- = stdout)
//
// The document is bundled (one JSON document, `$ref`s to files become `#/components/...`), its
// places with `x-gaps` are collected by lib/gaps.mjs (as the reference page lists them too), and
// `x-implied-operations` and `x-ambiguities` are read from its root. The report is formatted with
// prettier and has no timestamps, so it is the same on every run.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import process from "node:process";
import { markdownTable } from "markdown-table";
import * as prettier from "prettier";
import { EXIT_OK, EXIT_PROBLEMS, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { collectGaps, oneLine } from "../lib/gaps.mjs";
import {
  bundle,
  COMPONENT_SECTIONS,
  decodeSegment,
  operations,
  resolvePointer,
  ROOT,
  SPEC_FILE,
} from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("../lib/gaps.mjs").GapPlace} GapPlace */

/**
 * An operation as the report lists it: its gaps, and the places that leave it open.
 * @typedef {object} ReportOperation
 * @property {string} method
 * @property {string} path
 * @property {Json} operation
 * @property {string} tag its first tag, or ""
 * @property {{ where: string, reason: string }[]} gaps
 * @property {string[]} open
 */

// ---------------------------------------------------------------------------------------------
// Where an operation is open

const SUCCESS = /^2(\d\d|XX)$/i;
const hasGaps = (/** @type {Json} */ node) => Array.isArray(node?.["x-gaps"]) && node["x-gaps"].length > 0;

/**
 * Names of the places, reachable from `node` through `$ref`s, that carry `x-gaps`: `here` for the
 * node's own tree, `schema X` (and so on) for components reached by reference.
 * @param {Json} doc
 * @param {Json} node
 * @param {string} here
 * @param {Set<string>} [seen]
 */
function gapsReachable(doc, node, here, seen = new Set()) {
  const places = new Set();
  /** @param {Json} value @param {string} label */
  const walk = (value, label) => {
    if (Array.isArray(value)) return value.forEach((child) => walk(child, label));
    if (value === null || typeof value !== "object") return;
    if (typeof value.$ref === "string") {
      const ref = value.$ref;
      if (!seen.has(ref)) {
        seen.add(ref);
        const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
        const kind = match ? (COMPONENT_SECTIONS[match[1] ?? ""]?.singular ?? match[1]) : "";
        const name = match ? `${kind} \`${decodeSegment(match[2] ?? "")}\`` : `\`${ref}\``;
        walk(resolvePointer(doc, ref), name);
      }
    }
    if (hasGaps(value)) places.add(label);
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith("x-") || key === "example" || key === "examples" || key === "$ref") continue;
      walk(child, label);
    }
  };
  walk(node, here);
  return [...places];
}

/**
 * Why an operation is open: the places on it, its request body or its 2xx responses with gaps.
 * @param {Json} doc
 * @param {Json} operation
 */
function openReasons(doc, operation) {
  const reasons = [];
  if (hasGaps(operation)) reasons.push("operation");
  if (operation.requestBody) {
    for (const place of gapsReachable(doc, operation.requestBody, "request body")) {
      reasons.push(place === "request body" ? place : `request body via ${place}`);
    }
  }
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    if (!SUCCESS.test(code)) continue;
    for (const place of gapsReachable(doc, response, `response ${code}`)) {
      reasons.push(place === `response ${code}` ? place : `response ${code} via ${place}`);
    }
  }
  return [...new Set(reasons)];
}

/**
 * Whether an operation's request body or a 2xx response has an open shape: its top-level schema
 * (after one `$ref`) carries `x-gaps`. Gaps deeper down (an open status string, say) or on the
 * operation itself (its security) leave the shape stated.
 * @param {Json} doc
 * @param {Json} operation
 */
function shapeOpen(doc, operation) {
  const local = (/** @type {Json} */ node) => (typeof node?.$ref === "string" ? resolvePointer(doc, node.$ref) : node);
  const media = [operation.requestBody?.content ?? {}];
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    if (SUCCESS.test(code)) media.push(local(response)?.content ?? {});
  }
  return media.some((content) => Object.values(content).some((m) => hasGaps(local(m?.schema))));
}

// ---------------------------------------------------------------------------------------------
// The report, section by section

/**
 * What the sections of the report are made of.
 * @typedef {object} ReportFacts
 * @property {Json} doc
 * @property {string} source the document's path, relative to the repository
 * @property {ReportOperation[]} operations
 * @property {GapPlace[]} places
 * @property {{ reason: string }[]} reasons every `x-gaps` entry, in the document's order
 * @property {Json[]} implied
 * @property {Json[]} ambiguities
 */

/**
 * Reads the facts of the report from a bundled document.
 * @param {Json} doc
 * @param {string} source
 * @returns {ReportFacts}
 */
function reportFacts(doc, source) {
  /** @type {ReportOperation[]} */
  const ops = operations(doc).map(({ method, path: template, operation }) => ({
    method,
    path: template,
    operation,
    tag: operation.tags?.[0] ?? "",
    gaps: [],
    open: openReasons(doc, operation),
  }));
  const byOperation = new Map(ops.map((op) => [op.operation, op]));
  const places = collectGaps(doc);
  for (const place of places) {
    const op = place.operation && byOperation.get(place.operation.operation);
    if (op) op.gaps.push(...place.reasons.map((reason) => ({ where: place.where, reason })));
  }
  return {
    doc,
    source,
    operations: ops,
    places,
    reasons: places.flatMap((place) => place.reasons.map((reason) => ({ reason }))),
    implied: Array.isArray(doc["x-implied-operations"]) ? doc["x-implied-operations"] : [],
    ambiguities: Array.isArray(doc["x-ambiguities"]) ? doc["x-ambiguities"] : [],
  };
}

/** A list item for one reason: `- where: reason`, or `- reason` where the place has no name. */
const item = (/** @type {string} */ where, /** @type {string} */ reason) =>
  where ? `- ${where}: ${reason}` : `- ${reason}`;

/** `METHOD /path (operationId)` in code spans. */
const operationLabel = (/** @type {ReportOperation} */ op) =>
  `\`${op.method.toUpperCase()} ${op.path}\`${op.operation.operationId ? ` (\`${op.operation.operationId}\`)` : ""}`;

/** @param {ReportFacts} facts */
function introduction({ doc, source }) {
  const title = doc.info?.title ? `${doc.info.title} ${doc.info.version ?? ""}`.trim() : source;
  return [
    "# Gaps in the API description",
    "",
    `Generated by \`npm run gaps\` from \`${source}\` (${title}): every place the document marks as`,
    "unstated (`x-gaps`), the operations it implies but cannot place (`x-implied-operations`) and the",
    "ambiguities it resolves (`x-ambiguities`). Do not edit this file by hand: change the spec and run",
    "`npm run gaps`; `npm run gaps -- --check` tells whether the file is current.",
    "",
  ];
}

/** @param {ReportFacts} facts */
function summary({ doc, operations: ops, reasons, implied, ambiguities }) {
  const open = ops.filter((op) => op.open.length);
  const onlyOperationLevel = open.filter((op) => op.open.length === 1 && op.open[0] === "operation");
  const shapesStated = ops.filter((op) => !shapeOpen(doc, op.operation)).length;
  return [
    "## Summary",
    "",
    markdownTable(
      [
        ["what", "count"],
        ["operations", ops.length],
        ["request and response shapes stated", shapesStated],
        ["request or response shape open", ops.length - shapesStated],
        ["fully stated", ops.length - open.length],
        ["open", open.length],
        ["open only through the operation's own `x-gaps`", onlyOperationLevel.length],
        ["`x-gaps` entries", reasons.length],
        ["implied operations", implied.length],
        ["ambiguities", ambiguities.length],
      ].map((row) => row.map(String)),
      { alignDelimiters: false },
    ),
    "",
    "An operation's _shapes are stated_ when the top-level schema of its request body and of each 2xx",
    "response carries no `x-gaps`; gaps deeper down or on the operation (such as its security) may remain.",
    "An operation is _fully stated_ when there is no `x-gaps` on the operation, on its request body or",
    "on its 2xx responses, nor on any schema or other component these reference. Otherwise it is",
    "_open_; [Open operations](#open-operations) says where.",
    "",
  ];
}

/**
 * Reasons repeated at many places, so a reviewer sees the document-wide patterns first.
 * @param {ReportFacts} facts
 */
function repeatedReasons({ reasons }) {
  const counts = new Map();
  for (const { reason } of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (!repeated.length) return [];
  return [
    "### Reasons given at more than one place",
    "",
    ...repeated.map(([reason, n]) => `- ${n} places: ${reason}`),
    "",
  ];
}

/**
 * The lines for the places of some kinds, one line per reason, under a heading; none without places.
 * @param {string} heading
 * @param {GapPlace[]} places
 */
function flatList(heading, places) {
  if (!places.length) return [];
  return [`### ${heading}`, "", ...places.flatMap((p) => p.reasons.map((reason) => item(p.where, reason))), ""];
}

/**
 * The operations with gaps, grouped by their first tag in the order of the document's tags.
 * @param {ReportFacts} facts
 */
function operationPlaces({ doc, operations: ops }) {
  /** @type {string[]} */
  const tagOrder = (doc.tags ?? []).map((/** @type {Json} */ t) => t.name);
  const rank = (/** @type {string} */ tag) => (tagOrder.includes(tag) ? tagOrder.indexOf(tag) : Infinity);
  const tags = [...new Set(ops.map((op) => op.tag))].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const lines = ["### Operations", ""];
  for (const tag of tags) {
    const withGaps = ops.filter((op) => op.tag === tag && op.gaps.length);
    if (!withGaps.length) continue;
    lines.push(`#### ${tag || "Untagged"}`, "");
    for (const op of withGaps) {
      lines.push(`- ${operationLabel(op)}`, ...op.gaps.map((g) => `  ${item(g.where, g.reason)}`));
    }
    lines.push("");
  }
  if (lines.length === 2) lines.push("No operation carries `x-gaps`.", "");
  return lines;
}

/**
 * The components with gaps, by section in OpenAPI's order, then by name.
 * @param {GapPlace[]} places
 */
function componentPlaces(places) {
  const lines = [];
  for (const [section, { title }] of Object.entries(COMPONENT_SECTIONS)) {
    /** @type {Map<string, GapPlace[]>} */
    const names = new Map();
    for (const place of places) {
      if (place.kind !== "component" || place.section !== section || place.name === undefined) continue;
      names.set(place.name, [...(names.get(place.name) ?? []), place]);
    }
    if (!names.size) continue;
    lines.push(`### ${title}`, "");
    for (const name of [...names.keys()].sort()) {
      lines.push(`- \`${name}\``);
      for (const place of names.get(name) ?? []) lines.push(...place.reasons.map((r) => `  ${item(place.where, r)}`));
    }
    lines.push("");
  }
  return lines;
}

/** @param {ReportFacts} facts */
function placesSection(facts) {
  const of = (/** @type {GapPlace["kind"][]} */ ...kinds) => facts.places.filter((p) => kinds.includes(p.kind));
  return [
    "## Gaps by place",
    "",
    ...flatList("Document and servers", of("document", "server")),
    ...operationPlaces(facts),
    ...flatList("Path items", of("path")),
    ...componentPlaces(facts.places),
    ...flatList("Elsewhere", of("other")),
  ];
}

/** @param {ReportFacts} facts */
function openSection({ operations: ops }) {
  const open = ops.filter((op) => op.open.length);
  if (!open.length) {
    return ["## Open operations", "", "None: every operation's request and response shapes are fully stated.", ""];
  }
  return [
    "## Open operations",
    "",
    "Each operation with a gap on itself, its request body or a 2xx response, and where that gap is",
    "(`via` names the referenced component that carries it).",
    "",
    ...open.map((op) => `- ${operationLabel(op)}: ${op.open.join("; ")}`),
    "",
  ];
}

/** @param {ReportFacts} facts */
function impliedSection({ implied }) {
  if (!implied.length) return ["## Implied operations", "", "None.", ""];
  return [
    "## Implied operations",
    "",
    "Operations whose existence the description implies (mostly through an OAuth2 scope) but whose",
    "method and path it does not give. They are not in `paths`.",
    "",
    ...implied.map((entry) => {
      const scope = entry?.scope ? `scope \`${oneLine(entry.scope)}\`` : "no scope named";
      return `- **${oneLine(entry?.name ?? "")}** (${scope}): ${oneLine(entry?.reason ?? "")}`;
    }),
    "",
  ];
}

/** @param {ReportFacts} facts */
function ambiguitiesSection({ ambiguities }) {
  if (!ambiguities.length) return ["## Ambiguities", "", "None.", ""];
  return [
    "## Ambiguities",
    "",
    "Places the description can be read two ways, and the reading the document takes.",
    "",
    ...ambiguities.flatMap((entry) => [`### ${oneLine(entry?.topic ?? "")}`, "", oneLine(entry?.resolution ?? ""), ""]),
  ];
}

/**
 * The report for a bundled document, in Markdown (not yet formatted).
 * @param {Json} doc
 * @param {{ source: string }} options source: the document's path, as the report names it
 */
export function buildReport(doc, { source }) {
  const facts = reportFacts(doc, source);
  return [
    ...introduction(facts),
    ...summary(facts),
    ...repeatedReasons(facts),
    ...placesSection(facts),
    ...openSection(facts),
    ...impliedSection(facts),
    ...ambiguitiesSection(facts),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Command line

/**
 * The report for a document, formatted as the file at `out` would be (prettier's configuration
 * for that path).
 * @param {Json} doc
 * @param {{ spec: string, out: string }} where `out` is a path or "-"
 */
export async function renderGaps(doc, { spec, out }) {
  const source = path.relative(ROOT, spec).split(path.sep).join("/");
  const options = (out !== "-" && (await prettier.resolveConfig(out))) || {};
  return prettier.format(buildReport(doc, { source }), { ...options, parser: "markdown" });
}

/**
 * Compares the report with the file; prints what it finds and returns the exit code.
 * @param {string} out
 * @param {string} formatted
 */
async function checkReport(out, formatted) {
  const current = await readFile(out, "utf8").catch(() => null);
  const shown = path.relative(process.cwd(), out);
  if (current === formatted) {
    process.stdout.write(`gaps: ${shown} is current.\n`);
    return EXIT_OK;
  }
  if (current === null) {
    process.stderr.write(`gaps: ${shown} does not exist; run npm run gaps.\n`);
    return EXIT_PROBLEMS;
  }
  const a = current.split("\n");
  const b = formatted.split("\n");
  let line = 0;
  while (line < a.length && a[line] === b[line]) line++;
  process.stderr.write(
    `gaps: ${shown} is stale (first difference at line ${line + 1}); run npm run gaps and commit it.\n` +
      `  committed: ${a[line] ?? "(end of file)"}\n  expected:  ${b[line] ?? "(end of file)"}\n`,
  );
  return EXIT_PROBLEMS;
}

/**
 * Writes (or checks) the report of a document. Resolves with the exit code.
 * @param {{ spec?: string, out?: string, check?: boolean, doc?: Json, report?: string }} [options]
 *   doc: the document, already bundled; report: what renderGaps() gave for it, when the caller has it
 */
export async function gaps({ spec = SPEC_FILE, out, check = false, doc, report } = {}) {
  const specPath = path.resolve(spec);
  const outPath = out === "-" ? "-" : path.resolve(out ?? path.join(path.dirname(specPath), "GAPS.md"));
  if (check && outPath === "-") throw new UsageError("--check needs a file to compare with (not --out -).");
  const formatted = report ?? (await renderGaps(doc ?? (await bundle(specPath)), { spec: specPath, out: outPath }));
  if (check) return checkReport(outPath, formatted);
  if (outPath === "-") {
    process.stdout.write(formatted);
  } else {
    await writeFile(outPath, formatted);
    process.stdout.write(`gaps: wrote ${path.relative(process.cwd(), outPath)}.\n`);
  }
  return EXIT_OK;
}

/** @param {string[]} args */
export async function main(args) {
  const { values } = readArgs(args, {
    spec: { type: "string", default: SPEC_FILE },
    out: { type: "string" },
    check: { type: "boolean", default: false },
  });
  return gaps({ spec: values.spec, check: values.check, ...(values.out === undefined ? {} : { out: values.out }) });
}

runMain(import.meta.url, "gaps", main);
