#!/usr/bin/env node
// Writes spec/GAPS.md: what the API description leaves open, read from the document itself.
//
//   npm run gaps                          write spec/GAPS.md from spec/openapi.yaml
//   npm run gaps -- --check               exit 1 when spec/GAPS.md is not what the spec gives
//   node scripts/gaps.mjs --spec <file> --out <file|->   another document / output (- = stdout)
//
// The document is bundled by Redocly CLI (one JSON file, `$ref`s to files become
// `#/components/...`), then walked for `x-gaps`, `x-implied-operations` and `x-ambiguities`.
// The report is formatted with prettier and has no timestamps, so it is the same on every run.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import * as prettier from "prettier";
import { CONFIG, ROOT, redocly } from "./lib/redocly.mjs";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

// ---------------------------------------------------------------------------------------------
// Reading the document

async function bundle(specPath) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "gaps-"));
  const out = path.join(dir, "bundle.json");
  try {
    const result = await redocly([
      "bundle",
      specPath,
      "--ext",
      "json",
      "-o",
      out,
      "--config",
      CONFIG,
      "--lint-config",
      "off",
    ]);
    if (result.code !== 0) {
      throw new Error(`redocly bundle failed (exit code ${result.code}):\n${result.stderr}`);
    }
    return JSON.parse(await readFile(out, "utf8"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const decodeSegment = (s) => s.replace(/~1/g, "/").replace(/~0/g, "~");
const encodeSegment = (s) => String(s).replace(/~/g, "~0").replace(/\//g, "~1");

/** The node at a local JSON pointer (`#/a/b`), or undefined. */
function at(doc, pointer) {
  if (!pointer.startsWith("#")) return undefined;
  let node = doc;
  for (const segment of pointer.slice(1).split("/").filter(Boolean)) {
    if (node === null || typeof node !== "object") return undefined;
    node = node[decodeSegment(segment)];
  }
  return node;
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const oneLine = (text) => String(text).replace(/\s+/g, " ").trim();

/** Every `x-gaps` list in the document, with the path (list of keys) of the node carrying it. */
function findGaps(doc) {
  const found = [];
  const walk = (node, keys) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, [...keys, i]));
      return;
    }
    if (!isObject(node)) return;
    if (Array.isArray(node["x-gaps"])) {
      for (const reason of node["x-gaps"]) found.push({ keys, reason: oneLine(reason) });
    }
    for (const [key, child] of Object.entries(node)) {
      // Extension values and examples are data, not parts of the description.
      if (key.startsWith("x-") || key === "example" || key === "examples") continue;
      walk(child, [...keys, key]);
    }
  };
  walk(doc, []);
  return found;
}

/** Renders keys below a schema as `a.b[].c`, keeping other keywords (`allOf/0`) as they are. */
function schemaTrail(keys) {
  let out = "";
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === "properties" && i + 1 < keys.length) {
      out += `${out ? "." : ""}${keys[++i]}`;
    } else if (key === "items") {
      out += "[]";
    } else {
      out += `/${key}`;
    }
  }
  return out;
}

