// The GitHub Actions workflows (.github/workflows/) and Dependabot's configuration: each workflow
// passes @action-validator/cli (the workflow schema), and the project's rules hold: pull requests
// get read-only permissions, no credentials and no pull_request_target; every third-party action
// is pinned to a full commit SHA with its version in a comment (whatever the version: Dependabot
// moves both), and every container image to a digest; the token is read-only at the top, and a job
// is granted a write only where it uses it (Pages for the docs, the npm registry's OIDC token and
// the releases for a release) and then runs none of the repository's code; no `${{ }}` expression
// is pasted into a shell script (a branch name could carry a command). A release packs once,
// without install scripts or a cache, tests that tarball and publishes it; the size budget runs on
// every pull request. Each promise is a function of the workflow that lists what breaks it, run on
// the real files and on bad copies. The release checks of scripts/ci/release.mjs are tested here too.
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { offMain, releaseNotes, releaseOutputs } from "../scripts/ci/release.mjs";
import { repoRoot, runScript } from "./helpers/cli.js";
import { packageTarball } from "./helpers/consumer-app.js";

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

const runsOf = (job: Workflow | undefined): string[] =>
  (job?.steps ?? []).map((s: Workflow) => String(s.run ?? "")).filter(Boolean);
const stepsOf = (job: Workflow | undefined): Workflow[] => job?.steps ?? [];
const needsOf = (job: Workflow | undefined): string[] => [job?.needs ?? []].flat();
const usesAction = (step: Workflow, action: string) => String(step.uses ?? "").startsWith(`${action}@`);

/** The expression ci.yml gives PACKAGE_TARBALL: the release's tarball where its download lands, or nothing. */
const TARBALL_ENV = "${{ inputs.package-tarball && format('.tmp/package/{0}', inputs.package-tarball) }}";

/**
 * What breaks the release's promises: it runs on version tags only; `check` refuses a tag whose
 * commit is not on main and names the dist-tag; `pack` packs once, with no restored cache and no
 * install script; `test` (ci.yml) tests that tarball; `publish` publishes the same file with
 * provenance to the dist-tag `check` named; `github-release` marks a prerelease as one.
 */
function releaseProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  const jobs: Record<string, Workflow> = workflow.jobs ?? {};
  const { check, pack, test, publish } = jobs;
  const release = jobs["github-release"];
  if (JSON.stringify(workflow.on) !== JSON.stringify({ push: { tags: ["v*.*.*"] } }))
    problems.push("runs on something other than the push of a version tag");
  // Each job reads the outputs only of jobs it waits for (GitHub gives no others).
  for (const [name, job] of Object.entries(jobs)) {
    for (const [, other = ""] of JSON.stringify(job).matchAll(/needs\.([\w-]+)\./g)) {
      if (!needsOf(job).includes(other)) problems.push(`job ${name} reads the outputs of ${other} without needing it`);
    }
  }

  const checkout = stepsOf(check).find((s) => usesAction(s, "actions/checkout"));
  const checks = runsOf(check).find((r) => r.startsWith('node scripts/ci/release.mjs "$TAG"'));
  if (checkout?.with?.["fetch-depth"] !== 0 || !/ --main origin\/main(\s|$)/.test(checks ?? ""))
    problems.push("check: does not refuse a tag whose commit is not on main");
  if (
    !/ --outputs "\$GITHUB_OUTPUT"/.test(checks ?? "") ||
    !check?.outputs?.["dist-tag"] ||
    !check?.outputs?.prerelease
  )
    problems.push("check: names no dist-tag and no prerelease");

  if (!needsOf(pack).includes("check")) problems.push("pack: does not wait for the check");
  const packRuns = Object.values(jobs).flatMap(runsOf);
  const packs = packRuns.filter((r) => /(^|\s)npm pack\b/.test(r)).length;
  if (packs !== 1) problems.push(`packs ${packs} times, not once`);
  for (const step of stepsOf(pack)) {
    if (usesAction(step, "actions/cache") || (usesAction(step, "actions/setup-node") && step.with?.cache))
      problems.push("pack: restores a cache");
    const run = String(step.run ?? "");
    if (/\bnpm (ci|install|i)\b/.test(run) && !run.includes("--ignore-scripts"))
      problems.push("pack: installs with install scripts");
  }
  const upload = stepsOf(pack).find((s) => usesAction(s, "actions/upload-artifact"));
  if (upload?.with?.name !== "package" || !pack?.outputs?.tarball) problems.push("pack: hands on no tarball");

  if (test?.uses !== "./.github/workflows/ci.yml" || !needsOf(test).includes("pack"))
    problems.push("test: does not run the tests after the pack");
  if (test?.with?.["package-tarball"] !== "${{ needs.pack.outputs.tarball }}")
    problems.push("test: does not test the packed tarball");

  const download = stepsOf(publish).find((s) => usesAction(s, "actions/download-artifact"));
  const publishes = stepsOf(publish).find((s) => /^npm publish /.test(String(s.run ?? "")));
  if (!needsOf(publish).includes("test")) problems.push("publish: does not wait for the tests");
  if (
    download?.with?.name !== "package" ||
    !String(publishes?.run).startsWith(`npm publish "${download?.with?.path}/$TARBALL" `) ||
    publishes?.env?.TARBALL !== "${{ needs.pack.outputs.tarball }}"
  )
    problems.push("publish: does not publish the packed tarball by its file");
  if (!/ --provenance\b/.test(String(publishes?.run))) problems.push("publish: no provenance");
  if (
    !/ --tag "\$DIST_TAG"/.test(String(publishes?.run)) ||
    publishes?.env?.DIST_TAG !== "${{ needs.check.outputs.dist-tag }}"
  )
    problems.push("publish: not to the dist-tag the check named");

  const creates = stepsOf(release).find((s) => /^gh release create /.test(String(s.run ?? "")));
  if (!needsOf(release).includes("publish")) problems.push("github-release: does not wait for the publish");
  if (
    !/ --prerelease="\$PRERELEASE"/.test(String(creates?.run)) ||
    creates?.env?.PRERELEASE !== "${{ needs.check.outputs.prerelease }}"
  )
    problems.push("github-release: does not mark a prerelease");
  return problems;
}

