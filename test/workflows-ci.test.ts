// The GitHub Actions workflows (.github/workflows/) and Dependabot's configuration: each workflow
// passes @action-validator/cli (the workflow schema), and the project's rules hold: pull requests
// get read-only permissions, no credentials and no pull_request_target; every third-party action
// is pinned to a full commit SHA with its version in a comment; the token is read-only at the top,
// and a job is granted a write only where it uses it (Pages for the docs, the npm registry's OIDC
// token and the releases for a release) and then runs none of the repository's code; no `${{ }}`
// expression is pasted into a shell script (a branch name could carry a command). The release
// checks of scripts/ci/release.mjs are tested here too.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { releaseNotes } from "../scripts/ci/release.mjs";
import { repoRoot, runScript } from "./helpers/cli.js";

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
const text = (file: string) => readFileSync(join(dir, file), "utf8");
const load = (file: string): Workflow => parse(text(file));

/** Permissions that grant any write. */
const writes = (permissions: unknown): string[] => {
  if (permissions === undefined) return [];
  if (typeof permissions === "string") return permissions === "read-all" ? [] : [permissions];
  return Object.entries(permissions as Record<string, string>)
    .filter(([, level]) => level !== "read" && level !== "none")
    .map(([scope, level]) => `${scope}: ${level}`);
};

/** What a job must do to use each write it may be granted (docs.yml's Pages, release.yml's publishing). */
const WRITE_USES: Record<string, RegExp> = {
  pages: /^actions\/deploy-pages@/,
  "id-token": /^actions\/deploy-pages@|^npm publish /,
  contents: /^gh release /,
};
/** Commands that run the repository's code or its dependencies' scripts. */
const RUNS_CODE =
  /(^|[\s;&|(])(npm (ci|install|i|run|test|exec|pack|rebuild|start)\b|npx|node|bash|sh)\b|(^|[;&|(]\s*)\.\//m;

/**
 * What breaks the pinning rule in a workflow's text: every `uses:` of a third-party action or
 * reusable workflow names a full commit SHA and has its version in a comment (`# v7.0.1`). Local
 * ones (`./`) are the repository's own. Each `uses` the YAML holds must be on such a line.
 */
function pinProblems(source: string): string[] {
  const problems: string[] = [];
  const lines = [...source.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)];
  const parsed: Workflow = parse(source);
  const all = Object.values<Workflow>(parsed.jobs ?? {}).flatMap((job) => [
    job.uses,
    ...(job.steps ?? []).map((step: Workflow) => step.uses),
  ]);
  if (lines.length !== all.filter((uses) => uses !== undefined).length) {
    problems.push("a `uses` is written in a form this check does not read: one `uses: <ref> # <version>` per line");
  }
  for (const [, ref = "", rest = ""] of lines) {
    if (ref.startsWith("./")) continue;
    if (!/@[0-9a-f]{40}$/.test(ref)) problems.push(`${ref} is not pinned to a full commit SHA`);
    else if (!/^\s+# v\d+(\.\d+){0,2}\s*$/.test(rest)) problems.push(`${ref} has no version comment (# vX.Y.Z)`);
  }
  return problems;
}

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
    // Least privilege: a write a job is granted is one it uses.
    const done = (job.steps ?? []).map((step: Workflow) => String(step.uses ?? step.run ?? "").trim());
    for (const scope of Object.keys(job.permissions ?? {}).filter((s) => writes({ [s]: job.permissions[s] }).length)) {
      const use = WRITE_USES[scope];
      if (!use || !done.some((d: string) => use.test(d)))
        problems.push(`job ${name} has ${scope}: write it does not use`);
    }
    if (granted.length && job.uses !== undefined) problems.push(`job ${name} may write and calls a workflow`);
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
      // A job that may write runs nothing of the repository's: no checkout, no local action, no
      // install, script or program of it (it takes what read-only jobs made, as artifacts).
      const uses = String(step.uses ?? "");
      if (
        granted.length &&
        (uses.startsWith("actions/checkout@") || uses.startsWith("./") || RUNS_CODE.test(String(step.run ?? "")))
      ) {
        problems.push(`job ${name} may write and runs the repository's code`);
      }
    }
  }
  return problems;
}

/**
 * What breaks "one pin per action": the same action pinned at two commits, or one commit with two
 * version comments, across the given workflow texts. A Dependabot update moves every pin at once.
 */
