// `npm run diff`: a Markdown report of what changed, failing on breaking changes unless the major
// version goes up. Pairs of small documents live in test/fixtures/diff/ (each file changes one
// thing in base.yaml).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type RunResult, repoRoot, runScript } from "./helpers/cli.js";

const dir = join(repoRoot, "test/fixtures/diff");
const base = join(dir, "base.yaml");
const scratch = mkdtempSync(join(tmpdir(), "diff-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CASES = [
  "operation-removed",
  "field-required",
  "operation-added",
  "operation-removed-major-bump",
  "operation-removed-minor-bump",
] as const;
const results = new Map<string, RunResult>();

beforeAll(async () => {
  const runs = await Promise.all(CASES.map((name) => runScript("review/diff.mjs", [base, join(dir, `${name}.yaml`)])));
  CASES.forEach((name, i) => results.set(name, runs[i] as RunResult));
});

const result = (name: (typeof CASES)[number]) => {
  const found = results.get(name);
  if (!found) throw new Error(`no result for ${name}`);
  return found;
};

describe("breaking changes", () => {
  test("removing an operation fails and the report names the removed path", () => {
    const { code, stdout } = result("operation-removed");
    expect(code).toBe(1);
    expect(stdout).toContain("- Verdict: **Breaking**: 1 major");
    expect(stdout).toContain("| 🔴 major | removed | `#/paths/~1widgets~1{widget_id}`");
    expect(stdout).toMatch(/\| `path-removed` \| Path `\/widgets\/\{widget_id\}` was removed\. \|/);
  });

  test("making a request field required fails and the report names the field", () => {
    const { code, stdout } = result("field-required");
    expect(code).toBe(1);
    expect(stdout).toContain("**Breaking**");
    expect(stdout).toContain("`required-properties-added`");
    // Redocly escapes the backticks of a message inside the table cell.
    expect(stdout).toMatch(/became required: \\?`name\\?`/);
  });

  test("a minor version bump does not excuse a breaking change", () => {
    const { code, stdout } = result("operation-removed-minor-bump");
    expect(code).toBe(1);
    expect(stdout).toContain("info.version 1.0.0 → 1.1.0 does not raise the major version");
  });
});

describe("versions below 1.0.0", () => {
  /** Runs the diff of two fixtures with their info.version replaced. */
  const withVersions = (baseVersion: string, name: string, version: string) => {
    const copy = (file: string, to: string, v: string) => {
      const text = readFileSync(join(dir, file), "utf8").replace(/^ {2}version: .*$/m, `  version: ${v}`);
      writeFileSync(join(scratch, to), text);
      return join(scratch, to);
    };
    return runScript("review/diff.mjs", [
      copy("base.yaml", "base-0.yaml", baseVersion),
      copy(`${name}.yaml`, `${name}-0.yaml`, version),
    ]);
  };

  test("a breaking change passes when the minor version goes up", async () => {
    const { code, stdout } = await withVersions("0.1.0", "operation-removed", "0.2.0");
    expect(stdout).toContain("**Breaking, and allowed**");
    expect(code).toBe(0);
  });

  test("a patch version bump does not excuse a breaking change", async () => {
    const { code, stdout } = await withVersions("0.1.0", "operation-removed", "0.1.1");
    expect(stdout).toContain(
      "info.version 0.1.0 → 0.1.1 does not raise the minor version, which a breaking change needs while the version is below 1.0.0.",
    );
    expect(stdout.match(/below 1\.0\.0/g)?.length).toBe(2); // once in the verdict, once in the tally
    expect(code).toBe(1);
  });

  test("the verdict and the line beneath it ask for the same bump", async () => {
    const below = await withVersions("0.1.0", "operation-removed", "0.1.1");
    expect(below.stdout).toContain("raise the minor version of `info.version`");
    expect(below.stdout).toContain("needs a **minor** bump");
    expect(below.stdout).not.toMatch(/\*\*major\*\* bump/);
    const above = result("operation-removed-minor-bump");
    expect(above.stdout).toContain("raise the major version of `info.version`");
    expect(above.stdout).toContain("needs a **major** bump");
  });
});

describe("allowed changes", () => {
  test("adding an operation passes and is reported as a minor change", () => {
    const { code, stdout } = result("operation-added");
    expect(code).toBe(0);
    expect(stdout).toContain("- Verdict: **Not breaking**");
    expect(stdout).toContain("| 🟢 minor | added | `#/paths/~1gadgets`");
  });

  test("a breaking change passes when the revision raises the major version", () => {
    const { code, stdout } = result("operation-removed-major-bump");
    expect(code).toBe(0);
    expect(stdout).toContain("**Breaking, and allowed**");
    expect(stdout).toContain("1.0.0 → 2.0.0");
  });

  test("comparing a document with itself reports no changes", async () => {
    const { code, stdout } = await runScript("review/diff.mjs", [base, base]);
    expect(code).toBe(0);
    expect(stdout).toContain("No changes.");
  });
});

describe("report", () => {
  test("is Markdown that names both sides and their versions, and can be written to a file", async () => {
    const out = join(scratch, "report.md");
    const run = await runScript("review/diff.mjs", [base, join(dir, "operation-removed.yaml"), "--output", out]);
    expect(run.stdout.startsWith("## API description diff\n")).toBe(true);
    expect(run.stdout).toContain("- Base: `test/fixtures/diff/base.yaml`, version 1.0.0");
    expect(run.stdout).toContain("| Impact | Change | Pointer | Location | Rule | Details |");
    expect(readFileSync(out, "utf8")).toBe(run.stdout);
  });

  test("every row, of any impact, names the rule that rated it", () => {
    let rows = 0;
    for (const name of CASES) {
      const lines = result(name)
        .stdout.split("\n")
        .filter((l) => /^\| (🔴|🟢|⚪)/.test(l));
      for (const line of lines) {
        rows++;
        const cells = line
          .split(/(?<!\\)\|/)
          .slice(1, -1)
          .map((c) => c.trim());
        expect(cells, line).toHaveLength(6);
        expect(cells[4], line).toMatch(/^`[a-z-]+`(, `[a-z-]+`)*$|^none \(default rating\)$/);
      }
    }
    expect(rows).toBeGreaterThanOrEqual(CASES.length);
    expect(result("operation-added").stdout).toContain("| 🟢 minor | added | `#/paths/~1gadgets`");
    expect(result("field-required").stdout).toContain("| `required-properties-added` |");
  });
});

describe("git refs", () => {
  test("compares spec/ at two refs of this repository", async () => {
    const { code, stdout, stderr } = await runScript("review/diff.mjs", ["HEAD", "--revision", "HEAD"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/- Base: `spec\/openapi\.yaml` at `HEAD` \([0-9a-f]{12}\)/);
    expect(stdout).toContain("No changes.");
  });

  test("an unknown ref is a usage error, not a pass", async () => {
    const { code, stderr } = await runScript("review/diff.mjs", ["no-such-ref-anywhere"]);
    expect(code).toBe(2);
    expect(stderr).toContain("is not a commit");
  });
});

describe("guards", () => {
  test("a configuration without diff rules is refused instead of passing everything", async () => {
    const config = join(scratch, "no-diff-rules.yaml");
    writeFileSync(config, "extends:\n  - recommended-strict\n");
    const { code, stderr } = await runScript("review/diff.mjs", [
      base,
      join(dir, "operation-removed.yaml"),
      "--config",
      config,
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain("no diff rules are on");
  });

  test("--help prints the usage and succeeds; no documents at all is a usage error", async () => {
    const help = await runScript("review/diff.mjs", ["--help"]);
    expect(help).toMatchObject({ code: 0, stderr: "" });
    expect(help.stdout).toMatch(/^usage: npm run diff -- <git-ref>/);
    const none = await runScript("review/diff.mjs", []);
    expect(none).toMatchObject({ code: 2, stdout: "" });
    expect(none.stderr).toMatch(/^diff: usage: npm run diff -- <git-ref>/);
  });

  test("a missing file is a usage error", async () => {
    const { code, stderr } = await runScript("review/diff.mjs", [base, join(dir, "absent.yaml")]);
    expect(code).toBe(2);
    expect(stderr).toContain("no such file");
  });
});