/**
 * What breaks ci.yml's promises: called with a release's tarball, the test jobs download it and
 * point PACKAGE_TARBALL at it; the size budget runs on every pull request, and its failure fails
 * the run.
 */
function ciProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  const jobs: Record<string, Workflow> = workflow.jobs ?? {};
  if (workflow.on?.workflow_call?.inputs?.["package-tarball"]?.type !== "string")
    problems.push("takes no package-tarball from a release");
  for (const name of ["test", "runtime"]) {
    const job = jobs[name];
    const download = stepsOf(job).find((s) => usesAction(s, "actions/download-artifact"));
    if (
      job?.env?.PACKAGE_TARBALL !== TARBALL_ENV ||
      download?.if !== "inputs.package-tarball != ''" ||
      download?.with?.name !== "package" ||
      download?.with?.path !== ".tmp/package"
    )
      problems.push(`job ${name}: does not test the release's tarball`);
  }
  const triggers = Object.keys(workflow.on ?? {});
  const sized = Object.entries(jobs).filter(([, job]) => runsOf(job).some((r) => /^npm run size$/.test(r.trim())));
  if (!triggers.includes("pull_request") || sized.length === 0) problems.push("no size budget on pull requests");
  for (const [name, job] of sized) {
    const step = stepsOf(job).find((s) => /^npm run size$/.test(String(s.run ?? "").trim()));
    if (job.if !== undefined || step?.if !== undefined) problems.push(`job ${name}: the size budget may be skipped`);
    if (job["continue-on-error"] || step?.["continue-on-error"])
      problems.push(`job ${name}: a size budget exceeded does not fail the run`);
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

  test("tests a release's tarball when given one, and runs the size budget on every pull request", () => {
    expect(ciProblems(workflow)).toEqual([]);
    expect(workflow.jobs.size.steps.map((s: Workflow) => s.run).filter(Boolean)).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run size",
    ]);
  });

  test("ciProblems rejects a copy that ignores the tarball, or skips or forgives the size budget", () => {
    const variant = (change: (w: Workflow) => void) => {
      const copy = structuredClone(workflow);
      change(copy);
      return ciProblems(copy);
    };
    const download = (job: Workflow) => job.steps.find((s: Workflow) => String(s.uses).includes("download-artifact"));
    expect(variant((w) => delete w.on.workflow_call.inputs)).toEqual(["takes no package-tarball from a release"]);
    expect(variant((w) => delete w.jobs.test.env.PACKAGE_TARBALL)).toEqual([
      "job test: does not test the release's tarball",
    ]);
    expect(variant((w) => (download(w.jobs.runtime).with.path = "elsewhere"))).toEqual([
      "job runtime: does not test the release's tarball",
    ]);
    expect(variant((w) => delete w.jobs.size)).toEqual(["no size budget on pull requests"]);
    expect(variant((w) => delete w.on.pull_request)).toEqual(["no size budget on pull requests"]);
    expect(variant((w) => (w.jobs.size.steps.at(-1).run = "npm run size || true"))).toEqual([
      "no size budget on pull requests",
    ]);
    expect(variant((w) => (w.jobs.size.if = "github.event_name == 'push'"))).toEqual([
      "job size: the size budget may be skipped",
    ]);
    expect(variant((w) => (w.jobs.size["continue-on-error"] = true))).toEqual([
      "job size: a size budget exceeded does not fail the run",
    ]);
  });
});

