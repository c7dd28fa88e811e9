import type { IncomingMessage, ServerResponse } from "node:http";
import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { createClient, isApiError, isNetworkError, observe, unwrap } from "../src/index.js";
import { setPrice, TRACK, trackBody } from "./helpers/calls.js";
import { rendered as shown } from "./helpers/secrets.js";
import { closedPort, json, useServer } from "./helpers/server.js";

const KEY = "sk_live_9a8b7c6d5e4f";
/** The API key as HTTP basic credentials carry it. */
const BASIC = Buffer.from(`${KEY}:`).toString("base64");
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.payload.sig";
const FRESH = "eyJhbGciOiJSUzI1NiJ9.fresh.sig";
const SECRETS = [KEY, TOKEN, FRESH, BASIC];

const server = useServer();
const api = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });

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
    const leaky = async (request: Request, init: RequestInit) => {
      const headers = new Headers(init.headers);
      throw Object.assign(new TypeError(`failed ${String(headers.get("authorization"))}`), {
        request: new Request(request, init),
        init,
        cause: new Error("inner", { cause: { headers } }),
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

  test("a fetch error that shows no secret is copied with its name and message", async () => {
    const original = new TypeError("socket hang up");
    const api = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY },
      retry: false,
      fetch: () => Promise.reject(original),
    });
    const e = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
    const cause = (e as Error).cause as Error;
    expect([cause.name, cause.message]).toEqual(["TypeError", "socket hang up"]);
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

describe("server text that echoes a credential", () => {
  test("an error body too large to keep whole: its code and text are redacted before they are cut", async () => {
    // The key starts 190 characters into `code` and the basic form 1990 into `error`: cutting at
    // 200 and 2000 characters first would keep their first 10 characters, which redaction misses.
    server.handle((_req, res) =>
      json(res, 422, { code: "c".repeat(190) + KEY, error: "e".repeat(1990) + BASIC, pad: "p".repeat(40_000) }),
    );
    const { error } = await setPrice(api());
    expect(error?.code.startsWith("c".repeat(190) + "[redacted]".slice(0, 10))).toBe(true);
    const text = shown(error);
    expect(text).not.toContain(KEY.slice(0, 8));
    expect(text).not.toContain(BASIC.slice(0, 8));
  });

  test("a 2xx that is not JSON: the cause does not quote the body, which may hold a credential", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`${KEY} is not JSON`);
    });
    const result = await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(result.error).toEqual({ code: "invalid_response", error: "HTTP 200, body not JSON" });
    const e = await unwrap(Promise.resolve(result)).catch((x: unknown) => x);
    expect((e as Error).cause).toBeInstanceOf(SyntaxError);
    expect(shown(e)).not.toContain(KEY.slice(0, 6));
  });
});

