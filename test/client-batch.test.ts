import { describe, expect, test } from "vitest";
import {
  ApiError,
  BATCH_LIMIT,
  createClient,
  type EscrowClient,
  getTransactionsByIds,
  isApiError,
} from "../src/index.js";
import { json, useServer } from "./helpers/server.js";
import { observed, until } from "./helpers/time.js";

const server = useServer();

const api = () => createClient({ baseUrl: server.url, auth: { accessToken: "tok_b" }, retry: false });

/**
 * The batch operation as the spec describes it: odd IDs exist, even IDs are not found. Each answer
 * waits until the promise `wait` settles, if one is given.
 */
function batchServer(wait?: Promise<unknown>) {
  server.handle(async (req, res) => {
    const url = new URL(req.url!, server.url);
    if (url.pathname !== "/api/v1/batch/transactions")
      return json(res, 404, { code: "not_found", error: url.pathname });
    const ids = url.searchParams.get("ids")!;
    if (!/^[0-9]+(,[0-9]+){0,49}$/.test(ids)) return json(res, 400, { code: "bad_ids", error: ids });
    await wait;
    json(
      res,
      200,
      ids.split(",").map((id) => (Number(id) % 2 ? { id: Number(id), status: "funds_released" } : null)),
    );
  });
}

const expected = (ids: (number | string)[]) =>
  ids.map((id) => (Number(id) % 2 ? { id: Number(id), status: "funds_released" } : null));
const idsSent = () => server.seen.map((s) => new URL(s.url, server.url).searchParams.get("ids")!.split(",").length);

/** n IDs with misses (even) and duplicates (every fifth repeats an earlier one). */
const makeIds = (n: number) => Array.from({ length: n }, (_, i) => 1000 + (i % 5 === 4 ? i - 3 : i));

