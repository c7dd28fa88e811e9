import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Suites that build the package, start a browser, a script or another server program, or run the
 * compiler over copies of the sources and the documentation: the slow lane. Everything else under
 * test/ is the fast lane (`npm run test:unit`) for the edit loop: the client, the OAuth entry, the
 * schema checks, the spec and the scripts' library.
 */
export const SLOW = [
  "test/package.test.ts",
  "test/portable.test.ts",
  "test/**/*.browser.test.ts",
  "test/docs-preview.test.ts",
  "test/mock.test.ts",
  "test/mock-answers.test.ts",
  "test/contract.test.ts",
  "test/workflows.test.ts",
  "test/oauth.test.ts",
  "test/oauth-refresh.test.ts",
  "test/acting-required-header.test.ts",
  "test/type-cost.test.ts",
  "test/node-matrix.test.ts",
  "test/docs-examples.test.ts",
  "test/review.test.ts",
  "test/hostile-refs.test.ts",
  "test/workflows-ci.test.ts",
  "test/diff.test.ts",
  "test/diff-texts.test.ts",
  "test/gaps.test.ts",
  "test/generated.test.ts",
  "test/lint-rules.test.ts",
  "test/client-type-messages.test.ts",
];

/** The type tests: checked by tsc, never run. */
export const TYPE_TESTS = ["test/**/*.test-d.ts"];

/**
 * Most suites spend their time waiting for a child process, a local server or a timer, not on the
 * CPU, so one worker per core would leave cores idle; vitest's default is one fewer than the cores.
 */
const WORKERS = Math.max(2, availableParallelism() + 1);

export default defineConfig({
  test: {
    // Limits that only end a hang, never decide a pass: minutes beyond what a test or hook takes on
    // a machine busy with other work (npm test must pass with four CPU-bound processes beside it; see
    // CONTRIBUTING.md). A time limit a test means to reach is in the test, on a fake clock where it
    // would race real work (test/helpers/time.ts).
    testTimeout: 5 * 60_000,
    hookTimeout: 10 * 60_000,
    // expect.poll gives up after 1 s unless told otherwise: a wall-clock limit a busy machine
    // misses. Polling ends when the condition holds, so a wide limit costs a passing test nothing.
    expect: { poll: { timeout: 5 * 60_000 } },
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: SLOW,
          // One module graph per worker instead of one per file: the fast lane's suites share
          // src/, typescript and the spec loaders, and none of them changes a global it leaves set.
          isolate: false,
        },
      },
      {
        extends: true,
        // `tsc -p tsconfig.types.json`: the type tests and what they import. `npm test` checks the
        // whole program with `npm run typecheck` instead.
        test: {
          name: "types",
          typecheck: { enabled: true, only: true, include: TYPE_TESTS, tsconfig: "./tsconfig.types.json" },
        },
      },
      {
        extends: true,
        // Also one module graph per worker: the slow lane's suites load playwright-core, the spec
        // loaders and Redocly's libraries, and set nothing global they do not restore.
        test: { name: "slow", include: SLOW, isolate: false },
      },
    ],
  },
});
