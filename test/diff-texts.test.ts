// The report's sentences: each kind of change the engine rates, made once on a copy of
// test/fixtures/review/base/ (whose Transaction schema is used in requests and in responses), with
// the sentence the report gives it, its impact and its rule; and a check that each sentence names
// only what changed: the places (path, query, header, cookie, request body, response), and the
// names and values in code spans.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callBreak } from "../scripts/lib/change-text.mjs";
import { compare } from "../scripts/lib/diff.mjs";
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
  /** A parameter of the operation, written as a list entry under `parameters:`. */
  const param = (name: string, where: string, type = "string") =>
    `  parameters:\n    - name: ${name}\n      in: ${where}\n      schema:\n        type: ${type}\n`;
  const rateLimit =
    "      headers:\n        X-Rate-Limit:\n          description: Calls left.\n          schema:\n            type: integer\n";

  /** Each kind: the edit of both copies (`before`), the edit of the revision, and what the report says. */
  /** Where a change is (`body`: a request body), and every name and value it has, as the sentence must give them. */
  type Place = "path" | "query" | "header" | "cookie" | "body" | "response";
  type Says = [places: Place[], spans: string[]];
  const KINDS: Array<{
    name: string;
    before?: Edit;
    after: Edit;
    impact: string;
    rule?: string;
    text: string;
    says: Says;
    run?: string;
  }> = [
    {
      name: "optional query parameter added",
      after: { [TX]: addQuery(false) },
      impact: "minor",
      text: "Query parameter `carrier` added, optional.",
      says: [["query"], ["carrier"]],
    },
    {
      name: "required query parameter added",
      after: { [TX]: addQuery(true) },
      impact: "major",
      rule: "parameter-became-required",
      text: "Query parameter `carrier` added, required: every caller must now send it.",
      says: [["query"], ["carrier"]],
    },
    {
      name: "header made required",
      before: { [ONE]: withHeader(false) },
      after: { [ONE]: swap("    required: false\n", "    required: true\n") },
      impact: "major",
      rule: "parameter-became-required",
      text: "Header `Service-User` is now required: every caller must send it.",
      says: [["header"], ["Service-User"]],
    },
    {
      name: "header made optional",
      before: { [ONE]: withHeader(true) },
      after: { [ONE]: swap("    in: header\n    required: true\n", "    in: header\n    required: false\n") },
      impact: "patch",
      text: "Header `Service-User` is now optional: callers may leave it out; servers must accept calls without it.",
      says: [["header"], ["Service-User"]],
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
      says: [["query"], ["carrier"]],
    },
    {
      name: "parameter moved",
      before: { [TX]: addQuery(false) },
      after: { [TX]: swap("      in: query\n", "      in: header\n") },
      impact: "major",
      rule: "parameter-removed",
      text: "Query parameter `carrier` removed, and header `carrier` added, optional.",
      says: [["query", "header"], ["carrier"]],
    },
    {
      name: "parameter serialisation changed",
      before: { [TX]: addQuery(false) },
      after: { [TX]: swap("      in: query\n", "      in: query\n      style: spaceDelimited\n") },
      impact: "major",
      rule: "parameter-serialization-changed",
      text: "`style` of query parameter `carrier` set to `spaceDelimited`. Callers must write it the new way.",
      says: [["query"], ["style", "carrier", "spaceDelimited"]],
    },
    {
      name: "path parameter's type changed",
      after: { [ONE]: swap("    schema:\n      type: string\nget:", "    schema:\n      type: integer\nget:") },
      impact: "major",
      rule: "schema-type-changed",
      text: "Path parameter `transaction_id` changes type from `string` to `integer` in the request: callers must send what it allows now.",
      says: [["path"], ["transaction_id", "string", "integer"]],
    },
    {
      name: "request field made required",
      after: { [TRACK]: swap("required: [tracking_code]", "required: [tracking_code, carrier]") },
      impact: "major",
      rule: "required-properties-added",
      text: "`carrier` is now required in the request body: callers must send it.",
      says: [["body"], ["carrier"]],
    },
    {
      name: "shared field made required",
      after: { [SCHEMA]: swap("required: [id, status, quantity]", "required: [id, status, quantity, price]") },
      impact: "major",
      rule: "required-properties-added",
      text:
        "`price` is now required in the request body: callers must send it. " +
        "`price` is now required in the response: clients may rely on it; servers must send it.",
      says: [["body", "response"], ["price"]],
    },
    {
      name: "shared field no longer required",
      after: { [SCHEMA]: swap("required: [id, status, quantity]", "required: [id, status]") },
      impact: "major",
      rule: "required-properties-removed",
      text:
        "`quantity` is no longer required in the request body: callers may leave it out; servers must accept its absence. " +
        "`quantity` is no longer required in the response: clients must cope with its absence; servers may leave it out.",
      says: [["body", "response"], ["quantity"]],
    },
    {
      name: "property removed",
      after: { [SCHEMA]: swap("  price:\n    type: integer\n    description: Price in minor units.\n", "") },
      impact: "major",
      rule: "property-removed",
      text:
        "Property `price` removed from the request body: callers must stop sending it. " +
        "Property `price` removed from the response: clients must stop reading it.",
      says: [["body", "response"], ["price"]],
    },
    {
      name: "property added",
      after: { [SCHEMA]: swap("  price:\n", "  note:\n    type: string\n    description: A note.\n  price:\n") },
      impact: "minor",
      text:
        "Property `note` added to the request body, optional: callers may send it. " +
        "Property `note` added to the response, optional: clients may read it.",
      says: [["body", "response"], ["note"]],
    },
    {
      name: "enum value added",
      after: { [STATUS]: swap("[created, paid, shipped, cancelled]", "[created, paid, shipped, cancelled, refunded]") },
      impact: "major",
      rule: "enum-values-added",
      text:
        "`status` in the request body now also accepts `refunded`: servers must take it. " +
        "`status` in the response may now be `refunded`: clients must handle the new value.",
      says: [
        ["body", "response"],
        ["status", "refunded"],
      ],
    },
    {
      name: "enum value removed",
      after: { [STATUS]: swap("[created, paid, shipped, cancelled]", "[created, paid, shipped]") },
      impact: "major",
      rule: "enum-values-removed",
      text:
        "`status` in the request body no longer accepts `cancelled`: callers that send it will be refused. " +
        "`status` in the response is no longer `cancelled`: clients may stop handling it.",
      says: [
        ["body", "response"],
        ["status", "cancelled"],
      ],
    },
    {
      name: "type changed",
      after: { [SCHEMA]: swap("  quantity:\n    type: integer", "  quantity:\n    type: string") },
      impact: "major",
      rule: "schema-type-changed",
      text:
        "`quantity` changes type from `integer` to `string` in the request body: callers must send what it allows now. " +
        "`quantity` changes type from `integer` to `string` in the response: clients must read what it allows now.",
      says: [
        ["body", "response"],
        ["quantity", "integer", "string"],
      ],
    },
    {
      name: "constraint added",
      after: { [SCHEMA]: swap("  quantity:\n    type: integer", "  quantity:\n    type: integer\n    maximum: 10") },
      impact: "major",
      rule: "schema-constraint-changed",
      text: "`maximum` of `quantity` in request bodies and responses set to `10`.",
      says: [
        ["body", "response"],
        ["maximum", "quantity", "10"],
      ],
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
      text: "`tracking_code` in the request body is now described by `anyOf` alternatives.",
      says: [["body"], ["tracking_code", "anyOf"]],
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
      says: [[], ["DELETE /transactions/{transaction_id}"]],
    },
    {
      name: "operation removed",
      after: { [TX]: (text) => text.slice(0, text.indexOf("post:")) },
      impact: "major",
      rule: "operation-removed",
      text: "Operation `POST /transactions` removed: callers of it must stop.",
      says: [[], ["POST /transactions"]],
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
      says: [["path"], ["/transactions/{transaction_id}/track"]],
    },
    {
      name: "operationId changed",
      after: { [TX]: swap("operationId: listTransactions", "operationId: listAllTransactions") },
      impact: "major",
      rule: "operation-id-changed",
      text: "The operationId of `GET /transactions` changed from `listTransactions` to `listAllTransactions`: generated code and links that use the name must follow.",
      says: [[], ["GET /transactions", "listTransactions", "listAllTransactions"]],
    },
    {
      name: "operation deprecated",
      after: { [TX]: swap("  operationId: listTransactions", "  operationId: listTransactions\n  deprecated: true") },
      impact: "patch",
      text: "`GET /transactions` is now deprecated: callers should move off it.",
      says: [[], ["GET /transactions"]],
    },
    {
      name: "request body made required",
      before: { [TX]: swap("  requestBody:\n    required: true", "  requestBody:\n    required: false") },
      after: { [TX]: swap("  requestBody:\n    required: false", "  requestBody:\n    required: true") },
      impact: "major",
      rule: "request-body-became-required",
      text: "The request body is now required: every caller must send one.",
      says: [["body"], []],
    },
    {
      name: "request body made optional",
      after: { [TX]: swap("  requestBody:\n    required: true", "  requestBody:\n    required: false") },
      impact: "patch",
      text: "The request body is now optional: callers may leave it out; servers must accept calls without one.",
      says: [["body"], []],
    },
    {
      name: "request body removed",
      after: { [TRACK]: (text) => text.replace(/ {2}requestBody:\n[\s\S]*?(?= {2}responses:)/, "") },
      impact: "major",
      rule: "request-body-removed",
      text: "The request body was removed: callers must stop sending one.",
      says: [["body"], []],
    },
    {
      name: "response added",
      after: {
        [ONE]: swap("    4XX:\n", '    "404":\n      $ref: ../components/responses/ClientError.yaml\n    4XX:\n'),
      },
      impact: "minor",
      text: "Response `404` added: clients should be ready for it.",
      says: [["response"], ["404"]],
    },
    {
      name: "response removed",
      after: { [ONE]: swap("    4XX:\n      $ref: ../components/responses/ClientError.yaml\n", "") },
      impact: "major",
      rule: "response-removed",
      text: "Response `4XX` removed: clients can no longer rely on what it described.",
      says: [["response"], ["4XX"]],
    },
    {
      name: "media type changed",
      after: { [ONE]: swap("      content:\n        application/json:", "      content:\n        application/xml:") },
      impact: "major",
      rule: "media-type-removed",
      text: "Media type `application/json` of the response is now `application/xml`: clients must read the new type.",
      says: [["response"], ["application/json", "application/xml"]],
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
      says: [["header", "response"], ["200"]],
    },
    {
      name: "security changed",
      after: { [TX]: swap("    - oauth2: [transactions.write]", "    - oauth2: [transactions.read]") },
      impact: "major",
      rule: "security-requirement-changed",
      text: "The security of `POST /transactions` changed: `oauth2` now needs `transactions.read` (was `transactions.write`): callers must hold what it needs now.",
      says: [[], ["POST /transactions", "oauth2", "transactions.read", "transactions.write"]],
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
      says: [[], ["tokenUrl", "oauth2", "https://escrow.invalid/oauth/token", "https://escrow.invalid/oauth2/token"]],
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
      says: [[], ["scheme", "apiKey", "basic", "bearer"]],
    },
    {
      name: "server changed",
      after: {
        "openapi.yaml": swap("  - url: https://escrow.invalid/api/v1", "  - url: https://escrow2.invalid/api/v1"),
      },
      impact: "major",
      rule: "server-removed",
      text: "Server `https://escrow.invalid/api/v1` is now `https://escrow2.invalid/api/v1`: clients that use the old address must move.",
      says: [[], ["https://escrow.invalid/api/v1", "https://escrow2.invalid/api/v1"]],
    },
    {
      name: "description changed",
      after: { [SCHEMA]: swap("description: An escrow transaction.", "description: An escrow transaction, online.") },
      impact: "patch",
      text: "Description of the schema `Transaction` changed.",
      says: [[], ["Transaction"]],
    },
    {
      name: "shared parameter's description changed",
      before: {
        "openapi.yaml": swap(
          "components:\n",
          "components:\n  parameters:\n    ServiceUser:\n      name: Service-User\n      in: header\n" +
            "      description: The user acted for.\n      schema:\n        type: string\n",
        ),
        [ONE]: swap("get:\n", "  - $ref: ../openapi.yaml#/components/parameters/ServiceUser\nget:\n"),
      },
      after: { "openapi.yaml": swap("description: The user acted for.", "description: The user the call acts for.") },
      impact: "patch",
      text: "Description of header `Service-User` changed.",
      says: [["header"], ["Service-User"]],
    },
    {
      name: "version changed",
      after: { "openapi.yaml": swap("  version: 1.0.0", "  version: 1.1.0") },
      impact: "patch",
      text: "`info.version` changed from `1.0.0` to `1.1.0`.",
      says: [[], ["info.version", "1.0.0", "1.1.0"]],
    },
    // Sentences that once said what did not happen, and the project's own rules.
    {
      name: "parameters paired by likeness",
      before: { [ONE]: swap("  tags: [transactions]\n", `  tags: [transactions]\n${param("user", "header")}`) },
      after: { [ONE]: swap(param("user", "header"), param("test", "cookie")) },
      impact: "major",
      rule: "parameter-removed",
      text: "Header `user` removed, and cookie `test` added, optional.",
      says: [
        ["header", "cookie"],
        ["user", "test"],
      ],
    },
    {
      name: "parameter changed past matching",
      before: { [TX]: addQuery(false) },
      after: {
        [TX]: swap(
          "      required: false\n      schema:\n        type: string\n",
          "      required: true\n      style: pipeDelimited\n      explode: false\n      description: Carriers to list, by their codes.\n" +
            "      schema:\n        type: array\n        maxItems: 5\n        items:\n          type: integer\n          minimum: 1\n",
        ),
      },
      impact: "major",
      rule: "parameter-became-required",
      text: "Query parameter `carrier` changed too much for its old and new forms to be matched: it is listed as removed and as added, required now.",
      says: [["query"], ["carrier"]],
    },
    {
      name: "path template renamed",
      after: {
        "openapi.yaml": swap("  /transactions/{transaction_id}:\n", "  /transactions/{id}:\n"),
        [ONE]: swap("  - name: transaction_id\n", "  - name: id\n"),
      },
      impact: "patch",
      text: "Path `/transactions/{transaction_id}` is now `/transactions/{id}`: only its parameters' names changed, and the URLs are the same.",
      says: [["path"], ["/transactions/{transaction_id}", "/transactions/{id}"]],
    },
    {
      name: "path parameter renamed",
      run: "path template renamed",
      after: {},
      impact: "patch",
      text: "Path parameter `transaction_id` is now named `id`: the URL is written as before.",
      says: [["path"], ["transaction_id", "id"]],
    },
    {
      name: "operationId removed",
      after: { [TX]: swap("  operationId: listTransactions\n", "") },
      impact: "major",
      rule: "operation-id-changed",
      text: "The operationId `listTransactions` of `GET /transactions` was removed: generated code and links that use the name must follow.",
      says: [[], ["listTransactions", "GET /transactions"]],
    },
    {
      name: "a header's schema changed",
      before: {
        [ONE]: swap(
          "  tags: [transactions]\n",
          `  tags: [transactions]\n${param("X-Filter", "header", "object\n        properties:\n          a:\n            type: string")}`,
        ),
      },
      after: { [ONE]: swap("        type: object\n", "        type: object\n        required: [a]\n") },
      impact: "major",
      rule: "required-properties-added",
      text: "`a` is now required in header `X-Filter`: callers must send it.",
      says: [["header"], ["a", "X-Filter"]],
    },
    {
      name: "read-only property made required",
      before: {
        [SCHEMA]: (text) =>
          swap(
            "required: [id, status, quantity]",
            "required: [status, quantity]",
          )(swap("    description: Identifier.\n", "    description: Identifier.\n    readOnly: true\n")(text)),
      },
      after: { [SCHEMA]: swap("required: [status, quantity]", "required: [id, status, quantity]") },
      impact: "patch",
      text:
        "`id` is now required, in responses only (read-only): callers need not send it. " +
        "`id` is now required in the response: clients may rely on it; servers must send it.",
      says: [["response"], ["id"]],
    },
    ...(
      [
        [
          "contains",
          "  tags:\n    type: array\n    contains:\n      const: urgent\n",
          "major",
          "schema-constraint-changed",
          "`contains` added to `tags` in request bodies and responses.",
          ["contains", "tags"],
        ],
        [
          "if",
          "if:\n  required: [price]\n",
          "minor",
          undefined,
          "`if` added to the schema `Transaction` in request bodies and responses.",
          ["if", "Transaction"],
        ],
        [
          "then",
          "then:\n  required: [quantity]\n",
          "major",
          "schema-constraint-changed",
          "`then` added to the schema `Transaction` in request bodies and responses.",
          ["then", "Transaction"],
        ],
        [
          "else",
          "else:\n  required: [status]\n",
          "major",
          "schema-constraint-changed",
          "`else` added to the schema `Transaction` in request bodies and responses.",
          ["else", "Transaction"],
        ],
        [
          "unevaluatedProperties",
          "unevaluatedProperties:\n  type: string\n",
          "major",
          "schema-constraint-changed",
          "`unevaluatedProperties` added to the schema `Transaction` in request bodies and responses.",
          ["unevaluatedProperties", "Transaction"],
        ],
        [
          "propertyNames",
          "propertyNames:\n  maxLength: 20\n",
          "major",
          "schema-constraint-changed",
          "`propertyNames` added to the schema `Transaction` in request bodies and responses.",
          ["propertyNames", "Transaction"],
        ],
        [
          "patternProperties",
          "patternProperties:\n  ^x-:\n    type: string\n",
          "major",
          "escrow/schema-added",
          "`patternProperties` added to the schema `Transaction` in request bodies and responses.",
          ["patternProperties", "Transaction"],
        ],
      ] as const
    ).map(([keyword, yaml, impact, rule, text, spans], _, all) => ({
      name: `${keyword} added`,
      // The keywords of the schema's top are added together, in one comparison.
      ...(keyword === "contains" ? {} : { run: "keywords added" }),
      before: keyword === "contains" ? { [SCHEMA]: swap("  price:\n", "  tags:\n    type: array\n  price:\n") } : {},
      after: {
        [SCHEMA]:
          keyword === "contains"
            ? swap("  tags:\n    type: array\n", yaml)
            : (text: string) =>
                text +
                all
                  .filter(([k]) => k !== "contains")
                  .map(([, y]) => y)
                  .join(""),
      },
      impact,
      ...(rule ? { rule } : {}),
      text,
      says: [["body", "response"], [...spans]] as Says,
    })),
    {
      name: "response header no longer required",
      before: {
        [ONE]: swap(
          "      description: The transaction.\n",
          `      description: The transaction.\n${rateLimit.replace("          schema:", "          required: true\n          schema:")}`,
        ),
      },
      after: { [ONE]: swap("          required: true\n", "          required: false\n") },
      impact: "major",
      rule: "escrow/response-header-optional",
      text: "Response header `X-Rate-Limit` is no longer required: clients must cope with its absence.",
      says: [["header", "response"], ["X-Rate-Limit"]],
    },
    {
      name: "request body gains a schema",
      before: {
        [TRACK]: (text) => text.replace(/( {6}application\/json:)\n {8}schema:\n[\s\S]*?(?= {2}responses:)/, "$1 {}\n"),
      },
      after: {
        [TRACK]: swap(
          "      application/json: {}\n",
          "      application/json:\n        schema:\n          type: object\n",
        ),
      },
      impact: "major",
      rule: "escrow/schema-added",
      text: "The request body now has a schema.",
      says: [["body"], []],
    },
    {
      name: "query parameter becomes an exploded array",
      before: { [TX]: addQuery(false) },
      after: {
        [TX]: swap(
          "      schema:\n        type: string\n  responses:",
          "      schema:\n        type: array\n        items:\n          type: string\n  responses:",
        ),
      },
      impact: "minor",
      rule: "escrow/query-array",
      text: "Query parameter `carrier` changes type from `string` to `array` in the request: callers must send what it allows now.",
      says: [["query"], ["carrier", "string", "array"]],
    },
    {
      name: "default serialisation written out",
      before: { [TX]: addQuery(false) },
      after: { [TX]: swap("      in: query\n", "      in: query\n      style: form\n") },
      impact: "patch",
      rule: "escrow/parameter-serialization",
      text: "Query parameter `carrier` now states `style` `form`, its default: requests are written as before.",
      says: [["query"], ["carrier", "style", "form"]],
    },
    {
      name: "default serialisation no longer written",
      before: {
        [TX]: (text) => swap("      in: query\n", "      in: query\n      style: form\n")(addQuery(false)(text)),
      },
      after: { [TX]: swap("      style: form\n", "") },
      impact: "patch",
      rule: "escrow/parameter-serialization",
      text: "Query parameter `carrier` no longer states `style` `form`, its default: requests are written as before.",
      says: [["query"], ["carrier", "style", "form"]],
    },
    {
      name: "unused security scheme removed",
      before: {
        "openapi.yaml": swap(
          "components:\n  securitySchemes:\n",
          "components:\n  securitySchemes:\n    legacy:\n      type: http\n      scheme: basic\n",
        ),
      },
      after: { "openapi.yaml": swap("    legacy:\n      type: http\n      scheme: basic\n", "") },
      impact: "patch",
      rule: "escrow/security-scheme-unused",
      text: "Security scheme `legacy` removed; no operation used it.",
      says: [[], ["legacy"]],
    },
    {
      name: "every security scheme removed",
      after: {
        "openapi.yaml": (text) =>
          swap(
            "security:\n  - oauth2: [transactions.read]\n",
            "",
          )(
            swap(
              "components:\n  securitySchemes:\n    oauth2:\n      $ref: components/securitySchemes/OAuth2.yaml\n",
              "components: {}\n",
            )(text),
          ),
        [TX]: swap("  security:\n    - oauth2: [transactions.write]\n", ""),
        [TRACK]: swap("  security:\n    - oauth2: [transactions.write]\n", ""),
      },
      impact: "patch",
      text: "Every security scheme of the document removed: `oauth2`.",
      says: [[], ["oauth2"]],
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
    // One comparison for each run: the edits of its first kind.
    const runs = new Map([...KINDS].reverse().map((kind) => [kind.run ?? kind.name, kind]));
    await Promise.all(
      [...runs].map(async ([run, kind], i) => {
        const [base, revision] = ["base", "revision"].map((side) => join(scratch, `kind-${i}`, side));
        for (const dir of [base!, revision!]) {
          cpSync(fixture, dir, { recursive: true });
          copy(dir, kind.before);
        }
        copy(revision!, kind.after);
        const files = { base: join(base!, "openapi.yaml"), revision: join(revision!, "openapi.yaml") };
        const report = await compare(files.base, files.revision, join(repoRoot, "redocly.yaml"));
        found.set(
          run,
          (report.changes ?? []).map((change: any) => ({
            impact: change.impact,
            rules: [...new Set<string>((change.verdicts ?? []).map((v: any) => v.ruleId))],
            text: change.text,
          })),
        );
      }),
    );
  }, 240_000);

  test.each(KINDS)("$name: $text", ({ name, run, impact, rule, text }) => {
    const changes = found.get(run ?? name) ?? [];
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
    // And the project's own (scripts/lib/diff-rules.mjs).
    rules.push(
      "escrow/parameter-serialization",
      "escrow/query-array",
      "escrow/response-header-optional",
      "escrow/schema-added",
      "escrow/security-scheme-unused",
    );
    const rated = new Set([...found.values()].flatMap((changes) => changes.flatMap((c) => c.rules)));
    expect([...rated].sort()).toEqual(rules.sort());
  });

  /** What a sentence says wrongly of a change: a place, name or value it gives that is not the change's, or one it leaves out. */
  const PLACE_WORDS: Record<Place, RegExp> = {
    path: /\bpath\b/i,
    query: /\bquery\b/i,
    header: /\bheaders?\b/i,
    cookie: /\bcookies?\b/i,
    body: /\brequest bod(y|ies)\b/i,
    response: /\bresponses?\b/i,
  };
  function untrue(sentence: string, [places, spans]: Says): string[] {
    const named = [...sentence.matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
    const spoken = (Object.keys(PLACE_WORDS) as Place[]).filter((place) => PLACE_WORDS[place].test(sentence));
    return [
      ...named.filter((span) => !spans.includes(span)).map((span) => `names \`${span}\`, which is not the change's`),
      ...spans.filter((span) => !named.includes(span)).map((span) => `leaves out \`${span}\``),
      ...spoken
        .filter((place) => !places.includes(place))
        .map((place) => `speaks of a ${place}, where nothing changed`),
      ...places.filter((place) => !spoken.includes(place)).map((place) => `does not say the change is in a ${place}`),
    ];
  }

  test.each(KINDS)("$name: the sentence names only what changed", ({ text, says }) => {
    expect(untrue(text, says)).toEqual([]);
  });

  test("the check refuses sentences that say what did not happen", () => {
    const says = (name: string) => KINDS.find((kind) => kind.name === name)!.says;
    const WRONG: Array<[kind: string, sentence: string]> = [
      ["parameters paired by likeness", "Header `test` is now a cookie: callers must send it there."],
      ["parameters paired by likeness", "Cookie `user` is now named `test`: callers must send the new name."],
      ["operationId removed", "The operationId of `GET /transactions` changed from `listTransactions` to `undefined`."],
      ["a header's schema changed", "`a` is now required in the request body: callers must send it."],
      ["contains added", "`tags`: a schema was added."],
      ["shared field made required", "`price` is now required in the request body: callers must send it."],
      [
        "path parameter's type changed",
        "Path parameter `transaction_id` changes type from `string` to `number` in the request.",
      ],
    ];
    for (const [kind, sentence] of WRONG) expect(untrue(sentence, says(kind)), sentence).not.toEqual([]);
  });
});

