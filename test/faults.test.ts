// Faults: a real server on 127.0.0.1 that misbehaves in every way a network, a proxy or a hostile
// server can, and a second one on another origin that must never hear from the client. For each
// case the call settles with the documented class within its time limit (an ApiError code through
// `{ error }`, or a NetworkError, TimeoutError or TypeError), a failure never looks like a success,
// POST/PUT/PATCH are sent exactly once, nothing is left as an unhandled rejection, and no request
// (so no credential and no Service-User) reaches the other origin.
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createClient, type EscrowClient, observe } from "../src/index.js";
import {
  API_KEY,
  expectData,
  expectError,
  expectNoSecret,
  expectThrow,
  type Json,
  type Outcome,
  outcome,
  rejectionWatch,
  settled,
} from "./helpers/faults.js";
import { json, useServer } from "./helpers/server.js";
import { realDelay, until, useFakeClock } from "./helpers/time.js";

const RATES = "/api/v1/transactions/{transaction_id}/shipper_shipping_rates"; // GET, JSON result stated
const BALANCES = "/api/v1/me/balances"; // GET, shape not stated
const TRACK = "/api/v1/transactions/{transaction_id}/track"; // POST, JSON result stated
const JOIN = "/api/v1/transactions"; // PUT
const DETAILS = "/api/v1/me/personal/details"; // PATCH
const TIMEOUT = 400; // per attempt, for the cases that must time out
const LIMIT = 5_000; // a call still running after this has hung

const server = useServer();
const other = useServer();
const fakeClock = useFakeClock();
const watch = rejectionWatch();
const counts: Record<string, number> = {};
let failures = 0;

beforeEach(() => other.handle((_req, res) => json(res, 200, [])));
afterEach(() => {
  const leaked = other.seen.map(
    (s) =>
      `${s.method} ${s.url} (authorization: ${s.headers.authorization ? "yes" : "no"}, service-user: ${s.headers["service-user"] ?? "no"})`,
  );
  // Nothing ever reaches the other origin.
  expect(leaked, "requests that reached the other origin").toEqual([]);
});
afterAll(() => {
  watch.stop();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `faults: ${total} cases, ${failures} failed; ` +
      Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(", "),
  );
});

const client = (options: Json = {}): EscrowClient =>
  createClient({ baseUrl: server.url, auth: { apiKey: API_KEY }, retry: false, ...options });

type Kind = "GET" | "POST" | "PUT" | "PATCH";
/** One call of the given method through the typed client. */
function call(api: EscrowClient, method: Kind, init: Json = {}): Promise<Json> {
  const actor = { params: { header: { "Service-User": "user_fault_1" } } };
  switch (method) {
    case "GET":
      return api.GET(RATES, { params: { path: { transaction_id: 4817230 }, ...actor.params }, ...init });
    case "POST":
      return api.POST(TRACK, {
        params: { path: { transaction_id: 4817230 }, ...actor.params },
        body: { carrier: "parcel_express", tracking_code: "PX1" },
        ...init,
      });
    case "PUT":
      return api.PUT(JOIN, { ...actor, body: { join_code: "J7K2QX" }, ...init });
    case "PATCH":
      return api.PATCH(DETAILS, { ...actor, body: { first_name: "Ada" }, ...init });
  }
}

/** Runs one case: the call, the checks common to all, then the case's own. */
async function run(
  category: string,
  method: Kind,
  check: (o: Outcome) => void,
  options: Json = {},
  init: Json = {},
  limit = LIMIT,
) {
  counts[category] = (counts[category] ?? 0) + 1;
  try {
    const o = await outcome(() => call(client(options), method, init), limit);
    settled(o);
    check(o);
    if (method !== "GET") expect(server.seen.length, `${method} sent more than once`).toBeLessThanOrEqual(1);
    if (o.kind === "error") expectNoSecret(o.text);
    if (o.kind === "throw") expectNoSecret(`${(o.error as Error)?.message} ${JSON.stringify(o.error)}`);
    expect(watch.list).toEqual([]);
    return o;
  } catch (error) {
    failures++;
    throw error;
  }
}

const MONEY: Kind[] = ["POST", "PUT", "PATCH"];
const ALL: Kind[] = ["GET", ...MONEY];
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

