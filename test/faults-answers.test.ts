// Faults of the answer: whatever status, body and framing an answer has, and whether the server, an
// app's fetch or middleware gave it, a call settles as data (2xx only) or as an error with a code,
// never as a raw parser error, within its time limit; bodies are read within their limits however
// large, deep or compressed; a failure never looks like a success; POST/PUT/PATCH leave at most
// once; no request reaches the other origin; the event says what the result says. The servers are
// real and on 127.0.0.1, one of them writing its answers byte by byte on a socket. Resets, silence,
// retries and redirects are in faults-connection.test.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server, type Socket } from "node:net";
import { createGzip } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type CallEvent,
  createClient,
  isApiError,
  isNetworkError,
  isTimeoutError,
  type Middleware,
  observe,
  unwrap,
} from "../src/index.js";
import { setPrice, trackBody } from "./helpers/calls.js";
import {
  ALL,
  API_KEY,
  BALANCES,
  expectData,
  expectError,
  expectNoSecret,
  expectThrow,
  type Kind,
  LIMIT,
  outcome,
  RATES,
  settled,
  TRACK,
  useFaultServers,
} from "./helpers/faults.js";
import { rendered } from "./helpers/secrets.js";
import { json } from "./helpers/server.js";

const { server, client, count, run } = useFaultServers("faults of the answer");

/** A handler answering `status` with `text` as it is, its length declared. */
const raw =
  (status: number, text: string, type = "application/json") =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(text) });
    res.end(text);
  };

/** A handler answering `status` with 64 MiB of the byte `fill`, gzipped to about 64 kB. */
const gzipBomb = (status: number, fill: number) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json", "content-encoding": "gzip" });
  const gzip = createGzip();
  gzip.pipe(res);
  res.on("close", () => gzip.destroy());
  const chunk = Buffer.alloc(1 << 20, fill);
  let left = 64;
  const more = () => {
    while (left > 0) {
      left--;
      if (!gzip.write(chunk)) return void gzip.once("drain", more);
    }
    gzip.end();
  };
  more();
};

