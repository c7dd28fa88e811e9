// The x-gaps notes in the generated types' JSDoc: on every operation whose result is open, on no
// operation whose result is stated, and on every schema that has gaps.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, test } from "vitest";
import { addGapDocs, gapLines } from "../scripts/lib/gap-docs.mjs";
import { bundle } from "../scripts/lib/spec.mjs";

const root = join(import.meta.dirname, "..");
let doc: any;
let source: ts.SourceFile;
beforeAll(async () => {
  doc = await bundle();
  const text = await readFile(join(root, "generated", "schema.d.ts"), "utf8");
  source = ts.createSourceFile("schema.d.ts", text, ts.ScriptTarget.ES2022, true);
});

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const nameOf = (m: ts.TypeElement) =>
  m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : "";
const members = (name: string) =>
  (source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name) as ts.InterfaceDeclaration)
    .members;
/** The text of a member's `@gaps` tag, or undefined. */
const gapsOf = (member: ts.Node) => {
  const tag = ts.getJSDocTags(member).find((t) => t.tagName.text === "gaps");
  return tag ? (ts.getTextOfJSDocComment(tag.comment) ?? "") : undefined;
};

/** Operations whose success body the spec states (JSON other than OpenBody, or another media type). */
function stated(): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { responses?: object }>>)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(
        (op.responses ?? {}) as Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>,
      )) {
        if (!/^2/.test(status) || !response.content) continue;
        const json = response.content["application/json"];
        if (!json || json.schema?.$ref !== "#/components/schemas/OpenBody") out.add(`${path} ${method}`);
      }
    }
  }
  return out;
}

describe("the generated types' JSDoc", () => {
  test("every open operation carries its x-gaps and how to narrow it; the stated ones carry nothing", () => {
    const statedOps = stated();
    expect(statedOps.size).toBe(10);
    let open = 0;
    for (const pathMember of members("paths")) {
      const path = nameOf(pathMember);
      const methods = (pathMember as ts.PropertySignature).type as ts.TypeLiteralNode;
      for (const member of methods.members) {
        const method = nameOf(member);
        if (!METHODS.includes(method) || (member as ts.PropertySignature).questionToken) continue;
        const gaps = gapsOf(member);
        if (statedOps.has(`${path} ${method}`)) {
          expect(gaps, `${method} ${path}`).toBeUndefined();
          continue;
        }
        open++;
        for (const sentence of doc.paths[path][method]["x-gaps"] as string[]) {
          expect(gaps, `${method} ${path}`).toContain(sentence.replace(/\s+/g, " ").trim());
        }
        expect(gaps).toContain("is(OnlineTransaction, data)");
      }
    }
    expect(open).toBe(73);
    const getTransaction = members("operations").find((m) => nameOf(m) === "getTransaction")!;
    expect(gapsOf(getTransaction)).toContain("Response shape and success status code not shown.");
    const track = members("operations").find((m) => nameOf(m) === "trackTransaction")!;
    expect(gapsOf(track)).toBeUndefined();
  });

  test("every schema with x-gaps carries them, in components and in its named alias", async () => {
    const components = members("components").find((m) => nameOf(m) === "schemas") as ts.PropertySignature;
    const schemas = (components.type as ts.TypeLiteralNode).members;
    const withGaps = Object.entries(doc.components.schemas as Record<string, { "x-gaps"?: string[] }>).filter(
      ([, s]) => s["x-gaps"],
    );
    expect(withGaps.map(([n]) => n)).toContain("TransactionStatus");
    const aliases = await readFile(join(root, "generated", "aliases.d.ts"), "utf8");
    for (const [name, schema] of withGaps) {
      const gaps = gapsOf(schemas.find((m) => nameOf(m) === name)!);
      for (const sentence of schema["x-gaps"]!) expect(gaps, name).toContain(sentence);
      expect(aliases).toMatch(
        new RegExp(
          `@gaps[^/]*${schema["x-gaps"]![0]!.slice(0, 30).replace(/[.*+?^${}()|[\]\\`]/g, "\\$&")}[\\s\\S]*?export type ${name} =`,
        ),
      );
    }
    expect(gapsOf(schemas.find((m) => nameOf(m) === "OnlineTransaction")!)).toBeUndefined();
  });
});

describe("addGapDocs", () => {
  test("fails when an open operation finds no member to carry its note", () => {
    const nodes = ts.createSourceFile(
      "x.ts",
      "export interface paths {}\nexport interface components {}",
      ts.ScriptTarget.ES2022,
    ).statements as unknown as ts.Node[];
    expect(() => addGapDocs([...nodes], doc)).toThrow(/placed 0 of 73 open operations/);
  });

  test("gapLines keeps a note on one line per sentence and cannot close the comment", () => {
    expect(gapLines(["a\n  b", "c */ d"])).toEqual([
      "@gaps Not stated by the interface description:",
      "- a b",
      "- c * / d",
    ]);
    expect(gapLines(undefined)).toEqual([]);
    expect(gapLines([])).toEqual([]);
  });
});
