// The mock API (`npm run mock`): started on 127.0.0.1 with a port chosen at run time, against the
// bundled document. It must answer with the document's examples, reject requests that break it
// with a body of the document's error shape that says why, and stay up: refuse what Prism cannot
// take (bodies too large or too deeply nested) and start Prism again when it stops anyway.
import { readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bundle, follow } from "../scripts/lib/spec.mjs";
import { DEPTH_LIMIT, nestingDepth } from "../scripts/serve/mock-rules.mjs";
import { type RunningMock, startMock } from "./helpers/mock.js";
import { createClient, getTransactionsByIds, isApiError, type TrackRequest, unwrap } from "../src/index.js";
import { SLOW, until } from "./helpers/time.js";
import { runScript } from "./helpers/cli.js";

type Json = any;

const TRACK = "/api/v1/transactions/{transaction_id}/track";
const RATES = "/api/v1/transactions/{transaction_id}/shipper_shipping_rates";
const TRANSACTION_ID = 4817230;
const apiKeyAuth = `Basic ${Buffer.from("test-api-key:").toString("base64")}`; // key as username, empty password

let doc: Json;
let mock: RunningMock | undefined;
let base = "";

/** Follows local $refs (#/components/...) of the bundled document. */
const deref = (node: Json): Json => follow(doc, node).node;

/** The value of the first example of a media type object. */
function firstExample(media: Json): Json {
  if (media.example !== undefined) return media.example;
  const first = Object.values<Json>(media.examples ?? {})[0];
  if (!first) throw new Error("no example");
  return deref(first).value;
}

/** The error body of a rejection: the document's shape, with one of the mock's own codes. */
async function rejection(res: Response, code: string): Promise<{ code: string; error: string }> {
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(["code", "error"]);
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe("string");
  return body;
}

function violations(res: Response): string[] {
  const header = res.headers.get("sl-violations");
  return header ? (JSON.parse(header) as Array<{ message: string }>).map((v) => v.message) : [];
}

const url = (template: string) => base + template.replace("{transaction_id}", String(TRANSACTION_ID));

beforeAll(async () => {
  doc = await bundle();
  mock = await startMock();
  base = mock.base;
}, SLOW);

afterAll(() => mock?.stop(), SLOW);

