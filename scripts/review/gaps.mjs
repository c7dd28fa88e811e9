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
import * as prettier from "prettier";
import { EXIT_OK, EXIT_PROBLEMS, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { table } from "../lib/diff.mjs";
import { collectGaps, oneLine } from "../lib/gaps.mjs";
import {
  bundle,
  COMPONENT_SECTIONS,
  decodeSegment,
  isSuccess,
  list,
  operations,
  resolvePointer,
  ROOT,
  SPEC_FILE,
} from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("../lib/gaps.mjs").GapPlace} GapPlace */

const hasGaps = (/** @type {Json} */ node) => Array.isArray(node?.["x-gaps"]) && node["x-gaps"].length > 0;

/**
 * The parts of an operation that say whether it is open, each with its name: the request body and
 * the 2xx responses.
 * @param {Json} operation
 * @returns {[string, Json][]}
 */
const parts = (operation) => [
  ...(operation.requestBody ? [/** @type {[string, Json]} */ (["request body", operation.requestBody])] : []),
  ...Object.entries(operation.responses ?? {})
    .filter(([code]) => isSuccess(code))
    .map(([code, response]) => /** @type {[string, Json]} */ ([`response ${code}`, response])),
];

/**
 * Names of the places, reachable from `node` through `$ref`s, that carry `x-gaps`: `here` for the
 * node's own tree, `schema X` (and so on) for components reached by reference.
 * @param {Json} doc
 * @param {Json} node
 * @param {string} here
 */
function gapsReachable(doc, node, here) {
  const places = new Set();
  const seen = new Set();
  /** @param {Json} value @param {string} label */
  const walk = (value, label) => {
    if (value === null || typeof value !== "object") return;
    const ref = value.$ref;
    if (typeof ref === "string" && !seen.has(ref)) {
      seen.add(ref);
      const [, section = "", name = ""] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? [];
      const kind = COMPONENT_SECTIONS[section]?.singular ?? section;
      walk(resolvePointer(doc, ref), name ? `${kind} \`${decodeSegment(name)}\`` : `\`${ref}\``);
    }
    if (hasGaps(value)) places.add(label);
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith("x-") && !["example", "examples", "$ref"].includes(key)) walk(child, label);
    }
  };
  walk(node, here);
  return [...places];
}

/**
 * An operation as the report lists it: its first tag, the gaps on it, and why it is open (the
 * places on it, its request body or its 2xx responses with gaps).
 * @param {Json} doc
 * @param {import("../lib/spec.mjs").Operation} entry
 * @param {GapPlace[]} places
 */
function reportOperation(doc, { method, path: template, operation }, places) {
  const open = hasGaps(operation) ? ["operation"] : [];
  for (const [here, node] of parts(operation)) {
    open.push(...gapsReachable(doc, node, here).map((place) => (place === here ? place : `${here} via ${place}`)));
  }
  const id = operation.operationId ? ` (\`${operation.operationId}\`)` : "";
  // Whether the request body's or a 2xx response's top-level schema (after one `$ref`) carries
  // `x-gaps`. Gaps deeper down (an open status string, say) or on the operation itself (its
  // security) leave the shape stated.
  const local = (/** @type {Json} */ node) => (typeof node?.$ref === "string" ? resolvePointer(doc, node.$ref) : node);
  const shapeOpen = parts(operation).some(([, node]) =>
    Object.values(local(node)?.content ?? {}).some((media) => hasGaps(local(media?.schema))),
  );
  return {
    label: `\`${method.toUpperCase()} ${template}\`${id}`,
    tag: operation.tags?.[0] ?? "",
    gaps: places.filter((place) => place.operation?.operation === operation),
    open: [...new Set(open)],
    shapeOpen,
  };
}

/** A list item for one reason: `- where: reason`, or `- reason` where the place has no name. */
const item = (/** @type {string} */ where, /** @type {string} */ reason) =>
  where ? `- ${where}: ${reason}` : `- ${reason}`;