function pinConsistencyProblems(sources: string[]): string[] {
  const pins = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const [, action = "", sha = "", version = ""] of source.matchAll(
      /^\s*(?:-\s+)?uses:\s*([^@\s]+)@([0-9a-f]{40})\s+#\s*(\S+)/gm,
    )) {
      pins.set(action, (pins.get(action) ?? new Set()).add(`${sha} # ${version}`));
    }
  }
  return [...pins]
    .filter(([, seen]) => seen.size > 1)
    .map(([action, seen]) => `${action} is pinned ${seen.size} ways: ${[...seen].sort().join(", ")}`);
}

/** What breaks "images by digest": a job's container or service image named by a tag alone. */
function imageProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  for (const [name, job] of Object.entries<Workflow>(workflow.jobs ?? {})) {
    const images: Array<[string, unknown]> = [
      ["container", typeof job.container === "object" ? job.container?.image : job.container],
      ...Object.entries<Workflow>(job.services ?? {}).map(([id, s]): [string, unknown] => [`service ${id}`, s?.image]),
    ];
    for (const [what, image] of images) {
      if (image !== undefined && !/^[\w./:-]+@sha256:[0-9a-f]{64}$/.test(String(image)))
        problems.push(`job ${name}: ${what} ${String(image)} is not pinned by digest`);
    }
  }
  return problems;
}

describe("workflow files", () => {
  test("there are workflows for tests, releases, spec reviews and the docs", () => {
    expect(files.sort()).toEqual(["ci.yml", "docs.yml", "release.yml", "review.yml"]);
  });

  test.each(files)("%s pins every third-party action to a commit, with its version in a comment", (file) => {
    expect(pinProblems(text(file))).toEqual([]);
  });

  test("the workflows pin each action at one commit, and every container image by digest", () => {
    expect(pinConsistencyProblems(files.map(text))).toEqual([]);
    for (const file of files) expect(imageProblems(load(file)), file).toEqual([]);
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
    for (const step of [
      { run: "npm run docs" },
      { run: "npm ci" },
      { run: "node scripts/ci/release.mjs v1.0.0" },
      { run: "npx something" },
      { run: "bash .ci/run" },
      { run: "./build.sh" },
      { uses: "./.github/actions/local" },
      { uses: "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1", with: { "persist-credentials": false } },
    ]) {
      const docs = structuredClone(load("docs.yml"));
      docs.jobs.deploy.steps.unshift(step);
      expect(policyProblems(docs), JSON.stringify(step)).toContain(
        "job deploy may write and runs the repository's code",
      );
    }
    const release = structuredClone(load("release.yml"));
    release.jobs.publish.steps.push({ run: "npm install && npm publish" });
    expect(policyProblems(release)).toContain("job publish may write and runs the repository's code");
  });

  test("rejects a write a job does not use, and a write granted to a called workflow", () => {
    const release = structuredClone(load("release.yml"));
    release.jobs.pack.permissions = { "id-token": "write" };
    release.jobs["github-release"].permissions = { contents: "write", packages: "write" };
    release.jobs.test.permissions = { contents: "write" };
    expect(policyProblems(release)).toEqual(
      expect.arrayContaining([
        "job pack has id-token: write it does not use",
        "job github-release has packages: write it does not use",
        "job test may write and calls a workflow",
      ]),
    );
    const docs = structuredClone(load("docs.yml"));
    docs.jobs.build.permissions = { contents: "write" };
    expect(policyProblems(docs)).toContain("job build has contents: write it does not use");
  });
});

