// Contract: every operation of the bundled document, called through the typed client against the
// project's mock (Prism checks each request against the document), with the parameters, headers and
// bodies of the document's examples, under each security scheme the operation declares and once
// with a scheme it does not accept. Every response body is validated by ajv (JSON Schema 2020-12)
// against the schema the document gives for that status. The number of operations is read from the
// document, so an operation added later without coverage fails here.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bundle, HTTP_METHODS, ROOT } from "../scripts/lib/spec.mjs";
import { createClient, type EscrowClient } from "../src/index.js";
import { type RunningMock, startMock } from "./helpers/mock.js";
import { SLOW, STEP } from "./helpers/time.js";

type Json = any;

const DOC_ID = "https://contract.test/openapi.json";
const API_KEY = "contract-api-key";
const TOKEN = "contract-access-token";
// A scheme none of the document's operations accepts.
const FOREIGN = 'Digest username="contract", realm="escrow", nonce="0", uri="/", response="0"';

const doc: Json = await bundle();
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

interface Op {
  method: string;
  path: string;
  operation: Json;
  parameters: Json[];
  schemes: string[];
}

/** Follows local `$ref`s of the bundled document; returns the node and the pointer it was found at. */
function resolve(node: Json, pointer: string): [Json, string] {
  for (let i = 0; node && typeof node.$ref === "string" && i < 20; i++) {
    pointer = node.$ref;
    node = node.$ref
      .slice(2)
      .split("/")
      .map((p: string) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((at: Json, key: string) => at?.[key], doc);
  }
  return [node, pointer];
}
const deref = (node: Json) => resolve(node, "")[0];
const esc = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function firstExample(holder: Json): Json {
  if (holder.example !== undefined) return holder.example;
  const first = Object.values<Json>(holder.examples ?? {})[0];
  return first === undefined ? undefined : deref(first).value;
}

const operations: Op[] = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((m) => item[m]).map((m) => ({
    method: m.toUpperCase(),
    path,
    operation: item[m],
    parameters: [...(item.parameters ?? []), ...(item[m].parameters ?? [])].map(deref),
    schemes: [...new Set<string>((item[m].security ?? doc.security).flatMap((r: Json) => Object.keys(r)))],
  })),
);
// Counted without the list above, so that a mistake in building it cannot hide an operation.
const documentCount = Object.values<Json>(doc.paths).reduce(
  (n, item) => n + Object.keys(item).filter((k) => HTTP_METHODS.includes(k)).length,
  0,
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// OpenAPI's numeric formats, which JSON Schema does not define.
ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isInteger(n) });
ajv.addFormat("int32", {
  type: "number",
  validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
});
ajv.addFormat("double", { type: "number", validate: () => true });
ajv.addFormat("float", { type: "number", validate: () => true });
ajv.addSchema({ ...doc, $id: DOC_ID });
const validators = new Map<string, ValidateFunction>();

/** The validator for the body of `status`, with the document's choice of exact code, `NXX`, `default`. */
function responseSchema(
  op: Op,
  status: number,
  mediaType: string,
): { validate?: ValidateFunction; where: string; media?: string } {
  const base = `#/paths/${esc(op.path)}/${op.method.toLowerCase()}/responses`;
  const key = [String(status), `${String(status)[0]}XX`, "default"].find((k) => op.operation.responses[k]);
  if (!key) return { where: `${base} (no response for ${status})` };
  const [response, pointer] = resolve(op.operation.responses[key], `${base}/${esc(key)}`);
  const media = Object.keys(response.content ?? {}).find((m) => mediaType.startsWith(m));
  if (!media) return { where: pointer };
  const where = `${pointer}/content/${esc(media)}/schema`;
  if (!/json/.test(media)) return { where, media };
  let validate = validators.get(where);
  if (!validate) validators.set(where, (validate = ajv.compile({ $ref: DOC_ID + where })));
  return { validate, where, media };
}

/** The call's init from the document's examples: path, query and header parameters, and body. */
function exampleInit(op: Op): Json {
  const params: Json = {};
  for (const p of op.parameters) {
    const value = firstExample(p) ?? p.schema?.example;
    if (value === undefined) {
      if (p.required) throw new Error(`${op.method} ${op.path}: required ${p.in} parameter ${p.name} has no example`);
      continue;
    }
    (params[p.in] ??= {})[p.name] = value;
  }
  const init: Json = { params };
  const body = op.operation.requestBody && deref(op.operation.requestBody);
  if (body) {
    const media = body.content["application/json"];
    const value = media && firstExample(media);
    if (value !== undefined) init.body = value;
    else if (body.required) throw new Error(`${op.method} ${op.path}: required body has no example`);
  }
  const success = Object.entries<Json>(op.operation.responses).find(([k]) => k.startsWith("2"));
  const successMedia = Object.keys(deref(success?.[1])?.content ?? {})[0] ?? "";
  if (successMedia && !/json/.test(successMedia)) init.parseAs = "arrayBuffer";
  return init;
}

let mock: RunningMock;
const clients: Record<string, EscrowClient> = {};
const violations: string[] = [];
const called = new Set<string>();
const tally = { calls: 0, refusals: 0, bodies: 0 };

beforeAll(async () => {
  mock = await startMock();
  clients.apiKey = createClient({ baseUrl: mock.base, auth: { apiKey: API_KEY }, retry: false, timeoutMs: STEP });
  clients.oauth2 = createClient({ baseUrl: mock.base, auth: { accessToken: TOKEN }, retry: false, timeoutMs: STEP });
}, SLOW);