describe("the cause of a network failure", () => {
  test("a cause whose getters throw, or whose property name is a credential, is replaced by a clean copy", async () => {
    const cases: (() => unknown)[] = [
      () => {
        const e = new Error("fetch failed");
        Object.defineProperty(e, "message", {
          get() {
            throw new Error(`no message, ${BASIC}`);
          },
        });
        Object.defineProperty(e, "cause", { value: { headers: { authorization: `Basic ${BASIC}` } } });
        return e;
      },
      () => {
        const e = new TypeError("fetch failed");
        Object.defineProperty(e, "cause", {
          get() {
            throw new Error(`Basic ${BASIC}`);
          },
        });
        return e;
      },
      () => Object.assign(new TypeError("fetch failed"), { [`Basic ${BASIC}`]: true }),
      () => Object.assign(new TypeError("fetch failed"), { code: { [Symbol.toPrimitive]: () => BASIC } }),
    ];
    for (const make of cases) {
      const client = api({
        fetch: () => Promise.reject(make()),
      });
      const e = await client.GET("/api/v1/me/balances").catch((x: unknown) => x);
      expect(isNetworkError(e)).toBe(true);
      const text = shown(e);
      expect(text).not.toContain(BASIC);
      expect(text).not.toContain(KEY);
    }
  });

  test("every cause is a copy: what a reader would run code for never runs; a plain error keeps its words", async () => {
    const inspectCustom = Symbol.for("nodejs.util.inspect.custom");
    class Leaky extends Error {
      [inspectCustom]() {
        return `Leaky ${BASIC}`;
      }
    }
    class Tagged extends Error {
      get [Symbol.toStringTag]() {
        return BASIC;
      }
    }
    const Named = { [KEY]: class extends Error {} }[KEY]!;
    class Hiding extends Headers {
      override *[Symbol.iterator](): HeadersIterator<[string, string]> {}
    }
    let reads = 0;
    const causes: (() => unknown)[] = [
      () => new Leaky("fetch failed"),
      () => new Tagged("fetch failed"),
      () => new Named("fetch failed"),
      () => new TypeError("fetch failed", { cause: Promise.resolve(BASIC) }),
      () => new TypeError("fetch failed", { cause: new String(BASIC) }),
      () => new TypeError("fetch failed", { cause: new RegExp(KEY) }),
      () => new TypeError("fetch failed", { cause: new Hiding({ authorization: `Basic ${BASIC}` }) }),
      () => new TypeError("fetch failed", { cause: Buffer.alloc(1 << 24, KEY) }),
      () =>
        Object.defineProperty(new TypeError("fetch failed"), "detail", {
          enumerable: true,
          get: () => (reads++ ? BASIC : "nothing"),
        }),
    ];
    for (const make of causes) {
      const thrown = make();
      const e = await api({ fetch: () => Promise.reject(thrown) })
        .GET("/api/v1/me/balances")
        .catch((x: unknown) => x);
      expect(isNetworkError(e)).toBe(true);
      expect((e as Error).cause).not.toBe(thrown);
      const text = shown(e);
      expect(text).not.toContain(BASIC);
      expect(text).not.toContain(KEY);
    }
    class PlainNetworkFailure extends Error {
      code = "ECONNRESET";
    }
    const plain = new PlainNetworkFailure("socket hang up");
    const e = await api({ fetch: () => Promise.reject(plain) })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    const cause = (e as Error).cause as Error & { code?: string };
    expect([cause.message, cause.code]).toEqual(["socket hang up", "ECONNRESET"]);
  });

  test("own properties of a Map, and a stack accessor of the app's own, are judged too", async () => {
    const causes: (() => unknown)[] = [
      () => new TypeError("fetch failed", { cause: Object.assign(new Map(), { auth: `Basic ${BASIC}` }) }),
      () => {
        let reads = 0;
        return Object.defineProperty(new TypeError("fetch failed"), "stack", {
          get: () => (reads++ ? BASIC : "TypeError: fetch failed"),
        });
      },
      () => new TypeError("fetch failed", { cause: Array.from({ length: 100_000 }, (_, i) => i) }),
    ];
    for (const make of causes) {
      const thrown = make();
      const e = await api({ fetch: () => Promise.reject(thrown) })
        .GET("/api/v1/me/balances")
        .catch((x: unknown) => x);
      expect((e as Error).cause).not.toBe(thrown);
      expect(shown(e)).not.toContain(BASIC);
    }
  });

  test("ordinary network failures carry a copy of fetch's error, the system error's code included", async () => {
    const refused = await createClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      auth: { apiKey: KEY },
      retry: false,
    })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    expect(isNetworkError(refused)).toBe(true);
    const cause = (refused as Error).cause as Error & { cause?: { code?: string } };
    expect([cause.name, cause.message]).toEqual(["TypeError", "fetch failed"]);
    expect(cause.cause?.code).toBe("ECONNREFUSED");
    expect(cause.cause).toBeInstanceOf(Error);
    expect(() => createClient({ baseUrl: "https://escrow.invalid.", auth: { apiKey: KEY } })).toThrow(/placeholder/);
  });
});