describe("pinProblems", () => {
  const pinned = "      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 # v7.0.0\n";
  const workflow = (step: string) =>
    `name: x\non: push\npermissions:\n  contents: read\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${step}`;

  test("rejects an action by tag or branch, a short SHA, and a SHA without its version", () => {
    expect(pinProblems(workflow(pinned))).toEqual([]);
    expect(pinProblems(workflow("      - uses: actions/setup-node@v7 # v7.0.0\n"))).toEqual([
      "actions/setup-node@v7 is not pinned to a full commit SHA",
    ]);
    expect(pinProblems(workflow("      - uses: actions/setup-node@main\n"))).toEqual([
      "actions/setup-node@main is not pinned to a full commit SHA",
    ]);
    expect(pinProblems(workflow("      - uses: actions/setup-node@8207627\n"))).toEqual([
      "actions/setup-node@8207627 is not pinned to a full commit SHA",
    ]);
    expect(pinProblems(workflow(pinned.replace(" # v7.0.0", "")))).toEqual([
      "actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 has no version comment (# vX.Y.Z)",
    ]);
    expect(pinProblems(workflow(pinned.replace("# v7.0.0", "# latest")))).toHaveLength(1);
  });

  test("accepts every workflow after Dependabot moves a pin, and rejects it unpinned or by tag alone", () => {
    const checkout = /actions\/checkout@[0-9a-f]{40} # v[\d.]+/g;
    const sources = files.map(text);
    for (const source of sources) expect(source).toMatch(checkout);
    // Dependabot's update: a new commit and its version, in every workflow at once.
    const bumped = sources.map((source) => source.replace(checkout, `actions/checkout@${"0f".repeat(20)} # v9.1.0`));
    for (const source of bumped) expect(pinProblems(source)).toEqual([]);
    expect(pinConsistencyProblems(bumped)).toEqual([]);
    // Bad: one workflow left behind; a tag; a version written as the ref.
    expect(pinConsistencyProblems([bumped[0]!, ...sources.slice(1)])).toEqual([
      expect.stringMatching(/^actions\/checkout is pinned 2 ways: /),
    ]);
    for (const source of sources) {
      expect(pinProblems(source.replace(checkout, "actions/checkout@v9"))).toContain(
        "actions/checkout@v9 is not pinned to a full commit SHA",
      );
      expect(pinProblems(source.replace(checkout, "actions/checkout@v9.1.0 # v9.1.0"))).toContain(
        "actions/checkout@v9.1.0 is not pinned to a full commit SHA",
      );
    }
  });

  test("rejects a reusable workflow by tag, and a uses it cannot read", () => {
    const called = "name: x\non: push\njobs:\n  a:\n    uses: octo/flows/.github/workflows/t.yml@v1\n";
    expect(pinProblems(called)).toEqual(["octo/flows/.github/workflows/t.yml@v1 is not pinned to a full commit SHA"]);
    expect(pinProblems(called.replace("octo/flows/.github/workflows/t.yml@v1", "./.github/workflows/ci.yml"))).toEqual(
      [],
    );
    const flow = workflow('      - { uses: "actions/setup-node@v7" }\n');
    expect(pinProblems(flow)).toContain(
      "a `uses` is written in a form this check does not read: one `uses: <ref> # <version>` per line",
    );
  });
});

describe("imageProblems", () => {
  const job = (extra: Workflow) => ({ jobs: { a: { "runs-on": "ubuntu-latest", steps: [], ...extra } } });
  const digest = `sha256:${"ab".repeat(32)}`;

  test("rejects a container or service image named by its tag alone, or by a short digest", () => {
    expect(imageProblems(job({ container: `debian:bookworm@${digest}` }))).toEqual([]);
    expect(
      imageProblems(job({ container: { image: `debian@${digest}` }, services: { db: { image: `pg@${digest}` } } })),
    ).toEqual([]);
    expect(imageProblems(job({ container: "debian:bookworm" }))).toEqual([
      "job a: container debian:bookworm is not pinned by digest",
    ]);
    expect(imageProblems(job({ container: { image: "debian:bookworm" } }))).toHaveLength(1);
    expect(imageProblems(job({ container: "debian@sha256:813017f3" }))).toHaveLength(1);
    expect(imageProblems(job({ services: { db: { image: "postgres:17" } } }))).toEqual([
      "job a: service db postgres:17 is not pinned by digest",
    ]);
  });
});

describe("the CI workflow", () => {
  const workflow = load("ci.yml");

  test("runs on pull requests, pushes to main and for a release, with a read-only token", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push", "workflow_call"]);
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const job of Object.values<Workflow>(workflow.jobs)) expect(job.permissions).toBeUndefined();
  });

  test("runs the README's test command on Node.js 24 in Debian, with Debian's Chromium and npm's cache", () => {
    const job = workflow.jobs.test;
    expect(job.container).toMatch(/^debian:[\w.-]+@sha256:[0-9a-f]{64}$/);
    const node = job.steps.find((s: Workflow) => String(s.uses).startsWith("actions/setup-node@"));
    expect(node.with).toEqual({ "node-version": 24, cache: "npm" });
    expect(job.steps.at(-1).run).toBe("bash .ci/run");
    // .ci/run installs Debian's chromium with apt-get, then runs npm ci and the README's command.
    const ci = readFileSync(join(repoRoot, ".ci/run"), "utf8");
    expect(ci).toMatch(/apt-get install -y chromium/);
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    const command = /^(npm test)\s+# every check CI runs$/m.exec(readme)?.[1];
    expect(command).toBe("npm test");
    expect(ci.trim().split("\n").at(-1)).toBe(command);
  });

  test("runs the run-time suites on Node.js 22; npm test runs them on the engines floor", () => {
    const job = workflow.jobs.runtime;
    const node = job.steps.find((s: Workflow) => String(s.uses).startsWith("actions/setup-node@"));
    expect(node.with).toEqual({ "node-version": 22, cache: "npm" });
    expect(job.steps.map((s: Workflow) => s.run).filter(Boolean)).toEqual([
      "npm ci --no-audit --no-fund",
      "node scripts/ci/node-matrix.mjs --here",
    ]);
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
    expect(pkg.scripts.test).toMatch(/&& npm run test:node-matrix$/);
  });
});