afterAll(async () => {
  await mock?.stop();
  const lines = [
    `contract: ${called.size} of ${documentCount} operations called through the typed client, ` +
      `${tally.calls} accepted calls, ${tally.refusals} refused calls, ${tally.bodies} bodies validated by ajv; ` +
      `${violations.length} violations`,
    ...violations.map((v) => `  violation: ${v}`),
  ];
  console.log(lines.join("\n"));
}, SLOW);

/** Checks one answer: no request violation, and the body valid for its status. Returns problems. */
function check(op: Op, label: string, response: Response, body: unknown): string[] {
  const problems: string[] = [];
  const reported = response.headers.get("sl-violations");
  const schema = responseSchema(op, response.status, response.headers.get("content-type") ?? "");
  if (!schema.media)
    problems.push(
      `${label}: HTTP ${response.status} ${response.headers.get("content-type")} is not a response of the document (${schema.where})`,
    );
  else if (schema.validate) {
    if (label !== "probe") tally.bodies++;
    if (!schema.validate(body))
      problems.push(`${label}: body does not match ${schema.where}: ${ajv.errorsText(schema.validate.errors)}`);
  } else if (!(body instanceof ArrayBuffer) || body.byteLength === 0)
    problems.push(`${label}: empty ${schema.media} body`);
  return reported && response.status < 300 ? [...problems, `${label}: the mock reported ${reported}`] : problems;
}

describe(`contract: ${documentCount} operations of the bundled document`, () => {
  test("the document's operations are the ones listed here", () => {
    expect(documentCount).toBeGreaterThan(0);
    expect(operations).toHaveLength(documentCount);
  });

  test.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))("%s", async (name, op) => {
    const init = exampleInit(op);
    const problems: string[] = [];
    expect(op.schemes.length).toBeGreaterThan(0);
    for (const scheme of op.schemes) {
      const client = clients[scheme];
      if (!client) throw new Error(`${name}: no client for scheme ${scheme}`);
      const result = await (client as any)[op.method](op.path, init);
      tally.calls++;
      const label = `${name} [${scheme}]`;
      if (!result.response.ok)
        problems.push(`${label}: HTTP ${result.response.status} ${JSON.stringify(result.error)}`);
      problems.push(...check(op, label, result.response, result.response.ok ? result.data : result.error));
    }

    // A scheme the operation does not accept: the document's other scheme, else one it has none of.
    const other = Object.keys(doc.components.securitySchemes).find((s) => !op.schemes.includes(s) && clients[s]);
    if (other) {
      // The client itself refuses to send a credential the operation does not take...
      await expect((clients[other] as Json)[op.method](op.path, init)).rejects.toThrow(TypeError);
    }
    // ...so the wrong credential is forced as a header of the call, and the mock must refuse it.
    const forced =
      other === "apiKey"
        ? `Basic ${Buffer.from(`${API_KEY}:`).toString("base64")}`
        : other === "oauth2"
          ? `Bearer ${TOKEN}`
          : FOREIGN;
    const client = clients[op.schemes[0]!]!;
    const refused = await (client as any)[op.method](op.path, { ...init, headers: { authorization: forced } });
    tally.refusals++;
    const label = `${name} [${other ?? "Digest"}, not accepted]`;
    if (refused.response.status !== 401 || refused.error?.code !== "mock_unauthorized") {
      problems.push(
        `${label}: expected a 401 mock_unauthorized, got HTTP ${refused.response.status} ${JSON.stringify(refused.error ?? refused.data)}`,
      );
    } else problems.push(...check(op, label, refused.response, refused.error));

    called.add(name);
    violations.push(...problems);
    expect(problems).toEqual([]);
  });

  test("every operation of the document was called, with 0 violations, as the testing guide says", () => {
    expect(called.size).toBe(documentCount);
    expect(violations).toEqual([]);
    const readme = readFileSync(join(ROOT, "docs", "testing.md"), "utf8");
    expect(readme).toContain(
      `**Contract: ${documentCount} of ${documentCount} operations, ${violations.length} violations.**`,
    );
  });
});

describe("the contract check can fail", () => {
  const track = () =>
    operations.find((op) => op.path === "/api/v1/transactions/{transaction_id}/track" && op.method === "POST")!;

  test("a body that breaks the document's schema is a violation", () => {
    const op = track();
    const example = firstExample(deref(op.operation.responses["200"]).content["application/json"]);
    const response = new Response(null, { status: 200, headers: { "content-type": "application/json" } });
    expect(check(op, "probe", response, example)).toEqual([]);
    const { price: _price, ...withoutPrice } = example;
    expect(check(op, "probe", response, withoutPrice).join("\n")).toMatch(/must have required property 'price'/);
    expect(check(op, "probe", response, { ...example, price: 12.5 }).join("\n")).toMatch(/price/);
    expect(check(op, "probe", response, { ...example, created: "yesterday" }).join("\n")).toMatch(/date-time/);
  });

  test("a status or content type the document does not give is a violation", () => {
    const op = track();
    const html = new Response(null, { status: 200, headers: { "content-type": "text/html" } });
    expect(check(op, "probe", html, "<p>hi</p>").join("\n")).toMatch(/is not a response of the document/);
    const reported = new Response(null, {
      status: 200,
      headers: { "content-type": "application/json", "sl-violations": "[]" },
    });
    expect(
      check(op, "probe", reported, firstExample(deref(op.operation.responses["200"]).content["application/json"])).join(
        "\n",
      ),
    ).toMatch(/the mock reported/);
  });
});
