import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { createClient, isApiError, isNetworkError, unwrap } from "../src/index.js";
import { closedPort, json, useServer } from "./helpers/server.js";

const KEY = "sk_live_9a8b7c6d5e4f";
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.payload.sig";
const FRESH = "eyJhbGciOiJSUzI1NiJ9.fresh.sig";
const SECRETS = [KEY, TOKEN, FRESH, Buffer.from(`${KEY}:`).toString("base64")];

const server = useServer();

/** Every way an error or client can end up in a log. */
function renderings(value: unknown): string[] {
  const out = [
    inspect(value, { depth: 10 }),
    inspect(value, { depth: 10, showHidden: true }),
    JSON.stringify(value) ?? "",
    String(value),
  ];
  if (value instanceof Error) {
    out.push(value.message, value.stack ?? "");
    for (const key of Object.getOwnPropertyNames(value))
      out.push(inspect((value as unknown as Record<string, unknown>)[key], { depth: 10 }));
    if (value.cause) out.push(...renderings(value.cause));
  }
  return out;
}

function expectNoSecret(value: unknown) {
  for (const text of renderings(value)) for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const clients = () => [
  createClient({ baseUrl: server.url, auth: { apiKey: KEY } }),
  createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: TOKEN } }),
  createClient({ baseUrl: server.url, auth: { accessToken: ({ refresh }) => (refresh ? FRESH : TOKEN) } }),
];

describe("secrets never leak", () => {
  test("the detector itself finds a secret", () => {
    expect(() => expectNoSecret(new Error(`boom ${KEY}`))).toThrow();
    expect(() => expectNoSecret({ nested: { a: TOKEN } })).toThrow();
  });

  test("clients, acting clients and their methods", () => {
    for (const api of clients()) {
      expectNoSecret(api);
      expectNoSecret(api.actingAs("user_1"));
      expectNoSecret(api.GET);
      expect(JSON.parse(JSON.stringify(api))).toEqual({ baseUrl: server.url });
    }
  });

  test("a server that echoes the credential in its error text", async () => {
    server.handle((req, res) =>
      json(res, 400, { code: `bad_${req.headers.authorization}`, error: `Rejected ${req.headers.authorization}` }),
    );
    for (const api of clients()) {
      const result = await api.GET("/api/v1/me/balances");
      expect(result.error?.error).toMatch(/^Rejected (Basic|Bearer) \[redacted\]$/);
      expectNoSecret(result.error);
      const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
      expectNoSecret(e);
    }
  });

  test("a refreshed token echoed after a 401", async () => {
    server.handle((req, res) =>
      req.headers.authorization === `Bearer ${TOKEN}`
        ? json(res, 401, { code: "expired", error: "" })
        : json(res, 403, { code: "no", error: String(req.headers.authorization) }),
    );
    const api = clients()[2]!;
    const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
    expect((e as Error).message).toContain("[redacted]");
    expectNoSecret(e);
  });

  test("network errors, timeouts and local refusals", async () => {
    const port = await closedPort();
    const down = createClient({
      baseUrl: `http://127.0.0.1:${port}`,
      auth: { apiKey: KEY, accessToken: TOKEN },
      retry: false,
    });
    expectNoSecret(await down.GET("/api/v1/me/balances").catch((x: unknown) => x));

    server.handle(() => undefined);
    const slow = createClient({ baseUrl: server.url, auth: { apiKey: KEY }, timeoutMs: 20, retry: false });
    expectNoSecret(await slow.GET("/api/v1/me/balances").catch((x: unknown) => x));

    const keyOnly = createClient({ baseUrl: server.url, auth: { apiKey: KEY } });
    expectNoSecret(
      await keyOnly.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } }).catch((x: unknown) => x),
    );
  });

  test("a custom fetch whose error carries the request and its headers", async () => {
    const leaky = async (url: string, init: RequestInit) => {
      throw Object.assign(new TypeError(`failed ${String(new Headers(init.headers).get("authorization"))}`), {
        request: new Request(url, init),
        init,
        cause: new Error("inner", { cause: { headers: new Headers(init.headers) } }),
        code: "ECONNRESET",
      });
    };
    for (const auth of [{ apiKey: KEY }, { accessToken: TOKEN }]) {
      const api = createClient({ baseUrl: server.url, auth, fetch: leaky, retry: false });
      const e = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
      expect(isNetworkError(e)).toBe(true);
      const cause = (e as Error).cause as Error & { code?: string };
      expect(cause.message).toMatch(/^failed (Basic|Bearer) \[redacted\]$/);
      expect(cause.code).toBe("ECONNRESET");
      expect(cause.name).toBe("TypeError");
      expectNoSecret(e);
    }
  });

  test("a fetch error that shows no secret is passed on as it is", async () => {
    const original = new TypeError("socket hang up");
    const api = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      retry: false,
      fetch: () => Promise.reject(original),
    });
    const e = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
    expect((e as Error).cause).toBe(original);
  });

  test("any field of an error body, nested or not", async () => {
    server.handle((req, res) =>
      json(res, 400, {
        code: "bad",
        error: "no",
        detail: `got ${req.headers.authorization}`,
        nested: [{ [String(req.headers.authorization)]: req.headers.authorization }],
      }),
    );
    for (const api of clients()) {
      const result = await api.GET("/api/v1/me/balances");
      expect((result.error as unknown as { detail: string }).detail).toMatch(/^got (Basic|Bearer) \[redacted\]$/);
      expectNoSecret(result.error);
      expectNoSecret(await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x));
    }
  });

  test("a 2xx body that is not JSON and echoes the credential", async () => {
    server.handle(
      (req, res) => (res.writeHead(200, { "content-type": "text/plain" }), res.end(`${req.headers.authorization}`)),
    );
    for (const api of clients()) {
      const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
      expect(isApiError(e, "invalid_response")).toBe(true);
      expectNoSecret(e);
    }
  });

  test("validation errors do not repeat the rejected value", () => {
    const attempts = [
      () => createClient({ baseUrl: server.url, auth: { apiKey: `${KEY}:` } }),
      () => createClient({ baseUrl: server.url, auth: { accessToken: `${TOKEN}\n` } }),
      () => createClient({ baseUrl: `https://user:${KEY}@api.example`, auth: { apiKey: "k" } }),
    ];
    for (const attempt of attempts) {
      let caught: unknown;
      try {
        attempt();
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(TypeError);
      expectNoSecret(caught);
    }
  });
});
