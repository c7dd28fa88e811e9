// The GitHub Actions workflows (.github/workflows/): each passes @action-validator/cli (the
// workflow schema), and the project's rules for running a stranger's pull request hold: pull
// requests get read-only permissions, no credentials and no pull_request_target; only the deploy
// job of main may write (to Pages); every action is pinned to a commit; no `${{ }}` expression is
// pasted into a shell script (a branch name could carry a command).
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "./helpers/cli.js";

const dir = join(repoRoot, ".github/workflows");
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const validator = join(repoRoot, "node_modules/@action-validator/cli/cli.mjs");
const scratch = mkdtempSync(join(tmpdir(), "workflows-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const validate = (file: string) =>
  new Promise<{ code: number; output: string }>((done) => {
    execFile(process.execPath, [validator, file], (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

type Workflow = Record<string, any>;
const load = (file: string): Workflow => parse(readFileSync(join(dir, file), "utf8"));

/** Permissions that grant any write. */
const writes = (permissions: unknown): string[] => {
  if (permissions === undefined) return [];
  if (typeof permissions === "string") return permissions === "read-all" ? [] : [permissions];
  return Object.entries(permissions as Record<string, string>)
    .filter(([, level]) => level !== "read" && level !== "none")
    .map(([scope, level]) => `${scope}: ${level}`);
};

/** What breaks the project's rules for a workflow, one line per problem. */
function policyProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  const on = workflow.on ?? {};
  const triggers = typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys(on);
  const forPullRequests = triggers.some((t: string) => t.startsWith("pull_request"));
  if (triggers.includes("pull_request_target"))
    problems.push("pull_request_target runs a stranger's code with secrets");
  if (workflow.permissions === undefined) problems.push("no top-level permissions (the default may write)");
  problems.push(...writes(workflow.permissions).map((w) => `top-level permission ${w}`));
  for (const [name, job] of Object.entries<Workflow>(workflow.jobs ?? {})) {
    const granted = writes(job.permissions);
    if (granted.length && forPullRequests)
      problems.push(`job ${name} may write on a pull request: ${granted.join(", ")}`);
    for (const step of job.steps ?? []) {
      if (typeof step.uses === "string" && !step.uses.startsWith("./") && !/@[0-9a-f]{40}$/.test(step.uses)) {
        problems.push(`job ${name}: ${step.uses} is not pinned to a commit`);
      }
      if (typeof step.run === "string" && step.run.includes("${{")) {
        problems.push(`job ${name}: an expression is pasted into a shell script`);
      }
      if (String(step.uses ?? "").startsWith("actions/checkout@") && step.with?.["persist-credentials"] !== false) {
        problems.push(`job ${name}: checkout keeps git credentials`);
      }
      // A job that may write runs nothing of the repository's: no checkout, no script.
      if (granted.length && (step.run !== undefined || String(step.uses ?? "").startsWith("actions/checkout@"))) {
        problems.push(`job ${name} may write and runs the repository's code`);
      }
    }
  }
  return problems;
}

describe("workflow files", () => {
  test("there is a review workflow for pull requests and a docs workflow for main", () => {
    expect(files.sort()).toEqual(["docs.yml", "review.yml"]);
  });

  test.each(files)("%s passes @action-validator/cli", async (file) => {
    const { code, output } = await validate(join(dir, file));
    expect(output).not.toMatch(/"errors"/);
    expect(code, output).toBe(0);
  });

  test("@action-validator/cli rejects a malformed workflow", async () => {
    const bad = join(scratch, "bad.yml");
    writeFileSync(bad, "name: bad\non: pushh\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n");
    const { code, output } = await validate(bad);
    expect(code).toBe(1);
    expect(output).toContain("Additional property 'stepz' is not allowed");
  });

  test.each(files)("%s follows the project's rules for untrusted pull requests", (file) => {
    expect(policyProblems(load(file))).toEqual([]);
  });
});

describe("the review workflow", () => {
  const workflow = load("review.yml");
  const steps: Workflow[] = workflow.jobs.review.steps;

  test("runs on pull requests, read-only, and reviews against the target branch", () => {
    expect(Object.keys(workflow.on)).toEqual(["pull_request"]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(steps.some((s) => /npm ci --ignore-scripts/.test(s.run ?? ""))).toBe(true);
    const review = steps.find((s) => /npm run --silent review -- "origin\/\$BASE_REF"/.test(s.run ?? ""));
    expect(review?.env).toEqual({ BASE_REF: "${{ github.base_ref }}" });
  });

  test("shows and uploads the report, and fails the check when the review does", () => {
    expect(steps.some((s) => /GITHUB_STEP_SUMMARY/.test(s.run ?? ""))).toBe(true);
    const upload = steps.find((s) => String(s.uses).startsWith("actions/upload-artifact@"));
    expect(upload?.with.path).toContain("review.md");
    expect(upload?.with.path).toContain("review.json");
    expect(steps[steps.length - 1]?.run).toContain('if [ "$STATUS" != "0" ]');
  });
});

describe("the docs workflow", () => {
  const workflow = load("docs.yml");

  test("publishes from main only, with write permission in the deploy job alone", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["push", "workflow_dispatch"]);
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.jobs.build.permissions).toBeUndefined();
    expect(workflow.jobs.deploy.permissions).toEqual({ pages: "write", "id-token": "write" });
    expect(workflow.jobs.build.steps.map((s: Workflow) => s.run).filter(Boolean)).toEqual([
      "npm ci --ignore-scripts --no-audit --no-fund",
      "npm run lint",
      "npm run docs",
    ]);
    // The Changes page is written from the history of spec/: a shallow checkout would have none.
    expect(workflow.jobs.build.steps[0]?.with?.["fetch-depth"]).toBe(0);
  });
});

describe("policyProblems", () => {
  const good = load("review.yml");
  const variant = (change: (w: Workflow) => void) => {
    const copy = structuredClone(good);
    change(copy);
    return policyProblems(copy);
  };

  test("rejects pull_request_target, write permissions and a missing permissions block", () => {
    expect(variant((w) => (w.on = { pull_request_target: {} }))).toContain(
      "pull_request_target runs a stranger's code with secrets",
    );
    expect(variant((w) => (w.permissions = "write-all"))).toContain("top-level permission write-all");
    expect(variant((w) => delete w.permissions)).toContain("no top-level permissions (the default may write)");
    expect(variant((w) => (w.jobs.review.permissions = { "pull-requests": "write" }))).toContain(
      "job review may write on a pull request: pull-requests: write",
    );
  });

  test("rejects unpinned actions, expressions in scripts and kept credentials", () => {
    expect(variant((w) => (w.jobs.review.steps[1].uses = "actions/setup-node@v7"))).toContain(
      "job review: actions/setup-node@v7 is not pinned to a commit",
    );
    expect(variant((w) => (w.jobs.review.steps[2].run = 'echo "${{ github.head_ref }}"'))).toContain(
      "job review: an expression is pasted into a shell script",
    );
    expect(variant((w) => delete w.jobs.review.steps[0].with["persist-credentials"])).toContain(
      "job review: checkout keeps git credentials",
    );
  });

  test("rejects a job that may write and runs the repository's code", () => {
    const docs = structuredClone(load("docs.yml"));
    docs.jobs.deploy.steps.unshift({ run: "npm run docs" });
    expect(policyProblems(docs)).toContain("job deploy may write and runs the repository's code");
  });
});
