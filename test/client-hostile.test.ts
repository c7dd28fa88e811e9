import { describe, expect, test } from "vitest";
import { ApiError, createClient, getTransactionsByIds, isApiError, isNetworkError, unwrap } from "../src/index.js";
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
