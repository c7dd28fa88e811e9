// The library the scripts share (scripts/lib/): command-line arguments, and the places with gaps
// that spec/GAPS.md and the reference page both list, and that the mock names in its answers.
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { prepareDocument } from "../scripts/build/docs.mjs";
import { buildReport } from "../scripts/review/gaps.mjs";
import { EXIT_FAILED, EXIT_OK, EXIT_PROBLEMS, readArgs, UsageError } from "../scripts/lib/cli.mjs";
import { bundleOne } from "../scripts/lib/esbuild.mjs";
import { answerGaps, collectGaps } from "../scripts/lib/gaps.mjs";
import { bundle, resolvePointer, ROOT } from "../scripts/lib/spec.mjs";
import { runScript } from "./helpers/cli.js";

describe("readArgs", () => {
  const options = { out: { type: "string" }, check: { type: "boolean", default: false } } as const;

  test("reads the options it is given", () => {
    expect(readArgs(["--out", "x.md", "--check"], options).values).toEqual({ out: "x.md", check: true });
  });

  test("turns an unknown option, a missing value and a stray argument into a usage error", () => {
    expect(() => readArgs(["--bogus"], options)).toThrow(UsageError);
    expect(() => readArgs(["--out"], options)).toThrow(UsageError);
    expect(() => readArgs(["extra"], options)).toThrow(/Unexpected argument 'extra'/);
  });

  test("the exit codes mean success, problems found, and failure", () => {
    expect([EXIT_OK, EXIT_PROBLEMS, EXIT_FAILED]).toEqual([0, 1, 2]);
  });

  test("a script's output reaches a pipe whole before the script exits", async () => {
    // Far more than a pipe holds: the dereferenced bundle is over half a megabyte.
    const { code, stdout } = await runScript("lib/spec.mjs", ["--dereference"]);
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(stdout)).toEqual(await bundle(undefined, { dereference: true }));
  });
});

describe("collectGaps", () => {
  let doc: any;
  beforeAll(async () => {
    doc = await bundle(join(ROOT, "test/fixtures/gaps/openapi.yaml"));
  });

  test("finds each place with x-gaps once, with its pointer, kind and name", () => {
    const places = collectGaps(doc);
    expect(places.map((p) => [p.kind, p.where])).toEqual([
      ["document", "document"],
      ["server", "server `{base_url}`, variable `base_url`"],
      ["operation", ""],
      ["operation", "request body `colour`"],
      ["operation", "response 409"],
      ["component", ""],
      ["component", ""],
      ["component", ""],
      ["component", "`size.unit`"],
    ]);
    for (const place of places) expect(resolvePointer(doc, place.pointer)["x-gaps"]).toContain(place.reasons[0]);
  });

  test("leaves out examples and other data, and empty lists", () => {
    const copy = structuredClone(doc);
    copy.components.schemas.Widget.example = { "x-gaps": ["in an example"] };
    copy.components.schemas.Widget.default = { "x-gaps": ["in a default"] };
    copy.paths["/widgets"].get["x-gaps"] = [];
    const reasons = collectGaps(copy).flatMap((p) => p.reasons);
    expect(reasons).not.toContain("in an example");
    expect(reasons).not.toContain("in a default");
    expect(collectGaps(copy)).toHaveLength(collectGaps(doc).length - 1);
  });

  test("GAPS.md and the reference page name each place the same way", () => {
    const report = buildReport(doc, { source: "test/fixtures/gaps/openapi.yaml" });
    const { gaps } = prepareDocument(doc);
    for (const place of collectGaps(doc).filter((p) => p.where && p.kind !== "document")) {
      expect(report).toContain(`${place.where}: ${place.reasons[0]}`);
      expect(
        gaps.some((g) => g.label.endsWith(place.where) && g.sentences[0] === place.reasons[0]),
        place.where,
      ).toBe(true);
    }
  });
});

describe("answerGaps", () => {
  test("answerGaps follows the value through the schema, and reads only the top without one", () => {
    const d: any = {
      paths: {
        "/x": {
          get: {
            responses: {
              "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Top" } } } },
              default: { $ref: "#/components/responses/Failed" },
            },
          },
        },
      },
      components: {
        responses: { Failed: { "x-gaps": ["statuses"], content: { "application/json": { schema: {} } } } },
        schemas: {
          Top: {
            type: "object",
            properties: {
              status: { $ref: "#/components/schemas/Status" },
              list: { type: "array", items: { anyOf: [{ $ref: "#/components/schemas/Item" }, { type: "null" }] } },
              loop: { $ref: "#/components/schemas/Loop" },
            },
            additionalProperties: { "x-gaps": ["extra"] },
          },
          Status: { type: "string", "x-gaps": ["values"] },
          Item: { type: "object", "x-gaps": ["items"] },
          Loop: { $ref: "#/components/schemas/Loop", "x-gaps": ["loop"] },
        },
      },
    };
    const at = "#/paths/~1x/get/responses/200";
    const gaps = (value?: unknown) => answerGaps(d, at, value === undefined ? {} : { value });
    expect(gaps({})).toEqual([]);
    expect(gaps({ status: "s" })).toEqual(["#/components/schemas/Status"]);
    // A branch of another type than the value is not taken: a list of nulls reaches no Item.
    expect(gaps({ list: [null, null] })).toEqual([]);
    expect(gaps({ list: [null, {}] })).toEqual(["#/components/schemas/Item"]);
    expect(gaps({ other: 1 })).toEqual(["#/components/schemas/Top/additionalProperties"]);
    // A reference to itself ends the walk after its bounded steps, with its gap found.
    expect(gaps({ loop: 1 })).toEqual(["#/components/schemas/Loop"]);
    expect(gaps()).toEqual([]);
    expect(answerGaps(d, "#/paths/~1x/get/responses/default")).toEqual(["#/components/responses/Failed"]);
    // A pointer that leads nowhere has no gaps.
    expect(answerGaps(d, "#/paths/~1y/get/responses/200", { value: {} })).toEqual([]);
  });
});

describe("bundleOne", () => {
  test("gives the one output file of an entry", async () => {
    const file = await bundleOne({ stdin: { contents: "export const sum = 1 + 1;", loader: "js" } });
    expect(file.text).toMatch(/export\s*\{/);
  });

  test("refuses a build that makes more than one file", async () => {
    const entryPoints = [join(ROOT, "src", "client", "plan.ts"), join(ROOT, "src", "shared", "deadline.ts")];
    await expect(bundleOne({ entryPoints, outdir: join(ROOT, ".tmp", "never-written") })).rejects.toThrow(
      /esbuild wrote 2 files, not one/,
    );
  });
});
