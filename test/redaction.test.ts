// The other half of the credentials promise: a credential a server echoes is redacted, and nothing
// else a server said is rewritten. The one rule (src/shared/redact.ts): a credential is redacted
// wherever it stands as a value, and one of 12 characters or more wherever it appears; a shorter
// one inside a longer word leaves the server's text as it was. Through the client and real servers
// on 127.0.0.1: error bodies of every shape, the tokens a token provider hands out, a failed answer
// as middleware reads it, an identity provider's errors. What the package makes itself is in
// credentials.test.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type ApiError, createClient, isApiError, unwrap } from "../src/index.js";
import { MAX_BODY_CHARS } from "../src/errors/error-body.js";
import { createOAuth, TokenSet } from "../src/oauth.js";
import { ANYWHERE } from "../src/shared/redact.js";
import { setPrice, TRACK, trackBody } from "./helpers/calls.js";
import { BASIC, credentialClients, expectNoSecret, KEY, rendered as shown, SECRETS, TOKEN } from "./helpers/secrets.js";
import { json, useServer } from "./helpers/server.js";
import { observed, until } from "./helpers/time.js";

const server = useServer();
const api = (extra: object = {}) =>
  createClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false, ...extra });
const clients = () => credentialClients(server.url);

// Keys as an app may have them: visible ASCII without ":" (the separator of the Basic form).
const keyChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~+/=!$");
const key = fc.string({ unit: keyChar, minLength: 1, maxLength: 64 });
/** Letters and digits around a key: inside a longer word. */
const word = fc.string({ unit: fc.constantFrom(..."abcxyz019_"), minLength: 1, maxLength: 4 });
/** What may stand next to a key that stands as a value. */
const apart = fc.constantFrom(" ", '"', "'", "=", "&", ",", ";", "(", ")", "[", "]", "<", ">", "\n", ":");

// Server text is framed by "×", which no key holds and which cannot sit in a word.

/** The error the client gives for a server that answers 400 with `code` and `error`. */
async function answer(apiKey: string, code: string, error: string) {
  server.handle((_req, res) => json(res, 400, { code, error }));
  const api = createClient({ baseUrl: server.url, auth: { apiKey }, retry: false });
  const thrown = await unwrap(api.GET("/api/v1/me/balances")).catch((e: unknown) => e);
  if (!isApiError(thrown)) throw new Error("expected an ApiError");
  return thrown;
}

