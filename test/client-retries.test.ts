// Retries and Retry-After, against a real server on 127.0.0.1: a GET (or HEAD) goes again after a
// network failure, a timeout, 429, 502, 503 or 504, at most `retries` times, after an exponential
// backoff or the wait a Retry-After asks for when it fits in `maxDelayMs`; POST, PUT, PATCH and
// DELETE never go again, whatever the answer. A wait whose length is checked runs on the fake
// clock, so what is measured is the wait the client chose, never the machine's speed. The one
// repeat every method may make, after a 401 with a refreshed token, is in client-auth.test.ts.
import { describe, expect, test, vi } from "vitest";
import { createClient, isApiError, NetworkError, observe, unwrap } from "../src/index.js";
import { call, MONEY } from "./helpers/calls.js";
import { expectError, expectThrow, outcome } from "./helpers/outcome.js";
import { json, readingFetch, startBreakingServer, useServer } from "./helpers/server.js";
import { observed, passWaits, until, useFakeClock } from "./helpers/time.js";

const server = useServer();
const fakeClock = useFakeClock();

const auth = { apiKey: "k_1" } as const;
/** Retries without a wait between them, where the wait is not what a test is about. */
const NOW = { retries: 3, baseDelayMs: 0, maxDelayMs: 0 } as const;

/** A client that retries as `retry` says, and the number of answers it has had so far. */
function counting(retry: object) {
  let answers = 0;
  const api = createClient({ baseUrl: server.url, auth, retry, hooks: observe({ onAttempt: () => void answers++ }) });
  return { api, answered: () => answers };
}

/** Answers with the given statuses in turn, then 200. */
function sequence(...statuses: number[]) {
  let i = 0;
  server.handle((_req, res) => {
    const status = statuses[i++] ?? 200;
    if (status === 200) json(res, 200, { attempt: i });
    else json(res, status, { code: `s${status}`, error: "try again" });
  });
}

describe("which answers a GET goes again after", () => {
  test.each([429, 502, 503, 504])("GET is retried on %s", async (status) => {
    sequence(status, status);
    const api = createClient({ baseUrl: server.url, auth, retry: NOW });
    await expect(unwrap(api.GET("/api/v1/me/balances"))).resolves.toEqual({ attempt: 3 });
    expect(server.seen).toHaveLength(3);
  });

  test("HEAD is retried as a GET is", async () => {
    sequence(503, 503);
    const api = createClient({ baseUrl: server.url, auth, retry: NOW });
    const { response } = await (api as unknown as Record<string, Function>).HEAD!("/api/v1/me/balances");
    expect(response.status).toBe(200);
    expect(server.seen.map((s) => s.method)).toEqual(["HEAD", "HEAD", "HEAD"]);
  });

  test.each([400, 401, 403, 404, 500, 501])("GET is not retried on %s", async (status) => {
    sequence(status);
    const api = createClient({ baseUrl: server.url, auth, retry: NOW });
    const { response } = await api.GET("/api/v1/me/balances");
    expect(response.status).toBe(status);
    expect(server.seen).toHaveLength(1);
  });

  test("retries are bounded; the last failure is returned", async () => {
    sequence(503, 503, 503, 503, 503, 503);
    const api = createClient({ baseUrl: server.url, auth, retry: { ...NOW, retries: 2 } });
    const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
    expect(isApiError(e, "s503")).toBe(true);
    expect(server.seen).toHaveLength(3);
  });

  test("retry: false, on the client or per call, sends once", async () => {
    sequence(503, 503);
    const off = createClient({ baseUrl: server.url, auth, retry: false });
    expect((await off.GET("/api/v1/me/balances")).response.status).toBe(503);
    server.reset();
    sequence(503, 503);
    const on = createClient({ baseUrl: server.url, auth, retry: NOW });
    expect((await on.GET("/api/v1/me/balances", { retry: false })).response.status).toBe(503);
    expect(server.seen).toHaveLength(1);
  });

  test("a GET whose connection resets is retried, and rejects with a NetworkError once the retries are spent", async () => {
    let n = 0;
    server.handle((req, res) => (n++ < 2 ? req.socket.destroy() : json(res, 200, { ok: n })));
    const api = createClient({ baseUrl: server.url, auth, retry: NOW });
    await expect(unwrap(api.GET("/api/v1/me/balances"))).resolves.toEqual({ ok: 3 });
    server.reset();
    server.handle((req) => req.socket.destroy());
    const o = await outcome(() =>
      call(createClient({ baseUrl: server.url, auth, retry: { ...NOW, retries: 2 } }), "GET"),
    );
    expectThrow(o, "NetworkError");
    expect(server.seen).toHaveLength(3);
  });

  test("timeouts of GET are retried, each attempt with its own timeout", async () => {
    fakeClock();
    let n = 0;
    // The first answer waits 300 ms on the fake clock: only the first attempt's limit can end it.
    server.handle((_req, res) => (n++ === 0 ? setTimeout(() => json(res, 200, { n }), 300) : json(res, 200, { n })));
    const api = createClient({ baseUrl: server.url, auth, timeoutMs: 50, retry: NOW });
    const calling = observed(unwrap(api.GET("/api/v1/me/balances")));
    await until(() => server.seen.length === 1, "the first attempt");
    await vi.advanceTimersByTimeAsync(50);
    await expect(calling).resolves.toEqual({ n: 2 });
  });

  test("an answer whose body breaks while it is dropped is still the answer: the GET goes again", async () => {
    const raw = await startBreakingServer("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 0");
    try {
      const api = createClient({
        baseUrl: raw.url,
        auth,
        retry: { retries: 2, baseDelayMs: 0, maxDelayMs: 10 },
        fetch: readingFetch,
      });
      const e = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
      expect(raw.requests).toEqual(Array(3).fill("GET /api/v1/me/balances HTTP/1.1"));
      expect((e as NetworkError).responded).toBe(true);
    } finally {
      await raw.close();
    }
  });

  test("an answer whose body is a Node stream (node-fetch) is dropped, and the GET goes again", async () => {
    const { Readable } = await import("node:stream");
    const bodies: { destroyed: boolean }[] = [];
    let n = 0;
    // node-fetch's answers: a body with destroy() and no cancel().
    const nodeStyle = async () => {
      const status = ++n === 1 ? 503 : 200;
      const response = new Response(null, { status, headers: { "retry-after": "0" } });
      const body = Readable.from([status === 200 ? '{"a":1}' : '{"code":"x","error":"x"}']);
      bodies.push(body);
      Object.defineProperty(response, "body", { value: body });
      if (status === 200) Object.defineProperty(response, "text", { value: async () => '{"a":1}' });
      return response;
    };
    const api = createClient({ baseUrl: server.url, auth, fetch: nodeStyle });
    const { data } = await api.GET("/api/v1/me/balances");
    expect(data).toEqual({ a: 1 });
    expect(n).toBe(2);
    expect(bodies.map((body) => body.destroyed)).toEqual([true, false]);
  });
});

