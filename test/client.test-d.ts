import { describe, expectTypeOf, test } from "vitest";
import {
  ApiError,
  createClient,
  isApiError,
  unwrap,
  getTransactionsByIds,
  type ApiErrorBody,
  type DepositPricing,
  type EscrowClient,
  type ErrorCode,
  type F2fTransaction,
  type KnownErrorCode,
  type OnlineTransaction,
  type ShippingRate,
} from "../src/index.js";
import type { components, operations, paths } from "../src/types.js";

declare const api: EscrowClient;

describe("paths and parameters", () => {
  test("a path parameter is required and typed", async () => {
    const r = await api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 1 } } });
    expectTypeOf(r.response).toEqualTypeOf<Response>();
    // @ts-expect-error transaction_id is an int64 integer
    api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: "1" } } });
    // @ts-expect-error the init with path params is required
    api.GET("/api/v1/transactions/{transaction_id}");
    // @ts-expect-error path params are required inside params
    api.GET("/api/v1/transactions/{transaction_id}", { params: {} });
  });

  test("unknown paths and wrong methods are rejected", () => {
    // @ts-expect-error not a path of the spec
    api.GET("/api/v1/nope");
    // @ts-expect-error batch is GET only
    api.POST("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });
  });

  test("required query parameters", async () => {
    // @ts-expect-error ids is required
    api.GET("/api/v1/batch/transactions", { params: { query: {} } });
    const { data } = await api.GET("/api/v1/batch/transactions", { params: { query: { ids: "1,2" } } });
    expectTypeOf(data).toEqualTypeOf<(OnlineTransaction | null)[] | undefined>();
  });

  test("request bodies are typed", () => {
    const body = { charge: 1, charge_calculator_version: 1, currency: "gbp", price: 45000 } as const;
    api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", { params: { path: { transactionId: 1 } }, body });
    api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
      params: { path: { transactionId: 1 } },
      // @ts-expect-error price must be a number
      body: { ...body, price: "45000" },
    });
    // @ts-expect-error the body is required
    api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", { params: { path: { transactionId: 1 } } });
  });

  test("the acting-user header parameter is typed", () => {
    api.GET("/api/v1/me/balances", { params: { header: { "Service-User": "u1" } } });
    // @ts-expect-error Service-User is a string
    api.GET("/api/v1/me/balances", { params: { header: { "Service-User": 1 } } });
  });

  test("call options", () => {
    api.GET("/api/v1/me/balances", { timeoutMs: 5, retry: { retries: 1 }, signal: AbortSignal.timeout(1) });
    api.GET("/api/v1/me/balances", { retry: false });
    api.POST("/api/v1/transactions/{transaction_id}/cancel", {
      params: { path: { transaction_id: 1 } },
      // @ts-expect-error money-moving calls have no retry option
      retry: { retries: 1 },
    });
    // @ts-expect-error timeoutMs is a number
    api.GET("/api/v1/me/balances", { timeoutMs: "5" });
  });

  test("per-call options that would bypass the client's checks are not offered", () => {
    // @ts-expect-error a per-call baseUrl would skip the https check
    api.GET("/api/v1/me/balances", { baseUrl: "http://example.com" });
    // @ts-expect-error the transport is the client's
    api.GET("/api/v1/me/balances", { fetch: globalThis.fetch });
    // @ts-expect-error and so is building the request
    api.GET("/api/v1/me/balances", { Request: globalThis.Request });
    api.POST("/api/v1/transactions/{transaction_id}/cancel", {
      params: { path: { transaction_id: 1 } },
      // @ts-expect-error so are the middlewares
      middleware: [],
    });
  });

  test("the shape shown in the docs section", async () => {
    const local = createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k" } });
    const { data, error } = await local.GET("/api/v1/transactions/{transaction_id}", {
      params: { path: { transaction_id: 1 } },
    });
    expectTypeOf(error).toEqualTypeOf<ApiErrorBody | undefined>();
    expectTypeOf(data).toBeUnknown();
  });
});