describe("the redaction rule", () => {
  test("a key standing as a value is redacted, whatever its length", async () => {
    await fc.assert(
      fc.asyncProperty(key, apart, apart, async (k, before, after) => {
        // The key's own last or first character must not make the neighbour part of a word.
        fc.pre(!/[A-Za-z0-9_]/.test(before + after));
        // And the key stands there once: "=" between " " and "=" is two values, both redacted.
        const text = `×${before}${k}${after}×`;
        fc.pre(text.indexOf(k) === text.lastIndexOf(k));
        const e = await answer(k, "bad_key", text);
        expect(e.serverMessage).toBe(`×${before}[redacted]${after}×`);
        expect(e.message).not.toContain(`${before}${k}${after}`);
      }),
      { numRuns: 120 },
    );
  });

  test(`inside a longer word a key is redacted from ${ANYWHERE} characters on, and left as it is below`, async () => {
    let short = 0;
    let long = 0;
    await fc.assert(
      fc.asyncProperty(key, word, word, async (k, head, tail) => {
        // A key that begins or ends with a character that cannot sit in a word stands apart there.
        fc.pre(/^[A-Za-z0-9_]/.test(k) && /[A-Za-z0-9_]$/.test(k));
        const text = `${head}${k}${tail}`;
        const e = await answer(k, "mock_request_invalid", `×${text}×`);
        if (k.length >= ANYWHERE) {
          long++;
          expect(e.serverMessage).toBe(`×${head}[redacted]${tail}×`);
        } else {
          short++;
          expect(e.serverMessage).toBe(`×${text}×`);
          expect(e.code).toBe("mock_request_invalid");
        }
      }),
      { numRuns: 150 },
    );
    expect(short).toBeGreaterThan(0);
    expect(long).toBeGreaterThan(0);
  });

  test("the key 'k' leaves a server's code and text as they were, and is redacted where it stands alone", async () => {
    const e = await answer("k", "mock_request_invalid", "the key k is unknown: check mock settings");
    expect(isApiError(e, "mock_request_invalid")).toBe(true);
    expect(e.serverMessage).toBe("the key [redacted] is unknown: check mock settings");
  });

  test("letters of any script make a word: a short key next to one is left alone", async () => {
    const e = await answer("kod", "invalid", "Ungültiger Parameter: kodé / Kodierung kodы / kod.");
    expect(e.serverMessage).toBe("Ungültiger Parameter: kodé / Kodierung kodы / [redacted].");
  });

  test("'.' or '-' between a short key and a word join them: a code stays as the server wrote it", async () => {
    for (const [key, code] of [
      ["ok", "not.ok"],
      ["k", "k-x"],
      ["e", "e-1"],
      ["limited", "rate-limited"],
      ["v2", "api.v2.denied"],
    ] as const) {
      const e = await answer(key, code, `key ${key}. (${key}) ${code}`);
      expect(e.code).toBe(code);
      expect(isApiError(e, code)).toBe(true);
      // Where "." or "-" ends the key and no word follows, the key stands alone and goes.
      expect(e.serverMessage).toBe(`key [redacted]. ([redacted]) ${code}`);
    }
  });

  test("a combining mark belongs to its letter's word, however the text is normalised", async () => {
    for (const word of ["caf\u00e9-ok", "cafe\u0301-ok", "x\u0301.ok", "ok\u0301"]) {
      const e = await answer("ok", "bad", `${word} / ok`);
      expect(e.serverMessage).toBe(`${word} / [redacted]`);
    }
  });

  test("the Basic form of a short key is redacted where it stands, as the key is", async () => {
    const basic = btoa("any:");
    const e = await answer("any", "denied", `Authorization: Basic ${basic} for company`);
    expect(e.serverMessage).toBe("Authorization: Basic [redacted] for company");
  });
});

describe("a JSON body stays JSON, and every form of a credential the client sends goes", () => {
  test("a key that reads as a JSON number or literal is redacted as a string: the body and its code stay", async () => {
    for (const apiKey of ["1", "450", "true", "null"]) {
      server.handle((_req, res) => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(`{"code":"remainder_too_low","error":"x","minimum":${apiKey},"list":[${apiKey}, 2]}`);
      });
      const { error } = await createClient({ baseUrl: server.url, auth: { apiKey }, retry: false }).GET(
        "/api/v1/me/balances",
      );
      expect(error, apiKey).toEqual({
        code: "remainder_too_low",
        error: "x",
        minimum: "[redacted]",
        list: ["[redacted]", 2],
      });
    }
  });

  test("the Basic form of the key without its padding is redacted too", async () => {
    const apiKey = "sk_live_12345";
    const unpadded = btoa(`${apiKey}:`).replace(/=+$/, "");
    const e = await answer(apiKey, "bad_credentials", `got ${unpadded}`);
    expect(e.serverMessage).toBe("got [redacted]");
  });

  test("a reason phrase that echoes a credential reaches neither middleware nor the error", async () => {
    server.handle((_req, res) => {
      res.writeHead(401, `Bad key ${KEY}`, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "bad_key", error: "no" }));
    });
    const seen: string[] = [];
    const client = api();
    client.use({ onResponse: ({ response }) => void seen.push(response.statusText) });
    const e = await unwrap(client.GET("/api/v1/me/balances")).catch((x: unknown) => x as ApiError);
    expect(seen).toEqual(["Bad key [redacted]"]);
    expect((e as ApiError).response.statusText).toBe("Bad key [redacted]");
    expect(inspect(e, { showHidden: true, depth: 6 })).not.toContain(KEY);
  });
});

