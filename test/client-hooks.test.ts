import { describe, expect, test, vi } from "vitest";
import { callUnlisted, createClient, observe } from "../src/index.js";
import { setPrice } from "./helpers/calls.js";
import { recorder } from "./helpers/secrets.js";
import { closedPort, json, useServer } from "./helpers/server.js";
import { until, useFakeClock } from "./helpers/time.js";

const KEY = "sk_live_hooks_0f1e2d3c";
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.hooks.sig";
const CLAIM = "claim-secret-77aa";

const server = useServer();
const fakeClock = useFakeClock();

describe("hooks", () => {
  test("a retried GET: one event per attempt, then one for the call", async () => {
    let n = 0;
    server.handle((_req, res) => (n++ === 0 ? json(res, 503, { code: "busy", error: "later" }) : json(res, 200, {})));
    const r = recorder();
    const api = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      hooks: observe(r.hooks),
      retry: { baseDelayMs: 1 },
    });
    const before = Date.now();
    await api.GET("/api/v1/transactions/{transaction_id}", {
      params: { path: { transaction_id: 5 } },
    });
    const after = Date.now();
    const common = {
      operation: "GET /api/v1/transactions/{transaction_id}",
      method: "GET",
      path: "/api/v1/transactions/{transaction_id}",
    };
    expect(r.attempts).toEqual([
      {
        ...common,
        attempt: 1,
        status: 503,
        errorCode: "http_503",
        durationMs: expect.any(Number),
      },
      { ...common, attempt: 2, status: 200, durationMs: expect.any(Number) },
    ]);
    expect(r.calls).toEqual([
      {
        ...common,
        attempts: 2,
        status: 200,
        startTime: expect.any(Number),
        durationMs: expect.any(Number),
      },
    ]);
    // The call's start on the wall clock, which the machine's speed cannot move out of these bounds.
    expect(r.calls[0]!.startTime).toBeGreaterThanOrEqual(before);
    expect(r.calls[0]!.startTime).toBeLessThanOrEqual(after);
  });

  test("the call's errorCode: the body's code, network_error, timeout, aborted, invalid_call", async () => {
    const r = recorder();
    const api = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      hooks: observe(r.hooks),
      retry: false,
    });
    server.handle((_req, res) => json(res, 400, { code: "remainder_too_low", error: "no" }));
    await setPrice(api);
    server.handle(() => undefined); // never answers
    // Its 30 ms run on the fake clock, moved once the request has reached the server.
    fakeClock();
    const timingOut = api.GET("/api/v1/me/balances", { timeoutMs: 30 }).catch(() => undefined);
    await until(() => server.seen.length === 2, "the request");
    await vi.advanceTimersByTimeAsync(30);
    await timingOut;
    vi.useRealTimers();
    await api.GET("/api/v1/me/balances", { signal: AbortSignal.abort() }).catch(() => undefined);
    await (api.GET as Function)("/api/v1/transactions/{transaction_id}", {
      params: { path: {} },
    }).catch(() => undefined);
    const down = createClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      auth: { apiKey: KEY },
      hooks: observe(r.hooks),
      retry: false,
    });
    await down.GET("/api/v1/me/balances").catch(() => undefined);
    expect(r.calls.map((c) => [c.errorCode, c.attempts, c.status])).toEqual([
      ["remainder_too_low", 1, 400],
      ["timeout", 1, undefined],
      ["aborted", 1, undefined],
      ["invalid_call", 0, undefined],
      ["network_error", 1, undefined],
    ]);
  });

  test("a path refused as no template never reaches an event: it may hold a URL or a value", async () => {
    const r = recorder();
    const api = createClient({ baseUrl: server.url, auth: { apiKey: KEY }, hooks: observe(r.hooks) });
    const get = api.GET as unknown as (path: string) => Promise<unknown>;
    for (const path of [
      `https://user:pw@elsewhere.example/x`,
      `/api/v1/x?secret=${CLAIM}`,
      "/api/v1/x\nX-Injected: 1",
    ]) {
      await expect(get(path)).rejects.toThrow(TypeError);
    }
    expect(r.calls.map((e) => [e.path, e.errorCode])).toEqual(Array(3).fill(["(not a path template)", "invalid_call"]));
    expect(r.text()).not.toMatch(/elsewhere|user:pw|X-Injected/);
    expect(r.text()).not.toContain(CLAIM);
    expect(server.seen).toEqual([]);
  });

  test("a code echoing a given value is hidden: a short value as a word, the acting user", async () => {
    const codes: (string | undefined)[] = [];
    const api = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      retry: false,
      hooks: observe({ onCall: (e) => void codes.push(e.errorCode) }),
    });
    const answer = (code: string) => server.handle((_req, res) => json(res, 400, { code, error: "no" }));
    answer("transaction_42_not_found");
    await api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 42 } } });
    answer("user_zq_suspended");
    await api.GET("/api/v1/me/balances", { params: { query: { who: "zq" } as never } });
    answer("user_alice_7Qm2fX_not_linked");
    await api.actingAs("alice_7Qm2fX").GET("/api/v1/me/balances");
    // A short value inside a longer word is no echo: the code stays.
    answer("transaction_420_not_found");
    await api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 42 } } });
    expect(codes).toEqual(["http_400", "http_400", "http_400", "transaction_420_not_found"]);
  });

  test("a hook that throws changes nothing", async () => {
    const boom = () => {
      throw new Error("logger down");
    };
    const api = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      hooks: observe({ onAttempt: boom, onCall: boom }),
    });
    server.handle((_req, res) => json(res, 200, { ok: 1 }));
    const { data, error } = await api.GET("/api/v1/me/balances");
    expect(error).toBeUndefined();
    expect(data).toEqual({ ok: 1 });
  });

  test("hooks that return a rejected promise change nothing and leave no unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", note);
    try {
      const client = createClient({
        baseUrl: server.url,
        auth: { apiKey: KEY },
        retry: false,
        hooks: observe({
          onAttempt: async () => {
            throw new Error("tracer down");
          },
          onCall: () => Promise.reject(new Error("log shipper down")),
        }),
      });
      const { data } = await client.GET("/api/v1/me/balances");
      expect(data).toEqual({});
      // A rejection nobody handles is reported once the current task's promise jobs are done.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", note);
    }
  });
});

