// What a hostile server, a proxy, a misbehaving custom fetch and a caller without types can try
// beyond the other client suites: credentials cut in two by a shortened error text or quoted by the
// JSON parser, headers given as pairs, a path that moves the call to another host, a fetch that
// ignores its signal, bodies too large to read, a success that is not one. Every server is real
// and on 127.0.0.1; a second one stands for another origin and must never receive anything.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createClient, getTransactionsByIds, isTimeoutError, NetworkError, observe } from "../src/index.js";
import { json, startServer, type TestServer } from "./helpers/server.js";

const KEY = "sk_live_9f8e7d6c5b4a3210fedcba98";
const TRACK = "/api/v1/transactions/{transaction_id}/track";
const trackBody = { carrier: "parcel_express", tracking_code: "PX1" };

let server: TestServer;
let other: TestServer;
beforeAll(async () => {
  server = await startServer();
  other = await startServer();
});
afterAll(async () => {
  await server.close();
  await other.close();
});
beforeEach(() => {
  server.reset();
  other.reset();
});
const api = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });

describe("time limits that hold whatever fetch does", () => {
  const never = () => new Promise<Response>(() => undefined);

  test("a custom fetch that ignores its signal: timeoutMs gives a TimeoutError, an abort its reason", async () => {
    const started = Date.now();
    const timedOut = await api({ fetch: never, timeoutMs: 100 })
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    expect(isTimeoutError(timedOut)).toBe(true);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user left")), 50);
    const aborted = await api({ fetch: never })
      .GET("/api/v1/me/balances", { signal: controller.signal })
      .catch((x: unknown) => x);
    expect((aborted as Error).message).toBe("user left");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("a body that never ends, from a fetch that ignores its signal: TimeoutError", async () => {
    const endless = () =>
      Promise.resolve(
        new Response(new ReadableStream({ pull: () => new Promise(() => undefined) }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
      );
    for (const status of [200, 500]) {
      const fetcher = status === 200 ? endless : () => endless().then((r) => new Response(r.body, { status }));
      const e = await api({ fetch: fetcher, timeoutMs: 100 })
        .GET("/api/v1/me/balances")
        .catch((x: unknown) => x);
      expect(isTimeoutError(e), String(status)).toBe(true);
    }
  });
});

describe("options fetch would refuse are refused before sending", () => {
  test("a sparse list of IDs is refused by the batch helper before sending", async () => {
    const client = createClient({ baseUrl: server.url, auth: { accessToken: "t" } });
    // eslint-disable-next-line no-sparse-arrays
    await expect(getTransactionsByIds(client, [1, , 3] as number[])).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(0);
  });
});

describe("a second round from outside", () => {
  test("a stream body is not sent again after a 401: the 401 is the answer, not a network failure", async () => {
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (refresh ? "fresh" : "stale") },
      retry: false,
    });
    server.handle((_req, res) => json(res, 401, { code: "token_expired", error: "expired" }));
    const { error, response } = await client.POST(TRACK, {
      params: { path: { transaction_id: 1 } },
      body: trackBody,
      bodySerializer: (body: unknown) => new Blob([JSON.stringify(body)]).stream(),
      duplex: "half",
    } as never);
    expect(response.status).toBe(401);
    expect(error?.code).toBe("token_expired");
    expect(server.seen).toHaveLength(1);
  });
});

describe("a third round from outside", () => {
  test("after a 401, a body that is not a value is not sent again; a value is, once, unchanged", async () => {
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (refresh ? "fresh" : "stale") },
      retry: false,
    });
    server.handle((req, res) =>
      req.headers.authorization === "Bearer stale"
        ? json(res, 401, { code: "expired", error: "no" })
        : json(res, 200, {}),
    );
    const send = (body: () => unknown) =>
      client.POST("/api/v1/transactions/{transaction_id}/cancel", {
        params: { path: { transaction_id: 1 } },
        body: {} as never,
        bodySerializer: body,
        duplex: "half",
      } as never);
    const iterable = await send(() =>
      (async function* () {
        yield new TextEncoder().encode('{"a":1}');
      })(),
    );
    expect(iterable.response.status).toBe(401);
    expect(server.seen).toHaveLength(1);
    for (const body of [() => '{"a":1}', () => new Blob(['{"a":1}']), () => new URLSearchParams("a=1")]) {
      server.reset();
      server.handle((req, res) =>
        req.headers.authorization === "Bearer stale"
          ? json(res, 401, { code: "expired", error: "no" })
          : json(res, 200, {}),
      );
      const { response } = await send(body);
      expect(response.status).toBe(200);
      expect(server.seen.map((s) => s.body)).toEqual([server.seen[0]!.body, server.seen[0]!.body]);
    }
  });
});

describe("a fifth outside round: tokens in flight, bodies, custom fetch, hooks and options", () => {
  test("what a result validator throws is no network failure, and quotes no echoed credential", async () => {
    server.handle((_req, res) => json(res, 200, { note: `your key ${KEY}` }));
    const quoting = api({
      validateResults: (_m: string, _p: string, _s: number, data: { note: string }) => {
        throw new Error(`unexpected note: ${data.note}`);
      },
    });
    const e = await quoting
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    expect(e).not.toBeInstanceOf(NetworkError);
    expect((e as Error).message).toBe("unexpected note: your key [redacted]");
  });

  test("what a result validator throws reaches the caller as it is, not as a network failure", async () => {
    const codes: (string | undefined)[] = [];
    const bug = new Error("validator bug");
    const client = api({
      validateResults: () => {
        throw bug;
      },
      hooks: observe({ onCall: (e) => codes.push(e.errorCode) }),
    });
    server.handle((_req, res) => json(res, 200, { id: 1 }));
    const e = await client
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    expect(e).toBe(bug);
    expect(codes).toEqual(["failed"]);
  });

  test("a provider's unusable token after a 401 is a token_error, not a refused call", async () => {
    const codes: (string | undefined)[] = [];
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (refresh ? (undefined as never) : "tok_v1_abcdef") },
      hooks: observe({ onCall: (e) => codes.push(e.errorCode) }),
    });
    server.handle((_req, res) => json(res, 401, { code: "unauthorized", error: "expired" }));
    const e = await client
      .POST("/api/v1/transactions/{transaction_id}/cancel", { params: { path: { transaction_id: 1 } } })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TypeError);
    expect(codes).toEqual(["token_error"]);
    expect(server.seen).toHaveLength(1);
  });

  test("a timeout names the attempt that ran out of time, and a wait for the token provider", async () => {
    let n = 0;
    server.handle((_req, res) => {
      if (++n === 1) json(res, 503, { code: "busy", error: "busy" }, { "retry-after": "0" });
    });
    const first = await api({ timeoutMs: 100, retry: { retries: 1, baseDelayMs: 0, maxDelayMs: 0 } })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    expect((first as Error).message).toBe("GET /api/v1/me/balances timed out after 100 ms on attempt 2");
    server.handle((_req, res) => json(res, 401, { code: "unauthorized", error: "expired" }));
    const client = createClient({
      baseUrl: server.url,
      timeoutMs: 100,
      auth: { accessToken: ({ refresh }) => (refresh ? new Promise<string>(() => {}) : "stale_token_123") },
    });
    const second = await client.GET("/api/v1/me/balances").catch((x: unknown) => x);
    expect((second as Error).message).toBe(
      "GET /api/v1/me/balances timed out after 100 ms on attempt 2, waiting for the token provider",
    );
  });
});
