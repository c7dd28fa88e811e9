// The project lint rules: the escrow plugin (scripts/review/lint-plugin/, one file per rule) and the
// configurable rules in redocly.yaml. Each rule has a folder of bad documents named after it
// (test/fixtures/lint/bad/<rule-name>/), each breaking that rule and no other, and one good document
// (test/fixtures/lint/good/) passes them all. The fixtures are linted in this process by the call
// `npm run lint` makes (`redoclyLint`), while every CLI or `npm run lint` run the file needs starts
// at once in beforeAll, so that they overlap; the real CLI lints a fixture too (`warnOnlyCli`).
import { readFileSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { VALIDATOR_ID, validateDocument } from "../scripts/lib/openapi-schema.mjs";
import { redoclyLint } from "../scripts/review/lint.mjs";
import { type RunResult, repoRoot, runRedocly, runScript } from "./helpers/cli.js";
import type { Json } from "./helpers/spec.js";

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer?: string | undefined }>;
}
interface Report {
  totals: { errors: number; warnings: number };
  problems: Problem[];
}
interface LintPlugin {
  id: string;
  rules: Record<string, Record<string, unknown>>;
}

const fixtures = join(repoRoot, "test/fixtures/lint");
const config = join(repoRoot, "redocly.yaml");
const redoclyConfig = parse(readFileSync(config, "utf8"));
const pluginDir = join(repoRoot, "scripts/review/lint-plugin");
const GOOD = "good/openapi.yaml";
/** Accepted by every Redocly rule, rejected by the official OpenAPI schema (the second validator). */
const SCHEMA_INVALID = "openapi-schema-invalid.yaml";
/** The bad fixture `npm run lint` is shown failing on, and the rule that rejects it. */
const LINT_BAD = "bad/money-integer/property-not-integer.yaml";
/** The bad fixture with the most problems: Redocly CLI and `npm run lint`'s engine must agree on it. */
const MOST_PROBLEMS = "bad/date-time-format/without-format.yaml";
const WARN_ONLY_ARGS = [
  "--folder",
  fixtures,
  "--config",
  join(fixtures, "warn-only.redocly.yaml"),
  join(fixtures, "bad/summary-sentence-case/not-sentence-case.yaml"),
];

/** The plugin's rules: one file per rule in rules/, named as the rule. */
const pluginRules = readdirSync(join(pluginDir, "rules"))
  .filter((file) => file.endsWith(".js"))
  .map((file) => basename(file, ".js"))
  .sort();
/** The configurable rules redocly.yaml declares as `rule/<name>`. */
const configurableRules = Object.keys(redoclyConfig.rules)
  .filter((id) => id.startsWith("rule/"))
  .map((id) => id.slice("rule/".length))
  .sort();

/** The id of the rule a folder of bad fixtures is named for, if there is one. */
function ruleIdFor(folder: string): string | undefined {
  if (pluginRules.includes(folder)) return `escrow/${folder}`;
  if (configurableRules.includes(folder)) return `rule/${folder}`;
  return undefined;
}

