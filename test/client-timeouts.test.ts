// Time limits and cancellation, against a real server on 127.0.0.1 and apps' own fetch: `timeoutMs`
// bounds each attempt whole (the token provider, the request, every byte of the answer), whatever
// the server or the fetch underneath does, and the caller's signal ends a call at any time with its
// own reason. A limit a test means to reach runs on the fake clock, moved once what comes before it
// has happened (the request reached the server, the provider was asked): the real work never races
// it, however busy the machine is. Which calls go again after a timeout is in client-retries.test.ts.
import { gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, test, vi } from "vitest";
import { callUnlisted, createClient, isTimeoutError, TimeoutError } from "../src/index.js";
import { ALL, call, type Kind, TRACK, trackBody } from "./helpers/calls.js";
import { expectData, expectThrow, outcome } from "./helpers/outcome.js";
import { expectNoSecret, KEY } from "./helpers/secrets.js";
import { json, useServer } from "./helpers/server.js";
import { observed, until, useFakeClock } from "./helpers/time.js";

const server = useServer();
const fakeClock = useFakeClock();

const auth = { apiKey: KEY } as const;
const api = (extra: object = {}) => createClient({ baseUrl: server.url, auth, retry: false, ...extra });
/** Retries without a wait between them: they must never apply to the calls below that move money. */
const NOW = { retries: 3, baseDelayMs: 0, maxDelayMs: 0 } as const;
const LIMIT = 50;
/** The path template each kind of call in the tables names in its messages. */
const TEMPLATE: Record<Kind, string> = {
  GET: "/api/v1/transactions/{transaction_id}/shipper_shipping_rates",
  POST: TRACK,
  PUT: "/api/v1/transactions",
  PATCH: "/api/v1/me/personal/details",
  DELETE: "/api/v1/notifications/{notification_id}",
};

/**
 * Starts `running` on the fake clock, waits until the server has the request (its answer, if any,
 * is then on its way or held), moves the clock by the limit and returns how the call ended.
 */
async function pastTheLimit(running: () => Promise<unknown>, limit = LIMIT) {
  const calling = outcome(running);
  await until(() => server.seen.length === 1, "the request");
  await vi.advanceTimersByTimeAsync(limit);
  return calling;
}

describe("a silent server", () => {
  test.each(ALL)("a %s rejects with a TimeoutError once its limit is up, after one request", async (method) => {
    fakeClock();
    server.handle(() => undefined); // never answers
    // Retries are on for the client: a GET asks for none here, the others may never have one.
    const client = api({ timeoutMs: LIMIT, retry: NOW });
    const started = Date.now();
    const o = await pastTheLimit(() => call(client, method, method === "GET" ? { retry: false } : {}));
    expectThrow(o, "TimeoutError");
    if (o.kind !== "throw") return;
    expect((o.error as TimeoutError).timeoutMs).toBe(LIMIT);
    expect((o.error as TimeoutError).message).toBe(
      `${method} ${TEMPLATE[method]} timed out after ${LIMIT} ms, not retried`,
    );
    expect(Date.now() - started).toBe(LIMIT);
    expect(server.seen).toHaveLength(1);
  });

  test("a call outside the spec times out the same way: one attempt, not retried", async () => {
    fakeClock();
    server.handle(() => undefined);
    const o = await pastTheLimit(() => callUnlisted(api({ timeoutMs: 30 }), "POST", "/api/v1/p2p/charge"), 30);
    expectThrow(o, "TimeoutError");
    if (o.kind === "throw")
      expect((o.error as Error).message).toBe("POST /api/v1/p2p/charge timed out after 30 ms, not retried");
    expect(server.seen).toHaveLength(1);
  });

  test("a per-call value overrides the client's, both ways", async () => {
    fakeClock();
    // The answer comes 150 ms after the request, on the fake clock.
    const after150 = () => server.handle((_req, res) => setTimeout(() => json(res, 200, { ok: true }), 150));
    const strict = api({ timeoutMs: 30 });
    for (const timeoutMs of [60_000, 0]) {
      server.reset();
      after150();
      const o = await pastTheLimit(() => strict.GET("/api/v1/me/balances", { timeoutMs }), 150);
      expect(expectData(o), `timeoutMs ${timeoutMs}`).toEqual({ ok: true });
    }
    server.reset();
    after150();
    expectThrow(await pastTheLimit(() => api().GET("/api/v1/me/balances", { timeoutMs: 30 }), 30), "TimeoutError");
  });
});

