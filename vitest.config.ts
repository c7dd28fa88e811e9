import { defineConfig } from "vitest/config";

/**
 * Suites that build the package, start a browser or a second server program: minutes, not seconds.
 * Everything else is the fast lane (`npm run test:unit`), meant for the edit loop.
 */
export const SLOW = [
  "test/package.test.ts",
  "test/portable.test.ts",
  "test/**/*.browser.test.ts",
  "test/docs-preview.test.ts",
  "test/mock.test.ts",
  "test/contract.test.ts",
  "test/workflows.test.ts",
  "test/oauth.test.ts",
  "test/acting-required-header.test.ts",
  "test/type-cost.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: SLOW,
          typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
        },
      },
      { extends: true, test: { name: "slow", include: SLOW } },
    ],
  },
});
