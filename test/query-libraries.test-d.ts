// openapi-react-query and swr-openapi take an openapi-fetch Client<paths>: the client itself is
// one, and so is what the deprecated toFetchClient() returns; their hooks infer paths, parameters
// and data types.
import createQueryClient from "openapi-react-query";
import { createImmutableHook, createInfiniteHook, createMutateHook, createQueryHook } from "swr-openapi";
import type { Client } from "openapi-fetch";
import { describe, expectTypeOf, test } from "vitest";
import {
  createClient,
  toFetchClient,
  type ApiErrorBody,
  type EscrowClient,
  type OnlineTransaction,
  type ShippingRate,
} from "../src/index.js";
import type { paths } from "../src/types.js";
import type { ActingPaths } from "../src/client/types.js";

declare const api: EscrowClient;
const fetchClient = toFetchClient(api);

describe("toFetchClient", () => {
  test("is exactly openapi-fetch's Client<paths>", () => {
    expectTypeOf(fetchClient).toEqualTypeOf<Client<paths>>();
    expectTypeOf(toFetchClient(api.actingAs("user_1"))).toEqualTypeOf<Client<paths>>();
    // @ts-expect-error it takes a client of this package, not options
    toFetchClient({ baseUrl: "https://x.example" });
  });

  test("its methods keep the spec's types", async () => {
    const { data } = await fetchClient.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });
    expectTypeOf(data).toEqualTypeOf<(OnlineTransaction | null)[] | undefined>();
    // @ts-expect-error ids is required
    fetchClient.GET("/api/v1/batch/transactions", { params: { query: {} } });
    // @ts-expect-error not a path of the spec
    fetchClient.GET("/api/v1/nope");
    // @ts-expect-error the spec has no OPTIONS operation, so no path is accepted
    fetchClient.OPTIONS("/api/v1/me/balances");
  });

  test("the client itself is a Client<paths>: the query libraries take it as it is", () => {
    expectTypeOf(api).toMatchTypeOf<Client<paths>>();
    expectTypeOf(api.actingAs("user_1")).toMatchTypeOf<Client<ActingPaths>>();
    const $api = createQueryClient(api);
    const batch = $api.useQuery("get", "/api/v1/batch/transactions", { params: { query: { ids: "1,2" } } });
    expectTypeOf(batch.data).toEqualTypeOf<(OnlineTransaction | null)[] | undefined>();
    const useQuery = createQueryHook(api, "escrow");
    expectTypeOf(useQuery("/api/v1/batch/transactions", { params: { query: { ids: "1" } } }).data).toEqualTypeOf<
      (OnlineTransaction | null)[] | undefined
    >();
    // @ts-expect-error only GET paths
    useQuery("/api/v1/transactions/{transaction_id}/track");
  });
});

describe("a client whose type holds one credential", () => {
  test("is taken as it is by both libraries, acting for a user or not", () => {
    const keyOnly = createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k" } });
    const tokenOnly = createClient({ baseUrl: "http://127.0.0.1:4010", auth: { accessToken: async () => "t" } });
    for (const client of [keyOnly, tokenOnly]) {
      const $api = createQueryClient(client);
      const _rates = $api.useQuery("get", "/api/v1/transactions/{transaction_id}/shipper_shipping_rates", {
        params: { path: { transaction_id: 1 }, header: { "Service-User": "user_1" } },
      });
      expectTypeOf<NonNullable<typeof _rates.data>>().toMatchTypeOf<ShippingRate[]>();
      createQueryHook(client, "escrow");
    }
    createQueryClient(keyOnly.actingAs("user_1"));
    createQueryHook(tokenOnly.actingAs("user_1"), "escrow");
  });
});

describe("openapi-react-query", () => {
  const $api = createQueryClient(
    toFetchClient(createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k" } })),
  );

  test("useQuery infers data and error from the path", () => {
    const rates = $api.useQuery("get", "/api/v1/transactions/{transaction_id}/shipper_shipping_rates", {
      params: { path: { transaction_id: 1 }, header: { "Service-User": "user_1" } },
    });
    // Read through openapi-fetch's Readable<>: the same type, though not the identical alias.
    expectTypeOf<NonNullable<typeof rates.data>>().toMatchTypeOf<ShippingRate[]>();
    expectTypeOf<ShippingRate[]>().toMatchTypeOf<NonNullable<typeof rates.data>>();
    expectTypeOf(rates.error).toEqualTypeOf<ApiErrorBody | null>();
    const batch = $api.useQuery("get", "/api/v1/batch/transactions", { params: { query: { ids: "1,2" } } });
    expectTypeOf(batch.data).toEqualTypeOf<(OnlineTransaction | null)[] | undefined>();
    // @ts-expect-error transaction_id is an integer
    $api.useQuery("get", "/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: "1" } } });
    // @ts-expect-error not a GET path
    $api.useQuery("get", "/api/v1/transactions/{transaction_id}/track");
  });

  test("useMutation infers the body and the result", () => {
    const track = $api.useMutation("post", "/api/v1/transactions/{transaction_id}/track");
    expectTypeOf(track.data).toEqualTypeOf<OnlineTransaction | undefined>();
    track.mutate({ params: { path: { transaction_id: 1 } }, body: { carrier: "c", tracking_code: "t" } });
    // @ts-expect-error the body is a TrackRequest
    track.mutate({ params: { path: { transaction_id: 1 } }, body: { carrier: 1 } });
  });
});

describe("swr-openapi", () => {
  const client = toFetchClient(api);
  const useQuery = createQueryHook(client, "escrow");
  const useImmutable = createImmutableHook(client, "escrow");
  const useInfinite = createInfiniteHook(client, "escrow");
  const useMutate = createMutateHook(client, "escrow", () => true);

  test("the query hooks infer data from the path", () => {
    const batch = useQuery("/api/v1/batch/transactions", { params: { query: { ids: "1,2" } } });
    expectTypeOf(batch.data).toEqualTypeOf<(OnlineTransaction | null)[] | undefined>();
    expectTypeOf(batch.error).toEqualTypeOf<ApiErrorBody | undefined>();
    const rates = useImmutable("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", {
      params: { path: { transaction_id: 1 }, header: { "Service-User": "user_1" } },
    }).data;
    expectTypeOf(rates).toMatchTypeOf<ShippingRate[] | undefined>();
    expectTypeOf<ShippingRate[] | undefined>().toMatchTypeOf<typeof rates>();
    const pages = useInfinite("/api/v1/batch/transactions", (index) => ({ params: { query: { ids: String(index) } } }));
    expectTypeOf(pages.data).toEqualTypeOf<(OnlineTransaction | null)[][] | undefined>();
    // @ts-expect-error the path parameters are required
    useQuery("/api/v1/transactions/{transaction_id}", {});
    // @ts-expect-error only GET paths
    useQuery("/api/v1/transactions/{transaction_id}/track");
    expectTypeOf(useMutate).returns.toBeFunction();
  });
});
