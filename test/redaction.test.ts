// The one redaction rule (src/shared/redact.ts), through the client and a real server on 127.0.0.1:
// a credential is redacted wherever it stands as a value, and one of 12 characters or more
// wherever it appears; a shorter one inside a longer word leaves the server's text as it was.
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createClient, isApiError, unwrap } from "../src/index.js";
import { createOAuth } from "../src/oauth.js";
import { ANYWHERE } from "../src/shared/redact.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();

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

describe("the OAuth entry keeps the same rule", () => {
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
