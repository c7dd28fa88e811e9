// `npm run review`: one report per change. Each case copies test/fixtures/review/base/ (a small spec
// whose Transaction schema every operation shares), changes one thing in the copy, and reviews the
// copy against the base, as a reviewer would with two files. One case changes a copy of the
// project's own spec/, with generated/ beside it. The texts of every kind of change are in
// test/diff.test.ts; here, how they read under each operation, and the report's other lines.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PACKAGE_RULE, VERSION_RULE } from "../scripts/lib/diff.mjs";
import { type RunResult, repoRoot, runScript } from "./helpers/cli.js";
import { type Counter, HOSTILE_FORMS, startCounter } from "./helpers/hostile-spec.js";

const base = join(repoRoot, "test/fixtures/review/base");
const scratch = mkdtempSync(join(tmpdir(), "review-test-"));
let counter: Counter;

type Edit = Record<string, (text: string) => string>;

/** A copy of the base fixture with edits applied to some of its files (new files from ""). */
function revision(name: string, edits: Edit): string {
  const dir = join(scratch, name);
  cpSync(base, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const at = join(dir, file);
    let text = "";
    try {
      text = readFileSync(at, "utf8");
    } catch {
      // a new file
    }
    const changed = edit(text);
    if (changed === text) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(at, changed);
  }
  return join(dir, "openapi.yaml");
}

const replace = (from: string, to: string) => (text: string) => text.replace(from, to);

const CANCEL = `parameters:
  - name: transaction_id
    in: path
    required: true
    description: The transaction's ID.
    schema:
      type: string
post:
  operationId: cancelTransaction
  summary: Cancel a transaction
  description: Cancels a transaction that is not paid yet.
  tags: [transactions]
  security:
    - oauth2: [transactions.write]
  responses:
    "200":
      description: The transaction, cancelled.
      content:
        application/json:
          schema:
            $ref: ../components/schemas/Transaction.yaml
    4XX:
      $ref: ../components/responses/ClientError.yaml
`;

const CASES = {
  "shared schema": {
    "components/schemas/Transaction.yaml": replace("required: [id, status, quantity]", "required: [id, status]"),
  },
  "enum value removed": {
    "components/schemas/Status.yaml": replace("[created, paid, shipped, cancelled]", "[created, paid, shipped]"),
  },
  "operation added": {
    "openapi.yaml": replace(
      "components:\n",
      "  /transactions/{transaction_id}/cancel:\n    $ref: paths/transactions_{transaction_id}_cancel.yaml\ncomponents:\n",
    ),
    "paths/transactions_{transaction_id}_cancel.yaml": () => CANCEL,
  },
  "gap closed": {
    "paths/transactions_{transaction_id}_track.yaml": replace(
      "    - The description does not say whether tracking can be changed later.\n",
      "",
    ),
  },
  "lint problem": {
    "paths/transactions.yaml": replace("summary: List transactions", "summary: List Transactions"),
  },
} satisfies Record<string, Edit>;

type Case =
  | keyof typeof CASES
  | "hostile reference"
  | "project"
  | "does not generate"
  | "breaking, no CHANGELOG entry"
  | "breaking, with its entry";
const results = new Map<Case, RunResult & { json: any }>();
let diffOfSharedSchema: RunResult;

/** A copy of the project's spec/ and generated/, with the change of the scenario made to spec/. */
function projectRevision(): string {
  const dir = join(scratch, "project");
  cpSync(join(repoRoot, "spec"), join(dir, "spec"), { recursive: true });
  cpSync(join(repoRoot, "generated"), join(dir, "generated"), { recursive: true });
  const edit = (file: string, from: string, to: string) => {
    const at = join(dir, "spec", file);
    const text = readFileSync(at, "utf8");
    if (!text.includes(from)) throw new Error(`no "${from}" in ${file}`);
    writeFileSync(at, text.replace(from, to));
  };
  edit(
    "paths/transactions_{transaction_id}_shipper_shipping_rates.yaml",
    "    - $ref: ../components/parameters/ServiceUserRequired.yaml\n",
    "    - $ref: ../components/parameters/ServiceUserRequired.yaml\n    - name: carrier\n      in: query\n      required: false\n      description: A carrier.\n      schema:\n        type: string\n",
  );
  edit("components/schemas/OnlineTransaction.yaml", "  - client_id\n", "  - client_id\n  - buyer_id\n");
  return join(dir, "spec", "openapi.yaml");
}