/** A short name for a place inside an operation (the keys below the operation). */
function operationPart(operation, keys) {
  if (keys.length === 0) return "";
  const [first, second, ...rest] = keys;
  if (first === "parameters") {
    const name = operation.parameters?.[second]?.name;
    return name ? `parameter \`${name}\`` : `parameter ${second}`;
  }
  if (first === "requestBody") {
    const schemaAt = keys.indexOf("schema");
    const trail = schemaAt === -1 ? "" : schemaTrail(keys.slice(schemaAt + 1));
    return `request body${trail ? ` \`${trail}\`` : ""}`;
  }
  if (first === "responses") {
    const schemaAt = keys.indexOf("schema");
    const trail = schemaAt === -1 ? "" : schemaTrail(keys.slice(schemaAt + 1));
    return `response ${second}${trail ? ` \`${trail}\`` : ""}`;
  }
  return [first, second, ...rest].filter((k) => k !== undefined).join("/");
}

const COMPONENT_SECTIONS = {
  schemas: "Schemas",
  parameters: "Parameters",
  responses: "Responses",
  requestBodies: "Request bodies",
  headers: "Headers",
  securitySchemes: "Security schemes",
  examples: "Examples",
  links: "Links",
  callbacks: "Callbacks",
  pathItems: "Path items",
};

/** Singular names of component kinds, for "via schema `X`". */
const COMPONENT_KINDS = {
  schemas: "schema",
  parameters: "parameter",
  responses: "response",
  requestBodies: "request body",
  headers: "header",
  securitySchemes: "security scheme",
  examples: "example",
  links: "link",
  callbacks: "callback",
  pathItems: "path item",
};

// ---------------------------------------------------------------------------------------------
// Building the report

function operationsOf(doc) {
  const operations = [];
  for (const [pathKey, pathItem] of Object.entries(doc.paths ?? {})) {
    if (!isObject(pathItem)) continue;
    for (const method of Object.keys(pathItem)) {
      if (!METHODS.includes(method)) continue;
      const operation = pathItem[method];
      operations.push({
        method,
        path: pathKey,
        operation,
        label: `${method.toUpperCase()} ${pathKey}${operation.operationId ? ` (${operation.operationId})` : ""}`,
        tag: operation.tags?.[0] ?? "",
        gaps: [],
      });
    }
  }
  return operations;
}

/**
 * Names of the places, reachable from `node` through `$ref`s, that carry `x-gaps`: `here` for the
 * node's own tree, `schema X` (and so on) for components reached by reference.
 */
function gapsReachable(doc, node, here, seen = new Set()) {
  const places = new Set();
  const walk = (value, label) => {
    if (Array.isArray(value)) return value.forEach((child) => walk(child, label));
    if (!isObject(value)) return;
    if (typeof value.$ref === "string") {
      const ref = value.$ref;
      if (!seen.has(ref)) {
        seen.add(ref);
        const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
        const kind = match ? (COMPONENT_KINDS[match[1] ?? ""] ?? match[1]) : "";
        const name = match ? `${kind} \`${decodeSegment(match[2] ?? "")}\`` : `\`${ref}\``;
        walk(at(doc, ref), name);
      }
    }
    if (Array.isArray(value["x-gaps"]) && value["x-gaps"].length) places.add(label);
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith("x-") || key === "example" || key === "examples" || key === "$ref") continue;
      walk(child, label);
    }
  };
  walk(node, here);
  return [...places];
}

/** Why an operation is open: the places on it, its request body or its 2xx responses with gaps. */
function openReasons(doc, operation) {
  const reasons = [];
  if (Array.isArray(operation["x-gaps"]) && operation["x-gaps"].length) reasons.push("operation");
  if (operation.requestBody) {
    for (const place of gapsReachable(doc, operation.requestBody, "request body")) {
      reasons.push(place === "request body" ? place : `request body via ${place}`);
    }
  }
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2(\d\d|XX)$/i.test(code)) continue;
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
 */
function shapeOpen(doc, operation) {
  const media = [operation.requestBody?.content ?? {}];
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2(\d\d|XX)$/i.test(code)) continue;
    const resolved = typeof response.$ref === "string" ? at(doc, response.$ref) : response;
    media.push(resolved?.content ?? {});
  }
  return media.some((content) =>
    Object.values(content).some((m) => {
      const schema = typeof m?.schema?.$ref === "string" ? at(doc, m.schema.$ref) : m?.schema;
      return Array.isArray(schema?.["x-gaps"]) && schema["x-gaps"].length > 0;
    }),
  );
}

