import { describe, expect, test } from "vitest";
import { createClient, isApiError, type NetworkError, observe, unwrap, type EscrowClient } from "../src/index.js";
import { TRACK, trackBody } from "./helpers/calls.js";
import { json, readingFetch, startBreakingServer, useServer } from "./helpers/server.js";
import { observed, until } from "./helpers/time.js";
import { specOperations, type SpecOperation } from "./helpers/operations.js";

const KEY = "live_key_5f1c2a9e";
const BASIC = "Basic " + Buffer.from(`${KEY}:`).toString("base64");
const TOKEN = "at_3b7d91c0e2";

const server = useServer();

const operations = specOperations();

/** Calls an operation with placeholder parameters; the path is not known to the types here. */
function call(api: EscrowClient, op: SpecOperation) {
  const path = Object.fromEntries(op.pathParams.map((name) => [name, 1]));
  const query = Object.fromEntries(op.requiredQuery.map((name) => [name, "1"]));
  const send = api[op.method as "GET"] as (path: string, init: object) => Promise<unknown>;
  return send(op.path, { params: { path, query }, ...(op.method === "GET" ? {} : { body: {} }) });
}

describe("the Authorization header of every operation follows its security in the spec", () => {
  test("the spec has operations of all three kinds", () => {
    const kinds = new Set(operations.map((op) => op.schemes.join("+")));
    expect(kinds).toEqual(new Set(["oauth2", "apiKey", "oauth2+apiKey"]));
    expect(operations.length).toBeGreaterThan(70);
  });

  test("API key only: HTTP basic with the key as user and an empty password; OAuth2-only operations are refused locally", async () => {
    const api = createClient({ baseUrl: server.url, auth: { apiKey: KEY } });
    for (const op of operations) {
      server.reset();
      if (op.schemes.includes("apiKey")) {
        await call(api, op);
        expect(
          server.seen.map((s) => s.headers.authorization),
          `${op.method} ${op.path}`,
        ).toEqual([BASIC]);
      } else {
        await expect(call(api, op)).rejects.toThrow(/needs an OAuth2 access token/);
        expect(server.seen).toHaveLength(0);
      }
    }
  });

  test("access token only: Bearer; API-key-only operations are refused locally", async () => {
    const api = createClient({ baseUrl: server.url, auth: { accessToken: TOKEN } });
    for (const op of operations) {
      server.reset();
      if (op.schemes.includes("oauth2")) {
        await call(api, op);
        expect(
          server.seen.map((s) => s.headers.authorization),
          `${op.method} ${op.path}`,
        ).toEqual([`Bearer ${TOKEN}`]);
      } else {
        await expect(call(api, op)).rejects.toThrow(/needs the API key/);
        expect(server.seen).toHaveLength(0);
      }
    }
  });

  test("both configured: API-key-only operations get the key, all others the token", async () => {
    const api = createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: TOKEN } });
    for (const op of operations) {
      server.reset();
      await call(api, op);
      const expected = op.schemes.includes("oauth2") ? `Bearer ${TOKEN}` : BASIC;
      expect(
        server.seen.map((s) => s.headers.authorization),
        `${op.method} ${op.path}`,
      ).toEqual([expected]);
    }
  });

  test("a token provider alone, and with the key: the same choice per operation", async () => {
    const accessToken = async () => TOKEN;
    const both = createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken } });
    const tokenOnly = createClient({ baseUrl: server.url, auth: { accessToken } });
    for (const op of operations) {
      server.reset();
      await call(both, op);
      if (op.schemes.includes("oauth2")) await call(tokenOnly, op);
      else await expect(call(tokenOnly, op)).rejects.toThrow(/needs the API key/);
      const expected = op.schemes.includes("oauth2") ? [`Bearer ${TOKEN}`, `Bearer ${TOKEN}`] : [BASIC];
      expect(
        server.seen.map((s) => s.headers.authorization),
        `${op.method} ${op.path}`,
      ).toEqual(expected);
    }
  });

  test("the charge endpoints and the batch call, by name", async () => {
    const api = createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: TOKEN } });
    await api.GET("/api/v1/charge", { params: { query: { currency: "gbp", price: 45000 } } });
    await api.GET("/api/v1/transactions/{transaction_id}/charge", { params: { path: { transaction_id: 7 } } });
    server.handle((_req, res) => json(res, 200, [null]));
    await api.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });
    expect(server.seen.map((s) => [s.url, s.headers.authorization])).toEqual([
      ["/api/v1/charge?currency=gbp&price=45000", BASIC],
      ["/api/v1/transactions/7/charge", BASIC],
      ["/api/v1/batch/transactions?ids=1", `Bearer ${TOKEN}`],
    ]);
  });

  test("an Authorization header given for one call is sent unchanged", async () => {
    const api = createClient({ baseUrl: server.url, auth: { apiKey: KEY } });
    await api.GET("/api/v1/me/balances", { headers: { Authorization: "Bearer other" } });
    expect(server.seen[0]!.headers.authorization).toBe("Bearer other");
  });
});

