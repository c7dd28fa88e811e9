import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { callUnlisted, createClient } from "../src/index.js";
import { useServer } from "./helpers/server.js";

const server = useServer();
// Another origin: a path that moved the call elsewhere would show here.
const other = useServer();

const KEY = "k_paths";
const TEMPLATE = "/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer";
const api = () =>
  createClient({
    baseUrl: server.url,
    auth: { apiKey: KEY },
    retry: false,
  });
// A JavaScript caller has no types: anything may arrive as the value.
const claim = (secret: unknown) =>
  (api().POST as unknown as (p: string, i: object) => Promise<{ response: Response }>)(TEMPLATE, {
    params: { path: { secret } },
  });

/**
 * The rule: a non-empty string other than "." and ".." (and with a UTF-8 form: no lone surrogate),
 * a finite number or a bigint is accepted.
 */
const wellFormed = (v: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(v);
const accepted = (v: unknown) =>
  (typeof v === "string" && v !== "" && v !== "." && v !== ".." && wellFormed(v)) ||
  (typeof v === "number" && Number.isFinite(v)) ||
  typeof v === "bigint";

/** Checks one value against the rule, on the wire. */
async function check(value: unknown): Promise<void> {
  server.reset();
  const outcome = await claim(value).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (accepted(value)) {
    expect(outcome).toBeUndefined();
    expect(server.seen).toHaveLength(1);
    const sent = server.seen[0]!.url.split("/");
    // Exactly the template's segments, and the value in its own, unchanged after decoding.
    expect(sent).toHaveLength(TEMPLATE.split("/").length);
    expect([...sent.slice(0, 4), ...sent.slice(5)].join("/")).toBe(
      "/api/v1/transactions_by_claim_secret/claim_as_buyer",
    );
    expect(decodeURIComponent(sent[4]!)).toBe(String(value));
  } else {
    expect(outcome).toBeInstanceOf(TypeError);
    expect(server.seen).toHaveLength(0);
    const message = (outcome as TypeError).message;
    expect(message).toContain('"secret"');
    expect(message).toContain(TEMPLATE);
    // The value may itself be a secret: it is never quoted.
    if (typeof value === "string" && value.length > 3) expect(message).not.toContain(value);
  }
}

describe("path parameters: one segment, or refused before sending", () => {
  test.each([
    ["..", false],
    [".", false],
    ["", false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Infinity, false],
    [-Infinity, false],
    [true, false],
    [false, false],
    [{ toString: () => "x" }, false],
    [["a", "b"], false],
    [Symbol("s"), false],
    [() => "x", false],
    ["../../me/balances", true],
    ["a/b?c#d", true],
    ["%2e%2e", true],
    ["...", true],
    [" ", true],
    [0, true],
    [-1.5, true],
    [2n ** 70n, true],
  ])("%s", async (value, ok) => {
    expect(accepted(value)).toBe(ok);
    await check(value);
  });

  test("a missing parameter (no params, or no path) is refused", async () => {
    const post = api().POST as unknown as (p: string, i?: object) => Promise<unknown>;
    await expect(post(TEMPLATE)).rejects.toThrow(`Path parameter "secret" of ${TEMPLATE} is missing`);
    await expect(post(TEMPLATE, { params: {} })).rejects.toThrow("is missing");
    await expect(
      post(TEMPLATE, {
        params: { path: Object.create({ secret: "inherited" }) },
      }),
    ).rejects.toThrow("is missing");
    expect(server.seen).toHaveLength(0);
  });

  test("property: any value is sent as exactly one segment or refused before sending", async () => {
    let runs = 0;
    const value = fc.oneof(
      fc.anything({
        withBigInt: true,
        withNullPrototype: true,
        withObjectString: true,
      }),
      fc.string({ unit: "binary" }),
      fc.constantFrom(".", "..", "", "/", "?", "#", "%", "%2F", "..%2F", "\\", "\u0000", "\ud800"),
      fc.double(),
      fc.bigInt(),
    );
    await fc.assert(
      fc.asyncProperty(value, async (v) => {
        runs++;
        await check(v);
      }),
      { numRuns: 300 },
    );
    console.log(`path parameter property: ${runs} cases`);
  });
});

describe("path templates", () => {
  test("a path that does not start with / is refused before anything is sent, anywhere", async () => {
    // baseUrl http://127.0.0.1:<first digits> + "<last digits>/…" would be another port.
    const port = String(other.port);
    const client = createClient({ baseUrl: `http://127.0.0.1:${port.slice(0, 2)}`, auth: { apiKey: KEY } });
    const paths = [`${port.slice(2)}/api/v1/me/balances`, ".evil.example/x", "api/v1/me/balances", "", "?x=1"];
    for (const path of paths) {
      for (const call of [
        () => client.GET(path as never),
        () => client.actingAs("alice").POST(path as never, { body: {} } as never),
      ]) {
        const e = await call().catch((x: unknown) => x);
        expect(e, path).toBeInstanceOf(TypeError);
      }
    }
    expect(other.seen).toHaveLength(0);
  });

  test("a template with a control character is refused: the URL parser would drop it", async () => {
    const client = createClient({ baseUrl: `${server.url}/prefix`, auth: { apiKey: KEY } });
    for (const path of ["/..\u0000", "/api/v1/..\u0000", "/api/v1/me\t/balances", "/api/v1/\u00e9"]) {
      const e = await callUnlisted(client, "GET", path).catch((x: unknown) => x);
      expect(e, JSON.stringify(path)).toBeInstanceOf(TypeError);
      const typed = await client.GET(path as never).catch((x: unknown) => x);
      expect(typed, JSON.stringify(path)).toBeInstanceOf(TypeError);
    }
    expect(server.seen).toHaveLength(0);
  });
});