describe("error bodies", () => {
  test("a server that echoes the credential in its error text", async () => {
    server.handle((req, res) =>
      json(res, 400, { code: `bad_${req.headers.authorization}`, error: `Rejected ${req.headers.authorization}` }),
    );
    for (const api of clients()) {
      const result = await api.GET("/api/v1/me/balances");
      expect(result.error?.error).toMatch(/^Rejected (Basic|Bearer) \[redacted\]$/);
      expectNoSecret(result.error);
      const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
      expectNoSecret(e);
    }
  });

  test("a refreshed token echoed after a 401", async () => {
    server.handle((req, res) =>
      req.headers.authorization === `Bearer ${TOKEN}`
        ? json(res, 401, { code: "expired", error: "" })
        : json(res, 403, { code: "no", error: String(req.headers.authorization) }),
    );
    const api = clients()[2]!;
    const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
    expect((e as Error).message).toContain("[redacted]");
    expectNoSecret(e);
  });

  test("any field of an error body, nested or not", async () => {
    server.handle((req, res) =>
      json(res, 400, {
        code: "bad",
        error: "no",
        detail: `got ${req.headers.authorization}`,
        nested: [{ [String(req.headers.authorization)]: req.headers.authorization }],
      }),
    );
    for (const api of clients()) {
      const result = await api.GET("/api/v1/me/balances");
      expect((result.error as unknown as { detail: string }).detail).toMatch(/^got (Basic|Bearer) \[redacted\]$/);
      expectNoSecret(result.error);
      expectNoSecret(await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x));
    }
  });

  test("a problem+json body is kept on the result and on ApiError, credentials redacted", async () => {
    const problem = {
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: `no route for key ${KEY}`,
    };
    server.handle((_req, res) => json(res, 404, problem, { "content-type": "application/problem+json" }));
    const { error } = await setPrice(api());
    expect(error).toEqual({
      code: "malformed_error_body",
      error: "HTTP 404, JSON body not { code, error }",
      body: { ...problem, detail: "no route for key [redacted]" },
    });
    const e = (await unwrap(setPrice(api())).catch((x: unknown) => x)) as ApiError;
    expect(e.body).toEqual({
      ...problem,
      detail: "no route for key [redacted]",
    });
    expect(e.message).not.toContain("Not Found");
  });

  test("a text body is kept, redacted, and cut to MAX_BODY_CHARS", async () => {
    const text = `gateway said ${KEY} ` + "x".repeat(3 * MAX_BODY_CHARS);
    server.handle((_req, res) =>
      res.writeHead(502, { "content-type": "text/plain", "content-length": Buffer.byteLength(text) }).end(text),
    );
    const { error } = await setPrice(api());
    const body = (error as { body?: string }).body!;
    expect(error?.code).toBe("non_json_error_body");
    expect(body.startsWith("gateway said [redacted] xxx")).toBe(true);
    expect(body).toHaveLength(MAX_BODY_CHARS);
  });

  test("the spec's { code, error } body keeps its extra fields, redacted", async () => {
    server.handle((_req, res) => json(res, 400, { code: "bad", error: "no", field: `k=${KEY}` }));
    const { error } = await setPrice(api());
    expect(error).toEqual({ code: "bad", error: "no", field: "k=[redacted]" });
  });

  test("an error body too large to keep whole: its code and text are redacted before they are cut", async () => {
    // The key starts 190 characters into `code` and the basic form 1990 into `error`: cutting at
    // 200 and 2000 characters first would keep their first 10 characters, which redaction misses.
    server.handle((_req, res) =>
      json(res, 422, { code: "c".repeat(190) + KEY, error: "e".repeat(1990) + BASIC, pad: "p".repeat(40_000) }),
    );
    const { error } = await setPrice(api());
    expect(error?.code.startsWith("c".repeat(190) + "[redacted]".slice(0, 10))).toBe(true);
    const text = shown(error);
    expect(text).not.toContain(KEY.slice(0, 8));
    expect(text).not.toContain(BASIC.slice(0, 8));
  });

  test("a 2xx body that is not JSON and echoes the credential", async () => {
    server.handle(
      (req, res) => (res.writeHead(200, { "content-type": "text/plain" }), res.end(`${req.headers.authorization}`)),
    );
    for (const api of clients()) {
      const e = await unwrap(api.GET("/api/v1/me/balances")).catch((x: unknown) => x);
      expect(isApiError(e, "invalid_response")).toBe(true);
      expectNoSecret(e);
    }
  });

  test("a 2xx that is not JSON: the cause does not quote the body, which may hold a credential", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`${KEY} is not JSON`);
    });
    const result = await api().POST(TRACK, { params: { path: { transaction_id: 1 } }, body: trackBody });
    expect(result.error).toEqual({ code: "invalid_response", error: "HTTP 200, body not JSON" });
    const e = await unwrap(Promise.resolve(result)).catch((x: unknown) => x);
    expect((e as Error).cause).toBeInstanceOf(SyntaxError);
    expect(shown(e)).not.toContain(KEY.slice(0, 6));
  });
});