describe("one judgement for every answer", () => {
  const WIRE_LIMIT = 10_000; // a call still running after this has hung
  const SEED = 20261127;

  type Framing = "length" | "chunked" | "close";

  /** What the raw server answers next, and how many requests it has read. */
  let answer: { status: number; body: string; framing: Framing; interim?: number } = {
    status: 200,
    body: "{}",
    framing: "length",
  };
  let requests = 0;
  let rawServer: Server;
  let base = "";
  const sockets = new Set<Socket>();

  /** One answer on the wire, framed as asked; every connection is closed after it. */
  function wire({ status, body, framing, interim }: typeof answer): string {
    const head = [`HTTP/1.1 ${status} Status ${status}`, "content-type: application/json", "connection: close"];
    if (framing === "length") head.push(`content-length: ${Buffer.byteLength(body)}`);
    if (framing === "chunked") head.push("transfer-encoding: chunked");
    const content =
      framing === "chunked"
        ? (body ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n` : "") + "0\r\n\r\n"
        : body;
    return (interim ? `HTTP/1.1 ${interim} Interim\r\n\r\n` : "") + `${head.join("\r\n")}\r\n\r\n${content}`;
  }

  beforeAll(async () => {
    rawServer = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      let seen = "";
      socket.on("data", (chunk) => {
        seen += chunk.toString("latin1");
        const end = seen.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = /content-length: *(\d+)/i.exec(seen.slice(0, end))?.[1];
        if (seen.length < end + 4 + Number(length ?? 0)) return;
        requests++;
        seen = "";
        socket.end(wire(answer), "latin1");
      });
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => rawServer.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(rawServer.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => rawServer.close(resolve));
  });

  /** Where an answer comes from: the server, an app's fetch, or middleware before or after the server. */
  type Source = "server" | "app's fetch" | "onRequest" | "onResponse";

  const NULL_BODY = [101, 103, 204, 205, 304];
  /** The answer as a Response, for a fetch or middleware to give: a null-body status carries none. */
  const made = (status: number, body: string) =>
    new Response(NULL_BODY.includes(status) || !body ? null : body, {
      status,
      headers: { "content-type": "application/json" },
    });

  function answering(source: Source, events: CallEvent[]) {
    const api = createClient({
      baseUrl: base,
      auth: { apiKey: "k_answers" },
      retry: false,
      timeoutMs: 5_000,
      hooks: observe({ onCall: (event) => void events.push(event) }),
      ...(source === "app's fetch" && { fetch: async () => made(answer.status, answer.body) }),
    });
    const middleware: Middleware =
      source === "onRequest"
        ? { onRequest: () => made(answer.status, answer.body) }
        : { onResponse: ({ response }) => (void response.body?.cancel(), made(answer.status, answer.body)) };
    if (source === "onRequest" || source === "onResponse") api.use(middleware);
    return api;
  }

  /** The call for `method`: a GET or a POST whose result the spec states, or a GET whose result is open. */
  const ask = (api: ReturnType<typeof createClient>, method: "GET" | "POST" | "open") =>
    method === "GET"
      ? api.GET(RATES, { params: { path: { transaction_id: 1 }, header: { "Service-User": "user_1" } } })
      : method === "POST"
        ? api.POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
        : api.GET(BALANCES);

  const BODIES = ["", "{}", '{"code":"some_code","error":"no"}', "[1,2]", "not json", '{"cut":', '""', "null"];

  test("every status 200-599, body, framing and source: data only for a 2xx, else an error with a code", async () => {
    // A 407 is a network error to the platform's fetch (the Fetch standard's rule outside a browser).
    const statuses = fc.integer({ min: 200, max: 599 }).filter((status) => status !== 407);
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        statuses,
        fc.constantFrom(...BODIES),
        fc.constantFrom<Framing>("length", "chunked", "close"),
        fc.constantFrom<Source>("server", "app's fetch", "onRequest", "onResponse"),
        fc.constantFrom<"GET" | "POST" | "open">("GET", "POST", "open"),
        async (status, body, framing, source, method) => {
          cases++;
          answer = { status, body, framing };
          requests = 0;
          const events: CallEvent[] = [];
          const o = await outcome(() => ask(answering(source, events), method), WIRE_LIMIT);
          settled(o);
          // The answer arrived: nothing is thrown, a parser's error least of all.
          if (o.kind === "throw") throw new Error(`${source} ${status}: threw ${String(o.error)}`);
          if (status >= 300) expect(o.kind, `HTTP ${status} from ${source} looked like a success`).toBe("error");
          if (o.kind === "data" && method !== "open") expect(o.data).not.toBeUndefined();
          if (o.kind === "error" && status < 300) expect(o.code).toBe("invalid_response");
          expect(requests).toBeLessThanOrEqual(1);
          const [event] = events;
          expect(event?.status).toBe(status);
          if (o.kind === "error") expect(event?.errorCode).toMatch(new RegExp(`^(${o.code}|http_${status})$`));
          else expect(event?.errorCode).toBeUndefined();
        },
      ),
      { numRuns: 300, seed: SEED, interruptAfterTimeLimit: 60_000 },
    );
    console.log(`answers: ${cases} cases of status × body × framing × source × operation`);
  }, 120_000);

  test.each(["GET", "POST"] as const)(
    "a %s answered 205 or 204 with content: no body, never a raw error",
    async (m) => {
      for (const status of [204, 205]) {
        answer = { status, body: "{}", framing: "length" };
        const o = await outcome(() => ask(answering("server", []), m), WIRE_LIMIT);
        settled(o);
        // The spec states a JSON result for both operations: no body is no result.
        expect(o.kind === "error" && o.code, `HTTP ${status}`).toBe("invalid_response");
      }
    },
  );

  test("an interim 1xx, then the final answer: the final one counts", async () => {
    // (An unasked 100 Continue is refused by Node's fetch as a bad response: see "1xx, 204 and 304".)
    for (const interim of [102, 103, 150, 199]) {
      answer = { status: 200, body: '{"ok":1}', framing: "length", interim };
      const o = await outcome(() => ask(answering("server", []), "open"), WIRE_LIMIT);
      settled(o);
      expect(o.kind === "data" && o.data, `HTTP ${interim}`).toEqual({ ok: 1 });
    }
  });

  test("a body middleware read without giving another: the call says so, and is no network failure", async () => {
    answer = { status: 200, body: '{"ok":1}', framing: "length" };
    const api = createClient({ baseUrl: base, auth: { apiKey: "k_answers" }, retry: false });
    api.use({ onResponse: async ({ response }) => void (await response.text()) });
    const { error } = await api.POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(error).toEqual({
      code: "invalid_response",
      error: "HTTP 200, body read before the client could read it (by middleware)",
    });
  });
});

describe("bodies: HTML, empty, truncated, huge, deeply nested", () => {
  const html = (_req: IncomingMessage, res: ServerResponse) => {
    const page = "<html><body><h1>502 Bad Gateway</h1></body></html>";
    res.writeHead(502, { "content-type": "text/html", "content-length": Buffer.byteLength(page) });
    res.end(page);
  };

  test.each(ALL)("a proxy's HTML 502 to a %s: non_json_error_body", async (method) => {
    server.handle(html);
    await run("bodies", method, (o) => {
      expectError(o, 502, "non_json_error_body");
      // The text names no server data; the content type is on the response.
      if (o.kind === "error") expect(o.text).toMatch(/^HTTP 502, body not JSON/);
    });
  });

  test.each(ALL)("an empty 403 to a %s: empty_error_body", async (method) => {
    server.handle(raw(403, ""));
    await run("bodies", method, (o) => expectError(o, 403, "empty_error_body"));
  });

  test.each(["GET", "POST"] as Kind[])(
    "an empty 200 where the spec states a JSON result (%s): invalid_response",
    async (method) => {
      server.handle(raw(200, ""));
      await run("bodies", method, (o) => expectError(o, 200, "invalid_response"));
    },
  );

  test.each(["GET", "POST"] as Kind[])("a 200 whose JSON is cut short (%s): invalid_response", async (method) => {
    server.handle(raw(200, '{"id":4817230,"status":"fun'));
    await run("bodies", method, (o) => expectError(o, 200, "invalid_response"));
  });

  test.each(["GET", "POST"] as Kind[])("a 400 whose JSON is cut short (%s): non_json_error_body", async (method) => {
    server.handle(raw(400, '{"code":"bad_request","err'));
    await run("bodies", method, (o) => expectError(o, 400, "non_json_error_body"));
  });

  const rates = (length: number) =>
    JSON.stringify(
      Array.from({ length }, (_, i) => ({ id: `r${i}`, amount: "4.50", amount_local: "4.50", currency: "gbp" })),
    );

  test("a large 200 (about 3.9 MB of JSON, under the 4 MiB read of JSON) is read whole", async () => {
    server.handle(raw(200, rates(40_000)));
    await run("bodies", "GET", (o) => expect((expectData(o) as unknown[]).length).toBe(40_000));
  });

  test("a huge 200 (about 8 MB of JSON) is not read: invalid_response", async () => {
    server.handle(raw(200, rates(80_000)));
    await run("bodies", "GET", (o) => {
      expectError(o, 200, "invalid_response");
      if (o.kind === "error") expect(o.text).toBe(`HTTP 200, body over ${1 << 22} bytes, not read`);
    });
  });

  test.each(ALL)("a 400 error body under 1 MiB (900 kB of text) to a %s: its code", async (method) => {
    server.handle(raw(400, JSON.stringify({ code: "big", error: "x".repeat(900_000) })));
    await run("bodies", method, (o) => expectError(o, 400, "big"));
  });

  test.each(ALL)("a huge 400 error body (8 MB of text) to a %s: not read, malformed_error_body", async (method) => {
    server.handle(raw(400, JSON.stringify({ code: "too_big", error: "x".repeat(8_000_000) })));
    await run("bodies", method, (o) => {
      expectError(o, 400, "malformed_error_body");
      if (o.kind === "error") expect(o.text).toBe(`HTTP 400, body over ${1 << 20} bytes, not read`);
    });
  });

  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  test.each(ALL)("a 400 error body nested 100000 deep to a %s: settles as an error", async (method) => {
    server.handle(raw(400, `{"code":"deep","error":"nested","detail":${deep(100_000)}}`));
    await run("bodies", method, (o) => expectError(o, 400));
  });

  test("a 200 body nested 100000 deep: settles", async () => {
    server.handle(raw(200, deep(100_000)));
    await run("bodies", "GET", (o) => settled(o));
  });

  test.each([
    ["arrays 100 000 deep", "[".repeat(100_000) + "]".repeat(100_000)],
    ["objects 50 000 deep", '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000)],
    ["objects 1 000 deep", '{"a":'.repeat(1000) + `"${API_KEY}"` + "}".repeat(1000)],
    [
      "{ code, error } with a field 100 000 deep",
      `{"code":"deep","error":"e","d":${"[".repeat(1e5)}"${API_KEY}"${"]".repeat(1e5)}}`,
    ],
    [
      "{ code, error } with a field 1 000 deep",
      `{"code":"deep","error":"e","d":${'{"a":'.repeat(1000)}"${API_KEY}"${"}".repeat(1000)}}`,
    ],
  ])("a POST's error body of %s is an ApiError, never a NetworkError, after one request", async (_name, body) => {
    server.handle(raw(400, body));
    const { error, response } = await setPrice(client());
    expect(response.status).toBe(400);
    expect(["malformed_error_body", "non_json_error_body", "deep"]).toContain(error?.code);
    expect(server.seen).toHaveLength(1);
    const e = await unwrap(setPrice(client())).catch((x: unknown) => x);
    expect(isApiError(e)).toBe(true);
    expect(isNetworkError(e)).toBe(false);
    expectNoSecret(rendered(e));
    expectNoSecret(rendered(error));
  });

  test("a 2xx body nested 200 000 deep is data: nothing walks a success body", async () => {
    server.handle(raw(200, "[".repeat(200_000) + "]".repeat(200_000)));
    const { data, error } = await setPrice(client());
    expect(error).toBeUndefined();
    expect(Array.isArray(data)).toBe(true);
  });

  test("an error body with very many fields is not kept but still reported", async () => {
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, API_KEY]));
    server.handle((_req, res) => json(res, 422, wide));
    const { error } = await setPrice(client());
    expect(error?.code).toBe("malformed_error_body");
    expect(error?.error).toBe("HTTP 422, JSON body not { code, error } (too large or deep to keep)");
    expect((error as { body?: unknown }).body).toBeUndefined();
    expectNoSecret(rendered(error));
  });

  test("a 400 body that is JSON but not the error shape: malformed_error_body", async () => {
    server.handle(raw(400, JSON.stringify({ message: "nope", errors: [1, 2] })));
    await run("bodies", "POST", (o) => expectError(o, 400, "malformed_error_body"));
  });
});

describe("bodies within their limits: compressed, empty, null, read in chunks", () => {
  test("a gzip bomb as an error body is not read past 1 MiB: malformed_error_body", async () => {
    // 64 MiB of zeros, about 64 kB on the wire; the client stops after 1 MiB.
    server.handle(gzipBomb(500, 0));
    const { error } = await setPrice(client());
    expect(error).toEqual({ code: "malformed_error_body", error: `HTTP 500, body over ${1 << 20} bytes, not read` });
  });

  test("a gzip bomb as a success body is not read past 4 MiB of JSON or 32 MiB of bytes", async () => {
    // 64 MiB of spaces (JSON whitespace), about 64 kB on the wire.
    server.handle(gzipBomb(200, 32));
    const json = await client().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(json.error).toEqual({ code: "invalid_response", error: `HTTP 200, body over ${1 << 22} bytes, not read` });
    const bytes = await client().GET("/api/v1/me/balances", { parseAs: "arrayBuffer" });
    expect(bytes.error).toEqual({ code: "invalid_response", error: `HTTP 200, body over ${1 << 25} bytes, not read` });
  });

  test("a success body too large to hold as text: invalid_response, not a network failure", async () => {
    const tooLong = Object.assign(new Error("Cannot create a string longer than 0x1fffffe8 characters"), {
      code: "ERR_STRING_TOO_LONG",
    });
    // An app's fetch whose answer has a body of its own kind (no web stream), read by its own method.
    const fetcher = async (request: Request, init: RequestInit) => {
      const response = await fetch(request, init);
      await response.body?.cancel();
      const fake = new Response(null, { status: 200, headers: { "content-length": "999999999" } });
      Object.defineProperty(fake, "body", { value: {} });
      Object.defineProperty(fake, "text", { value: () => Promise.reject(tooLong) });
      return fake;
    };
    const { error } = await client({ fetch: fetcher }).POST(TRACK, {
      params: { path: { transaction_id: 1 } },
      body: trackBody,
    });
    expect(error).toEqual({ code: "invalid_response", error: "HTTP 200, body too large or too deep to read" });
  });

  test("JSON null where the spec states a result: invalid_response", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("null");
    });
    const { data, error } = await client().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "invalid_response", error: "HTTP 200, body null" });
    // Where the spec states no result, null is data like any other.
    expect((await client().GET("/api/v1/me/balances")).data).toBeNull();
  });

  test("no body where the spec states one is invalid_response whatever parseAs asks for", async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    for (const parseAs of ["json", "text", "blob", "arrayBuffer", "stream"] as const) {
      const { error } = await client().POST(TRACK, {
        params: { path: { transaction_id: 1 } },
        body: trackBody,
        parseAs,
      });
      expect(error, parseAs).toEqual({ code: "invalid_response", error: "HTTP 204, no body" });
    }
  });

  test("a zero-length body in any framing is no body where the spec states one", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "transfer-encoding": "chunked" });
      res.end();
    });
    for (const parseAs of ["json", "text", "blob", "arrayBuffer"] as const) {
      const { error } = await client().POST(TRACK, {
        params: { path: { transaction_id: 1 } },
        body: trackBody,
        parseAs,
      });
      expect(error, parseAs).toEqual({ code: "invalid_response", error: "HTTP 200, no body" });
    }
  });

  test("a body read in chunks comes out as the platform reads it: blob type, byte order marks", async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]);
    for (const type of ["text/html, application/json", "garbage", "application/json; charset=utf-8"]) {
      server.handle((_req, res) => {
        // No content-length: the client reads it in chunks and counts them.
        res.writeHead(200, { "content-type": type, "transfer-encoding": "chunked" });
        res.end(bytes);
      });
      const platform = await fetch(server.url);
      const expectedType = (await platform.blob()).type;
      const expectedText = await (await fetch(server.url)).text();
      const blob = await client().GET("/api/v1/me/balances", { parseAs: "blob" });
      const text = await client().GET("/api/v1/me/balances", { parseAs: "text" });
      expect((blob.data as Blob).type, type).toBe(expectedType);
      expect(text.data, type).toBe(expectedText);
    }
  });
});

describe("answers of a custom fetch", () => {
  test("a custom fetch whose response says ok for a 500: an error, by the status", async () => {
    const liar = async () => {
      const response = new Response(JSON.stringify({ code: "boom", error: "failed" }), { status: 500 });
      Object.defineProperty(response, "ok", { value: true });
      return response;
    };
    const { data, error } = await client({ fetch: liar }).GET("/api/v1/me/balances");
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "boom", error: "failed" });
  });

  test("a custom fetch's declared length is not trusted, and its body is cancelled on abort", async () => {
    const big = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(1 << 20).fill(32));
          controller.close();
        },
      });
    const lying = async () => new Response(big(), { status: 200, headers: { "content-length": "10" } });
    const { error } = await client({ fetch: lying }).GET("/api/v1/me/balances");
    expect(error).toEqual({ code: "invalid_response", error: `HTTP 200, body over ${1 << 22} bytes, not read` });

    let cancelled = 0;
    const slow = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          // A chunk every 20 ms, until cancelled: a chunk due after the cancel is not enqueued.
          pull: (controller) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                if (!cancelled) controller.enqueue(new Uint8Array(8).fill(32));
                resolve();
              }, 20),
            ),
          cancel: () => void cancelled++,
        }),
        { status: 200 },
      );
    const e = await client({ fetch: slow, timeoutMs: 100 })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    expect(isTimeoutError(e)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).toBe(1);
  });

  test("a custom fetch whose body is not a web stream is read by its own methods", async () => {
    const { Readable } = await import("node:stream");
    const nodeStyle = async () => {
      const response = new Response('{"a":1}', { status: 200, headers: { "content-length": "7" } });
      Object.defineProperty(response, "body", { value: Readable.from(['{"a":1}']) });
      return response;
    };
    const { data, error } = await client({ fetch: nodeStyle }).GET("/api/v1/me/balances");
    expect(error).toBeUndefined();
    expect(data).toEqual({ a: 1 });
  });

  test("an answer whose body is a Node stream (node-fetch) is dropped, and the call retried or refreshed", async () => {
    const { Readable } = await import("node:stream");
    const bodies: { destroyed: boolean }[] = [];
    let n = 0;
    // node-fetch's answers: a body with destroy() and no cancel().
    const nodeStyle = async () => {
      const status = ++n === 1 ? 503 : n === 2 ? 401 : 200;
      const response = new Response(null, { status, headers: { "retry-after": "0" } });
      const body = Readable.from([status === 200 ? '{"a":1}' : '{"code":"x","error":"x"}']);
      bodies.push(body);
      Object.defineProperty(response, "body", { value: body });
      if (status === 200) Object.defineProperty(response, "text", { value: async () => '{"a":1}' });
      return response;
    };
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (refresh ? "tok_fresh_123456" : "tok_stale_123456") },
      fetch: nodeStyle,
    });
    const { data } = await client.GET("/api/v1/me/balances");
    expect(data).toEqual({ a: 1 });
    expect(n).toBe(3);
    expect(bodies.map((body) => body.destroyed)).toEqual([true, true, false]);
  });
});

describe("1xx, 204 and 304", () => {
  const empty = (status: number) => (_req: IncomingMessage, res: ServerResponse) => res.writeHead(status).end();

  test.each(ALL)("103 Early Hints, then 200, for a %s: the 200 counts", async (method) => {
    server.handle((_req, res) => {
      res.writeEarlyHints({ link: "</style.css>; rel=preload" });
      json(res, 200, { id: 4817230 });
    });
    await run("1xx-204-304", method, (o) => expectData(o));
  });

  // Node's fetch (undici) gives up on a 100 Continue it did not ask for ("bad response"): then the
  // call rejects with a NetworkError; a runtime that skips the 100 gives the 200.
  test.each(ALL)("an unasked 100 Continue, then 200, for a %s: the 200, or a NetworkError", async (method) => {
    server.handle((_req, res) => {
      res.writeContinue();
      json(res, 200, [{ id: "r1" }]);
    });
    await run("1xx-204-304", method, (o) => (o.kind === "throw" ? expectThrow(o, "NetworkError") : expectData(o)));
    expect(server.seen).toHaveLength(1);
  });

  test.each(["GET", "POST"] as Kind[])(
    "204 where the spec states a JSON result (%s): invalid_response",
    async (method) => {
      server.handle(empty(204));
      await run("1xx-204-304", method, (o) => expectError(o, 204, "invalid_response"));
    },
  );

  test.each(["PUT", "PATCH"] as Kind[])(
    "204 where the spec states no shape (%s): a success without data",
    async (method) => {
      server.handle(empty(204));
      await run("1xx-204-304", method, (o) => {
        expectData(o);
        if (o.kind === "data") expect(o.status).toBe(204);
      });
    },
  );

  test("204 on an open GET: a success without data", async () => {
    server.handle(empty(204));
    count("1xx-204-304");
    const o = await outcome(() => client().GET(BALANCES), LIMIT);
    expect(o.kind).toBe("data");
  });

  test.each(["GET", "POST"] as Kind[])("304 Not Modified to a %s: an error, never a success", async (method) => {
    server.handle(empty(304));
    await run("1xx-204-304", method, (o) => expectError(o, 304, "empty_error_body"));
  });
});
