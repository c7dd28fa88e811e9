// Faults of the connection: a real server on 127.0.0.1 that resets, stalls, trickles, never ends,
// asks to be retried or redirects, and a second one on another origin that must never hear from the
// client. Each call settles with the documented class within its time limit (an ApiError code
// through `{ error }`, or a NetworkError or TimeoutError), POST/PUT/PATCH are sent exactly once,
// nothing is left as an unhandled rejection, and no request (so no credential and no Service-User)
// reaches the other origin. What the client makes of an answer's status and body is in
// faults-answers.test.ts.
import { createServer as createNetServer } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { describe, expect, test, vi } from "vitest";
import { createClient, isNetworkError, NetworkError, observe, TimeoutError } from "../src/index.js";
import { setPrice, trackBody } from "./helpers/calls.js";
import {
  ALL,
  API_KEY,
  expectData,
  expectError,
  expectNoSecret,
  expectThrow,
  type Kind,
  LIMIT,
  MONEY,
  type Outcome,
  TRACK,
  useFaultServers,
} from "./helpers/faults.js";
import { rendered } from "./helpers/secrets.js";
import { json } from "./helpers/server.js";
import { realDelay, until, useFakeClock } from "./helpers/time.js";

const TIMEOUT = 400; // per attempt, for the cases that must time out

const { server, other, client, run } = useFaultServers("faults of the connection");
const fakeClock = useFakeClock();
const retries = { retries: 2, baseDelayMs: 1, maxDelayMs: 1_000 };

