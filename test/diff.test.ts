// `npm run diff`: a Markdown report of what changed, each change in a sentence, failing on breaking
// changes unless the major version goes up (below 1.0.0, the minor version). Pairs of small
// documents live in test/fixtures/diff/ (each file changes one thing in base.yaml), and the pairs
// of each project rule in test/fixtures/diff/rules/<rule>/ (before.yaml, after.yaml). The sentence
// of each kind of change is in diff-texts.test.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  compare,
  nextVersion,
  packageRelease,
  readChangelog,
  requiredBump,
  verdict,
  VERSION_RULE,
} from "../scripts/lib/diff.mjs";
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
  test("removing an operation fails and the report says what was removed, for whom", () => {
    const { code, stdout } = result("operation-removed");
    expect(code).toBe(1);
    expect(stdout).toContain(
      "- Verdict: **Fails**: 1 breaking change, and 1.0.0 → 1.0.0 does not raise the major version. " +
        "Raise `info.version` to 2.0.0, or make the change compatible.",
    );
    expect(stdout).toContain(
      "| 🔴 breaking | Path `/widgets/{widget_id}` removed (GET): callers of its operations must stop. | `#/paths/~1widgets~1{widget_id}` |",
    );
    expect(stdout).toMatch(/\| `path-removed` \|$/m);
  });

  test("making a field required fails and the report says who must act, in requests and responses", () => {
    const { code, stdout } = result("field-required");
    expect(code).toBe(1);
    expect(stdout).toContain("**Fails**");
    expect(stdout).toContain("`required-properties-added`");
    expect(stdout).toContain(
      "| `name` is now required in the request body: callers must send it. " +
        "`name` is now required in the response: clients may rely on it; servers must send it. |",
    );
  });

  test("a minor version bump does not excuse a breaking change", () => {
    const { code, stdout } = result("operation-removed-minor-bump");
    expect(code).toBe(1);
    expect(stdout).toContain("1.0.0 → 1.1.0 does not raise the major version. Raise `info.version` to 2.0.0");
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
    expect(stdout).toContain("- Verdict: **Passes**: 1 breaking change, and 0.1.0 → 0.2.0 raises the minor version.");
    expect(code).toBe(0);
  });

  test("a patch version bump does not excuse a breaking change, and the verdict names the version to use", async () => {
    const { code, stdout } = await withVersions("0.1.0", "operation-removed", "0.1.1");
    expect(stdout).toContain(
      "- Verdict: **Fails**: 1 breaking change, and 0.1.0 → 0.1.1 does not raise the minor version. " +
        "Raise `info.version` to 0.2.0, or make the change compatible.",
    );
    expect(code).toBe(1);
  });

  test("the rule is stated once, and a change that breaks nothing asks for no bump", async () => {
    const { code, stdout } = await withVersions("0.1.0", "operation-added", "0.1.0");
    expect(stdout).toContain("- Verdict: **Passes**: nothing breaks, so no version bump is required (0.1.0 → 0.1.0).");
    expect(stdout.split(VERSION_RULE)).toHaveLength(2);
    expect(stdout).toContain(`- Version rule: ${VERSION_RULE}`);
    expect(stdout).toContain("**0** breaking · **1** minor · **0** patch");
    // No sentence of the report asks for a bump the rule does not require.
    expect(stdout).not.toMatch(/needs a .*bump|at most/);
    expect(code).toBe(0);
  });
});

