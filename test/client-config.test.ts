import { describe, expect, test } from "vitest";
import { createClient, unwrap } from "../src/index.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();

const auth = { apiKey: "k_1" } as const;

describe("createClient", () => {
  test("the documented shape: baseUrl, auth, a typed GET", async () => {
    server.handle((_req, res) => json(res, 200, { id: 1 }));
    const api = createClient({ baseUrl: server.url, auth: { apiKey: "demo" } });
    const { data } = await api.GET("/api/v1/transactions/{transaction_id}", {
      params: { path: { transaction_id: 1 } },
    });
    expect(data).toEqual({ id: 1 });
    expect(server.seen[0]!.url).toBe("/api/v1/transactions/1");
  });

  test("names the environment", () => {
    expect(createClient({ environment: "staging", baseUrl: "https://staging.example", auth }).environment).toBe(
      "staging",
    );
    expect(createClient({ environment: "production", baseUrl: "https://api.example", auth }).environment).toBe(
      "production",
    );
    expect(createClient({ baseUrl: "https://api.example", auth }).environment).toBeUndefined();
  });

  test("an environment without an address is refused with a clear message", () => {
    expect(() => createClient({ environment: "production", auth } as never)).toThrow(
      "baseUrl is required: the spec gives no address for production",
    );
    expect(() => createClient({ auth } as never)).toThrow(/baseUrl is required/);
  });

  test.each(["prod", "", "Production"])("rejects environment %j", (environment) => {
    expect(() =>
      createClient({ environment: environment as "production", baseUrl: "https://api.example", auth }),
    ).toThrow('environment must be "staging" or "production"');
  });

  test.each([
    "http://127.0.0.1:4010",
    "http://127.8.9.10",
    "http://localhost:8080",
    "http://[::1]:4010",
    "https://api.example",
    "https://api.example/prefix/",
  ])("accepts %s", (baseUrl) => {
    expect(() => createClient({ baseUrl, auth })).not.toThrow();
  });

  test.each([
    ["plain http to a remote host", "http://api.example", /https/],
    ["plain http to a private address", "http://10.0.0.1", /https/],
    ["http to a name that only looks local", "http://localhost.example.com", /https/],
    ["another scheme", "ftp://api.example", /https/],
    ["a relative URL", "/api", /absolute/],
    ["credentials in the URL", "https://user:pw@api.example", /credentials/],
    ["a query", "https://api.example?x=1", /query/],
    // URL() reports an empty query and fragment for these, but they would end up in every request URL.
    ["an empty query", "https://api.example/?", /query/],
    ["an empty fragment", "https://api.example/#", /fragment/],
    ["the spec's placeholder", "https://staging.invalid", /placeholder/],
    ["the /api/v1 prefix", "https://api.example/api/v1/", /\/api\/v1/],
    ["a number", 42, /baseUrl is required/],
  ])("rejects %s", (_name, baseUrl, message) => {
    expect(() => createClient({ baseUrl: baseUrl as string, auth })).toThrow(message);
  });

  test("a trailing slash and a path prefix are kept right", async () => {
    const api = createClient({ baseUrl: `${server.url}/escrow/`, auth });
    await api.GET("/api/v1/me/balances");
    expect(server.seen[0]!.url).toBe("/escrow/api/v1/me/balances");
  });

  test("path parameters are encoded", async () => {
    const api = createClient({ baseUrl: server.url, auth });
    await api.POST("/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer", {
      params: { path: { secret: "a/b?c" } },
    });
    expect(server.seen[0]!.url).toBe("/api/v1/transactions_by_claim_secret/a%2Fb%3Fc/claim_as_buyer");
  });

  test("path parameters that are missing or not scalars are refused before sending", async () => {
    const api = createClient({ baseUrl: server.url, auth });
    const send = api.GET as (path: string, init?: object) => Promise<unknown>;
    const template = "/api/v1/transactions/{transaction_id}";
    await expect(send(template)).rejects.toThrow(`Path parameter "transaction_id" of ${template} is missing`);
    await expect(send(template, { params: { path: {} } })).rejects.toThrow("is missing");
    await expect(send(template, { params: { path: { transaction_id: [1, 2] } } })).rejects.toThrow(TypeError);
    await expect(send(template, { params: { path: { transaction_id: true } } })).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(0);
  });

  test("JSON bodies are sent with their content type", async () => {
    const api = createClient({ baseUrl: server.url, auth });
    await api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
      params: { path: { transactionId: 5 } },
      body: { charge: 1, charge_calculator_version: 2, currency: "eur", price: 3 },
    });
    expect(server.seen[0]!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(server.seen[0]!.body)).toEqual({
      charge: 1,
      charge_calculator_version: 2,
      currency: "eur",
      price: 3,
    });
  });

  test("per-call baseUrl, fetch, Request, middleware, pathSerializer and redirect are refused unsent", async () => {
    const api = createClient({ baseUrl: server.url, auth });
    const send = api.GET as (path: string, init: object) => Promise<{ response: Response }>;
    const bypasses: Record<string, unknown> = {
      baseUrl: "http://127.0.0.2:9",
      fetch: () => Promise.reject(new Error("not this one")),
      Request: class extends Request {},
      middleware: [{ onRequest: () => new Response("intercepted") }],
      pathSerializer: () => "/elsewhere",
      redirect: "follow",
    };
    for (const [key, value] of Object.entries(bypasses)) {
      const e = await send("/api/v1/me/balances", { [key]: value }).catch((x: unknown) => x);
      expect(e, key).toBeInstanceOf(TypeError);
      expect((e as Error).message).toMatch(new RegExp(`^${key} is not available per call: `));
    }
    // Other RequestInit options still reach fetch, and an undefined bypass option is no option at all.
    await send("/api/v1/me/balances", { baseUrl: undefined, cache: "no-store" });
    expect(server.seen).toHaveLength(1);
  });

  test("a custom fetch is used for every request", async () => {
    const urls: string[] = [];
    const api = createClient({
      baseUrl: server.url,
      auth,
      fetch: (request, init) => (urls.push(request.url), fetch(request, init)),
    });
    await unwrap(api.GET("/api/v1/me/balances"));
    expect(urls).toEqual([`${server.url}/api/v1/me/balances`]);
  });
});