describe("money-moving methods are never retried", () => {
  test.each([429, 502, 503, 504].flatMap((status) => MONEY.map((method) => [status, method] as const)))(
    "%s with Retry-After: 0 to a %s: the error returned after one request",
    async (status, method) => {
      server.handle((_req, res) =>
        json(res, status, { code: "slow_down", error: "try later" }, { "retry-after": "0" }),
      );
      // Retries are on for the client: they never apply to a method that may move money.
      const o = await outcome(() => call(createClient({ baseUrl: server.url, auth, retry: NOW }), method));
      expectError(o, status, "slow_down");
      expect(server.seen.map((s) => s.method)).toEqual([method]);
    },
  );

  test.each(MONEY)("a %s whose connection resets rejects with a NetworkError after one request", async (method) => {
    server.handle((req) => req.socket.destroy());
    const o = await outcome(() => call(createClient({ baseUrl: server.url, auth, retry: NOW }), method));
    expectThrow(o, "NetworkError");
    expect(server.seen.map((s) => s.method)).toEqual([method]);
  });

  test("asking to retry a POST is refused", async () => {
    const api = createClient({ baseUrl: server.url, auth });
    await expect(
      api.POST("/api/v1/transactions/{transaction_id}/cancel", {
        params: { path: { transaction_id: 1 } },
        // @ts-expect-error the types already refuse it
        retry: { retries: 2 },
      }),
    ).rejects.toThrow("POST is never retried: it may move money");
    expect(server.seen).toHaveLength(0);
  });
});