describe("mock API", () => {
  test("listens on 127.0.0.1 only", () => {
    expect(new URL(base).hostname).toBe("127.0.0.1");
  });

  test("answers a valid call with the document's example, unchanged", async () => {
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
    expect(res.headers.get("www-authenticate")).toBeNull();
    expect(await res.json()).toEqual(firstExample(deref(op.responses["200"]).content["application/json"]));
  });

  test("rejects a body without a required field, naming it in the body", async () => {
    const res = await fetch(url(TRACK), {
      method: "POST",
      headers: { authorization: apiKeyAuth, "content-type": "application/json" },
      body: JSON.stringify({ carrier: "parcel_express" }),
    });
    expect(res.status).toBe(400);
    expect(violations(res).join("\n")).toMatch(/required property 'tracking_code'/);
    const error = await rejection(res, "mock_request_invalid");
    expect(error.error).toMatch(/^Request body must have required property 'tracking_code'/);
  });

  test("rejects a call without a required query parameter, naming it in the body", async () => {
    const res = await fetch(`${base}/api/v1/batch/transactions`, { headers: { authorization: "Bearer test-token" } });
    expect(res.status).toBe(400);
    expect(violations(res).join("\n")).toMatch(/required property 'ids'/);
    const error = await rejection(res, "mock_request_invalid");
    expect(error.error).toMatch(/query must have required property 'ids'/);
  });

  test("rejects a path parameter of the wrong type, naming the parameter", async () => {
    const res = await fetch(`${base}/api/v1/transactions/not-a-number/shipper_shipping_rates`, {
      headers: { authorization: apiKeyAuth },
    });
    expect(res.status).toBe(400);
    const error = await rejection(res, "mock_request_invalid");
    expect(error.error).toMatch(/path parameter transaction_id/);
  });

  test("rejects a Bearer token on an operation that takes only the API key, naming the accepted scheme", async () => {
    expect(doc.paths[RATES].get.security).toEqual([{ apiKey: [] }]);
    const res = await fetch(url(RATES), { headers: { authorization: "Bearer test-token", "service-user": "u" } });
    expect(res.status).toBe(401);
    expect(violations(res).join("\n")).toMatch(/security/i);
    expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm="[^"]+"$/);
    const error = await rejection(res, "mock_unauthorized");
    expect(error.error).toMatch(/Bearer/);
    expect(error.error).toMatch(
      /this operation accepts: apiKey \(HTTP basic, the API key as user name, empty password\)$/,
    );
    expect(error.error).not.toMatch(/oauth2/);
  });

  test("accepts the API key there and serves the example rates", async () => {
    const res = await fetch(url(RATES), { headers: { authorization: apiKeyAuth, "service-user": "u" } });
    expect(res.status).toBe(200);
    const media = deref(doc.paths[RATES].get.responses["200"]).content["application/json"];
    expect(await res.json()).toEqual(firstExample(media));
  });

  test("rejects a call without credentials, naming every scheme the operation accepts", async () => {
    expect(doc.paths[TRACK].post.security ?? doc.security).toEqual([{ oauth2: [] }, { apiKey: [] }]);
    const res = await fetch(url(TRACK), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ carrier: "parcel_express", tracking_code: "PX1" }),
    });
    expect(res.status).toBe(401);
    const challenges = res.headers.get("www-authenticate") ?? "";
    expect(challenges).toMatch(/Basic realm="[^"]+"/);
    expect(challenges).toMatch(/Bearer realm="[^"]+"/);
    const error = await rejection(res, "mock_unauthorized");
    expect(error.error).toMatch(/^Missing credentials/);
    expect(error.error).toMatch(/this operation accepts: oauth2 \(.*Bearer.*\) or apiKey \(HTTP basic/);
  });

  test("refuses a path with a malformed percent escape, and keeps serving", async () => {
    const { request } = await import("node:http");
    // fetch would refuse to send such a URL; a raw request sends it as written.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}/api/v1/transactions/%zz`, { headers: { authorization: apiKeyAuth } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(400);
    const res = await fetch(url("/api/v1/transactions/{transaction_id}"), { headers: { authorization: apiKeyAuth } });
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });

  test("passes Prism's answer for an unknown path through", async () => {
    const res = await fetch(`${base}/api/v1/no-such-thing`, { headers: { authorization: apiKeyAuth } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    await res.body?.cancel();
  });
});

describe("the batch rule the description states", () => {
  const BATCH = "/api/v1/batch/transactions";
  const bearer = { authorization: "Bearer test-token" };
  const batch = (ids: string) => fetch(`${base}${BATCH}?ids=${ids}`, { headers: bearer });

  test("the example's own request gets exactly the example's answer", async () => {
    const op = doc.paths[BATCH].get;
    const ids = op.parameters.map(deref).find((p: Json) => p.name === "ids").example;
    const res = await batch(ids);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(firstExample(deref(op.responses["200"]).content["application/json"]));
  });

  test("one entry per ID, in order, repeats kept, null for the ID the example does not know", async () => {
    const ids = ["12", "999", "7", "12", "4817230", "999"];
    const res = await batch(ids.join(","));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body: Json[] = await res.json();
    expect(body.map((entry) => (entry === null ? null : String(entry.id)))).toEqual([
      "12",
      null,
      "7",
      "12",
      "4817230",
      null,
    ]);
    // Every other field is the example transaction's.
    const example = firstExample(deref(doc.paths[BATCH].get.responses["200"]).content["application/json"])[0];
    expect({ ...body[0], id: example.id }).toEqual(example);
  });

  test("50 IDs give 50 entries; 51 are refused with a 400 in the error shape that names the limit", async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => String(1000 + i));
    const ok = await batch(fifty.join(","));
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Json[]).map((t) => String(t.id))).toEqual(fifty);
    const res = await batch([...fifty, "2000"].join(","));
    expect(res.status).toBe(400);
    const error = await rejection(res, "mock_request_invalid");
    expect(error.error).toMatch(/^The batch call takes at most 50 IDs; this request has 51\. /);
  });

  test("an int64 ID above 2^53 comes back with every digit", async () => {
    const res = await batch("9007199254740993,0042");
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain('"id":9007199254740993,');
    expect(JSON.parse(text)[1].id).toBe(42);
  });

  test("the credentials rule still applies: an API key is refused on this OAuth2-only call", async () => {
    const res = await fetch(`${base}${BATCH}?ids=1,2`, { headers: { authorization: apiKeyAuth } });
    expect(res.status).toBe(401);
    await rejection(res, "mock_unauthorized");
  });

  test("the batch helper gets 120 transactions through the typed client, in order", async () => {
    const api = createClient({ baseUrl: base, auth: { accessToken: "test-token" }, retry: false });
    const ids = Array.from({ length: 120 }, (_, i) => (i % 7 === 3 ? 999 : 5000 + (i % 40)));
    const found = await getTransactionsByIds(api, ids);
    expect(found).toHaveLength(120);
    found.forEach((tx, i) => expect(tx === null ? 999 : Number(tx.id)).toBe(ids[i]));
  });
});