test("hooks that observe() did not make are refused", () => {
  expect(() =>
    createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      hooks: { onCall() {} } as never,
    }),
  ).toThrow("hooks must be made by observe()");
  // An object with every method an observer has is still not one: its own errors would reach calls.
  const lookalike = { given: () => [], attempt() {}, settled() {} };
  expect(() => createClient({ baseUrl: server.url, auth: { apiKey: KEY }, hooks: lookalike as never })).toThrow(
    "hooks must be made by observe()",
  );
  expect(() => observe({ onCall: "log" as never })).toThrow(TypeError);
});

describe("error codes in hooks", () => {
  const api = (extra: object = {}) =>
    createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });
  /** A client with a fixed bearer token, and the error codes its hooks hear of each call. */
  const bearerWithCodes = () => {
    const codes: (string | undefined)[] = [];
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: "tok_abcdefghijkl" },
      retry: false,
      hooks: observe({ onCall: (e) => codes.push(e.errorCode) }),
    });
    return { codes, client };
  };

  test("a server code that echoes the request reaches hooks as http_<status>; a code-like one as is", async () => {
    const codes: (string | undefined)[] = [];
    const client = api({ hooks: observe({ onCall: (e) => codes.push(e.errorCode) }) });
    server.handle((req, res) => json(res, 400, { code: `bad ${req.url}`, error: "no" }));
    await client.POST("/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer", {
      params: { path: { secret: "claim-SECRET-42" } },
    });
    server.handle((_req, res) => json(res, 400, { code: "remainder_too_low", error: "no" }));
    await setPrice(client);
    expect(codes).toEqual(["http_400", "remainder_too_low"]);
  });

  test("a server code holding a value the call sent reaches hooks as http_<status>", async () => {
    const codes: (string | undefined)[] = [];
    const client = api({ hooks: observe({ onCall: (e) => codes.push(e.errorCode) }) });
    server.handle((req, res) => {
      const echoed = decodeURIComponent(req.url!.split("/")[4] ?? "");
      json(res, 400, { code: req.headers["service-user"] ?? (echoed || "none"), error: "no" });
    });
    await client.POST("/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer", {
      params: { path: { secret: "Cl41mS3cretXq9" } },
    });
    await client.actingAs("user_7Qm2fX").GET("/api/v1/me/balances");
    server.handle((_req, res) => json(res, 400, { code: "transactions_locked", error: "no" }));
    await client.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 4817230 } } });
    expect(codes).toEqual(["http_400", "http_400", "transactions_locked"]);
  });

  test("a code holding a value the call sent, wherever the value sat or in another case, is hidden", async () => {
    const codes: (string | undefined)[] = [];
    const client = api({ hooks: observe({ onCall: (e) => codes.push(e.errorCode) }) });
    server.handle((_req, res) => json(res, 400, { code: "abc123_gone", error: "no" }));
    await callUnlisted(client, "GET", "/api/v1/items/item-{id}.json", { params: { path: { id: "abc123" } } });
    server.handle((_req, res) => json(res, 400, { code: "ALICE_gone", error: "no" }));
    await client.GET("/api/v1/charge", {
      params: { query: { currency: ["alice", "bob"] } as never },
      querySerializer: { array: { style: "pipeDelimited", explode: false } },
    });
    server.handle((_req, res) => json(res, 400, { code: "remainder_too_low", error: "no" }));
    await client.GET("/api/v1/charge", { params: { query: { currency: "gbp", verbose: "yes" } as never } });
    expect(codes).toEqual(["http_400", "http_400", "remainder_too_low"]);
  });

  test("a parameter that reads otherwise the second time cannot hide a code that echoes what was sent", async () => {
    const codes: (string | undefined)[] = [];
    const client = api({ hooks: observe({ onCall: (e) => codes.push(e.errorCode) }) });
    server.handle((_req, res) => json(res, 400, { code: "price_of_tx_918273_too_low", error: "no" }));
    let reads = 0;
    const path = {
      get transactionId() {
        if (reads++) throw new Error("read once");
        return 918273;
      },
    };
    await client.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
      params: { path },
      body: { charge: 1, charge_calculator_version: 1, currency: "gbp", price: 1 },
    });
    expect(codes).toEqual(["http_400"]);
  });

  test("hook codes hold no header value the call was given, in a record or Headers", async () => {
    const { codes, client } = bearerWithCodes();
    server.handle((_req, res, seen) =>
      json(res, 404, { code: `missing_${String(seen.headers["x-ref"])}`, error: "no" }),
    );
    await client.GET("/api/v1/me/balances", { headers: { "x-ref": "ref445566" } });
    await client.GET("/api/v1/me/balances", { headers: new Headers({ "x-ref": "REF778899" }) });
    // As parameters in Headers or a list of pairs, and with spaces at its ends, which fetch trims.
    await client.GET("/api/v1/me/balances", { params: { header: new Headers({ "x-ref": "acct9f3" }) } } as never);
    await client.GET("/api/v1/me/balances", { params: { header: [["x-ref", "acct7a1"]] } } as never);
    await client.GET("/api/v1/me/balances", { headers: { "x-ref": " acct5c2 " } });
    expect(codes).toEqual(["http_404", "http_404", "http_404", "http_404", "http_404"]);
  });
});