function buildReport(doc, { source }) {
  const operations = operationsOf(doc);
  const byPointer = new Map(operations.map((op) => [`${op.path}\u0000${op.method}`, op]));
  const documentGaps = [];
  const pathGaps = [];
  const componentGaps = new Map();
  const otherGaps = [];

  const allGaps = findGaps(doc);
  for (const { keys, reason } of allGaps) {
    const [first, second, third, ...rest] = keys.map(String);
    if (keys.length === 0) {
      documentGaps.push({ where: "document", reason });
    } else if (first === "servers") {
      const server = doc.servers?.[Number(second)];
      const url = server?.url ? `\`${server.url}\`` : `${second}`;
      const where = third === "variables" && rest[0] ? `server ${url}, variable \`${rest[0]}\`` : `server ${url}`;
      documentGaps.push({ where, reason });
    } else if (first === "info") {
      documentGaps.push({ where: keys.slice(0).join("/"), reason });
    } else if (first === "paths" && second !== undefined) {
      const op = third !== undefined ? byPointer.get(`${second}\u0000${third}`) : undefined;
      if (op) {
        op.gaps.push({ where: operationPart(op.operation, keys.slice(3)), reason });
      } else {
        const pathItem = doc.paths?.[second];
        let where = `\`${second}\``;
        if (third === "parameters" && rest[0] !== undefined) {
          const name = pathItem?.parameters?.[Number(rest[0])]?.name;
          where += `, parameter ${name ? `\`${name}\`` : rest[0]}`;
        } else if (third !== undefined) {
          where += `, ${[third, ...rest].join("/")}`;
        }
        pathGaps.push({ where, reason });
      }
    } else if (first === "components" && second && third && COMPONENT_SECTIONS[second]) {
      const section = COMPONENT_SECTIONS[second];
      if (!componentGaps.has(section)) componentGaps.set(section, new Map());
      const names = componentGaps.get(section);
      if (!names.has(third)) names.set(third, []);
      const below = keys.slice(3).map(String);
      const trail = second === "schemas" ? schemaTrail(below) : below.join("/");
      names.get(third).push({ where: trail ? `\`${trail}\`` : "", reason });
    } else {
      otherGaps.push({ where: `\`#/${keys.map(encodeSegment).join("/")}\``, reason });
    }
  }

  for (const op of operations) op.open = openReasons(doc, op.operation);
  const openOps = operations.filter((op) => op.open.length);
  const onlyOperationLevel = openOps.filter((op) => op.open.length === 1 && op.open[0] === "operation");

  const implied = Array.isArray(doc["x-implied-operations"]) ? doc["x-implied-operations"] : [];
  const ambiguities = Array.isArray(doc["x-ambiguities"]) ? doc["x-ambiguities"] : [];

  const item = ({ where, reason }) => (where ? `- ${where}: ${reason}` : `- ${reason}`);
  const lines = [];
  const title = doc.info?.title ? `${doc.info.title} ${doc.info.version ?? ""}`.trim() : source;

  lines.push("# Gaps in the API description", "");
  lines.push(
    `Generated by \`npm run gaps\` from \`${source}\` (${title}): every place the document marks as`,
    "unstated (`x-gaps`), the operations it implies but cannot place (`x-implied-operations`) and the",
    "ambiguities it resolves (`x-ambiguities`). Do not edit this file by hand: change the spec and run",
    "`npm run gaps`; `npm run gaps -- --check` tells whether the file is current.",
    "",
  );

  lines.push("## Summary", "");
  lines.push("| what | count |", "| --- | --- |");
  const shapesStated = operations.filter((op) => !shapeOpen(doc, op.operation)).length;
  lines.push(`| operations | ${operations.length} |`);
  lines.push(`| request and response shapes stated | ${shapesStated} |`);
  lines.push(`| request or response shape open | ${operations.length - shapesStated} |`);
  lines.push(`| fully stated | ${operations.length - openOps.length} |`);
  lines.push(`| open | ${openOps.length} |`);
  lines.push(`| open only through the operation's own \`x-gaps\` | ${onlyOperationLevel.length} |`);
  lines.push(`| \`x-gaps\` entries | ${allGaps.length} |`);
  lines.push(`| implied operations | ${implied.length} |`);
  lines.push(`| ambiguities | ${ambiguities.length} |`, "");
  lines.push(
    "An operation's _shapes are stated_ when the top-level schema of its request body and of each 2xx",
    "response carries no `x-gaps`; gaps deeper down or on the operation (such as its security) may remain.",
    "An operation is _fully stated_ when there is no `x-gaps` on the operation, on its request body or",
    "on its 2xx responses, nor on any schema or other component these reference. Otherwise it is",
    "_open_; [Open operations](#open-operations) says where.",
    "",
  );

  // Reasons repeated at many places, so a reviewer sees the document-wide patterns first.
  const counts = new Map();
  for (const { reason } of allGaps) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (repeated.length) {
    lines.push("### Reasons given at more than one place", "");
    for (const [reason, n] of repeated) lines.push(`- ${n} places: ${reason}`);
    lines.push("");
  }

  lines.push("## Gaps by place", "");
  if (documentGaps.length) {
    lines.push("### Document and servers", "");
    documentGaps.forEach((g) => lines.push(item(g)));
    lines.push("");
  }

  lines.push("### Operations", "");
  const tagOrder = (doc.tags ?? []).map((t) => t.name);
  const tags = [...new Set(operations.map((op) => op.tag))].sort((a, b) => {
    const ia = tagOrder.indexOf(a);
    const ib = tagOrder.indexOf(b);
    return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib) || (a < b ? -1 : a > b ? 1 : 0);
  });
  let anyOperationGaps = false;
  for (const tag of tags) {
    const withGaps = operations.filter((op) => op.tag === tag && op.gaps.length);
    if (!withGaps.length) continue;
    anyOperationGaps = true;
    lines.push(`#### ${tag || "Untagged"}`, "");
    for (const op of withGaps) {
      lines.push(
        `- \`${op.method.toUpperCase()} ${op.path}\`${op.operation.operationId ? ` (\`${op.operation.operationId}\`)` : ""}`,
      );
      for (const g of op.gaps) lines.push(`  ${item(g)}`);
    }
    lines.push("");
  }
  if (!anyOperationGaps) lines.push("No operation carries `x-gaps`.", "");

  if (pathGaps.length) {
    lines.push("### Path items", "");
    pathGaps.forEach((g) => lines.push(item(g)));
    lines.push("");
  }

  const sectionOrder = Object.values(COMPONENT_SECTIONS);
  for (const section of sectionOrder) {
    const names = componentGaps.get(section);
    if (!names) continue;
    lines.push(`### ${section}`, "");
    for (const name of [...names.keys()].sort()) {
      lines.push(`- \`${name}\``);
      for (const g of names.get(name)) lines.push(`  ${item(g)}`);
    }
    lines.push("");
  }
  if (otherGaps.length) {
    lines.push("### Elsewhere", "");
    otherGaps.forEach((g) => lines.push(item(g)));
    lines.push("");
  }

  lines.push("## Open operations", "");
  if (openOps.length) {
    lines.push(
      "Each operation with a gap on itself, its request body or a 2xx response, and where that gap is",
      "(`via` names the referenced component that carries it).",
      "",
    );
    for (const op of openOps) {
      const id = op.operation.operationId ? ` (\`${op.operation.operationId}\`)` : "";
      lines.push(`- \`${op.method.toUpperCase()} ${op.path}\`${id}: ${op.open.join("; ")}`);
    }
  } else {
    lines.push("None: every operation's request and response shapes are fully stated.");
  }
  lines.push("");

  lines.push("## Implied operations", "");
  if (implied.length) {
    lines.push(
      "Operations whose existence the description implies (mostly through an OAuth2 scope) but whose",
      "method and path it does not give. They are not in `paths`.",
      "",
    );
    for (const entry of implied) {
      const scope = entry?.scope ? `scope \`${oneLine(entry.scope)}\`` : "no scope named";
      lines.push(`- **${oneLine(entry?.name ?? "")}** (${scope}): ${oneLine(entry?.reason ?? "")}`);
    }
  } else {
    lines.push("None.");
  }
  lines.push("");

  lines.push("## Ambiguities", "");
  if (ambiguities.length) {
    lines.push("Places the description can be read two ways, and the reading the document takes.", "");
    for (const entry of ambiguities) {
      lines.push(`### ${oneLine(entry?.topic ?? "")}`, "");
      lines.push(oneLine(entry?.resolution ?? ""), "");
    }
  } else {
    lines.push("None.", "");
  }
  return lines.join("\n");
}
// ---------------------------------------------------------------------------------------------
// Command line

async function main() {
  const { values } = parseArgs({
    options: {
      spec: { type: "string", default: path.join(ROOT, "spec/openapi.yaml") },
      out: { type: "string" },
      check: { type: "boolean", default: false },
    },
  });
  const specPath = path.resolve(values.spec);
  const outPath = values.out === "-" ? "-" : path.resolve(values.out ?? path.join(path.dirname(specPath), "GAPS.md"));
  const source = path.relative(ROOT, specPath).split(path.sep).join("/");

  const doc = await bundle(specPath);
  const markdown = buildReport(doc, { source });
  const options = (outPath !== "-" && (await prettier.resolveConfig(outPath))) || {};
  const formatted = await prettier.format(markdown, { ...options, parser: "markdown" });

  if (values.check) {
    if (outPath === "-") throw new Error("--check needs a file to compare with (not --out -).");
    const current = await readFile(outPath, "utf8").catch(() => null);
    const shown = path.relative(process.cwd(), outPath);
    if (current === formatted) {
      process.stdout.write(`gaps: ${shown} is current.\n`);
      return 0;
    }
    if (current === null) {
      process.stderr.write(`gaps: ${shown} does not exist; run npm run gaps.\n`);
      return 1;
    }
    const a = current.split("\n");
    const b = formatted.split("\n");
    let line = 0;
    while (line < a.length && a[line] === b[line]) line++;
    process.stderr.write(
      `gaps: ${shown} is stale (first difference at line ${line + 1}); run npm run gaps and commit it.\n` +
        `  committed: ${a[line] ?? "(end of file)"}\n  expected:  ${b[line] ?? "(end of file)"}\n`,
    );
    return 1;
  }
  if (outPath === "-") {
    process.stdout.write(formatted);
  } else {
    await writeFile(outPath, formatted);
    process.stdout.write(`gaps: wrote ${path.relative(process.cwd(), outPath)}.\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`gaps: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