/**
 * The review fixture under a `spec/` folder with a CHANGELOG.md beside it (test/fixtures/review/changelog/),
 * changed in ways that stop typed calls from compiling: `price` required in every Transaction, and
 * the track call removed.
 */
function withChangelog(name: string, changelog: string, version = "1.0.0"): string {
  const dir = join(scratch, name);
  cpSync(base, join(dir, "spec"), { recursive: true });
  cpSync(join(repoRoot, "test/fixtures/review/changelog", changelog), join(dir, "CHANGELOG.md"));
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(join(dir, "spec", file), "utf8");
    if (!text.includes(from)) throw new Error(`no "${from}" in ${file}`);
    writeFileSync(join(dir, "spec", file), text.replace(from, to));
  };
  edit(
    "components/schemas/Transaction.yaml",
    "required: [id, status, quantity]",
    "required: [id, status, quantity, price]",
  );
  edit(
    "openapi.yaml",
    "  /transactions/{transaction_id}/track:\n    $ref: paths/transactions_{transaction_id}_track.yaml\n",
    "",
  );
  edit("openapi.yaml", "  version: 1.0.0", `  version: ${version}`);
  return join(dir, "spec", "openapi.yaml");
}

/** The review fixture under a `spec/` folder with a `generated/` folder beside it that it cannot fill. */
function ungeneratable(): string {
  const dir = join(scratch, "ungeneratable");
  cpSync(base, join(dir, "spec"), { recursive: true });
  mkdirSync(join(dir, "generated"));
  return join(dir, "spec", "openapi.yaml");
}

beforeAll(async () => {
  counter = await startCounter("never-served");
  const http = HOSTILE_FORMS.find((f) => f.name === "http: URL");
  if (!http) throw new Error("no http form");
  // The http form: the counter must see no connection.
  const hostile = JSON.stringify(http.ref(scratch, counter.port));
  const cases: Record<keyof typeof CASES | "hostile reference", Edit> = {
    ...CASES,
    "hostile reference": {
      "components/schemas/Status.yaml": replace("type: string\n", `type: string\nallOf:\n  - $ref: ${hostile}\n`),
    },
  };
  const pairs: Array<[Case, string, string]> = (Object.keys(cases) as Array<keyof typeof cases>).map((name) => [
    name,
    join(base, "openapi.yaml"),
    revision(name.replace(/\W/g, "-"), cases[name]),
  ]);
  pairs.push(["project", join(repoRoot, "spec", "openapi.yaml"), projectRevision()]);
  pairs.push(["does not generate", join(base, "openapi.yaml"), ungeneratable()]);
  pairs.push([
    "breaking, no CHANGELOG entry",
    join(base, "openapi.yaml"),
    withChangelog("no-entry", "without-entry.md"),
  ]);
  pairs.push([
    "breaking, with its entry",
    join(base, "openapi.yaml"),
    withChangelog("entry", "with-entry.md", "2.0.0"),
  ]);
  const [runs, diff] = await Promise.all([
    Promise.all(
      pairs.map(([name, from, to]) => {
        const json = join(scratch, `${name.replace(/\W/g, "-")}.json`);
        return runScript("review/review.mjs", [from, to, "--json", json]).then((run) => ({
          ...run,
          json: run.code === 2 ? undefined : JSON.parse(readFileSync(json, "utf8")),
        }));
      }),
    ),
    runScript("review/diff.mjs", [join(base, "openapi.yaml"), join(scratch, "shared-schema", "openapi.yaml")]),
  ]);
  pairs.forEach(([name], i) => results.set(name, runs[i] as RunResult & { json: any }));
  diffOfSharedSchema = diff;
}, 300_000);

afterAll(async () => {
  await counter?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const result = (name: Case) => {
  const found = results.get(name);
  if (!found) throw new Error(`no result for ${name}`);
  return found;
};

/** The rows of the table under one operation's heading. */
function rowsUnder(markdown: string, operation: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`#### \`${operation}\``));
  if (start === -1) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith("#"));
  return lines.slice(start, end === -1 ? undefined : end).filter((l) => /^\| (🔴|🟢|⚪)/.test(l));
}

const IN_RESPONSE =
  "`quantity` is no longer required in the response: clients must cope with its absence; servers may leave it out.";
const IN_REQUEST =
  "`quantity` is no longer required in the request body: callers may leave it out; servers must accept its absence.";
