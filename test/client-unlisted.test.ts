import { describe, expect, test } from "vitest";
import { ApiError, callUnlisted, createClient, unwrap } from "../src/index.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();

const KEY = "k_unlisted";
const api = (extra: object = {}) => createClient({ baseUrl: server.url, auth: { apiKey: KEY }, ...extra });

describe("calls outside the spec", () => {
  test("a POST to a path the spec lacks: same auth, acting user, JSON body and result", async () => {
    server.handle((_req, res, seen) => json(res, 201, { charged: JSON.parse(seen.body) }));
    const { data, error, response } = await callUnlisted(api().actingAs("buyer-9"), "POST", "/api/v1/p2p/charge", {
      body: { amount: 100 },
      params: { query: { dry: true } },
    });
    expect(error).toBeUndefined();
    expect(data).toEqual({ charged: { amount: 100 } });
    expect(response.status).toBe(201);
    const seen = server.seen[0]!;
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/api/v1/p2p/charge?dry=true");
    expect(seen.headers.authorization).toBe("Basic " + btoa(`${KEY}:`));
    expect(seen.headers["service-user"]).toBe("buyer-9");
    expect(seen.headers["content-type"]).toBe("application/json");
  });

  test("path parameters follow the same rule; the method may be lower case", async () => {
    await callUnlisted(api(), "post", "/api/v1/f2f/transactions/{id}/join", {
      params: { path: { id: "a/b" } },
    });
    expect(server.seen[0]!.url).toBe("/api/v1/f2f/transactions/a%2Fb/join");
    await expect(
      callUnlisted(api(), "POST", "/api/v1/f2f/transactions/{id}/join", {
        params: { path: { id: ".." } },
      }),
    ).rejects.toThrow('Path parameter "id" of /api/v1/f2f/transactions/{id}/join');
    expect(server.seen).toHaveLength(1);
  });

  test("a client that createClient did not make is refused", async () => {
    await expect(callUnlisted({ ...api() }, "GET", "/api/v1/x")).rejects.toThrow("needs a client made by createClient");
  });

  test.each(["OPTIONS", "TRACE", "CONNECT", "G ET", "", 5])("method %s is refused", async (method) => {
    await expect(callUnlisted(api(), method as string, "/api/v1/x")).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(0);
  });

  test.each([
    "api/v1/x",
    "",
    "/",
    "//evil.example/x",
    "/api/../admin",
    "/api/./x",
    "/api//x",
    "/api/x/",
    "/api/x?y=1",
    "/api/x#y",
    "/api\\x",
    "/api/%2e%2e/x",
    "/api/x y",
    "/api/{",
    "/api/{a/b}",
    "https://evil.example/x",
  ])("path %j is refused before sending", async (path) => {
    await expect(callUnlisted(api(), "GET", path)).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(0);
  });

  test("an unsafe method is never retried; GET is", async () => {
    server.handle((_req, res) => json(res, 503, { code: "busy", error: "later" }));
    const post = await callUnlisted(api({ retry: { baseDelayMs: 1 } }), "POST", "/api/v1/p2p/charge");
    expect(post.error).toEqual({ code: "busy", error: "later" });
    expect(server.seen).toHaveLength(1);
    server.reset();
    server.handle((_req, res) => json(res, 503, { code: "busy", error: "later" }));
    await callUnlisted(api({ retry: { baseDelayMs: 1, retries: 2 } }), "GET", "/api/v1/p2p/charge");
    expect(server.seen).toHaveLength(3);
    await expect(
      callUnlisted(api(), "POST", "/api/v1/p2p/charge", {
        retry: { retries: 1 },
      } as never),
    ).rejects.toThrow("POST is never retried");
  });

  test("redirects: an unsafe call is not redirected", async () => {
    server.handle((_req, res) => (res.writeHead(307, { location: "/elsewhere" }), res.end()));
    const { error } = await callUnlisted(api(), "PUT", "/api/v1/f2f/transactions");
    expect(error?.code).toBe("unexpected_redirect");
    expect(server.seen).toHaveLength(1);
  });

  test("unwrap throws an ApiError naming the method and template", async () => {
    server.handle((_req, res) => json(res, 409, { code: "already_joined", error: "joined" }));
    const e = (await unwrap(
      callUnlisted(api(), "POST", "/api/v1/f2f/transactions/{id}/join", {
        params: { path: { id: 3 } },
      }),
    ).catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe("POST /api/v1/f2f/transactions/{id}/join failed with HTTP 409 already_joined: joined");
  });
});
