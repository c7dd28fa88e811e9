// Generated bad input (fast-check) against a real server on 127.0.0.1: path parameters, header
// values and batch answers that lie. Every property runs a fixed number of cases, whatever the
// machine's speed, and prints how many it tried. Every status, body and framing of an answer is in
// client-errors.test.ts.
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { createClient, getTransactionsByIds, isApiError } from "../src/index.js";
import { TRACK } from "./helpers/calls.js";
import { type Json, outcome } from "./helpers/outcome.js";
import { KEY, TOKEN } from "./helpers/secrets.js";
import { json, useServer } from "./helpers/server.js";
// Fixed seeds: the same cases on every run; a failure prints its seed and counterexample.
const SEED = 20261123;

const server = useServer();
const counts: Record<string, number> = {};

afterAll(() => {
  console.log(
    `properties: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n} cases`)
      .join(", ")}`,
  );
});

const api = () => createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false });
const body = { carrier: "parcel_express", tracking_code: "PX1" };

/** Whether the agreed path rule accepts a value: a non-empty string but "." and "..", a finite number, a bigint. */
const acceptedPathValue = (v: unknown) =>
  (typeof v === "string" && v !== "" && v !== "." && v !== "..") ||
  (typeof v === "number" && Number.isFinite(v)) ||
  typeof v === "bigint";

describe("path parameters", () => {
  const values = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.constantFrom("/", "..", ".", "", "a/b", "../x", "?q=1", "#frag", "%2F", "a b", "%", "x\u0000y", "🙂", "4817230"),
    fc.integer(),
    fc.double(),
    fc.bigInt(),
    fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, true, false, Symbol("secret-symbol")),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
    fc.constant({ toString: () => "claim-secret-SECRET" }),
    fc.constant(() => "fn"),
  );

  test("each value is sent as exactly one encoded segment, or refused with a TypeError before sending", async () => {
    server.handle((_req, res) => json(res, 200, { id: 1 }));
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        counts["path parameters"] = (counts["path parameters"] ?? 0) + 1;
        server.reset();
        server.handle((_req, res) => json(res, 200, { id: 1 }));
        const o = await outcome(() =>
          api().POST(TRACK, { params: { path: { transaction_id: value as number } }, body }),
        );
        expect(o.kind).not.toBe("hung");
        expect(server.seen.length).toBeLessThanOrEqual(1);
        if (acceptedPathValue(value)) {
          // Lone surrogates cannot be percent-encoded: a clear error before sending is also right.
          if (o.kind === "throw") {
            expect(
              typeof value === "string" && /[\uD800-\uDFFF]/.test(value),
              String((o.error as Error)?.message),
            ).toBe(true);
            expect(server.seen).toHaveLength(0);
            return;
          }
          expect(server.seen).toHaveLength(1);
          const url = server.seen[0]!.url;
          const segments = url.split("?")[0]!.split("/");
          expect(segments).toHaveLength(6); // "", api, v1, transactions, <id>, track
          expect(segments[5]).toBe("track");
          expect(decodeURIComponent(segments[4]!)).toBe(String(value));
        } else {
          expect(
            o.kind,
            `${String(typeof value === "symbol" ? "symbol" : JSON.stringify(value))} was not refused`,
          ).toBe("throw");
          if (o.kind !== "throw") return;
          expect(o.error).toBeInstanceOf(TypeError);
          const message = String((o.error as Error).message);
          expect(message).toContain("transaction_id");
          expect(message).toContain(TRACK);
          expect(message).not.toContain("SECRET");
          expect(server.seen).toHaveLength(0);
        }
      }),
      { numRuns: 250, seed: SEED },
    );
  });
});

describe("header values", () => {
  test("Service-User is sent exactly as given, or refused with a TypeError before sending", async () => {
    // Visible ASCII but the comma, which is how HTTP joins a header sent twice.
    const VISIBLE = /^[\x21-\x2b\x2d-\x7e](?:[\x20-\x2b\x2d-\x7e]*[\x21-\x2b\x2d-\x7e])?$/;
    const values = fc.oneof(
      fc.string({ unit: "binary", maxLength: 16 }),
      fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,10}[\x21-\x7e]$/),
      fc.constantFrom(
        "",
        " ",
        " user",
        "user ",
        "user\r\nX-Injected: 1",
        "user\n",
        "\u00e9",
        "user\u0000",
        "a\tb",
        "u".repeat(4096),
        "bob, mallory",
        "bob,mallory",
      ),
    );
    // Ways to give it: actingAs, a record of params.header, a list of pairs in headers, Headers.
    const ways = fc.constantFrom("actingAs", "record", "pairs", "Headers");
    await fc.assert(
      fc.asyncProperty(values, ways, async (value, way) => {
        counts["header values"] = (counts["header values"] ?? 0) + 1;
        server.reset();
        server.handle((_req, res) => json(res, 200, { id: 1 }));
        const o = await outcome(() => {
          const params = { path: { transaction_id: 4817230 } };
          if (way === "actingAs") return api().actingAs(value).POST(TRACK, { params, body });
          if (way === "record")
            return api().POST(TRACK, { params: { ...params, header: { "Service-User": value } }, body });
          // Headers normalises (trims) what it is given: only values it keeps as they are count as sent unchanged.
          const headers = way === "pairs" ? [["Service-User", value]] : new Headers([["Service-User", value]]);
          return api().POST(TRACK, { params, body, headers: headers as never });
        });
        expect(o.kind).not.toBe("hung");
        // A Headers object has trimmed edge spaces before the client sees it; it then sends what it holds.
        const given = way === "Headers" && o.kind !== "throw" ? value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "") : value;
        if (VISIBLE.test(given)) {
          expect(o.kind).toBe("data");
          expect(server.seen).toHaveLength(1);
          expect(server.seen[0]!.headers["service-user"]).toBe(given);
          expect(server.seen[0]!.headers["x-injected"]).toBeUndefined();
        } else {
          expect(o.kind).toBe("throw");
          if (o.kind === "throw") expect(o.error).toBeInstanceOf(TypeError);
          expect(server.seen).toHaveLength(0);
        }
      }),
      { numRuns: 200, seed: SEED },
    );
  });
});

describe("batch answers that lie", () => {
  const TEMPLATE = {
    client_id: "c",
    status: "funds_released",
    description: "d",
    currency: "gbp",
    price: 1,
    quantity: 1,
    charge: 0,
    charge_buyer_client: 0,
    charge_seller: 0,
    charge_seller_client: 0,
    is_payment_in_progress: false,
    created: "2026-03-02T09:15:00Z",
  };
  const entry = (id: string) => JSON.stringify({ ...TEMPLATE, id: 0 }).replace('"id":0', `"id":${id}`);
  /** Adds `delta` to a decimal string. */
  const shift = (id: string, delta: number) => String(BigInt(id) + BigInt(delta));

  type Lie = "truth" | "drop" | "extra" | "swap" | "substitute" | "null";
  const ids = fc.array(
    fc.oneof(
      fc.integer({ min: 0, max: 2_000_000 }).map(String),
      fc.bigInt({ min: 2n ** 54n, max: 2n ** 63n - 1n }).map(String),
    ),
    { minLength: 1, maxLength: 120 },
  );

  /** The server's answer to one chunk, and whether it is a lie a caller must be told about. */
  function answer(chunk: string[], lie: Lie, pick: number): { text: string; lie: boolean } {
    const list = chunk.map((id) => entry(id));
    const at = pick % chunk.length;
    switch (lie) {
      case "truth":
        return { text: `[${list}]`, lie: false };
      case "null": // "not found" is allowed anywhere
        list[at] = "null";
        return { text: `[${list}]`, lie: false };
      case "drop":
        list.splice(at, 1);
        return { text: `[${list}]`, lie: true };
      case "extra":
        list.splice(at, 0, entry(chunk[at]!));
        return { text: `[${list}]`, lie: true };
      case "swap": {
        const other = (at + 1) % chunk.length;
        if (chunk[at] === chunk[other]) return { text: `[${list}]`, lie: false };
        [list[at], list[other]] = [list[other]!, list[at]!];
        return { text: `[${list}]`, lie: true };
      }
      case "substitute": // another transaction at this place; above 2^54 only the lowest bit differs
        list[at] = entry(chunk[at]!.length > 15 ? String(BigInt(chunk[at]!) ^ 1n) : shift(chunk[at]!, 7));
        return { text: `[${list}]`, lie: true };
    }
  }

  async function check(idList: string[], lie: Lie, pick: number) {
    let lied = false;
    server.reset();
    server.handle((req, res) => {
      const chunk = (new URL(req.url!, server.url).searchParams.get("ids") ?? "").split(",");
      const reply = answer(chunk, lie, pick);
      lied ||= reply.lie;
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(reply.text) });
      res.end(reply.text);
    });
    const client = createClient({ baseUrl: server.url, auth: { accessToken: TOKEN }, retry: false });
    const o = await outcome(async () => {
      const found = await getTransactionsByIds(client, idList, { concurrency: 2 });
      return { data: found, error: undefined, response: new Response(null, { status: 200 }) };
    });
    expect(o.kind).not.toBe("hung");
    expect(server.seen.length).toBeLessThanOrEqual(Math.ceil(idList.length / 50));
    if (lied) {
      expect(o.kind, `a ${lie} answer was accepted`).toBe("throw");
      if (o.kind === "throw") {
        expect(isApiError(o.error, "invalid_response"), String(o.error)).toBe(true);
      }
    } else if (o.kind === "throw" && idList.some((id) => id.length > 15)) {
      // A JSON number above 2^53 cannot be told from its neighbours: the helper may refuse to
      // confirm such an entry, as invalid_response, but never accept another transaction.
      expect(isApiError(o.error, "invalid_response"), String(o.error)).toBe(true);
      expect(String((o.error as Error).message)).toMatch(/2\^53/);
    } else {
      expect(o.kind, o.kind === "throw" ? String(o.error) : "").toBe("data");
      if (o.kind === "data") {
        const found = o.data as (Json | null)[];
        expect(found).toHaveLength(idList.length);
        found.forEach(
          (tx, i) =>
            tx !== null && expect(String(BigInt(Math.trunc(Number(tx.id))))).toBe(String(BigInt(Number(idList[i])))),
        );
      }
    }
  }

  const small = ids.map((list) => list.map((id) => (id.length > 15 ? String(Number(id.slice(0, 6))) : id)));

  test("wrong length, order or transaction, duplicates: the helper throws invalid_response", async () => {
    await fc.assert(
      fc.asyncProperty(
        small,
        fc.constantFrom<Lie>("truth", "drop", "extra", "swap", "substitute", "null"),
        fc.nat(),
        async (list, lie, pick) => {
          counts["batch lies"] = (counts["batch lies"] ?? 0) + 1;
          await check(list, lie, pick);
        },
      ),
      { numRuns: 120, seed: SEED },
    );
  });

  test("int64 IDs above 2^53: another transaction whose ID differs only in its lowest bit is still a lie", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids.map((list) => list.slice(0, 50)).filter((list) => list.some((id) => id.length > 15)),
        fc.constantFrom<Lie>("truth", "substitute"),
        async (list, lie) => {
          counts["batch int64"] = (counts["batch int64"] ?? 0) + 1;
          // Substitute at a position holding an ID above 2^53.
          await check(
            list,
            lie,
            list.findIndex((id) => id.length > 15),
          );
        },
      ),
      { numRuns: 40, seed: SEED },
    );
  });
});
