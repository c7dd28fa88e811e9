// The mock API (`npm run mock`): Prism on 127.0.0.1 with a port chosen at run time, against the
// bundled document. It must answer with the document's examples and reject requests that break it.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bundleSpec, ROOT } from "../scripts/docs.mjs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const TRACK = "/api/v1/transactions/{transaction_id}/track";
const RATES = "/api/v1/transactions/{transaction_id}/shipper_shipping_rates";
const TRANSACTION_ID = 4817230;
const apiKeyAuth = `Basic ${Buffer.from("test-api-key:").toString("base64")}`; // key as username, empty password

let doc: Json;
let child: ChildProcess | undefined;
let base = "";
let output = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Follows local $refs (#/components/...) of the bundled document. */
function deref(node: Json): Json {
  let current = node;
  for (let i = 0; current && typeof current.$ref === "string" && i < 20; i++) {
    current = current.$ref
      .slice(2)
      .split("/")
      .map((p: string) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((at: Json, key: string) => at?.[key], doc);
  }
  return current;
}

/** The value of the first example of a media type object. */
function firstExample(media: Json): Json {
  if (media.example !== undefined) return media.example;
  const first = Object.values<Json>(media.examples ?? {})[0];
  if (!first) throw new Error("no example");
  return deref(first).value;
}

function violations(res: Response): string[] {
  const header = res.headers.get("sl-violations");
  return header ? (JSON.parse(header) as Array<{ message: string }>).map((v) => v.message) : [];
}

const url = (template: string) => base + template.replace("{transaction_id}", String(TRANSACTION_ID));

beforeAll(async () => {
  doc = await bundleSpec();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Its own process group, so that Prism is stopped with it.
  child = spawn(process.execPath, [join(ROOT, "scripts/mock.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.setEncoding("utf8").on("data", (c: string) => (output += c));
  child.stderr!.setEncoding("utf8").on("data", (c: string) => (output += c));
  const until = Date.now() + 150_000;
  while (!output.includes(`listening on ${base}`)) {
    if (child.exitCode !== null) throw new Error(`the mock exited early:\n${output}`);
    if (Date.now() > until) throw new Error(`the mock did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 180_000);

afterAll(async () => {
  if (!child?.pid) return;
  const exited = new Promise((r) => child!.once("exit", r));
  const group = -child.pid;
  try {
    process.kill(group, "SIGTERM");
  } catch {
    return; // already gone
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  try {
    process.kill(group, "SIGKILL");
  } catch {
    // the group has ended
  }
}, 30_000);

describe("mock API", () => {
  test("listens on 127.0.0.1 only", () => {
    expect(new URL(base).hostname).toBe("127.0.0.1");
  });

  test("answers a valid call with the document's example", async () => {
    const op = doc.paths[TRACK].post;
    const body = firstExample(deref(op.requestBody).content["application/json"]);
    expect(body.tracking_code).toBeTruthy();
    const res = await fetch(url(TRACK), {
      method: "POST",
      headers: { authorization: apiKeyAuth, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(violations(res)).toEqual([]);
    expect(await res.json()).toEqual(firstExample(deref(op.responses["200"]).content["application/json"]));
  });

  test("rejects a body without a required field, saying which", async () => {
    const res = await fetch(url(TRACK), {
      method: "POST",
      headers: { authorization: apiKeyAuth, "content-type": "application/json" },
      body: JSON.stringify({ carrier: "parcel_express" }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(violations(res).join("\n")).toMatch(/required property 'tracking_code'/);
    const error = await res.json();
    expect(typeof error.code).toBe("string");
    expect(typeof error.error).toBe("string");
  });

  test("rejects a call without a required query parameter", async () => {
    const res = await fetch(`${base}/api/v1/batch/transactions`, { headers: { authorization: "Bearer test-token" } });
    expect(res.status).toBe(400);
    expect(violations(res).join("\n")).toMatch(/required property 'ids'/);
  });

  test("rejects a Bearer token on an operation that takes only the API key", async () => {
    expect(doc.paths[RATES].get.security).toEqual([{ apiKey: [] }]);
    const res = await fetch(url(RATES), { headers: { authorization: "Bearer test-token" } });
    expect(res.status).toBe(401);
    expect(violations(res).join("\n")).toMatch(/security/i);
  });

  test("accepts the API key there and serves the example rates", async () => {
    const res = await fetch(url(RATES), { headers: { authorization: apiKeyAuth } });
    expect(res.status).toBe(200);
    const media = deref(doc.paths[RATES].get.responses["200"]).content["application/json"];
    expect(await res.json()).toEqual(firstExample(media));
  });

  test("rejects a call without credentials", async () => {
    const res = await fetch(url(TRACK), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ carrier: "parcel_express", tracking_code: "PX1" }),
    });
    expect(res.status).toBe(401);
  });
});
