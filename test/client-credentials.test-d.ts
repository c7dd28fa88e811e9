// The client's type follows its `auth`: an operation whose security accepts no credential the
// client holds does not compile, for every combination of credentials, on the client and on the
// clients actingAs() makes from it. An `auth` whose type does not say what it holds keeps every
// operation callable (the run-time refusal covers it).
import { describe, expectTypeOf, test } from "vitest";
import {
  type ActingClient,
  type AuthOptions,
  createClient,
  type EscrowClient,
  getTransactionsByIds,
  type OnlineTransaction,
} from "../src/index.js";
import type { Credential, HeldCredentials } from "../src/client/types.js";

const baseUrl = "http://127.0.0.1:4010";
const path = { transaction_id: 1 };
const charge = { params: { query: { currency: "gbp", price: 45000 } } } as const;
const batch = { params: { query: { ids: "1,2" } } } as const;

const key = createClient({ baseUrl, auth: { apiKey: "k" } });
const token = createClient({ baseUrl, auth: { accessToken: "t" } });
const provider = createClient({ baseUrl, auth: { accessToken: async () => "t" } });
const both = createClient({ baseUrl, auth: { apiKey: "k", accessToken: async () => "t" } });

describe("what a client holds", () => {
  test("is read from the type of its auth", () => {
    expectTypeOf(key).toEqualTypeOf<EscrowClient<"apiKey">>();
    expectTypeOf(token).toEqualTypeOf<EscrowClient<"accessToken">>();
    expectTypeOf(provider).toEqualTypeOf<EscrowClient<"accessToken">>();
    expectTypeOf(both).toEqualTypeOf<EscrowClient<Credential>>();
    expectTypeOf(key.actingAs("u").actingAs("v")).toEqualTypeOf<ActingClient<"apiKey">>();
    expectTypeOf(provider.actingAs("u")).toEqualTypeOf<ActingClient<"accessToken">>();
  });

  test("an auth whose type does not say holds both, as does one that may hold a credential", () => {
    expectTypeOf<HeldCredentials<AuthOptions>>().toEqualTypeOf<Credential>();
    expectTypeOf<HeldCredentials<any>>().toEqualTypeOf<Credential>();
    expectTypeOf<HeldCredentials<{ apiKey: string; accessToken?: string }>>().toEqualTypeOf<Credential>();
    expectTypeOf<HeldCredentials<{ apiKey?: string; accessToken: string }>>().toEqualTypeOf<Credential>();
    expectTypeOf<HeldCredentials<{ apiKey: string; accessToken?: undefined }>>().toEqualTypeOf<"apiKey">();
    const options: AuthOptions = { apiKey: "k" };
    expectTypeOf(createClient({ baseUrl, auth: options })).toEqualTypeOf<EscrowClient>();
  });
});

describe("the API key alone", () => {
  test("calls what the key is accepted for", () => {
    key.GET("/api/v1/charge", charge);
    key.GET("/api/v1/transactions/{transaction_id}/charge", { params: { path } });
    key.GET("/api/v1/me/balances");
    key.actingAs("u").GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", { params: { path } });
    key.actingAs("u").GET("/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details", { params: { path } });
  });

  test("does not call what takes an access token only, acting for a user or not", () => {
    // @ts-expect-error needs an OAuth2 access token
    key.GET("/api/v1/batch/transactions", batch);
    // @ts-expect-error needs an OAuth2 access token
    key.actingAs("u").GET("/api/v1/batch/transactions", batch);
    // @ts-expect-error needs a client with an OAuth2 access token
    getTransactionsByIds(key, [1]);
    // @ts-expect-error needs a client with an OAuth2 access token
    getTransactionsByIds(key.actingAs("u"), [1]);
  });
});

describe("an access token or a token provider alone", () => {
  test("calls what a token is accepted for", async () => {
    for (const client of [token, provider]) {
      const { data } = await client.GET("/api/v1/batch/transactions", batch);
      expectTypeOf(data).toEqualTypeOf<(OnlineTransaction | null)[] | undefined>();
      client.GET("/api/v1/me/balances");
      expectTypeOf(await getTransactionsByIds(client.actingAs("u"), [1])).toEqualTypeOf<(OnlineTransaction | null)[]>();
    }
  });

  test("does not call the four operations that take the API key only", () => {
    // @ts-expect-error needs the API key
    token.GET("/api/v1/charge", charge);
    // @ts-expect-error needs the API key
    provider.GET("/api/v1/transactions/{transaction_id}/charge", { params: { path } });
    // @ts-expect-error needs the API key
    token.actingAs("u").GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", { params: { path } });
    // @ts-expect-error needs the API key
    provider.actingAs("u").GET("/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details", { params: { path } });
  });
});

describe("both", () => {
  test("call everything", async () => {
    both.GET("/api/v1/charge", charge);
    both.GET("/api/v1/batch/transactions", batch);
    both.actingAs("u").GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", { params: { path } });
    expectTypeOf(await getTransactionsByIds(both, [1])).toEqualTypeOf<(OnlineTransaction | null)[]>();
  });

  test("as does a client typed without saying, such as a parameter of type EscrowClient", () => {
    const untold: EscrowClient = key;
    untold.GET("/api/v1/batch/transactions", batch);
    untold.GET("/api/v1/charge", charge);
    getTransactionsByIds(untold, [1]);
  });
});
