// The build part of `npm run bench` refuses a run that did other work than its row claims, so a
// figure can never be for a stamp that missed, a render that did not happen or a failed command.
// (The timings themselves belong to the bench, not to a test.)
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { checkRun, VARIANTS } from "../scripts/bench/build.mjs";
import { median } from "../scripts/lib/stats.mjs";

const [stamp, edited, forced, build] = VARIANTS;
if (!stamp || !edited || !forced || !build) throw new Error("the build bench has four rows");
const upToDate = "generated/ is up to date\n";

describe("bench build: checkRun", () => {
  test("accepts each row's expected run", () => {
    expect(() => checkRun(stamp, { code: 0, stdout: upToDate, stderr: "", stampWritten: false })).not.toThrow();
    const updated = "Updated generated/schema.d.ts, generated/aliases.d.ts\n";
    expect(() => checkRun(edited, { code: 0, stdout: updated, stderr: "", stampWritten: true })).not.toThrow();
    expect(() => checkRun(forced, { code: 0, stdout: upToDate, stderr: "", stampWritten: true })).not.toThrow();
    const built = `lint: fine\ngaps: wrote spec/GAPS.md.\n${upToDate}docs: wrote it\n`;
    expect(() => checkRun(build, { code: 0, stdout: built, stderr: "", stampWritten: false })).not.toThrow();
  });

  test("refuses a failed command, with its stderr", () => {
    expect(() => checkRun(build, { code: 1, stdout: "", stderr: "lint: 3 problems", stampWritten: false })).toThrow(
      /exited with 1\nlint: 3 problems/,
    );
  });

  test("refuses a run that printed something else", () => {
    expect(() => checkRun(edited, { code: 0, stdout: upToDate, stderr: "", stampWritten: true })).toThrow(/printed/);
  });

  test("refuses a render where the stamp should have held, and a stamp trusted where it must not be", () => {
    expect(() => checkRun(stamp, { code: 0, stdout: upToDate, stderr: "", stampWritten: true })).toThrow(
      /rendered where the stamp should have spared the work/,
    );
    expect(() => checkRun(forced, { code: 0, stdout: upToDate, stderr: "", stampWritten: false })).toThrow(
      /trusted the stamp where it had to render/,
    );
  });
});

test("median: the middle value, the upper middle for an even count, NaN for none", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(3);
  expect(median([])).toBeNaN();
});

describe("bench bytes: withoutMessages", () => {
  test("cuts strings and template parts of 12 or more characters to one, and leaves the rest", async () => {
    const { withoutMessages } = await import("../scripts/bench/bytes.mjs");
    const code =
      'const a="short",b="a message of some length",c=`head of a template ${a} and its middle part ${b} and its long tail`;' +
      "const d=`tiny ${a}`;";
    const { code: cut, messages } = withoutMessages(code);
    expect(cut).toBe('const a="short",b="x",c=`x${a}x${b}x`;const d=`tiny ${a}`;');
    expect(messages).toBe(4);
    // Still a program: the cut code parses and runs.
    expect(() => new Function(cut)).not.toThrow();
  });
});

describe("bench bytes: the parts createClient alone must not carry", () => {
  test("names a module of an optional part, or its folder's, and nothing else", async () => {
    const { optionalParts } = await import("../scripts/bench/bytes.mjs");
    expect(optionalParts(["src/client/batch.ts", "src/client/call.ts"])).toEqual(["client/batch"]);
    expect(optionalParts(["src/oauth/sign-in.ts", "src/oauth.ts", "generated/oauth.js"])).toEqual([
      "oauth",
      "generated/oauth.js",
    ]);
    expect(optionalParts(["src/schemas/checks.ts", "generated/schema-validators.js"])).toEqual([
      "schemas",
      "generated/schema-validators.js",
    ]);
    // A name that only begins like a part is not that part.
    expect(optionalParts(["src/client/batches.ts", "src/oauth-like.ts", "generated/operation-flags.js"])).toEqual([]);
  });

  test("finds the batch helper in a real bundle that uses it, and no part in createClient's", async () => {
    const { bundle, optionalParts } = await import("../scripts/bench/bytes.mjs");
    const root = join(import.meta.dirname, "..");
    const entry = JSON.stringify(join(root, "src", "index.ts"));
    const modules = async (code: string) =>
      (await bundle(root, code, ["openapi-fetch"])).modules.map(({ module }) => module);
    expect(optionalParts(await modules(`export { createClient, getTransactionsByIds } from ${entry};`))).toEqual([
      "client/batch",
    ]);
    const smallest = `import { createClient } from ${entry}; export const call = () => createClient({ baseUrl: "https://a.example", auth: { apiKey: "k" } }).GET("/api/v1/me/balances");`;
    expect(optionalParts(await modules(smallest))).toEqual([]);
  });
});
