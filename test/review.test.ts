// `npm run review`: one report per change. Each case copies test/fixtures/review/base/ (a small spec
// whose Transaction schema every operation shares), changes one thing in the copy, and reviews the
// copy against the base, as a reviewer would with two files.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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

type Case = keyof typeof CASES | "hostile reference";
const results = new Map<Case, RunResult & { json: any }>();

beforeAll(async () => {
  counter = await startCounter("never-served");
  const http = HOSTILE_FORMS.find((f) => f.name === "http: URL");
  if (!http) throw new Error("no http form");
  // The http form: the counter must see no connection.
  const hostile = JSON.stringify(http.ref(scratch, counter.port));
  const cases: Record<Case, Edit> = {
    ...CASES,
    "hostile reference": {
      "components/schemas/Status.yaml": replace("type: string\n", `type: string\nallOf:\n  - $ref: ${hostile}\n`),
    },
  };
  const names = Object.keys(cases) as Case[];
  const runs = await Promise.all(
    names.map((name) => {
      const file = revision(name.replace(/\W/g, "-"), cases[name]);
      const json = join(scratch, `${name.replace(/\W/g, "-")}.json`);
      return runScript("review/review.mjs", [join(base, "openapi.yaml"), file, "--json", json]).then((run) => ({
        ...run,
        json: run.code === 2 ? undefined : JSON.parse(readFileSync(json, "utf8")),
      }));
    }),
  );
  names.forEach((name, i) => results.set(name, runs[i] as RunResult & { json: any }));
}, 180_000);

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

const ALL_OPERATIONS = [
  "GET /transactions -> 200 -> [] -> quantity",
  "POST /transactions -> request body -> quantity",
  "GET /transactions/{transaction_id} -> 200 -> quantity",
  "POST /transactions/{transaction_id}/track -> 200 -> quantity",
];

describe("a change to a shared schema", () => {
  test("is listed under every operation it reaches, with a readable place, the rule and its reason", () => {
    const { code, stdout, stderr } = result("shared schema");
    expect(stderr).toBe("");
    expect(code).toBe(1);
    for (const at of ALL_OPERATIONS) {
      const operation = at.split(" -> ")[0] ?? "";
      const rows = rowsUnder(stdout, operation);
      expect(rows, operation).toHaveLength(1);
      expect(rows[0]).toContain(`| 🔴 breaking | \`${at}\` | Properties are no longer required: \`quantity\`. |`);
      expect(rows[0]).toContain("| `required-properties-removed` | ");
      expect(rows[0]).toMatch(/components\/schemas\/Transaction\.yaml:3 \|$/);
    }
  });

  test("the JSON holds the same facts: one change reaching four operations", () => {
    const { json } = result("shared schema");
    expect(json.changes.items).toHaveLength(1);
    const [change] = json.changes.items;
    expect(change).toMatchObject({ impact: "major", rules: ["required-properties-removed"] });
    expect(change.operations.map((op: any) => op.at)).toEqual(expect.arrayContaining(ALL_OPERATIONS));
    expect(change.operations).toHaveLength(4);
    expect(json.verdict).toEqual({ ok: false, reasons: ["a breaking change without the version bump it needs"] });
  });

  test("the verdict asks for the version bump, as npm run diff does", () => {
    const { stdout } = result("shared schema");
    expect(stdout).toContain("- Verdict: ❌ **changes needed**: a breaking change without the version bump it needs.");
    expect(stdout).toContain("info.version 1.0.0 → 1.0.0 does not raise the major version");
  });
});

describe("an enum value removed", () => {
  test("is named under each operation through the property that holds the enum", () => {
    const { code, stdout, json } = result("enum value removed");
    expect(code).toBe(1);
    expect(rowsUnder(stdout, "POST /transactions/{transaction_id}/track")[0]).toContain(
      "`POST /transactions/{transaction_id}/track -> 200 -> status -> enum` | Enum lost values: 'cancelled'. | `enum-values-removed`",
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
      expect.stringContaining("| 🟢 minor | `POST /transactions/{transaction_id}/cancel` | Added PathItem"),
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

describe("command line", () => {
  test("compares spec/ at two git refs of this repository", async () => {
    const { code, stdout, stderr } = await runScript("review/review.mjs", ["HEAD", "--revision", "HEAD"]);
    expect(stderr).toBe("");
    expect(stdout).toMatch(/- Base: `spec\/openapi\.yaml` at `HEAD` \([0-9a-f]{12}\)/);
    expect(stdout).toContain("No changes.");
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
