// The spec requires Service-User on the operations the description makes client flows (those that
// name a guest or a user who granted a scope, are for clients only, or only the client's key may
// call). This compiles the client's sources against the generated types with that header required
// on those operations (as the generator writes it; left as is where it already is) and checks that
// a plain client must give it, an acting client need not, and the sources still compile.
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { SLOW } from "./helpers/time.js";
import { typeErrors, writeProject } from "./helpers/tsc.js";

const root = join(import.meta.dirname, "..");
const dir = join(root, ".tmp", `acting-header-${process.pid}`);
afterAll(() => rm(dir, { recursive: true, force: true }));

const OPERATIONS = [
  "acceptPaymentWithGuestSeller",
  "confirmDeliveryWithGuestBuyer",
  "trackTransactionWithGuestSeller",
  "cancelTransactionWithGuestUser",
  "getMyPayoutStatus",
  "claimTransactionForBuyer",
  "claimTransactionForSeller",
  "listTransactionShippingRates",
  "getF2fBankTransferDetails",
];

/** The operation's `header` block with `Service-User` required. */
function requireHeader(schema: string, operation: string): string {
  const start = schema.indexOf(`\n  ${operation}: {`);
  if (start < 0) throw new Error(`no operation ${operation} in generated/schema.d.ts`);
  const end = schema.indexOf("\n    requestBody", start);
  const block = schema
    .slice(start, end)
    .replace("header?: {", "header: {")
    .replace('"Service-User"?:', '"Service-User":');
  if (!/header: \{[\s\S]*"Service-User": /.test(block)) throw new Error(`${operation} has no Service-User header`);
  return schema.slice(0, start) + block + schema.slice(end);
}

const CONSUMER = `
import { createClient, getTransactionsByIds, toFetchClient } from "./src/index.js";
const api = createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k", accessToken: "t" } });
const alice = api.actingAs("user_1");
const path = { transaction_id: 1 };
await alice.GET("/api/v1/me/profile/payout_status");
await alice.POST("/api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller", { params: { path } });
await alice.POST("/api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer", { params: { path } });
await alice.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", { params: { path } });
await alice.POST("/api/v1/transactions/{transaction_id}/claim_for_buyer", { params: { path } });
await alice.GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", { params: { path } });
await alice.GET("/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details", { params: { path } });
await alice.actingAs("guest_2").GET("/api/v1/me/profile/payout_status");
await alice.GET("/api/v1/me/profile/payout_status", { params: { header: { "Service-User": "guest_3" } } });
await api.GET("/api/v1/me/profile/payout_status", { params: { header: { "Service-User": "guest_3" } } });
await getTransactionsByIds(alice, [1]);
toFetchClient(alice);
// Each of these must fail: an error on a line is expected, none elsewhere.
await api.GET("/api/v1/me/profile/payout_status"); // EXPECT
await api.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user", { params: { path } }); // EXPECT
await api.POST("/api/v1/transactions/{transaction_id}/claim_for_seller", { params: { path } }); // EXPECT
await api.GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", { params: { path } }); // EXPECT
await alice.POST("/api/v1/transactions/{transaction_id}/cancel_with_guest_user"); // EXPECT
await alice.GET("/api/v1/me/profile/payout_status", { params: { header: { "Service-User": 7 } } }); // EXPECT
`;

test(
  "with Service-User required, an acting client need not give it and a plain one must",
  { timeout: SLOW },
  async () => {
    await mkdir(dir, { recursive: true });
    await cp(join(root, "src"), join(dir, "src"), { recursive: true });
    await cp(join(root, "generated"), join(dir, "generated"), { recursive: true });
    const file = join(dir, "generated", "schema.d.ts");
    let schema = await readFile(file, "utf8");
    for (const operation of OPERATIONS) schema = requireHeader(schema, operation);
    await writeFile(file, schema);
    await writeFile(join(dir, "consumer.ts"), CONSUMER);
    await writeProject(dir, {}, ["consumer.ts", "src"]);
    const errors = await typeErrors(dir);
    const lines = CONSUMER.split("\n");
    const expected = lines.flatMap((line, i) => (line.endsWith("// EXPECT") ? [i + 1] : []));
    const found = errors.flatMap((line) => /consumer\.ts\((\d+),\d+\): error TS\d+/.exec(line)?.[1] ?? []).map(Number);
    expect(errors.filter((line) => !line.includes("consumer.ts"))).toEqual([]);
    expect([...new Set(found)]).toEqual(expected);
  },
);
