import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createClient } from "../src/index.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();

type Loose = (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const TEMPLATE = "/api/v1/transactions/{transaction_id}/track";
const client = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: "k_opts" }, retry: false, ...extra });
const method = (api: ReturnType<typeof client>, name: "GET" | "POST" | "HEAD") => api[name] as unknown as Loose;

describe("per-call options from a caller without types", () => {
  test("a body on a GET or HEAD is refused before anything is sent", async () => {
    for (const name of ["GET", "HEAD"] as const) {
      const e = await method(client(), name)("/api/v1/me/balances", { body: { a: 1 } }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(TypeError);
      expect((e as Error).message).toBe(`A ${name} request has no body`);
    }
    expect(server.seen).toEqual([]);
  });

  test("a parseAs fetch cannot read is refused before anything is sent", async () => {
    for (const parseAs of ["constructor", "formData", "JSON", 42, null]) {
      const e = await method(client(), "GET")("/api/v1/me/balances", { parseAs }).catch((x: unknown) => x);
      expect(e, String(parseAs)).toBeInstanceOf(TypeError);
    }
    expect(server.seen).toEqual([]);
  });

  test("other RequestInit options reach fetch; __proto__ in the options is no option", async () => {
    const inits: RequestInit[] = [];
    const api = client({
      fetch: (url: string, init: RequestInit) => (inits.push(init), fetch(url, init)),
    });
    const options = JSON.parse('{ "cache": "no-store", "keepalive": true, "__proto__": { "redirect": "follow" } }');
    await method(api, "GET")("/api/v1/me/balances", options);
    expect(inits).toHaveLength(1);
    expect(inits[0]).toMatchObject({ cache: "no-store", keepalive: true, redirect: "manual", method: "GET" });
    expect(Object.getPrototypeOf(inits[0])).toBe(Object.prototype);
  });

  test("a body the serialiser cannot handle is a TypeError before anything is sent", async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const body of [{ big: 1n }, circular]) {
      const e = await method(client(), "POST")(TEMPLATE, { params: { path: { transaction_id: 1 } }, body }).catch(
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(TypeError);
    }
    expect(server.seen).toEqual([]);
  });

  test("any options object: refused unsent, or sent once to the template's path with manual redirects", async () => {
    // Keys a caller may pass: the client's own, openapi-fetch's, RequestInit's, and made-up ones.
    const key = fc.oneof(
      fc.constantFrom(
        "params",
        "body",
        "headers",
        "parseAs",
        "querySerializer",
        "bodySerializer",
        "signal",
        "timeoutMs",
        "retry",
        "method",
        "baseUrl",
        "fetch",
        "Request",
        "middleware",
        "pathSerializer",
        "redirect",
        "cache",
        "mode",
        "__proto__",
        "constructor",
        "toString",
      ),
      fc.string({ maxLength: 8 }),
    );
    const value = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.constantFrom("follow", "error", "DELETE", "http://127.0.0.2:9", "../..", "/other"),
      fc.constant(() => "/elsewhere"),
    );
    const init = fc.dictionary(key, value, { maxKeys: 5 });
    const inits: RequestInit[] = [];
    const api = client({ fetch: (url: string, init: RequestInit) => (inits.push(init), fetch(url, init)) });
    server.handle((_req, res) => json(res, 200, { ok: true }));
    let sent = 0;
    let refused = 0;
    let id = 0;
    await fc.assert(
      fc.asyncProperty(init, fc.constantFrom("GET", "POST") as fc.Arbitrary<"GET" | "POST">, async (options, name) => {
        server.reset();
        server.handle((_req, res) => json(res, 200, { ok: true }));
        inits.length = 0;
        const path = name === "GET" ? "/api/v1/transactions/{transaction_id}" : TEMPLATE;
        // Each case calls its own path: a request of an earlier case cut short by a tiny timeoutMs
        // may still reach the server during this one, and must not be counted here.
        const target = path.replace("{transaction_id}", String(++id));
        const given = { ...options, params: { path: { transaction_id: id } } };
        const outcome = await method(api, name)(path, given).then(
          (result) => result,
          (e: unknown) => e,
        );
        const seen = server.seen.filter((s) => s.url.split("?")[0] === target);
        if (seen.length === 0) {
          refused++;
          // Nothing sent: the call was refused (or the caller's own value threw) with an error.
          expect(outcome).toBeInstanceOf(Error);
          return;
        }
        sent++;
        expect(seen).toHaveLength(1);
        expect(seen[0]!.method).toBe(name);
        expect(inits.at(-1)!.redirect).toBe("manual");
        expect(seen[0]!.headers.authorization).toBe("Basic " + btoa("k_opts:"));
      }),
      { numRuns: 300 },
    );
    console.log(`per-call options: 300 cases, ${sent} sent to the template's path, ${refused} refused unsent`);
    expect(sent).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
