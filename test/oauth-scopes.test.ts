// The scopes each operation needs: the generated map against the description and the spec, the
// helper that lists what to ask for, and the check before a call made while the user is away.
import { readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from "vitest";
import { parse } from "yaml";
import { NEEDS, OPERATIONS } from "../generated/oauth.js";
import { callUnlisted, createClient, type EscrowClient } from "../src/index.js";
import {
  checkScopes,
  isOAuthError,
  MissingScopeError,
  missingScopes,
  offlineClient,
  type Operation,
  type Scope,
  SCOPES,
  scopesFor,
  scopesOf,
} from "../src/oauth.js";
import { lacking } from "../src/oauth/scopes.js";
import { loadBundledSpec, operationsOf } from "./helpers/spec.js";
import { json, useServer } from "./helpers/server.js";

const root = join(import.meta.dirname, "..");
// The generator is plain JavaScript, loaded by path so the type check does not need a declaration.
const generator = join(root, "scripts", "build", "generate-scopes.mjs");
const { oauthFacts } = (await import(generator)) as { oauthFacts(specFile: string): Promise<{ count: number }> };

// The oauth2 flow's scopes as spec/openapi.yaml writes them: the YAML itself, neither bundled nor
// generated, so a scope the generator drops, adds or reorders shows.
const SPEC_SCOPES = Object.keys(
  parse(readFileSync(join(root, "spec", "openapi.yaml"), "utf8")).components.securitySchemes.oauth2.flows
    .authorizationCode.scopes,
);

// What sections 4.1 and 4.2 of the description say each operation needs.
const DESCRIBED_NEEDS: Record<string, { offline: string[]; required: { scope: string; grantor: string }[] }> = {
  "POST /api/v1/p2p/transactions/{transactionId}/set_price": { offline: ["p2p_tx:offline_set_price"], required: [] },
  "POST /api/v1/p2p/transactions/{transaction_id}/complain": { offline: ["p2p_tx:offline_complain"], required: [] },
  "POST /api/v1/transactions/{transaction_id}/track": { offline: ["basic_tx:offline_track"], required: [] },
  "POST /api/v1/transactions/{transaction_id}/accept_payment": {
    offline: ["basic_tx:offline_accept_payment"],
    required: [],
  },
  "POST /api/v1/transactions/{transaction_id}/complain_with_description": {
    offline: ["basic_tx:offline_complain"],
    required: [],
  },
  "POST /api/v1/transactions/{transaction_id}/cancel": { offline: ["basic_tx:offline_cancel"], required: [] },
  "GET /api/v1/me/verification_session": { offline: ["profile"], required: [] },
  "GET /api/v1/me/verification_session_native": { offline: ["profile"], required: [] },
  "GET /api/v1/me/verification_status": { offline: ["profile"], required: [] },
  // Section 4: "the user named by Service-User", "the user named by join_user_id", "the online user".
  "GET /api/v1/me/profile/payout_status": { offline: [], required: [{ scope: "profile", grantor: "service-user" }] },
  "POST /api/v1/me/transactions/create_and_join": {
    offline: [],
    required: [{ scope: "basic_tx:offline_create_join", grantor: "join-user" }],
  },
  "POST /api/v1/me/transactions/create_with_guest_user": {
    offline: [],
    required: [{ scope: "basic_tx:offline_create_join", grantor: "online-user" }],
  },
};

const NAMES = [...Object.keys(OPERATIONS), ...Object.values(OPERATIONS)] as Operation[];

describe("the generated scope map", () => {
  test("holds the flow's scopes, the description's 19, and the scopes it names per operation", () => {
    expect(SCOPES).toEqual(SPEC_SCOPES);
    // Section 5 of the interface description: 19 scopes, OpenID Connect's two first.
    expect(SCOPES).toHaveLength(19);
    expect(SCOPES.slice(0, 2)).toEqual(["openid", "profile"]);
    expect(JSON.parse(JSON.stringify(NEEDS))).toEqual(DESCRIBED_NEEDS);
  });

  test("its files say they are generated", async () => {
    for (const name of ["oauth.js", "oauth.d.ts"]) {
      expect(await readFile(join(root, "generated", name), "utf8")).toMatch(
        /^\/\/ Generated from spec\/openapi\.yaml .* Do not edit/,
      );
    }
  });

  test("matches x-offline-scopes and x-required-grants of the bundled spec, for all operations", () => {
    const doc = loadBundledSpec();
    const ops = operationsOf(doc);
    expect(Object.keys(OPERATIONS)).toHaveLength(ops.length);
    for (const { method, path, op } of ops) {
      const key = `${method.toUpperCase()} ${path}`;
      expect((OPERATIONS as Record<string, string>)[op.operationId], op.operationId).toBe(key);
      expect(scopesOf(key as Operation)).toEqual({
        offline: op["x-offline-scopes"] ?? [],
        required: op["x-required-grants"] ?? [],
      });
    }
  });

  describe("the generator rejects a spec", () => {
    let dir: string;
    beforeAll(async () => {
      await mkdir(join(root, ".tmp"), { recursive: true });
      dir = await mkdtemp(join(root, ".tmp", "scopes-"));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    /** A copy of spec/ with one file edited, read by the generator. */
    async function factsAfter(file: string, edit: (text: string) => string) {
      const copy = await mkdtemp(join(dir, "spec-"));
      await cp(join(root, "spec"), copy, { recursive: true });
      const text = await readFile(join(copy, file), "utf8");
      const changed = edit(text);
      expect(changed, "the edit applies").not.toBe(text);
      await writeFile(join(copy, file), changed);
      return oauthFacts(join(copy, "openapi.yaml"));
    }

    test("that reads unchanged", async () => {
      await expect(factsAfter("openapi.yaml", (t) => t + "\n")).resolves.toMatchObject({ count: 83 });
    });
    test("whose operation names a scope the flow does not declare", async () => {
      await expect(
        factsAfter("paths/transactions_{transaction_id}_track.yaml", (t) =>
          t.replace("- basic_tx:offline_track", "- basic_tx:offline_trak"),
        ),
      ).rejects.toThrow(/basic_tx:offline_trak is not declared/);
    });
    test("whose URL template lacks the realm", async () => {
      await expect(
        factsAfter("openapi.yaml", (t) =>
          t.replace('tokenUrl: "{auth_url}/realms/{realm}/', 'tokenUrl: "{auth_url}/realms/staging/'),
        ),
      ).rejects.toThrow(/x-url-templates.tokenUrl/);
    });
    test("whose URL template has a variable the scheme does not define", async () => {
      await expect(
        factsAfter("openapi.yaml", (t) =>
          t.replace(
            'authorizationUrl: "{auth_url}/realms/{realm}/',
            'authorizationUrl: "{auth_url}/{tenant}/realms/{realm}/',
          ),
        ),
      ).rejects.toThrow(/unknown \{tenant\}/);
    });
    test("whose required grant does not say who grants it", async () => {
      await expect(
        factsAfter("paths/me_profile_payout_status.yaml", (t) => t.replace(/\n\s+grantor: service-user/, "")),
      ).rejects.toThrow(/each grant names its grantor/);
    });
    test("whose x-offline-scopes is not a list", async () => {
      await expect(
        factsAfter("paths/transactions_{transaction_id}_track.yaml", (t) =>
          t.replace(/x-offline-scopes:\n\s+- basic_tx:offline_track/, "x-offline-scopes: basic_tx:offline_track"),
        ),
      ).rejects.toThrow(/must be a list/);
    });
  });
});

describe("scopesFor", () => {
  test("lists the offline scopes and required grants of the operations, named either way, plus openid", () => {
    expect(scopesFor(["trackTransaction", "POST /api/v1/p2p/transactions/{transactionId}/set_price"])).toEqual([
      "openid",
      "basic_tx:offline_track",
      "p2p_tx:offline_set_price",
    ]);
    expect(scopesFor(["createAndJoinTransaction", "getMyVerificationStatus"], { openid: false })).toEqual([
      "profile",
      "basic_tx:offline_create_join",
    ]);
    expect(scopesFor(["getTransaction"], { profile: true })).toEqual(["openid", "profile"]);
    expect(scopesFor([])).toEqual(["openid"]);
  });

  test("refuses names outside the spec, as an untyped caller might give them", () => {
    for (const bad of [
      "noSuchOperation",
      "POST /api/v1/transactions/7/track",
      "post /api/v1/transactions/{transaction_id}/track",
      "toString",
      "__proto__",
      7,
      null,
    ]) {
      expect(() => scopesFor([bad as Operation]), String(bad)).toThrow(/Unknown operation/);
    }
    expect(() => scopesFor("trackTransaction" as never)).toThrow(TypeError);
  });

  test("holds for any set of operations: exactly their scopes and openid, once each, in the spec's order", () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NAMES), { maxLength: 30 }), fc.boolean(), (ops, openid) => {
        cases++;
        const result = scopesFor(ops, { openid });
        const expected = new Set<string>(openid ? ["openid"] : []);
        for (const op of ops) {
          for (const s of [...scopesOf(op).offline, ...scopesOf(op).required.map((g) => g.scope)]) expected.add(s);
        }
        expect(new Set(result)).toEqual(expected);
        expect(result).toEqual(SCOPES.filter((s) => expected.has(s)));
      }),
      { numRuns: 500 },
    );
    console.log(`scopesFor: ${cases} generated cases`);
    expect(cases).toBe(500);
  });

  test("is typed: only the spec's operations, and a Scope[] back", () => {
    expectTypeOf(scopesFor(["trackTransaction"])).toEqualTypeOf<Scope[]>();
    // @ts-expect-error: not an operationId of the spec
    void (() => scopesFor(["trackTransactions"]));
    // @ts-expect-error: the path is written as the spec writes it, with its parameter names
    void (() => scopesFor(["POST /api/v1/transactions/7/track"]));
    // @ts-expect-error: not one of the 19 scopes
    const wrong: Scope = "offline_access";
    void wrong;
  });
});