describe("access token provider", () => {
  test("is asked before every request", async () => {
    const asked: boolean[] = [];
    let n = 0;
    const api = createClient({
      baseUrl: server.url,
      auth: { accessToken: async ({ refresh }) => (asked.push(refresh), `tok${++n}`) },
    });
    await api.GET("/api/v1/me/balances");
    await api.GET("/api/v1/me/balances");
    expect(asked).toEqual([false, false]);
    expect(server.seen.map((s) => s.headers.authorization)).toEqual(["Bearer tok1", "Bearer tok2"]);
  });

  test("a 401 asks once more with refresh: true and repeats the request, body included", async () => {
    const asked: boolean[] = [];
    const api = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (asked.push(refresh), refresh ? "fresh" : "stale") },
    });
    server.handle((req, res) =>
      req.headers.authorization === "Bearer fresh"
        ? json(res, 200, { ok: 1 })
        : json(res, 401, { code: "unauthorized", error: "expired" }),
    );
    const { data } = await api.POST("/api/v1/transactions/{transaction_id}/cancel", {
      params: { path: { transaction_id: 5 } },
      body: { reason: "x" },
    });
    expect(data).toEqual({ ok: 1 });
    expect(asked).toEqual([false, true]);
    expect(server.seen.map((s) => [s.method, s.headers.authorization, s.body])).toEqual([
      ["POST", "Bearer stale", '{"reason":"x"}'],
      ["POST", "Bearer fresh", '{"reason":"x"}'],
    ]);
  });

  test("a second 401 is returned, not retried again", async () => {
    const asked: boolean[] = [];
    const api = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (asked.push(refresh), "nope") },
    });
    server.handle((_req, res) => json(res, 401, { code: "unauthorized", error: "bad token" }));
    const error = await unwrap(api.GET("/api/v1/me/balances")).catch((e: unknown) => e);
    expect(isApiError(error, "unauthorized")).toBe(true);
    expect(asked).toEqual([false, true]);
    expect(server.seen).toHaveLength(2);
  });

  test("concurrent 401s share one refresh", async () => {
    let refreshes = 0;
    let current = "old";
    const api = createClient({
      baseUrl: server.url,
      auth: {
        accessToken: async ({ refresh }) => {
          if (refresh) {
            refreshes++;
            // The refresh ends only once all 8 requests with the old token are in: they overlap.
            await until(() => server.seen.length >= 8, "the 8 requests");
            current = `new${refreshes}`;
          }
          return current;
        },
      },
    });
    server.handle((req, res) =>
      req.headers.authorization === "Bearer old"
        ? json(res, 401, { code: "unauthorized", error: "expired" })
        : json(res, 200, {}),
    );
    const results = await Promise.all(Array.from({ length: 8 }, () => api.GET("/api/v1/me/balances")));
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(refreshes).toBe(1);
    expect(server.seen.filter((s) => s.headers.authorization === "Bearer new1")).toHaveLength(8);
  });

  test("a 401 after another request already refreshed reuses the new token", async () => {
    let refreshes = 0;
    let current = "old";
    const api = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (refresh ? (refreshes++, (current = `new${refreshes}`)) : current) },
    });
    // The first request is held until the second has refreshed, then answered 401 for the old token.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    server.handle(async (req, res) => {
      if (req.headers.authorization === "Bearer old" && first) {
        first = false;
        await held;
      }
      if (req.headers.authorization === "Bearer old") json(res, 401, { code: "unauthorized", error: "expired" });
      else json(res, 200, {});
    });
    const slow = observed(api.GET("/api/v1/me/balances"));
    await until(() => server.seen.length === 1, "the first request, held");
    await api.GET("/api/v1/me/balances");
    release();
    await slow;
    expect(refreshes).toBe(1);
  });

  test("a 401 whose body breaks while it is dropped is still the answer: the call goes once more", async () => {
    const raw = await startBreakingServer("HTTP/1.1 401 Unauthorized");
    try {
      const api = createClient({
        baseUrl: raw.url,
        auth: { accessToken: ({ refresh }) => (refresh ? "fresh_token" : "old_token") },
        fetch: readingFetch,
      });
      const post = await api
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
        .catch((x: unknown) => x);
      expect(raw.requests).toEqual(Array(2).fill(`POST /api/v1/transactions/1/track HTTP/1.1`));
      expect((post as NetworkError).responded).toBe(true);
    } finally {
      await raw.close();
    }
  });

  test("a 401 whose body is a Node stream (node-fetch) is dropped, and the call goes again refreshed", async () => {
    const { Readable } = await import("node:stream");
    const bodies: { destroyed: boolean }[] = [];
    const sent: string[] = [];
    // node-fetch's answers: a body with destroy() and no cancel().
    const nodeStyle = async (request: Request, init: RequestInit) => {
      const authorization = new Headers(init.headers ?? request.headers).get("authorization")!;
      sent.push(authorization);
      const status = authorization === "Bearer tok_stale_123456" ? 401 : 200;
      const response = new Response(null, { status });
      const body = Readable.from([status === 200 ? '{"a":1}' : '{"code":"x","error":"x"}']);
      bodies.push(body);
      Object.defineProperty(response, "body", { value: body });
      if (status === 200) Object.defineProperty(response, "text", { value: async () => '{"a":1}' });
      return response;
    };
    const api = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (refresh ? "tok_fresh_123456" : "tok_stale_123456") },
      fetch: nodeStyle,
    });
    const { data } = await api.GET("/api/v1/me/balances");
    expect(data).toEqual({ a: 1 });
    expect(sent).toEqual(["Bearer tok_stale_123456", "Bearer tok_fresh_123456"]);
    expect(bodies.map((body) => body.destroyed)).toEqual([true, false]);
  });

  test("static tokens and API keys are never refreshed: a 401 is returned as is", async () => {
    const api = createClient({ baseUrl: server.url, auth: { apiKey: KEY } });
    server.handle((_req, res) => json(res, 401, { code: "unauthorized", error: "no" }));
    const { error, response } = await api.GET("/api/v1/me/balances");
    expect(response.status).toBe(401);
    expect(error).toEqual({ code: "unauthorized", error: "no" });
    expect(server.seen).toHaveLength(1);
  });

  test("a provider returning an unusable token fails before anything is sent", async () => {
    for (const bad of ["", "has space", "line\nbreak", 42, undefined]) {
      const api = createClient({ baseUrl: server.url, auth: { accessToken: () => bad as string } });
      await expect(api.GET("/api/v1/me/balances")).rejects.toThrow(TypeError);
    }
    expect(server.seen).toHaveLength(0);
  });

  test("a provider's own failure reaches the caller unchanged", async () => {
    const failure = new Error("identity provider down");
    const api = createClient({ baseUrl: server.url, auth: { accessToken: () => Promise.reject(failure) } });
    await expect(api.GET("/api/v1/me/balances")).rejects.toBe(failure);
    expect(server.seen).toHaveLength(0);
  });

  test("after a 401, the call goes once more with the same body, whatever its kind; a second 401 is the answer", async () => {
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: ({ refresh }) => (refresh ? "fresh" : "stale") },
      retry: false,
    });
    const send = (body: () => unknown) =>
      client.POST("/api/v1/transactions/{transaction_id}/cancel", {
        params: { path: { transaction_id: 1 } },
        body: {} as never,
        bodySerializer: body,
        duplex: "half",
      } as never);
    const bodies = [
      () => '{"a":1}',
      () => new Blob(['{"a":1}']),
      () => new URLSearchParams("a=1"),
      () => new Blob(['{"a":1}']).stream(),
      () =>
        (async function* () {
          yield new TextEncoder().encode('{"a":1}');
        })(),
    ];
    for (const body of bodies) {
      server.reset();
      server.handle((req, res) =>
        req.headers.authorization === "Bearer stale"
          ? json(res, 401, { code: "expired", error: "no" })
          : json(res, 200, {}),
      );
      const { response } = await send(body);
      expect(response.status).toBe(200);
      expect(server.seen.map((s) => [s.headers.authorization, s.body])).toEqual([
        ["Bearer stale", server.seen[0]!.body],
        ["Bearer fresh", server.seen[0]!.body],
      ]);
    }
    server.reset();
    server.handle((_req, res) => json(res, 401, { code: "token_expired", error: "expired" }));
    const { error, response } = await send(bodies[3]!);
    expect([response.status, error?.code, server.seen.length]).toEqual([401, "token_expired", 2]);
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
});

describe("credential validation", () => {
  test.each([
    ["no credential", {}],
    ["empty API key", { apiKey: "" }],
    ["API key with a colon", { apiKey: "a:b" }],
    ["API key with a control character", { apiKey: "ab\u0007c" }],
    ["API key with non-ASCII", { apiKey: "clé" }],
    ["empty token", { accessToken: "" }],
    ["token with a newline", { accessToken: "a\r\nX-Evil: 1" }],
    ["auth missing", undefined],
  ])("rejects %s", (_name, auth) => {
    expect(() => createClient({ baseUrl: server.url, auth: auth as never })).toThrow(TypeError);
  });
});
