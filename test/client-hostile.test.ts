import { describe, expect, test } from "vitest";
import {
  ApiError,
  TimeoutError,
  createClient,
  getTransactionsByIds,
  isApiError,
  isNetworkError,
  unwrap,
} from "../src/index.js";
import { MAX_BODY_CHARS } from "../src/errors/error-body.js";
import { setPrice as setPriceOf } from "./helpers/calls.js";
import { rendered } from "./helpers/secrets.js";
import { json, useServer } from "./helpers/server.js";

const KEY = "sk_live_hostile_5e4f3a2b";
const BASIC = Buffer.from(`${KEY}:`).toString("base64");
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.hostile.sig";

const server = useServer();

const api = (extra: object = {}) =>
  createClient({
    baseUrl: server.url,
    auth: { apiKey: KEY },
    retry: false,
    ...extra,
  });
const setPrice = (client = api()) => setPriceOf(client);
const raw = (status: number, text: string, type = "application/json") =>
  server.handle((_req, res) => {
    res.writeHead(status, {
      "content-type": type,
      "content-length": Buffer.byteLength(text),
    });
    res.end(text);
  });

const expectNoSecret = (value: unknown) => {
  const text = rendered(value);
  for (const secret of [KEY, BASIC, TOKEN]) expect(text).not.toContain(secret);
};

/** An error with `secret` `depth` levels down its causes. */
function buried(depth: number, secret: string): Error {
  let e = new Error(`bottom ${secret}`);
  for (let i = 0; i < depth; i++) e = new Error(`level ${i}`, { cause: { wrapped: e } });
  return new TypeError("fetch failed", { cause: e });
}

describe("deep or hostile bodies: bounded walks that never misreport", () => {
  test.each([
    ["arrays 100 000 deep", "[".repeat(100_000) + "]".repeat(100_000)],
    ["objects 50 000 deep", '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000)],
    ["objects 1 000 deep", '{"a":'.repeat(1000) + `"${KEY}"` + "}".repeat(1000)],
    [
      "{ code, error } with a field 100 000 deep",
      `{"code":"deep","error":"e","d":${"[".repeat(1e5)}"${KEY}"${"]".repeat(1e5)}}`,
    ],
    [
      "{ code, error } with a field 1 000 deep",
      `{"code":"deep","error":"e","d":${'{"a":'.repeat(1000)}"${KEY}"${"}".repeat(1000)}}`,
    ],
  ])("a POST's error body of %s is an ApiError, never a NetworkError, after one request", async (_name, body) => {
    raw(400, body);
    const { error, response } = await setPrice();
    expect(response.status).toBe(400);
    expect(["malformed_error_body", "non_json_error_body", "deep"]).toContain(error?.code);
    expect(server.seen).toHaveLength(1);
    const e = await unwrap(setPrice()).catch((x: unknown) => x);
    expect(isApiError(e)).toBe(true);
    expect(isNetworkError(e)).toBe(false);
    expectNoSecret(e);
    expectNoSecret(error);
  });

  test("a 2xx body nested 200 000 deep is data: nothing walks a success body", async () => {
    raw(200, "[".repeat(200_000) + "]".repeat(200_000));
    const { data, error } = await setPrice();
    expect(error).toBeUndefined();
    expect(Array.isArray(data)).toBe(true);
  });

  test("an error body with very many fields is not kept but still reported", async () => {
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, KEY]));
    server.handle((_req, res) => json(res, 422, wide));
    const { error } = await setPrice();
    expect(error?.code).toBe("malformed_error_body");
    expect(error?.error).toBe("HTTP 422, JSON body not { code, error } (too large or deep to keep)");
    expect((error as { body?: unknown }).body).toBeUndefined();
    expectNoSecret(error);
  });
});