describe("getTransactionsByIds", () => {
  test("0 IDs: no request", async () => {
    batchServer();
    await expect(getTransactionsByIds(api(), [])).resolves.toEqual([]);
    expect(server.seen).toHaveLength(0);
  });

  test.each([
    [1, [1]],
    [50, [50]],
    [51, [50, 1]],
    [120, [50, 50, 20]],
  ])("%i IDs with duplicates and misses: order kept, chunks of at most 50", async (n, chunks) => {
    batchServer();
    const ids = makeIds(n);
    if (n > 1) expect(new Set(ids).size).toBeLessThan(n);
    const result = await getTransactionsByIds(api(), ids);
    expect(result).toEqual(expected(ids));
    expect(result).toHaveLength(n);
    expect(idsSent().sort((a, b) => b - a)).toEqual(chunks);
    expect(server.seen.every((s) => s.method === "GET" && s.headers.authorization === "Bearer tok_b")).toBe(true);
  });

  test("the same ID many times and only misses", async () => {
    batchServer();
    await expect(getTransactionsByIds(api(), [7, 7, 7, 2, 7])).resolves.toEqual(expected([7, 7, 7, 2, 7]));
    await expect(getTransactionsByIds(api(), [2, 4, 6])).resolves.toEqual([null, null, null]);
  });

  test("digit strings are accepted (int64 IDs beyond 2^53)", async () => {
    batchServer();
    const result = await getTransactionsByIds(api(), ["9007199254740993", 3]);
    expect(result[1]).toEqual({ id: 3, status: "funds_released" });
    expect(new URL(server.seen[0]!.url, server.url).searchParams.get("ids")).toBe("9007199254740993,3");
  });

  test("concurrency is bounded", async () => {
    // No answer until `count` requests are in, however slowly they come: then they surely overlapped.
    const arrivals = (count: number) => observed(until(() => server.seen.length >= count, `${count} requests at once`));
    batchServer(arrivals(3));
    const ids = makeIds(BATCH_LIMIT * 9);
    await expect(getTransactionsByIds(api(), ids, { concurrency: 3 })).resolves.toEqual(expected(ids));
    expect(server.seen).toHaveLength(9);
    expect(server.load.peak).toBe(3);
    server.reset();
    batchServer(arrivals(4));
    await getTransactionsByIds(api(), ids);
    expect(server.load.peak).toBe(4);
  });

  test("the acting user and per-call timeout reach every chunk", async () => {
    batchServer();
    await getTransactionsByIds(api().actingAs("user_9"), makeIds(60), { timeoutMs: 60_000 });
    expect(server.seen.map((s) => s.headers["service-user"])).toEqual(["user_9", "user_9"]);
  });

  test("a failing chunk throws its ApiError and cancels the rest", async () => {
    // The first chunk fails; the other never answers, so the error comes without waiting for it.
    let n = 0;
    let cancelled = 0;
    server.handle((_req, res) => {
      if (n++ === 0) return json(res, 403, { code: "forbidden", error: "scope missing" });
      res.on("close", () => void cancelled++);
    });
    let sent = 0;
    const counting = createClient({
      baseUrl: server.url,
      auth: { accessToken: "tok_b" },
      retry: false,
      fetch: (request: Request, init: RequestInit) => (sent++, fetch(request, init)),
    });
    const e = await getTransactionsByIds(counting, makeIds(500), { concurrency: 2 }).catch((x: unknown) => x);
    expect(isApiError(e, "forbidden")).toBe(true);
    expect((e as ApiError).path).toBe("/api/v1/batch/transactions");
    // The other chunk's request is cancelled; by the time the server sees that, any chunk the
    // helper sent after the failure would have been handed to fetch.
    await until(() => cancelled === 1, "the other chunk cancelled");
    expect(sent).toBe(2);
  });

  test("a response of the wrong length is an invalid_response ApiError", async () => {
    server.handle((_req, res) => json(res, 200, [null]));
    const e = await getTransactionsByIds(api(), [1, 2]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
    expect((e as ApiError).message).toContain("expected 2 entries, got 1");
  });

  test("an entry that is not the transaction asked for at its place is an invalid_response ApiError", async () => {
    server.handle((_req, res) => json(res, 200, [null, { id: 999 }]));
    const e = await getTransactionsByIds(api(), [1, 2]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
    expect((e as ApiError).message).toContain("entry 1 is not transaction 2");
  });

  test("the caller's signal cancels", async () => {
    // No answer until the caller has given up.
    const controller = new AbortController();
    batchServer(new Promise((resolve) => controller.signal.addEventListener("abort", resolve)));
    const calling = getTransactionsByIds(api(), makeIds(100), { signal: controller.signal });
    await until(() => server.seen.length === 2, "both chunks");
    controller.abort(new Error("stop"));
    await expect(calling).rejects.toThrow("stop");
  });

  test("needs an OAuth2 token: an API-key-only client is refused before sending", async () => {
    // Typed as a client that may hold either credential, as a caller without types has it.
    const keyOnly: EscrowClient = createClient({ baseUrl: server.url, auth: { apiKey: "k" } });
    await expect(getTransactionsByIds(keyOnly, [1])).rejects.toThrow(/needs an OAuth2 access token/);
    expect(server.seen).toHaveLength(0);
  });

  test.each([
    ["a negative number", [-1]],
    ["a fraction", [1.5]],
    ["an unsafe integer", [2 ** 60]],
    ["a non-digit string", ["12a"]],
    ["an empty string", [""]],
    ["a comma inside a string", ["1,2"]],
    ["null", [null]],
  ])("rejects %s before sending", async (_name, ids) => {
    await expect(getTransactionsByIds(api(), ids as number[])).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(0);
  });

  test.each([0, -1, 1.5, Number.NaN])("rejects concurrency %s", async (concurrency) => {
    await expect(getTransactionsByIds(api(), [1], { concurrency })).rejects.toThrow(RangeError);
  });

  test("a sparse list of IDs is refused by the batch helper before sending", async () => {
    const client = createClient({ baseUrl: server.url, auth: { accessToken: "t" } });
    // eslint-disable-next-line no-sparse-arrays
    await expect(getTransactionsByIds(client, [1, , 3] as number[])).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(0);
  });

  test("rejects a non-array", async () => {
    await expect(getTransactionsByIds(api(), "1,2" as never)).rejects.toThrow(TypeError);
  });
});

describe("getTransactionsByIds with int64 IDs", () => {
  const A = "9007199254740993"; // 2^53 + 1
  const B = "9007199254740992"; // 2^53
  const raw = (text: string) =>
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      res.end(text);
    });

  test("swapped entries as JSON numbers above 2^53 are refused, not taken for the IDs asked", async () => {
    raw(`[{"id":${B}},{"id":${A}}]`);
    const e = await getTransactionsByIds(api(), [A, B]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
  });

  test("swapped entries as digit strings are refused", async () => {
    raw(`[{"id":"${B}"},{"id":"${A}"}]`);
    const e = await getTransactionsByIds(api(), [A, B]).catch((x: unknown) => x);
    expect(isApiError(e, "invalid_response")).toBe(true);
    expect((e as ApiError).message).toContain(`entry 0 is not transaction ${A}`);
  });

  test("matching digit strings, and safe numbers with leading zeros asked, are accepted", async () => {
    raw(`[{"id":"${A}"},{"id":7}]`);
    const out = await getTransactionsByIds(api(), [A, "007"]);
    expect(out.map((t) => t?.id)).toEqual([A, 7]);
  });
});