describe("connection faults", () => {
  const reset = (req: IncomingMessage) => req.socket.destroy();
  const resetAfterHeaders = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
    res.write('[{"id":"r1","amount":"4.50"');
    setTimeout(() => res.socket?.destroy(), 20);
  };
  const silent = () => undefined; // never answers
  const slow = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json" });
    let n = 0;
    const timer = setInterval(
      () => (n++ < 60 && !res.destroyed ? res.write(" ") : (clearInterval(timer), res.destroy())),
      50,
    );
    res.on("close", () => clearInterval(timer));
  };
  const endless = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write("[");
    const chunk = Buffer.from('"x",'.repeat(4096));
    let n = 0;
    // Bounded: 200 chunks (about 3.3 MB, under the 4 MiB the client reads of JSON), then
    // nothing more but the body still open, until the client goes away or LIMIT has passed. Ending
    // the connection after the last chunk instead let a client that reads it all within its
    // timeout see a network error first. Each chunk counts once, also the one write() queued.
    let idle: ReturnType<typeof setTimeout> | undefined;
    res.on("close", () => clearTimeout(idle));
    const pump = () => {
      while (n < 200 && !res.destroyed && (n++, res.write(chunk)));
      if (n < 200 && !res.destroyed) res.once("drain", pump);
      else if (!res.destroyed) idle = setTimeout(() => res.destroy(), LIMIT);
    };
    pump();
  };

  test.each(ALL)("reset before the headers: %s rejects with a NetworkError", async (method) => {
    server.handle(reset);
    await run("connection", method, (o) => expectThrow(o, "NetworkError"));
    expect(server.seen).toHaveLength(1);
  });

  test("reset before the headers: a GET is retried, then rejects with a NetworkError", async () => {
    server.handle(reset);
    await run("connection", "GET", (o) => expectThrow(o, "NetworkError"), { retry: retries });
    expect(server.seen).toHaveLength(3);
  });

  test.each(ALL)("reset after the headers, body cut short: %s rejects with a NetworkError", async (method) => {
    server.handle(resetAfterHeaders);
    await run("connection", method, (o) => expectThrow(o, "NetworkError"));
    expect(server.seen).toHaveLength(1);
  });

  test.each(ALL)("silence: %s rejects with a TimeoutError", async (method) => {
    // The time limit runs on the fake clock, Date included, once the request is in.
    fakeClock();
    server.handle(silent);
    const started = Date.now();
    const running = run("connection", method, (o) => expectThrow(o, "TimeoutError"), { timeoutMs: TIMEOUT });
    await until(() => server.seen.length === 1, "the request");
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    await running;
    expect(Date.now() - started).toBeLessThan(TIMEOUT + 1_500);
    expect(server.seen).toHaveLength(1);
  });

  test.each(["GET", "POST"] as Kind[])("a body that trickles: %s rejects with a TimeoutError", async (method) => {
    server.handle(slow);
    await run("connection", method, (o) => expectThrow(o, "TimeoutError"), { timeoutMs: TIMEOUT });
  });

  test.each(["GET", "POST"] as Kind[])("a body that never ends: %s rejects with a TimeoutError", async (method) => {
    server.handle(endless);
    await run("connection", method, (o) => expectThrow(o, "TimeoutError"), { timeoutMs: TIMEOUT });
  });

  test.each(ALL)("a compressed body cut short, the connection then held: %s times out", async (method) => {
    // The platform's fetch may wait here whatever its signal does: the client bounds the read itself.
    const whole = gzipSync(JSON.stringify({ code: "x", error: "y".repeat(50_000) }));
    const half = whole.subarray(0, whole.length >> 1);
    for (const status of [200, 400]) {
      server.reset();
      server.handle((_req, res) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "content-encoding": "gzip",
          "content-length": whole.length,
        });
        res.write(half);
      });
      await run("connection", method, (o) => expectThrow(o, "TimeoutError"), { timeoutMs: TIMEOUT });
    }
  });

  test("a body cut short after the headers: NetworkError that says the server answered", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"id":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const e = await client()
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as NetworkError).responded).toBe(true);
    expect((e as Error).message).toMatch(
      /failed: response from http:\/\/127\.0\.0\.1:\d+ cut short \(network error [A-Z_]+\), the server may have acted$/,
    );
  });

  test("an answer whose body breaks while it is dropped is still the answer: retried, refreshed", async () => {
    const requests: string[] = [];
    // Status and headers arrive, then 4 of 50 bytes, then the connection closes.
    const raw = createNetServer((socket) =>
      socket.once("data", (chunk) => {
        const line = chunk.toString().split("\r\n")[0]!;
        requests.push(line);
        const status = line.startsWith("POST") ? "401 Unauthorized" : "503 Service Unavailable";
        socket.end(`HTTP/1.1 ${status}\r\nRetry-After: 0\r\nContent-Length: 50\r\n\r\n0123`);
      }),
    );
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = raw.address() as { port: number };
      // An app's fetch that logs: by the time the client drops the body, it has failed.
      const logging = async (request: Request, init: RequestInit) => {
        const response = await fetch(request, init);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return response;
      };
      const api = createClient({
        baseUrl: `http://127.0.0.1:${port}`,
        auth: { apiKey: API_KEY, accessToken: ({ refresh }) => (refresh ? "fresh_token" : "old_token") },
        retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 10 },
        fetch: logging,
      });
      const get = await api.GET("/api/v1/me/balances").catch((x: unknown) => x);
      expect(requests.filter((line) => line.startsWith("GET"))).toHaveLength(3);
      expect((get as NetworkError).responded).toBe(true);
      const post = await api
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody })
        .catch((x: unknown) => x);
      expect(requests.filter((line) => line.startsWith("POST"))).toHaveLength(2);
      expect((post as NetworkError).responded).toBe(true);
    } finally {
      await new Promise((resolve) => raw.close(resolve));
    }
  });
});

