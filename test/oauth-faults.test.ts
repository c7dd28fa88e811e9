// The OAuth module against an identity provider and a token store that misbehave: races between a
// refresh and sign-out or a new sign-in, error text that echoes secrets, answers the module cannot
// keep, a body that stalls, a store that never answers. The provider is a real server on 127.0.0.1.
//
// The module's time limit is long wherever a test does not mean to reach it, so a request to the
// provider on a busy machine never runs out of time. A test that means a store operation to outlast
// it runs the limit on a fake clock that only the test moves, once the requests before it are done.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, test, vi } from "vitest";
import { createOAuth, MemoryTokenStore, type TokenData, type TokenStore } from "../src/oauth.js";
import { rendered } from "./helpers/secrets.js";
import { json, useServer } from "./helpers/server.js";
import { observed, realDelay, SLOW, STEP, until, useFakeClock } from "./helpers/time.js";

const SECRET = `cs_${"Q".repeat(37)}`;
const BASIC = btoa(`cid:${SECRET}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The module's time limit where a test means it to run out. */
const LIMIT = 300;
/** The module's time limit everywhere else: far beyond anything a request to the provider takes. */
const PATIENT = 60_000;

const fakeClock = useFakeClock();

const idp = useServer();
let issued = 0;
/** The refresh tokens the provider handed out. */
const handedOut: string[] = [];

/** The provider's answer to a refresh: new tokens, after `delay` ms. */
const tokens =
  (delay = 0) =>
  (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === "/revoke") return void res.writeHead(200).end();
    const n = ++issued;
    handedOut.push(`RT_${n}_${"r".repeat(30)}`);
    const answer = () =>
      json(res, 200, {
        access_token: `AT_${n}_${"a".repeat(30)}`,
        refresh_token: `RT_${n}_${"r".repeat(30)}`,
        token_type: "Bearer",
        expires_in: 3600,
      });
    // At once without a delay: no timer, which a test's fake clock would hold back.
    if (delay) setTimeout(answer, delay);
    else answer();
  };

const oauthWith = (
  store: TokenStore = new MemoryTokenStore(),
  clientId = "cid",
  clientSecret = SECRET,
  timeoutMs = PATIENT,
  fetch?: (url: string, init: RequestInit) => Promise<Response>,
) =>
  createOAuth({
    authUrl: idp.url,
    realm: "r",
    issuer: `${idp.url}/realms/r`,
    clientId,
    clientSecret,
    redirectUri: "http://127.0.0.1:9/cb",
    revocationUrl: `${idp.url}/revoke`,
    timeoutMs,
    store,
    ...(fetch && { fetch }),
  });

const expired = (extra: Partial<TokenData> = {}): TokenData => ({
  accessToken: `AT_old_${"o".repeat(30)}`,
  refreshToken: `RT_old_${"p".repeat(30)}`,
  expiresAt: Date.now() - 1000,
  scopes: ["openid"],
  ...extra,
});
const signedInAgain: TokenData = {
  accessToken: `AT_new_${"n".repeat(30)}`,
  refreshToken: `RT_new_${"n".repeat(30)}`,
  expiresAt: Date.now() + 3_600_000,
  scopes: ["openid", "basic_tx:offline_cancel"],
};
const revoked = () => idp.seen.filter((s) => s.url === "/revoke").map((s) => new URLSearchParams(s.body).get("token"));

describe("a refresh in flight does not undo what happened meanwhile", () => {
  test("a sign-out waits for the refresh under way, then revokes what it wrote: nothing stays", async () => {
    idp.handle(tokens(150));
    handedOut.length = 0;
    const oauth = oauthWith();
    await oauth.store.set("u", expired());
    const provider = oauth.tokenProvider({ userId: "u" });
    const asking = observed(provider({ refresh: false }));
    await pause(50);
    await oauth.signOut("u");
    // The call began before the sign-out and got the refreshed token, which the sign-out revoked.
    expect(await asking).toMatch(/^AT_\d+_a+$/);
    expect(await oauth.store.get("u")).toBeUndefined();
    expect(revoked()).toEqual(handedOut);
    expect(await provider({ refresh: false }).catch((e: unknown) => e)).toMatchObject({
      name: "SignInRequiredError",
      reason: "no_tokens",
    });
  });

  test("a new sign-in is neither deleted by the old session's refused refresh nor overwritten by its refresh", async () => {
    for (const handler of [
      (_req: IncomingMessage, res: ServerResponse) => setTimeout(() => json(res, 400, { error: "invalid_grant" }), 150),
      tokens(150),
    ]) {
      idp.handle(handler);
      const oauth = oauthWith();
      await oauth.store.set("u", expired());
      const asking = observed(oauth.tokenProvider({ userId: "u" })({ refresh: false }));
      await pause(50);
      await oauth.store.set("u", signedInAgain);
      expect(await asking).toBe(signedInAgain.accessToken);
      expect(await oauth.store.get("u")).toEqual(signedInAgain);
    }
  });
});

/** A store in memory whose reads, writes and deletes take the given times. */
const slowStore = (get: number, set = get, del = get): TokenStore & { memory: MemoryTokenStore; begun: string[] } => {
  const memory = new MemoryTokenStore();
  const begun: string[] = [];
  const later = <T>(name: string, ms: number, value: () => T) => {
    begun.push(name);
    return new Promise<T>((resolve) => setTimeout(() => resolve(value()), ms));
  };
  return {
    memory,
    begun,
    get: (userId) => later("get", get, () => memory.get(userId)),
    set: (userId, data) => later("set", set, () => memory.set(userId, data)),
    delete: (userId) => later("delete", del, () => memory.delete(userId)),
  };
};

test("with a slow store, a sign-out at any moment of a load or refresh sticks", async () => {
  // Reads, writes and deletes in ms: even, slow, and writes or reads slower than the rest.
  for (const [get, set, del] of [
    [20, 20, 20],
    [60, 60, 60],
    [5, 80, 5],
    [80, 5, 5],
  ] as const) {
    for (const at of [0, 25, 60, 100, 150]) {
      const where = `store ${get}/${set}/${del} ms, sign-out at ${at} ms`;
      idp.reset();
      idp.handle(tokens(30));
      handedOut.length = 0;
      const store = slowStore(get, set, del);
      const oauth = oauthWith(store);
      store.memory.set("u", expired());
      const provider = oauth.tokenProvider({ userId: "u" });
      const asking = provider({ refresh: false }).catch((e: unknown) => e);
      await pause(at);
      await oauth.signOut("u");
      await asking;
      expect(store.memory.get("u"), where).toBeUndefined();
      // Every refresh token the provider handed out was revoked, and nothing is handed out now.
      expect(revoked(), where).toEqual(expect.arrayContaining(handedOut));
      expect(await provider({ refresh: false }).catch((e: unknown) => e), where).toMatchObject({
        reason: "no_tokens",
      });
    }
  }
});

test("a sign-in and a sign-out of one user run one after the other: the store ends as the last left it", async () => {
  for (const order of ["in, then out", "out, then in"] as const) {
    handedOut.length = 0;
    idp.reset();
    idp.handle(tokens());
    const store = slowStore(20, 60, 20);
    const oauth = oauthWith(store);
    store.memory.set("u", expired());
    const pending = await oauth.startSignIn({ scopes: ["basic_tx:offline_track"] });
    const state = new URL(pending.url).searchParams.get("state")!;
    const callback = new URL(
      `http://127.0.0.1:9/cb?code=c0de&state=${state}&iss=${encodeURIComponent(`${idp.url}/realms/r`)}`,
    );
    if (order === "in, then out") {
      const signingIn = observed(oauth.finishSignIn(callback, pending, { userId: "u" }));
      // The sign-out starts while the sign-in's tokens are being written.
      await until(() => store.begun.includes("set"), "the sign-in's write");
      await Promise.all([signingIn, oauth.signOut("u")]);
      expect(store.memory.get("u"), order).toBeUndefined();
      // The sign-out came second: it revoked the sign-in's tokens.
      expect(revoked(), order).toEqual(expect.arrayContaining(handedOut));
    } else {
      const signingOut = observed(oauth.signOut("u"));
      await pause(5);
      const [, tokens] = await Promise.all([signingOut, oauth.finishSignIn(callback, pending, { userId: "u" })]);
      expect(store.memory.get("u")?.accessToken, order).toBe(tokens.export().accessToken);
    }
  }
});

