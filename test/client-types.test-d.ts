// The client's method types beyond the basics of client.test-d.ts: the acting client and the
// Service-User header, messages and arity for refused options, and how generic types compose.
import { describe, expectTypeOf, test } from "vitest";
import { getTransactionsByIds, toFetchClient, type EscrowClient, type OnlineTransaction } from "../src/index.js";
import type { ActingClient, ActingPaths, ClientMethods } from "../src/client/types.js";

declare const api: EscrowClient;

// Paths shaped as openapi-typescript writes an operation whose Service-User header is required,
// as the spec states it for the guest and payout-status operations.
type Json<T> = { 200: { headers: { [name: string]: unknown }; content: { "application/json": T } } };
interface GuestPaths {
  "/tx/{transaction_id}/cancel_with_guest_user": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    post: {
      parameters: {
        query?: never;
        header: { "Service-User": string; "X-Other"?: string };
        path: { transaction_id: number };
        cookie?: never;
      };
      requestBody?: never;
      responses: Json<{ id: number; status: string }>;
    };
  };
  "/me/payout_status": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header: { "Service-User": string }; path?: never; cookie?: never };
      requestBody?: never;
      responses: Json<{ payouts_enabled: boolean }>;
    };
    post?: never;
  };
  "/tx/{transaction_id}/signed": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    post: {
      parameters: {
        query?: never;
        header: { "Service-User": string; "X-Signature": string };
        path: { transaction_id: number };
        cookie?: never;
      };
      requestBody?: never;
      responses: Json<{ id: number }>;
    };
  };
  "/me/balances": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: { "Service-User"?: string }; path?: never; cookie?: never };
      requestBody?: never;
      responses: Json<{ amount: number }>;
    };
    post?: never;
  };
}

declare const plain: ClientMethods<GuestPaths>;
declare const acting: ClientMethods<ActingPaths<GuestPaths>>;

describe("Service-User where the spec requires it", () => {
  test("a plain client must give it", () => {
    // @ts-expect-error the header is required
    plain.GET("/me/payout_status");
    // @ts-expect-error the header is required
    plain.POST("/tx/{transaction_id}/cancel_with_guest_user", { params: { path: { transaction_id: 1 } } });
    plain.GET("/me/payout_status", { params: { header: { "Service-User": "guest_1" } } });
  });

  test("an acting client need not, and may still override it", async () => {
    const { data } = await acting.GET("/me/payout_status");
    expectTypeOf(data).toEqualTypeOf<{ payouts_enabled: boolean } | undefined>();
    const cancelled = await acting.POST("/tx/{transaction_id}/cancel_with_guest_user", {
      params: { path: { transaction_id: 1 } },
    });
    expectTypeOf(cancelled.data).toEqualTypeOf<{ id: number; status: string } | undefined>();
    acting.POST("/tx/{transaction_id}/cancel_with_guest_user", {
      params: { path: { transaction_id: 1 }, header: { "Service-User": "guest_2", "X-Other": "x" } },
    });
    acting.GET("/me/balances");
  });

  test("an acting client fits where a plain one is taken, once the header is required", () => {
    const asPlain: ClientMethods<GuestPaths> = acting;
    expectTypeOf(asPlain).toEqualTypeOf<ClientMethods<GuestPaths>>();
  });

  test("everything else stays required and typed", () => {
    // @ts-expect-error the path parameter is still required
    acting.POST("/tx/{transaction_id}/cancel_with_guest_user");
    // @ts-expect-error and still a number
    acting.POST("/tx/{transaction_id}/cancel_with_guest_user", { params: { path: { transaction_id: "1" } } });
    // @ts-expect-error Service-User is a string when given
    acting.GET("/me/payout_status", { params: { header: { "Service-User": 1 } } });
    // @ts-expect-error no such path
    acting.GET("/me/nothing");
    // @ts-expect-error another required header stays required
    acting.POST("/tx/{transaction_id}/signed", { params: { path: { transaction_id: 1 } } });
    acting.POST("/tx/{transaction_id}/signed", {
      params: { path: { transaction_id: 1 }, header: { "X-Signature": "s" } },
    });
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