describe("which failure a call reports: the caller's abort, then the timeout, then the network", () => {
  /** A fetch whose body stalls and, when the request is aborted, fails with an error naming the key. */
  const stallingBody = async (_request: Request, init: RequestInit) =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"a":'));
          init.signal?.addEventListener("abort", () => controller.error(new Error(`aborted; key was ${API_KEY}`)));
        },
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );

  test("a timeout while a custom fetch's body fails on abort: TimeoutError with a clean cause", async () => {
    const e = await setPrice(client({ fetch: stallingBody, timeoutMs: 50 })).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TimeoutError);
    expect((e as TimeoutError).message).toContain("timed out after 50 ms, not retried");
    expectNoSecret(rendered(e));
  });

  test("the caller's abort wins over the timeout and the network: its reason comes back as it is", async () => {
    const controller = new AbortController();
    const reason = new Error("user left");
    const call = client({ fetch: stallingBody, timeoutMs: 100 }).GET("/api/v1/me/balances", {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 20);
    await expect(call).rejects.toBe(reason);
  });

  test("a body cut short is a NetworkError with a clean cause", async () => {
    const cut = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("{"));
            controller.error(new Error(`reset; ${API_KEY}`));
          },
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    const e = await setPrice(client({ fetch: cut })).catch((x: unknown) => x);
    expect(isNetworkError(e)).toBe(true);
    expectNoSecret(rendered(e));
  });
});

describe("429 and 503 with every Retry-After form", () => {
  const forms: [string, string | undefined][] = [
    ["absent", undefined],
    ["0 seconds", "0"],
    ["1 second", "1"],
    ["seconds with spaces", " 1 "],
    ["HTTP date in the past", new Date(Date.now() - 60_000).toUTCString()],
    ["HTTP date 1 s ahead", "FUTURE"],
    ["far beyond maxDelayMs", "99999"],
    ["HTTP date a year ahead", new Date(Date.now() + 365 * 86_400_000).toUTCString()],
    ["negative", "-1"],
    ["fraction", "0.5"],
    ["garbage", "soon"],
    ["empty", ""],
    ["huge number", "9".repeat(400)],
  ];
  const cases = [429, 503].flatMap((status) => forms.map(([name, value]) => [status, name, value] as const));

  test.each(cases)(
    "%s, Retry-After %s: GET retries at most as allowed, then returns the error",
    async (status, name, value) => {
      // The client's wait runs on the fake clock, Date included: what is measured is the wait it
      // chose, not how long the requests took.
      fakeClock();
      server.handle((_req, res) => {
        const header = value === "FUTURE" ? new Date(Date.now() + 1_000).toUTCString() : value;
        json(
          res,
          status,
          { code: "slow_down", error: "try later" },
          header === undefined ? {} : { "retry-after": header },
        );
      });
      let answered = 0;
      let sent = 0;
      let done = false;
      const started = Date.now();
      const running = run("retry-after", "GET", (o) => expectError(o, status, "slow_down"), {
        retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2_000 },
        hooks: observe({ onAttempt: () => void answered++ }),
        fetch: (request: Request, init: RequestInit) => (sent++, fetch(request, init)),
      }).finally(() => (done = true));
      // The first answer is in: the client returns it, sends again at once, or waits on the clock
      // until it sends again. Move the clock from timer to timer until it has.
      await until(() => answered >= 1, "the first answer");
      await realDelay(1);
      for (let i = 0; i < 100 && sent === 1 && !done; i++) await vi.advanceTimersToNextTimerAsync();
      await running;
      expect(Date.now() - started).toBeLessThan(3_500);
      const beyond = name === "far beyond maxDelayMs" || name === "HTTP date a year ahead" || name === "huge number";
      if (beyond) expect(server.seen, "a Retry-After beyond maxDelayMs returns the answer at once").toHaveLength(1);
      else expect(server.seen.length).toBeLessThanOrEqual(2);
    },
  );

  test.each([429, 503].flatMap((s) => MONEY.map((m) => [s, m] as const)))(
    "%s to a %s: returned as an error, never repeated",
    async (status, method) => {
      server.handle((_req, res) =>
        json(res, status, { code: "slow_down", error: "try later" }, { "retry-after": "0" }),
      );
      await run("retry-after", method, (o) => expectError(o, status, "slow_down"));
      expect(server.seen).toHaveLength(1);
    },
  );
});

