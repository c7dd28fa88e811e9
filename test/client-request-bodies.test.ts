// What the client sends as a request body: bodies that serialise to nothing sendable are refused
// before anything leaves, buffers of another realm and streams are sent as they are, and what
// looks like a stream only by its tag or a reader is told apart from one. The server is real and on
// 127.0.0.1. What the client makes of an answer's body is in client-errors.test.ts.
import { describe, expect, test } from "vitest";
import { createClient } from "../src/index.js";
import { TRACK, trackBody } from "./helpers/calls.js";
import { useServer } from "./helpers/server.js";

const KEY = "sk_live_9f8e7d6c5b4a3210fedcba98";

const server = useServer();
const api = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });

describe("request bodies", () => {
  test("a JSON body that JSON would not carry as given is refused before sending; a class with fields is JSON", async () => {
    const lossy = [
      new Map([["price", 45000]]),
      new Set([1]),
      new Error("no"),
      Promise.resolve(1),
      { price: Number.NaN },
      { nested: { items: [1, undefined] } },
      { amount: Infinity },
      { when: new Map() },
    ];
    for (const body of lossy) {
      const e = await api()
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: body as never })
        .catch((x: unknown) => x);
      expect((e as Error).message, String(body)).toMatch(/^The body cannot be sent: JSON would lose part of it/);
    }
    expect(server.seen).toHaveLength(0);
    class Order {
      carrier = "parcel_express";
      tracking_code = "PX9";
    }
    await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: new Order() });
    // A plain object or a Map of another realm (a vm context, a test environment) is known as well.
    const { runInNewContext } = await import("node:vm");
    const foreign = runInNewContext('({ carrier: "parcel_express", tracking_code: "PX8" })') as typeof trackBody;
    await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: foreign });
    const foreignMap = runInNewContext("new Map([['a', 1]])") as never;
    await expect(api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: foreignMap })).rejects.toThrow(
      /JSON would lose part of it/,
    );
    await api().POST(TRACK, {
      params: { path: { transaction_id: 1 } },
      body: { ...trackBody, at: new Date(0) } as never,
    });
    expect(server.seen.map((s) => JSON.parse(s.body).tracking_code)).toEqual(["PX9", "PX8", trackBody.tracking_code]);
  });

  test("a query value that is not well-formed Unicode is refused, naming the parameter", async () => {
    const e = await api()
      .GET("/api/v1/charge", { params: { query: { currency: "\ud800", price: 1 } } } as never)
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TypeError);
    expect((e as Error).message).toBe('Query parameter "currency" of /api/v1/charge must be well-formed Unicode');
    expect(server.seen).toHaveLength(0);
  });

  test("a body that serialises to nothing sendable is refused before sending", async () => {
    const cases: [unknown, unknown][] = [
      [() => 1, undefined],
      [Symbol("body"), undefined],
      [trackBody, () => undefined],
      [trackBody, () => ({ not: "a body" })],
    ];
    for (const [body, bodySerializer] of cases) {
      const e = await api()
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: body as never, bodySerializer } as never)
        .catch((x: unknown) => x);
      expect(e).toBeInstanceOf(TypeError);
      expect((e as Error).message).toMatch(/^The body cannot be sent/);
    }
    expect(server.seen).toHaveLength(0);
  });

  test("buffers of another realm and streams are sent; bytes given to the JSON serialiser are refused", async () => {
    const { runInNewContext } = await import("node:vm");
    const foreign = runInNewContext("new Uint8Array([104, 105]).buffer") as ArrayBuffer;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("yo"));
        controller.close();
      },
    });
    const raw = (body: unknown) => body;
    for (const body of [foreign, stream]) {
      const { error } = await api().POST(TRACK, {
        params: { path: { transaction_id: 1 } },
        body: body as never,
        bodySerializer: raw as never,
      });
      expect(error).toBeUndefined();
    }
    expect(server.seen.map((s) => s.body)).toEqual(["hi", "yo"]);
    for (const body of [new Blob(["x"]), new Uint8Array([1]), new URLSearchParams("a=1")]) {
      const e = await api()
        .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: body as never })
        .catch((x: unknown) => x);
      expect((e as Error).message).toMatch(/^A Blob, buffer, stream or URLSearchParams body is not JSON/);
    }
    expect(server.seen).toHaveLength(2);
  });

  test("a stream is known by its tag and reader: a JSON object with either is JSON, a fake is refused", async () => {
    class Order {
      carrier = "parcel_express";
      tracking_code = "PX2";
      getReader() {
        return "not a stream";
      }
    }
    const { error } = await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: new Order() as never });
    expect(error).toBeUndefined();
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ carrier: "parcel_express", tracking_code: "PX2" });
    const fake = () => ({ [Symbol.toStringTag]: "ReadableStream" });
    const e = await api()
      .POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody, bodySerializer: fake } as never)
      .catch((x: unknown) => x);
    expect((e as Error).message).toMatch(/^The body cannot be sent/);
    const tagged = { ...trackBody, [Symbol.toStringTag]: "ReadableStream" };
    await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: tagged as never });
    expect(server.seen.map((s) => JSON.parse(s.body).tracking_code)).toEqual(["PX2", "PX1"]);
  });
});
