// Redirects, against two real servers on 127.0.0.1: `home` is the client's base URL, `away` another
// origin that must never hear anything (no request, no Authorization, no Service-User). POST, PUT,
// PATCH and DELETE never follow a redirect; GET and HEAD follow at most 5, within the base URL's
// origin; whatever the status, method and Location, every other case is unexpected_redirect after
// one request, and never shows the credential.
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { ApiError, createClient, unwrap } from "../src/index.js";
import { expectNoSecret, KEY } from "./helpers/secrets.js";
import { json, useServer } from "./helpers/server.js";
import { until, useFakeClock } from "./helpers/time.js";

const home = useServer();
const away = useServer();
const fakeClock = useFakeClock();

const STATUSES = [301, 302, 303, 307, 308] as const;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const PATH = "/api/v1/transactions/{transaction_id}";
const SENT = "/api/v1/transactions/7";

/** Where a redirect points, as the Location header (or none). */
const targets = () =>
  ({
    "same origin, absolute": `${home.url}/landing?from=redirect`,
    "same origin, relative": "/landing?from=redirect",
    "same origin, dot segments": "./../../../landing?from=redirect",
    "other origin": `${away.url}/landing`,
    "other origin, protocol-relative": `//127.0.0.1:${away.port}/landing`,
    "same host, other port": `http://localhost:${home.port}/landing`,
    "other scheme": `https://127.0.0.1:${home.port}/landing`,
    "no Location": undefined,
    "unparsable Location": "http://[::1/landing",
  }) as Record<string, string | undefined>;

const sameOrigin = new Set(["same origin, absolute", "same origin, relative", "same origin, dot segments"]);

const client = (extra: object = {}) =>
  createClient({
    baseUrl: home.url,
    auth: { apiKey: KEY },
    retry: false,
    ...extra,
  }).actingAs("u-1");

function call(api: ReturnType<typeof client>, method: string) {
  const send = (api as unknown as Record<string, Function>)[method]!;
  return send(PATH, {
    params: { path: { transaction_id: 7 } },
    ...(method === "GET" || method === "HEAD" ? {} : { body: { amount: 1 } }),
  }) as Promise<{
    data?: unknown;
    error?: { code: string; error: string };
    response: Response;
  }>;
}

function redirectOnce(status: number, location: string | undefined) {
  home.handle((req, res) => {
    if (req.url === SENT) {
      res.writeHead(status, location === undefined ? {} : { location });
      res.end();
    } else json(res, 200, { landed: req.url });
  });
  away.handle((_req, res) => json(res, 200, { stolen: true }));
}