describe("tokens of a token provider", () => {
  /** Echoes the token in a 400, once `held` (if given) settles: the calls meanwhile are all in flight. */
  const echo =
    (held?: (auth: string) => Promise<unknown> | undefined) => async (req: IncomingMessage, res: ServerResponse) => {
      const auth = String(req.headers.authorization);
      await held?.(auth);
      json(res, 400, { code: "bad_request", error: `rejected ${auth}` });
    };
  /** Settles once `count` requests have reached the server. */
  const arrived = (count: number) => observed(until(() => server.seen.length >= count, `${count} requests at once`));

  test("a token provider with a new token per request: every token in flight is redacted from its error", async () => {
    let n = 0;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => `tok_${String(++n).padStart(4, "0")}_${"Q".repeat(24)}` },
      retry: false,
    });
    // No answer until all 40 requests are in: every token is in flight at once.
    const all = arrived(40);
    server.handle(async (req, res) => {
      await all;
      json(res, 403, { code: "no", error: `token ${req.headers.authorization}` });
    });
    const results = await Promise.all(Array.from({ length: 40 }, () => client.GET("/api/v1/me/balances")));
    expect(n).toBe(40);
    for (const { error } of results) {
      expect(error?.error).toBe("token Bearer [redacted]");
    }
  });

  test("a token that begins with an older one is redacted whole", async () => {
    const tokens = ["tok_A1b2C3d4E5", "tok_A1b2C3d4E5_rotated_SECRET_TAIL"];
    let n = 0;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => tokens[Math.min(n++, 1)]! },
      retry: false,
    });
    server.handle((req, res) => json(res, 403, { code: "no", error: `token ${req.headers.authorization} refused` }));
    await client.GET("/api/v1/me/balances");
    const { error } = await client.GET("/api/v1/me/balances");
    expect(error?.error).toBe("token Bearer [redacted] refused");
  });

  test("a token stays redacted while a call that sent it is in flight, however many come after", async () => {
    const A = `tokA_${"a".repeat(40)}`;
    let next = A;
    const client = createClient({ baseUrl: server.url, auth: { accessToken: () => next }, retry: false });
    // The answer to the call with A waits until the 70 calls after it are done.
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    server.handle(echo((auth) => (auth === `Bearer ${A}` ? later : undefined)));
    const inFlight = client.GET("/api/v1/me/balances");
    await until(() => server.seen.length === 1, "the call with A");
    // 70 newer tokens, more than the 64 remembered once no call holds them.
    for (let i = 0; i < 70; i++) {
      next = `tok${i}_${"b".repeat(40)}`;
      expect((await client.GET("/api/v1/me/balances")).error?.error).toBe("rejected Bearer [redacted]");
    }
    release();
    expect((await inFlight).error?.error).toBe("rejected Bearer [redacted]");
  });

  test("70 calls in flight, each with its own token: every echo is redacted", async () => {
    let n = 0;
    const client = createClient({
      baseUrl: server.url,
      auth: { accessToken: () => `tok_${String(++n).padStart(4, "0")}_${"Q".repeat(24)}` },
      retry: false,
    });
    // No answer until all 70 requests are in.
    const all = arrived(70);
    server.handle(echo(() => all));
    const results = await Promise.all(Array.from({ length: 70 }, () => client.GET("/api/v1/me/balances")));
    expect(n).toBe(70);
    expect(results.map(({ error }) => error?.error)).toEqual(Array(70).fill("rejected Bearer [redacted]"));
  });
});

