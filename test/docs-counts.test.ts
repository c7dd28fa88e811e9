// The operation counts the guides give stand in one table (docs/usage.md, "What the spec states"),
// and each is counted here from the bundled spec with the scripts' own loader, so that a change to
// the spec that moves a count fails until the table says so. No other guide may repeat a count.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { bundle, follow, operations } from "../scripts/lib/spec.mjs";
import { repoRoot } from "./helpers/cli.js";
import { DOC_FILES } from "./helpers/docs.js";
import type { Json } from "./helpers/spec.js";

const TABLE_FILE = "docs/usage.md";
const TABLE_HEADING = "## What the spec states";

const SUCCESS = /^2(\d\d|XX)$/i;
const isJson = (media: string) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(media);

/** Each success response's media types, with the schema as written (a `$ref` kept) and as followed. */
function successes(doc: Json, op: Json) {
  return Object.entries<Json>(op.responses ?? {})
    .filter(([status]) => SUCCESS.test(status))
    .flatMap(([status, response]) =>
      Object.entries<Json>(follow(doc, response).node?.content ?? {}).map(([media, body]) => ({
        status,
        media,
        ref: body?.schema?.$ref as string | undefined,
        schema: follow(doc, body?.schema).node,
      })),
    );
}

/** The scheme types (`oauth2`, `http`) an operation's security names. */
function schemeTypes(doc: Json, op: Json): Set<string> {
  const requirements: Json[] = op.security ?? doc.security ?? [];
  return new Set(requirements.flatMap((r) => Object.keys(r)).map((name) => doc.components.securitySchemes[name].type));
}

/** Each row of the table, by its first cell, and how it is counted: what the operation must be. */
const ROWS: Record<string, (doc: Json, op: Json, item: Json) => boolean> = {
  all: () => true,
  "result stated in whole, with its status": (doc, op) => whole(doc, op),
  "result stated in part": (doc, op) => !open(doc, op) && !whole(doc, op),
  "result open": (doc, op) => open(doc, op),
  "a JSON result at a stated 2xx status": (doc, op) =>
    successes(doc, op).some((s) => /^2\d\d$/.test(s.status) && isJson(s.media)),
  "a JSON result with a stated schema": (doc, op) =>
    successes(doc, op).some((s) => isJson(s.media) && s.schema && !isOpenBody(s.ref)),
  "success stated only as the range `2XX`": (_doc, op) =>
    Object.keys(op.responses ?? {})
      .filter((status) => SUCCESS.test(status))
      .join() === "2XX",
  "credential stated by the description": (_doc, op) => !securityAssumed(op),
  "credential assumed: OAuth2 or the API key": (_doc, op) => securityAssumed(op),
  "the API key only": (doc, op) => [...schemeTypes(doc, op)].join() === "http",
  "OAuth2 only": (doc, op) => [...schemeTypes(doc, op)].join() === "oauth2",
  "`Service-User` required": (doc, op, item) =>
    [...(item.parameters ?? []), ...(op.parameters ?? [])]
      .map((p: Json) => follow(doc, p).node)
      .some((p: Json) => p.in === "header" && /^service-user$/i.test(p.name) && p.required === true),
  "a scope granted for any call (`x-required-grants`)": (_doc, op) => (op["x-required-grants"] ?? []).length > 0,
};

const isOpenBody = (ref: string | undefined) => ref === "#/components/schemas/OpenBody";
/** Every success body is the open `OpenBody`: the description shows no result. */
const open = (doc: Json, op: Json) => successes(doc, op).every((s) => isOpenBody(s.ref));
/** A specific 2xx status, and no success schema that says it is open at its top. */
const whole = (doc: Json, op: Json) =>
  !open(doc, op) &&
  successes(doc, op).every((s) => /^2\d\d$/.test(s.status) && !isOpenBody(s.ref) && !s.schema?.["x-gaps"]);
const securityAssumed = (op: Json) =>
  (op["x-gaps"] ?? []).some((gap: string) => /^Security is not stated for this operation/.test(gap));

/** The spec's count for each row. */
function countAll(doc: Json): Record<string, number> {
  const ops = operations(doc);
  return Object.fromEntries(
    Object.entries(ROWS).map(([row, fits]) => [
      row,
      ops.filter(({ path, operation }) => fits(doc, operation, doc.paths[path])).length,
    ]),
  );
}

