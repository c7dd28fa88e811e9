// Time limits, cancellation and retries against a real server on 127.0.0.1. A limit a test means to
// reach runs on the fake clock, moved once the request it bounds has reached the server: the
// requests themselves, on real time, never race it however busy the machine is.
import { describe, expect, test, vi } from "vitest";
import { NetworkError, TimeoutError, createClient, isApiError, isTimeoutError, observe, unwrap } from "../src/index.js";
import { TRACK, trackBody } from "./helpers/calls.js";
import { json, useServer } from "./helpers/server.js";
import { observed, realDelay, until, useFakeClock } from "./helpers/time.js";

const server = useServer();
const fakeClock = useFakeClock();

const auth = { apiKey: "k_1" } as const;
const api = (extra: object = {}) => createClient({ baseUrl: server.url, auth, retry: false, ...extra });
const FAST = { retries: 3, baseDelayMs: 1, maxDelayMs: 20 } as const;
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cancel = (api: ReturnType<typeof createClient>) =>
  api.POST("/api/v1/transactions/{transaction_id}/cancel", { params: { path: { transaction_id: 1 } }, body: {} });

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

describe("timeouts and cancellation", () => {
  test("the client default aborts a slow call with a TimeoutError", async () => {
    fakeClock();
    server.handle(async (_req, res) => (await delay(400), json(res, 200, {})));
    const api = createClient({ baseUrl: server.url, auth, timeoutMs: 50, retry: false });
    const started = Date.now();
    const call = api.GET("/api/v1/me/balances").catch((x: unknown) => x);
    await until(() => server.seen.length === 1, "the request");
    await vi.advanceTimersByTimeAsync(50);
    const e = await call;
    expect(e).toBeInstanceOf(TimeoutError);
    expect((e as TimeoutError).timeoutMs).toBe(50);
    expect((e as TimeoutError).message).toBe("GET /api/v1/me/balances timed out after 50 ms, not retried");
    expect(Date.now() - started).toBeLessThan(350);
  });

  test("a per-call value overrides the default, both ways", async () => {
    server.handle(async (_req, res) => (await delay(150), json(res, 200, { ok: true })));
    const strict = createClient({ baseUrl: server.url, auth, timeoutMs: 30, retry: false });
    await expect(unwrap(strict.GET("/api/v1/me/balances", { timeoutMs: 60_000 }))).resolves.toEqual({ ok: true });
    await expect(unwrap(strict.GET("/api/v1/me/balances", { timeoutMs: 0 }))).resolves.toEqual({ ok: true });
    const lax = createClient({ baseUrl: server.url, auth, retry: false });
    await expect(lax.GET("/api/v1/me/balances", { timeoutMs: 30 })).rejects.toBeInstanceOf(TimeoutError);
  });

  test("the timeout also covers reading the body", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "50" });
      res.write('{"partial":');
    });
    const api = createClient({ baseUrl: server.url, auth, timeoutMs: 60, retry: false });
    await expect(api.GET("/api/v1/me/balances")).rejects.toBeInstanceOf(TimeoutError);
  });

  test("POST times out too, and is not repeated", async () => {
    fakeClock();
    server.handle(async (_req, res) => (await delay(300), json(res, 200, {})));
    const api = createClient({ baseUrl: server.url, auth, timeoutMs: 40, retry: FAST });
    const call = observed(cancel(api));
    await until(() => server.seen.length === 1, "the request");
    await vi.advanceTimersByTimeAsync(40);
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    // Time for a repeat: past the longest retry wait on the clock, then for the request to come.
    await vi.advanceTimersByTimeAsync(50);
    await realDelay(50);
    expect(server.seen).toHaveLength(1);
  });

  test("the caller's AbortSignal cancels with its own reason, not a TimeoutError", async () => {
    const controller = new AbortController();
    // The caller gives up while the server holds the request.
    server.handle(() => controller.abort(new Error("user left")));
    const api = createClient({ baseUrl: server.url, auth, timeoutMs: 5000, retry: FAST });
    await expect(api.GET("/api/v1/me/balances", { signal: controller.signal })).rejects.toThrow("user left");
    expect(server.seen).toHaveLength(1);
  });

  test("the timeout also bounds a token provider that does not answer", async () => {
    const never = () => new Promise<string>(() => {});
    const api = createClient({ baseUrl: server.url, auth: { accessToken: never }, timeoutMs: 50 });
    const e = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TimeoutError);
    expect((e as TimeoutError).message).toBe(
      "GET /api/v1/me/balances timed out after 50 ms, not retried, waiting for the token provider",
    );
    expect(server.seen).toHaveLength(0);
  });

  test("the caller's signal also cancels waiting for the token provider", async () => {
    const api = createClient({ baseUrl: server.url, auth: { accessToken: () => new Promise<string>(() => {}) } });
    const controller = new AbortController();
    const reason = new Error("user left the page");
    setTimeout(() => controller.abort(reason), 30);
    await expect(api.GET("/api/v1/me/balances", { signal: controller.signal })).rejects.toBe(reason);
    expect(server.seen).toHaveLength(0);
  });

  test("the timeout bounds the refresh after a 401 too", async () => {
    fakeClock();
    server.handle((_req, res) => json(res, 401, { code: "expired", error: "" }));
    let refreshing = false;
    const provider = ({ refresh }: { refresh: boolean }) =>
      refresh ? ((refreshing = true), new Promise<string>(() => {})) : "tok_1";
    const api = createClient({ baseUrl: server.url, auth: { accessToken: provider }, timeoutMs: 80 });
    const call = observed(
      api.POST("/api/v1/transactions/{transaction_id}/cancel", { params: { path: { transaction_id: 1 } } }),
    );
    await until(() => refreshing, "the refresh after the 401");
    await vi.advanceTimersByTimeAsync(80);
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    expect(server.seen).toHaveLength(1);
  });

  test("an already aborted signal sends nothing", async () => {
    const api = createClient({ baseUrl: server.url, auth });
    await expect(api.GET("/api/v1/me/balances", { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(server.seen).toHaveLength(0);
  });

  test("a signal aborted during the retry wait stops retrying", async () => {
    fakeClock();
    sequence(503, 503, 503);
    const { api, answered } = counting({ retries: 3, baseDelayMs: 500, maxDelayMs: 500 });
    const controller = new AbortController();
    const call = observed(api.GET("/api/v1/me/balances", { signal: controller.signal }));
    // The 503 is in: the client now waits 250 to 500 ms on the fake clock, which stands still.
    await until(() => answered() === 1, "the first answer");
    await realDelay(1);
    controller.abort();
    await expect(call).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(server.seen).toHaveLength(1);
  });

  test("an app's fetch whose dropped body never stops cancelling still lets the time limit and an abort end the call", async () => {
    const controller = new AbortController();
    let answers = 0;
    // A 503 whose body never ends, and whose cancel() never settles.
    const stuck = async () => {
      if (++answers === 4) setTimeout(() => controller.abort(new Error("stop")), 10);
      const body = new ReadableStream({
        start: (c) => c.enqueue(new TextEncoder().encode('{"code":"busy"')),
        cancel: () => new Promise<void>(() => undefined),
      });
      return new Response(body, { status: 503, headers: { "retry-after": "0" } });
    };
    const timed = createClient({ baseUrl: server.url, auth, fetch: stuck, timeoutMs: 300, retry: { retries: 1 } });
    await expect(timed.GET("/api/v1/me/balances")).rejects.toBeInstanceOf(TimeoutError);
    expect(answers).toBe(2);
    const api = createClient({ baseUrl: server.url, auth, fetch: stuck, retry: { retries: 1 } });
    await expect(api.GET("/api/v1/me/balances", { signal: controller.signal })).rejects.toThrow("stop");
    expect(answers).toBe(4);
  });

  test("an app's fetch that answers without a promise is answered, with a time limit as without", async () => {
    const now = () =>
      new Response(JSON.stringify({ ok: 1 }), { status: 200, headers: { "content-type": "application/json" } });
    for (const timeoutMs of [0, 5_000]) {
      const api = createClient({ baseUrl: server.url, auth, fetch: now as never, timeoutMs });
      const { data, error } = await api.GET("/api/v1/me/balances", { signal: new AbortController().signal });
      expect(error).toBeUndefined();
      expect(data).toEqual({ ok: 1 });
    }
  });

  test("an app's fetch answering after the time limit has its body cancelled", async () => {
    let cancelled = 0;
    let answered!: () => void;
    const late = new Promise<void>((resolve) => (answered = resolve));
    const slow = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => {
          resolve(new Response(new ReadableStream({ cancel: () => void cancelled++ }), { status: 200 }));
          answered();
        }, 300),
      );
    const api = createClient({ baseUrl: server.url, auth, fetch: slow, timeoutMs: 50, retry: false });
    await expect(api.GET("/api/v1/me/balances")).rejects.toBeInstanceOf(TimeoutError);
    await late;
    await delay(50);
    expect(cancelled).toBe(1);
  });

  test("a timeout names the attempt that ran out of time, and a wait for the token provider", async () => {
    fakeClock();
    let n = 0;
    server.handle((_req, res) => {
      if (++n === 1) json(res, 503, { code: "busy", error: "busy" }, { "retry-after": "0" });
    });
    const trying = api({ timeoutMs: 100, retry: { retries: 1, baseDelayMs: 0, maxDelayMs: 0 } })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    await until(() => server.seen.length === 2, "the second attempt");
    await vi.advanceTimersByTimeAsync(100);
    const first = await trying;
    expect((first as Error).message).toBe("GET /api/v1/me/balances timed out after 100 ms on attempt 2");
    server.handle((_req, res) => json(res, 401, { code: "unauthorized", error: "expired" }));
    let refreshing = false;
    const client = createClient({
      baseUrl: server.url,
      timeoutMs: 100,
      auth: {
        accessToken: ({ refresh }) =>
          refresh ? ((refreshing = true), new Promise<string>(() => {})) : "stale_token_123",
      },
    });
    const waiting = client.GET("/api/v1/me/balances").catch((x: unknown) => x);
    await until(() => refreshing, "the refresh after the 401");
    await vi.advanceTimersByTimeAsync(100);
    const second = await waiting;
    expect((second as Error).message).toBe(
      "GET /api/v1/me/balances timed out after 100 ms on attempt 2, waiting for the token provider",
    );
  });

  test.each([-1, Number.NaN, Infinity, "5", 2 ** 31 - 0.5, 2 ** 31])("rejects timeoutMs %s", (timeoutMs) => {
    expect(() => createClient({ baseUrl: server.url, auth, timeoutMs: timeoutMs as number })).toThrow(RangeError);
  });
});