describe("missingScopes and checkScopes", () => {
  test("the offline scope counts only while the user is away", () => {
    expect(missingScopes("trackTransaction", [], { userPresent: true })).toEqual([]);
    expect(missingScopes("trackTransaction", ["openid"], { userPresent: false })).toEqual(["basic_tx:offline_track"]);
    expect(missingScopes("trackTransaction", ["basic_tx:offline_track"], { userPresent: false })).toEqual([]);
    expect(missingScopes("getTransaction", [], { userPresent: false })).toEqual([]);
    expect(() => missingScopes("trackTransaction", [], {} as never)).toThrow(/userPresent/);
  });

  test("a grant the token's user gives counts for any call; one another user gives is never theirs to miss", () => {
    const needs = {
      offline: ["basic_tx:offline_track"],
      required: [
        { scope: "profile", grantor: "token-user" },
        { scope: "basic_tx:offline_create_join", grantor: "join-user" },
      ],
    } as const;
    expect(lacking(needs, new Set(), true)).toEqual(["profile"]);
    expect(lacking(needs, new Set(), false)).toEqual(["profile", "basic_tx:offline_track"]);
    expect(lacking(needs, new Set(["profile", "basic_tx:offline_track"]), false)).toEqual([]);
  });

  test.each([
    ["getMyPayoutStatus", "service-user"],
    ["createAndJoinTransaction", "join-user"],
    ["createTransactionWithGuestUser", "online-user"],
  ] as const)("%s: its grant is the %s's, so nothing is missing from the token's user", (operation, grantor) => {
    expect(scopesOf(operation).required.map((grant) => grant.grantor)).toEqual([grantor]);
    for (const userPresent of [true, false]) {
      expect(missingScopes(operation, [], { userPresent })).toEqual([]);
      expect(() => checkScopes(operation, [], { userPresent })).not.toThrow();
    }
  });

  test("checkScopes throws a MissingScopeError that names the operation and the scope", () => {
    const error = (() => {
      try {
        checkScopes("cancelTransaction", new Set(["openid"]), { userPresent: false });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MissingScopeError);
    expect(isOAuthError(error, "missing_scope")).toBe(true);
    expect(error).toMatchObject({
      operation: "POST /api/v1/transactions/{transaction_id}/cancel",
      missing: ["basic_tx:offline_cancel"],
    });
    expect((error as Error).message).toBe(
      "POST /api/v1/transactions/{transaction_id}/cancel needs the scope basic_tx:offline_cancel while the user is not present, which the user has not granted: request it at sign-in",
    );
    expect(() => checkScopes("cancelTransaction", ["basic_tx:offline_cancel"], { userPresent: false })).not.toThrow();
  });
});

describe("offlineClient", () => {
  const server = useServer();

  const body = { carrier: "parcel_express", tracking_code: "PX1" };
  const track = (client: ReturnType<typeof createClient>) =>
    client.POST("/api/v1/transactions/{transaction_id}/track", { params: { path: { transaction_id: 7 } }, body });

  test("refuses a call whose offline scope was not granted, before sending anything", async () => {
    server.handle((_req, res) => json(res, 200, { id: 7 }));
    const granted = { grantedScopes: async () => ["openid", "basic_tx:offline_cancel"] };
    const client = offlineClient(createClient({ baseUrl: server.url, auth: { accessToken: "t0k3n" } }), granted);
    await expect(track(client)).rejects.toBeInstanceOf(MissingScopeError);
    await expect(track(client.actingAs("user-7"))).rejects.toThrow(/basic_tx:offline_track/);
    expect(server.seen).toEqual([]);

    // Operations that name no scope, and granted ones, go through, with the acting user kept.
    await client
      .actingAs("user-7")
      .GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 7 } } });
    await client.POST("/api/v1/transactions/{transaction_id}/cancel", { params: { path: { transaction_id: 7 } } });
    expect(server.seen.map((s) => `${s.method} ${s.url} ${s.headers["service-user"] ?? "-"}`)).toEqual([
      "GET /api/v1/transactions/7 user-7",
      "POST /api/v1/transactions/7/cancel -",
    ]);
    expect(client.baseUrl).toBe(server.url);

    // The generic form of a call, if the client has one, is checked as well.
    const generic = offlineClient(
      {
        ...createClient({ baseUrl: server.url, auth: { accessToken: "t0k3n" } }),
        request: async (_method: string, _path: string) => "sent",
      } as unknown as EscrowClient,
      granted,
    ) as unknown as { request(method: string, path: string): Promise<unknown> };
    await expect(generic.request("post", "/api/v1/transactions/{transaction_id}/track")).rejects.toThrow(
      MissingScopeError,
    );
    await expect(generic.request("post", "/api/v1/transactions/{transaction_id}/cancel")).resolves.toBe("sent");
  });

  test("never refuses a call for a grant another user gives: payout status, create and join, guest create", async () => {
    server.handle((_req, res) => json(res, 200, {}));
    // The signed-in creator has granted nothing beyond openid.
    const granted = { grantedScopes: async () => ["openid"] };
    const client = offlineClient(createClient({ baseUrl: server.url, auth: { accessToken: "t0k3n" } }), granted);
    await client.actingAs("user-7").GET("/api/v1/me/profile/payout_status");
    await client.POST("/api/v1/me/transactions/create_and_join", { body: { join_user_id: "user-8" } });
    await client.POST("/api/v1/me/transactions/create_with_guest_user", { body: {} });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET /api/v1/me/profile/payout_status",
      "POST /api/v1/me/transactions/create_and_join",
      "POST /api/v1/me/transactions/create_with_guest_user",
    ]);
  });

  test("checks a path written with its ID or a renamed parameter, and callUnlisted, the same way", async () => {
    server.handle((_req, res) => json(res, 200, { id: 7 }));
    const granted = { grantedScopes: async () => ["openid"] };
    const client = offlineClient(createClient({ baseUrl: server.url, auth: { accessToken: "t0k3n" } }), granted);
    const untyped = client as unknown as { POST(path: string, init?: object): Promise<unknown> };
    await expect(untyped.POST("/api/v1/transactions/4817230/track", { body })).rejects.toThrow(MissingScopeError);
    await expect(
      untyped.POST("/api/v1/transactions/{id}/track", { params: { path: { id: 7 } }, body }),
    ).rejects.toThrow(/basic_tx:offline_track/);
    for (const checked of [client, client.actingAs("user-7")]) {
      await expect(
        callUnlisted(checked, "POST", "/api/v1/transactions/{transaction_id}/track", {
          params: { path: { transaction_id: 7 } },
          body,
        }),
      ).rejects.toThrow(MissingScopeError);
    }
    expect(server.seen).toEqual([]);
    // A path outside the spec names no scope, and goes through.
    await callUnlisted(client, "POST", "/api/v1/p2p/charge");
    expect(server.seen.map((s) => s.url)).toEqual(["/api/v1/p2p/charge"]);
  });

  test("a HEAD is checked as the GET of its path, and the caller's signal and timeoutMs end the wait for scopes", async () => {
    server.handle((_req, res) => json(res, 200, {}));
    const client = offlineClient(createClient({ baseUrl: server.url, auth: { accessToken: "t0k3n" } }), {
      grantedScopes: () => ["openid"],
    });
    const head = client.HEAD as unknown as (path: string) => Promise<unknown>;
    await expect(head("/api/v1/me/verification_session")).rejects.toThrow(MissingScopeError);
    expect(server.seen).toEqual([]);
    const silent = offlineClient(createClient({ baseUrl: server.url, auth: { accessToken: "t0k3n" } }), {
      grantedScopes: () => new Promise<string[]>(() => undefined),
    });
    const controller = new AbortController();
    const aborted = silent
      .POST("/api/v1/transactions/{transaction_id}/track", {
        params: { path: { transaction_id: 7 } },
        body,
        signal: controller.signal,
      })
      .catch((e: unknown) => e);
    controller.abort(new Error("left the page"));
    expect(await aborted).toMatchObject({ message: "left the page" });
    const timed = await silent
      .POST("/api/v1/transactions/{transaction_id}/track", {
        params: { path: { transaction_id: 7 } },
        body,
        timeoutMs: 1,
      })
      .catch((e: unknown) => e);
    expect(timed).toMatchObject({ name: "TimeoutError" });
    expect(server.seen).toEqual([]);
  });

  test("lets the call through once the scope is granted", async () => {
    server.handle((_req, res) => json(res, 200, { id: 7 }));
    const client = offlineClient(createClient({ baseUrl: server.url, auth: { accessToken: "t0k3n" } }), {
      grantedScopes: () => ["basic_tx:offline_track"],
    });
    expect((await track(client)).response.status).toBe(200);
    expect(server.seen).toHaveLength(1);
    expect(() => offlineClient(createClient({ baseUrl: server.url, auth: { accessToken: "t" } }), {} as never)).toThrow(
      TypeError,
    );
  });
});
