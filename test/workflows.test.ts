// The stated sequences (spec/workflows.arazzo.yaml): linted with their own Redocly rules, and run by
// `redocly respect` against the project's mock; any failed step or check fails the test.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bundle, follow, operations } from "../scripts/lib/spec.mjs";
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
  service_user: "workflow-user",
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
let doc: Json;

const ASSUMED_SECURITY = "Security of operations for which the description states none";
const STATUS_200 = [{ condition: "$statusCode == 200" }];
const STATUS_2XX = [{ context: "$statusCode", condition: "^2\\d\\d$", type: "regex" }];

/**
 * The first segment of a JSON pointer into a response body that the body need not have: the schema
 * there does not require the property (or states none). "" when every segment is required.
 */
function optionalAlong(spec: Json, schema: Json, pointer: string): string {
  let node = follow(spec, schema).node;
  for (const segment of pointer.split("/").slice(1)) {
    const name = segment.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!node?.required?.includes(name) || node.properties?.[name] === undefined) return name;
    node = follow(spec, node.properties[name]).node;
  }
  return "";
}

/**
 * Where a workflow document says more than the OpenAPI document states, one sentence each: a success
 * criterion other than the status class the operation states (`200`, or any 2xx for `2XX`), or
 * more than the status; an output that reads a field the answer need not have; an input typed for
 * a body whose shape is not stated; `Service-User` not sent where the operation takes it (the
 * workflows are a client acting for a user), or sent where it does not; an operation whose
 * security is assumed without the step saying so; a recorded reading named that the document does
 * not record.
 */
