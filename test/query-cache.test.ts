// What the README says of the query libraries' caches: openapi-react-query keys a query by method,
// path and options, not by the client, so two acting users share one entry unless the acting user
// is in the options. Run with the real library and TanStack's cache against a server on 127.0.0.1.
import { QueryClient } from "@tanstack/react-query";
import createQueryClient from "openapi-react-query";
import { beforeEach, expect, test } from "vitest";
import { createClient, toFetchClient } from "../src/index.js";
import { json, useServer } from "./helpers/server.js";

const server = useServer();
beforeEach(() => server.handle((_req, res, seen) => json(res, 200, { user: seen.headers["service-user"] })));

const api = () => createClient({ baseUrl: server.url, auth: { accessToken: "tok_abcdefghijkl" } });
const balances = "/api/v1/me/balances";

test("two acting users on one QueryClient share an entry: the second gets the first one's data", async () => {
  const $alice = createQueryClient(toFetchClient(api().actingAs("alice")));
  const $bob = createQueryClient(toFetchClient(api().actingAs("bob")));
  const cache = new QueryClient();
  await cache.ensureQueryData($alice.queryOptions("get", balances));
  expect(await cache.ensureQueryData($bob.queryOptions("get", balances))).toEqual({ user: "alice" });
  cache.clear();
});

test("the acting user in the call's options is in the key: each user gets their own entry", async () => {
  const $api = createQueryClient(toFetchClient(api()));
  const cache = new QueryClient();
  const as = (user: string) => $api.queryOptions("get", balances, { params: { header: { "Service-User": user } } });
  await cache.ensureQueryData(as("alice"));
  expect(await cache.ensureQueryData(as("bob"))).toEqual({ user: "bob" });
  expect(await cache.ensureQueryData(as("alice"))).toEqual({ user: "alice" });
  cache.clear();
});