describe("the version rule", () => {
  const report = (bump: string, base: string, revision: string, major = 1) => ({
    bump,
    infoVersions: { base, revision },
    summary: { major: bump === "major" ? major : 0, minor: 1, patch: 0 },
  });

  test("only a breaking change requires a bump: the minor version below 1.0.0, else the major", () => {
    expect(requiredBump(report("minor", "0.1.0", "0.1.0"))).toBe("none");
    expect(requiredBump(report("major", "0.1.0", "0.1.0"))).toBe("minor");
    expect(requiredBump(report("major", "1.2.3", "1.2.3"))).toBe("major");
    expect(nextVersion("0.1.0", "minor")).toBe("0.2.0");
    expect(nextVersion("1.4.2", "major")).toBe("2.0.0");
    expect(nextVersion("not a version", "minor")).toBeUndefined();
  });

  test("the verdict passes or fails with the same numbers whatever the tool", () => {
    expect(verdict(report("major", "0.1.0", "0.2.0", 2))).toEqual({
      ok: true,
      text: "**Passes**: 2 breaking changes, and 0.1.0 → 0.2.0 raises the minor version.",
    });
    expect(verdict(report("major", "0.1.0", "1.0.0")).ok).toBe(true);
    // Bad input: a lower version, a patch bump, a version that is no version.
    expect(verdict(report("major", "0.2.0", "0.1.9")).ok).toBe(false);
    expect(verdict(report("major", "1.0.0", "1.0.1")).ok).toBe(false);
    expect(verdict(report("major", "1.0.0", "latest")).ok).toBe(false);
    expect(verdict({ bump: "none", infoVersions: { base: "0.1.0", revision: "0.1.0" } })).toEqual({
      ok: true,
      text: "**Passes**: no changes (0.1.0 → 0.1.0).",
    });
  });
});

describe("the package's version rule", () => {
  const release = (breaking: boolean, additions: boolean, last?: string) =>
    packageRelease({ breaking, additions, changed: true }, last);

  test("below 1.0.0 a break raises the minor version and anything else the patch version", () => {
    expect(release(true, true, "0.2.0")).toEqual({ change: "breaking", level: "minor", next: "0.3.0" });
    expect(release(false, true, "0.2.0")).toEqual({ change: "addition", level: "patch", next: "0.2.1" });
    expect(release(false, false, "0.2.3")).toEqual({ change: "other", level: "patch", next: "0.2.4" });
  });

  test("from 1.0.0 a break raises the major version, an addition the minor one", () => {
    expect(release(true, false, "1.4.2")).toEqual({ change: "breaking", level: "major", next: "2.0.0" });
    expect(release(false, true, "1.4.2")).toEqual({ change: "addition", level: "minor", next: "1.5.0" });
    expect(release(false, false, "1.4.2")).toEqual({ change: "other", level: "patch", next: "1.4.3" });
  });

  test("no change needs no release; an unknown or malformed last version names no version", () => {
    expect(packageRelease({ breaking: false, additions: false, changed: false }, "1.0.0")).toEqual({ change: "none" });
    expect(release(true, false, undefined)).toEqual({ change: "breaking" });
    expect(release(true, false, "latest")).toEqual({ change: "breaking" });
  });

  test("the last release is the newest section with a date or no mark, not one marked unreleased", () => {
    const text = (...sections: string[]) => ["# Changelog", "", ...sections].join("\n");
    expect(readChangelog(text("## Unreleased", "## 0.3.0 — unreleased", "## 0.2.0 — 2025-02-01", "## 0.1.0"))).toEqual({
      released: "0.2.0",
      breakingEntry: false,
    });
    expect(readChangelog(text("## 0.2.0 - unreleased")).released).toBeUndefined();
    expect(readChangelog(text("## 1.0.0", "## 0.9.0 — 2024-12-01")).released).toBe("1.0.0");
  });

  test("a breaking entry is a list item under ### Breaking… in ## Unreleased, nowhere else", () => {
    const entry = (...lines: string[]) => readChangelog(["# Changelog", "", ...lines].join("\n")).breakingEntry;
    expect(entry("## Unreleased", "", "### Breaking changes", "", "- `price` is required.")).toBe(true);
    expect(entry("## Unreleased", "### Breaking", "* Removed the track call.", "### Added", "- x")).toBe(true);
    // Bad input: an empty heading, an entry under another heading or another version, no Unreleased.
    expect(entry("## Unreleased", "### Breaking changes", "", "### Added", "- x")).toBe(false);
    expect(entry("## Unreleased", "### Added", "- a breaking change")).toBe(false);
    expect(entry("## Unreleased", "", "## 1.0.0 — 2025-01-01", "### Breaking changes", "- x")).toBe(false);
    expect(entry("### Breaking changes", "- x")).toBe(false);
  });
});