describe("the release workflow", () => {
  const workflow = load("release.yml");
  const jobs = workflow.jobs;
  const runs = (job: string) => jobs[job].steps.map((s: Workflow) => s.run).filter(Boolean);

  test("runs on a version tag: checks it, runs the tests, packs once, publishes, releases, in that order", () => {
    expect(workflow.on).toEqual({ push: { tags: ["v*.*.*"] } });
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(jobs.check.steps.find((s: Workflow) => s.run)).toEqual({
      name: "Check the tag and write the release notes",
      env: { TAG: "${{ github.ref_name }}" },
      run: 'node scripts/ci/release.mjs "$TAG" --notes release-notes.md',
    });
    expect(jobs.test).toMatchObject({ needs: "check", uses: "./.github/workflows/ci.yml" });
    expect(jobs.pack.needs).toBe("test");
    expect(runs("pack")).toEqual(["npm ci --no-audit --no-fund", "npm pack"]);
    expect(jobs.publish.needs).toBe("pack");
    expect(jobs["github-release"].needs).toBe("publish");
  });

  test("publishes with provenance, and only that job has id-token: write", () => {
    expect(jobs.publish.permissions).toEqual({ "id-token": "write" });
    expect(runs("publish")).toEqual(["npm publish ./*.tgz --provenance --access public --ignore-scripts"]);
    const registry = jobs.publish.steps.find((s: Workflow) => String(s.uses).startsWith("actions/setup-node@"));
    expect(registry.with["registry-url"]).toBe("https://registry.npmjs.org");
    const withToken = files.flatMap((file) =>
      Object.entries<Workflow>(load(file).jobs)
        .filter(([, job]) => job.permissions?.["id-token"] === "write")
        .map(([name]) => `${file} ${name}`),
    );
    expect(withToken.sort()).toEqual(["docs.yml deploy", "release.yml publish"]);
  });

  test("makes the GitHub release from the CHANGELOG section, with contents: write in that job alone", () => {
    expect(jobs["github-release"].permissions).toEqual({ contents: "write" });
    expect(runs("github-release")).toEqual([
      'gh release create "$TAG" ./*.tgz --repo "$GITHUB_REPOSITORY" --title "$TAG" --notes-file release-notes.md --verify-tag',
    ]);
    for (const [name, job] of Object.entries<Workflow>(jobs)) {
      if (name !== "github-release") expect(job.permissions?.contents, name).not.toBe("write");
    }
  });
});

describe("scripts/ci/release.mjs", () => {
  const changelog = [
    "# Changelog",
    "",
    "## Unreleased",
    "",
    "- next",
    "",
    "## 1.2.0 — 2026-05-04",
    "",
    "- **New:** a thing.",
    "",
    "## 1.1.0 — unreleased",
    "",
    "- old",
    "",
    "## 1.0.0",
    "",
    "## 0.9.0",
    "- first",
  ].join("\n");

  test("gives a dated section's text for the tag of package.json's version", () => {
    expect(releaseNotes("v1.2.0", "1.2.0", changelog)).toEqual({ problem: "", notes: "- **New:** a thing.\n" });
    expect(releaseNotes("v0.9.0", "0.9.0", changelog)).toEqual({ problem: "", notes: "- first\n" });
  });

  test("refuses another tag, a missing, undated or empty section", () => {
    expect(releaseNotes("v1.2.1", "1.2.0", changelog).problem).toBe(
      "the tag v1.2.1 is not v1.2.0, the version in package.json",
    );
    expect(releaseNotes("1.2.0", "1.2.0", changelog).problem).toMatch(/^the tag 1\.2\.0 is not v1\.2\.0/);
    expect(releaseNotes("v1.3.0", "1.3.0", changelog).problem).toBe('CHANGELOG.md has no section "## 1.3.0"');
    expect(releaseNotes("v1x2x0", "1x2x0", changelog.replace("1.2.0", "1x2x0")).problem).toBe("");
    expect(releaseNotes("v1.2.0", "1.2.0", changelog.replace("1.2.0", "1x2x0")).problem).toMatch(/no section/);
    expect(releaseNotes("v1.1.0", "1.1.0", changelog).problem).toBe(
      'CHANGELOG.md\'s section for 1.1.0 is marked "unreleased": date it first',
    );
    expect(releaseNotes("v1.0.0", "1.0.0", changelog).problem).toBe("CHANGELOG.md's section for 1.0.0 is empty");
  });

  test("checks the repository's own package.json and CHANGELOG.md, and exits 1 with the reason", async () => {
    const { version } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
    const wrong = await runScript("ci/release.mjs", [`v${version}.1`]);
    expect(wrong.stderr).toBe(
      `release: v${version}.1 cannot be released: the tag v${version}.1 is not v${version}, the version in package.json\n`,
    );
    expect(wrong.code).toBe(1);
    const usage = await runScript("ci/release.mjs", []);
    expect(usage.code).toBe(2);
  });
});