describe("redirects", () => {
  const STATUSES = [301, 302, 303, 307, 308];
  const redirect = (status: number, location: string | undefined) => (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith("/final")) return json(res, 200, [{ id: "r1" }]);
    res.writeHead(status, location === undefined ? {} : { location });
    res.end();
  };
  const unexpected = (o: Outcome, status: number) => expectError(o, status, "unexpected_redirect");

  test.each(STATUSES.flatMap((s) => MONEY.map((m) => [s, m] as const)))(
    "%s to the same origin, for a %s: unexpected_redirect, one request",
    async (status, method) => {
      server.handle(redirect(status, `${server.url}/final`));
      await run("redirects", method, (o) => unexpected(o, status));
      expect(server.seen).toHaveLength(1);
    },
  );

  test.each(STATUSES.flatMap((s) => MONEY.map((m) => [s, m] as const)))(
    "%s to another origin, for a %s: unexpected_redirect, nothing sent there",
    async (status, method) => {
      server.handle(redirect(status, `${other.url}/final`));
      await run("redirects", method, (o) => unexpected(o, status));
      expect(server.seen).toHaveLength(1);
    },
  );

  test.each(STATUSES)("%s to the same origin, for a GET: followed", async (status) => {
    server.handle(redirect(status, "/final?from=redirect"));
    await run("redirects", "GET", (o) => expect(expectData(o)).toEqual([{ id: "r1" }]));
    expect(server.seen.map((s) => s.method)).toEqual(["GET", "GET"]);
    expect(server.seen[1]!.url).toBe("/final?from=redirect");
  });

  test.each(STATUSES)("%s to another origin, for a GET: unexpected_redirect, nothing sent there", async (status) => {
    server.handle(redirect(status, `${other.url}/final`));
    await run("redirects", "GET", (o) => unexpected(o, status));
  });

  test.each(STATUSES)("%s to localhost (another origin than 127.0.0.1), for a GET: refused", async (status) => {
    server.handle(redirect(status, `http://localhost:${other.port}/final`));
    await run("redirects", "GET", (o) => unexpected(o, status));
  });

  test.each([
    ["no Location", undefined],
    ["an unparsable Location", "http://[::1"],
    ["a Location with another scheme", `https://127.0.0.1:${0}/final`],
  ] as const)("a GET redirect with %s: unexpected_redirect", async (_name, location) => {
    const target = location?.includes(":0/") ? location.replace(":0/", `:${server.port}/`) : location;
    server.handle(redirect(302, target));
    await run("redirects", "GET", (o) => unexpected(o, 302));
  });

  test("5 same-origin hops are followed; the 6th is refused", async () => {
    const hops = (n: number) => (req: IncomingMessage, res: ServerResponse) => {
      const at = Number(/hop=(\d+)/.exec(req.url ?? "")?.[1] ?? 0);
      if (at >= n) return json(res, 200, [{ id: "end" }]);
      res.writeHead(307, { location: `/api/v1/transactions/4817230/shipper_shipping_rates?hop=${at + 1}` });
      res.end();
    };
    server.handle(hops(5));
    await run("redirects", "GET", (o) => expect(expectData(o)).toEqual([{ id: "end" }]));
    expect(server.seen).toHaveLength(6);
    server.reset();
    server.handle(hops(6));
    await run("redirects", "GET", (o) => unexpected(o, 307));
    expect(server.seen.length).toBeLessThanOrEqual(6);
  });

  test("a redirect loop on the same origin ends within the timeout", async () => {
    // The hop limit ends the loop, whatever the hops take: the time limit runs on the fake clock.
    fakeClock();
    server.handle((_req, res) => {
      res.writeHead(302, { location: "/loop" });
      res.end();
    });
    await run("redirects", "GET", (o) => unexpected(o, 302), { timeoutMs: 2_000 });
    expect(server.seen.length).toBeLessThanOrEqual(6);
  });
});