describe("allowed changes", () => {
  test("adding an operation passes and is reported as a minor change", () => {
    const { code, stdout } = result("operation-added");
    expect(code).toBe(0);
    expect(stdout).toContain("- Verdict: **Passes**: nothing breaks, so no version bump is required (1.0.0 → 1.0.0).");
    expect(stdout).toContain("| 🟢 minor | Path `/gadgets` added (GET). | `#/paths/~1gadgets`");
  });

  test("a breaking change passes when the revision raises the major version", () => {
    const { code, stdout } = result("operation-removed-major-bump");
    expect(code).toBe(0);
    expect(stdout).toContain("- Verdict: **Passes**: 1 breaking change, and 1.0.0 → 2.0.0 raises the major version.");
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
    expect(run.stdout).toContain("| Impact | Change | Pointer | Location | Rule |");
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
        expect(cells, line).toHaveLength(5);
        expect(cells[4], line).toMatch(/^`[a-z/-]+`(, `[a-z/-]+`)*$|^none \(default rating\)$/);
      }
    }
    expect(rows).toBeGreaterThanOrEqual(CASES.length);
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

describe("the project's rules, where Redocly's miss a break or raise a false alarm", () => {
  const RULES = [
    "response-header-optional",
    "schema-added",
    "parameter-serialization",
    "query-array",
    "security-scheme-unused",
  ] as const;
  type Rated = { text: string; impact: string; rules: string[]; withdrawn: string[] };
  const found = new Map<string, { changes: Rated[]; summary: unknown; bump: string }>();

  beforeAll(async () => {
    await Promise.all(
      RULES.map(async (name) => {
        const files = {
          base: join(dir, "rules", name, "before.yaml"),
          revision: join(dir, "rules", name, "after.yaml"),
        };
        const report = await compare(files.base, files.revision, join(repoRoot, "redocly.yaml"));
        const changes = (report.changes ?? []).map((change: any) => ({
          text: change.text,
          impact: change.impact,
          rules: (change.verdicts ?? []).map((v: any) => v.ruleId),
          withdrawn: (change.withdrawn ?? []).map((v: any) => v.ruleId),
        }));
        found.set(name, { changes, summary: report.summary, bump: String(report.bump) });
      }),
    );
  }, 240_000);

  /** The change of a pair whose sentence is `text`. */
  const change = (name: (typeof RULES)[number], text: string) => {
    const changes = found.get(name)?.changes ?? [];
    const match = changes.find((c) => c.text === text);
    if (!match) throw new Error(`no change "${text}" in ${name}: ${changes.map((c) => c.text).join(" | ")}`);
    return match;
  };

  test("a required response header that becomes optional breaks clients that read it; one that becomes required does not", () => {
    expect(
      change(
        "response-header-optional",
        "Response header `ETag` is no longer required: clients must cope with its absence.",
      ),
    ).toEqual({
      text: expect.any(String),
      impact: "major",
      rules: ["escrow/response-header-optional"],
      withdrawn: [],
    });
    expect(
      change(
        "response-header-optional",
        "Response header `Retry-After` is now required: clients may rely on it; servers must send it.",
      ),
    ).toMatchObject({ impact: "patch", rules: [] });
  });

  test("a schema where a request had none, and patternProperties in a request, break callers; in a response they do not", () => {
    for (const text of [
      "The request body now has a schema.",
      "`patternProperties` added to the request body.",
      "The 200 response no longer has a schema.",
    ]) {
      expect(change("schema-added", text), text).toMatchObject({ impact: "major", rules: ["escrow/schema-added"] });
    }
    expect(change("schema-added", "The 200 response now has a schema.")).toMatchObject({ impact: "minor", rules: [] });
    expect(change("schema-added", "`patternProperties` added to the 200 response.")).toMatchObject({
      impact: "minor",
      rules: [],
    });
  });

  test("writing out a parameter's default serialisation is a patch; a new style still breaks", () => {
    for (const keyword of ["style` `form", "explode` `true"]) {
      expect(
        change(
          "parameter-serialization",
          `Query parameter \`words\` now states \`${keyword}\`, its default: requests are written as before.`,
        ),
      ).toEqual({
        text: expect.any(String),
        impact: "patch",
        rules: ["escrow/parameter-serialization"],
        withdrawn: ["parameter-serialization-changed"],
      });
    }
    expect(
      change(
        "parameter-serialization",
        "`style` of query parameter `fields` set to `spaceDelimited`. Callers must write it the new way.",
      ),
    ).toMatchObject({ impact: "major", rules: ["parameter-serialization-changed"], withdrawn: [] });
  });

  test("a query parameter that becomes an exploded form array is an addition; a header list or another item type still breaks", () => {
    const { changes, bump } = found.get("query-array")!;
    const carrier = changes.filter((c) => c.text.includes("`carrier`"));
    expect(carrier.map((c) => c.impact).sort()).toEqual(["minor", "minor", "patch", "patch"]);
    expect(
      change(
        "query-array",
        "Query parameter `carrier` changes type from `string` to `array` in the request: callers must send what it allows now.",
      ),
    ).toEqual({
      text: expect.any(String),
      impact: "minor",
      rules: ["escrow/query-array"],
      withdrawn: ["schema-type-changed"],
    });
    expect(change("query-array", "`items` added to query parameter `carrier`.")).toMatchObject({
      withdrawn: ["schema-constraint-changed"],
    });
    expect(
      change(
        "query-array",
        "Header `X-Depot` changes type from `string` to `array` in the request: callers must send what it allows now.",
      ),
    ).toMatchObject({
      impact: "major",
      rules: ["schema-type-changed"],
    });
    expect(
      change(
        "query-array",
        "Query parameter `weight` changes type from `integer` to `array` in the request: callers must send what it allows now.",
      ),
    ).toMatchObject({
      impact: "major",
      rules: ["schema-type-changed"],
    });
    expect(bump).toBe("major");
  });

  test("removing a security scheme nothing names is a patch; removing one an operation accepts still breaks", () => {
    expect(change("security-scheme-unused", "Security scheme `legacyBasic` removed; no operation used it.")).toEqual({
      text: expect.any(String),
      impact: "patch",
      rules: ["escrow/security-scheme-unused"],
      withdrawn: ["security-scheme-changed"],
    });
    expect(
      change(
        "security-scheme-unused",
        "Security scheme `partnerKey` removed: callers that use it must switch to another.",
      ),
    ).toMatchObject({ impact: "major", rules: ["security-scheme-changed"] });
    // A requirement of a webhook names a scheme too.
    expect(
      change(
        "security-scheme-unused",
        "Security scheme `hookSecret` removed: callers that use it must switch to another.",
      ),
    ).toMatchObject({ impact: "major", rules: ["security-scheme-changed"] });
    expect(
      change("security-scheme-unused", "The security of webhook `stationAdded`: a requirement was removed."),
    ).toMatchObject({
      impact: "patch",
    });
  });

  test("the summary and the bump count the project's ratings", () => {
    const { summary, bump } = found.get("parameter-serialization")!;
    expect(summary).toEqual({ patch: 2, minor: 0, major: 1 });
    expect(bump).toBe("major");
    expect(found.get("response-header-optional")).toMatchObject({
      summary: { patch: 1, minor: 0, major: 1 },
      bump: "major",
    });
  });
});
