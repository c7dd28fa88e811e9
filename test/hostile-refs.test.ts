// Every tool that loads the spec refuses a reference that leaves spec/, in every form, before it
// reads or fetches anything: each runs as `npm run <tool>` would, in a copy of the repository whose
// spec/ holds the hostile reference, beside a canary file outside spec/ whose content must appear in
// no output and no written file, and a listener on 127.0.0.1 that must see no connection. Documents
// past the loader's limits are refused by the tools that print or publish them.
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REDOCLY_ENV } from "../scripts/lib/redocly.mjs";
import { repoRoot } from "./helpers/cli.js";
import { type Counter, HOSTILE_FORMS, type HostileForm, startCounter, writeSpec } from "./helpers/hostile-spec.js";
import { STEP } from "./helpers/time.js";

interface Outcome {
  code: number | null;
  output: string;
  /** whatever the tool wrote where it writes its result */
  written: string[];
}

/** A tool as its npm script runs it, with where it would write its result. */
interface Tool {
  name: string;
  args: (copy: string) => string[];
  writes?: (copy: string) => string;
}

const TOOLS: Tool[] = [
  { name: "lint", args: () => ["scripts/review/lint.mjs"] },
  { name: "gaps", args: () => ["scripts/review/gaps.mjs", "--out", "-"] },
  { name: "diff", args: () => ["scripts/review/diff.mjs", "base/spec/openapi.yaml", "spec/openapi.yaml"] },
  { name: "review", args: () => ["scripts/review/review.mjs", "base/spec/openapi.yaml", "spec/openapi.yaml"] },
  { name: "score", args: () => ["scripts/review/score.mjs"] },
  {
    name: "docs",
    args: (copy) => ["scripts/build/docs.mjs", "--out", join(copy, "out", "index.html")],
    writes: (copy) => join(copy, "out"),
  },
  {
    name: "generate",
    args: (copy) => ["scripts/build/generate.mjs", "--dir", join(copy, "gen")],
    writes: (copy) => join(copy, "gen"),
  },
  { name: "mock", args: () => ["scripts/serve/mock.mjs"] },
  { name: "build", args: () => ["scripts/build/all.mjs"], writes: (copy) => join(copy, "generated") },
];

const scratch = mkdtempSync(join(tmpdir(), "hostile-refs-"));
let counter: Counter;

/**
 * A copy of the repository's scripts and configuration (node_modules linked), whose spec/ is
 * written by `write`.
 */
function repositoryCopy(name: string): string {
  const copy = join(scratch, name);
  mkdirSync(copy, { recursive: true });
  cpSync(join(repoRoot, "scripts"), join(copy, "scripts"), { recursive: true });
  for (const file of ["package.json", "redocly.yaml", "redocly.arazzo.yaml", ".prettierrc.json"]) {
    cpSync(join(repoRoot, file), join(copy, file));
  }
  symlinkSync(join(repoRoot, "node_modules"), join(copy, "node_modules"));
  return copy;
}

/** Runs `node <args>` in `cwd`; kills it if it has not ended after STEP, a limit that only ends a hang (a server that started). */
function runTool(cwd: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...REDOCLY_ENV, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), STEP);
    child.on("error", fail);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

/** Files below a folder, recursively (none when it does not exist). */
const filesBelow = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

