import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createClient, observe } from "../src/index.js";
import { trackBody } from "./helpers/calls.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();
// Another origin: an option that sent the call elsewhere would show here.
const other = useServer();

type Loose = (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const KEY = "k_opts";
const TEMPLATE = "/api/v1/transactions/{transaction_id}/track";
const client = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });
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
    const requests: Request[] = [];
    // What fetch sends: the request with the init over it, as the platform's fetch reads the two.
    const api = client({
      fetch: (request: Request, init: RequestInit) => {
        const sent = new Request(request, init);
        requests.push(sent);
        return fetch(sent);
      },
    });
    const options = JSON.parse('{ "cache": "no-store", "keepalive": true, "__proto__": { "redirect": "follow" } }');
    await method(api, "GET")("/api/v1/me/balances", options);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect([sent!.cache, sent!.keepalive, sent!.redirect, sent!.method]).toEqual(["no-store", true, "manual", "GET"]);
  });

  test('mode "no-cors" is refused before anything is sent: a browser would drop the credentials and the acting user', async () => {
    const e = await method(client(), "GET")("/api/v1/me/balances", { mode: "no-cors" }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TypeError);
    expect((e as Error).message).toMatch(/credentials and the acting user/);
    expect(server.seen).toEqual([]);
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
    const api = client({ fetch: (request: Request, init: RequestInit) => (inits.push(init), fetch(request, init)) });
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

describe("headers in any form", () => {
  test("a list of pairs is read as headers: the call's Service-User wins, the caller's Authorization stays", async () => {
    const acting = client().actingAs("alice");
    await acting.POST("/api/v1/transactions/{transaction_id}/cancel", {
      params: { path: { transaction_id: 1 } },
      headers: [["Service-User", "bob"]] as never,
    });
    await client().GET("/api/v1/me/balances", { headers: [["Authorization", "Bearer callers-own"]] as never });
    expect(server.seen.map((s) => [s.headers["service-user"], s.headers["0"]])).toEqual([
      ["bob", undefined],
      [undefined, undefined],
    ]);
    expect(server.seen[1]!.headers.authorization).toBe("Bearer callers-own");
  });

  test("two Service-User values, in pairs or appended to Headers, are refused before sending", async () => {
    const twice = new Headers();
    twice.append("Service-User", "bob");
    twice.append("Service-User", "mallory");
    for (const headers of [
      [
        ["Service-User", "bob"],
        ["service-user", "mallory"],
      ],
      twice,
      [["Service-User", null]],
    ]) {
      const e = await client()
        .GET("/api/v1/me/balances", { headers: headers as never })
        .catch((x: unknown) => x);
      expect(e).toBeInstanceOf(TypeError);
    }
    expect(server.seen).toHaveLength(0);
  });

  test("a record is read once: a getter cannot show one user to the check and send another", async () => {
    let reads = 0;
    const header = {
      get "Service-User"() {
        return ++reads === 1 ? "alice" : "mallory";
      },
    };
    await client().GET("/api/v1/me/balances", { params: { header } as never });
    expect(reads).toBe(1);
    expect(server.seen[0]!.headers["service-user"]).toBe("alice");
  });

  test("headers that are neither a record, Headers nor pairs are refused", async () => {
    for (const headers of ["Service-User: bob", 42, true]) {
      const e = await client()
        .GET("/api/v1/me/balances", { headers: headers as never })
        .catch((x: unknown) => x);
      expect(e, String(headers)).toBeInstanceOf(TypeError);
    }
    expect(server.seen).toHaveLength(0);
  });
});

describe("RequestInit options and signals", () => {
  test("an invalid RequestInit value or a signal that is no AbortSignal: TypeError, fetch never called", async () => {
    let calls = 0;
    const counted = client({
      retry: { retries: 2 },
      fetch: (request: Request, init: RequestInit) => (calls++, fetch(request, init)),
    });
    for (const options of [{ cache: "bogus" }, { mode: "nonsense" }, { window: {} }, { signal: {} }]) {
      const e = await counted.GET("/api/v1/me/balances", options as never).catch((x: unknown) => x);
      expect(e, JSON.stringify(options)).toBeInstanceOf(TypeError);
    }
    expect(calls).toBe(0);
    expect(server.seen).toHaveLength(0);
  });

  test("options that send elsewhere or misreport a payment are refused: dispatcher, agent, integrity", async () => {
    for (const options of [{ dispatcher: {} }, { agent: {} }, { integrity: "sha256-x" }]) {
      const e = await client()
        .actingAs("alice")
        .POST(TEMPLATE, { params: { path: { transaction_id: 1 } }, body: trackBody, ...options } as never)
        .catch((x: unknown) => x);
      expect(e, Object.keys(options)[0]).toBeInstanceOf(TypeError);
    }
    expect(server.seen).toHaveLength(0);
    expect(other.seen).toHaveLength(0);
  });

  test("a text option is passed only as text, read once: one that changes when read is refused", async () => {
    let reads = 0;
    const cache = { toString: () => (reads++ ? "bogus" : "no-store") };
    const e = await client({ retry: { retries: 2 } })
      .GET("/api/v1/me/balances", { cache } as never)
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TypeError);
    expect(server.seen).toHaveLength(0);
  });

  test("fetch's own options are checked by the one Request a call builds: none is built for the check", async () => {
    const Original = globalThis.Request;
    let built = 0;
    globalThis.Request = class extends Original {
      constructor(...args: ConstructorParameters<typeof Request>) {
        super(...args);
        built++;
      }
    };
    try {
      await client().GET("/api/v1/me/balances", { headers: { "x-trace": "1" } });
      expect(built).toBe(1);
      await client().GET("/api/v1/me/balances", { cache: "no-store" });
      expect(built).toBe(2);
    } finally {
      globalThis.Request = Original;
    }
  });

  test("an object that only says it is aborted is refused as a signal, not taken for an abort", async () => {
    const codes: (string | undefined)[] = [];
    const observed = client({ hooks: observe({ onCall: (e) => codes.push(e.errorCode) }) });
    for (const signal of [{ aborted: true }, { aborted: true, reason: "polyfill" }]) {
      const e = await observed.GET("/api/v1/me/balances", { signal: signal as never }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(TypeError);
      expect((e as Error).message).toBe("signal must be an AbortSignal");
    }
    expect(codes).toEqual(["invalid_call", "invalid_call"]);
    expect(server.seen).toHaveLength(0);
  });
});

test("framing headers are fetch's: refused before sending, never retried as a network failure", async () => {
  const codes: (string | undefined)[] = [];
  const api = client({ retry: { retries: 2 }, hooks: observe({ onCall: (e) => codes.push(e.errorCode) }) });
  for (const headers of [
    { "Content-Length": "abc" },
    { Expect: "100-continue" },
    { "Transfer-Encoding": "chunked" },
    { Connection: "upgrade" },
    new Headers({ Host: "elsewhere.invalid" }),
  ]) {
    const e = await api.GET("/api/v1/me/balances", { headers }).catch((x: unknown) => x);
    expect(e, JSON.stringify([...new Headers(headers)])).toBeInstanceOf(TypeError);
    expect((e as Error).message).toMatch(/header is fetch's to set, not the call's/);
  }
  expect(codes).toEqual(["invalid_call", "invalid_call", "invalid_call", "invalid_call", "invalid_call"]);
  expect(server.seen).toHaveLength(0);
});

describe("the fetch and retry options", () => {
  test("a fetch option that is not a function is refused by createClient", () => {
    for (const fetch of ["fetch", { fetch: globalThis.fetch }, { default: globalThis.fetch }, null]) {
      expect(() => client({ fetch })).toThrow(new TypeError("fetch must be a function"));
    }
  });

  test("retry is false or an object: 0, text or true are refused, on the client and per call", async () => {
    for (const retry of [0, "off", "false", true, null, { baseDelayMs: "5" }]) {
      expect(() => createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: retry as never })).toThrow(
        /^retry/,
      );
      const e = await client()
        .GET("/api/v1/me/balances", { retry: retry as never })
        .catch((x: unknown) => x);
      expect(String(e)).toMatch(/Error: retry/);
    }
    expect(server.seen).toHaveLength(0);
  });

  test("a retry object with keys it does not take, or a list, is refused", async () => {
    for (const retry of [{ limit: 0 }, { maxRetries: 0 }, { retires: 0 }, []]) {
      expect(() => createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: retry as never })).toThrow(
        new TypeError("retry must be false or { retries, baseDelayMs, maxDelayMs }"),
      );
    }
  });
});