describe("a failed answer middleware makes", () => {
  test("a credential it echoes is redacted from the error, as a server's would be; the rest is kept", async () => {
    const made = (status: number, body: string, type: string) => () =>
      new Response(body, { status, headers: { "content-type": type } });
    const cases = [
      made(400, JSON.stringify({ code: "bad_auth", error: `your key ${KEY} and token ${TOKEN}` }), "application/json"),
      made(502, `upstream refused ${KEY}`, "text/plain"),
    ];
    const texts: string[] = [];
    for (const respond of cases) {
      for (const middleware of [{ onRequest: respond }, { onResponse: respond }]) {
        // A fixed token: one a provider has not been asked for yet is none the client knows.
        const client = createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: TOKEN }, retry: false });
        client.use(middleware);
        server.handle((_req, res) => json(res, 200, {}));
        const { error } = await client.GET("/api/v1/me/balances");
        const text = JSON.stringify(error);
        expectNoSecret(text);
        texts.push(text);
      }
    }
    expect(texts[0]).toBe(JSON.stringify({ code: "bad_auth", error: "your key [redacted] and token [redacted]" }));
    expect(texts[2]).toContain("upstream refused [redacted]");
  });
});

describe("a failed answer as middleware reads it", () => {
  const client = () =>
    createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: () => TOKEN }, retry: false });

  test("its body holds no credential the server echoed, in plain or escaped JSON, with a true length", async () => {
    const bodies: string[] = [];
    const lengths: (string | null)[] = [];
    const api = client();
    api.use({
      async onResponse({ response }) {
        lengths.push(response.headers.get("content-length"));
        bodies.push(await response.clone().text());
      },
    });
    const escaped = JSON.stringify({ code: "bad_auth", error: `sent ${BASIC}` }).replaceAll("/", "\\/");
    const answers = [
      (res: Parameters<Parameters<typeof server.handle>[0]>[1]) =>
        json(res, 401, { code: "bad_auth", error: `you sent Basic ${BASIC} and ${TOKEN}` }),
      (res: Parameters<Parameters<typeof server.handle>[0]>[1]) => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(escaped.replace(BASIC.slice(0, 4), `\\u00${BASIC.charCodeAt(0).toString(16)}${BASIC.slice(1, 4)}`));
      },
      (res: Parameters<Parameters<typeof server.handle>[0]>[1]) => {
        res.writeHead(502, { "content-type": "text/html" });
        res.end(`<p>upstream refused ${KEY}</p>`);
      },
    ];
    const results = [];
    for (const reply of answers) {
      server.handle((_req, res) => reply(res));
      results.push(await api.GET("/api/v1/me/balances"));
    }
    expect(bodies).toEqual([
      JSON.stringify({ code: "bad_auth", error: "you sent Basic [redacted] and [redacted]" }),
      JSON.stringify({ code: "bad_auth", error: "sent [redacted]" }),
      "<p>upstream refused [redacted]</p>",
    ]);
    expect(lengths).toEqual(bodies.map((b) => String(new TextEncoder().encode(b).length)));
    for (const text of bodies) for (const secret of SECRETS) expect(text).not.toContain(secret);
    // The caller's errors say the same, and the codes are the server's.
    expect(results.map((r) => (r.error as { code?: string } | undefined)?.code)).toEqual([
      "bad_auth",
      "bad_auth",
      "non_json_error_body",
    ]);
  });

  test("only the string literals that show a credential change: duplicate keys, lines of JSON, JSON in HTML", async () => {
    const esc = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
    const texts = [
      `{"code":"x","error":"${esc(KEY)}","error":"fine","id":12345678901234567891,"price":1.10}`,
      `{"code":"x","error":"a"}\n{"note":"${esc(TOKEN)}"}\n`,
      `<pre>{"error":"${esc(KEY)}"}</pre> and "plain \\" text`,
    ];
    const bodies: string[] = [];
    const api = client();
    api.use({ onResponse: async ({ response }) => void bodies.push(await response.clone().text()) });
    for (const text of texts) {
      server.handle((_req, res) => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(text);
      });
      await api.GET("/api/v1/me/balances");
    }
    expect(bodies).toEqual([
      '{"code":"x","error":"[redacted]","error":"fine","id":12345678901234567891,"price":1.10}',
      '{"code":"x","error":"a"}\n{"note":"[redacted]"}\n',
      '<pre>{"error":"[redacted]"}</pre> and "plain \\" text',
    ]);
  });

  test("a compressed or BOM-led body is handed on as the text it holds, with that text's length", async () => {
    const { gzipSync } = await import("node:zlib");
    const api = client();
    const seen: { text: string; length: string | null; encoding: string | null }[] = [];
    api.use({
      async onResponse({ response }) {
        const text = await response.clone().text();
        seen.push({
          text,
          length: response.headers.get("content-length"),
          encoding: response.headers.get("content-encoding"),
        });
      },
    });
    const plain = JSON.stringify({ code: "bad", error: `no ${KEY}` });
    server.handle((_req, res) => {
      const zipped = gzipSync(plain);
      res.writeHead(400, {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "content-length": zipped.length,
      });
      res.end(zipped);
    });
    await api.GET("/api/v1/me/balances");
    server.handle((_req, res) => {
      const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"code":"bad","error":"ok"}')]);
      res.writeHead(400, { "content-type": "application/json", "content-length": bytes.length });
      res.end(bytes);
    });
    await api.GET("/api/v1/me/balances");
    for (const { text, length, encoding } of seen) {
      expect(length).toBe(String(new TextEncoder().encode(text).length));
      expect(encoding).toBeNull();
    }
    expect(seen.map((s) => s.text)).toEqual([
      JSON.stringify({ code: "bad", error: "no [redacted]" }),
      '{"code":"bad","error":"ok"}',
    ]);
  });

  test("a body without credentials reaches middleware byte for byte", async () => {
    const text = '{ "code" : "remainder_too_low",\n  "error": "no", "n": 12345678901234567890 }';
    server.handle((_req, res) => {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(text);
    });
    const bodies: string[] = [];
    const api = client();
    api.use({ onResponse: async ({ response }) => void bodies.push(await response.clone().text()) });
    await api.GET("/api/v1/me/balances");
    expect(bodies).toEqual([text]);
  });
});