describe("redirects: every status x method x target", () => {
  test("unsafe methods never follow; safe ones follow only within the base URL's origin", async () => {
    let cases = 0;
    for (const status of STATUSES) {
      for (const method of METHODS) {
        for (const [target, location] of Object.entries(targets())) {
          home.reset();
          away.reset();
          redirectOnce(status, location);
          const result = await call(client(), method);
          const label = `${status} ${method} ${target}`;
          const follows = (method === "GET" || method === "HEAD") && sameOrigin.has(target);
          expect(away.seen, label).toHaveLength(0);
          if (follows) {
            expect(result.error, label).toBeUndefined();
            expect(
              home.seen.map((s) => s.method),
              label,
            ).toEqual([method, method]);
            // The second hop stays on the same origin, so credentials and the acting user go with it.
            expect(home.seen[1]!.headers["service-user"], label).toBe("u-1");
            if (method === "GET") expect(result.data, label).toEqual({ landed: "/landing?from=redirect" });
          } else {
            expect(home.seen, label).toHaveLength(1);
            expect(result.data, label).toBeUndefined();
            expect(result.error?.code, label).toBe("unexpected_redirect");
            expect(result.error?.error, label).not.toContain("landing");
            expect(result.response.status, label).toBe(status);
            expectNoSecret(result.error);
            const thrown = await unwrap(call(client(), method)).catch((e: unknown) => e);
            expect(thrown, label).toBeInstanceOf(ApiError);
            expect((thrown as ApiError).code, label).toBe("unexpected_redirect");
            expect((thrown as ApiError).status, label).toBe(status);
            expectNoSecret(thrown);
            expect(away.seen, label).toHaveLength(0);
          }
          cases++;
        }
      }
    }
    console.log(`redirect grid: ${cases} cases (status x method x target)`);
    expect(cases).toBe(STATUSES.length * METHODS.length * Object.keys(targets()).length);
  });

  test("a POST answered 303 is not replayed as a GET whose 200 would look like success", async () => {
    redirectOnce(303, "/api/v1/transactions/7/receipt");
    const { data, error } = await call(client(), "POST");
    expect(data).toBeUndefined();
    expect(error?.code).toBe("unexpected_redirect");
    expect(home.seen.map((s) => s.method)).toEqual(["POST"]);
  });

  test.each([302, 307])(
    "a GET follows at most 5 same-origin hops of %s, then stops with unexpected_redirect",
    async (status) => {
      for (const hops of [5, 6]) {
        home.reset();
        home.handle((req, res) => {
          const n = req.url === SENT ? 0 : Number(req.url!.split("/hop/")[1]);
          if (n < hops) {
            res.writeHead(status, { location: `/hop/${n + 1}` });
            res.end();
          } else json(res, 200, { hops: n });
        });
        const { data, error, response } = await call(client(), "GET");
        if (hops === 5) expect(data).toEqual({ hops: 5 });
        else expect([error?.code, response.status]).toEqual(["unexpected_redirect", status]);
        expect(home.seen).toHaveLength(6); // 5 hops followed; the 6th redirect is refused
      }
    },
  );

  test("a redirect loop on the same origin ends at the hop limit, within the time limit", async () => {
    // The hop limit ends the loop, however long the hops take: the time limit runs on the fake clock.
    fakeClock();
    home.handle((_req, res) => {
      res.writeHead(302, { location: "/loop" });
      res.end();
    });
    const { error, response } = await call(client({ timeoutMs: 2_000 }), "GET");
    expect([error?.code, response.status]).toEqual(["unexpected_redirect", 302]);
    expect(home.seen.length).toBeLessThanOrEqual(6);
  });

  test("a same-origin redirect with credentials in Location: unexpected_redirect after one request", async () => {
    home.handle((_req, res) => {
      res.writeHead(302, { location: `http://user:pass@127.0.0.1:${home.port}/api/v1/me/balances` });
      res.end();
    });
    const { error } = await client({ retry: { retries: 2 } }).GET("/api/v1/me/balances");
    expect(error?.code).toBe("unexpected_redirect");
    expect(home.seen).toHaveLength(1);
  });

  test("following redirects stays within the attempt's timeout", async () => {
    // The 100 ms run on the fake clock once the redirect has been followed: the hops, on real time,
    // never race them.
    fakeClock();
    home.handle((req, res) => {
      if (req.url === SENT) {
        res.writeHead(307, { location: "/slow" });
        res.end();
      } else setTimeout(() => json(res, 200, {}), 2000).unref();
    });
    const started = Date.now();
    const calling = call(client({ timeoutMs: 100 }), "GET").catch((x: unknown) => x);
    await until(() => home.seen.length === 2, "the redirected request");
    await vi.advanceTimersByTimeAsync(100);
    const e = await calling;
    expect((e as Error).name).toBe("TimeoutError");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test("a fetch that follows redirects itself still cannot pass a redirected answer off as the call's", async () => {
    redirectOnce(302, "/landing");
    const api = client({
      fetch: (request: Request, init: RequestInit) => fetch(request, { ...init, redirect: "follow" }),
    });
    const post = await call(api, "POST");
    expect(post.error?.code).toBe("unexpected_redirect");
    const get = await call(api, "GET");
    expect(get.error?.code).toBe("unexpected_redirect");
  });

  test("a redirect whose body fails to cancel is still the answer, not a network error", async () => {
    const api = client({
      fetch: async () =>
        new Response(new ReadableStream({ cancel: () => Promise.reject(new Error("cancel failed")) }), {
          status: 302,
          headers: { location: "https://elsewhere.example/landing" },
        }),
    });
    const post = await call(api, "POST");
    expect(post.error?.code).toBe("unexpected_redirect");
    expect(post.response.status).toBe(302);
  });

  test("property: whatever Location a server sends, nothing reaches another origin and unsafe calls send once", async () => {
    let runs = 0;
    const location = fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc.constantFrom(`${away.url}/x`, `//127.0.0.1:${away.port}/x`, "/ok", "../ok", "\\\\evil/x", " /ok", "/\t/evil"),
      fc.webPath(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STATUSES),
        fc.constantFrom(...METHODS),
        location,
        async (status, method, loc) => {
          home.reset();
          away.reset();
          let header: string | undefined = loc;
          try {
            new Headers({ location: loc }); // the server can only send what HTTP can carry
          } catch {
            header = undefined;
          }
          redirectOnce(status, header);
          const result = await call(client(), method);
          runs++;
          expect(away.seen).toHaveLength(0);
          if (method !== "GET" && method !== "HEAD") {
            expect(home.seen).toHaveLength(1);
            expect(result.error?.code).toBe("unexpected_redirect");
          } else expect(home.seen.length).toBeLessThanOrEqual(6);
        },
      ),
      { numRuns: 150 },
    );
    console.log(`redirect property: ${runs} cases`);
  });
});