describe("an answer whose body does not come", () => {
  const TIMEOUT = 400;
  /** Headers, part of the body, and then nothing more on a connection held open. */
  const cut = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": "50" });
    res.write('{"partial":');
  };
  /** A body that trickles: a space every 50 ms while the client listens (at most 6000: 5 minutes). */
  const trickle = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json" });
    let n = 0;
    const timer = setInterval(() => (n++ < 6000 && !res.destroyed ? res.write(" ") : clearInterval(timer)), 50);
    res.on("close", () => clearInterval(timer));
  };
  /**
   * A body that never ends: 200 chunks (about 3.3 MB, under the 4 MiB the client reads of JSON),
   * then the connection held open, until the client goes away or the test's server closes.
   */
  const endless = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write("[");
    const chunk = Buffer.from('"x",'.repeat(4096));
    let n = 0;
    const pump = () => {
      while (n < 200 && !res.destroyed && (n++, res.write(chunk)));
      if (n < 200 && !res.destroyed) res.once("drain", pump);
    };
    pump();
  };
  /** A gzipped body cut in half, the connection then held: the platform's fetch may wait here whatever its signal does. */
  const gzipCut = (status: number) => (_req: IncomingMessage, res: ServerResponse) => {
    const whole = gzipSync(JSON.stringify({ code: "x", error: "y".repeat(50_000) }));
    res.writeHead(status, {
      "content-type": "application/json",
      "content-encoding": "gzip",
      "content-length": whole.length,
    });
    res.write(whole.subarray(0, whole.length >> 1));
  };

  const cases: [string, (req: IncomingMessage, res: ServerResponse) => void, Kind[]][] = [
    ["cut short and held", cut, ["GET"]],
    ["that trickles", trickle, ["GET", "POST"]],
    ["that never ends", endless, ["GET", "POST"]],
    ["compressed, a 200 cut short and held", gzipCut(200), ALL],
    ["compressed, a 400 cut short and held", gzipCut(400), ALL],
  ];

  test.each(cases.flatMap(([name, handler, methods]) => methods.map((m) => [name, m, handler] as const)))(
    "a body %s: a %s rejects with a TimeoutError",
    async (_name, method, handler) => {
      fakeClock();
      server.handle(handler);
      expectThrow(await pastTheLimit(() => call(api({ timeoutMs: TIMEOUT }), method), TIMEOUT), "TimeoutError");
      expect(server.seen).toHaveLength(1);
    },
  );
});

describe("the token provider", () => {
  test("the timeout also bounds a token provider that does not answer", async () => {
    fakeClock();
    let asked = false;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => ((asked = true), new Promise<string>(() => {})) },
      timeoutMs: 50,
    });
    const calling = client.GET("/api/v1/me/balances").catch((x: unknown) => x);
    await until(() => asked, "the token provider");
    await vi.advanceTimersByTimeAsync(50);
    const e = await calling;
    expect(e).toBeInstanceOf(TimeoutError);
    expect((e as TimeoutError).message).toBe(
      "GET /api/v1/me/balances timed out after 50 ms, not retried, waiting for the token provider",
    );
    expect(server.seen).toHaveLength(0);
  });

  test("the caller's signal also cancels waiting for the token provider", async () => {
    let asked = false;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => ((asked = true), new Promise<string>(() => {})) },
    });
    const controller = new AbortController();
    const reason = new Error("user left the page");
    const calling = client.GET("/api/v1/me/balances", { signal: controller.signal });
    await until(() => asked, "the token provider");
    controller.abort(reason);
    await expect(calling).rejects.toBe(reason);
    expect(server.seen).toHaveLength(0);
  });

  test("the timeout bounds the refresh after a 401 too", async () => {
    fakeClock();
    server.handle((_req, res) => json(res, 401, { code: "expired", error: "" }));
    let refreshing = false;
    const provider = ({ refresh }: { refresh: boolean }) =>
      refresh ? ((refreshing = true), new Promise<string>(() => {})) : "tok_1";
    const client = createClient({ baseUrl: server.url, auth: { accessToken: provider }, timeoutMs: 80 });
    const calling = observed(
      client.POST("/api/v1/transactions/{transaction_id}/cancel", { params: { path: { transaction_id: 1 } } }),
    );
    await until(() => refreshing, "the refresh after the 401");
    await vi.advanceTimersByTimeAsync(80);
    await expect(calling).rejects.toBeInstanceOf(TimeoutError);
    expect(server.seen).toHaveLength(1);
  });
});