describe("the typed calls a change stops compiling, in words", () => {
  const BODY = "#/paths/~1x/post/requestBody/content/application~1json/schema";
  const schema = (property: string, before: unknown, after: unknown, path = `${BODY}/properties/status`) => ({
    typeName: "Schema",
    kind: "modified",
    path,
    property,
    base: { value: before },
    revision: { value: after },
  });
  const header = { name: "Service-User", in: "header", required: true };
  const CASES: Array<[name: string, change: object, says: string, owner?: object]> = [
    [
      "operation removed",
      { typeName: "Operation", kind: "removed", path: "#/paths/~1x/get" },
      "its method and path are no longer in the spec: every call of it stops compiling",
    ],
    [
      "path removed",
      { typeName: "PathItem", kind: "removed", path: "#/paths/~1x" },
      "its method and path are no longer in the spec: every call of it stops compiling",
    ],
    [
      "required parameter added",
      {
        typeName: "Parameter",
        kind: "added",
        path: "#/paths/~1x/get/parameters/0",
        revision: { value: { name: "carrier", in: "query", required: true } },
      },
      "query parameter `carrier` is now required: calls without it stop compiling",
    ],
    [
      "optional parameter added",
      {
        typeName: "Parameter",
        kind: "added",
        path: "#/paths/~1x/get/parameters/0",
        revision: { value: { name: "carrier", in: "query" } },
      },
      "",
    ],
    [
      "parameter made required",
      {
        typeName: "Parameter",
        kind: "modified",
        path: "#/paths/~1x/get/parameters/0",
        property: "required",
        base: { value: false },
        revision: { value: true, pointer: "#/required" },
      },
      "header `Service-User` is now required: calls without it stop compiling",
      header,
    ],
    [
      "request body made required",
      {
        typeName: "RequestBody",
        kind: "modified",
        path: "#/paths/~1x/post/requestBody",
        property: "required",
        base: { value: false },
        revision: { value: true },
      },
      "a request body is now required: calls without it stop compiling",
    ],
    [
      "body property made required",
      schema("required", ["a"], ["a", "b"], BODY),
      "`b` is now required: calls without it stop compiling",
    ],
    ["body property no longer required", schema("required", ["a", "b"], ["a"], BODY), ""],
    [
      "type narrows",
      schema("type", "string", "integer"),
      "`status` narrows from `string` to `integer`: calls that give `string` stop compiling",
    ],
    ["type widens", schema("type", "integer", ["integer", "string"]), ""],
    ["integer becomes number: both are a number", schema("type", "integer", "number"), ""],
    ["number becomes integer: both are a number", schema("type", "number", "integer"), ""],
    [
      "type stated where none was",
      schema("type", undefined, "string"),
      "`status` now has the type `string`: calls that give another type stop compiling",
    ],
    [
      "enum value removed",
      schema("enum", ["paid", "cancelled"], ["paid"]),
      "`status` no longer takes `cancelled`: calls that give it stop compiling",
    ],
    ["enum value added", schema("enum", ["paid"], ["paid", "cancelled"]), ""],
    [
      "enum stated where none was",
      schema("enum", undefined, ["paid"]),
      "`status` is now limited to `paid`: calls that give other values stop compiling",
    ],
    [
      "schema where a body had none",
      { typeName: "Schema", kind: "added", path: BODY, revision: { value: { type: "object" } } },
      "the request body now has a schema: calls whose body does not fit it stop compiling",
    ],
  ];

  test.each(CASES)("%s", (_, change, says, parameter) => {
    expect(callBreak(change, { directions: ["request"], owner: () => parameter })).toBe(says);
  });

  test("a parameter listed as added because it changed too much is new to calls only if it was optional", () => {
    const added = {
      typeName: "Parameter",
      kind: "added",
      path: "#/paths/~1x/get/parameters/0",
      revision: { value: { name: "carrier", in: "query", required: true } },
    };
    const base = (required: boolean) => ({
      root: "/base.yaml",
      folder: "/",
      files: new Map([
        [
          "/base.yaml",
          {
            text: "",
            data: { paths: { "/x": { get: { parameters: [{ name: "carrier", in: "query", required }] } } } },
          },
        ],
      ]),
    });
    const context = (required: boolean) => ({ directions: ["request" as const], loaded: { base: base(required) } });
    expect(callBreak(added, context(true))).toBe("");
    expect(callBreak(added, context(false))).toBe(
      "query parameter `carrier` is now required: calls without it stop compiling",
    );
  });

  test("a change where the operation reads it, in a response, stops no call", () => {
    for (const [name, change, says] of CASES) {
      const removal = /^(operation|path) removed$/.test(name);
      expect(callBreak(change, { directions: ["response"], owner: () => header }), name).toBe(removal ? says : "");
    }
  });
});