/**
 * What breaks the update policy: an ecosystem without a cooldown of at least 3 days, a cooldown by
 * semver level for actions (Dependabot reads those for package managers only), or an npm strategy
 * other than `increase-if-necessary` (which leaves a range alone while the new version fits it).
 */
function dependabotProblems(config: Workflow): string[] {
  const problems: string[] = [];
  for (const update of config.updates ?? []) {
    const ecosystem = update["package-ecosystem"];
    const days = update.cooldown?.["default-days"];
    if (!Number.isInteger(days) || days < 3) problems.push(`${ecosystem}: no cooldown of at least 3 days`);
    if (ecosystem === "github-actions" && Object.keys(update.cooldown ?? {}).some((k) => k.startsWith("semver-")))
      problems.push(`${ecosystem}: a cooldown by semver level, which Dependabot ignores for actions`);
    if (ecosystem === "npm" && update["versioning-strategy"] !== "increase-if-necessary")
      problems.push(`npm: versioning-strategy ${update["versioning-strategy"]} rewrites ranges users install`);
  }
  return problems;
}

describe("Dependabot", () => {
  const config = parse(readFileSync(join(repoRoot, ".github/dependabot.yml"), "utf8"));

  test("waits a week before offering a release, and raises a range only when it must", () => {
    expect(dependabotProblems(config)).toEqual([]);
    const variant = (change: (c: Workflow) => void) => {
      const copy = structuredClone(config);
      change(copy);
      return dependabotProblems(copy);
    };
    const [npm, actions] = ["npm", "github-actions"].map((e) =>
      config.updates.findIndex((u: Workflow) => u["package-ecosystem"] === e),
    ) as [number, number];
    expect(variant((c) => delete c.updates[npm].cooldown)).toEqual(["npm: no cooldown of at least 3 days"]);
    expect(variant((c) => (c.updates[actions].cooldown = { "default-days": 1 }))).toEqual([
      "github-actions: no cooldown of at least 3 days",
    ]);
    expect(variant((c) => (c.updates[actions].cooldown["semver-major-days"] = 30))).toEqual([
      "github-actions: a cooldown by semver level, which Dependabot ignores for actions",
    ]);
    expect(variant((c) => (c.updates[npm]["versioning-strategy"] = "increase"))).toEqual([
      "npm: versioning-strategy increase rewrites ranges users install",
    ]);
  });

  test("updates npm packages and the workflows' actions together, one pull request a week", () => {
    expect(config.version).toBe(2);
    const groups = Object.keys(config["multi-ecosystem-groups"]);
    expect(groups).toHaveLength(1);
    expect(config["multi-ecosystem-groups"][groups[0]!].schedule.interval).toBe("weekly");
    expect(config.updates.map((u: Workflow) => u["package-ecosystem"]).sort()).toEqual(["github-actions", "npm"]);
    for (const update of config.updates) {
      expect(update["multi-ecosystem-group"]).toBe(groups[0]);
      expect(update.patterns).toEqual(["*"]);
      expect(update.directory).toBe("/");
    }
  });

  test("keeps the lines the project pins: TypeScript 5.9, Prism 5.14, vitest 4, @types/node 20", () => {
    const npm = config.updates.find((u: Workflow) => u["package-ecosystem"] === "npm");
    const held = Object.fromEntries(
      npm.ignore.map((rule: Workflow) => [rule["dependency-name"], rule["update-types"].join()]),
    );
    const major = "version-update:semver-major";
    expect(held).toEqual({
      typescript: `${major},version-update:semver-minor`,
      "@stoplight/prism-cli": `${major},version-update:semver-minor`,
      vitest: major,
      "@types/node": major,
    });
  });
});
