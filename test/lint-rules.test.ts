// The project lint rules, each proven wired into redocly.yaml by running the real CLI on a small
// bad document (test/fixtures/lint/bad/) that breaks exactly that rule, plus one good document
// (test/fixtures/lint/good/) that every rule accepts. All fixtures are linted in one CLI call.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, test } from "vitest";
import { VALIDATOR_ID, validateDocument, validateFile } from "../scripts/lib/openapi-schema.mjs";
import { parseJsonStream, repoRoot, runRedocly, runScript } from "./helpers/cli.js";
import { loadBundledSpec } from "./helpers/spec.js";

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ source: { ref: string }; pointer: string }>;
}
interface Report {
  totals: { errors: number; warnings: number };
  problems: Problem[];
}

const fixtures = join(repoRoot, "test/fixtures/lint");
const config = join(repoRoot, "redocly.yaml");
const GOOD = "good/openapi.yaml";
const BAD = [
  "deprecated-no-prefix",
  "deprecated-no-replacement",
  "deprecated-unknown-path",
  "money-not-integer",
  "money-parameter-not-integer",
  "error-response-inline",
  "error-response-other-schema",
  "error-response-not-shared",
  "date-time-without-format",
  "operation-id-not-camel-case",
  "summary-not-sentence-case",
  "vendor-extensions-malformed",
  "vendor-extensions-unknown-scope",
  "vendor-extensions-url-templates",
].map((name) => `bad/${name}.yaml`);

const reports = new Map<string, Report>();

beforeAll(async () => {
  const files = [GOOD, ...BAD];
  const result = await runRedocly([
    "lint",
    ...files.map((f) => join(fixtures, f)),
    "--config",
    config,
    "--format=json",
    "--max-problems",
    "1000",
  ]);
  const parsed = parseJsonStream(result.stdout) as Report[];
  // One report per file, in the order given; anything else means the CLI did not lint them all.
  expect(parsed, result.stderr).toHaveLength(files.length);
  files.forEach((file, i) => reports.set(file, parsed[i] as Report));
});

function problemsOf(fixture: string): Problem[] {
  const report = reports.get(`bad/${fixture}.yaml`);
  if (!report) throw new Error(`no report for ${fixture}`);
  return report.problems;
}

/** Asserts that only `rule` reported on the fixture, `count` times, and returns the messages. */
function expectOnly(fixture: string, rule: string, count: number): string[] {
  const problems = problemsOf(fixture);
  expect(problems.map((p) => p.ruleId)).toEqual(Array(count).fill(rule));
  expect(problems.every((p) => p.severity === "error")).toBe(true);
  return problems.map((p) => p.message);
}

describe("lint configuration", () => {
  test("redocly.yaml extends recommended-strict and turns every project rule on as an error", () => {
    const cfg = parse(readFileSync(config, "utf8"));
    expect(cfg.extends).toContain("recommended-strict");
    expect(cfg.plugins).toContain("./scripts/review/lint-plugin/index.js");
    for (const rule of [
      "escrow/deprecated-names-replacement",
      "escrow/money-integer",
      "escrow/error-response-shared",
      "escrow/summary-sentence-case",
      "escrow/vendor-extensions",
    ]) {
      expect(cfg.rules[rule], rule).toBe("error");
    }
    // The one rule with an option: the booleans allowed a date-time-like name.
    expect(cfg.rules["escrow/date-time-format"]).toEqual({
      severity: "error",
      allowBooleans: ["approved"],
    });
    expect(cfg.rules["rule/operation-id-camel-case"].severity).toBe("error");
  });

  test("every bad fixture is reported by some rule", () => {
    for (const file of BAD) expect(reports.get(file)?.problems.length, file).toBeGreaterThan(0);
  });
});