const ALL_OPERATIONS: Array<[at: string, text: string]> = [
  ["GET /transactions -> 200 -> [] -> quantity", IN_RESPONSE],
  [
    "POST /transactions -> request body -> quantity",
    `${IN_REQUEST} It breaks where the schema is used in responses, not here.`,
  ],
  ["GET /transactions/{transaction_id} -> 200 -> quantity", IN_RESPONSE],
  ["POST /transactions/{transaction_id}/track -> 200 -> quantity", IN_RESPONSE],
];

describe("a change to a shared schema", () => {
  test("is listed under every operation it reaches, in a sentence that says who must act there", () => {
    const { code, stdout, stderr } = result("shared schema");
    expect(stderr).toBe("");
    expect(code).toBe(1);
    for (const [at, text] of ALL_OPERATIONS) {
      const operation = at.split(" -> ")[0] ?? "";
      const rows = rowsUnder(stdout, operation);
      expect(rows, operation).toHaveLength(1);
      expect(rows[0]).toContain(`| 🔴 breaking | \`${at}\` | ${text} |`);
      expect(rows[0]).toContain("| `required-properties-removed` | ");
      expect(rows[0]).toMatch(/components\/schemas\/Transaction\.yaml:3 \|$/);
    }
  });

  test("the JSON holds the same facts: one change, its sentence for both directions, reaching four operations", () => {
    const { json } = result("shared schema");
    expect(json.changes.items).toHaveLength(1);
    const [change] = json.changes.items;
    expect(change).toMatchObject({
      impact: "major",
      rules: ["required-properties-removed"],
      reason: `${IN_REQUEST} ${IN_RESPONSE}`,
      ruleMessages: ["Properties are no longer required: `quantity`."],
    });
    expect(change.operations.map((op: any) => [op.at, op.text])).toEqual(expect.arrayContaining(ALL_OPERATIONS));
    expect(change.operations).toHaveLength(4);
    expect(json.verdict).toEqual({
      ok: false,
      reasons: ["a breaking change, and `info.version` is not raised to 2.0.0"],
    });
  });

  test("the verdict and the version rule are npm run diff's, word for word", () => {
    const { stdout } = result("shared schema");
    expect(stdout).toContain(
      "- Verdict: ❌ **changes needed**: a breaking change, and `info.version` is not raised to 2.0.0.",
    );
    const decision =
      "Fails: 1 breaking change, and 1.0.0 → 1.0.0 does not raise the major version. " +
      "Raise `info.version` to 2.0.0, or make the change compatible.";
    expect(stdout).toContain(`| Version | ${decision} |`);
    expect(stdout).toContain(`\nVersion rule: ${VERSION_RULE}\n`);
    expect(diffOfSharedSchema.stdout).toContain(`- Verdict: ${decision.replace("Fails", "**Fails**")}`);
    expect(diffOfSharedSchema.stdout).toContain(`- Version rule: ${VERSION_RULE}`);
    // The rule is stated once in each.
    for (const report of [stdout, diffOfSharedSchema.stdout]) expect(report.split(VERSION_RULE)).toHaveLength(2);
  });
});

describe("an enum value removed", () => {
  test("is named under each operation through the property that holds the enum", () => {
    const { code, stdout, json } = result("enum value removed");
    expect(code).toBe(1);
    // At a response the value's removal breaks nothing; the row says where it breaks.
    expect(rowsUnder(stdout, "POST /transactions/{transaction_id}/track")[0]).toContain(
      "`POST /transactions/{transaction_id}/track -> 200 -> status -> enum` | `status` in the response is no longer " +
        "`cancelled`: clients may stop handling it. It breaks where the schema is used in requests, not here. | `enum-values-removed`",
    );
    expect(rowsUnder(stdout, "POST /transactions")[0]).toContain(
      "| `status` in the request body no longer accepts `cancelled`: callers that send it will be refused. |",
    );
    expect(json.changes.items[0].operations).toHaveLength(4);
  });
});

describe("an operation added", () => {
  test("is listed as added, its change rated minor, and passes", () => {
    const { code, stdout, json } = result("operation added");
    expect(stdout).toContain("- added `POST /transactions/{transaction_id}/cancel` (`cancelTransaction`)");
    expect(stdout).toContain("| Operations | 1 added · 0 removed |");
    const rows = rowsUnder(stdout, "POST /transactions/{transaction_id}/cancel");
    expect(rows).toEqual([
      expect.stringContaining(
        "| 🟢 minor | `POST /transactions/{transaction_id}/cancel` | Path `/transactions/{transaction_id}/cancel` added (POST). |",
      ),
    ]);
    // A change no diff rule rates still says what changed, and who rated it.
    expect(rows[0]).toContain("| Redocly's default |");
    expect(json.operations.added).toEqual([
      expect.objectContaining({ method: "POST", path: "/transactions/{transaction_id}/cancel" }),
    ]);
    expect(stdout).toContain("- Verdict: ✅ **no problems found**");
    expect(code).toBe(0);
  });
});

