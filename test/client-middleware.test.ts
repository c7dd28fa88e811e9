// openapi-fetch middleware added with api.use(): it runs as openapi-fetch documents it, and cannot
// undo the client's safety (redirects, sending once, the base URL), against real servers on
// 127.0.0.1. What middleware sees of credentials is in credentials.test.ts (a logger's view) and
// redaction.test.ts (a failed answer's body).
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { createClient, isApiError, type Middleware, unwrap } from "../src/index.js";
import { shows } from "./helpers/secrets.js";
import { json, useServer } from "./helpers/server.js";
import { until, useFakeClock } from "./helpers/time.js";

const KEY = "mw_key_Qz81vN3pX";
const TOKEN = "mw_token_7Rk2wLc9Hd";
const BASIC = btoa(`${KEY}:`);
const TRACK = "/api/v1/transactions/{transaction_id}/track";
const body = { carrier: "parcel_express", tracking_code: "PX1" };

const server = useServer();
const other = useServer();
const fakeClock = useFakeClock();

const client = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: () => TOKEN }, retry: false, ...extra });

const credentials = [KEY, TOKEN, BASIC];

describe("middleware that observes", () => {
  test("onError sees the client's own error, without a credential, and may replace it", async () => {
    const errors: unknown[] = [];
    const api = createClient({ baseUrl: "http://127.0.0.1:1", auth: { apiKey: KEY }, retry: false });
    api.use({ onError: ({ error }) => void errors.push(error) });
    const thrown = await api.GET("/api/v1/me/balances").catch((e: unknown) => e);
    expect(errors).toHaveLength(1);
    expect(thrown).toBe(errors[0]);
    expect((thrown as Error).name).toBe("NetworkError");
    for (const secret of credentials) expect(shows(errors[0])).not.toContain(secret);
    const mine = new Error("replaced by the app");
    api.use({ onError: () => mine });
    expect(await api.GET("/api/v1/me/balances").catch((e: unknown) => e)).toBe(mine);
  });

  test("middleware added to a client applies to the clients actingAs() makes, and eject() removes it", async () => {
    const paths: string[] = [];
    const middleware: Middleware = { onRequest: ({ schemaPath }) => void paths.push(schemaPath) };
    const api = client();
    api.use(middleware);
    await api.actingAs("user_1").GET("/api/v1/me/balances");
    api.eject(middleware);
    await api.actingAs("user_1").GET("/api/v1/me/balances");
    expect(paths).toEqual(["/api/v1/me/balances"]);
    expect(server.seen.map((s) => s.headers["service-user"])).toEqual(["user_1", "user_1"]);
  });

  test("a header a middleware adds is sent; one it sets as Authorization is left as it is", async () => {
    const api = client();
    api.use({
      onRequest({ request }) {
        request.headers.set("x-trace-id", "trace-42");
        if (request.url.endsWith("/balances")) request.headers.set("authorization", "Bearer app-own");
      },
    });
    await api.GET("/api/v1/me/balances");
    await api.GET("/api/v1/me/features");
    expect(server.seen.map((s) => [s.headers["x-trace-id"], s.headers.authorization])).toEqual([
      ["trace-42", "Bearer app-own"],
      ["trace-42", `Bearer ${TOKEN}`],
    ]);
  });
});

describe("an answer middleware gives", () => {
  /** A body that sends one byte, then nothing; `asked()` says whether the client has read past it. */
  function stalled() {
    let asked = false;
    const body = new ReadableStream({
      start: (controller) => controller.enqueue(new TextEncoder().encode("{")),
      pull: () => ((asked = true), new Promise<void>(() => undefined)),
    });
    return { body, asked: () => asked };
  }

  test("keeps the time limit and the caller's signal, whatever its status and however it was given", async () => {
    // The 150 ms run on the fake clock, moved once the client is reading the body.
    fakeClock();
    for (const [hook, status] of [
      ["onRequest", 200],
      ["onRequest", 500],
      ["onResponse", 200],
      ["onResponse", 500],
    ] as const) {
      const late = stalled();
      const timed = client({ timeoutMs: 150 });
      timed.use({ [hook]: () => new Response(late.body, { status }) } as unknown as Middleware);
      const timing = timed.GET("/api/v1/me/balances").catch((e: unknown) => e);
      await until(late.asked, `${hook} ${status}: the body being read`);
      await vi.advanceTimersByTimeAsync(150);
      expect(((await timing) as Error).name, `${hook} ${status}`).toBe("TimeoutError");
      const held = stalled();
      const caller = client();
      caller.use({ [hook]: () => new Response(held.body, { status }) } as unknown as Middleware);
      const reason = new Error("the user left");
      const controller = new AbortController();
      const calling = caller.GET("/api/v1/me/balances", { signal: controller.signal });
      await until(held.asked, `${hook} ${status}: the body being read`);
      controller.abort(reason);
      await expect(calling, `${hook} ${status}`).rejects.toBe(reason);
    }
  });
});

