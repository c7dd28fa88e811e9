import type { ServerResponse } from "node:http";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  NetworkError,
  TimeoutError,
  createClient,
  isApiError,
  isNetworkError,
  isTimeoutError,
  unwrap,
} from "../src/index.js";
import { setPrice as setPriceOf } from "./helpers/calls.js";
import { closedPort, json, useServer } from "./helpers/server.js";

const server = useServer();

const client = () => createClient({ baseUrl: server.url, auth: { apiKey: "k_1" }, retry: false });
const setPrice = (api = client()) => setPriceOf(api, 90211);

describe("error bodies from the server", () => {
  test("the spec's error body keeps { data, error, response } and becomes an ApiError with unwrap", async () => {
    server.handle((_req, res) =>
      json(res, 400, { code: "remainder_too_low", error: "The remainder is below 10.00 GBP" }),
    );
    const { data, error, response } = await setPrice();
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "remainder_too_low", error: "The remainder is below 10.00 GBP" });
    expect(response.status).toBe(400);

    const thrown = await unwrap(setPrice()).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toBeInstanceOf(Error);
    const e = thrown as ApiError;
    expect(e.name).toBe("ApiError");
    expect(e.status).toBe(400);
    expect(e.code).toBe("remainder_too_low");
    expect(e.serverMessage).toBe("The remainder is below 10.00 GBP");
    expect(e.method).toBe("POST");
    expect(e.path).toBe("/api/v1/p2p/transactions/{transactionId}/set_price");
    expect(e.message).toBe(
      "POST /api/v1/p2p/transactions/{transactionId}/set_price failed with HTTP 400 remainder_too_low: The remainder is below 10.00 GBP",
    );
    expect(e.response.status).toBe(400);
    expect(e.response.url).toBe(`${server.url}/api/v1/p2p/transactions/90211/set_price`);
    expect(Object.keys(e)).not.toContain("response");
  });

  test("isApiError narrows by code and also accepts a same-named error from another copy of the package", async () => {
    server.handle((_req, res) => json(res, 403, { code: "forbidden", error: "not yours" }));
    const e = await unwrap(setPrice()).catch((x: unknown) => x);
    expect(isApiError(e)).toBe(true);
    expect(isApiError(e, "forbidden")).toBe(true);
    expect(isApiError(e, "remainder_too_low")).toBe(false);
    const foreign = Object.assign(new Error("x"), { name: "ApiError", status: 400, code: "remainder_too_low" });
    expect(isApiError(foreign, "remainder_too_low")).toBe(true);
    for (const other of [
      new Error("x"),
      { name: "ApiError" },
      null,
      undefined,
      "ApiError",
      new NetworkError("GET", "/x"),
    ]) {
      expect(isApiError(other)).toBe(false);
    }
  });

  test("further fields of an error body are kept", async () => {
    server.handle((_req, res) => json(res, 400, { code: "invalid", error: "bad", field: "price" }));
    const { error } = await setPrice();
    expect(error).toEqual({ code: "invalid", error: "bad", field: "price" });
  });

  test("unknown codes pass through", async () => {
    server.handle((_req, res) => json(res, 409, { code: "brand_new_code", error: "later" }));
    const e = await unwrap(setPrice()).catch((x: unknown) => x);
    expect(isApiError(e, "brand_new_code")).toBe(true);
  });

  test("an unknown status with the error body", async () => {
    server.handle((_req, res) => json(res, 500, { code: "internal", error: "oops" }));
    await expect(unwrap(setPrice())).rejects.toMatchObject({ status: 500, code: "internal", serverMessage: "oops" });
  });
});