/** Runs every tool on a copy, a few at a time (the machine has few cores). */
async function runAll(copy: string): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const queue = [...TOOLS];
  const worker = async () => {
    for (let tool = queue.shift(); tool; tool = queue.shift()) {
      const before = new Set(tool.writes ? filesBelow(tool.writes(copy)) : []);
      const { code, output } = await runTool(copy, tool.args(copy));
      const written = tool.writes ? filesBelow(tool.writes(copy)).filter((f) => !before.has(f)) : [];
      outcomes.set(tool.name, { code, output, written });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return outcomes;
}

const results = new Map<string, { form: HostileForm; canary: string; ref: string; outcomes: Map<string, Outcome> }>();

beforeAll(async () => {
  counter = await startCounter("served-canary");
  for (const form of HOSTILE_FORMS) {
    const copy = repositoryCopy(form.name.replace(/\W+/g, "-"));
    writeSpec(undefined, counter.port, join(copy, "base"));
    const layout = writeSpec(form, counter.port, copy);
    results.set(form.name, {
      form,
      canary: layout.canary,
      ref: form.ref(copy, counter.port),
      outcomes: await runAll(copy),
    });
  }
}, 900_000);

afterAll(async () => {
  await counter?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe.each(HOSTILE_FORMS.map((f) => f.name))("a hostile reference: %s", (name) => {
  test.each(TOOLS.map((t) => t.name))("%s refuses it, naming the file and the reference", (tool) => {
    const found = results.get(name);
    const outcome = found?.outcomes.get(tool);
    if (!found || !outcome) throw new Error(`no run of ${tool}`);
    expect(outcome.code, outcome.output).not.toBe(0);
    expect(outcome.code, outcome.output).not.toBeNull();
    expect(outcome.output).toContain(JSON.stringify(found.ref));
    expect(outcome.output).toMatch(
      found.form.place === "externalValue"
        ? /spec\/paths\/widgets\.yaml: /
        : /spec\/components\/schemas\/Widget\.yaml: /,
    );
    expect(outcome.output).not.toContain(found.canary);
    expect(outcome.written).toEqual([]);
  });
});

test("no tool made a connection to the addresses the references name", () => {
  expect(results.size).toBe(HOSTILE_FORMS.length);
  expect(counter.connections).toBe(0);
});

describe("documents past the limits", () => {
  const LIMIT_CASES: Record<string, (spec: string) => void> = {
    "an alias bomb": (spec) => {
      const lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"];
      for (let i = 1; i < 12; i++)
        lines.push(
          `a${i}: &a${i} [${Array(10)
            .fill(`*a${i - 1}`)
            .join(", ")}]`,
        );
      writeFileSync(
        join(spec, "openapi.yaml"),
        `openapi: 3.1.0\ninfo: { title: t, version: "1" }\n${lines.join("\n")}\npaths: {}\n`,
      );
    },
    "a deep document": (spec) => {
      const depth = 200_000;
      writeFileSync(
        join(spec, "openapi.yaml"),
        `openapi: 3.1.0\nx: ${"[".repeat(depth)}${"]".repeat(depth)}\npaths: {}\n`,
      );
    },
    "a huge document": (spec) => {
      writeFileSync(join(spec, "openapi.yaml"), "");
      truncateSync(join(spec, "openapi.yaml"), 64 * 1024 * 1024); // sparse: nothing written, nothing to read
    },
  };
  const MESSAGES: Record<string, RegExp> = {
    "an alias bomb": /spec\/openapi\.yaml: YAML aliases expand too far/,
    "a deep document": /spec\/openapi\.yaml nests 200001 levels deep; the limit is 100/,
    "a huge document": /spec\/openapi\.yaml is 64\.0 MiB; a spec file may be at most 4\.0 MiB/,
  };
  const limitResults = new Map<string, Map<string, Outcome>>();
  const PRINTING = ["docs", "lint", "review"];

  beforeAll(async () => {
    for (const [name, write] of Object.entries(LIMIT_CASES)) {
      const copy = repositoryCopy(name.replace(/\W+/g, "-"));
      writeSpec(undefined, counter.port, join(copy, "base"));
      writeSpec(undefined, counter.port, copy);
      write(join(copy, "spec"));
      const outcomes = new Map<string, Outcome>();
      for (const tool of TOOLS.filter((t) => PRINTING.includes(t.name))) {
        const { code, output } = await runTool(copy, tool.args(copy));
        outcomes.set(tool.name, { code, output, written: tool.writes ? filesBelow(tool.writes(copy)) : [] });
      }
      limitResults.set(name, outcomes);
    }
  }, 600_000);

  describe.each(Object.keys(LIMIT_CASES))("%s", (name) => {
    test.each(PRINTING)("%s refuses it with a clear message and a failing exit status", (tool) => {
      const outcome = limitResults.get(name)?.get(tool);
      if (!outcome) throw new Error(`no run of ${tool}`);
      expect(outcome.output).toMatch(MESSAGES[name] ?? /never/);
      expect([1, 2]).toContain(outcome.code);
      expect(outcome.written).toEqual([]);
    });
  });
});
