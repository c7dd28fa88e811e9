// No credential in anything the package makes: its errors and their causes, the events its hooks
// hear, what app middleware is handed, and what inspect() or JSON.stringify show of its clients and
// OAuth objects. Errors the app's own code throws pass through as they are. What a server says is
// the other half of the promise, in redaction.test.ts: a credential it echoes is redacted, and
// nothing else it said is rewritten. Every server is real and on 127.0.0.1.
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import {
  callUnlisted,
  createClient,
  getTransactionsByIds,
  isApiError,
  isNetworkError,
  type EscrowClient,
  type Middleware,
  observe,
  unwrap,
} from "../src/index.js";
import { PendingSignIn, SCOPES, TokenSet } from "../src/oauth.js";
import { copyError, secretList } from "../src/shared/redact.js";
import { setPrice } from "./helpers/calls.js";
import {
  BASIC,
  credentialClients,
  expectNoSecret,
  KEY,
  recorder,
  rendered as shown,
  SECRETS,
  shows,
  TOKEN,
} from "./helpers/secrets.js";
import { closedPort, json, useServer } from "./helpers/server.js";
import { until, useFakeClock } from "./helpers/time.js";

const server = useServer();
const fakeClock = useFakeClock();
const api = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });
const clients = () => credentialClients(server.url);
/** The error a GET rejects with when the app's fetch throws `thrown`. */
const failWith = (thrown: unknown) =>
  api({ fetch: () => Promise.reject(thrown) })
    .GET("/api/v1/me/balances")
    .catch((x: unknown) => x);

test("the detector finds a credential in a message and in a nested value", () => {
  expect(() => expectNoSecret(new Error(`boom ${KEY}`))).toThrow();
  expect(() => expectNoSecret({ nested: { a: TOKEN } })).toThrow();
});

test("clients, acting clients and their methods show no credential, and stringify to their base URL", () => {
  for (const client of clients()) {
    expectNoSecret(client);
    expectNoSecret(client.actingAs("user_1"));
    expectNoSecret(client.GET);
    expect(JSON.parse(JSON.stringify(client))).toEqual({ baseUrl: server.url });
  }
});