function saysMoreThanStated(workflows: Json, spec: Json): string[] {
  const byId = new Map(operations(spec).map((e) => [e.operation.operationId, e]));
  const topics: string[] = (spec["x-ambiguities"] ?? []).map((a: Json) => String(a.topic));
  const problems: string[] = [];
  for (const w of workflows.workflows) {
    for (const step of w.steps) {
      const at = `${w.workflowId}/${step.stepId}`;
      const entry = byId.get(String(step.operationId).split(".").pop());
      if (!entry) {
        problems.push(`${at}: no operation ${step.operationId}`);
        continue;
      }
      const { operation } = entry;
      const statuses = Object.keys(operation.responses ?? {}).filter((s) => /^2/.test(s));
      const expected = statuses.includes("200") ? STATUS_200 : STATUS_2XX;
      const criteria: Json[] = step.successCriteria ?? [];
      const status = criteria.filter((c) => c.context === "$statusCode" || /\$statusCode/.test(c.condition));
      if (JSON.stringify(status) !== JSON.stringify(expected))
        problems.push(`${at}: success is not the status the document states (${statuses.join(", ")})`);
      if (criteria.length !== status.length) problems.push(`${at}: checks more than the status`);
      const success = follow(spec, operation.responses?.[statuses[0] ?? ""]).node;
      for (const [name, value] of Object.entries<string>(step.outputs ?? {})) {
        const pointer = /^\$response\.body#(\/.*)$/.exec(String(value))?.[1];
        const missing = pointer && optionalAlong(spec, success?.content?.["application/json"]?.schema, pointer);
        if (missing) problems.push(`${at}: output ${name} reads ${pointer}, and the answer need not have ${missing}`);
      }
      const input = /^\$inputs\.(\w+)$/.exec(String(step.requestBody?.payload ?? ""))?.[1];
      const body = follow(spec, follow(spec, operation.requestBody).node?.content?.["application/json"]?.schema).node;
      const typed = input && w.inputs?.properties?.[input]?.type;
      if (typed && body && !["type", "properties", "items", "anyOf", "oneOf", "allOf"].some((k) => k in body))
        problems.push(`${at}: the input ${input} is typed ${typed}, for a body whose shape is not stated`);
      const takes = [...(spec.paths[entry.path].parameters ?? []), ...(operation.parameters ?? [])]
        .map((p: Json) => follow(spec, p).node)
        .some((p: Json) => p?.in === "header" && p.name === "Service-User");
      const sends = (step.parameters ?? []).some((p: Json) => p.in === "header" && p.name === "Service-User");
      if (takes !== sends)
        problems.push(
          `${at}: ${sends ? "sends" : "does not send"} Service-User, which the operation ${takes ? "takes" : "does not take"}`,
        );
      const assumed = (operation["x-gaps"] ?? []).some((g: string) => /^Security is not stated/.test(g));
      const description = String(step.description ?? "").replace(/\s+/g, " ");
      if (assumed && !description.includes(ASSUMED_SECURITY))
        problems.push(`${at}: its operation's security is assumed, and the step does not say so`);
      for (const [, topic] of description.matchAll(/x-ambiguities, "([^"]+)"/g)) {
        if (!topics.some((t) => t.replace(/\s+/g, " ") === topic))
          problems.push(`${at}: no recorded reading "${topic}"`);
      }
    }
  }
  return problems;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "workflows-"));
  // Respect checks a body against the response of its exact status, else `default`: it skips `2XX`.
  // Its copy of the document lists each `2XX`-only response under 200 as well (the mock answers 200).
  doc = await bundle();
  const copy = structuredClone(doc);
  for (const item of Object.values<Json>(copy.paths)) {
    for (const op of Object.values<Json>(item)) {
      if (op?.responses?.["2XX"] && !Object.keys(op.responses).some((k) => /^2\d\d$/.test(k)))
        op.responses["200"] = op.responses["2XX"];
    }
  }
  writeFileSync(join(dir, "openapi.json"), JSON.stringify(copy));
  const workflows = structuredClone(arazzo);
  workflows.sourceDescriptions[0].url = "./openapi.json";
  writeFileSync(join(dir, "workflows.arazzo.json"), JSON.stringify(workflows));
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
    for (const w of arazzo.workflows) for (const step of w.steps) expect(step.description).toMatch(/\S/);
    expect(arazzo.workflows.find((w: Json) => w.workflowId === "setF2fPrice").description).toMatch(/no full path/);
  });

  test("says no more than the document states, or names the recorded reading it rests on", () => {
    expect(saysMoreThanStated(arazzo, doc)).toEqual([]);
    // Two of the steps whose operation states only `2XX` test the class, not 200.
    const step = (w: string, s: string) =>
      arazzo.workflows.find((x: Json) => x.workflowId === w).steps.find((x: Json) => x.stepId === s);
    expect(step("createOnlineTransaction", "getCharge").successCriteria).toEqual(STATUS_2XX);
    expect(step("trackOnlineTransaction", "track").successCriteria).toEqual(STATUS_200);
  });

  test("the check rejects a workflow that assumes more than is stated", () => {
    const bad = structuredClone(arazzo);
    const step = (w: string, s: string) =>
      bad.workflows.find((x: Json) => x.workflowId === w).steps.find((x: Json) => x.stepId === s);
    step("createOnlineTransaction", "getCharge").successCriteria = STATUS_200; // a 201 would fail
    step("trackOnlineTransaction", "track").successCriteria.push({
      condition: "$response.body#/tracking/tracking_code != null",
    });
    const track = step("trackOnlineTransaction", "track");
    track.parameters = track.parameters.filter((p: Json) => p.name !== "Service-User");
    const create = step("createOnlineTransaction", "createTransaction");
    create.description = "Creates the online transaction with the API key.";
    const charge = step("setPaymentMethod", "getTransactionCharge");
    charge.description = 'The charge for the method (x-ambiguities, "The charge call names the method").';
    // The optional tracking read as if always there, a required field read under it, an open body typed.
    track.outputs = { id: "$response.body#/id", code: "$response.body#/tracking/tracking_code" };
    step("setF2fPrice", "setPrice").outputs.fee = "$response.body#/deposit_pricing/postage_processing_charge";
    bad.workflows.find((x: Json) => x.workflowId === "setPaymentMethod").inputs.properties.payment_method.type =
      "object";
    expect(saysMoreThanStated(bad, doc)).toEqual([
      "createOnlineTransaction/getCharge: success is not the status the document states (2XX)",
      "createOnlineTransaction/createTransaction: its operation's security is assumed, and the step does not say so",
      "trackOnlineTransaction/track: checks more than the status",
      "trackOnlineTransaction/track: output code reads /tracking/tracking_code, and the answer need not have tracking",
      "trackOnlineTransaction/track: does not send Service-User, which the operation takes",
      "setF2fPrice/setPrice: output fee reads /deposit_pricing/postage_processing_charge, and the answer need not have postage_processing_charge",
      'setPaymentMethod/getTransactionCharge: no recorded reading "The charge call names the method"',
      "setPaymentMethod/setPaymentMethod: the input payment_method is typed object, for a body whose shape is not stated",
    ]);
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