describe("failed calls without a usable error body still become ApiErrors", () => {
  const cases: [string, (res: import("node:http").ServerResponse) => void, number, string][] = [
    [
      "a proxy's HTML 502",
      (res) => {
        res.writeHead(502, { "content-type": "text/html" });
        res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
      },
      502,
      "non_json_error_body",
    ],
    [
      "an empty 403 with Content-Length: 0",
      (res) => (res.writeHead(403, { "content-length": "0" }), res.end()),
      403,
      "empty_error_body",
    ],
    [
      "an empty chunked 403",
      (res) => (res.writeHead(403, { "transfer-encoding": "chunked" }), res.end()),
      403,
      "empty_error_body",
    ],
    [
      "plain text",
      (res) => (res.writeHead(500, { "content-type": "text/plain" }), res.end("Internal Server Error")),
      500,
      "non_json_error_body",
    ],
    [
      "truncated JSON",
      (res) => (res.writeHead(400, { "content-type": "application/json" }), res.end('{"code":')),
      400,
      "non_json_error_body",
    ],
    ["JSON of another shape", (res) => json(res, 400, { message: "bad" }), 400, "malformed_error_body"],
    ["JSON with a non-string code", (res) => json(res, 400, { code: 400, error: "bad" }), 400, "malformed_error_body"],
    ["a JSON array", (res) => json(res, 400, []), 400, "malformed_error_body"],
    ["JSON null", (res) => json(res, 400, null), 400, "malformed_error_body"],
    ["a 404 with no body at all", (res) => ((res.statusCode = 404), res.end()), 404, "empty_error_body"],
  ];

  test.each(cases)("%s", async (_name, reply, status, code) => {
    server.handle((_req, res) => reply(res));
    const { data, error, response } = await setPrice();
    expect(data).toBeUndefined();
    expect(response.status).toBe(status);
    expect(error).toMatchObject({ code });
    expect(typeof error?.error).toBe("string");

    const e = await unwrap(setPrice()).catch((x: unknown) => x);
    expect(isApiError(e, code)).toBe(true);
    expect((e as ApiError).status).toBe(status);
    expect((e as ApiError).message).toContain(
      `POST /api/v1/p2p/transactions/{transactionId}/set_price failed with HTTP ${status} ${code}`,
    );
  });

  test("an error body that is JSON of the wrong shape is malformed, even a JSON string", async () => {
    for (const [text, code, body] of [
      ['""', "malformed_error_body", ""],
      ['"Service unavailable"', "malformed_error_body", "Service unavailable"],
      ["Service unavailable", "non_json_error_body", "Service unavailable"],
      ["", "empty_error_body", undefined],
    ] as const) {
      server.handle((_req, res) => {
        res.writeHead(503, { "content-type": "application/json" });
        res.end(text);
      });
      const { error } = await client().GET("/api/v1/me/balances");
      expect([error?.code, (error as { body?: unknown }).body]).toEqual([code, body]);
    }
  });

  test("the HTML body is kept on the error, and its text is not quoted in the message", async () => {
    server.handle((_req, res) => (res.writeHead(502, { "content-type": "text/html" }), res.end("<html></html>")));
    const e = (await unwrap(setPrice()).catch((x: unknown) => x)) as ApiError;
    expect(e.serverMessage).toBe("HTTP 502, body not JSON");
    expect(e.body).toBe("<html></html>");
    expect(e.message).not.toContain("html");
  });

  test("a 2xx whose body is not JSON is a failure (invalid_response) with the parse error as cause", async () => {
    server.handle(
      (_req, res) => (
        res.writeHead(200, { "content-type": "application/json" }),
        res.end("<html>captive portal</html>")
      ),
    );
    const { data, error, response } = await setPrice();
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: "invalid_response" });
    expect(response.status).toBe(200);
    const e = (await unwrap(setPrice()).catch((x: unknown) => x)) as ApiError;
    expect(isApiError(e, "invalid_response")).toBe(true);
    expect(e.cause).toBeInstanceOf(SyntaxError);
    expect(e.message).toContain(
      "POST /api/v1/p2p/transactions/{transactionId}/set_price failed with HTTP 200 invalid_response",
    );
  });

  test("a 2xx without a body fails where the spec states a JSON result", async () => {
    for (const reply of [
      (res: ServerResponse) => (res.writeHead(204), res.end()),
      (res: ServerResponse) => (res.writeHead(200, { "content-length": "0" }), res.end()),
      (res: ServerResponse) => (res.writeHead(200, { "content-type": "application/json" }), res.end()),
    ]) {
      server.handle((_req, res) => reply(res));
      const { data, error, response } = await setPrice();
      expect(data).toBeUndefined();
      expect(error).toEqual({ code: "invalid_response", error: `HTTP ${response.status}, no body` });
      const e = await unwrap(setPrice()).catch((x: unknown) => x);
      expect(isApiError(e, "invalid_response")).toBe(true);
      expect((e as ApiError).message).toContain("POST /api/v1/p2p/transactions/{transactionId}/set_price failed");
    }
  });

  test("a 2xx without a body is a success where the spec leaves the result open", async () => {
    server.handle((_req, res) => (res.writeHead(204), res.end()));
    const api = client();
    const { data, error } = await api.GET("/api/v1/me/balances");
    expect(error).toBeUndefined();
    expect(data).toBeUndefined();
    await expect(unwrap(api.GET("/api/v1/me/balances"))).resolves.toBeUndefined();
  });

  test("every null-body status answers as an empty 200 does, whatever parseAs; a 304 stays an error", async () => {
    const replies: [string, (res: ServerResponse) => void][] = [
      ["204", (res) => res.writeHead(204).end()],
      ["205", (res) => res.writeHead(205).end()],
      ["empty 200, content-length 0", (res) => res.writeHead(200, { "content-length": "0" }).end()],
      ["empty 200, chunked", (res) => res.writeHead(200, { "transfer-encoding": "chunked" }).end()],
    ];
    const api = client();
    for (const [name, reply] of replies) {
      server.handle((_req, res) => reply(res));
      for (const parseAs of ["json", "text", "blob", "arrayBuffer"] as const) {
        const open = await api.GET("/api/v1/me/balances", { parseAs });
        expect([open.data, open.error], `${name}, ${parseAs}, open result`).toEqual([undefined, undefined]);
        const stated = await api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
          params: { path: { transactionId: 90211 } },
          body: { price: 45000, charge: 1217, charge_calculator_version: 3, currency: "gbp" },
          parseAs,
        });
        expect([stated.data, stated.error], `${name}, ${parseAs}, stated result`).toEqual([
          undefined,
          { code: "invalid_response", error: `HTTP ${stated.response.status}, no body` },
        ]);
      }
    }
    server.handle((_req, res) => res.writeHead(304).end());
    const { data, error } = await api.GET("/api/v1/me/balances");
    expect([data, error]).toEqual([undefined, { code: "empty_error_body", error: "HTTP 304, empty body" }]);
  });

  test("unwrap never takes a non-2xx without an error for a success, whatever produced it", async () => {
    const response = new Response(null, { status: 500 });
    const e = await unwrap({ data: undefined, error: undefined, response }).catch((x: unknown) => x);
    expect(isApiError(e, "empty_error_body")).toBe(true);
    expect((e as ApiError).status).toBe(500);
    expect((e as ApiError).message).toBe(
      "request (unknown call) failed with HTTP 500 empty_error_body: HTTP 500, empty body",
    );
  });

  test("an app's fetch that reports another status than its answer holds gives a failure, never a success", async () => {
    const lying = async () => {
      const response = new Response(JSON.stringify({ code: "boom", error: "failed" }), { status: 500 });
      return Object.defineProperty(response, "status", { value: 200 });
    };
    const result = await createClient({ baseUrl: server.url, auth: { apiKey: "k_1" }, fetch: lying }).GET(
      "/api/v1/me/balances",
    );
    expect(result.error).toMatchObject({ code: "boom" });
    await expect(unwrap(Promise.resolve(result))).rejects.toMatchObject({ name: "ApiError", code: "boom" });
  });

  test("an empty code is no code: the body is malformed, and the failure has a code", async () => {
    server.handle((_req, res) => json(res, 500, { code: "", error: "" }));
    const { error } = await client().GET("/api/v1/me/balances");
    expect(error).toEqual({
      code: "malformed_error_body",
      error: "HTTP 500, JSON body not { code, error }",
      body: { code: "", error: "" },
    });
  });

  test("unwrap returns the data of a success", async () => {
    server.handle((_req, res) => json(res, 200, { id: 90211, price: 45000 }));
    await expect(unwrap(setPrice())).resolves.toEqual({ id: 90211, price: 45000 });
  });
});

