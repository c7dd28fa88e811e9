// What a call gives back for every answer a server, an app's fetch or middleware may give, and for
// none: data only for a 2xx with the stated result, else `{ error }` with a code (and `unwrap()`
// throwing an ApiError with the same status and code), whatever the status, body, framing, size,
// depth or compression; a NetworkError when no answer came, or it was cut short. Bodies are read
// within their limits, a failure never looks like a success, POST, PUT, PATCH and DELETE leave at
// most once, and no credential shows. The servers are real and on 127.0.0.1, one of them writing
// its answers byte by byte on a socket. Time limits are in client-timeouts.test.ts, retries in
// client-retries.test.ts, redirects in client-redirects.test.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server, type Socket } from "node:net";
import { createGzip } from "node:zlib";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, expectTypeOf, test } from "vitest";
import {
  ApiError,
  type CallEvent,
  createClient,
  isApiError,
  isNetworkError,
  isTimeoutError,
  type Middleware,
  NetworkError,
  observe,
  TimeoutError,
  unwrap,
} from "../src/index.js";
import { ALL, BALANCES, call, type Kind, RATES, setPrice as setPriceOf, TRACK, trackBody } from "./helpers/calls.js";
import { expectData, expectError, expectThrow, outcome, settled } from "./helpers/outcome.js";
import { expectNoSecret, KEY, TOKEN } from "./helpers/secrets.js";
import { closedPort, json, useServer } from "./helpers/server.js";

const server = useServer();

const client = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });
const setPrice = (api = client()) => setPriceOf(api, 90211);

/** The path template each kind of call names in its messages. */
const TEMPLATE: Record<Kind, string> = {
  GET: RATES,
  POST: TRACK,
  PUT: "/api/v1/transactions",
  PATCH: "/api/v1/me/personal/details",
  DELETE: "/api/v1/notifications/{notification_id}",
};

/**
 * One call of `method` to the test's server: how it ended, after the checks every call must pass
 * (it ended; a failure is never a success; no credential in what it gives; a method that may move
 * money sent at most once).
 */
async function ended(method: Kind, extra: object = {}) {
  const o = await outcome(() => call(client(extra), method));
  settled(o);
  if (o.kind === "error") expectNoSecret(o.text);
  if (o.kind === "throw") expectNoSecret(o.error);
  if (method !== "GET") expect(server.seen.length, `${method} sent more than once`).toBeLessThanOrEqual(1);
  return o;
}

/** A handler answering `status` with `text` as it is, its length declared. */
const raw =
  (status: number, text: string, type = "application/json") =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(text) });
    res.end(text);
  };

/** A handler answering `status` with 64 MiB of the byte `fill`, gzipped to about 64 kB. */
const gzipBomb = (status: number, fill: number) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json", "content-encoding": "gzip" });
  const gzip = createGzip();
  gzip.pipe(res);
  res.on("close", () => gzip.destroy());
  const chunk = Buffer.alloc(1 << 20, fill);
  let left = 64;
  const more = () => {
    while (left > 0) {
      left--;
      if (!gzip.write(chunk)) return void gzip.once("drain", more);
    }
    gzip.end();
  };
  more();
};

/**
 * A handler answering 200 with the headers and `part` of a body declared 1000 bytes long, then
 * closing the connection once they are on their way: the client has an answer, cut short.
 */
