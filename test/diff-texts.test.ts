// The report's sentences: each kind of change the engine rates, made once on a copy of
// test/fixtures/review/base/ (whose Transaction schema is used in requests and in responses), with
// the sentence the report gives it, its impact and its rule.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compare, describeChanges } from "../scripts/lib/diff.mjs";
import { repoRoot } from "./helpers/cli.js";

const scratch = mkdtempSync(join(tmpdir(), "diff-texts-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("each kind of change the engine rates, in words", () => {
  const fixture = join(repoRoot, "test/fixtures/review/base");
  type Edit = Record<string, (text: string) => string>;
  /** Replaces `from` with `to` in a file, or fails: an edit that changes nothing tests nothing. */
  const swap = (from: string, to: string) => (text: string) => {
    if (!text.includes(from)) throw new Error(`no "${from}" to replace`);
    return text.replace(from, to);
  };
  const TX = "paths/transactions.yaml";
  const ONE = "paths/transactions_{transaction_id}.yaml";
  const TRACK = "paths/transactions_{transaction_id}_track.yaml";
  const SCHEMA = "components/schemas/Transaction.yaml";
  const STATUS = "components/schemas/Status.yaml";
  const addQuery = (required: boolean) =>
    swap(
      "  tags: [transactions]\n  responses:",
      `  tags: [transactions]\n  parameters:\n    - name: carrier\n      in: query\n      required: ${required}\n      schema:\n        type: string\n  responses:`,
    );
  const withHeader = (required: boolean) =>
    swap(
      "    schema:\n      type: string\nget:",
      `    schema:\n      type: string\n  - name: Service-User\n    in: header\n    required: ${required}\n    schema:\n      type: string\nget:`,
    );
  const rateLimit =
    "      headers:\n        X-Rate-Limit:\n          description: Calls left.\n          schema:\n            type: integer\n";

  /** Each kind: the edit of both copies (`before`), the edit of the revision, and what the report says. */
  const KINDS: Array<{ name: string; before?: Edit; after: Edit; impact: string; rule?: string; text: string }> = [
    {
      name: "optional query parameter added",
      after: { [TX]: addQuery(false) },
      impact: "minor",
      text: "Query parameter `carrier` added, optional.",
    },
    {
      name: "required query parameter added",
      after: { [TX]: addQuery(true) },
      impact: "major",
      rule: "parameter-became-required",
      text: "Query parameter `carrier` added, required: every caller must now send it.",
    },
    {
      name: "header made required",
      before: { [ONE]: withHeader(false) },
      after: { [ONE]: swap("    required: false\n", "    required: true\n") },
      impact: "major",
      rule: "parameter-became-required",
      text: "Header `Service-User` is now required: every caller must send it.",
    },
    {
      name: "header made optional",
      before: { [ONE]: withHeader(true) },
      after: { [ONE]: swap("    in: header\n    required: true\n", "    in: header\n    required: false\n") },
      impact: "patch",
      text: "Header `Service-User` is now optional: callers may leave it out; servers must accept calls without it.",
    },
    {
      name: "parameter removed",
      before: { [TX]: addQuery(false) },
      after: {
        [TX]: swap(
          "  parameters:\n    - name: carrier\n      in: query\n      required: false\n      schema:\n        type: string\n",
          "",
        ),
      },
      impact: "major",
      rule: "parameter-removed",
      text: "Query parameter `carrier` removed: the operation no longer takes it, and callers that send it may be refused.",
    },
    {
      name: "parameter moved",
      before: { [TX]: addQuery(false) },
      after: { [TX]: swap("      in: query\n", "      in: header\n") },
      impact: "major",
      rule: "parameter-removed",
      text: "Query parameter `carrier` is now a header: callers must send it there.",
    },
    {
      name: "parameter serialisation changed",
      before: { [TX]: addQuery(false) },
      after: { [TX]: swap("      in: query\n", "      in: query\n      style: spaceDelimited\n") },
      impact: "major",
      rule: "parameter-serialization-changed",
      text: "`style` of query parameter `carrier` set to `spaceDelimited`. Callers must write it the new way.",
    },
    {
      name: "path parameter's type changed",
      after: { [ONE]: swap("    schema:\n      type: string\nget:", "    schema:\n      type: integer\nget:") },
      impact: "major",
      rule: "schema-type-changed",
      text: "Path parameter `transaction_id` changes type from `string` to `integer` in the request: callers must send what it allows now.",
    },
    {
      name: "request field made required",
      after: { [TRACK]: swap("required: [tracking_code]", "required: [tracking_code, carrier]") },
      impact: "major",
      rule: "required-properties-added",
      text: "`carrier` is now required in the request body: callers must send it.",
    },
    {
      name: "shared field made required",
      after: { [SCHEMA]: swap("required: [id, status, quantity]", "required: [id, status, quantity, price]") },
      impact: "major",
      rule: "required-properties-added",
      text:
        "`price` is now required in the request body: callers must send it. " +
        "`price` is now required in the response: clients may rely on it; servers must send it.",
    },
    {
      name: "shared field no longer required",
      after: { [SCHEMA]: swap("required: [id, status, quantity]", "required: [id, status]") },
      impact: "major",
      rule: "required-properties-removed",
      text:
        "`quantity` is no longer required in the request body: callers may leave it out; servers must accept its absence. " +
        "`quantity` is no longer required in the response: clients must cope with its absence; servers may leave it out.",
    },
    {
      name: "property removed",
      after: { [SCHEMA]: swap("  price:\n    type: integer\n    description: Price in minor units.\n", "") },
      impact: "major",
      rule: "property-removed",
      text:
        "Property `price` removed from the request body: callers must stop sending it. " +
        "Property `price` removed from the response: clients must stop reading it.",
    },
    {
      name: "property added",
      after: { [SCHEMA]: swap("  price:\n", "  note:\n    type: string\n    description: A note.\n  price:\n") },
      impact: "minor",
      text:
        "Property `note` added to the request body, optional: callers may send it. " +
        "Property `note` added to the response, optional: clients may read it.",
    },
    {
      name: "enum value added",
      after: { [STATUS]: swap("[created, paid, shipped, cancelled]", "[created, paid, shipped, cancelled, refunded]") },
      impact: "major",
      rule: "enum-values-added",
      text:
        "`status` in the request now also accepts `refunded`: servers must take it. " +
        "`status` in the response may now be `refunded`: clients must handle the new value.",
    },
    {
      name: "enum value removed",
      after: { [STATUS]: swap("[created, paid, shipped, cancelled]", "[created, paid, shipped]") },
      impact: "major",
      rule: "enum-values-removed",
      text:
        "`status` in the request no longer accepts `cancelled`: callers that send it will be refused. " +
        "`status` in the response is no longer `cancelled`: clients may stop handling it.",
    },
    {
      name: "type changed",
      after: { [SCHEMA]: swap("  quantity:\n    type: integer", "  quantity:\n    type: string") },
      impact: "major",
      rule: "schema-type-changed",
      text:
        "`quantity` changes type from `integer` to `string` in the request: callers must send what it allows now. " +
        "`quantity` changes type from `integer` to `string` in the response: clients must read what it allows now.",
    },
    {
      name: "constraint added",
      after: { [SCHEMA]: swap("  quantity:\n    type: integer", "  quantity:\n    type: integer\n    maximum: 10") },
      impact: "major",
      rule: "schema-constraint-changed",
      text: "`maximum` of `quantity` in requests and responses set to `10`.",
    },
    {
      name: "alternatives added",
      after: {
        [TRACK]: swap(
          "            tracking_code:\n              type: string\n",
          "            tracking_code:\n              anyOf:\n                - type: string\n                - type: integer\n",
        ),
      },
      impact: "major",
      rule: "schema-combinator-changed",
      text: "`tracking_code` in the request is now described by `anyOf` alternatives.",
    },
    {
      name: "operation added",
      after: {
        [ONE]: swap(
          "get:",
          'delete:\n  operationId: deleteTransaction\n  summary: Delete a transaction\n  description: Deletes one.\n  tags: [transactions]\n  responses:\n    "204":\n      description: Deleted.\n    4XX:\n      $ref: ../components/responses/ClientError.yaml\nget:',
        ),
      },
      impact: "minor",
      text: "Operation `DELETE /transactions/{transaction_id}` added.",
    },
    {
      name: "operation removed",
      after: { [TX]: (text) => text.slice(0, text.indexOf("post:")) },
      impact: "major",
      rule: "operation-removed",
      text: "Operation `POST /transactions` removed: callers of it must stop.",
    },
    {
      name: "path removed",
      after: {
        "openapi.yaml": swap(
          "  /transactions/{transaction_id}/track:\n    $ref: paths/transactions_{transaction_id}_track.yaml\n",
          "",
        ),
      },
      impact: "major",
      rule: "path-removed",
      text: "Path `/transactions/{transaction_id}/track` removed (POST): callers of its operations must stop.",
    },
    {
      name: "operationId changed",
      after: { [TX]: swap("operationId: listTransactions", "operationId: listAllTransactions") },
      impact: "major",
      rule: "operation-id-changed",
      text: "The operationId of `GET /transactions` changed from `listTransactions` to `listAllTransactions`: generated code and links that use the name must follow.",
    },
    {
      name: "operation deprecated",
      after: { [TX]: swap("  operationId: listTransactions", "  operationId: listTransactions\n  deprecated: true") },
      impact: "patch",
      text: "`GET /transactions` is now deprecated: callers should move off it.",
    },
    {
      name: "request body made required",
      before: { [TX]: swap("  requestBody:\n    required: true", "  requestBody:\n    required: false") },
      after: { [TX]: swap("  requestBody:\n    required: false", "  requestBody:\n    required: true") },
      impact: "major",
      rule: "request-body-became-required",
      text: "The request body is now required: every caller must send one.",
    },
    {
      name: "request body made optional",
      after: { [TX]: swap("  requestBody:\n    required: true", "  requestBody:\n    required: false") },
      impact: "patch",
      text: "The request body is now optional: callers may leave it out; servers must accept calls without one.",
    },
    {
      name: "request body removed",
      after: { [TRACK]: (text) => text.replace(/ {2}requestBody:\n[\s\S]*?(?= {2}responses:)/, "") },
      impact: "major",
      rule: "request-body-removed",
      text: "The request body was removed: callers must stop sending one.",
    },
    {
      name: "response added",
      after: {
        [ONE]: swap("    4XX:\n", '    "404":\n      $ref: ../components/responses/ClientError.yaml\n    4XX:\n'),
      },
      impact: "minor",
      text: "Response `404` added: clients should be ready for it.",
    },
    {
      name: "response removed",
      after: { [ONE]: swap("    4XX:\n      $ref: ../components/responses/ClientError.yaml\n", "") },
      impact: "major",
      rule: "response-removed",
      text: "Response `4XX` removed: clients can no longer rely on what it described.",
    },
    {
      name: "media type changed",
      after: { [ONE]: swap("      content:\n        application/json:", "      content:\n        application/xml:") },
      impact: "major",
      rule: "media-type-removed",
      text: "Media type `application/json` of the response is now `application/xml`: clients must read the new type.",
    },
    {
      name: "response headers removed",
      before: {
        [ONE]: swap("      description: The transaction.\n", `      description: The transaction.\n${rateLimit}`),
      },
      after: { [ONE]: swap(rateLimit, "") },
      impact: "major",
      rule: "response-header-removed",
      text: "Every response header of response `200` removed: clients that read them no longer get them.",
    },
    {
      name: "security changed",
      after: { [TX]: swap("    - oauth2: [transactions.write]", "    - oauth2: [transactions.read]") },
      impact: "major",
      rule: "security-requirement-changed",
      text: "The security of `POST /transactions` changed: `oauth2` now needs `transactions.read` (was `transactions.write`): callers must hold what it needs now.",
    },
    {
      name: "security scheme changed",
      after: {
        "components/securitySchemes/OAuth2.yaml": swap(
          "tokenUrl: https://escrow.invalid/oauth/token",
          "tokenUrl: https://escrow.invalid/oauth2/token",
        ),
      },
      impact: "patch",
      text: "`tokenUrl` of security scheme `oauth2` (flows authorizationCode) changed from `https://escrow.invalid/oauth/token` to `https://escrow.invalid/oauth2/token`.",
    },
    {
      name: "security scheme's kind changed",
      before: {
        "openapi.yaml": swap(
          "components:\n  securitySchemes:\n",
          "components:\n  securitySchemes:\n    apiKey:\n      type: http\n      scheme: basic\n",
        ),
      },
      after: { "openapi.yaml": swap("      scheme: basic\n", "      scheme: bearer\n") },
      impact: "major",
      rule: "security-scheme-changed",
      text: "`scheme` of security scheme `apiKey` changed from `basic` to `bearer`. Callers must send their credentials the new way.",
    },
    {
      name: "server changed",
      after: {
        "openapi.yaml": swap("  - url: https://escrow.invalid/api/v1", "  - url: https://escrow2.invalid/api/v1"),
      },
      impact: "major",
      rule: "server-removed",
      text: "Server `https://escrow.invalid/api/v1` is now `https://escrow2.invalid/api/v1`: clients that use the old address must move.",
    },
    {
      name: "description changed",
      after: { [SCHEMA]: swap("description: An escrow transaction.", "description: An escrow transaction, online.") },
      impact: "patch",
      text: "Description of the schema `Transaction` changed.",
    },
    {
      name: "version changed",
      after: { "openapi.yaml": swap("  version: 1.0.0", "  version: 1.1.0") },
      impact: "patch",
      text: "`info.version` changed from `1.0.0` to `1.1.0`.",
    },
  ];
  const found = new Map<string, Array<{ impact: string; rules: string[]; text: string }>>();

  beforeAll(async () => {
    const copy = (dir: string, edits: Edit = {}) => {
      for (const [file, edit] of Object.entries(edits)) {
        const at = join(dir, file);
        writeFileSync(at, edit(readFileSync(at, "utf8")));
      }
    };
    await Promise.all(
      KINDS.map(async (kind, i) => {
        const [base, revision] = ["base", "revision"].map((side) => join(scratch, `kind-${i}`, side));
        for (const dir of [base!, revision!]) {
          cpSync(fixture, dir, { recursive: true });
          copy(dir, kind.before);
        }
        copy(revision!, kind.after);
        const files = { base: join(base!, "openapi.yaml"), revision: join(revision!, "openapi.yaml") };
        const report = await compare(files.base, files.revision, join(repoRoot, "redocly.yaml"));
        const texts = await describeChanges(report, files);
        found.set(
          kind.name,
          (report.changes ?? []).map((change: any, n: number) => ({
            impact: change.impact,
            rules: [...new Set<string>((change.verdicts ?? []).map((v: any) => v.ruleId))],
            text: texts[n]!.text,
          })),
        );
      }),
    );
  }, 240_000);

  test.each(KINDS)("$name: $text", ({ name, impact, rule, text }) => {
    const changes = found.get(name) ?? [];
    expect(changes.map((c) => c.text)).toContain(text);
    const change = changes.find((c) => c.text === text)!;
    expect(change.impact).toBe(impact);
    expect(change.rules).toEqual(rule ? [rule] : []);
  });

  test("the kinds above reach every rule of diff-recommended for OpenAPI 3", () => {
    // Redocly CLI 2.77's OpenAPI 3 rules of `diff-recommended`, every one rating a change `major`.
    const rules = [
      "enum-values-added",
      "enum-values-removed",
      "media-type-removed",
      "operation-id-changed",
      "operation-removed",
      "parameter-became-required",
      "parameter-removed",
      "parameter-serialization-changed",
      "path-removed",
      "property-removed",
      "request-body-became-required",
      "request-body-removed",
      "required-properties-added",
      "required-properties-removed",
      "response-header-removed",
      "response-removed",
      "schema-combinator-changed",
      "schema-constraint-changed",
      "schema-type-changed",
      "security-requirement-changed",
      "security-scheme-changed",
      "server-removed",
    ];
    const rated = new Set([...found.values()].flatMap((changes) => changes.flatMap((c) => c.rules)));
    expect([...rated].sort()).toEqual(rules);
  });
});
