// The gaps report: spec/GAPS.md must be what `npm run gaps` writes from the current spec, and the
// script must find every kind of gap in a fixture whose gaps are known.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { repoRoot, runScript } from "./helpers/cli.js";

const fixture = join(repoRoot, "test/fixtures/gaps/openapi.yaml");
const scratch = mkdtempSync(join(tmpdir(), "gaps-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lines of a Markdown section: from its heading to the next heading of the same or higher level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`no heading ${heading}`);
  const level = heading.indexOf(" ");
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(" ") <= level);
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

describe("spec/GAPS.md", () => {
  test("is current: npm run gaps -- --check passes on the committed file", async () => {
    const result = await runScript("review/gaps.mjs", ["--check"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
  });
});

describe("gaps report of the real spec", () => {
  test("counts the 7 operations with stated shapes (section 4.1) apart from the 76 open ones", async () => {
    const { code, stdout, stderr } = await runScript("review/gaps.mjs", ["--out", "-"]);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/\| request and response shapes stated +\| 7 +\|/);
    expect(stdout).toMatch(/\| request or response shape open +\| 76 +\|/);
  });
});

describe("gaps --check", () => {
  test("fails on a stale report and passes once the report is rewritten", async () => {
    const out = join(scratch, "stale.md");
    writeFileSync(out, "# Gaps in the API description\n\nOut of date.\n");
    const stale = await runScript("review/gaps.mjs", ["--spec", fixture, "--out", out, "--check"]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain("is stale");

    const write = await runScript("review/gaps.mjs", ["--spec", fixture, "--out", out]);
    expect(write.code).toBe(0);
    const fresh = await runScript("review/gaps.mjs", ["--spec", fixture, "--out", out, "--check"]);
    expect(fresh.code).toBe(0);
  });

  test("fails when the report does not exist", async () => {
    const missing = join(scratch, "missing.md");
    const result = await runScript("review/gaps.mjs", ["--spec", fixture, "--out", missing, "--check"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("does not exist");
  });
});

describe("gaps report of a fixture with known gaps", () => {
  let report = "";

  beforeAll(async () => {
    const [first, second] = await Promise.all([
      runScript("review/gaps.mjs", ["--spec", fixture, "--out", "-"]),
      runScript("review/gaps.mjs", ["--spec", fixture, "--out", "-"]),
    ]);
    expect(first.code, first.stderr).toBe(0);
    report = first.stdout;
    expect(second.stdout).toBe(report);
  });

  test("counts operations, fully stated and open ones", () => {
    expect(report).toMatch(/\| operations +\| 4 +\|/);
    expect(report).toMatch(/\| fully stated +\| 1 +\|/);
    // Only getWidget's 200 schema carries x-gaps at its top level; deeper gaps leave shapes stated.
    expect(report).toMatch(/\| request and response shapes stated +\| 3 +\|/);
    expect(report).toMatch(/\| request or response shape open +\| 1 +\|/);
    expect(report).toMatch(/\| open +\| 3 +\|/);
    expect(report).toMatch(/\| `x-gaps` entries +\| 9 +\|/);
  });

  test("lists the document and server variable gaps", () => {
    const part = section(report, "### Document and servers");
    expect(part).toContain("- document: Fixture gap on the document.");
    expect(part).toContain("- server `{base_url}`, variable `base_url`: Fixture gap on a server variable.");
  });

  test("lists operation gaps under their tag, with method, path and operationId", () => {
    const widgets = section(report, "#### Widgets");
    expect(widgets).toContain("- `GET /widgets` (`listWidgets`)\n  - Fixture gap on the listWidgets operation.");
    expect(widgets).toContain(
      "- `POST /widgets` (`createWidget`)\n  - request body `colour`: Fixture gap on the colour of a new widget.",
    );
    const admin = section(report, "#### Admin");
    expect(admin).toContain(
      "- `DELETE /widgets/{widget_id}` (`deleteWidget`)\n  - response 409: Fixture gap on a 409 response.",
    );
  });

  test("lists schema, parameter and security scheme gaps by component name", () => {
    expect(section(report, "### Schemas")).toContain(
      "- `Widget`\n  - Fixture gap on the Widget schema.\n  - `size.unit`: Fixture gap on the size unit.",
    );
    expect(section(report, "### Parameters")).toContain(
      "- `WidgetId`\n  - Fixture gap on the widget identifier's format.",
    );
    expect(section(report, "### Security schemes")).toContain("- `oauth2`\n  - Fixture gap on the security scheme.");
  });

  test("names each open operation and where it is open, and leaves the fully stated one out", () => {
    const part = section(report, "## Open operations");
    expect(part).toContain("- `GET /widgets` (`listWidgets`): operation");
    expect(part).toContain("- `POST /widgets` (`createWidget`): request body");
    expect(part).toContain("- `GET /widgets/{widget_id}` (`getWidget`): response 200 via schema `Widget`");
    expect(part).not.toContain("deleteWidget");
  });

  test("lists the implied operations with their scopes", () => {
    const part = section(report, "## Implied operations");
    expect(part).toContain("- **Recycle a widget** (scope `widgets.recycle`): Fixture implied operation.");
    expect(part).toContain("- **Audit widgets** (no scope named): Fixture implied operation without a scope.");
  });

  test("lists the ambiguities with their resolutions", () => {
    const part = section(report, "## Ambiguities");
    expect(part).toContain("### Fixture topic about sizes\n\nFixture resolution, sizes are in millimetres.");
  });
});