describe("tokens of a token provider", () => {
  const slowEcho = (delay: (auth: string) => number) => (req: IncomingMessage, res: ServerResponse) => {
    const auth = String(req.headers.authorization);
    setTimeout(() => json(res, 400, { code: "bad_request", error: `rejected ${auth}` }), delay(auth));
  };

  test("a token provider with a new token per request: every token in flight is redacted from its error", async () => {
    let n = 0;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => `tok_${String(++n).padStart(4, "0")}_${"Q".repeat(24)}` },
      retry: false,
    });
    server.handle((req, res) =>
      setTimeout(() => json(res, 403, { code: "no", error: `token ${req.headers.authorization}` }), 20),
    );
    const results = await Promise.all(Array.from({ length: 40 }, () => client.GET("/api/v1/me/balances")));
    expect(n).toBe(40);
    for (const { error } of results) {
      expect(error?.error).toBe("token Bearer [redacted]");
    }
  });

  test("a token that begins with an older one is redacted whole", async () => {
    const tokens = ["tok_A1b2C3d4E5", "tok_A1b2C3d4E5_rotated_SECRET_TAIL"];
    let n = 0;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => tokens[Math.min(n++, 1)]! },
      retry: false,
    });
    server.handle((req, res) => json(res, 403, { code: "no", error: `token ${req.headers.authorization} refused` }));
    await client.GET("/api/v1/me/balances");
    const { error } = await client.GET("/api/v1/me/balances");
    expect(error?.error).toBe("token Bearer [redacted] refused");
  });

  test("a token stays redacted while a call that sent it is in flight, however many come after", async () => {
    const A = `tokA_${"a".repeat(40)}`;
    let next = A;
    const client = createClient({ baseUrl: server.url, auth: { accessToken: () => next }, retry: false });
    server.handle(slowEcho((auth) => (auth === `Bearer ${A}` ? 400 : 0)));
    const inFlight = client.GET("/api/v1/me/balances");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // 70 newer tokens, more than the 64 remembered once no call holds them.
    for (let i = 0; i < 70; i++) {
      next = `tok${i}_${"b".repeat(40)}`;
      expect((await client.GET("/api/v1/me/balances")).error?.error).toBe("rejected Bearer [redacted]");
    }
    expect((await inFlight).error?.error).toBe("rejected Bearer [redacted]");
  });

  test("70 calls in flight, each with its own token: every echo is redacted", async () => {
    let n = 0;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => `tok_${String(++n).padStart(4, "0")}_${"Q".repeat(24)}` },
      retry: false,
    });
    server.handle(slowEcho(() => 50));
    const results = await Promise.all(Array.from({ length: 70 }, () => client.GET("/api/v1/me/balances")));
    expect(n).toBe(70);
    expect(results.map(({ error }) => error?.error)).toEqual(Array(70).fill("rejected Bearer [redacted]"));
  });

  test("a token provider's error reaches the caller as it is, even one that shows a credential: it is the app's", async () => {
    class TokenStoreError extends Error {
      override name = "TokenStoreError";
    }
    // An HTTP library's error that carries the request it made, with the client's own API key.
    const echoing = Object.assign(new Error("token service refused"), {
      config: { headers: { Authorization: `Basic ${BASIC}` } },
    });
    const codes: (string | undefined)[] = [];
    for (const thrown of [new TokenStoreError("token store down"), echoing]) {
      const client = createClient({
        baseUrl: server.url,
        auth: {
          apiKey: KEY,
          accessToken: async () => {
            throw thrown;
          },
        },
        hooks: observe({ onCall: (e) => codes.push(e.errorCode) }),
      });
      const e = await client.GET("/api/v1/me/balances").catch((x: unknown) => x);
      expect(e).toBe(thrown);
    }
    expect(codes).toEqual(["token_error", "token_error"]);
    expect(server.seen).toHaveLength(0);
  });
});