describe("what a timeout says", () => {
  test("the attempt that ran out of time, and a wait for the token provider", async () => {
    fakeClock();
    // Three silent attempts of 30 ms, with waits of at most 2 ms between them.
    server.handle(() => undefined);
    const retried = api({ timeoutMs: 30, retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 } });
    const third = retried.GET("/api/v1/me/balances").catch((x: unknown) => x);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await until(() => server.seen.length === attempt, `attempt ${attempt}`);
      await vi.advanceTimersByTimeAsync(30);
      await vi.advanceTimersByTimeAsync(2);
    }
    const e = (await third) as TimeoutError;
    expect(e).toBeInstanceOf(TimeoutError);
    expect(e.attempts).toBe(3);
    expect(e.message).toBe("GET /api/v1/me/balances timed out after 30 ms on attempt 3");
    expect(server.seen).toHaveLength(3);

    // A 503, then a silent second attempt.
    server.reset();
    let n = 0;
    server.handle((_req, res) => {
      if (++n === 1) json(res, 503, { code: "busy", error: "busy" }, { "retry-after": "0" });
    });
    const second = api({ timeoutMs: 100, retry: { retries: 1, baseDelayMs: 0, maxDelayMs: 0 } })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    await until(() => server.seen.length === 2, "the second attempt");
    await vi.advanceTimersByTimeAsync(100);
    expect(((await second) as Error).message).toBe("GET /api/v1/me/balances timed out after 100 ms on attempt 2");

    // A 401, then a refresh that never ends.
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
    expect(((await waiting) as Error).message).toBe(
      "GET /api/v1/me/balances timed out after 100 ms on attempt 2, waiting for the token provider",
    );
  });

  test.each([-1, Number.NaN, Infinity, "5", 2 ** 31 - 0.5, 2 ** 31])("rejects timeoutMs %s", (timeoutMs) => {
    expect(() => createClient({ baseUrl: server.url, auth, timeoutMs: timeoutMs as number })).toThrow(RangeError);
  });
});