describe("a gap closed", () => {
  test("is counted against all gaps of the base, with its place and reason", () => {
    const { code, stdout, json } = result("gap closed");
    expect(stdout).toContain("| Gaps | closes 1 of 3 · opens 0 (2 now) |");
    expect(stdout).toContain(
      "- `POST /transactions/{transaction_id}/track`: The description does not say whether tracking can be changed later.",
    );
    expect(json.gaps).toMatchObject({ base: 3, revision: 2, opened: [] });
    expect(code).toBe(0);
  });
});

describe("a lint problem", () => {
  test("is listed with its rule and its place, and fails the review", () => {
    const { code, stdout, json } = result("lint problem");
    expect(code).toBe(1);
    expect(stdout).toContain("| Lint | ❌ 1 problem |");
    expect(stdout).toMatch(
      /\| `escrow\/summary-sentence-case` \| `GET \/transactions -> summary` \| .+ \| .*paths\/transactions\.yaml:3:\d+ \|/,
    );
    expect(json.lint).toHaveLength(1);
  });
});

describe("a hostile reference", () => {
  test("is refused in the report, fails the review, and nothing was fetched", () => {
    const { code, stdout, json } = result("hostile reference");
    expect(code).toBe(1);
    expect(stdout).toContain("### Refused");
    expect(stdout).toMatch(
      /Revision: .*components\/schemas\/Status\.yaml: \$ref "http:\/\/127\.0\.0\.1:\d+\/canary\.yaml" is a URL/,
    );
    expect(json.refused).toHaveLength(1);
    expect(counter.connections).toBe(0);
  });
});