describe("good document", () => {
  test("a small document that follows every rule has no problems at all", () => {
    const report = reports.get(GOOD);
    expect(report?.problems).toEqual([]);
    expect(report?.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});

describe("escrow/deprecated-names-replacement", () => {
  test("a deprecated operation whose description does not start with DEPRECATED is reported", () => {
    const [message] = expectOnly("deprecated-no-prefix", "escrow/deprecated-names-replacement", 1);
    expect(message).toContain('starts with "DEPRECATED"');
  });

  test("a deprecated operation that names no replacement is reported", () => {
    const [message] = expectOnly("deprecated-no-replacement", "escrow/deprecated-names-replacement", 1);
    expect(message).toContain("must name its replacement");
  });

  test("a replacement path that is not in the document does not count", () => {
    const [message] = expectOnly("deprecated-unknown-path", "escrow/deprecated-names-replacement", 1);
    expect(message).toContain("/api/v1/orders is not a path of this document");
  });
});

describe("escrow/money-integer", () => {
  test("money properties typed as string, number, nothing or a string reference are reported", () => {
    const messages = expectOnly("money-not-integer", "escrow/money-integer", 4);
    for (const name of ["price", "delivery_charge", "amount_due", "price_total"]) {
      expect(
        messages.some((m) => m.includes(`"${name}"`)),
        name,
      ).toBe(true);
    }
    expect(messages.some((m) => m.includes("deposit_amount"))).toBe(false);
  });

  test("a money query parameter typed as number is reported", () => {
    const [message] = expectOnly("money-parameter-not-integer", "escrow/money-integer", 1);
    expect(message).toContain('"amount_min"');
  });
});

describe("escrow/error-response-shared", () => {
  test("a 4xx response written inline is reported", () => {
    const [message] = expectOnly("error-response-inline", "escrow/error-response-shared", 1);
    expect(message).toContain("Response 400");
  });

  test("a shared 4XX response whose schema is not ApiErrorBody is reported once for all its uses", () => {
    const [message] = expectOnly("error-response-other-schema", "escrow/error-response-shared", 1);
    expect(message).toContain("#/components/schemas/ProblemBody");
  });

  test("a 4xx response kept outside components/responses is reported", () => {
    const [message] = expectOnly("error-response-not-shared", "escrow/error-response-shared", 1);
    expect(message).toContain("parts/NotFoundResponse.yaml");
  });
});

describe("escrow/date-time-format", () => {
  let messages: string[] = [];
  const about = (name: string) => messages.filter((m) => m.includes(`"${name}"`));

  beforeAll(() => {
    messages = expectOnly("date-time-without-format", "escrow/date-time-format", 10);
  });

  test("strings without format date-time, or with another format, are reported", () => {
    for (const name of ["created", "payment_deadline", "claimed_by_buyer", "delivered"]) {
      expect(about(name), name).toHaveLength(1);
    }
    expect(about("payment_deadline")[0]).toContain("(not date)");
  });

  test("a time-like name (*_at, *_by, *_until) without date-time is reported unless x-gaps records its format", () => {
    expect(about("arrives_by")[0]).toContain("x-gaps saying its format is not shown");
    expect(about("ships_at")).toEqual([]);
  });

  test("an integer timestamp is reported", () => {
    expect(about("updated")[0]).toContain("not integer");
  });

  test("a property that states no type is reported", () => {
    expect(about("dispatched")[0]).toContain("states no type");
  });

  test("a boolean is reported unless its name is on the allowBooleans list", () => {
    expect(about("paid")[0]).toContain("not a boolean");
    expect(about("approved")).toEqual([]);
  });

  test("anyOf and oneOf string branches without format date-time are reported", () => {
    expect(about("tracked")[0]).toContain("in every string branch");
    expect(about("confirmed")[0]).toContain("(not date)");
    expect(about("refunded")).toEqual([]);
  });
});

describe("rule/operation-id-camel-case", () => {
  test("snake_case and PascalCase operationIds are reported", () => {
    const problems = problemsOf("operation-id-not-camel-case");
    expectOnly("operation-id-not-camel-case", "rule/operation-id-camel-case", 2);
    expect(problems.map((p) => p.location[0]?.pointer)).toEqual([
      "#/paths/~1transactions/get/operationId",
      "#/paths/~1transactions/post/operationId",
    ]);
  });
});

describe("escrow/summary-sentence-case", () => {
  test("title case, a lower-case start and a trailing period are reported", () => {
    const messages = expectOnly("summary-not-sentence-case", "escrow/summary-sentence-case", 3);
    expect(messages.join("\n")).toContain('"All", "Transactions" are capitalised');
    expect(messages.join("\n")).toContain("must start with an upper-case letter");
    expect(messages.join("\n")).toContain("must not end with a period");
    // "F2F" is an acronym, not a capitalised word.
    expect(messages.join("\n")).not.toContain('"F2F"');
  });
});

describe("escrow/vendor-extensions", () => {
  test("empty lists, a string instead of a list, blank items and malformed root lists are reported", () => {
    const messages = expectOnly("vendor-extensions-malformed", "escrow/vendor-extensions", 7);
    expect(messages.sort()).toEqual(
      [
        "x-ambiguities item 0 needs non-empty resolution.",
        "x-implied-operations must not be empty.",
        "x-gaps must not be empty.",
        "x-required-grants item 0 must be a non-empty string.",
        "x-error-codes must be a list.",
        "x-gaps item 0 must be a non-empty string.",
        "x-money-string must be a short non-empty reason.",
      ].sort(),
    );
  });

  test("scopes that no oauth2 flow defines are reported", () => {
    const messages = expectOnly("vendor-extensions-unknown-scope", "escrow/vendor-extensions", 3);
    for (const scope of ["transactions.purge", "transactions.offline", "transactions.admin"]) {
      expect(
        messages.some((m) => m.includes(`"${scope}"`)),
        scope,
      ).toBe(true);
    }
  });
});

describe("escrow/vendor-extensions on OAuth flow URL templates", () => {
  test("templates off a flow, unknown fields, undeclared or unused variables and non-placeholder URLs are reported", () => {
    const messages = expectOnly("vendor-extensions-url-templates", "escrow/vendor-extensions", 7);
    const all = messages.join("\n");
    expect(all).toContain("x-url-templates belongs on an OAuth2 flow");
    expect(all).toContain('names "logoutUrl", which is not a flow URL field');
    expect(all).toContain("uses {tenant}, which the scheme's x-url-variables does not declare");
    expect(all).toContain('x-url-variables declares "region", which no flow');
    expect(all).toContain("x-url-variables.realm needs a non-empty description");
    expect(all).toContain("authorizationUrl must be an absolute http(s) URL on the reserved .invalid domain");
    expect(all).toContain('tokenUrl "https://auth-url.invalid/oauth/token" does not follow its template');
  });
});

describe("independent OpenAPI schema validator", () => {
  const invalid = join(fixtures, "bad/openapi-schema-invalid.yaml");

  test("the bundled spec/openapi.yaml has 0 errors against the official OpenAPI 3.1 schema", async () => {
    const result = await validateFile(join(repoRoot, "spec/openapi.yaml"));
    expect(result.version).toBe("3.1");
    expect(result.errors).toEqual([]);
  });

  test("the bundled spec with flow URLs written as templates is rejected at both fields", async () => {
    const doc = loadBundledSpec();
    const flow = doc.components.securitySchemes.oauth2.flows.authorizationCode;
    flow.authorizationUrl = flow["x-url-templates"].authorizationUrl;
    flow.tokenUrl = flow["x-url-templates"].tokenUrl;
    const { errors } = await validateDocument(doc);
    const pointers = errors.map((e) => e.pointer);
    expect(pointers).toContain("/components/securitySchemes/oauth2/flows/authorizationCode/authorizationUrl");
    expect(pointers).toContain("/components/securitySchemes/oauth2/flows/authorizationCode/tokenUrl");
  });

  test("npm run lint fails a document that Redocly alone accepts but the official schema rejects", async () => {
    const [cli, script] = await Promise.all([
      runRedocly(["lint", invalid, "--config", config, "--format=json"]),
      runScript("lint.mjs", [invalid]),
    ]);
    const [report] = parseJsonStream(cli.stdout) as Report[];
    expect(report?.problems).toEqual([]);
    expect(script.code).toBe(1);
    expect(script.stdout).toContain(`${VALIDATOR_ID}  must match format "uri-reference"`);
    expect(script.stdout).toContain("#/components/securitySchemes/oauth2/flows/authorizationCode/tokenUrl");
  });
});

describe("npm run lint", () => {
  test("fails on a warning, although Redocly CLI itself passes with warnings only", async () => {
    const args = [
      "--config",
      join(fixtures, "warn-only.redocly.yaml"),
      join(fixtures, "bad/summary-not-sentence-case.yaml"),
    ];
    const [script, cli] = await Promise.all([runScript("lint.mjs", args), runRedocly(["lint", ...args])]);
    expect(cli.code).toBe(0);
    expect(script.code).toBe(1);
    expect(script.stdout).toContain("0 error(s), 3 warning(s)");
  });

  test("passes the good document and fails a bad one", async () => {
    const [good, bad] = await Promise.all([
      runScript("lint.mjs", [join(fixtures, GOOD)]),
      runScript("lint.mjs", [join(fixtures, "bad/money-not-integer.yaml")]),
    ]);
    expect(good.code, good.stdout + good.stderr).toBe(0);
    expect(good.stdout).toContain("0 problems");
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("escrow/money-integer");
  });

  test("spec/openapi.yaml and spec/workflows.arazzo.yaml have zero problems", async () => {
    const result = await runScript("lint.mjs");
    expect(result.stdout + result.stderr).toContain("spec/openapi.yaml: 0 problems");
    expect(result.stdout + result.stderr).toContain("spec/workflows.arazzo.yaml: 0 problems");
    expect(result.code).toBe(0);
  });
});