describe("the release workflow", () => {
  const workflow = load("release.yml");
  const jobs = workflow.jobs;

  test("checks the tag, packs once, tests that tarball, publishes it, then releases, in that order", () => {
    expect(releaseProblems(workflow)).toEqual([]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(Object.keys(jobs)).toEqual(["check", "pack", "test", "publish", "github-release"]);
  });

  test("releaseProblems rejects each promise broken in a copy", () => {
    const variant = (change: (w: Workflow) => void) => {
      const copy = structuredClone(workflow);
      change(copy);
      return releaseProblems(copy);
    };
    const step = (job: string, match: RegExp) => (w: Workflow) =>
      w.jobs[job].steps.find((s: Workflow) => match.test(String(s.uses ?? s.run ?? "")));
    const checkRun = step("check", /^node scripts\/ci\/release\.mjs/);
    const setupNode = step("pack", /^actions\/setup-node@/);
    const install = step("pack", /^npm ci/);
    const publish = step("publish", /^npm publish/);
    const create = step("github-release", /^gh release create/);
    const cases: Array<[(w: Workflow) => void, string]> = [
      [(w) => (w.on.push.tags = ["*"]), "runs on something other than the push of a version tag"],
      [
        (w) => (checkRun(w).run = checkRun(w).run.replace(" --main origin/main", "")),
        "check: does not refuse a tag whose commit is not on main",
      ],
      [
        (w) => delete w.jobs.check.steps[0].with["fetch-depth"],
        "check: does not refuse a tag whose commit is not on main",
      ],
      [(w) => delete w.jobs.check.outputs, "check: names no dist-tag and no prerelease"],
      [(w) => (setupNode(w).with.cache = "npm"), "pack: restores a cache"],
      [
        (w) => w.jobs.pack.steps.unshift({ uses: "actions/cache@" + "0".repeat(40), with: { path: "~/.npm" } }),
        "pack: restores a cache",
      ],
      [(w) => (install(w).run = "npm ci --no-audit --no-fund"), "pack: installs with install scripts"],
      [(w) => w.jobs.publish.steps.push({ run: "npm pack" }), "packs 2 times, not once"],
      [(w) => (w.jobs.test.with = {}), "test: does not test the packed tarball"],
      [(w) => (w.jobs.test.needs = "check"), "test: does not run the tests after the pack"],
      [
        (w) => (publish(w).run = publish(w).run.replace('"package/$TARBALL"', "./*.tgz")),
        "publish: does not publish the packed tarball by its file",
      ],
      [(w) => (publish(w).run = publish(w).run.replace(" --provenance", "")), "publish: no provenance"],
      [
        (w) => (publish(w).run = publish(w).run.replace(' --tag "$DIST_TAG"', "")),
        "publish: not to the dist-tag the check named",
      ],
      [(w) => (w.jobs.publish.needs = ["check", "pack"]), "publish: does not wait for the tests"],
      [(w) => (w.jobs.publish.needs = ["pack", "test"]), "job publish reads the outputs of check without needing it"],
      [
        (w) => (create(w).run = create(w).run.replace(' --prerelease="$PRERELEASE"', "")),
        "github-release: does not mark a prerelease",
      ],
    ];
    for (const [change, problem] of cases) expect(variant(change), problem).toContain(problem);
  });

  test("only the publish job holds an OIDC token, and only the release job may write to the repository", () => {
    expect(jobs.publish.permissions).toEqual({ "id-token": "write" });
    expect(jobs.publish.steps.find((s: Workflow) => String(s.uses).startsWith("actions/setup-node@")).with).toEqual({
      "node-version": 24,
      "registry-url": "https://registry.npmjs.org",
    });
    const withToken = files.flatMap((file) =>
      Object.entries<Workflow>(load(file).jobs)
        .filter(([, job]) => job.permissions?.["id-token"] === "write")
        .map(([name]) => `${file} ${name}`),
    );
    expect(withToken.sort()).toEqual(["docs.yml deploy", "release.yml publish"]);
    expect(jobs["github-release"].permissions).toEqual({ contents: "write" });
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
    expect(releaseNotes("1.2.0", "1.2.0", changelog).problem).toMatch(/^the tag 1\.2\.0 is not a release tag/);
    expect(releaseNotes("v1.3.0", "1.3.0", changelog).problem).toBe('CHANGELOG.md has no section "## 1.3.0"');
    expect(releaseNotes("v1x2x0", "1x2x0", changelog.replace("1.2.0", "1x2x0")).problem).toBe(
      "the tag v1x2x0 is not a release tag (vX.Y.Z, or vX.Y.Z-rc.N for a prerelease)",
    );
    for (const tag of ["v1.2", "v1.2.0-beta.1", "v1.2.0-rc", "v1.2.0-rc.1.2", "v01.2.0x", "refs/tags/v1.2.0"])
      expect(releaseNotes(tag, tag.slice(1), changelog).problem, tag).toMatch(/is not a release tag/);
    expect(releaseNotes("v1.2.0", "1.2.0", changelog.replace("1.2.0", "1x2x0")).problem).toMatch(/no section/);
    expect(releaseNotes("v1.1.0", "1.1.0", changelog).problem).toBe(
      'CHANGELOG.md\'s section for 1.1.0 is marked "unreleased": date it first',
    );
    expect(releaseNotes("v1.0.0", "1.0.0", changelog).problem).toBe("CHANGELOG.md's section for 1.0.0 is empty");
  });

  test("a release candidate has its own section, and goes to the dist-tag next as a prerelease", () => {
    const rc = changelog.replace("## Unreleased", "## 1.3.0-rc.1 — 2026-06-01\n\n- A candidate.\n\n## Unreleased");
    expect(releaseNotes("v1.3.0-rc.1", "1.3.0-rc.1", rc)).toEqual({ problem: "", notes: "- A candidate.\n" });
    expect(releaseNotes("v1.3.0-rc.2", "1.3.0-rc.2", rc).problem).toBe('CHANGELOG.md has no section "## 1.3.0-rc.2"');
    expect(releaseOutputs("v1.3.0-rc.1")).toBe("dist-tag=next\nprerelease=true\n");
    expect(releaseOutputs("v1.3.0")).toBe("dist-tag=latest\nprerelease=false\n");
  });

  test("refuses a tag whose commit, or HEAD before tagging, is not on main, or a clone without main", () => {
    const repo = join(scratch, "git");
    mkdirSync(repo);
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Release", "-c", "user.email=release@example.invalid", ...args], {
        cwd: repo,
        env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
      });
    git("init", "-q", "-b", "main");
    git("commit", "-q", "--allow-empty", "-m", "one");
    git("tag", "-a", "v1.0.0", "-m", "v1.0.0");
    git("checkout", "-q", "-b", "side");
    git("commit", "-q", "--allow-empty", "-m", "two");
    git("tag", "v1.1.0");
    expect(offMain("v1.0.0", "main", repo)).toBe("");
    expect(offMain("v1.1.0", "main", repo)).toBe("the commit of v1.1.0 is not on main");
    expect(offMain("v2.0.0", "main", repo)).toBe("HEAD, the commit to be tagged, is not on main");
    expect(offMain("v1.0.0", "origin/main", repo)).toBe(
      "origin/main is not in this clone, so whether v1.0.0 is on main cannot be told (fetch it, or name it with --main)",
    );
    git("checkout", "-q", "main");
    git("merge", "-q", "--ff-only", "side");
    expect(offMain("v1.1.0", "main", repo)).toBe("");
    expect(offMain("v2.0.0", "main", repo)).toBe("");
    expect(offMain("v1.0.0", "main", scratch)).toMatch(/^main is not in this clone/);
  });

  test("checks the repository's own package.json and CHANGELOG.md, and exits 1 with the reason", async () => {
    const wrong = await runScript("ci/release.mjs", ["v99.0.0"]);
    const { version } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
    expect(wrong.stderr).toBe(
      `release: v99.0.0 cannot be released: the tag v99.0.0 is not v${version}, the version in package.json\n`,
    );
    expect(wrong.code).toBe(1);
    const usage = await runScript("ci/release.mjs", []);
    expect(usage.code).toBe(2);
  });
});

describe("the tarball the package tests check", () => {
  test("is the file PACKAGE_TARBALL names, read as it is, and never a new pack in its place", async () => {
    const dir = join(scratch, "tarball");
    mkdirSync(join(dir, "package", "dist"), { recursive: true });
    writeFileSync(join(dir, "package", "package.json"), "{}");
    writeFileSync(join(dir, "package", "dist", "index.js"), "");
    execFileSync("tar", ["-czf", join(dir, "given.tgz"), "-C", dir, "package"]);
    const given = await packageTarball(scratch, process.env, join(dir, "given.tgz"));
    expect(given.tarball).toBe(join(dir, "given.tgz"));
    expect(given.files.map((f) => f.path).sort()).toEqual(["dist/index.js", "package.json"]);
    await expect(packageTarball(scratch, process.env, join(dir, "missing.tgz"))).rejects.toThrow(
      /^PACKAGE_TARBALL=.*missing\.tgz is not a tarball that can be read/,
    );
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
