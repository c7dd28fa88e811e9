// The client as an openapi-fetch Client<paths>, for query libraries, through the deprecated
// toFetchClient() (which returns the client itself). Every call must still go through the client's
// own checks, against a real server on 127.0.0.1.
import { describe, expect, test } from "vitest";
import { createClient, toFetchClient, type EscrowClient } from "../src/index.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();

const client = () => createClient({ baseUrl: server.url, auth: { apiKey: "k_1" } });
// Untyped, as a query library or a JavaScript caller sees it.
const loose = (api: EscrowClient = client()) => toFetchClient(api) as unknown as Record<string, any>;

describe("calls go through the client", () => {
  test("GET sends the client's credentials and returns openapi-fetch's result", async () => {
    server.handle((_req, res) => json(res, 200, [{ id: 7 }, null]));
    const api = createClient({ baseUrl: server.url, auth: { accessToken: "t_1" } });
    const { data, error, response } = await toFetchClient(api).GET("/api/v1/batch/transactions", {
      params: { query: { ids: "7,8" } },
    });
    expect(error).toBeUndefined();
    expect(data).toEqual([{ id: 7 }, null]);
    expect(response.status).toBe(200);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: "GET", url: "/api/v1/batch/transactions?ids=7%2C8" });
    expect(server.seen[0]!.headers.authorization).toBe("Bearer t_1");
  });

  test("the acting user of the client is kept", async () => {
    await toFetchClient(client().actingAs("user_7Qm2fX")).GET("/api/v1/me/balances");
    expect(server.seen.map((s) => s.headers["service-user"])).toEqual(["user_7Qm2fX"]);
  });

  test("errors are the client's: a failed call has its error body", async () => {
    server.handle((_req, res) => json(res, 409, { code: "remainder_too_low", error: "too low" }));
    const { data, error } = await loose().POST("/api/v1/transactions/{transaction_id}/cancel", {
      params: { path: { transaction_id: 3 } },
    });
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "remainder_too_low", error: "too low" });
  });

  test("POST is never retried, and a retry option for it is refused as by the client", async () => {
    server.handle((_req, res) => json(res, 503, { code: "unavailable", error: "later" }));
    const api = loose();
    const { error } = await api.POST("/api/v1/transactions/{transaction_id}/cancel", {
      params: { path: { transaction_id: 3 } },
    });
    expect(error).toMatchObject({ code: "unavailable" });
    expect(server.seen).toHaveLength(1);
    await expect(
      api.POST("/api/v1/transactions/{transaction_id}/cancel", {
        params: { path: { transaction_id: 3 } },
        retry: { retries: 2 },
      }),
    ).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(1);
  });

  test.each([
    ["get", "GET"],
    ["GET", "GET"],
    ["post", "POST"],
    ["Patch", "PATCH"],
  ])("request(%j) calls the client's %s", async (method, sent) => {
    const path = sent === "PATCH" ? "/api/v1/me/personal/details" : "/api/v1/me/balances";
    await loose().request(method, path, { body: sent === "GET" ? undefined : {} });
    expect(server.seen.map((s) => s.method)).toEqual([sent]);
  });
});

describe("what would bypass the client is refused, before anything is sent", () => {
  const values: [string, unknown][] = [
    ["a string", "http://127.0.0.1:1"],
    ["a function", () => new Response("{}")],
    ["an object", {}],
    ["an array", []],
    ["null", null],
    ["zero", 0],
    ["false", false],
  ];
  const keys = ["baseUrl", "fetch", "Request", "middleware", "pathSerializer", "redirect"];
  const cases = keys.flatMap((key) => values.map(([name, value]) => [key, name, value] as const));

  test.each(cases)("per-call %s (%s)", async (key, _name, value) => {
    let called = false;
    const spy = typeof value === "function" ? () => ((called = true), new Response("{}")) : value;
    for (const method of ["GET", "POST"]) {
      const call = loose()[method]("/api/v1/me/balances", { [key]: spy });
      await expect(call).rejects.toThrow(new RegExp(`^${key} is not available`));
    }
    await expect(loose().request("get", "/api/v1/me/balances", { [key]: spy })).rejects.toThrow(TypeError);
    expect(called).toBe(false);
    expect(server.seen).toEqual([]);
  });

  test("undefined values of those options are ignored, as openapi-fetch ignores them", async () => {
    await loose().GET("/api/v1/me/balances", Object.fromEntries(keys.map((k) => [k, undefined])));
    expect(server.seen).toHaveLength(1);
  });

  test("use() and eject() are openapi-fetch's: middleware that is no middleware is refused", () => {
    const api = loose();
    const middleware = { onRequest: () => undefined };
    expect(() => api.use(middleware)).not.toThrow();
    expect(() => api.eject(middleware)).not.toThrow();
    expect(() => api.use({ onSomething: () => undefined })).toThrow(/Middleware must be an object/);
  });

  test.each(["OPTIONS", "TRACE"])("%s is refused: the API has none", async (name) => {
    await expect(loose()[name]("/api/v1/me/balances")).rejects.toThrow(`the API has no ${name} operations`);
    await expect(loose().request(name.toLowerCase(), "/api/v1/me/balances")).rejects.toThrow(TypeError);
    expect(server.seen).toEqual([]);
  });

  test.each([["connect"], [""], [42], [undefined], ["toString"], ["__proto__"]])(
    "request(%j) is refused",
    async (method) => {
      await expect(loose().request(method, "/api/v1/me/balances")).rejects.toThrow(TypeError);
      expect(server.seen).toEqual([]);
    },
  );

  test("toFetchClient() returns the client itself: it is deprecated, with nothing left to adapt", () => {
    const api = client();
    expect(toFetchClient(api)).toBe(api);
  });

  test("something other than a client is refused", () => {
    expect(() => toFetchClient({} as EscrowClient)).toThrow(TypeError);
  });

  test("the adapter holds no credential that JSON or inspection could show", async () => {
    const { inspect } = await import("node:util");
    const adapter = toFetchClient(createClient({ baseUrl: server.url, auth: { apiKey: "secret_key_123" } }));
    expect(JSON.stringify(adapter) ?? "").not.toContain("secret_key_123");
    expect(inspect(adapter, { depth: 10, showHidden: true })).not.toContain("secret_key_123");
  });
});
