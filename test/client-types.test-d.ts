// The client's method types beyond the basics of client.test-d.ts: the acting client and the
// Service-User header, messages and arity for refused options, and how generic types compose.
import { describe, expectTypeOf, test } from "vitest";
import { getTransactionsByIds, toFetchClient, type EscrowClient, type OnlineTransaction } from "../src/index.js";
import type { ActingClient } from "../src/client/types.js";

declare const api: EscrowClient;

const path = { transaction_id: 1 };

describe("Service-User where the spec requires it", () => {
  test("a plain client must give it", () => {
    // @ts-expect-error the header is required
    api.GET("/api/v1/me/profile/payout_status");
    // @ts-expect-error the header is required
    api.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", { params: { path } });
    // @ts-expect-error an empty header block is not the header
    api.GET("/api/v1/me/profile/payout_status", { params: { header: {} } });
    api.GET("/api/v1/me/profile/payout_status", { params: { header: { "Service-User": "guest_1" } } });
    api.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", {
      params: { path, header: { "Service-User": "guest_1" } },
    });
  });

  test("an acting client need not, and may still override it", async () => {
    const acting = api.actingAs("user_1");
    const { data } = await acting.GET("/api/v1/me/profile/payout_status");
    expectTypeOf(data).toEqualTypeOf<unknown>();
    acting.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", { params: { path } });
    acting.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", {
      params: { path, header: { "Service-User": "guest_2" } },
    });
    acting.GET("/api/v1/me/balances");
  });

  test("an acting client fits where a plain one is taken", () => {
    const asPlain: EscrowClient = api.actingAs("user_1");
    expectTypeOf(asPlain).toEqualTypeOf<EscrowClient>();
    // Both in one array: the compiler compares the two kinds without running out of room, and
    // each element still takes typed calls.
    for (const client of [api, api.actingAs("user_1")]) {
      expectTypeOf(client.GET("/api/v1/me/balances")).resolves.toHaveProperty("data");
      // @ts-expect-error still no such path
      client.GET("/api/v1/me/nothing");
    }
  });

  test("everything else stays required and typed", () => {
    const acting = api.actingAs("user_1");
    // @ts-expect-error the path parameter is still required
    acting.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user");
    acting.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", {
      // @ts-expect-error and still a number
      params: { path: { transaction_id: "1" } },
    });
    // @ts-expect-error Service-User is a string when given
    acting.GET("/api/v1/me/profile/payout_status", { params: { header: { "Service-User": 1 } } });
    // @ts-expect-error no such path
    acting.GET("/api/v1/me/nothing");
  });
});

describe("the acting client of the real spec", () => {
  const alice = api.actingAs("user_alice");

  test("is an ActingClient, nests, and fits where a client is taken", async () => {
    expectTypeOf(alice).toEqualTypeOf<ActingClient>();
    expectTypeOf(alice.actingAs("bob")).toEqualTypeOf<ActingClient>();
    expectTypeOf(await getTransactionsByIds(alice, [1])).toEqualTypeOf<(OnlineTransaction | null)[]>();
    toFetchClient(alice);
  });

  test("keeps the spec's data types and the refused options", async () => {
    const { data } = await alice.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });
    expectTypeOf(data).toEqualTypeOf<(OnlineTransaction | null)[] | undefined>();
    alice.GET("/api/v1/me/profile/payout_status");
    alice.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", {
      params: { path: { transaction_id: 1 } },
      // @ts-expect-error never retried
      retry: { retries: 1 },
    });
    // @ts-expect-error no per-call base URL
    alice.GET("/api/v1/me/balances", { baseUrl: "https://x.example" });
  });
});

describe("arity", () => {
  test("the init is optional exactly when nothing in it is required", () => {
    api.GET("/api/v1/me/balances");
    // @ts-expect-error a path parameter is required
    api.POST("/api/v1/transactions/{transaction_id}/cancel");
    // A path typed as a union of paths needs what any of them requires.
    const either = "/api/v1/me/balances" as "/api/v1/transactions/{transaction_id}" | "/api/v1/me/balances";
    // @ts-expect-error one of the paths has a path parameter
    api.GET(either);
    api.GET(either, { params: { path: { transaction_id: 1 } } });
    api.PUT("/api/v1/transactions");
    // @ts-expect-error with a single PUT path, another path is still an error
    api.PUT("/api/v1/me/balances");
  });
});
