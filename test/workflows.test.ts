// The stated sequences (spec/workflows.arazzo.yaml): linted with their own Redocly rules, and run by
// `redocly respect` against the project's mock; any failed step or check fails the test.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bundle } from "../scripts/lib/spec.mjs";
import { repoRoot, runRedocly, runScript } from "./helpers/cli.js";
import { type RunningMock, startMock } from "./helpers/mock.js";
import { SLOW } from "./helpers/time.js";

type Json = any;

const WORKFLOWS = join(repoRoot, "spec/workflows.arazzo.yaml");
const ARAZZO_CONFIG = join(repoRoot, "redocly.arazzo.yaml");
const apiKey = `Basic ${Buffer.from("workflow-api-key:").toString("base64")}`;

// Values for every workflow input. The credentials go in as the Authorization header (respect's
// x-security refuses HTTP basic with an empty password, the API key's form).
const INPUTS: Record<string, unknown> = {
  api_key_authorization: apiKey,
  authorization: "Bearer workflow-access-token",
  currency: "gbp",
  price: 45000,
  transaction: { description: "Road bike, 56 cm frame", currency: "gbp", price: 45000 },
  transaction_id: 4817230,
  carrier: "parcel_express",
  tracking_code: "PX0048213377",
  transactionId: 90211,
  charge: 1217,
  charge_calculator_version: 3,
  payment_method: { type: "card" },
};

const arazzo: Json = parse(readFileSync(WORKFLOWS, "utf8"));
let mock: RunningMock;
let dir = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "workflows-"));
  // Respect checks a body against the response of its exact status, else `default`: it skips `2XX`.
  // Its copy of the document lists each `2XX`-only response under 200 as well (the steps pin 200).
  const doc = await bundle();
  for (const item of Object.values<Json>(doc.paths)) {
    for (const op of Object.values<Json>(item)) {
      if (op?.responses?.["2XX"] && !Object.keys(op.responses).some((k) => /^2\d\d$/.test(k)))
        op.responses["200"] = op.responses["2XX"];
    }
  }
  writeFileSync(join(dir, "openapi.json"), JSON.stringify(doc));
  const copy = structuredClone(arazzo);
  copy.sourceDescriptions[0].url = "./openapi.json";
  writeFileSync(join(dir, "workflows.arazzo.json"), JSON.stringify(copy));
  mock = await startMock();
}, SLOW);

afterAll(async () => {
  await mock?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, SLOW);

async function respect(inputs: Record<string, unknown>, extra: string[] = []) {
  const out = join(dir, `result-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  const args = [
    "respect",
    join(dir, "workflows.arazzo.json"),
    "--server",
    `escrow=${mock.base}`,
    "--json-output",
    out,
    ...extra,
  ];
  for (const [name, value] of Object.entries(inputs)) {
    args.push("--input", `${name}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  }
  const result = await runRedocly(args);
  let report: Json;
  try {
    report = JSON.parse(readFileSync(out, "utf8"));
  } catch {
    throw new Error(`respect wrote no report (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  const runs: Json[] = Object.values<Json>(report.files)[0].executedWorkflows;
  const steps = runs.flatMap((w) => w.executedSteps.map((s: Json) => ({ workflow: w.workflowId, ...s })));
  const failed = steps.flatMap((s) =>
    s.checks
      .filter((c: Json) => !c.passed)
      .map((c: Json) => `${s.workflow}/${s.stepId}: ${c.name}: ${c.message ?? ""}`),
  );
  return { result, runs, steps, failed };
}

describe("spec/workflows.arazzo.yaml", { timeout: SLOW }, () => {
  test("is Arazzo 1.0.1 on the project's document, with the four stated sequences", () => {
    expect(arazzo.arazzo).toBe("1.0.1");
    expect(arazzo.sourceDescriptions).toEqual([{ name: "escrow", url: "./openapi.yaml", type: "openapi" }]);
    const order = Object.fromEntries(
      arazzo.workflows.map((w: Json) => [w.workflowId, w.steps.map((s: Json) => s.operationId.split(".").pop())]),
    );
    expect(order).toEqual({
      createOnlineTransaction: ["getCharge", "createTransaction"],
      trackOnlineTransaction: ["listSupportedCarriers", "trackTransaction"],
      setF2fPrice: ["setF2fPrice"],
      setPaymentMethod: ["getTransactionCharge", "setPaymentMethod"],
    });
    // Every step pins the status respect checks the body for, and says where its values come from.
    for (const w of arazzo.workflows) {
      for (const step of w.steps) {
        expect(step.successCriteria).toContainEqual({ condition: "$statusCode == 200" });
        expect(step.description).toMatch(/\S/);
      }
    }
    expect(arazzo.workflows.find((w: Json) => w.workflowId === "setF2fPrice").description).toMatch(/no full path/);
  });

  // `npm run lint` lints it too (test/lint-rules.test.ts); here with its own configuration alone.
  test("its own Redocly rules find 0 problems", async () => {
    const result = await runScript("lint.mjs", ["--config", ARAZZO_CONFIG, WORKFLOWS]);
    expect(result.stdout).toContain("lint: spec/workflows.arazzo.yaml: 0 problems.");
    expect(result.code).toBe(0);
  });

  test("the Arazzo rules reject a broken workflow document", async () => {
    const bad = structuredClone(arazzo);
    // Beside the bundled copy: the spec loader refuses a source description outside the folder.
    bad.sourceDescriptions[0].url = "./openapi.json";
    bad.workflows[0].steps[1].stepId = bad.workflows[0].steps[0].stepId; // two steps with one ID
    bad.workflows[1].steps[0].successCriteria = [{ condition: "//carrier", type: "xpath", context: "$response.body" }];
    const file = join(dir, "bad.arazzo.json");
    writeFileSync(file, JSON.stringify(bad));
    const result = await runScript("lint.mjs", ["--config", ARAZZO_CONFIG, file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/stepId-unique/);
    expect(result.stdout).toMatch(/no-criteria-xpath/);
  });

  test("redocly respect runs every workflow against the mock: no failed step or check", async () => {
    const { result, runs, steps, failed } = await respect(INPUTS);
    const declared = arazzo.workflows.reduce((n: number, w: Json) => n + w.steps.length, 0);
    const checks = steps.reduce((n: number, s: Json) => n + s.checks.length, 0);
    console.log(
      `workflows: ${runs.length} workflows, ${steps.length} of ${declared} steps, ${checks} checks, ${failed.length} failed`,
    );
    expect(failed).toEqual([]);
    expect(runs.map((w) => w.workflowId)).toEqual(arazzo.workflows.map((w: Json) => w.workflowId));
    expect(steps).toHaveLength(declared);
    // Each step had its schema check, against the response the document gives for 200.
    for (const s of steps) expect(s.checks.map((c: Json) => c.name)).toContain("schema check");
    expect(result.code).toBe(0);
  });

  test("a step the mock refuses fails the run", async () => {
    const { result, failed } = await respect({ ...INPUTS, authorization: 'Digest username="workflow"' }, [
      "--workflow",
      "trackOnlineTransaction",
    ]);
    expect(result.code).not.toBe(0);
    expect(failed.join("\n")).toMatch(/^trackOnlineTransaction\/listCarriers: success criteria check/m);
  });
});