describe("whole error bodies", () => {
  test("a problem+json body is kept on the result and on ApiError, credentials redacted", async () => {
    const problem = {
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: `no route for key ${KEY}`,
    };
    server.handle((_req, res) => json(res, 404, problem, { "content-type": "application/problem+json" }));
    const { error } = await setPrice();
    expect(error).toEqual({
      code: "malformed_error_body",
      error: "HTTP 404, JSON body not { code, error }",
      body: { ...problem, detail: "no route for key [redacted]" },
    });
    const e = (await unwrap(setPrice()).catch((x: unknown) => x)) as ApiError;
    expect(e.body).toEqual({
      ...problem,
      detail: "no route for key [redacted]",
    });
    expect(e.message).not.toContain("Not Found");
  });

  test("a text body is kept, redacted, and cut to MAX_BODY_CHARS", async () => {
    raw(502, `gateway said ${KEY} ` + "x".repeat(3 * MAX_BODY_CHARS), "text/plain");
    const { error } = await setPrice();
    const body = (error as { body?: string }).body!;
    expect(error?.code).toBe("non_json_error_body");
    expect(body.startsWith("gateway said [redacted] xxx")).toBe(true);
    expect(body).toHaveLength(MAX_BODY_CHARS);
  });

  test("the spec's { code, error } body keeps its extra fields, redacted", async () => {
    server.handle((_req, res) => json(res, 400, { code: "bad", error: "no", field: `k=${KEY}` }));
    const { error } = await setPrice();
    expect(error).toEqual({ code: "bad", error: "no", field: "k=[redacted]" });
  });
});

describe("secrets in what cannot be inspected fully", () => {
  test.each([3, 7, 12, 40])("a credential %i causes deep in a fetch error never reaches the caller", async (depth) => {
    const e = await setPrice(
      api({
        fetch: async () => {
          throw buried(depth, KEY);
        },
      }),
    ).catch((x: unknown) => x);
    expect(isNetworkError(e)).toBe(true);
    expectNoSecret(e);
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

  test("a batch error message quotes no server data", async () => {
    server.handle((_req, res) => json(res, 200, [{ id: `${KEY}` }, { id: "2" }]));
    const bearer = createClient({
      baseUrl: server.url,
      auth: { accessToken: TOKEN },
      retry: false,
    });
    const e = await getTransactionsByIds(bearer, [1, 2]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
    expectNoSecret(e);
  });
});

describe("one error mapper: caller abort, then timeout, then network, always a clean cause", () => {
  /** A fetch whose body stalls and, when the request is aborted, fails with an error naming the key. */
  const stallingBody = async (_request: Request, init: RequestInit) =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"a":'));
          init.signal?.addEventListener("abort", () => controller.error(new Error(`aborted; key was ${KEY}`)));
        },
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );

  test("a timeout while a custom fetch's body fails on abort: TimeoutError with a clean cause", async () => {
    const e = await setPrice(api({ fetch: stallingBody, timeoutMs: 50 })).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TimeoutError);
    expect((e as TimeoutError).message).toContain("timed out after 50 ms, not retried");
    expectNoSecret(e);
  });

  test("the caller's abort wins over the timeout and the network: its reason comes back as it is", async () => {
    const controller = new AbortController();
    const reason = new Error("user left");
    const call = api({ fetch: stallingBody, timeoutMs: 100 }).GET("/api/v1/me/balances", { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);
    await expect(call).rejects.toBe(reason);
  });

  test("a body cut short is a NetworkError with a clean cause", async () => {
    const cut = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("{"));
            controller.error(new Error(`reset; ${KEY}`));
          },
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    const e = await setPrice(api({ fetch: cut })).catch((x: unknown) => x);
    expect(isNetworkError(e)).toBe(true);
    expectNoSecret(e);
  });
});

describe("batch: int64 IDs compared exactly", () => {
  const bearer = () =>
    createClient({
      baseUrl: server.url,
      auth: { accessToken: TOKEN },
      retry: false,
    });
  const A = "9007199254740993"; // 2^53 + 1
  const B = "9007199254740992"; // 2^53

  test("swapped entries as JSON numbers above 2^53 are refused, not taken for the IDs asked", async () => {
    raw(200, `[{"id":${B}},{"id":${A}}]`);
    const e = await getTransactionsByIds(bearer(), [A, B]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
  });

  test("swapped entries as digit strings are refused", async () => {
    raw(200, `[{"id":"${B}"},{"id":"${A}"}]`);
    const e = await getTransactionsByIds(bearer(), [A, B]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
    expect((e as ApiError).message).toContain(`entry 0 is not transaction ${A}`);
  });

  test("matching digit strings, and safe numbers with leading zeros asked, are accepted", async () => {
    raw(200, `[{"id":"${A}"},{"id":7}]`);
    const out = await getTransactionsByIds(bearer(), [A, "007"]);
    expect(out.map((t) => t?.id)).toEqual([A, 7]);
  });
});