test("a store write or delete that lands after its time limit is waited for by the user's next step", async () => {
  // The store's delays and the limit run on the fake clock, the requests to the provider on real
  // time: the clock moves only while no request is under way.
  fakeClock();
  // A: the refresh's write outlasts the limit (300 ms) and lands after it; a sign-out follows.
  idp.reset();
  idp.handle(tokens());
  handedOut.length = 0;
  const slowWrites = slowStore(5, 450, 5);
  const a = oauthWith(slowWrites, "cid", SECRET, LIMIT);
  slowWrites.memory.set("u", expired());
  const asking = observed(a.tokenProvider({ userId: "u" })({ refresh: false }));
  // The load's read; then the refresh, on real time, and the read that checks the store after it.
  await vi.advanceTimersByTimeAsync(5);
  await until(() => slowWrites.begun.length === 2, "the read after the refresh");
  await vi.advanceTimersByTimeAsync(5);
  await until(() => slowWrites.begun.includes("set"), "the refreshed tokens' write");
  await vi.advanceTimersByTimeAsync(LIMIT);
  const asked = await asking.catch((e: unknown) => e);
  expect(asked).toMatchObject({ code: "store_timeout" });
  const signingOut = observed(a.signOut("u"));
  // The write lands 150 ms into this; a sign-out that did not wait for it would read, delete and
  // revoke the old tokens before, and leave the new ones behind.
  await vi.advanceTimersByTimeAsync(LIMIT);
  await signingOut;
  expect(slowWrites.memory.get("u")).toBeUndefined();
  expect(revoked()).toEqual(expect.arrayContaining(handedOut));
  // C: the sign-out's delete outlasts the limit; a sign-in follows and is not wiped by it.
  const slowDeletes = slowStore(5, 5, 450);
  let answered = 0;
  // The app's fetch hands the module the provider's whole answer: once `answered`, the sign-in has
  // nothing left to wait for on real time.
  const whole = async (url: string, init: RequestInit) => {
    const response = await fetch(url, init);
    const body = await response.arrayBuffer();
    answered++;
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const c = oauthWith(slowDeletes, "cid", SECRET, LIMIT, whole);
  slowDeletes.memory.set("u", expired());
  const signingOutC = observed(c.signOut("u"));
  await vi.advanceTimersByTimeAsync(5 + LIMIT);
  expect(await signingOutC.catch((e: unknown) => e)).toMatchObject({ code: "store_timeout" });
  const pending = await c.startSignIn({ scopes: ["basic_tx:offline_track"] });
  const state = new URL(pending.url).searchParams.get("state")!;
  const iss = encodeURIComponent(`${idp.url}/realms/r`);
  const signingIn = observed(
    c.finishSignIn(new URL(`http://127.0.0.1:9/cb?code=c0de&state=${state}&iss=${iss}`), pending, {
      userId: "u",
    }),
  );
  await until(() => answered === 1, "the provider's answer to the sign-in");
  // A sign-in that did not wait for the delete would begin its write now, before the delete lands.
  await realDelay(1);
  // The delete lands 150 ms into this, the sign-in's write 5 ms later.
  await vi.advanceTimersByTimeAsync(LIMIT);
  const signedIn = await signingIn;
  await vi.advanceTimersByTimeAsync(200);
  expect(slowDeletes.memory.get("u")?.accessToken).toBe(signedIn.export().accessToken);
});

test("a provider step is bounded even when the app's fetch ignores its signal: the user is not held", async () => {
  const { TokenSet } = await import("../src/oauth.js");
  const deaf = () => new Promise<Response>(() => {});
  const oauth = createOAuth({
    authUrl: idp.url,
    realm: "r",
    issuer: `${idp.url}/realms/r`,
    clientId: "cid",
    clientSecret: SECRET,
    redirectUri: "http://127.0.0.1:9/cb",
    revocationUrl: `${idp.url}/revoke`,
    timeoutMs: 200,
    fetch: deaf,
  });
  await oauth.store.set("u", expired());
  expect(await oauth.refresh(TokenSet.from(expired())).catch((e: unknown) => e)).toMatchObject({
    name: "TimeoutError",
    timeoutMs: 200,
  });
  expect(
    await oauth
      .tokenProvider({ userId: "u" })({ refresh: false })
      .catch((e: unknown) => e),
  ).toMatchObject({
    name: "TimeoutError",
  });
  // The sign-out's revocation times out too, but the sign-out is done: nothing is left in the store.
  expect(await oauth.signOut("u").catch((e: unknown) => e)).toMatchObject({ code: "timeout" });
  expect(await oauth.store.get("u")).toBeUndefined();
});

test("a store operation that never answers is given up: it delays the user's next step once, not every one", async () => {
  idp.handle(tokens());
  const memory = new MemoryTokenStore();
  let hang = true;
  const store: TokenStore = {
    get: (userId) => (hang ? ((hang = false), new Promise(() => {})) : memory.get(userId)),
    set: (userId, data) => memory.set(userId, data),
    delete: (userId) => memory.delete(userId),
  };
  await memory.set("u", { ...signedInAgain });
  // On the fake clock, performance.now() included: what is measured is the module's waiting, not
  // how fast the machine runs the steps.
  fakeClock();
  const provider = oauthWith(store, "cid", SECRET, LIMIT).tokenProvider({ userId: "u" });
  const first = provider({ refresh: false }).catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(LIMIT);
  expect(await first).toMatchObject({ code: "store_timeout" });
  // The limit is 300 ms: a wait on the lost read before each of 10 steps would take 3 s at least.
  const began = performance.now();
  const steps = (async () => {
    for (let i = 0; i < 10; i++) expect(await provider({ refresh: false })).toBe(signedInAgain.accessToken);
  })();
  // Runs every timer due, in order, until none is left: the steps end once nothing holds them.
  await vi.runAllTimersAsync();
  await steps;
  expect(performance.now() - began).toBeLessThan(2_500);
});

test(
  "a provider step that an app's fetch leaves unanswered fails on time instead of ending the process",
  async () => {
    const { bundleOne } = await import("../scripts/lib/esbuild.mjs");
    const { execFile } = await import("node:child_process");
    const { join } = await import("node:path");
    const source = `
    import { createOAuth, TokenSet } from ${JSON.stringify(join(process.cwd(), "src/oauth.ts"))};
    // A fetch that holds no socket and never answers: nothing else keeps the process running.
    const oauth = createOAuth({ authUrl: "http://127.0.0.1:9", realm: "r", issuer: "http://127.0.0.1:9/realms/r",
      clientId: "cid", redirectUri: "http://127.0.0.1:9/cb", timeoutMs: 200, fetch: () => new Promise(() => {}) });
    const tokens = TokenSet.from({ accessToken: "AT_1", refreshToken: "RT_1", scopes: [] });
    console.log(await oauth.refresh(tokens).then(() => "ok", (e) => e.name));`;
    const { text } = await bundleOne({
      stdin: { contents: source, resolveDir: process.cwd(), loader: "ts" },
      platform: "node",
    });
    const file = join(process.cwd(), ".tmp", `oauth-exit-${process.pid}.mjs`);
    const { mkdir, writeFile, rm } = await import("node:fs/promises");
    await mkdir(join(process.cwd(), ".tmp"), { recursive: true });
    await writeFile(file, text);
    try {
      // A limit only for a child that hangs: starting Node on a busy machine can take many seconds.
      const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const child = execFile(process.execPath, [file], { timeout: STEP }, (error, out) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout: out }),
        );
        child.stdin?.end();
      });
      expect([code, stdout.trim()]).toEqual([0, "TimeoutError"]);
    } finally {
      await rm(file, { force: true });
    }
  },
  SLOW,
);