describe("errors", () => {
  test("network errors, timeouts and local refusals", async () => {
    const port = await closedPort();
    const down = createClient({
      baseUrl: `http://127.0.0.1:${port}`,
      auth: { apiKey: KEY, accessToken: TOKEN },
      retry: false,
    });
    expectNoSecret(await down.GET("/api/v1/me/balances").catch((x: unknown) => x));

    server.handle(() => undefined);
    // The 20 ms run on the fake clock, moved once the request has reached the server.
    fakeClock();
    const slow = createClient({ baseUrl: server.url, auth: { apiKey: KEY }, timeoutMs: 20, retry: false });
    const timingOut = slow.GET("/api/v1/me/balances").catch((x: unknown) => x);
    await until(() => server.seen.length === 1, "the request");
    await vi.advanceTimersByTimeAsync(20);
    expectNoSecret(await timingOut);
    vi.useRealTimers();

    // Typed as a client that may hold either credential, as a caller without types has it.
    const keyOnly: EscrowClient = createClient({ baseUrl: server.url, auth: { apiKey: KEY } });
    expectNoSecret(
      await keyOnly.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } }).catch((x: unknown) => x),
    );
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

  test("a batch error message quotes no server data", async () => {
    server.handle((_req, res) => json(res, 200, [{ id: `${KEY}` }, { id: "2" }]));
    const bearer = createClient({ baseUrl: server.url, auth: { accessToken: TOKEN }, retry: false });
    const e = await getTransactionsByIds(bearer, [1, 2]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
    expectNoSecret(e);
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

describe("the cause of a network failure", () => {
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
      const client = createClient({ baseUrl: server.url, auth, fetch: leaky, retry: false });
      const e = await client.GET("/api/v1/me/balances").catch((x: unknown) => x);
      expect(isNetworkError(e)).toBe(true);
      const cause = (e as Error).cause as Error & { code?: string };
      expect(cause.message).toMatch(/^failed (Basic|Bearer) \[redacted\]$/);
      expect(cause.code).toBe("ECONNRESET");
      expect(cause.name).toBe("TypeError");
      expectNoSecret(e);
    }
  });

  test("a fetch error that shows no secret is copied with its name and message", async () => {
    const cause = ((await failWith(new TypeError("socket hang up"))) as Error).cause as Error;
    expect([cause.name, cause.message]).toEqual(["TypeError", "socket hang up"]);
  });

  test.each([3, 7, 12, 40])("a credential %i causes deep in a fetch error never reaches the caller", async (depth) => {
    let buried = new Error(`bottom ${KEY}`);
    for (let i = 0; i < depth; i++) buried = new Error(`level ${i}`, { cause: { wrapped: buried } });
    const thrown = new TypeError("fetch failed", { cause: buried });
    const e = await setPrice(api({ fetch: async () => Promise.reject(thrown) })).catch((x: unknown) => x);
    expect(isNetworkError(e)).toBe(true);
    expectNoSecret(e);
  });

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
      const e = await failWith(make());
      expect(isNetworkError(e)).toBe(true);
      const text = shown(e);
      expect(text).not.toContain(BASIC);
      expect(text).not.toContain(KEY);
    }
  });

  test("a fetch error with a throwing getter, or too many objects to walk, is replaced by a clean copy", async () => {
    const getter = Object.defineProperty(new Error("odd"), "detail", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    const huge = Object.assign(new Error("big"), {
      parts: Array.from({ length: 5000 }, () => ({ a: { b: 1 } })),
    });
    for (const thrown of [getter, huge]) {
      const e = (await setPrice(api({ fetch: async () => Promise.reject(thrown) })).catch((x: unknown) => x)) as Error;
      expect(isNetworkError(e)).toBe(true);
      expect(e.cause === thrown).toBe(false); // (toBe would read the throwing getter to print a diff)
      expect((e.cause as Error).message).toBe(thrown.message);
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
      const e = await failWith(thrown);
      expect(isNetworkError(e)).toBe(true);
      expect((e as Error).cause).not.toBe(thrown);
      const text = shown(e);
      expect(text).not.toContain(BASIC);
      expect(text).not.toContain(KEY);
    }
    class PlainNetworkFailure extends Error {
      code = "ECONNRESET";
    }
    const cause = ((await failWith(new PlainNetworkFailure("socket hang up"))) as Error).cause as Error & {
      code?: string;
    };
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
      const e = await failWith(thrown);
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

describe("events", () => {
  test("a hook that stringifies everything it receives never sees a credential or a path value", async () => {
    const CLAIM = "claim-secret-77aa";
    const r = recorder();
    const provider = ({ refresh }: { refresh: boolean }) => (refresh ? TOKEN + "x" : TOKEN);
    server.handle((req, res) =>
      req.headers.authorization === `Bearer ${TOKEN}`
        ? json(res, 401, { code: `bad ${TOKEN}`, error: `echo ${req.headers.authorization}` })
        : json(res, 403, { code: `no ${TOKEN}x ${KEY}`, error: "x" }),
    );
    const client = createClient({
      baseUrl: server.url,
      auth: { apiKey: KEY, accessToken: provider },
      hooks: observe(r.hooks),
    });
    await client.actingAs("user-1").POST("/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer", {
      params: { path: { secret: CLAIM } },
    });
    await client.GET("/api/v1/charge").catch(() => undefined);
    await callUnlisted(client, "POST", "/api/v1/p2p/charge", { body: { apiKey: KEY } });
    expect(r.attempts.length).toBeGreaterThanOrEqual(4);
    expect(r.calls).toHaveLength(3);
    const text = r.text();
    expect(text).toContain("claim_as_buyer"); // the recorder did see the events
    for (const secret of [KEY, TOKEN, CLAIM, BASIC]) expect(text).not.toContain(secret);
    expect(text).not.toContain(TOKEN.slice(0, 20));
  });

  test("a code that holds a credential, of any length and in any case, is http_<status>", async () => {
    const codes: (string | undefined)[] = [];
    const observed = (auth: { apiKey: string } | { accessToken: string }) =>
      createClient({
        baseUrl: server.url,
        auth,
        retry: false,
        hooks: observe({ onCall: (e) => codes.push(e.errorCode) }),
      });
    const answer = (code: string) => server.handle((_req, res) => json(res, 401, { code, error: "no" }));
    answer("bad_T4NL");
    const { error } = await observed({ apiKey: "T4NL" }).GET("/api/v1/me/balances");
    // The error keeps what the server said (a short key inside a word is left alone); the event does not.
    expect(error?.code).toBe("bad_T4NL");
    answer("token_TOK_ABCDEFGHIJKL_expired");
    await observed({ accessToken: "tok_abcdefghijkl" }).GET("/api/v1/me/balances");
    answer("bad_request");
    await observed({ apiKey: "T4NL" }).GET("/api/v1/me/balances");
    expect(codes).toEqual(["http_401", "http_401", "bad_request"]);
  });
});

describe("middleware", () => {
  test("a logger sees method, path template and status, and never a credential", async () => {
    const TRACK = "/api/v1/transactions/{transaction_id}/track";
    server.handle((req, res) =>
      req.method === "GET" ? json(res, 200, [{ id: 1 }]) : json(res, 409, { code: "remainder_too_low", error: "x" }),
    );
    const lines: string[] = [];
    const seen: unknown[] = [];
    const logger: Middleware = {
      onRequest({ request, schemaPath }) {
        seen.push(request);
        lines.push(`${request.method} ${schemaPath}`);
      },
      onResponse({ request, response, schemaPath }) {
        seen.push(request, response);
        lines.push(`${request.method} ${schemaPath} ${response.status}`);
      },
    };
    const client = createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: () => TOKEN }, retry: false });
    client.use(logger);
    await unwrap(client.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } }));
    const body = { carrier: "parcel_express", tracking_code: "PX1" };
    const { error } = await client.POST(TRACK, { params: { path: { transaction_id: 5 } }, body });
    expect(error).toEqual({ code: "remainder_too_low", error: "x" });
    expect(lines).toEqual([
      "GET /api/v1/batch/transactions",
      "GET /api/v1/batch/transactions 200",
      `POST ${TRACK}`,
      `POST ${TRACK} 409`,
    ]);
    // The server did get the credentials: added below the middleware.
    expect(server.seen.map((s) => s.headers.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    for (const value of seen) for (const secret of SECRETS) expect(shows(value)).not.toContain(secret);
  });
});