describe("client creation", () => {
  test("target shapes", () => {
    createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k" } });
    createClient({ environment: "production", baseUrl: "https://x.example", auth: { accessToken: "t" } });
    createClient({
      environment: "staging",
      baseUrl: "https://x.example",
      auth: { accessToken: async ({ refresh }) => (refresh ? "a" : "b") },
    });
    // @ts-expect-error no address is known for an environment, so baseUrl is required
    createClient({ environment: "production", auth: { apiKey: "k" } });
    // @ts-expect-error unknown environment
    createClient({ environment: "prod", baseUrl: "https://x.example", auth: { apiKey: "k" } });
    // @ts-expect-error at least one credential
    createClient({ baseUrl: "https://x.example", auth: {} });
  });
});

describe("errors", () => {
  test("isApiError narrows by code", () => {
    const e: unknown = null;
    if (isApiError(e, "remainder_too_low")) {
      expectTypeOf(e).toEqualTypeOf<ApiError<"remainder_too_low">>();
      expectTypeOf(e.code).toEqualTypeOf<"remainder_too_low">();
    }
    if (isApiError(e)) {
      expectTypeOf(e.code).toEqualTypeOf<ErrorCode>();
      expectTypeOf(e.status).toEqualTypeOf<number>();
    }
    // Unknown codes still work.
    if (isApiError(e, "some_future_code")) expectTypeOf(e.code).toEqualTypeOf<"some_future_code">();
    // @ts-expect-error codes are strings
    isApiError(e, 400);
  });

  test("known codes come from the spec", () => {
    expectTypeOf<KnownErrorCode>().toEqualTypeOf<"remainder_too_low">();
    expectTypeOf<"remainder_too_low">().toMatchTypeOf<ErrorCode>();
    expectTypeOf<"empty_error_body">().toMatchTypeOf<ErrorCode>();
  });

  test("unwrap returns the success data", async () => {
    const tx = await unwrap(api.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } }));
    expectTypeOf(tx).toEqualTypeOf<(OnlineTransaction | null)[]>();
    const f2f = await unwrap(
      api.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
        params: { path: { transactionId: 1 } },
        body: {} as components["schemas"]["SetPriceRequest"],
      }),
    );
    expectTypeOf(f2f).toEqualTypeOf<F2fTransaction>();
  });

  test("the error branch is the spec's error body", async () => {
    const { error } = await api.GET("/api/v1/batch/transactions", { params: { query: { ids: "1" } } });
    if (error) expectTypeOf(error).toEqualTypeOf<ApiErrorBody>();
  });
});

describe("schema aliases", () => {
  test("aliases equal the components", () => {
    expectTypeOf<OnlineTransaction>().toEqualTypeOf<components["schemas"]["OnlineTransaction"]>();
    expectTypeOf<F2fTransaction>().toEqualTypeOf<components["schemas"]["F2fTransaction"]>();
    expectTypeOf<DepositPricing>().toEqualTypeOf<components["schemas"]["DepositPricing"]>();
    expectTypeOf<ShippingRate>().toEqualTypeOf<components["schemas"]["ShippingRate"]>();
    expectTypeOf<ApiErrorBody>().toEqualTypeOf<components["schemas"]["ApiErrorBody"]>();
    expectTypeOf<ApiErrorBody["error"]>().toEqualTypeOf<string>();
  });

  test("objects the spec leaves open are open records, not empty ones whose fields read as never", () => {
    type Address = components["schemas"]["FinancialAddress"];
    expectTypeOf<NonNullable<Address["iban"]>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<ShippingRate["servicelevel"]>().toEqualTypeOf<Record<string, unknown>>();
    // @ts-expect-error an unknown field is unknown, not never: it is not a number
    const bic: number = ({} as NonNullable<Address["iban"]>).bic;
    void bic;
  });

  test("raw types from the types entry point", () => {
    expectTypeOf<operations["getTransactionsBatch"]["parameters"]["query"]["ids"]>().toEqualTypeOf<string>();
    expectTypeOf<keyof paths>().toMatchTypeOf<string>();
  });
});

describe("batch", () => {
  test("returns transactions or null", async () => {
    const list = await getTransactionsByIds(api, [1, "2"]);
    expectTypeOf(list).toEqualTypeOf<(OnlineTransaction | null)[]>();
    // @ts-expect-error IDs are numbers or digit strings
    getTransactionsByIds(api, [{ id: 1 }]);
  });
});