describe("the typed client against the mock", () => {
  const api = () => createClient({ baseUrl: base, auth: { apiKey: "test-api-key" }, retry: false });

  test("a valid call returns the document's example", async () => {
    const op = doc.paths[TRACK].post;
    const body: TrackRequest = firstExample(deref(op.requestBody).content["application/json"]);
    const data = await unwrap(
      api().POST("/api/v1/transactions/{transaction_id}/track", {
        params: { path: { transaction_id: TRANSACTION_ID } },
        body,
      }),
    );
    expect(data).toEqual(firstExample(deref(op.responses["200"]).content["application/json"]));
  });

  test("an invalid call surfaces an ApiError that carries the reason", async () => {
    // The types forbid this body; an application that builds it at run time gets the mock's answer.
    const body = { carrier: "parcel_express" } as TrackRequest;
    const error = await unwrap(
      api().POST("/api/v1/transactions/{transaction_id}/track", {
        params: { path: { transaction_id: TRANSACTION_ID } },
        body,
      }),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(400);
    expect(error.code).toBe("mock_request_invalid");
    expect(error.serverMessage).toMatch(/required property 'tracking_code'/);
  });
});

describe("the mock stays up", () => {
  const LIMIT = 1024 * 1024;
  const body = (size: number) => JSON.stringify({ carrier: "carrier_code_not_shown", tracking_code: "x".repeat(size) });
  /** Brackets nested `depth` deep: `[[…]]`, or objects `{"a":{"a":…1}}`. */
  const nested = (depth: number, kind: "array" | "object" = "array") =>
    kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

  /** Sends a raw POST of `payload` to the track call; `expect100` waits for 100 Continue first. */
  function post(
    payload: Buffer,
    options: { chunked?: boolean; expect100?: boolean } = {},
  ): Promise<{ status: number; text: string; sent: boolean }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = {
        authorization: apiKeyAuth,
        "content-type": "application/json",
      };
      if (options.chunked) headers["transfer-encoding"] = "chunked";
      else headers["content-length"] = payload.length;
      if (options.expect100) headers.expect = "100-continue";
      let sent = false;
      const req = request(url(TRACK), { method: "POST", headers, timeout: 60_000 }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, sent }));
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error("no answer within 60 s")));
      req.on("error", reject);
      const write = () => {
        sent = true;
        // In pieces, as a client streams a body.
        for (let at = 0; at < payload.length; at += 256 * 1024) req.write(payload.subarray(at, at + 256 * 1024));
        req.end();
      };
      if (options.expect100) req.on("continue", write);
      else write();
    });
  }

  /** What is wrong with an answer that should be the mock's 413, or "". */
  function notTooLarge({ status, text }: { status: number; text: string }): string {
    if (status !== 413) return `status ${status}: ${text.slice(0, 160)}`;
    const answer = JSON.parse(text);
    if (Object.keys(answer).sort().join() !== "code,error" || answer.code !== "mock_request_too_large") return text;
    if (!String(answer.error).includes(`at most ${LIMIT} bytes`)) return text;
    return "";
  }

  test("an 11 MB body gets the mock's 413 in the document's error shape, not Prism's", async () => {
    const payload = Buffer.from(body(11_000_000));
    expect(notTooLarge(await post(payload))).toBe("");
    expect(notTooLarge(await post(payload, { chunked: true }))).toBe("");
    // A client waiting for 100 Continue is answered before it sends the body.
    const waited = await post(payload, { expect100: true });
    expect(notTooLarge(waited)).toBe("");
    expect(waited.sent).toBe(false);
  });

  test("just over the limit is refused, by Content-Length or as it arrives; up to it reaches Prism", async () => {
    const over = Buffer.from(body(LIMIT));
    expect(over.length).toBeGreaterThan(LIMIT);
    expect(notTooLarge(await post(over))).toBe("");
    expect(notTooLarge(await post(over, { chunked: true }))).toBe("");
    const res = await fetch(url(TRACK), {
      method: "POST",
      headers: { authorization: apiKeyAuth, "content-type": "application/json" },
      body: over,
    });
    expect(notTooLarge({ status: res.status, text: await res.text() })).toBe("");
    // At the limit the body is Prism's to check: the track call takes it.
    const fits = Buffer.from(body(LIMIT - Buffer.byteLength(body(0))));
    expect(fits.length).toBe(LIMIT);
    const taken = await post(fits);
    expect(taken.status, taken.text.slice(0, 160)).toBe(200);
    expect(JSON.parse(taken.text).id).toBe(TRANSACTION_ID);
    for (const chunked of [false, true]) {
      const small = await post(Buffer.from(body(10)), { chunked });
      expect(small.status, small.text.slice(0, 160)).toBe(200);
    }
  });

  test("after a 413 the same connection still answers", async () => {
    const init = (payload: string) => ({
      method: "POST",
      headers: { authorization: apiKeyAuth, "content-type": "application/json" },
      body: payload,
    });
    expect((await fetch(url(TRACK), init(body(2 * LIMIT)))).status).toBe(413);
    expect((await fetch(url(TRACK), init(body(10)))).status).toBe(200);
  });

  test("a body nested deeper than Prism can take gets the mock's own 400, and the mock answers on", async () => {
    // 10 kB of brackets sent twice made Prism stop; 10,000 and 100,000 levels got its 500.
    const bodies = [nested(5000), nested(5000), nested(10_000), nested(100_000), nested(1001), nested(5000, "object")];
    bodies.push(`{"carrier":"x","tracking_code":"y","extra":${nested(DEPTH_LIMIT)}}`);
    for (const payload of bodies) {
      const answer = await post(Buffer.from(payload));
      expect(answer.status, answer.text.slice(0, 160)).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        code: "mock_request_invalid",
        error: `The request body nests arrays and objects more than ${DEPTH_LIMIT} levels deep; the mock takes at most ${DEPTH_LIMIT} levels.`,
      });
    }
    expect((await post(Buffer.from(body(10)))).status).toBe(200);
  });

  test("up to 1,000 levels, brackets in strings aside, reach Prism, which answers each and stays up", async () => {
    for (let round = 0; round < 3; round++) {
      // Prism's own check: a list is no track request.
      const list = await post(Buffer.from(nested(DEPTH_LIMIT)));
      expect(list.status).toBe(400);
      expect(JSON.parse(list.text).error).toMatch(/^Request body must be object/);
      const deep = await post(Buffer.from(`{"carrier":"x","tracking_code":"y","extra":${nested(DEPTH_LIMIT - 1)}}`));
      expect(deep.status, deep.text.slice(0, 160)).toBe(200);
      const quoted = await post(Buffer.from(JSON.stringify({ carrier: "x", tracking_code: nested(5000) })));
      expect(quoted.status, quoted.text.slice(0, 160)).toBe(200);
    }
  });

  test("nestingDepth gives JSON.parse's depth for any JSON text, and a number for any other text", () => {
    /** The depth of a parsed value, counted with a list rather than a recursion. */
    const depthOf = (value: unknown) => {
      let deepest = 0;
      const stack: Array<[unknown, number]> = [[value, 0]];
      while (stack.length) {
        const [node, depth] = stack.pop()!;
        if (node === null || typeof node !== "object") continue;
        deepest = Math.max(deepest, depth + 1);
        for (const child of Object.values(node)) stack.push([child, depth + 1]);
      }
      return deepest;
    };
    const bytes = (text: string) => Buffer.from(text, "utf8");
    const json = fc.oneof(
      fc.json({ depthSize: "large" }),
      fc.jsonValue({ maxDepth: 40 }).map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(json, (text) => {
        expect(nestingDepth(bytes(text))).toBe(depthOf(JSON.parse(text)));
        const depth = depthOf(JSON.parse(text));
        // The limit stops it at the first level past it, and never before.
        if (depth > 0) expect(nestingDepth(bytes(text), depth - 1)).toBe(depth);
        expect(nestingDepth(bytes(text), depth)).toBe(depth);
      }),
      { numRuns: 2000 },
    );
    // Text changed at one place, valid or not: a count no greater than the brackets, and JSON.parse's
    // depth whenever JSON.parse takes it.
    const edited = fc
      .tuple(json, fc.nat(), fc.string({ unit: fc.constantFrom(...'[]{}\\"\u00e9,:1a ') }))
      .map(
        ([text, at, insert]) =>
          text.slice(0, at % (text.length + 1)) + insert + text.slice((at % (text.length + 1)) + 1),
      );
    fc.assert(
      fc.property(fc.oneof(edited, fc.string({ unit: "binary" })), (text) => {
        const depth = nestingDepth(bytes(text));
        expect(Number.isInteger(depth) && depth >= 0).toBe(true);
        expect(depth).toBeLessThanOrEqual((text.match(/[[{]/g) ?? []).length);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return;
        }
        expect(depth).toBe(depthOf(parsed));
      }),
      { numRuns: 2000 },
    );
    // Far deeper than any stack: counted to the end without a limit, stopped early with one.
    const deep = bytes(nested(1_000_000));
    expect(nestingDepth(deep)).toBe(1_000_000);
    expect(nestingDepth(deep, DEPTH_LIMIT)).toBe(DEPTH_LIMIT + 1);
    expect(nestingDepth(bytes('"[[[\\"[[[" [1]'))).toBe(1);
  });

  describe("when Prism stops anyway", () => {
    let own: RunningMock | undefined;
    beforeAll(async () => {
      own = await startMock();
    }, SLOW);
    afterAll(() => own?.stop(), SLOW);

    const track = (to: string) =>
      fetch(`${to}${TRACK.replace("{transaction_id}", String(TRANSACTION_ID))}`, {
        method: "POST",
        headers: { authorization: apiKeyAuth, "content-type": "application/json" },
        body: body(10),
      });

    /** Whether bytes wait unread in a connection to `pid`'s port: Linux's table of TCP sockets. */
    const unread = (port: number) => {
      const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
      return readFileSync("/proc/net/tcp", "utf8")
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .some(([, address, , state, queues]) => address === local && state === "01" && !/:0+$/.test(queues ?? ":0"));
    };

    test("a request Prism was answering gets a 502; the mock says so, starts Prism again, and answers on", async () => {
      const mock = own!;
      const first = mock.prismPid()!;
      const port = Number(/Prism on internal port (\d+)/.exec(mock.output())?.[1]);
      // Prism is paused with the request in its socket, then killed: the request was in flight.
      process.kill(first, "SIGSTOP");
      const inFlight = track(mock.base);
      await until(() => unread(port), "the request to reach Prism's socket");
      process.kill(first, "SIGKILL");
      const lost = await inFlight;
      expect(lost.status).toBe(502);
      const error = await lost.json();
      expect(error.code).toBe("mock_unavailable");
      expect(error.error).toMatch(/^The mock's Prism server did not answer this request \(.+\)\. When Prism stops/);
      // The next request waits for the new Prism, and gets its answer.
      const later = await track(mock.base);
      expect(later.status).toBe(200);
      expect((await later.json()).id).toBe(TRANSACTION_ID);
      expect(mock.prismPid()).not.toBe(first);
      expect(mock.output()).toMatch(/mock: Prism stopped \(signal SIGKILL\); starting it again/);
      expect(mock.output()).toMatch(/mock: Prism listens again on internal port \d+ \(\d+ ms after it stopped\)/);
      // Killed again with nothing in flight: once the mock has seen it, requests wait for the new Prism.
      process.kill(mock.prismPid()!, "SIGKILL");
      const stops = () => mock.output().match(/mock: Prism stopped/g)?.length ?? 0;
      await until(() => stops() === 2, "the mock to see Prism stop");
      const answers = await Promise.all([1, 2, 3].map(() => track(mock.base)));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    });

    test("a Prism that cannot start again ends the mock, and requests get a 502 instead of waiting", async () => {
      const mock = own!;
      const pid = mock.prismPid()!;
      // Prism's command line names the document it serves: without it, no Prism can start.
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      const document = args[args.indexOf("mock") + 1]!;
      rmSync(document);
      process.kill(pid, "SIGKILL");
      expect(await mock.stopped).toMatch(/^Prism stopped \(signal SIGKILL\) and could not be started again: /);
      const res = await track(mock.base);
      expect(res.status).toBe(502);
      expect((await res.json()).code).toBe("mock_unavailable");
    });
  });
});