describe("OAuth objects and the causes of OAuth errors", () => {
  const secret = fc.stringMatching(/^[0-9a-f]{16,48}$/).map((hex) => `sec_${hex}`);

  /** Everything a log line or a serialiser could show of `value`. */
  function views(value: unknown): string[] {
    const out = [
      inspect(value, { depth: Infinity, showHidden: true, getters: true }),
      inspect(value, { depth: Infinity, showHidden: true, customInspect: false }),
      JSON.stringify(value) ?? "",
      String(value),
    ];
    if (typeof value === "object" && value !== null) out.push(JSON.stringify({ ...value }), Object.keys(value).join());
    return out;
  }

  test("token sets and pending sign-ins never show their tokens or verifier, whatever they hold", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        secret,
        fc.option(secret, { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 2 ** 42 }), { nil: undefined }),
        fc.subarray([...SCOPES]),
        secret.filter((v) => v.length >= 43),
        (access, refresh, expiresAt, scopes, verifier) => {
          cases++;
          const tokens = TokenSet.from({ accessToken: access, refreshToken: refresh, expiresAt, scopes });
          const pending = PendingSignIn.from({ state: "state-1", codeVerifier: verifier, scopes });
          const text = [...views(tokens), ...views(pending)].join("\n");
          for (const hidden of [access, refresh, verifier]) if (hidden) expect(text).not.toContain(hidden);
          // What export() is for: the store gets them back exactly.
          expect(tokens.export().accessToken).toBe(access);
          expect(tokens.export().refreshToken).toBe(refresh);
          expect(pending.export().codeVerifier).toBe(verifier);
        },
      ),
      { numRuns: 300 },
    );
    console.log(`token sets and pending sign-ins: ${cases} generated cases`);
    expect(cases).toBe(300);
  });

  // An error-like value holding `s` in some places: message, name, code, nested causes, or a getter that throws.
  const errorLike = (s: string) =>
    fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        fc.constant(`plain ${s} text`),
        fc.record({
          message: fc.constantFrom(`refused ${s}`, "refused", s),
          code: fc.constantFrom("E_X", `E_${s}`, 7),
          name: fc.constantFrom("TypeError", `Named${s}`),
          cause: tie("node"),
          response: fc.constant({ body: s, headers: new Headers({ authorization: `Bearer ${s}` }) }),
        }),
        tie("node").map((cause) => new Error(`wrapped ${s}`, { cause })),
        fc.constant(
          Object.defineProperty(new Error(`getter ${s}`), "cause", {
            get() {
              throw new Error(s);
            },
          }),
        ),
      ),
    })).node;

  /** What the OAuth entry keeps of a thrown error as a cause: a copy, cut at 500 characters. */
  const cleanCause = (error: unknown, secrets: string[]) => copyError(error, secretList(secrets), 500);

  test("a cause keeps name, message and code of anything thrown, with the secrets replaced and nothing else", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        secret.chain((s) => fc.tuple(fc.constant(s), errorLike(s))),
        ([s, thrown]) => {
          cases++;
          const clean = cleanCause(thrown, [s]);
          expect(clean).toBeInstanceOf(Error);
          for (const view of views(clean)) expect(view).not.toContain(s);
          // The response and headers a library error carries are never copied.
          expect(Object.keys(clean)).not.toContain("response");
        },
      ),
      { numRuns: 400 },
    );
    console.log(`cleanCause: ${cases} generated cases`);
    expect(cases).toBe(400);
  });

  test("a cause keeps what is safe to show", () => {
    const original = Object.assign(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }), {
      code: "ECONNREFUSED",
    });
    const clean = cleanCause(original, ["unrelated-secret"]) as Error & { code?: string };
    expect(clean).toMatchObject({ name: "TypeError", message: "fetch failed", code: "ECONNREFUSED" });
    expect((clean.cause as Error).message).toBe("connect ECONNREFUSED");
    // The control: without the secret in the list it would show.
    expect(inspect(cleanCause(new Error("has sec_0123456789abcdef"), []))).toContain("sec_0123456789abcdef");
  });
});