describe("a failed answer in another encoding", () => {
  const client = () =>
    createClient({ baseUrl: server.url, auth: { apiKey: KEY, accessToken: () => TOKEN }, retry: false });

  test("UTF-16 with a byte order mark or a declared charset is read as its text, and redacted", async () => {
    const text = JSON.stringify({ code: "bad_auth", error: `you sent ${KEY}` });
    const utf16le = (t: string) => Buffer.from(t, "utf16le");
    const utf16be = (t: string) => Buffer.from(t, "utf16le").swap16();
    const answers: [string, Buffer][] = [
      ["application/json; charset=utf-16le", utf16le(text)],
      ["application/json", Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(text)])],
      ["application/json", Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)])],
      ["application/json; charset=latin1", Buffer.from(`{"code":"bad_auth","error":"caf\u00e9 ${KEY}"}`, "latin1")],
    ];
    const bodies: string[] = [];
    const api = client();
    api.use({ onResponse: async ({ response }) => void bodies.push(await response.clone().text()) });
    const errors = [];
    for (const [type, bytes] of answers) {
      server.handle((_req, res) => {
        res.writeHead(400, { "content-type": type, "content-length": bytes.length });
        res.end(bytes);
      });
      errors.push((await api.GET("/api/v1/me/balances")).error);
    }
    const redacted = { code: "bad_auth", error: "you sent [redacted]" };
    expect(errors).toEqual([redacted, redacted, redacted, { code: "bad_auth", error: "caf\u00e9 [redacted]" }]);
    for (const body of bodies) for (const secret of SECRETS) expect(body).not.toContain(secret);
  });
});