describe("middleware cannot undo the client's safety", () => {
  test("a request remade with redirect: 'follow' still does not follow a redirect of a POST", async () => {
    server.handle((_req, res) => res.writeHead(307, { location: `${other.url}/elsewhere` }).end());
    const api = client();
    api.use({ onRequest: ({ request }) => new Request(request, { redirect: "follow" }) });
    const { error } = await api.POST(TRACK, { params: { path: { transaction_id: 5 } }, body });
    expect(error).toMatchObject({ code: "unexpected_redirect" });
    expect(server.seen).toHaveLength(1);
    expect(other.seen).toEqual([]);
  });

  test("a request moved to another origin is refused before anything is sent", async () => {
    const api = client();
    api.use({ onRequest: ({ request }) => new Request(request.url.replace(server.url, other.url), request) });
    const e = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TypeError);
    expect((e as Error).message).toMatch(/another origin/);
    expect(other.seen).toEqual([]);
    expect(server.seen).toEqual([]);
  });

  test("a POST is sent once, even by middleware that calls fetch again", async () => {
    server.handle((_req, res) => json(res, 503, { code: "busy", error: "later" }));
    const api = client();
    api.use({
      async onResponse({ request, response, options }) {
        // The request's body went with the first send: a second one is made as fetch would be asked.
        if (response.status === 503) return options.fetch(new Request(request.url, { method: "POST", body: "{}" }));
        return undefined;
      },
    });
    const e = await api.POST(TRACK, { params: { path: { transaction_id: 5 } }, body }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TypeError);
    expect((e as Error).message).toMatch(/never sent twice/);
    expect(server.seen).toHaveLength(1);
  });

  test("a method changed by middleware, or a second acting user, is refused unsent", async () => {
    const api = client();
    api.use({ onRequest: ({ request }) => new Request(request, { method: "DELETE" }) });
    await expect(api.GET("/api/v1/me/balances")).rejects.toThrow(/was turned into a DELETE/);
    const acting = client();
    acting.use({ onRequest: ({ request }) => void request.headers.append("service-user", "mallory") });
    await expect(acting.actingAs("bob").GET("/api/v1/me/balances")).rejects.toThrow(/Service-User must be one/);
    expect(server.seen).toEqual([]);
  });

  test("a URL that openapi-fetch's own request only reports, or reads otherwise the second time, goes nowhere", async () => {
    // What leaves is what the Request holds: a property that says otherwise moves nothing.
    const own = client();
    own.use({ onRequest: ({ request }) => void Object.defineProperty(request, "url", { value: `${other.url}/x` }) });
    const kept = await own.POST(TRACK, { params: { path: { transaction_id: 5 } }, body });
    expect(kept.response.status).toBe(200);
    const sly = client();
    sly.use({
      onRequest({ request }) {
        let reads = 0;
        class Sly extends Request {
          override get url() {
            return ++reads === 1 ? super.url : `${other.url}/x`;
          }
        }
        return new Sly(request);
      },
    });
    const read = await sly.GET("/api/v1/me/balances");
    expect(read.response.status).toBe(200);
    expect(other.seen).toEqual([]);
    expect(server.seen).toHaveLength(2);
  });

  test("headers that only report a Service-User send none: what leaves is the Request's own list", async () => {
    const api = client();
    api.use({
      onRequest({ request }) {
        class Two extends Headers {
          override forEach(callback: (value: string, name: string, parent: Headers) => void, thisArg?: unknown) {
            super.forEach(callback, thisArg);
            callback.call(thisArg, "mallory", "Service-User", this);
          }
          override *[Symbol.iterator](): HeadersIterator<[string, string]> {
            yield* super[Symbol.iterator]();
            yield ["Service-User", "mallory"];
          }
        }
        const headers = new Two(request.headers);
        headers.set("service-user", "alice");
        Object.defineProperty(request, "headers", { value: headers });
      },
    });
    // A Headers object put on the request as a property is not the request's: neither value leaves.
    await api.POST(TRACK, { params: { path: { transaction_id: 5 } }, body });
    expect(server.seen.map((s) => s.headers["service-user"])).toEqual([undefined]);
  });

  test("a middleware that remakes or reads the answer leaves the client's error codes as they were", async () => {
    server.handle((req, res) =>
      req.method === "POST"
        ? res.writeHead(302, { location: "/api/v1/transactions/1" }).end()
        : req.url?.endsWith("/balances")
          ? res.writeHead(500, { "content-type": "text/plain" }).end("x".repeat(2 << 20))
          : json(res, 404, { code: "not_found", error: "no such transaction" }),
    );
    const codes = async (middleware: Middleware) => {
      const api = client();
      api.use(middleware);
      const post = await api.POST(TRACK, { params: { path: { transaction_id: 1 } }, body });
      const large = await api.GET("/api/v1/me/balances");
      const found = await api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 2 } } });
      return [post.error?.code, large.error?.code, found.error?.code];
    };
    const expected = ["unexpected_redirect", "malformed_error_body", "not_found"];
    // Made again, as an app adds a header to an answer.
    expect(await codes({ onResponse: ({ response }) => new Response(response.body, response) })).toEqual(expected);
    // Read without a clone: openapi-fetch can no longer read the body, but the client had read it.
    expect(await codes({ onResponse: async ({ response }) => void (await response.text()) })).toEqual(expected);
  });

  test("property: whatever a middleware returns, a POST leaves at most once, only for the base URL", async () => {
    server.handle((_req, res) => res.writeHead(307, { location: `${other.url}/x` }).end());
    const remade = fc.record(
      {
        redirect: fc.constantFrom<RequestRedirect>("follow", "manual", "error"),
        origin: fc.constantFrom("same", "other"),
        drop: fc.boolean(),
        resend: fc.boolean(),
        authorization: fc.constantFrom(undefined, "Bearer app-own"),
      },
      { requiredKeys: ["redirect", "origin", "drop", "resend"] },
    );
    let cases = 0;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(remade, async (plan) => {
        cases++;
        server.reset();
        server.handle((_req, res) => res.writeHead(307, { location: `${other.url}/x` }).end());
        other.reset();
        const api = client();
        const handed: unknown[] = [];
        api.use({
          onRequest({ request }) {
            handed.push(request);
            const url = plan.origin === "other" ? request.url.replace(server.url, other.url) : request.url;
            const remadeRequest = new Request(url, {
              method: request.method,
              headers: request.headers,
              body: request.body,
              duplex: "half",
              redirect: plan.redirect,
            } as RequestInit);
            if (plan.authorization) remadeRequest.headers.set("authorization", plan.authorization);
            if (plan.drop) remadeRequest.headers.delete("content-type");
            return remadeRequest;
          },
          async onResponse({ request, response, options }) {
            handed.push(response);
            if (plan.resend) await options.fetch(request).catch(() => undefined);
          },
        });
        const outcome = await api
          .POST(TRACK, { params: { path: { transaction_id: 5 } }, body })
          .catch((e: unknown) => e);
        expect(server.seen.length).toBeLessThanOrEqual(1);
        sent += server.seen.length;
        expect(other.seen).toEqual([]);
        if (!(outcome instanceof Error))
          expect(isApiError(await unwrap(outcome as never).catch((e) => e), "unexpected_redirect")).toBe(true);
        for (const value of handed) for (const secret of credentials) expect(shows(value)).not.toContain(secret);
      }),
      { numRuns: 60 },
    );
    expect(cases).toBe(60);
    // Both kinds occurred: calls that left once, and calls refused unsent (another origin).
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(60);
  });
});