/** The lines of some places, one per reason, each indented by `indent`. */
const reasonLines = (/** @type {GapPlace[]} */ places, indent = "") =>
  places.flatMap((place) => place.reasons.map((reason) => indent + item(place.where, reason)));

/** A section's heading and lines, or nothing without lines. */
const section = (/** @type {string} */ heading, /** @type {string[]} */ lines) =>
  lines.length ? [heading, "", ...lines, ""] : [];

/**
 * The report for a bundled document, in Markdown (not yet formatted).
 * @param {Json} doc
 * @param {{ source: string }} options source: the document's path, as the report names it
 */
export function buildReport(doc, { source }) {
  const places = collectGaps(doc);
  const ops = operations(doc).map((entry) => reportOperation(doc, entry, places));
  const open = ops.filter((op) => op.open.length);
  const reasons = places.flatMap((place) => place.reasons);
  const [implied, ambiguities] = [list(doc["x-implied-operations"]), list(doc["x-ambiguities"])];
  const of = (/** @type {GapPlace["kind"][]} */ ...kinds) => places.filter((p) => kinds.includes(p.kind));
  const title = doc.info?.title ? `${doc.info.title} ${doc.info.version ?? ""}`.trim() : source;
  const shapesStated = ops.filter((op) => !op.shapeOpen).length;
  const counts = [
    ["operations", ops.length],
    ["request and response shapes stated", shapesStated],
    ["request or response shape open", ops.length - shapesStated],
    ["fully stated", ops.length - open.length],
    ["open", open.length],
    ["open only through the operation's own `x-gaps`", open.filter((op) => op.open.join() === "operation").length],
    ["`x-gaps` entries", reasons.length],
    ["implied operations", implied.length],
    ["ambiguities", ambiguities.length],
  ];
  // Reasons repeated at many places, so a reviewer sees the document-wide patterns first.
  const tally = new Map();
  for (const reason of reasons) tally.set(reason, (tally.get(reason) ?? 0) + 1);
  const repeated = [...tally].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // The operations with gaps, grouped by their first tag in the order of the document's tags.
  /** @type {string[]} */
  const tagOrder = (doc.tags ?? []).map((/** @type {Json} */ t) => t.name);
  const rank = (/** @type {string} */ tag) => (tagOrder.includes(tag) ? tagOrder.indexOf(tag) : Infinity);
  const tags = [...new Set(ops.map((op) => op.tag))].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const byTag = tags.flatMap((tag) =>
    section(
      `#### ${tag || "Untagged"}`,
      ops
        .filter((op) => op.tag === tag && op.gaps.length)
        .flatMap((op) => [`- ${op.label}`, ...reasonLines(op.gaps, "  ")]),
    ),
  );
  // The components with gaps, by section in OpenAPI's order, then by name.
  const components = Object.entries(COMPONENT_SECTIONS).flatMap(([key, { title: heading }]) => {
    const inSection = of("component").filter((place) => place.section === key && place.name !== undefined);
    const names = [...new Set(inSection.map((place) => String(place.name)))].sort();
    const lines = names.flatMap((name) => [
      `- \`${name}\``,
      ...reasonLines(
        inSection.filter((place) => place.name === name),
        "  ",
      ),
    ]);
    return section(`### ${heading}`, lines);
  });
  return [
    "# Gaps in the API description",
    "",
    `Generated by \`npm run gaps\` from \`${source}\` (${title}): every place the document marks as`,
    "unstated (`x-gaps`), the operations it implies but cannot place (`x-implied-operations`) and the",
    "ambiguities it resolves (`x-ambiguities`). Do not edit this file by hand: change the spec and run",
    "`npm run gaps`; `npm run gaps -- --check` tells whether the file is current.",
    "",
    "## Summary",
    "",
    table(["what", "count"], counts),
    "",
    "An operation's _shapes are stated_ when the top-level schema of its request body and of each 2xx",
    "response carries no `x-gaps`; gaps deeper down or on the operation (such as its security) may remain.",
    "An operation is _fully stated_ when there is no `x-gaps` on the operation, on its request body or",
    "on its 2xx responses, nor on any schema or other component these reference. Otherwise it is",
    "_open_; [Open operations](#open-operations) says where.",
    "",
    ...section(
      "### Reasons given at more than one place",
      repeated.map(([reason, n]) => `- ${n} places: ${reason}`),
    ),
    "## Gaps by place",
    "",
    ...section("### Document and servers", reasonLines(of("document", "server"))),
    ...["### Operations", "", ...(byTag.length ? byTag : ["No operation carries `x-gaps`.", ""])],
    ...section("### Path items", reasonLines(of("path"))),
    ...components,
    ...section("### Elsewhere", reasonLines(of("other"))),
    ...section(
      "## Open operations",
      open.length
        ? [
            "Each operation with a gap on itself, its request body or a 2xx response, and where that gap is",
            "(`via` names the referenced component that carries it).",
            "",
            ...open.map((op) => `- ${op.label}: ${op.open.join("; ")}`),
          ]
        : ["None: every operation's request and response shapes are fully stated."],
    ),
    ...section(
      "## Implied operations",
      implied.length
        ? [
            "Operations whose existence the description implies (mostly through an OAuth2 scope) but whose",
            "method and path it does not give. They are not in `paths`.",
            "",
            ...implied.map((entry) => {
              const scope = entry?.scope ? `scope \`${oneLine(entry.scope)}\`` : "no scope named";
              return `- **${oneLine(entry?.name ?? "")}** (${scope}): ${oneLine(entry?.reason ?? "")}`;
            }),
          ]
        : ["None."],
    ),
    ...section(
      "## Ambiguities",
      ambiguities.length
        ? [
            "Places the description can be read two ways, and the reading the document takes.",
            "",
            ...ambiguities.flatMap((entry) => [
              `### ${oneLine(entry?.topic ?? "")}`,
              "",
              oneLine(entry?.resolution ?? ""),
              "",
            ]),
          ].slice(0, -1)
        : ["None."],
    ),
  ].join("\n");
}

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
 * Writes (or checks) the report of a document, printing what it finds. Resolves with the exit code.
 * @param {{ spec?: string, out?: string, check?: boolean, doc?: Json, report?: string }} [options]
 *   doc: the document, already bundled; report: what renderGaps() gave for it, when the caller has it
 */