describe("bodies: HTML, empty, truncated, huge, deeply nested", () => {
  const html = (_req: IncomingMessage, res: ServerResponse) => {
    const page = "<html><body><h1>502 Bad Gateway</h1></body></html>";
    res.writeHead(502, { "content-type": "text/html", "content-length": Buffer.byteLength(page) });
    res.end(page);
  };
  const raw =
    (status: number, text: string, type = "application/json") =>
    (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(text) });
      res.end(text);
    };

  test.each(ALL)("a proxy's HTML 502 to a %s: non_json_error_body", async (method) => {
    server.handle(html);
    await run("bodies", method, (o) => {
      expectError(o, 502, "non_json_error_body");
      // The text names no server data; the content type is on the response.
      if (o.kind === "error") expect(o.text).toMatch(/^HTTP 502, body not JSON/);
    });
  });

  test.each(ALL)("an empty 403 to a %s: empty_error_body", async (method) => {
    server.handle(raw(403, ""));
    await run("bodies", method, (o) => expectError(o, 403, "empty_error_body"));
  });

  test.each(["GET", "POST"] as Kind[])(
    "an empty 200 where the spec states a JSON result (%s): invalid_response",
    async (method) => {
      server.handle(raw(200, ""));
      await run("bodies", method, (o) => expectError(o, 200, "invalid_response"));
    },
  );

  test.each(["GET", "POST"] as Kind[])("a 200 whose JSON is cut short (%s): invalid_response", async (method) => {
    server.handle(raw(200, '{"id":4817230,"status":"fun'));
    await run("bodies", method, (o) => expectError(o, 200, "invalid_response"));
  });

  test.each(["GET", "POST"] as Kind[])("a 400 whose JSON is cut short (%s): non_json_error_body", async (method) => {
    server.handle(raw(400, '{"code":"bad_request","err'));
    await run("bodies", method, (o) => expectError(o, 400, "non_json_error_body"));
  });

  const rates = (length: number) =>
    JSON.stringify(
      Array.from({ length }, (_, i) => ({ id: `r${i}`, amount: "4.50", amount_local: "4.50", currency: "gbp" })),
    );

  test("a large 200 (about 3.9 MB of JSON, under the 4 MiB read of JSON) is read whole", async () => {
    server.handle(raw(200, rates(40_000)));
    await run("bodies", "GET", (o) => expect((expectData(o) as unknown[]).length).toBe(40_000));
  });

  test("a huge 200 (about 8 MB of JSON) is not read: invalid_response", async () => {
    server.handle(raw(200, rates(80_000)));
    await run("bodies", "GET", (o) => {
      expectError(o, 200, "invalid_response");
      if (o.kind === "error") expect(o.text).toBe(`HTTP 200, body over ${1 << 22} bytes, not read`);
    });
  });

  test.each(ALL)("a 400 error body under 1 MiB (900 kB of text) to a %s: its code", async (method) => {
    server.handle(raw(400, JSON.stringify({ code: "big", error: "x".repeat(900_000) })));
    await run("bodies", method, (o) => expectError(o, 400, "big"));
  });

  test.each(ALL)("a huge 400 error body (8 MB of text) to a %s: not read, malformed_error_body", async (method) => {
    server.handle(raw(400, JSON.stringify({ code: "too_big", error: "x".repeat(8_000_000) })));
    await run("bodies", method, (o) => {
      expectError(o, 400, "malformed_error_body");
      if (o.kind === "error") expect(o.text).toBe(`HTTP 400, body over ${1 << 20} bytes, not read`);
    });
  });

  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  test.each(ALL)("a 400 error body nested 100000 deep to a %s: settles as an error", async (method) => {
    server.handle(raw(400, `{"code":"deep","error":"nested","detail":${deep(100_000)}}`));
    await run("bodies", method, (o) => expectError(o, 400));
  });

  test("a 200 body nested 100000 deep: settles", async () => {
    server.handle(raw(200, deep(100_000)));
    await run("bodies", "GET", (o) => settled(o));
  });

  test("a 400 body that is JSON but not the error shape: malformed_error_body", async () => {
    server.handle(raw(400, JSON.stringify({ message: "nope", errors: [1, 2] })));
    await run("bodies", "POST", (o) => expectError(o, 400, "malformed_error_body"));
  });
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

describe("1xx, 204 and 304", () => {
  test.each(ALL)("103 Early Hints, then 200, for a %s: the 200 counts", async (method) => {
    server.handle((_req, res) => {
      res.writeEarlyHints({ link: "</style.css>; rel=preload" });
      json(res, 200, { id: 4817230 });
    });
    await run("1xx-204-304", method, (o) => expectData(o));
  });

  // Node's fetch (undici) gives up on a 100 Continue it did not ask for ("bad response"): then the
  // call rejects with a NetworkError; a runtime that skips the 100 gives the 200.
  test.each(ALL)("an unasked 100 Continue, then 200, for a %s: the 200, or a NetworkError", async (method) => {
    server.handle((_req, res) => {
      res.writeContinue();
      json(res, 200, [{ id: "r1" }]);
    });
    await run("1xx-204-304", method, (o) => (o.kind === "throw" ? expectThrow(o, "NetworkError") : expectData(o)));
    expect(server.seen).toHaveLength(1);
  });

  test.each(["GET", "POST"] as Kind[])(
    "204 where the spec states a JSON result (%s): invalid_response",
    async (method) => {
      server.handle((_req, res) => {
        res.writeHead(204);
        res.end();
      });
      await run("1xx-204-304", method, (o) => expectError(o, 204, "invalid_response"));
    },
  );

  test.each(["PUT", "PATCH"] as Kind[])(
    "204 where the spec states no shape (%s): a success without data",
    async (method) => {
      server.handle((_req, res) => {
        res.writeHead(204);
        res.end();
      });
      await run("1xx-204-304", method, (o) => {
        expectData(o);
        if (o.kind === "data") expect(o.status).toBe(204);
      });
    },
  );

  test("204 on an open GET: a success without data", async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    counts["1xx-204-304"] = (counts["1xx-204-304"] ?? 0) + 1;
    const o = await outcome(() => client().GET(BALANCES), LIMIT);
    expect(o.kind).toBe("data");
  });

  test.each(["GET", "POST"] as Kind[])("304 Not Modified to a %s: an error, never a success", async (method) => {
    server.handle((_req, res) => {
      res.writeHead(304);
      res.end();
    });
    await run("1xx-204-304", method, (o) => expectError(o, 304, "empty_error_body"));
  });
});