describe("what the mock prints", () => {
  test("one line per answer with method, path and status, never the query or a credential", async () => {
    const secret = "query-secret-4711";
    const path = TRACK.replace("{transaction_id}", String(TRANSACTION_ID));
    const res = await fetch(`${base}${path}?access_token=${secret}`, {
      method: "POST",
      headers: { authorization: apiKeyAuth, "content-type": "application/json" },
      body: JSON.stringify({ carrier: "parcel_express" }),
    });
    expect(res.status).toBe(400);
    await res.body?.cancel();
    await until(() => mock!.output().includes(`mock: POST ${path} 400\n`), "the mock to print the answer");
    expect(mock!.output()).not.toContain(secret);
    expect(mock!.output()).not.toContain(apiKeyAuth.split(" ")[1]);
  });

  test("Prism's child refuses to start by hand: it needs the mock on the other end of IPC", async () => {
    const run = await runScript("serve/prism.mjs", ["mock", "spec/openapi.yaml"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^prism\.mjs: usage: /);
  });
});

describe("redaction never rewrites what the mock said", () => {
  // A call the mock refuses: a track body without its tracking code.
  const invalid = { params: { path: { transaction_id: TRANSACTION_ID } }, body: { carrier: "parcel_express" } };
  /** Where a key stands as a value in server text: no letter, digit or "_" on either side. */
  const standsAlone = (text: string, key: string) =>
    new RegExp(`(?<![A-Za-z0-9_])${key.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![A-Za-z0-9_])`).test(text);

  test("API keys of 1 to 64 characters, the short ones of README's examples among them", async () => {
    // Keys as an app may have them: visible ASCII without ":" (the Basic form's separator).
    const alphabet = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~+/=!$");
    const keys = ["k", "any", "mock", "request", "invalid", "_"];
    for (let length = 1; length <= 64; length++) {
      keys.push(
        ...fc.sample(fc.string({ unit: alphabet, minLength: length, maxLength: length }), { numRuns: 2, seed: length }),
      );
    }
    let untouched = 0;
    for (const key of keys) {
      const raw = await fetch(`${base}${TRACK.replace("{transaction_id}", String(TRANSACTION_ID))}`, {
        method: "POST",
        headers: { authorization: `Basic ${btoa(`${key}:`)}`, "content-type": "application/json" },
        body: JSON.stringify(invalid.body),
      }).then((res) => res.json());
      const api = createClient({ baseUrl: base, auth: { apiKey: key }, retry: false });
      const error = await unwrap(api.POST(TRACK, invalid as never)).catch((e: unknown) => e);
      expect(isApiError(error), key).toBe(true);
      if (!isApiError(error)) continue;
      const said = `${raw.code} ${raw.error}`;
      if (standsAlone(said, key) || (key.length >= 12 && said.includes(key))) {
        // The key is there as a value: it is redacted, wherever it stands.
        expect(`${error.code} ${error.serverMessage}`, key).not.toMatch(
          new RegExp(`(?<![A-Za-z0-9_])${key.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![A-Za-z0-9_])`),
        );
      } else {
        untouched++;
        expect(isApiError(error, "mock_request_invalid"), key).toBe(true);
        expect(error.serverMessage, key).toBe(raw.error);
      }
    }
    // The mock's own words ("request", "invalid", ...) are in its text, inside longer words or not.
    expect(untouched).toBeGreaterThan(keys.length - 10);
  });
});