/** The rows of the first table under `heading` in a Markdown text: its first cell and its count. */
function tableRows(markdown: string, heading: string): Map<string, string> {
  const section = markdown.split(`${heading}\n`)[1]?.split(/^## /m)[0] ?? "";
  const lines = section.split("\n").filter((line) => line.startsWith("|"));
  const cells = lines.slice(2).map((line) => line.split("|").map((cell) => cell.trim()));
  return new Map(cells.map(([, label = "", count = ""]) => [label, count]));
}

/** What is wrong with the table in `markdown` against the counts: a row missing, unknown, or off. */
function tableProblems(markdown: string, counts: Record<string, number>): string[] {
  const rows = tableRows(markdown, TABLE_HEADING);
  const problems = [...rows.keys()].filter((row) => !(row in counts)).map((row) => `unknown row "${row}"`);
  for (const [row, count] of Object.entries(counts)) {
    if (!rows.has(row)) problems.push(`no row "${row}"`);
    else if (rows.get(row) !== String(count)) problems.push(`"${row}" says ${rows.get(row)}, the spec ${count}`);
  }
  return problems;
}

/**
 * Places in a guide (the table's own section left out) that give one of the counts as a number of
 * operations: "73 operations", "74 of the 83", "the other 74".
 */
function repeatedCounts(file: string, markdown: string, counts: Record<string, number>): string[] {
  const text =
    file === TABLE_FILE ? markdown.replace(new RegExp(`${TABLE_HEADING}\n[\\s\\S]*?(?=^## )`, "m"), "") : markdown;
  const total = counts.all;
  const values = new Set(
    Object.entries(counts)
      .filter(([row]) => row !== "all")
      .map(([, n]) => n),
  );
  const found: string[] = [];
  for (const match of text.matchAll(
    /\b(\d+) (?:of the \d+ )?(?:operations|(?:stated )?results)\b|\bthe other (\d+)\b|\b(\d+) of the (\d+)\b/g,
  )) {
    const n = Number(match[1] ?? match[2] ?? match[3]);
    const of = match[4] === undefined ? undefined : Number(match[4]);
    if (values.has(n) && (of === undefined || of === total)) found.push(`${file}: "${match[0]}"`);
  }
  return found;
}

let counts: Record<string, number>;
let table: string;

beforeAll(async () => {
  counts = countAll(await bundle());
  table = readFileSync(join(repoRoot, TABLE_FILE), "utf8");
});

describe("the operation counts of the guides", () => {
  test("the table in Using the client gives the spec's count in every row", () => {
    expect(tableProblems(table, counts)).toEqual([]);
    // The counts add up, so the rows cannot all be counted wrong the same way.
    expect(
      counts["result stated in whole, with its status"]! + counts["result stated in part"]! + counts["result open"]!,
    ).toBe(counts.all);
    expect(counts["credential stated by the description"]! + counts["credential assumed: OAuth2 or the API key"]!).toBe(
      counts.all,
    );
  });

  test("a table with a wrong count, a row left out or a row nothing counts is refused", () => {
    const wrong = table.replace(/^(\| result open +\| +)\d+/m, (_all, start: string) => `${start}72`);
    expect(wrong).not.toBe(table);
    expect(tableProblems(wrong, counts)).toEqual([`"result open" says 72, the spec ${counts["result open"]}`]);
    const missing = table.replace(/^\| OAuth2 only .*\n/m, "");
    expect(tableProblems(missing, counts)).toEqual([`no row "OAuth2 only"`]);
    const renamed = table.replace("| the API key only ", "| API key only     ");
    expect(tableProblems(renamed, counts)).toEqual([`unknown row "API key only"`, `no row "the API key only"`]);
  });

  test("no guide repeats a count outside the table", () => {
    const found = DOC_FILES.flatMap((file) => repeatedCounts(file, readFileSync(join(repoRoot, file), "utf8"), counts));
    expect(found).toEqual([]);
    // What the check finds: the forms the guides used before the table.
    const assumed = counts["credential assumed: OAuth2 or the API key"];
    const open = counts["result open"];
    const fixture = `for the other ${assumed} it states nothing; ${open} of the ${counts.all} return unknown; ${open} operations.`;
    expect(repeatedCounts("docs/x.md", fixture, counts)).toEqual([
      `docs/x.md: "the other ${assumed}"`,
      `docs/x.md: "${open} of the ${counts.all}"`,
      `docs/x.md: "${open} operations"`,
    ]);
  });
});