export async function gaps({ spec = SPEC_FILE, out, check = false, doc, report } = {}) {
  const specPath = path.resolve(spec);
  const outPath = out === "-" ? "-" : path.resolve(out ?? path.join(path.dirname(specPath), "GAPS.md"));
  if (check && outPath === "-") throw new UsageError("--check needs a file to compare with (not --out -).");
  const formatted = report ?? (await renderGaps(doc ?? (await bundle(specPath)), { spec: specPath, out: outPath }));
  const shown = path.relative(process.cwd(), outPath);
  if (!check) {
    if (outPath === "-") process.stdout.write(formatted);
    else await writeFile(outPath, formatted);
    if (outPath !== "-") process.stdout.write(`gaps: wrote ${shown}.\n`);
    return EXIT_OK;
  }
  const current = await readFile(outPath, "utf8").catch(() => null);
  if (current === formatted) {
    process.stdout.write(`gaps: ${shown} is current.\n`);
    return EXIT_OK;
  }
  if (current === null) {
    process.stderr.write(`gaps: ${shown} does not exist; run npm run gaps.\n`);
    return EXIT_PROBLEMS;
  }
  const [a, b] = [current.split("\n"), formatted.split("\n")];
  let line = 0;
  while (line < a.length && a[line] === b[line]) line++;
  process.stderr.write(
    `gaps: ${shown} is stale (first difference at line ${line + 1}); run npm run gaps and commit it.\n` +
      `  committed: ${a[line] ?? "(end of file)"}\n  expected:  ${b[line] ?? "(end of file)"}\n`,
  );
  return EXIT_PROBLEMS;
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