describe("the wait before a retry", () => {
  /**
   * A client that retries as `retry` says, through a fetch that notes the time on the fake clock
   * each time the client sends, and the number of answers the client has had so far.
   */
  function timed(retry: object) {
    const sent: number[] = [];
    let answers = 0;
    const api = createClient({
      baseUrl: server.url,
      auth,
      retry,
      hooks: observe({ onAttempt: () => void answers++ }),
      fetch: (request: Request, init: RequestInit) => (sent.push(Date.now()), fetch(request, init)),
    });
    return { api, sent, answered: () => answers };
  }
  const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

  test("backoff grows exponentially", async () => {
    // On the fake clock, Date included: the gaps are the client's waits, not the machine's speed.
    fakeClock();
    sequence(503, 503, 503);
    const { api, sent, answered } = timed({ retries: 3, baseDelayMs: 40, maxDelayMs: 1000 });
    const calling = observed(api.GET("/api/v1/me/balances"));
    for (let k = 1; k <= 3; k++) {
      // Once answer k is in, the client waits on the clock: move it until the client sends again.
      await until(() => answered() >= k, `answer ${k}`);
      await passWaits(() => sent.length > k, `attempt ${k + 1}`);
    }
    await calling;
    // Waits are between half and all of 40, 80 and 160 ms.
    const [first, second, third] = gaps(sent);
    expect(sent).toHaveLength(4);
    expect(first).toBeGreaterThanOrEqual(20);
    expect(first).toBeLessThanOrEqual(40);
    expect(second).toBeGreaterThanOrEqual(40);
    expect(second).toBeLessThanOrEqual(80);
    expect(third).toBeGreaterThanOrEqual(80);
    expect(third).toBeLessThanOrEqual(160);
  });

  // What the client waits, in ms of the fake clock, for each form of Retry-After, with a backoff of
  // at most 1 ms and maxDelayMs 2000; "at once": the answer comes back without a retry.
  const forms: [string, string | undefined, [number, number] | "at once"][] = [
    ["absent", undefined, [0, 1]],
    ["0 seconds", "0", [0, 0]],
    ["1 second", "1", [1000, 1000]],
    ["seconds with spaces", " 1 ", [1000, 1000]],
    ["HTTP date in the past", new Date(Date.now() - 60_000).toUTCString(), [0, 1]],
    // HTTP dates have whole seconds: a date 1.5 s ahead is more than 0.5 s and at most 1.5 s ahead.
    ["HTTP date 1.5 s ahead", "FUTURE", [501, 1500]],
    ["far beyond maxDelayMs", "99999", "at once"],
    ["HTTP date a year ahead", new Date(Date.now() + 365 * 86_400_000).toUTCString(), "at once"],
    ["negative", "-1", [0, 1]],
    ["fraction", "0.5", [0, 1]],
    ["garbage", "soon", [0, 1]],
    ["empty", "", [0, 1]],
    ["huge number", "9".repeat(400), "at once"],
  ];
  const cases = [429, 503].flatMap((status) =>
    forms.map(([name, value, wait]) => [status, name, value, wait] as const),
  );

  test.each(cases)(
    "%s, Retry-After %s: a GET waits as it asks, or returns the answer at once",
    async (status, _name, value, wait) => {
      fakeClock();
      server.handle((_req, res) => {
        const header = value === "FUTURE" ? new Date(Date.now() + 1_500).toUTCString() : value;
        const headers: Record<string, string> = header === undefined ? {} : { "retry-after": header };
        json(res, status, { code: "slow_down", error: "try later" }, headers);
      });
      const { api, sent, answered } = timed({ retries: 1, baseDelayMs: 1, maxDelayMs: 2_000 });
      let done = false;
      const calling = outcome(() => call(api, "GET")).finally(() => (done = true));
      await until(() => answered() >= 1, "the first answer");
      await passWaits(() => done || sent.length === 2, "the retry, or the answer");
      expectError(await calling, status, "slow_down");
      expect(server.seen).toHaveLength(sent.length);
      if (wait === "at once") expect(sent, "a Retry-After beyond maxDelayMs: the answer at once").toHaveLength(1);
      else {
        expect(sent).toHaveLength(2);
        expect(gaps(sent)[0]).toBeGreaterThanOrEqual(wait[0]);
        expect(gaps(sent)[0]).toBeLessThanOrEqual(wait[1]);
      }
    },
  );

  test("a wait longer than the time limit times nothing out: each attempt has a limit of its own", async () => {
    fakeClock();
    let n = 0;
    server.handle((_req, res) =>
      ++n === 1 ? json(res, 503, { code: "busy", error: "" }, { "retry-after": "1" }) : json(res, 200, { n }),
    );
    const sent: number[] = [];
    let answers = 0;
    const api = createClient({
      baseUrl: server.url,
      auth,
      timeoutMs: 100,
      retry: { retries: 1, baseDelayMs: 0, maxDelayMs: 2_000 },
      hooks: observe({ onAttempt: () => void answers++ }),
      fetch: (request: Request, init: RequestInit) => (sent.push(Date.now()), fetch(request, init)),
    });
    const calling = observed(unwrap(api.GET("/api/v1/me/balances")));
    await until(() => answers >= 1, "the first answer");
    // The first attempt's limit would run out 100 ms into the 1 s wait, had it not been stopped.
    await passWaits(() => sent.length === 2, "the retry");
    await expect(calling).resolves.toEqual({ n: 2 });
    expect(gaps(sent)).toEqual([1_000]);
  });

  test("a signal aborted during the retry wait stops retrying", async () => {
    fakeClock();
    sequence(503, 503, 503);
    const { api, answered } = counting({ retries: 3, baseDelayMs: 500, maxDelayMs: 500 });
    const controller = new AbortController();
    const calling = observed(api.GET("/api/v1/me/balances", { signal: controller.signal }));
    // The 503 is in: the client now waits 250 to 500 ms on the fake clock, which stands still.
    await until(() => answered() >= 1, "the first answer");
    controller.abort();
    await expect(calling).rejects.toMatchObject({ name: "AbortError" });
    expect(server.seen).toHaveLength(1);
  });
});

describe("the retry option", () => {
  test.each([
    { retries: -1 },
    { retries: 1.5 },
    { retries: 11 },
    { baseDelayMs: -1 },
    { baseDelayMs: 10, maxDelayMs: 5 },
    { maxDelayMs: Infinity },
    // Timers fire at once beyond 2^31-1 ms, which would turn a long wait into an immediate retry.
    { maxDelayMs: 2 ** 31 },
  ])("rejects the retry option %o", (retry) => {
    expect(() => createClient({ baseUrl: server.url, auth, retry })).toThrow(RangeError);
  });
});