/** The folders under bad/, and the documents in each (`bad/<rule-name>/<case>.yaml`). */
const badFolders = readdirSync(join(fixtures, "bad"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const BAD = badFolders.flatMap((folder) =>
  readdirSync(join(fixtures, "bad", folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
    .map((entry) => `bad/${folder}/${entry.name}`)
    .sort(),
);

/** spec/openapi.yaml as Redocly bundles it (every external `$ref` pulled in). */
async function bundleSpec(): Promise<Json> {
  const dir = await mkdtemp(join(tmpdir(), "lint-rules-"));
  try {
    const out = join(dir, "bundle.json");
    const result = await runRedocly(["bundle", join(repoRoot, "spec/openapi.yaml"), "--ext", "json", "-o", out]);
    const text = await readFile(out, "utf8").catch(() => {
      throw new Error(`redocly bundle wrote nothing (exit code ${result.code}): ${result.stderr}`);
    });
    return JSON.parse(text);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const FIXTURE_FILES = [GOOD, ...BAD, SCHEMA_INVALID];
let runs: {
  /** `npm run lint`: spec/openapi.yaml and spec/workflows.arazzo.yaml. */
  spec: Promise<RunResult>;
  /** `npm run lint` on the good document and a bad one together. */
  goodAndBad: Promise<RunResult>;
  /** `npm run lint` on the document only the second validator rejects. */
  schemaInvalid: Promise<RunResult>;
  /** `npm run lint`, and Redocly CLI alone, under a configuration where a rule only warns. */
  warnOnlyScript: Promise<RunResult>;
  warnOnlyCli: Promise<RunResult>;
  /** Redocly CLI's JSON report of MOST_PROBLEMS with redocly.yaml. */
  mostProblemsCli: Promise<RunResult>;
  bundledSpec: Promise<Json>;
};
const reports = new Map<string, Report>();

beforeAll(async () => {
  // The longest run first. The runs only read the repository, so they can overlap.
  runs = {
    spec: runScript("lint.mjs"),
    // The fixtures share parts across their folders: references may reach anywhere below fixtures/.
    goodAndBad: runScript("lint.mjs", ["--folder", fixtures, join(fixtures, GOOD), join(fixtures, LINT_BAD)]),
    schemaInvalid: runScript("lint.mjs", [join(fixtures, SCHEMA_INVALID)]),
    warnOnlyScript: runScript("lint.mjs", WARN_ONLY_ARGS),
    warnOnlyCli: runRedocly(["lint", ...WARN_ONLY_ARGS.slice(2)]),
    mostProblemsCli: runRedocly(["lint", join(fixtures, MOST_PROBLEMS), "--config", config, "--format=json"]),
    bundledSpec: bundleSpec(),
  };
  // Each run is awaited by its test; until then a failure to start must not count as unhandled.
  for (const run of Object.values(runs)) (run as Promise<unknown>).catch(() => {});
  // Every fixture with redocly.yaml, as `npm run lint` has Redocly lint it.
  for (const file of FIXTURE_FILES) {
    const problems: Problem[] = await redoclyLint(join(fixtures, file), config);
    const errors = problems.filter((p) => p.severity === "error").length;
    reports.set(file, { totals: { errors, warnings: problems.length - errors }, problems });
  }
});

afterAll(async () => {
  // No child process outlives the file, whatever failed.
  if (runs) await Promise.allSettled(Object.values(runs));
});

function problemsOf(fixture: string): Problem[] {
  const report = reports.get(`bad/${fixture}.yaml`);
  if (!report) throw new Error(`no report for ${fixture}`);
  return report.problems;
}

/**
 * The messages on a bad fixture (`<rule-name>/<case>`), after asserting that there are `count` of
 * them and that all come from the rule the fixture's folder is named for.
 */
function messagesOf(fixture: string, count: number): string[] {
  const problems = problemsOf(fixture);
  const rule = ruleIdFor(fixture.split("/")[0] ?? "");
  expect(problems.map((p) => p.ruleId)).toEqual(Array(count).fill(rule));
  return problems.map((p) => p.message);
}

describe("lint plugin layout", () => {
  test("the entry registers every rule file, under the file's name, and nothing else", async () => {
    const entry = await import(pathToFileURL(join(pluginDir, "index.js")).href);
    const plugin = (entry.default as () => LintPlugin)();
    expect(plugin.id).toBe("escrow");
    expect(Object.keys(plugin.rules)).toEqual(["oas3"]);
    expect(Object.keys(plugin.rules.oas3 ?? {}).sort()).toEqual(pluginRules);
    for (const name of pluginRules) {
      const file = await import(pathToFileURL(join(pluginDir, "rules", `${name}.js`)).href);
      expect(plugin.rules.oas3?.[name], name).toBe(file.default);
    }
  });

  test("every rule has a folder of bad fixtures, and every folder is named for a rule", () => {
    expect(pluginRules.length).toBeGreaterThan(0);
    expect(pluginRules.filter((name) => configurableRules.includes(name))).toEqual([]);
    expect(badFolders).toEqual([...pluginRules, ...configurableRules].sort());
    for (const folder of badFolders) {
      expect(
        BAD.filter((file) => file.startsWith(`bad/${folder}/`)),
        folder,
      ).not.toEqual([]);
    }
  });
});

describe("lint configuration", () => {
  test("package.json pins one Redocly major line: the CLI and the engine `npm run lint` runs in process", () => {
    const { devDependencies } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
    const redocly = Object.entries<string>(devDependencies).filter(([name]) => name.startsWith("@redocly/"));
    expect(redocly.map(([name]) => name).sort()).toEqual(["@redocly/cli", "@redocly/openapi-core"]);
    expect(new Set(redocly.map(([, version]) => version.split(".")[0])).size).toBe(1);
  });

  test("redocly.yaml extends recommended-strict, loads the plugin entry and turns every project rule on as an error", () => {
    expect(redoclyConfig.extends).toContain("recommended-strict");
    expect(redoclyConfig.plugins).toEqual(["./scripts/review/lint-plugin/index.js"]);
    const severity = (setting: unknown) =>
      typeof setting === "string" ? setting : (setting as { severity?: string } | undefined)?.severity;
    for (const name of pluginRules) expect(severity(redoclyConfig.rules[`escrow/${name}`]), name).toBe("error");
    for (const name of configurableRules) expect(severity(redoclyConfig.rules[`rule/${name}`]), name).toBe("error");
    // The one rule with an option: the booleans allowed a date-time-like name.
    expect(redoclyConfig.rules["escrow/date-time-format"]).toEqual({
      severity: "error",
      allowBooleans: ["approved"],
    });
  });
});

describe("bad fixtures", () => {
  test.each(BAD)("%s is rejected, as an error, by the rule its folder is named for and no other", (file) => {
    const rule = ruleIdFor(file.split("/")[1] ?? "");
    const problems = reports.get(file)?.problems ?? [];
    expect(rule, file).toBeDefined();
    expect(problems.length, file).toBeGreaterThan(0);
    expect(new Set(problems.map((p) => p.ruleId))).toEqual(new Set([rule]));
    expect(new Set(problems.map((p) => p.severity))).toEqual(new Set(["error"]));
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
    const [message] = messagesOf("deprecated-names-replacement/no-prefix", 1);
    expect(message).toContain('starts with "DEPRECATED"');
  });

  test("a deprecated operation that names no replacement is reported", () => {
    const [message] = messagesOf("deprecated-names-replacement/no-replacement", 1);
    expect(message).toContain("must name its replacement");
  });

  test("a replacement path that is not in the document does not count", () => {
    const [message] = messagesOf("deprecated-names-replacement/unknown-path", 1);
    expect(message).toContain("/api/v1/orders is not a path of this document");
  });
});

describe("escrow/money-integer", () => {
  test("money properties typed as string, number, nothing or a string reference are reported", () => {
    const messages = messagesOf("money-integer/property-not-integer", 4);
    for (const name of ["price", "delivery_charge", "amount_due", "price_total"]) {
      expect(
        messages.some((m) => m.includes(`"${name}"`)),
        name,
      ).toBe(true);
    }
    expect(messages.some((m) => m.includes("deposit_amount"))).toBe(false);
  });

  test("a money query parameter typed as number is reported", () => {
    const [message] = messagesOf("money-integer/parameter-not-integer", 1);
    expect(message).toContain('"amount_min"');
  });
});

describe("escrow/error-response-shared", () => {
  test("a 4xx response written inline is reported", () => {
    const [message] = messagesOf("error-response-shared/inline", 1);
    expect(message).toContain("Response 400");
  });

  test("a shared 4XX response whose schema is not ApiErrorBody is reported once for all its uses", () => {
    const [message] = messagesOf("error-response-shared/other-schema", 1);
    expect(message).toContain("#/components/schemas/ProblemBody");
  });

  test("a 4xx response kept outside components/responses is reported", () => {
    const [message] = messagesOf("error-response-shared/not-shared", 1);
    expect(message).toContain("parts/NotFoundResponse.yaml");
  });
});

describe("escrow/date-time-format", () => {
  let messages: string[] = [];
  const about = (name: string) => messages.filter((m) => m.includes(`"${name}"`));

  beforeAll(() => {
    messages = messagesOf("date-time-format/without-format", 10);
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
    messagesOf("operation-id-camel-case/not-camel-case", 2);
    expect(problemsOf("operation-id-camel-case/not-camel-case").map((p) => p.location[0]?.pointer)).toEqual([
      "#/paths/~1transactions/get/operationId",
      "#/paths/~1transactions/post/operationId",
    ]);
  });
});

describe("escrow/summary-sentence-case", () => {
  test("title case, a lower-case start and a trailing period are reported", () => {
    const messages = messagesOf("summary-sentence-case/not-sentence-case", 3);
    expect(messages.join("\n")).toContain('"All", "Transactions" are capitalised');
    expect(messages.join("\n")).toContain("must start with an upper-case letter");
    expect(messages.join("\n")).toContain("must not end with a period");
    // "F2F" is an acronym, not a capitalised word.
    expect(messages.join("\n")).not.toContain('"F2F"');
  });
});

describe("escrow/vendor-extensions", () => {
  test("empty lists, a string instead of a list, blank items and malformed root lists are reported", () => {
    const messages = messagesOf("vendor-extensions/malformed", 7);
    expect(messages.sort()).toEqual(
      [
        "x-ambiguities item 0 needs non-empty resolution.",
        "x-implied-operations must not be empty.",
        "x-gaps must not be empty.",
        "x-required-grants item 0 must be an object with scope, grantor: each names the scope and who grants it.",
        "x-error-codes must be a list.",
        "x-gaps item 0 must be a non-empty string.",
        "x-money-string must be a short non-empty reason.",
      ].sort(),
    );
  });

  test("a required grant that does not say who grants it, or names an unknown grantor, is reported", () => {
    const messages = messagesOf("vendor-extensions/grants", 3);
    expect(messages.sort()).toEqual(
      [
        "x-required-grants item 0 must be an object with scope, grantor: each names the scope and who grants it.",
        "x-required-grants item 0 needs non-empty grantor: each names the scope and who grants it.",
        'x-required-grants item 0 has grantor "the-buyer"; it must be one of token-user, service-user, join-user, online-user.',
      ].sort(),
    );
  });

  test("scopes that no oauth2 flow defines are reported", () => {
    const messages = messagesOf("vendor-extensions/unknown-scope", 3);
    for (const scope of ["transactions.purge", "transactions.offline", "transactions.admin"]) {
      expect(
        messages.some((m) => m.includes(`"${scope}"`)),
        scope,
      ).toBe(true);
    }
  });

  test("templates off a flow, unknown fields, undeclared or unused variables and non-placeholder URLs are reported", () => {
    const messages = messagesOf("vendor-extensions/url-templates", 7);
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

describe("escrow/example-unstated-relations", () => {
  test("a fee that is a whole percentage of the price, and amounts that are the price less charges, are reported", () => {
    const messages = messagesOf("example-unstated-relations/figures", 3);
    expect(messages[0]).toBe(
      '"charge" (1350) is 3 % of "price" (45000): a fee rate the description does not state. Use figures with no such ratio.',
    );
    expect(messages[1]).toContain('"amount_released" (43400) equals price - charge_seller');
    expect(messages[2]).toContain('"amount_refunded" (45000) equals price:');
    // The second entry's unrelated figures and the stated sum of its breakdown pass.
    expect(messages.join("\n")).not.toMatch(/1217|42871|413|12000/);
  });

  test("times of one list entry that are the same moment or whole days apart are reported", () => {
    const messages = messagesOf("example-unstated-relations/times", 2);
    expect(messages[0]).toContain('"[0].tracking_details_deadline" is exactly 5 days after "[0].paid"');
    expect(messages[1]).toContain('"[0].complaint_period_ended" is the same moment as "[0].complaint_period_deadline"');
    // The second entry's times are a day after the first's: another transaction, not a window.
    expect(messages.join("\n")).not.toContain("[1].");
  });

  test("a remainder made of two example prices, and a request figure the response repeats, are reported", () => {
    const messages = messagesOf("example-unstated-relations/across-examples", 2);
    expect(messages[0]).toContain(`"items[0].price" (60000) repeats the request's "price"`);
    expect(messages[1]).toContain('"amount" (48000) is one example price less another (60000 - 12000)');
  });
});

describe("escrow/example-identifiers", () => {
  test("prefixed or shaped identifiers are reported, placeholders and integer IDs are not", () => {
    const messages = messagesOf("example-identifiers/formats", 4);
    expect(messages.map((m) => /^Example identifier "([^"]+)"/.exec(m)?.[1])).toEqual([
      "secret",
      "buyer_id",
      "join_code",
      "client_secret",
    ]);
    expect(messages[0]).toContain('is "cs_4hT9wQe2", which implies a format the description does not give');
    expect(messages[3]).toContain('is "cs_live_4f9a1c77e2"');
  });

  test("a URL off the reserved .invalid domain is reported, in a parameter or a body, whatever holds it", () => {
    const messages = messagesOf("example-identifiers/urls", 3);
    expect(messages.map((m) => /^Example URL "([^"]+)"/.exec(m)?.[1])).toEqual([
      "https://app.example.com/callback",
      "https://images.example.com/bike.jpg",
      "http://pay.test:8080/instructions",
    ]);
    expect(messages[0]).toContain("put it on the reserved .invalid domain, which marks it a placeholder");
  });

  test("values built from an example's integer ID are reported, a list of IDs and longer numbers are not", () => {
    const messages = messagesOf("example-identifiers/embedded", 2);
    expect(messages[0]).toContain('"https://instructions-url.invalid/90211" embeds the identifier 90211');
    expect(messages[1]).toContain('"DEAL-90211" embeds the identifier 90211');
  });
});

describe("independent OpenAPI schema validator", () => {
  test("the bundled spec/openapi.yaml has 0 errors against the official OpenAPI 3.1 schema", async () => {
    const result = await validateDocument(await runs.bundledSpec);
    expect(result.version).toBe("3.1");
    expect(result.errors).toEqual([]);
  });

  test("the bundled spec with flow URLs written as templates is rejected at both fields", async () => {
    const doc = structuredClone(await runs.bundledSpec);
    const flow = doc.components.securitySchemes.oauth2.flows.authorizationCode;
    flow.authorizationUrl = flow["x-url-templates"].authorizationUrl;
    flow.tokenUrl = flow["x-url-templates"].tokenUrl;
    const { errors } = await validateDocument(doc);
    const pointers = errors.map((e) => e.pointer);
    expect(pointers).toContain("/components/securitySchemes/oauth2/flows/authorizationCode/authorizationUrl");
    expect(pointers).toContain("/components/securitySchemes/oauth2/flows/authorizationCode/tokenUrl");
  });

  test("npm run lint fails a document that Redocly alone accepts but the official schema rejects", async () => {
    expect(reports.get(SCHEMA_INVALID)?.problems).toEqual([]);
    const script = await runs.schemaInvalid;
    expect(script.code).toBe(1);
    expect(script.stdout).toContain(`${VALIDATOR_ID}  must match format "uri-reference"`);
    expect(script.stdout).toContain("#/components/securitySchemes/oauth2/flows/authorizationCode/tokenUrl");
  });
});

describe("npm run lint", () => {
  test("finds what Redocly CLI finds: the same rules, places and messages", async () => {
    const key = (p: Problem) => `${p.ruleId} ${p.severity} ${p.location[0]?.pointer} ${p.message}`;
    const cli: Report = JSON.parse((await runs.mostProblemsCli).stdout);
    const ours = reports.get(MOST_PROBLEMS)?.problems ?? [];
    expect(ours.length).toBeGreaterThan(5);
    expect(ours.map(key).sort()).toEqual(cli.problems.map(key).sort());
    expect(cli.totals).toMatchObject(reports.get(MOST_PROBLEMS)?.totals ?? {});
  });

  test("counts the configuration's own problems as errors, and stops at a preset Redocly does not know", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lint-config-"));
    try {
      const misspelt = join(dir, "misspelt.yaml");
      await writeFile(misspelt, "extends: [recommended, diff-recommended]\nrulez:\n  info-license: off\n");
      const found = await redoclyLint(join(fixtures, GOOD), misspelt);
      expect(found.filter((p) => p.severity === "error").map((p) => p.message)).toEqual([
        "Property `rulez` is not expected here.",
      ]);
      const unknown = join(dir, "unknown.yaml");
      await writeFile(unknown, "extends: [recommended, no-such-preset]\n");
      await expect(redoclyLint(join(fixtures, GOOD), unknown)).rejects.toThrow(/no-such-preset/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("fails on a warning, although Redocly CLI itself passes with warnings only", async () => {
    const [script, cli] = await Promise.all([runs.warnOnlyScript, runs.warnOnlyCli]);
    expect(cli.code).toBe(0);
    expect(script.code).toBe(1);
    expect(script.stdout).toContain("0 error(s), 3 warning(s)");
  });

  test("reports nothing on the good document and fails on the bad one beside it", async () => {
    const result = await runs.goodAndBad;
    const lines = result.stdout.trimEnd().split("\n");
    const problems = lines.filter((line) => !line.startsWith("lint: "));
    // Exactly the bad document's four problems: none from Redocly or the validator on the good one.
    expect(problems, result.stdout + result.stderr).toHaveLength(4);
    for (const line of problems) {
      expect(line.startsWith(`${relative(repoRoot, join(fixtures, LINT_BAD))}:`), line).toBe(true);
      expect(line).toContain("  error  escrow/money-integer  ");
    }
    expect(lines.at(-1)).toMatch(/: 4 error\(s\), 0 warning\(s\); the bar is 0\.$/);
    expect(result.code).toBe(1);
  });

  test("spec/openapi.yaml and spec/workflows.arazzo.yaml have zero problems", async () => {
    const result = await runs.spec;
    expect(result.stdout + result.stderr).toContain("spec/openapi.yaml: 0 problems");
    expect(result.stdout + result.stderr).toContain("spec/workflows.arazzo.yaml: 0 problems");
    expect(result.code).toBe(0);
  });
});