test("a store that cannot be read back after a refresh still gets the new tokens", async () => {
  idp.handle(tokens());
  const memory = new MemoryTokenStore();
  let reads = 0;
  const store: TokenStore = {
    // The second read, after the refresh, outlasts the time limit once.
    get: (userId) => (++reads === 2 ? pause(400).then(() => memory.get(userId)) : memory.get(userId)),
    set: (userId, data) => memory.set(userId, data),
    delete: (userId) => memory.delete(userId),
  };
  memory.set("u", expired());
  fakeClock();
  const asking = observed(oauthWith(store, "cid", SECRET, LIMIT).tokenProvider({ userId: "u" })({ refresh: false }));
  await until(() => reads === 2, "the read after the refresh");
  await vi.advanceTimersByTimeAsync(LIMIT);
  const token = await asking;
  expect(token).toMatch(/^AT_\d+_a+$/);
  expect(memory.get("u")?.accessToken).toBe(token);
});

describe("error text", () => {
  const refusing = (body: object) => (_req: IncomingMessage, res: ServerResponse) => json(res, 400, body);

  test("a secret at the edge of the shortened description, or the Basic header it was sent in, is redacted", async () => {
    const oauth = oauthWith();
    const data = expired();
    for (const description of [`${"x".repeat(185)} ${data.refreshToken}`, `bad header Basic ${BASIC}`]) {
      idp.handle(refusing({ error: "invalid_request", error_description: description }));
      const e = await oauth.refresh((await import("../src/oauth.js")).TokenSet.from(data)).catch((x: unknown) => x);
      const text = rendered(e);
      expect(text).not.toContain(data.refreshToken!.slice(0, 10));
      expect(text).not.toContain(BASIC);
      expect(text).not.toContain(SECRET);
    }
  });

  test("the Basic header as it was sent is redacted, whatever characters the client ID and secret hold", async () => {
    const { TokenSet } = await import("../src/oauth.js");
    idp.handle((req, res) =>
      json(res, 400, { error: "invalid_client", error_description: `bad header ${req.headers.authorization}` }),
    );
    const secret = "s3cr3t-_.!~*'()value";
    for (const clientId of ["client.one-2", "cid"]) {
      const e = await oauthWith(undefined, clientId, secret)
        .refresh(TokenSet.from(expired()))
        .catch((x: unknown) => x);
      const sent = String(idp.seen.at(-1)!.headers.authorization).slice("Basic ".length);
      expect(rendered(e)).toContain("bad header Basic [redacted]");
      expect(rendered(e)).not.toContain(sent);
    }
  });

  test("an error value that is no code is not kept: a megabyte of it becomes invalid_response", async () => {
    idp.handle(refusing({ error: "e".repeat(1_000_000) }));
    const { TokenSet } = await import("../src/oauth.js");
    const e = (await oauthWith()
      .refresh(TokenSet.from(expired()))
      .catch((x: unknown) => x)) as Error & { code: string };
    expect(e.code).toBe("invalid_response");
    expect(e.message.length).toBeLessThan(200);
  });
});