const cutAfterHeaders =
  (part = '{"id":') =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
    res.write(part, () => res.socket?.destroy());
  };

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

  const SAYS: Record<string, string> = {
    non_json_error_body: "body not JSON",
    empty_error_body: "empty body",
    malformed_error_body: "JSON body not \\{ code, error \\}",
  };

  test.each(cases.flatMap(([name, reply, status, code]) => ALL.map((m) => [name, m, reply, status, code] as const)))(
    "%s, to a %s",
    async (_name, method, reply, status, code) => {
      server.handle((_req, res) => reply(res));
      const o = await ended(method);
      expectError(o, status, code);
      if (o.kind !== "error") return;
      // The text says what the body was, and quotes nothing the server sent.
      expect(o.text).toMatch(new RegExp(`^HTTP ${status}, ${SAYS[code]}`));
      expect((o.thrown as ApiError).message).toContain(
        `${method} ${TEMPLATE[method]} failed with HTTP ${status} ${code}`,
      );
    },
  );

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

  test.each(["GET", "POST"] as Kind[])(
    "a 2xx whose body is not JSON, or JSON cut short, to a %s that states a JSON result: invalid_response with the parse error as cause",
    async (method) => {
      for (const text of ["<html>captive portal</html>", '{"id":4817230,"status":"fun']) {
        server.reset();
        server.handle(raw(200, text));
        const o = await ended(method);
        expectError(o, 200, "invalid_response");
        if (o.kind !== "error") continue;
        expect((o.thrown as ApiError).cause, text).toBeInstanceOf(SyntaxError);
        expect((o.thrown as ApiError).message).toContain(
          `${method} ${TEMPLATE[method]} failed with HTTP 200 invalid_response`,
        );
      }
    },
  );

  test.each(["GET", "POST"] as Kind[])(
    "a 2xx without a body, to a %s that states a JSON result: invalid_response",
    async (method) => {
      for (const reply of [
        (res: ServerResponse) => (res.writeHead(204), res.end()),
        (res: ServerResponse) => (res.writeHead(200, { "content-length": "0" }), res.end()),
        (res: ServerResponse) => (res.writeHead(200, { "content-type": "application/json" }), res.end()),
      ]) {
        server.reset();
        server.handle((_req, res) => reply(res));
        const o = await ended(method);
        expectError(o, o.kind === "error" ? o.status : 0, "invalid_response");
        if (o.kind !== "error") continue;
        expect(o.text).toBe(`HTTP ${o.status}, no body`);
        expect((o.thrown as ApiError).message).toContain(`${method} ${TEMPLATE[method]} failed`);
      }
    },
  );

  test("a 2xx without a body is a success where the spec leaves the result open", async () => {
    server.handle((_req, res) => (res.writeHead(204), res.end()));
    const api = client();
    const { data, error } = await api.GET(BALANCES);
    expect(error).toBeUndefined();
    expect(data).toBeUndefined();
    await expect(unwrap(api.GET(BALANCES))).resolves.toBeUndefined();
    // PUT and PATCH state no shape either.
    for (const method of ["PUT", "PATCH"] as Kind[]) {
      server.reset();
      server.handle((_req, res) => (res.writeHead(204), res.end()));
      const o = await ended(method);
      expect(expectData(o), method).toBeUndefined();
      if (o.kind === "data") expect(o.status).toBe(204);
    }
  });

  test("every null-body status answers as an empty 200 does, whatever parseAs: 204, 205, 304", async () => {
    const replies: [string, (res: ServerResponse) => void][] = [
      ["204", (res) => res.writeHead(204).end()],
      ["205", (res) => res.writeHead(205).end()],
      ["304", (res) => res.writeHead(304).end()],
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
        // A 304 answers only a GET or HEAD: to a POST it is a failed answer, never a result.
        expect([stated.data, stated.error], `${name}, ${parseAs}, stated result`).toEqual([
          undefined,
          name === "304"
            ? { code: "empty_error_body", error: "HTTP 304, empty body" }
            : { code: "invalid_response", error: `HTTP ${stated.response.status}, no body` },
        ]);
      }
    }
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

describe("a success body that is not the stated result", () => {
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
});
describe("a success the spec states as other than JSON", () => {
  const LABEL = "/api/v1/transactions/{transaction_id}/generate_shipment_label";
  // A whole PDF of one empty page: header, binary-marker comment (bytes no text encoding keeps),
  // catalog, pages, page, cross-reference table, trailer.
  const objects = [
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 297 210] >> endobj\n",
  ];
  const head = Buffer.concat([Buffer.from("%PDF-1.4\n%"), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from("\n")]);
  const offsets: number[] = [];
  let at = head.length;
  for (const object of objects) {
    offsets.push(at);
    at += object.length;
  }
  const xref = `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  const PDF = Buffer.concat([
    head,
    Buffer.from(objects.join("") + xref + `trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`),
  ]);
  const seller = () => client().actingAs("user_7");
  const path = { transaction_id: 4817230 };

  beforeEach(() =>
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/pdf", "content-length": PDF.length });
      res.end(PDF);
    }),
  );

  test("the PDF label is a Blob by default, byte for byte, of the server's media type", async () => {
    const { data, error } = await seller().POST(LABEL, { params: { path } });
    expectTypeOf(data).toEqualTypeOf<Blob | undefined>();
    expect(error).toBeUndefined();
    expect(data).toBeInstanceOf(Blob);
    expect(data!.type).toBe("application/pdf");
    expect(Buffer.from(await data!.arrayBuffer()).equals(PDF)).toBe(true);
  });

  test.each([
    ["an empty 200", (res: ServerResponse) => res.writeHead(200, { "content-type": "application/pdf" }).end()],
    ["a 204", (res: ServerResponse) => res.writeHead(204).end()],
  ])("%s is no label: invalid_response, never a success without its Blob", async (_name, reply) => {
    server.handle((_req, res) => reply(res));
    const { data, error } = await seller().POST(LABEL, { params: { path } });
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: "invalid_response" });
    await expect(unwrap(seller().POST(LABEL, { params: { path } }))).rejects.toThrow(/invalid_response|no body/);
  });

  test("parseAs still chooses: an ArrayBuffer, or JSON, which the PDF is not", async () => {
    const { data } = await seller().POST(LABEL, { params: { path }, parseAs: "arrayBuffer" });
    expectTypeOf(data).toEqualTypeOf<ArrayBuffer | undefined>();
    expect(Buffer.from(data!).equals(PDF)).toBe(true);
    const asJson = await seller().POST(LABEL, { params: { path }, parseAs: "json" });
    expect(asJson.data).toBeUndefined();
    expect(asJson.error).toMatchObject({ code: "invalid_response" });
  });

  test("a caller without types gets the Blob too; a JSON operation still gets JSON", async () => {
    const untyped = client().actingAs("user_7") as unknown as {
      POST(path: string, init: object): Promise<{ data: unknown }>;
    };
    const { data } = await untyped.POST(LABEL, { params: { path: { transaction_id: 1 } } });
    expect(data).toBeInstanceOf(Blob);
    server.handle((_req, res) => json(res, 200, { id: 1 }));
    expect((await client().GET(BALANCES)).data).toEqual({ id: 1 });
  });
});

describe("bodies: huge, deeply nested, wide", () => {
  const rates = (length: number) =>
    JSON.stringify(
      Array.from({ length }, (_, i) => ({ id: `r${i}`, amount: "4.50", amount_local: "4.50", currency: "gbp" })),
    );

  test("a large 200 (about 3.9 MB of JSON, under the 4 MiB read of JSON) is read whole", async () => {
    server.handle(raw(200, rates(40_000)));
    const o = await ended("GET");
    expect((expectData(o) as unknown[]).length).toBe(40_000);
  });

  test("a huge 200 (about 8 MB of JSON) is not read: invalid_response", async () => {
    server.handle(raw(200, rates(80_000)));
    const o = await ended("GET");
    expectError(o, 200, "invalid_response");
    if (o.kind === "error") expect(o.text).toBe(`HTTP 200, body over ${1 << 22} bytes, not read`);
  });

  test.each(ALL)("a 400 error body under 1 MiB (900 kB of text) to a %s: its code", async (method) => {
    server.handle(raw(400, JSON.stringify({ code: "big", error: "x".repeat(900_000) })));
    const o = await ended(method);
    expectError(o, 400, "big");
  });

  test.each(ALL)("a huge 400 error body (8 MB of text) to a %s: not read, malformed_error_body", async (method) => {
    server.handle(raw(400, JSON.stringify({ code: "too_big", error: "x".repeat(8_000_000) })));
    const o = await ended(method);
    expectError(o, 400, "malformed_error_body");
    if (o.kind === "error") expect(o.text).toBe(`HTTP 400, body over ${1 << 20} bytes, not read`);
  });

  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  test.each(ALL)("a 400 error body nested 100000 deep to a %s: settles as an error", async (method) => {
    server.handle(raw(400, `{"code":"deep","error":"nested","detail":${deep(100_000)}}`));
    const o = await ended(method);
    expectError(o, 400);
  });

  test("a 200 body nested 100000 deep: settles", async () => {
    server.handle(raw(200, deep(100_000)));
    const o = await ended("GET");
    settled(o);
  });

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
    server.handle(raw(400, body));
    const { error, response } = await setPrice(client());
    expect(response.status).toBe(400);
    expect(["malformed_error_body", "non_json_error_body", "deep"]).toContain(error?.code);
    expect(server.seen).toHaveLength(1);
    const e = await unwrap(setPrice(client())).catch((x: unknown) => x);
    expect(isApiError(e)).toBe(true);
    expect(isNetworkError(e)).toBe(false);
    expectNoSecret(e);
    expectNoSecret(error);
  });

  test("a 2xx body nested 200 000 deep is data: nothing walks a success body", async () => {
    server.handle(raw(200, "[".repeat(200_000) + "]".repeat(200_000)));
    const { data, error } = await setPrice(client());
    expect(error).toBeUndefined();
    expect(Array.isArray(data)).toBe(true);
  });

  test("an error body with very many fields is not kept but still reported", async () => {
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, KEY]));
    server.handle((_req, res) => json(res, 422, wide));
    const { error } = await setPrice(client());
    expect(error?.code).toBe("malformed_error_body");
    expect(error?.error).toBe("HTTP 422, JSON body not { code, error } (too large or deep to keep)");
    expect((error as { body?: unknown }).body).toBeUndefined();
    expectNoSecret(error);
  });
});

describe("bodies within their limits: compressed, empty, null, read in chunks", () => {
  test("a gzip bomb as an error body is not read past 1 MiB: malformed_error_body", async () => {
    // 64 MiB of zeros, about 64 kB on the wire; the client stops after 1 MiB.
    server.handle(gzipBomb(500, 0));
    const { error } = await setPrice(client());
    expect(error).toEqual({ code: "malformed_error_body", error: `HTTP 500, body over ${1 << 20} bytes, not read` });
  });

  test("a gzip bomb as a success body is not read past 4 MiB of JSON or 32 MiB of bytes", async () => {
    // 64 MiB of spaces (JSON whitespace), about 64 kB on the wire.
    server.handle(gzipBomb(200, 32));
    const json = await client().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(json.error).toEqual({ code: "invalid_response", error: `HTTP 200, body over ${1 << 22} bytes, not read` });
    const bytes = await client().GET("/api/v1/me/balances", { parseAs: "arrayBuffer" });
    expect(bytes.error).toEqual({ code: "invalid_response", error: `HTTP 200, body over ${1 << 25} bytes, not read` });
  });

  test("a success body too large to hold as text: invalid_response, not a network failure", async () => {
    const tooLong = Object.assign(new Error("Cannot create a string longer than 0x1fffffe8 characters"), {
      code: "ERR_STRING_TOO_LONG",
    });
    // An app's fetch whose answer has a body of its own kind (no web stream), read by its own method.
    const fetcher = async (request: Request, init: RequestInit) => {
      const response = await fetch(request, init);
      await response.body?.cancel();
      const fake = new Response(null, { status: 200, headers: { "content-length": "999999999" } });
      Object.defineProperty(fake, "body", { value: {} });
      Object.defineProperty(fake, "text", { value: () => Promise.reject(tooLong) });
      return fake;
    };
    const { error } = await client({ fetch: fetcher }).POST(TRACK, {
      params: { path: { transaction_id: 1 } },
      body: trackBody,
    });
    expect(error).toEqual({ code: "invalid_response", error: "HTTP 200, body too large or too deep to read" });
  });

  test("JSON null where the spec states a result: invalid_response", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("null");
    });
    const { data, error } = await client().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "invalid_response", error: "HTTP 200, body null" });
    // Where the spec states no result, null is data like any other.
    expect((await client().GET("/api/v1/me/balances")).data).toBeNull();
  });

  test("no body where the spec states one is invalid_response whatever parseAs asks for", async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    for (const parseAs of ["json", "text", "blob", "arrayBuffer", "stream"] as const) {
      const { error } = await client().POST(TRACK, {
        params: { path: { transaction_id: 1 } },
        body: trackBody,
        parseAs,
      });
      expect(error, parseAs).toEqual({ code: "invalid_response", error: "HTTP 204, no body" });
    }
  });

  test("a zero-length body in any framing is no body where the spec states one", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "transfer-encoding": "chunked" });
      res.end();
    });
    for (const parseAs of ["json", "text", "blob", "arrayBuffer"] as const) {
      const { error } = await client().POST(TRACK, {
        params: { path: { transaction_id: 1 } },
        body: trackBody,
        parseAs,
      });
      expect(error, parseAs).toEqual({ code: "invalid_response", error: "HTTP 200, no body" });
    }
  });

  test("a body read in chunks comes out as the platform reads it: blob type, byte order marks", async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]);
    for (const type of ["text/html, application/json", "garbage", "application/json; charset=utf-8"]) {
      server.handle((_req, res) => {
        // No content-length: the client reads it in chunks and counts them.
        res.writeHead(200, { "content-type": type, "transfer-encoding": "chunked" });
        res.end(bytes);
      });
      const platform = await fetch(server.url);
      const expectedType = (await platform.blob()).type;
      const expectedText = await (await fetch(server.url)).text();
      const blob = await client().GET("/api/v1/me/balances", { parseAs: "blob" });
      const text = await client().GET("/api/v1/me/balances", { parseAs: "text" });
      expect((blob.data as Blob).type, type).toBe(expectedType);
      expect(text.data, type).toBe(expectedText);
    }
  });
});

describe("answers of an app's fetch", () => {
  test("a response that says ok for a 500: an error, by the status", async () => {
    const liar = async () => {
      const response = new Response(JSON.stringify({ code: "boom", error: "failed" }), { status: 500 });
      Object.defineProperty(response, "ok", { value: true });
      return response;
    };
    const { data, error } = await client({ fetch: liar }).GET("/api/v1/me/balances");
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: "boom", error: "failed" });
  });

  test("a declared length is not trusted", async () => {
    const big = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(1 << 20).fill(32));
          controller.close();
        },
      });
    const lying = async () => new Response(big(), { status: 200, headers: { "content-length": "10" } });
    const { error } = await client({ fetch: lying }).GET("/api/v1/me/balances");
    expect(error).toEqual({ code: "invalid_response", error: `HTTP 200, body over ${1 << 22} bytes, not read` });
  });

  test("a body that is not a web stream is read by its own methods", async () => {
    const { Readable } = await import("node:stream");
    const nodeStyle = async () => {
      const response = new Response('{"a":1}', { status: 200, headers: { "content-length": "7" } });
      Object.defineProperty(response, "body", { value: Readable.from(['{"a":1}']) });
      return response;
    };
    const { data, error } = await client({ fetch: nodeStyle }).GET("/api/v1/me/balances");
    expect(error).toBeUndefined();
    expect(data).toEqual({ a: 1 });
  });
});

describe("1xx and 304", () => {
  test.each(ALL)("103 Early Hints, then 200, for a %s: the 200 counts", async (method) => {
    server.handle((_req, res) => {
      res.writeEarlyHints({ link: "</style.css>; rel=preload" });
      json(res, 200, { id: 4817230 });
    });
    expectData(await ended(method));
  });

  // Node's fetch (undici) gives up on a 100 Continue it did not ask for ("bad response"): then the
  // call rejects with a NetworkError; a runtime that skips the 100 gives the 200.
  test.each(ALL)("an unasked 100 Continue, then 200, for a %s: the 200, or a NetworkError", async (method) => {
    server.handle((_req, res) => {
      res.writeContinue();
      json(res, 200, [{ id: "r1" }]);
    });
    const o = await ended(method);
    if (o.kind === "throw") expectThrow(o, "NetworkError");
    else expectData(o);
    expect(server.seen).toHaveLength(1);
  });

  test.each(ALL)(
    "304 Not Modified to a %s: to a GET no body, so invalid_response where a result is stated; to any other method a failure",
    async (method) => {
      server.handle((_req, res) => res.writeHead(304).end());
      const o = await ended(method);
      // A 304 answers only a conditional GET or HEAD: to a call that may move money (a cache or a
      // proxy answering it) it never looks like a success. The GET of ALL states a JSON result.
      if (method === "GET") expectError(o, 304, "invalid_response");
      else expectError(o, 304, "empty_error_body");
      expect(server.seen).toHaveLength(1);
    },
  );
});

describe("no answer, or one cut short", () => {
  test("an app's fetch that gives no Response is a NetworkError, GET and POST alike", async () => {
    for (const given of ["x", undefined, { status: "200" }]) {
      const api = client({ fetch: async () => given as never });
      const get = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
      const post = await setPrice(api).catch((x: unknown) => x);
      expect([isNetworkError(get), isNetworkError(post)], JSON.stringify(given)).toEqual([true, true]);
    }
  });

  test("a refused connection is a NetworkError with the cause, never an ApiError", async () => {
    const port = await closedPort();
    const api = createClient({ baseUrl: `http://127.0.0.1:${port}`, auth: { apiKey: KEY }, retry: false });
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

  test.each(ALL)(
    "a connection reset before the headers: a %s rejects with a NetworkError, after one request",
    async (method) => {
      server.handle((req) => req.socket.destroy());
      expectThrow(await ended(method), "NetworkError");
      expect(server.seen).toHaveLength(1);
    },
  );

  test.each(ALL)(
    "a body cut short after the headers: a %s rejects with a NetworkError, after one request",
    async (method) => {
      server.handle(cutAfterHeaders('[{"id":"r1","amount":"4.50"'));
      expectThrow(await ended(method), "NetworkError");
      expect(server.seen).toHaveLength(1);
    },
  );

  test("a body cut short after the headers: the NetworkError says the server answered", async () => {
    server.handle(cutAfterHeaders());
    const e = await client()
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as NetworkError).responded).toBe(true);
    expect((e as Error).message).toMatch(
      /failed: response from http:\/\/127\.0\.0\.1:\d+ cut short \(network error [A-Z_]+\), the server may have acted$/,
    );
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

  test("a body an app's fetch cuts short is a NetworkError with a clean cause", async () => {
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
    const e = await setPrice(client({ fetch: cut })).catch((x: unknown) => x);
    expect(isNetworkError(e)).toBe(true);
    expectNoSecret(e);
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

describe("one judgement for every answer", () => {
  // A fixed seed: the same cases on every run; a failure prints its seed and counterexample.
  const SEED = 20261127;

  type Framing = "length" | "chunked" | "close";

  /** What the raw server answers next, and how many requests it has read. */
  let answer: { status: number; body: string; type?: string; framing: Framing; interim?: number } = {
    status: 200,
    body: "{}",
    framing: "length",
  };
  let requests = 0;
  let rawServer: Server;
  let base = "";
  const sockets = new Set<Socket>();

  /** One answer on the wire, framed as asked; every connection is closed after it. */
  function wire({ status, body, type = "application/json", framing, interim }: typeof answer): string {
    const head = [
      `HTTP/1.1 ${status} Status ${status}`,
      ...(type ? [`content-type: ${type}`] : []),
      "connection: close",
    ];
    if (framing === "length") head.push(`content-length: ${Buffer.byteLength(body)}`);
    if (framing === "chunked") head.push("transfer-encoding: chunked");
    const content =
      framing === "chunked"
        ? (body ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n` : "") + "0\r\n\r\n"
        : body;
    return (interim ? `HTTP/1.1 ${interim} Interim\r\n\r\n` : "") + `${head.join("\r\n")}\r\n\r\n${content}`;
  }

  // A server of each test's own, as useServer() gives.
  beforeEach(async () => {
    requests = 0;
    rawServer = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      let seen = "";
      socket.on("data", (chunk) => {
        seen += chunk.toString("latin1");
        const end = seen.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = /content-length: *(\d+)/i.exec(seen.slice(0, end))?.[1];
        if (seen.length < end + 4 + Number(length ?? 0)) return;
        requests++;
        seen = "";
        socket.end(wire(answer), "latin1");
      });
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => rawServer.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(rawServer.address() as { port: number }).port}`;
  });
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => rawServer.close(resolve));
  });

  /** Where an answer comes from: the server, an app's fetch, or middleware before or after the server. */
  type Source = "server" | "app's fetch" | "onRequest" | "onResponse";

  const NULL_BODY = [101, 103, 204, 205, 304];
  /** The answer as a Response, for a fetch or middleware to give: a null-body status carries none. */
  const made = ({ status, body, type = "application/json" }: typeof answer) =>
    new Response(NULL_BODY.includes(status) || !body ? null : body, {
      status,
      headers: type ? { "content-type": type } : {},
    });

  function answering(source: Source, events: CallEvent[]) {
    const api = createClient({
      baseUrl: base,
      auth: { apiKey: KEY },
      retry: false,
      hooks: observe({ onCall: (event) => void events.push(event) }),
      ...(source === "app's fetch" && { fetch: async () => made(answer) }),
    });
    const middleware: Middleware =
      source === "onRequest"
        ? { onRequest: () => made(answer) }
        : { onResponse: ({ response }) => (void response.body?.cancel(), made(answer)) };
    if (source === "onRequest" || source === "onResponse") api.use(middleware);
    return api;
  }

  /** The call for `method`: a GET or a POST whose result the spec states, or a GET whose result is open. */
  const ask = (api: ReturnType<typeof createClient>, method: "GET" | "POST" | "open") =>
    method === "GET"
      ? api.GET(RATES, { params: { path: { transaction_id: 1 }, header: { "Service-User": "user_1" } } })
      : method === "POST"
        ? api.POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
        : api.GET(BALANCES);

  /** Bodies of every kind, two of them echoing the client's credentials. */
  const BODIES = [
    "",
    "{}",
    JSON.stringify({ code: "some_code", error: `echo ${KEY}` }),
    JSON.stringify({ message: "nope", token: TOKEN }),
    "[1,2]",
    "not json",
    "<html><body>Bad gateway</body></html>",
    '{"code":"x","err',
    '""',
    "null",
  ];
  const TYPES = [
    "application/json",
    "application/problem+json",
    "text/html",
    "text/plain",
    "",
    "application/json; charset=utf-8",
  ];

  test("every status 200-599, body, content type, framing and source: data only for a 2xx or a bodiless 304, else an error with a code", async () => {
    // A 407 is a network error to the platform's fetch (the Fetch standard's rule outside a browser).
    const statuses = fc.integer({ min: 200, max: 599 }).filter((status) => status !== 407);
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        statuses,
        fc.constantFrom(...BODIES),
        fc.constantFrom(...TYPES),
        fc.constantFrom<Framing>("length", "chunked", "close"),
        fc.constantFrom<Source>("server", "app's fetch", "onRequest", "onResponse"),
        fc.constantFrom<"GET" | "POST" | "open">("GET", "POST", "open"),
        async (status, body, type, framing, source, method) => {
          cases++;
          answer = { status, body, type, framing };
          requests = 0;
          const events: CallEvent[] = [];
          const o = await outcome(() => ask(answering(source, events), method));
          settled(o);
          // The answer arrived: nothing is thrown, a parser's error least of all.
          if (o.kind === "throw") throw new Error(`${source} ${status}: threw ${String(o.error)}`);
          // A 304 has no body, as a 204 has: to a GET, no data where the result is open, else
          // invalid_response; to a POST, a failure.
          if (status === 304 && method === "open") expect(o).toMatchObject({ kind: "data", data: undefined });
          else if (status >= 300) expect(o.kind, `HTTP ${status} from ${source} looked like a success`).toBe("error");
          if (o.kind === "data" && method !== "open") expect(o.data).not.toBeUndefined();
          if (o.kind === "error") {
            // A credential the answer echoes is redacted, wherever the answer came from.
            expectNoSecret(o.text);
            if (status < 300 || (status === 304 && method === "GET")) expect(o.code).toBe("invalid_response");
          }
          // One request when the server answers or middleware replaces its answer; none otherwise.
          expect(requests).toBe(source === "server" || source === "onResponse" ? 1 : 0);
          const [event] = events;
          expect(event?.status).toBe(status);
          if (o.kind === "error") expect(event?.errorCode).toMatch(new RegExp(`^(${o.code}|http_${status})$`));
          else expect(event?.errorCode).toBeUndefined();
        },
      ),
      { numRuns: 500, seed: SEED },
    );
    console.log(`answers: ${cases} cases of status × body × content type × framing × source × operation`);
  });

  test.each(["GET", "POST"] as const)(
    "a %s answered 205 or 204 with content: no body, never a raw error",
    async (m) => {
      for (const status of [204, 205]) {
        answer = { status, body: "{}", framing: "length" };
        const o = await outcome(() => ask(answering("server", []), m));
        settled(o);
        // The spec states a JSON result for both operations: no body is no result.
        expect(o.kind === "error" && o.code, `HTTP ${status}`).toBe("invalid_response");
      }
    },
  );

  test("an interim 1xx, then the final answer: the final one counts", async () => {
    // (An unasked 100 Continue is refused by Node's fetch as a bad response: see "1xx and 304".)
    for (const interim of [102, 103, 150, 199]) {
      answer = { status: 200, body: '{"ok":1}', framing: "length", interim };
      const o = await outcome(() => ask(answering("server", []), "open"));
      settled(o);
      expect(o.kind === "data" && o.data, `HTTP ${interim}`).toEqual({ ok: 1 });
    }
  });

  test("a body middleware read without giving another: the call says so, and is no network failure", async () => {
    answer = { status: 200, body: '{"ok":1}', framing: "length" };
    const api = createClient({ baseUrl: base, auth: { apiKey: KEY }, retry: false });
    api.use({ onResponse: async ({ response }) => void (await response.text()) });
    const { error } = await api.POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(error).toEqual({
      code: "invalid_response",
      error: "HTTP 200, body read before the client could read it (by middleware)",
    });
  });
});
