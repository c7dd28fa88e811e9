// What the client makes of the bytes of an answer, and what it sends as a request body, whatever the
// server or a custom fetch hands it: bodies cut short, empty or too large to read (gzip bombs
// included), JSON null where a result is stated, answers whose fields lie, bodies in the shapes
// other fetch implementations give (Node streams), and request bodies that cannot be sent. Every
// server is real and on 127.0.0.1.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createGzip } from "node:zlib";
import { describe, expect, test } from "vitest";
import { createClient, isTimeoutError, NetworkError } from "../src/index.js";
import { setPrice, TRACK, trackBody } from "./helpers/calls.js";
import { useServer } from "./helpers/server.js";

const KEY = "sk_live_9f8e7d6c5b4a3210fedcba98";

const server = useServer();
const api = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });

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

describe("response bodies", () => {
  test("a body cut short after the headers: NetworkError that says the server answered", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"id":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const e = await api()
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as NetworkError).responded).toBe(true);
    expect((e as Error).message).toMatch(/response cut short .* the server may have acted$/);
  });

  test("a gzip bomb as an error body is not read past 1 MiB: malformed_error_body", async () => {
    // 64 MiB of zeros, about 64 kB on the wire; the client stops after 1 MiB.
    server.handle(gzipBomb(500, 0));
    const { error } = await setPrice(api());
    expect(error).toEqual({ code: "malformed_error_body", error: `HTTP 500, body over ${1 << 20} bytes, not read` });
  });

  test("a gzip bomb as a success body is not read past 4 MiB of JSON or 32 MiB of bytes", async () => {
    // 64 MiB of spaces (JSON whitespace), about 64 kB on the wire.
    server.handle(gzipBomb(200, 32));
    const json = await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(json.error).toEqual({ code: "invalid_response", error: `HTTP 200, body over ${1 << 22} bytes, not read` });
    const bytes = await api().GET("/api/v1/me/balances", { parseAs: "arrayBuffer" });
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
    const { error } = await api({ fetch: fetcher }).POST(TRACK, {
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
    const { data, error } = await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "invalid_response", error: "HTTP 200, body null" });
    // Where the spec states no result, null is data like any other.
    expect((await api().GET("/api/v1/me/balances")).data).toBeNull();
  });

  test("no body where the spec states one is invalid_response whatever parseAs asks for", async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    for (const parseAs of ["json", "text", "blob", "arrayBuffer", "stream"] as const) {
      const { error } = await api().POST(TRACK, {
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
      const { error } = await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody, parseAs });
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
      const blob = await api().GET("/api/v1/me/balances", { parseAs: "blob" });
      const text = await api().GET("/api/v1/me/balances", { parseAs: "text" });
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
    const { data, error } = await api({ fetch: liar }).GET("/api/v1/me/balances");
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
    const { error } = await api({ fetch: lying }).GET("/api/v1/me/balances");
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
    const e = await api({ fetch: slow, timeoutMs: 100 })
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
    const { data, error } = await api({ fetch: nodeStyle }).GET("/api/v1/me/balances");
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

  test("an answer whose body breaks while it is dropped is still the answer: retried, refreshed", async () => {
    const { createServer } = await import("node:net");
    const requests: string[] = [];
    // Status and headers arrive, then 4 of 50 bytes, then the connection closes.
    const raw = createServer((socket) =>
      socket.once("data", (chunk) => {
        const line = chunk.toString().split("\r\n")[0]!;
        requests.push(line);
        const status = line.startsWith("POST") ? "401 Unauthorized" : "503 Service Unavailable";
        socket.end(`HTTP/1.1 ${status}\r\nRetry-After: 0\r\nContent-Length: 50\r\n\r\n0123`);
      }),
    );
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = raw.address() as { port: number };
      // An app's fetch that logs: by the time the client drops the body, it has failed.
      const logging = async (request: Request, init: RequestInit) => {
        const response = await fetch(request, init);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return response;
      };
      const client = createClient({
        baseUrl: `http://127.0.0.1:${port}`,
        auth: { apiKey: KEY, accessToken: ({ refresh }) => (refresh ? "fresh_token" : "old_token") },
        retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 10 },
        fetch: logging,
      });
      const get = await client.GET("/api/v1/me/balances").catch((x: unknown) => x);
      expect(requests.filter((line) => line.startsWith("GET"))).toHaveLength(3);
      expect((get as NetworkError).responded).toBe(true);
      const post = await client
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
        .catch((x: unknown) => x);
      expect(requests.filter((line) => line.startsWith("POST"))).toHaveLength(2);
      expect((post as NetworkError).responded).toBe(true);
    } finally {
      await new Promise((resolve) => raw.close(resolve));
    }
  });
});

describe("request bodies", () => {
  test("a body that serialises to nothing sendable is refused before sending", async () => {
    const cases: [unknown, unknown][] = [
      [() => 1, undefined],
      [Symbol("body"), undefined],
      [trackBody, () => undefined],
      [trackBody, () => ({ not: "a body" })],
    ];
    for (const [body, bodySerializer] of cases) {
      const e = await api()
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: body as never, bodySerializer } as never)
        .catch((x: unknown) => x);
      expect(e).toBeInstanceOf(TypeError);
      expect((e as Error).message).toMatch(/^The body cannot be sent/);
    }
    expect(server.seen).toHaveLength(0);
  });

  test("buffers of another realm and streams are sent; bytes given to the JSON serialiser are refused", async () => {
    const { runInNewContext } = await import("node:vm");
    const foreign = runInNewContext("new Uint8Array([104, 105]).buffer") as ArrayBuffer;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("yo"));
        controller.close();
      },
    });
    const raw = (body: unknown) => body;
    for (const body of [foreign, stream]) {
      const { error } = await api().POST(TRACK, {
        params: { path: { transaction_id: 1 } },
        body: body as never,
        bodySerializer: raw as never,
      });
      expect(error).toBeUndefined();
    }
    expect(server.seen.map((s) => s.body)).toEqual(["hi", "yo"]);
    for (const body of [new Blob(["x"]), new Uint8Array([1]), new URLSearchParams("a=1")]) {
      const e = await api()
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: body as never })
        .catch((x: unknown) => x);
      expect((e as Error).message).toMatch(/^A Blob, buffer, stream or URLSearchParams body is not JSON/);
    }
    expect(server.seen).toHaveLength(2);
  });

  test("a stream is known by its tag and reader: a JSON object with either is JSON, a fake is refused", async () => {
    class Order {
      carrier = "parcel_express";
      tracking_code = "PX2";
      getReader() {
        return "not a stream";
      }
    }
    const { error } = await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: new Order() as never });
    expect(error).toBeUndefined();
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ carrier: "parcel_express", tracking_code: "PX2" });
    const fake = () => ({ [Symbol.toStringTag]: "ReadableStream" });
    const e = await api()
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody, bodySerializer: fake } as never)
      .catch((x: unknown) => x);
    expect((e as Error).message).toMatch(/^The body cannot be sent/);
    const tagged = { ...trackBody, [Symbol.toStringTag]: "ReadableStream" };
    await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: tagged as never });
    expect(server.seen.map((s) => JSON.parse(s.body).tracking_code)).toEqual(["PX2", "PX1"]);
  });
});