describe("a parameter added and a field made required in the project's spec, generated/ not updated", () => {
  test("each reads as a sentence: an optional query parameter, a field clients may now rely on", () => {
    const { stdout } = result("project");
    expect(rowsUnder(stdout, "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates")).toEqual([
      expect.stringContaining(
        "| 🟢 minor | `GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates -> parameter carrier` | " +
          "Query parameter `carrier` added, optional. | Redocly's default |",
      ),
    ]);
    const required = "`buyer_id` is now required in the response: clients may rely on it; servers must send it.";
    for (const operation of [
      "GET /api/v1/batch/transactions",
      "POST /api/v1/transactions/{transaction_id}/track",
      "POST /api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller",
    ]) {
      expect(rowsUnder(stdout, operation), operation).toEqual([expect.stringContaining(`| ${required} |`)]);
    }
  });

  test("nothing breaks, so no bump is asked for; the stale generated/ is a line of the report and fails it", () => {
    const { code, stdout, json } = result("project");
    expect(stdout).toMatch(/\| Version \| Passes: nothing breaks, so no version bump is required \((\S+) → \1\)\. \|/);
    expect(stdout).not.toMatch(/bump at most|needs a minor/);
    expect(stdout).toMatch(
      /\| Generated \| ❌ `[^`]*project\/generated\/` is stale against the revision \([^)]*`schema\.d\.ts`/,
    );
    expect(stdout).toContain("run `npm run generate` |");
    expect(json.generated).toMatchObject({ checked: true, stale: expect.arrayContaining(["schema.d.ts"]) });
    expect(json.verdict).toEqual({ ok: false, reasons: ["`generated/` is stale against the revision"] });
    expect(code).toBe(1);
  });
});

describe("generated/", () => {
  test("is not checked where there is none beside the revision, and the report says so", () => {
    const { stdout, json } = result("operation added");
    expect(stdout).toContain("| Generated | not checked: no `generated/` beside the revision's `spec/` |");
    expect(json.generated).toEqual({ checked: false, stale: [], why: "no `generated/` beside the revision's `spec/`" });
  });

  test("a revision the generator cannot make files of fails the review, with the generator's reason", () => {
    const { code, stdout, json } = result("does not generate");
    expect(stdout).toMatch(/\| Generated \| ❌ the revision does not generate: oauth2 flow: x-url-templates/);
    expect(json.verdict.reasons).toEqual(["the revision does not generate"]);
    expect(code).toBe(1);
  });
});

describe("command line", () => {
  test("compares spec/ at two git refs of this repository, and generated/ as it is at the revision", async () => {
    const { code, stdout, stderr } = await runScript("review/review.mjs", ["HEAD", "--revision", "HEAD"]);
    expect(stderr).toBe("");
    expect(stdout).toMatch(/- Base: `spec\/openapi\.yaml` at `HEAD` \([0-9a-f]{12}\)/);
    expect(stdout).toContain("No changes.");
    expect(stdout).toContain(
      "| Generated | ✅ `generated/ at HEAD` is what `npm run generate` makes of the revision |",
    );
    expect(stdout).toContain("| CHANGELOG | ✅ no entry required: nothing breaks |");
    expect(code).toBe(0);
    // Two git extractions and two Redocly runs: minutes on a busy machine, never a speed check.
  }, 240_000);

  test("no documents is a usage error; --output writes the printed report", async () => {
    const none = await runScript("review/review.mjs", []);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^review: usage: npm run review -- <git-ref>/);
    const out = join(scratch, "report.md");
    const run = await runScript("review/review.mjs", [
      join(base, "openapi.yaml"),
      join(base, "openapi.yaml"),
      "-o",
      out,
    ]);
    expect(run.code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(run.stdout);
  }, 240_000);
});

describe("what the change asks of the release", () => {
  const CALLS = [
    "- `POST /transactions` (`createTransaction`): `price` is now required: calls without it stop compiling " +
      "(at `POST /transactions -> request body -> price`).",
    "- `POST /transactions/{transaction_id}/track` (`trackTransaction`): its method and path are no longer in the " +
      "spec: every call of it stops compiling (at `POST /transactions/{transaction_id}/track`).",
  ];

  test("names the typed calls that stop compiling, by operation, and the package release they need", () => {
    const { stdout, json } = result("breaking, no CHANGELOG entry");
    const section = stdout.slice(
      stdout.indexOf("### Typed calls that stop compiling"),
      stdout.indexOf("### Changes by operation"),
    );
    expect(section.split("\n").filter((line) => line.startsWith("- "))).toEqual(CALLS);
    expect(stdout).toContain("| Typed calls | 2 stop compiling (below) |");
    expect(stdout).toContain("| Package | breaking: a major release, 2.0.0 after 1.0.0 |");
    expect(json.package).toEqual({ change: "breaking", level: "major", next: "2.0.0", since: "1.0.0" });
    expect(json.calls.map((op: any) => op.operationId)).toEqual(["createTransaction", "trackTransaction"]);
    // Where the same schema is read in a response, no call is named.
    expect(json.calls.some((op: any) => / -> 200 /.test(op.at))).toBe(false);
  });

  test("a breaking change without an entry under ## Unreleased, ### Breaking changes fails the review", () => {
    const { code, stdout, json } = result("breaking, no CHANGELOG entry");
    expect(code).toBe(1);
    expect(json.changelog).toMatchObject({ checked: true, needed: true, entry: false });
    expect(json.verdict.reasons).toContain(
      "a breaking change, and `CHANGELOG.md` has no entry for it under `## Unreleased`, `### Breaking changes`",
    );
    expect(stdout).toMatch(
      /\| CHANGELOG \| ❌ a breaking change needs an entry in `[^`]*no-entry\/CHANGELOG\.md` under `## Unreleased`, `### Breaking changes`: there is none \|/,
    );
  });

  test("with its entry and info.version raised, the same change passes; the last release is the newest dated one", () => {
    const { code, stdout, json } = result("breaking, with its entry");
    expect(json.changelog).toMatchObject({ checked: true, needed: true, entry: true });
    expect(stdout).toMatch(
      /\| CHANGELOG \| ✅ `[^`]*entry\/CHANGELOG\.md` has an entry under `## Unreleased`, `### Breaking changes` \|/,
    );
    expect(json.package).toMatchObject({ since: "1.0.0", next: "2.0.0" });
    expect(json.verdict).toEqual({ ok: true, reasons: [] });
    expect(code).toBe(0);
  });

  test("without a CHANGELOG.md beside the revision, the report says what it could not check", () => {
    const { stdout, json } = result("operation added");
    expect(stdout).toContain(
      "| Package | an addition; the last release is not known: no `CHANGELOG.md` beside the revision's `spec/` |",
    );
    expect(stdout).toContain("| CHANGELOG | not checked: no `CHANGELOG.md` beside the revision's `spec/` |");
    expect(stdout).toContain("| Typed calls | none stop compiling |");
    expect(stdout).toContain(`\nPackage rule: ${PACKAGE_RULE}\n`);
    expect(json.calls).toEqual([]);
  });
});