describe("what a server code is checked against", () => {
  const api = () => {
    const codes: (string | undefined)[] = [];
    const client = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY, accessToken: TOKEN },
      retry: false,
      hooks: observe({ onCall: (e) => void codes.push(e.errorCode) }),
    });
    return { codes, client };
  };
  const answer = (code: string) => server.handle((_req, res) => json(res, 400, { code, error: "no" }));
  /** A call outside the spec whose body leaves as it is given (openapi-fetch's per-call serialiser). */
  const sendAsIs = (client: ReturnType<typeof createClient>, body: unknown, headers: Record<string, string> = {}) =>
    callUnlisted(client, "POST", "/api/v1/p2p/charge", {
      body,
      headers,
      bodySerializer: (b: unknown) => b,
    } as Parameters<typeof callUnlisted>[3]);

  test("the acting user is a given value whatever else the call sends", async () => {
    const { codes, client } = api();
    answer("unknown_user_mallory77");
    const ids = Array.from({ length: 200 }, (_, i) => i + 1).join(",");
    await client.actingAs("mallory77").GET("/api/v1/batch/transactions", { params: { query: { ids } } });
    expect(codes).toEqual(["http_400"]);
  });

  test("the caller's own parameters, wherever middleware moved them in the path that leaves", async () => {
    const { codes, client } = api();
    const moved = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      retry: false,
      hooks: observe({ onCall: (e) => void codes.push(e.errorCode) }),
    });
    moved.use({ onRequest: ({ request }) => new Request(`${request.url}/extra`, request) });
    answer("tx_secretpath77_missing");
    await moved.GET("/api/v1/transactions/{transaction_id}", {
      params: { path: { transaction_id: "secretpath77" as never } },
    });
    answer("a_aaa_bad");
    await callUnlisted(client, "GET", "/api/v1/x/{a}{b}", { params: { path: { a: "aaa", b: "bbb" } } });
    expect(codes).toEqual(["http_400", "http_400"]);
  });

  test("a code that holds no given value and no credential is kept, whatever the body sent", async () => {
    const { codes, client } = api();
    const send = (body: unknown) => sendAsIs(client, body);
    answer("transactions_locked");
    await send(new TextEncoder().encode('{"x":"other"}'));
    await send(new URLSearchParams({ x: "other" }));
    await send(JSON.stringify({ values: Array.from({ length: 400 }, (_, i) => i) }));
    // Values sent only in a body are not looked for.
    answer("bad_bodyvalue42");
    await send(JSON.stringify({ x: "bodyvalue42" }));
    expect(codes).toEqual(["transactions_locked", "transactions_locked", "transactions_locked", "bad_bodyvalue42"]);
  });

  test("a code that is not of the form of codes is http_<status>", async () => {
    const { codes, client } = api();
    for (const code of ["not.a.code", "has space", "x".repeat(65), "dash-ed"]) {
      answer(code);
      await client.GET("/api/v1/me/balances");
    }
    expect(codes).toEqual(["http_400", "http_400", "http_400", "http_400"]);
    // An empty code is no code: the body is malformed, and the client's own code says so.
    answer("");
    await client.GET("/api/v1/me/balances");
    expect(codes.at(-1)).toBe("malformed_error_body");
  });
});
