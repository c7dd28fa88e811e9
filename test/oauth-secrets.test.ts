// The OAuth module's objects and error causes, on generated inputs: no secret shows through
// inspect() (with or without custom inspection), JSON.stringify, spreads or string conversion.
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { copyError, secretList } from "../src/shared/redact.js";
import { PendingSignIn, SCOPES, TokenSet } from "../src/oauth.js";

const secret = fc.stringMatching(/^[0-9a-f]{16,48}$/).map((hex) => `sec_${hex}`);

/** Everything a log line or a serialiser could show of `value`. */
function views(value: unknown): string[] {
  const out = [
    inspect(value, { depth: Infinity, showHidden: true, getters: true }),
    inspect(value, { depth: Infinity, showHidden: true, customInspect: false }),
    JSON.stringify(value) ?? "",
    String(value),
  ];
  if (typeof value === "object" && value !== null) out.push(JSON.stringify({ ...value }), Object.keys(value).join());
  return out;
}

describe("token sets and pending sign-ins", () => {
  test("never show their tokens or verifier, whatever they hold", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        secret,
        fc.option(secret, { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 2 ** 42 }), { nil: undefined }),
        fc.subarray([...SCOPES]),
        secret.filter((v) => v.length >= 43),
        (access, refresh, expiresAt, scopes, verifier) => {
          cases++;
          const tokens = TokenSet.from({ accessToken: access, refreshToken: refresh, expiresAt, scopes });
          const pending = PendingSignIn.from({ state: "state-1", codeVerifier: verifier, scopes });
          const shown = [...views(tokens), ...views(pending)].join("\n");
          for (const hidden of [access, refresh, verifier]) if (hidden) expect(shown).not.toContain(hidden);
          // What export() is for: the store gets them back exactly.
          expect(tokens.export().accessToken).toBe(access);
          expect(tokens.export().refreshToken).toBe(refresh);
          expect(pending.export().codeVerifier).toBe(verifier);
        },
      ),
      { numRuns: 300 },
    );
    console.log(`token sets and pending sign-ins: ${cases} generated cases`);
    expect(cases).toBe(300);
  });
});

// An error-like value holding `s` in some places: message, name, code, nested causes, or a getter that throws.
const errorLike = (s: string) =>
  fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small" },
      fc.constant(`plain ${s} text`),
      fc.record({
        message: fc.constantFrom(`refused ${s}`, "refused", s),
        code: fc.constantFrom("E_X", `E_${s}`, 7),
        name: fc.constantFrom("TypeError", `Named${s}`),
        cause: tie("node"),
        response: fc.constant({ body: s, headers: new Headers({ authorization: `Bearer ${s}` }) }),
      }),
      tie("node").map((cause) => new Error(`wrapped ${s}`, { cause })),
      fc.constant(
        Object.defineProperty(new Error(`getter ${s}`), "cause", {
          get() {
            throw new Error(s);
          },
        }),
      ),
    ),
  })).node;

/** What the OAuth entry keeps of a thrown error as a cause: a copy, cut at 500 characters. */
const cleanCause = (error: unknown, secrets: string[]) => copyError(error, secretList(secrets), 500);

describe("copyError, as the OAuth entry uses it", () => {
  test("keeps name, message and code of anything thrown, with the secrets replaced and nothing else", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        secret.chain((s) => fc.tuple(fc.constant(s), errorLike(s))),
        ([s, thrown]) => {
          cases++;
          const clean = cleanCause(thrown, [s]);
          expect(clean).toBeInstanceOf(Error);
          for (const view of views(clean)) expect(view).not.toContain(s);
          // The response and headers a library error carries are never copied.
          expect(Object.keys(clean)).not.toContain("response");
        },
      ),
      { numRuns: 400 },
    );
    console.log(`cleanCause: ${cases} generated cases`);
    expect(cases).toBe(400);
  });

  test("keeps what is safe to show", () => {
    const original = Object.assign(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }), {
      code: "ECONNREFUSED",
    });
    const clean = cleanCause(original, ["unrelated-secret"]) as Error & { code?: string };
    expect(clean).toMatchObject({ name: "TypeError", message: "fetch failed", code: "ECONNREFUSED" });
    expect((clean.cause as Error).message).toBe("connect ECONNREFUSED");
    // The control: without the secret in the list it would show.
    expect(inspect(cleanCause(new Error("has sec_0123456789abcdef"), []))).toContain("sec_0123456789abcdef");
  });
});
