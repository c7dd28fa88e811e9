import { describe, expect, test } from "vitest";
import { createClient } from "../src/index.js";
import { useServer } from "./helpers/server.js";

const server = useServer();

const client = () => createClient({ baseUrl: server.url, auth: { apiKey: "k_1" } });
const users = () => server.seen.map((s) => s.headers["service-user"]);

describe("actingAs", () => {
  test("sends Service-User on every call of the returned client, and only there", async () => {
    const api = client();
    const alice = api.actingAs("user_7Qm2fX");
    await alice.GET("/api/v1/me/balances");
    await alice.POST("/api/v1/transactions/{transaction_id}/cancel", { params: { path: { transaction_id: 3 } } });
    await api.GET("/api/v1/me/balances");
    expect(users()).toEqual(["user_7Qm2fX", "user_7Qm2fX", undefined]);
  });

  test("a per-call header wins, as a typed parameter or a plain header", async () => {
    const alice = client().actingAs("alice");
    await alice.GET("/api/v1/me/balances", { params: { header: { "Service-User": "bob" } } });
    await alice.GET("/api/v1/me/balances", { headers: { "Service-User": "carol" } });
    expect(users()).toEqual(["bob", "carol"]);
  });

  test("null removes the header for one call", async () => {
    await client()
      .actingAs("alice")
      .GET("/api/v1/me/balances", { headers: { "Service-User": null } });
    expect(users()).toEqual([undefined]);
  });

  test("acting clients nest: the innermost user wins, credentials are kept", async () => {
    await client().actingAs("alice").actingAs("bob").GET("/api/v1/me/balances");
    expect(users()).toEqual(["bob"]);
    expect(server.seen[0]!.headers.authorization).toMatch(/^Basic /);
  });

  test("a user ID with inner spaces and punctuation is sent unchanged", async () => {
    await client().actingAs("ext:user 42/a@b.c").GET("/api/v1/me/balances");
    expect(users()).toEqual(["ext:user 42/a@b.c"]);
  });

  test.each([
    ["empty", ""],
    ["a newline", "alice\nX-Admin: 1"],
    ["a carriage return", "alice\r"],
    ["a NUL", "ali\0ce"],
    ["a tab", "ali\tce"],
    ["DEL", "alice\x7f"],
    ["a leading space", " alice"],
    ["a trailing space", "alice "],
    ["non-ASCII", "zoë"],
    ["a number", 42],
    ["undefined", undefined],
  ])("actingAs rejects %s before anything is sent", async (_name, value) => {
    expect(() => client().actingAs(value as string)).toThrow(
      /Service-User must be one non-empty value of visible ASCII/,
    );
  });

  test.each([
    ["empty", ""],
    ["a control character", "bob\u0001"],
    ["a tab", "bob\tsmith"],
    // fetch's Headers would strip these edge characters and send plain "bob".
    ["a trailing line break", "bob\r\n"],
    ["a leading space", " bob"],
    ["a trailing tab", "bob\t"],
    ["a leading tab", "\tbob"],
    ["two values", ["alice", "bob"]],
  ])("a per-call value with %s is rejected before anything is sent", async (_name, value) => {
    const api = client();
    const header = { "Service-User": value as string };
    await expect(api.GET("/api/v1/me/balances", { params: { header } })).rejects.toThrow(TypeError);
    await expect(api.actingAs("alice").GET("/api/v1/me/balances", { headers: header })).rejects.toThrow(TypeError);
    await expect(api.GET("/api/v1/me/balances", { headers: { "service-user": value as string } })).rejects.toThrow(
      TypeError,
    );
    expect(server.seen).toHaveLength(0);
  });
});