describe("time limits with a custom fetch", () => {
  const never = () => new Promise<Response>(() => undefined);

  test("a custom fetch that ignores its signal: timeoutMs gives a TimeoutError, an abort its reason", async () => {
    fakeClock();
    const started = Date.now();
    const timingOut = api({ fetch: never, timeoutMs: 100 })
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(100);
    const timedOut = await timingOut;
    expect(isTimeoutError(timedOut)).toBe(true);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user left")), 50);
    const aborting = api({ fetch: never })
      .GET("/api/v1/me/balances", { signal: controller.signal })
      .catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(50);
    const aborted = await aborting;
    expect((aborted as Error).message).toBe("user left");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("a body that never ends, from a fetch that ignores its signal: TimeoutError", async () => {
    const endless = () =>
      Promise.resolve(
        new Response(new ReadableStream({ pull: () => new Promise(() => undefined) }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
      );
    for (const status of [200, 500]) {
      const fetcher = status === 200 ? endless : () => endless().then((r) => new Response(r.body, { status }));
      const e = await api({ fetch: fetcher, timeoutMs: 100 })
        .GET("/api/v1/me/balances")
        .catch((x: unknown) => x);
      expect(isTimeoutError(e), String(status)).toBe(true);
    }
  });
});

describe("retries of safe methods", () => {
  test.each([429, 502, 503, 504])("GET is retried on %s", async (status) => {
    sequence(status, status);
    const api = createClient({ baseUrl: server.url, auth, retry: FAST });
    await expect(unwrap(api.GET("/api/v1/me/balances"))).resolves.toEqual({ attempt: 3 });
    expect(server.seen).toHaveLength(3);
  });

  test.each([400, 401, 403, 404, 500, 501])("GET is not retried on %s", async (status) => {
    sequence(status);
    const api = createClient({ baseUrl: server.url, auth, retry: FAST });
    const { response } = await api.GET("/api/v1/me/balances");
    expect(response.status).toBe(status);
    expect(server.seen).toHaveLength(1);
  });

  test("retries are bounded; the last failure is returned", async () => {
    sequence(503, 503, 503, 503, 503, 503);
    const api = createClient({ baseUrl: server.url, auth, retry: { ...FAST, retries: 2 } });
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
    const on = createClient({ baseUrl: server.url, auth, retry: FAST });
    expect((await on.GET("/api/v1/me/balances", { retry: false })).response.status).toBe(503);
    expect(server.seen).toHaveLength(1);
  });

  test("network errors of GET are retried", async () => {
    let n = 0;
    server.handle((req, res) => (n++ < 2 ? req.socket.destroy() : json(res, 200, { ok: n })));
    const api = createClient({ baseUrl: server.url, auth, retry: FAST });
    await expect(unwrap(api.GET("/api/v1/me/balances"))).resolves.toEqual({ ok: 3 });
  });

  test("timeouts of GET are retried, each attempt with its own timeout", async () => {
    fakeClock();
    let n = 0;
    server.handle(async (_req, res) => (n++ === 0 ? await delay(300) : undefined, json(res, 200, { n })));
    const api = createClient({ baseUrl: server.url, auth, timeoutMs: 50, retry: FAST });
    const call = observed(unwrap(api.GET("/api/v1/me/balances")));
    await until(() => server.seen.length === 1, "the first attempt");
    // The first attempt's time limit, then the wait before the second (at most 20 ms), whose own
    // limit the clock never reaches.
    await vi.advanceTimersByTimeAsync(50);
    await vi.advanceTimersByTimeAsync(FAST.maxDelayMs);
    await expect(call).resolves.toEqual({ n: 2 });
  });

  test("a wait before a retry longer than the time limit times nothing out: each attempt has its own", async () => {
    fakeClock();
    let n = 0;
    server.handle((_req, res) =>
      ++n === 1 ? json(res, 503, { code: "busy", error: "" }, { "retry-after": "1" }) : json(res, 200, { n }),
    );
    let answers = 0;
    const api = createClient({
      baseUrl: server.url,
      auth,
      timeoutMs: 100,
      retry: { retries: 1, baseDelayMs: 0, maxDelayMs: 2000 },
      hooks: observe({ onAttempt: () => void answers++ }),
    });
    const call = observed(unwrap(api.GET("/api/v1/me/balances")));
    await until(() => answers === 1, "the first answer");
    await realDelay(1);
    // The first attempt's limit runs out 100 ms into the 1 s wait before the second.
    await vi.advanceTimersByTimeAsync(1000);
    await expect(call).resolves.toEqual({ n: 2 });
  });

  test("backoff grows exponentially", async () => {
    // On the fake clock, Date included: the gaps are the client's waits, not the machine's speed.
    fakeClock();
    sequence(503, 503, 503);
    const { api, answered } = counting({ retries: 3, baseDelayMs: 40, maxDelayMs: 1000 });
    const times: number[] = [];
    server.handle((_req, res) => {
      times.push(Date.now());
      if (times.length < 4) json(res, 503, { code: "busy", error: "" });
      else json(res, 200, {});
    });
    const call = observed(api.GET("/api/v1/me/balances"));
    for (let k = 1; k <= 3; k++) {
      // Once an answer is in, the client waits on the clock: move it to the end of that wait.
      await until(() => answered() === k, `answer ${k}`);
      await realDelay(1);
      await vi.advanceTimersToNextTimerAsync();
    }
    await call;
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // Waits are between half and all of 40, 80 and 160 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeGreaterThanOrEqual(78);
    expect(gaps[2]).toBeLessThan(400);
  });

  test("Retry-After in seconds is obeyed", async () => {
    const times: number[] = [];
    server.handle((_req, res) => {
      times.push(Date.now());
      if (times.length === 1) json(res, 429, { code: "rate_limited", error: "" }, { "retry-after": "1" });
      else json(res, 200, {});
    });
    const api = createClient({ baseUrl: server.url, auth, retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2000 } });
    await api.GET("/api/v1/me/balances");
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  test("Retry-After as an HTTP date is obeyed", async () => {
    const times: number[] = [];
    server.handle((_req, res) => {
      times.push(Date.now());
      const at = new Date(Date.now() + 1500).toUTCString();
      if (times.length === 1) json(res, 503, { code: "maintenance", error: "" }, { "retry-after": at });
      else json(res, 200, {});
    });
    const api = createClient({ baseUrl: server.url, auth, retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 3000 } });
    await api.GET("/api/v1/me/balances");
    // HTTP dates have whole seconds, so the wait is between 0.5 and 1.5 s.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(450);
  });

  test("a Retry-After longer than maxDelayMs hands the response back at once", async () => {
    server.handle((_req, res) =>
      json(res, 429, { code: "rate_limited", error: "slow down" }, { "retry-after": "120" }),
    );
    const api = createClient({ baseUrl: server.url, auth, retry: FAST });
    const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
    expect(isApiError(e, "rate_limited")).toBe(true);
    expect(server.seen).toHaveLength(1);
  });

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

describe("money-moving methods are never retried", () => {
  test.each([429, 502, 503, 504])("POST answered %s is sent once", async (status) => {
    sequence(status, status);
    const api = createClient({ baseUrl: server.url, auth, retry: FAST });
    const { response } = await cancel(api);
    expect(response.status).toBe(status);
    expect(server.seen).toHaveLength(1);
  });

  test("POST, PATCH and DELETE with a connection reset are sent once", async () => {
    server.handle((req) => req.socket.destroy());
    const api = createClient({ baseUrl: server.url, auth, retry: FAST });
    await expect(cancel(api)).rejects.toBeInstanceOf(NetworkError);
    await expect(
      api.PATCH("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 1 } }, body: {} }),
    ).rejects.toBeInstanceOf(NetworkError);
    await expect(
      api.DELETE(
        "/api/v1/notifications/{notification_id}" as never,
        { params: { path: { notification_id: "1" } } } as never,
      ),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(server.seen.map((s) => s.method)).toEqual(["POST", "PATCH", "DELETE"]);
  });

  test.each([429, 503])("PUT (joining a transaction) answered %s is sent once", async (status) => {
    sequence(status, status);
    const api = createClient({ baseUrl: server.url, auth, retry: FAST });
    const { response } = await api.PUT("/api/v1/transactions", { body: {} });
    expect(response.status).toBe(status);
    server.handle((req) => req.socket.destroy());
    await expect(api.PUT("/api/v1/transactions", { body: {} })).rejects.toBeInstanceOf(NetworkError);
    expect(server.seen.map((s) => s.method)).toEqual(["PUT", "PUT"]);
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