describe("no response at all", () => {
  test("an app's fetch that gives no Response is a NetworkError, GET and POST alike", async () => {
    for (const given of ["x", undefined, { status: "200" }]) {
      const api = createClient({
        baseUrl: server.url,
        auth: { apiKey: "k_1" },
        retry: false,
        fetch: async () => given as never,
      });
      const get = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
      const post = await setPrice(api).catch((x: unknown) => x);
      expect([isNetworkError(get), isNetworkError(post)], JSON.stringify(given)).toEqual([true, true]);
    }
  });

  test("a refused connection is a NetworkError with the cause, never an ApiError", async () => {
    const port = await closedPort();
    const api = createClient({ baseUrl: `http://127.0.0.1:${port}`, auth: { apiKey: "k_1" }, retry: false });
    const e = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect(isNetworkError(e)).toBe(true);
    expect(isApiError(e)).toBe(false);
    expect(isTimeoutError(e)).toBe(false);
    expect((e as NetworkError).message).toBe(
      `GET /api/v1/me/balances failed: no response from http://127.0.0.1:${port} (network error ECONNREFUSED)`,
    );
    expect((e as NetworkError).cause).toBeInstanceOf(Error);
    expect((e as NetworkError).method).toBe("GET");
  });

  test("a NetworkError names the template and the origin, never a path value, the query or a credential", async () => {
    const port = await closedPort();
    const key = "k_Refused_7Qm2fXa9";
    const api = createClient({ baseUrl: `http://127.0.0.1:${port}/prefix`, auth: { apiKey: key }, retry: false });
    const e = await api
      .GET("/api/v1/charge", { params: { query: { currency: "gbp", price: 45_000 } } })
      .catch((x: unknown) => x);
    const set = await setPrice(api).catch((x: unknown) => x);
    expect((e as Error).message).toBe(
      `GET /api/v1/charge failed: no response from http://127.0.0.1:${port} (network error ECONNREFUSED)`,
    );
    expect((set as Error).message).toBe(
      `POST /api/v1/p2p/transactions/{transactionId}/set_price failed: no response from http://127.0.0.1:${port} (network error ECONNREFUSED)`,
    );
    for (const shown of [(e as Error).message, (set as Error).message])
      for (const hidden of ["gbp", "45000", "90211", "/prefix", key, btoa(`${key}:`)])
        expect(shown).not.toContain(hidden);
  });

  test("a cause code that is a credential is not named; without a code the message says no code", async () => {
    const key = "ABCDEF1234567890";
    const throwing = (code: unknown) => async () => {
      throw new TypeError("fetch failed", { cause: Object.assign(new Error("refused"), { code }) });
    };
    const message = async (code: unknown) => {
      const api = createClient({ baseUrl: server.url, auth: { apiKey: key }, retry: false, fetch: throwing(code) });
      return ((await api.GET("/api/v1/me/balances").catch((x: unknown) => x)) as Error).message;
    };
    const origin = new URL(server.url).origin;
    expect(await message("ECONNRESET")).toBe(
      `GET /api/v1/me/balances failed: no response from ${origin} (network error ECONNRESET)`,
    );
    for (const code of [key, "not a code", 42, undefined])
      expect(await message(code), String(code)).toBe(
        `GET /api/v1/me/balances failed: no response from ${origin} (network error)`,
      );
  });

  test("a connection reset before the response is a NetworkError", async () => {
    server.handle((req) => req.socket.destroy());
    await expect(setPrice()).rejects.toBeInstanceOf(NetworkError);
  });

  test("a body cut short is a NetworkError", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"id":');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    await expect(setPrice()).rejects.toBeInstanceOf(NetworkError);
  });

  test("the guards check the name", () => {
    expect(isNetworkError(new NetworkError("GET", "/x"))).toBe(true);
    expect(isNetworkError(new Error("x"))).toBe(false);
    expect(isTimeoutError(new TimeoutError("GET", "/x", 5))).toBe(true);
    expect(isTimeoutError({ name: "TimeoutError" })).toBe(false);
    expect(isTimeoutError(new DOMException("t", "TimeoutError"))).toBe(false);
  });

  test("an unserialisable body fails before anything is sent, with the original error", async () => {
    const body: Record<string, unknown> = {};
    body.self = body;
    await expect(
      client().PATCH("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 1 } }, body }),
    ).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(0);
  });
});

describe("a success body that is not the stated result", () => {
  const TRACK = "/api/v1/transactions/{transaction_id}/track";
  const track = () =>
    client().POST(TRACK, {
      params: { path: { transaction_id: 1 } },
      body: { carrier: "parcel_express", tracking_code: "PX1" },
    });

  test('the JSON string "" is a body, and the error says which: not "no body"', async () => {
    server.handle((_req, res) => json(res, 200, ""));
    const { data, error } = await track();
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "invalid_response", error: 'HTTP 200, body is the JSON string ""' });
    // Where the spec states no result, "" is data like any other.
    expect((await client().GET("/api/v1/me/balances")).data).toBe("");
  });

  test("an empty body is no body, whatever the framing", async () => {
    server.handle((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end());
    expect((await track()).error).toEqual({ code: "invalid_response", error: "HTTP 200, no body" });
  });
});