describe("answers the module cannot keep, and a body that stalls", () => {
  test("a token the module refuses is the provider's refused answer, not a network failure", async () => {
    const { TokenSet } = await import("../src/oauth.js");
    for (const answer of [
      { access_token: "has a space", token_type: "Bearer", expires_in: 60 },
      { access_token: "AT_ok_123", refresh_token: "has a space", token_type: "Bearer", expires_in: 60 },
      { access_token: "AT_ok_123", token_type: "Bearer", expires_in: 1e306 },
    ]) {
      idp.handle((_req, res) => json(res, 200, answer));
      const e = await oauthWith()
        .refresh(TokenSet.from(expired()))
        .catch((x: unknown) => x);
      expect(e).toMatchObject({ name: "OAuthError", code: "invalid_response" });
      expect((e as Error).message).toMatch(/^Token refresh: the identity provider's answer was refused/);
    }
  });

  test("headers, then a body that stalls past the time limit: a timeout", async () => {
    const { TokenSet } = await import("../src/oauth.js");
    idp.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"access_token":');
    });
    const e = await oauthWith(undefined, "cid", SECRET, LIMIT)
      .refresh(TokenSet.from(expired()))
      .catch((x: unknown) => x);
    // The same TimeoutError a call throws, naming the endpoint.
    expect(e).toMatchObject({ name: "TimeoutError", method: "POST", path: expect.stringMatching(/\/token$/) });
  });
});

test("a store that never answers once fails the calls waiting on it, and the next calls work", async () => {
  idp.handle(tokens());
  const memory = new MemoryTokenStore();
  let hang = true;
  const store: TokenStore = {
    get: (userId) => (hang ? new Promise(() => {}) : memory.get(userId)),
    set: (userId, data) => memory.set(userId, data),
    delete: (userId) => memory.delete(userId),
  };
  await memory.set("u", { ...signedInAgain });
  // Nothing but the store's silence runs against the limit here: no request to the provider.
  const provider = oauthWith(store, "cid", SECRET, LIMIT).tokenProvider({ userId: "u" });
  const first = await provider({ refresh: false }).catch((x: unknown) => x);
  expect(first).toMatchObject({ name: "OAuthError", code: "store_timeout" });
  hang = false;
  expect(await provider({ refresh: false })).toBe(signedInAgain.accessToken);
});