describe("the OAuth entry keeps the same rule", () => {
  test("the client secret a provider names as its issuer or in an endpoint is redacted", async () => {
    const SECRET = "s3cr3t-client-value-0123456789";
    const issuer = () => `${server.url}/realms/r`;
    let discovery: object = {};
    server.handle((req, res) => {
      if (req.url?.endsWith("/.well-known/openid-configuration")) return json(res, 200, discovery);
      req.socket.destroy();
    });
    const redirectUri = "http://127.0.0.1:9/callback";
    const oauth = () =>
      createOAuth({
        authUrl: server.url,
        realm: "r",
        issuer: issuer(),
        clientId: "app",
        clientSecret: SECRET,
        redirectUri,
      });
    const client = oauth();
    const pending = await client.startSignIn({ scopes: ["basic_tx:offline_track"] });
    const state = pending.export().state;
    const named = await client
      .finishSignIn(`${redirectUri}?code=c&state=${state}&iss=${SECRET}`, pending)
      .catch((e: unknown) => e);
    const tokens = TokenSet.from({ accessToken: "at", refreshToken: "rt", scopes: [] });
    discovery = { issuer: `${issuer()}?${SECRET}` };
    const mismatch = await oauth()
      .revoke(tokens)
      .catch((e: unknown) => e);
    discovery = { issuer: issuer(), revocation_endpoint: `${server.url}/revoke?k=${SECRET}` };
    const unanswered = await oauth()
      .revoke(tokens)
      .catch((e: unknown) => e);
    expect([named, mismatch, unanswered].map((e) => (e as Error).name)).toEqual([
      "OAuthError",
      "OAuthError",
      "NetworkError",
    ]);
    for (const e of [named, mismatch, unanswered]) {
      expect(`${(e as Error).message} ${inspect(e, { depth: 8, showHidden: true })}`).not.toContain(SECRET);
    }
  });

  test("a refresh token or code a provider echoes form-encoded is redacted from its errors", async () => {
    const REFRESH = "1//0gRefresh+Token/Value==";
    const CODE = "c0de+with/slash=";
    let exchange = true;
    server.handle((_req, res, { body }) => {
      if (exchange && body.includes("grant_type=authorization_code")) {
        return json(res, 200, {
          access_token: "at_9f8e7d6c5b4a",
          refresh_token: REFRESH,
          token_type: "Bearer",
          expires_in: 300,
        });
      }
      json(res, 400, { error: "invalid_grant", error_description: `bad request: ${body}` });
    });
    const redirectUri = "http://127.0.0.1:9/callback";
    const oauth = createOAuth({
      authUrl: server.url,
      realm: "r",
      issuer: `${server.url}/realms/r`,
      clientId: "app",
      clientSecret: "s3cr3t/with+chars=",
      redirectUri,
    });
    const finish = async () => {
      const pending = await oauth.startSignIn({ scopes: ["basic_tx:offline_track"] });
      const state = pending.export().state;
      return oauth.finishSignIn(`${redirectUri}?code=${encodeURIComponent(CODE)}&state=${state}`, pending);
    };
    const tokens = await finish();
    const refused = await oauth.refresh(tokens).catch((e: unknown) => e);
    exchange = false;
    const exchanged = await finish().catch((e: unknown) => e);
    const forms = (secret: string) => [
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
    ];
    for (const [error, secret] of [
      [refused, REFRESH],
      [exchanged, CODE],
    ] as const) {
      expect(error).toBeInstanceOf(Error);
      const shown = `${(error as Error).message} ${inspect(error, { depth: 8, showHidden: true })} ${JSON.stringify(error)}`;
      expect(shown).toContain("invalid_grant");
      for (const form of forms(secret)) expect(shown).not.toContain(form);
    }
  });
});