describe("the caller's signal", () => {
  test("cancels with its own reason, not a TimeoutError", async () => {
    const controller = new AbortController();
    // The caller gives up while the server holds the request.
    server.handle(() => controller.abort(new Error("user left")));
    const client = createClient({ baseUrl: server.url, auth, timeoutMs: 5000, retry: NOW });
    await expect(client.GET("/api/v1/me/balances", { signal: controller.signal })).rejects.toThrow("user left");
    expect(server.seen).toHaveLength(1);
  });

  test("an already aborted signal sends nothing", async () => {
    await expect(api().GET("/api/v1/me/balances", { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(server.seen).toHaveLength(0);
  });
});

describe("which failure a call reports: the caller's abort, then the timeout, then the network", () => {
  /**
   * A fetch whose body stalls after 5 bytes and, when the request is aborted, fails with an error
   * naming the key; `reading()` says whether the client has begun to read it.
   */
  function stallingBody() {
    let reading = false;
    const fetcher = async (_request: Request, init: RequestInit) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"a":'));
            init.signal?.addEventListener("abort", () => controller.error(new Error(`aborted; key was ${KEY}`)));
          },
          pull: () => void (reading = true),
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    return { fetcher, reading: () => reading };
  }

  test("a timeout while a custom fetch's body fails on abort: TimeoutError with a clean cause", async () => {
    fakeClock();
    const { fetcher, reading } = stallingBody();
    const calling = api({ fetch: fetcher, timeoutMs: 50 })
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    await until(reading, "the body being read");
    await vi.advanceTimersByTimeAsync(50);
    const e = await calling;
    expect(e).toBeInstanceOf(TimeoutError);
    expect((e as TimeoutError).message).toContain("timed out after 50 ms, not retried");
    expectNoSecret(e);
  });

  test("the caller's abort wins over the timeout and the network: its reason comes back as it is", async () => {
    const { fetcher, reading } = stallingBody();
    const controller = new AbortController();
    const reason = new Error("user left");
    const calling = api({ fetch: fetcher, timeoutMs: 60_000 }).GET("/api/v1/me/balances", {
      signal: controller.signal,
    });
    await until(reading, "the body being read");
    controller.abort(reason);
    await expect(calling).rejects.toBe(reason);
  });
});

describe("time limits with an app's fetch", () => {
  const never = () => new Promise<Response>(() => undefined);

  test("a fetch that ignores its signal: timeoutMs gives a TimeoutError, an abort its reason", async () => {
    fakeClock();
    let asked = 0;
    const ignoring = () => (asked++, never());
    const timingOut = api({ fetch: ignoring, timeoutMs: 100 })
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    await until(() => asked === 1, "the fetch");
    await vi.advanceTimersByTimeAsync(100);
    expect(isTimeoutError(await timingOut)).toBe(true);
    const controller = new AbortController();
    const aborting = api({ fetch: ignoring })
      .GET("/api/v1/me/balances", { signal: controller.signal })
      .catch((x: unknown) => x);
    await until(() => asked === 2, "the second fetch");
    controller.abort(new Error("user left"));
    expect(((await aborting) as Error).message).toBe("user left");
  });

  test("a body that never ends, from a fetch that ignores its signal: TimeoutError", async () => {
    fakeClock();
    for (const status of [200, 500]) {
      let pulled = false;
      const endless = async () =>
        new Response(new ReadableStream({ pull: () => ((pulled = true), new Promise(() => undefined)) }), {
          status,
          headers: { "content-type": "application/json" },
        });
      const calling = api({ fetch: endless, timeoutMs: 100 })
        .GET("/api/v1/me/balances")
        .catch((x: unknown) => x);
      await until(() => pulled, "the body being read");
      await vi.advanceTimersByTimeAsync(100);
      expect(isTimeoutError(await calling), String(status)).toBe(true);
    }
  });

  test("a body read in chunks, cut by the time limit: TimeoutError, and the body is cancelled once", async () => {
    fakeClock();
    let cancelled = 0;
    let pulls = 0;
    let chunks = 0;
    const slow = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          // A chunk every 20 ms of the fake clock, until cancelled.
          pull: (controller) =>
            new Promise<void>((resolve) => {
              pulls++;
              setTimeout(() => {
                if (!cancelled) controller.enqueue(new Uint8Array(8).fill(32));
                chunks++;
                resolve();
              }, 20);
            }),
          cancel: () => void cancelled++,
        }),
        { status: 200 },
      );
    const calling = api({ fetch: slow, timeoutMs: 100 })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    await until(() => pulls > 0, "the body being read");
    await vi.advanceTimersByTimeAsync(100);
    expect(isTimeoutError(await calling)).toBe(true);
    expect(chunks).toBeGreaterThan(0);
    await until(() => cancelled > 0, "the body cancelled");
    expect(cancelled).toBe(1);
  });

  test("an app's fetch whose dropped body never stops cancelling still lets the time limit and an abort end the call", async () => {
    fakeClock();
    const controller = new AbortController();
    let answers = 0;
    // A 503 whose body never ends, and whose cancel() never settles.
    const stuck = async () => {
      answers++;
      const body = new ReadableStream({
        start: (c) => c.enqueue(new TextEncoder().encode('{"code":"busy"')),
        cancel: () => new Promise<void>(() => undefined),
      });
      return new Response(body, { status: 503, headers: { "retry-after": "0" } });
    };
    const timed = api({ fetch: stuck, timeoutMs: 300, retry: { retries: 1 } }).GET("/api/v1/me/balances");
    const timedOut = timed.catch((x: unknown) => x);
    await until(() => answers === 2, "the second attempt");
    await vi.advanceTimersByTimeAsync(300);
    expect(await timedOut).toBeInstanceOf(TimeoutError);
    const aborted = api({ fetch: stuck, retry: { retries: 1 } })
      .GET("/api/v1/me/balances", { signal: controller.signal })
      .catch((x: unknown) => x);
    await until(() => answers === 4, "the second attempt");
    controller.abort(new Error("stop"));
    expect(((await aborted) as Error).message).toBe("stop");
  });

  test("an app's fetch that answers without a promise is answered, with a time limit as without", async () => {
    const now = () =>
      new Response(JSON.stringify({ ok: 1 }), { status: 200, headers: { "content-type": "application/json" } });
    for (const timeoutMs of [0, 60_000]) {
      const client = api({ fetch: now as never, timeoutMs });
      const { data, error } = await client.GET("/api/v1/me/balances", { signal: new AbortController().signal });
      expect(error).toBeUndefined();
      expect(data).toEqual({ ok: 1 });
    }
  });

  test("an app's fetch answering after the time limit has its body cancelled", async () => {
    fakeClock();
    let cancelled = 0;
    let asked = false;
    // The answer comes 300 ms after the request, on the fake clock: after the limit.
    const late = () => {
      asked = true;
      return new Promise<Response>((resolve) =>
        setTimeout(
          () => resolve(new Response(new ReadableStream({ cancel: () => void cancelled++ }), { status: 200 })),
          300,
        ),
      );
    };
    const calling = api({ fetch: late, timeoutMs: 50 })
      .GET("/api/v1/me/balances")
      .catch((x: unknown) => x);
    await until(() => asked, "the fetch");
    await vi.advanceTimersByTimeAsync(50);
    expect(await calling).toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(250);
    await until(() => cancelled > 0, "the late body cancelled");
    expect(cancelled).toBe(1);
  });
});
