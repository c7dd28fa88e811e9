// The app that test/package.test.ts writes around the installed tarball: which tarball that is, the
// app's source, what it must return, the requests it must send, and the compiler settings it is
// checked with.
import { resolve } from "node:path";
import { repoRoot, run } from "./cli.js";

// A release packs once and hands its tarball to the tests (PACKAGE_TARBALL, which
// .github/workflows/ci.yml sets when release.yml calls it), so that the file published is the file
// tested; anywhere else the tests pack the repository themselves.

/** A tarball and the files it holds, as paths inside the package (`dist/index.js`). */
export interface Packed {
  tarball: string;
  files: Array<{ path: string }>;
}

/**
 * The file `given` names (relative to the repository), read with tar, or else a new `npm pack` of
 * the repository into `dir`. A given file that cannot be read fails: it is never replaced by a pack.
 */
export async function packageTarball(
  dir: string,
  env: NodeJS.ProcessEnv,
  given = process.env.PACKAGE_TARBALL,
): Promise<Packed> {
  if (given) {
    const tarball = resolve(repoRoot, given);
    const { code, stdout, stderr } = await run("tar", ["-tzf", tarball], repoRoot, env);
    if (code !== 0) throw new Error(`PACKAGE_TARBALL=${given} is not a tarball that can be read: ${stderr}`);
    const files = stdout
      .split("\n")
      .filter((line) => line && !line.endsWith("/"))
      .map((line) => ({ path: line.replace(/^package\//, "") }));
    return { tarball, files };
  }
  // `npm pack` runs the prepare script, which builds dist/ from the current sources.
  const { code, stdout, stderr } = await run("npm", ["pack", "--json", "--pack-destination", dir], repoRoot, env);
  if (code !== 0) throw new Error(`npm pack failed with exit code ${code}:\n${stdout}${stderr}`);
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  return { tarball: resolve(dir, packed!.filename), files: packed!.files };
}

export const API_KEY = "consumer_key_8d2f";
export const TOKEN = "consumer_token_41ac";

// What an app writes. The @ts-expect-error lines fail the type check if the package's types
// resolve to `any`, since the line below them would then not be an error.
export const CONSUMER = `
import {
  createClient,
  getTransactionsByIds,
  isApiError,
  unwrap,
  type ApiErrorBody,
  type OnlineTransaction,
  type ShippingRate,
} from "escrow-api-sdk";
import type { components, F2fTransaction, KnownErrorCode, operations, paths } from "escrow-api-sdk/types";
import { is, parse, resultValidator, SchemaError, OnlineTransaction as TransactionSchema } from "escrow-api-sdk/schemas";
import { createOAuth, isSignInRequired, scopesFor, type Scope } from "escrow-api-sdk/oauth";

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const aliasesMatchTheSchemas: [
  Same<OnlineTransaction, components["schemas"]["OnlineTransaction"]>,
  Same<F2fTransaction, components["schemas"]["F2fTransaction"]>,
  Same<ApiErrorBody, components["schemas"]["ApiErrorBody"]>,
] = [true, true, true];
export const knownCode: KnownErrorCode = "remainder_too_low";
export type SetPriceBody = operations["setF2fPrice"]["requestBody"]["content"]["application/json"];
export const batchPath: keyof paths = "/api/v1/batch/transactions";

export async function run(baseUrl: string) {
  const api = createClient({ baseUrl, auth: { apiKey: "${API_KEY}", accessToken: "${TOKEN}" } });
  const seller = api.actingAs("seller_17");

  const tx: OnlineTransaction = await unwrap(
    seller.POST("/api/v1/transactions/{transaction_id}/track", {
      params: { path: { transaction_id: 7 } },
      body: { carrier: "parcel_express", tracking_code: "PX123456789GB" },
    }),
  );
  const rates: ShippingRate[] = await unwrap(
    seller.GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", {
      params: { path: { transaction_id: 7 } },
    }),
  );
  const body: SetPriceBody = { price: 45000, charge: 1350, charge_calculator_version: 3, currency: "gbp" };
  let refused = "";
  try {
    await unwrap(seller.POST("/api/v1/p2p/transactions/{transactionId}/set_price", {
      params: { path: { transactionId: 90211 } },
      body,
    }));
  } catch (e) {
    if (isApiError(e, "remainder_too_low")) refused = e.status + " " + e.code;
    else throw e;
  }
  const batch = await getTransactionsByIds(api, [7, 8, 7]);

  // The schemas entry point: a client that validates stated results, and a guard for an open one.
  const checking = createClient({ baseUrl, auth: { accessToken: "${TOKEN}" }, validateResults: resultValidator });
  const validated: OnlineTransaction = await unwrap(
    checking.POST("/api/v1/transactions/{transaction_id}/track", {
      params: { path: { transaction_id: 7 } },
      body: { carrier: "parcel_express", tracking_code: "PX123456789GB" },
    }),
  );
  const open: unknown = await unwrap(api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 7 } } }));
  // @ts-expect-error: an open result is unknown until a guard narrows it
  void (() => open.price);
  const narrowed = is(TransactionSchema, open) ? open.price : null;
  let pointer = "";
  try {
    parse(TransactionSchema, { ...(open as object), price: 4.95 });
  } catch (e) {
    if (e instanceof SchemaError) pointer = e.issues.map((i) => i.pointer).join();
    else throw e;
  }

  // @ts-expect-error: not a path of the API
  void (() => api.GET("/api/v1/no_such_path"));
  // @ts-expect-error: transaction_id is required
  void (() => api.GET("/api/v1/transactions/{transaction_id}", { params: { path: {} } }));

  return {
    status: tx.status,
    rates: rates.map((r) => r.id),
    refused,
    batch: batch.map((t) => t?.id ?? null),
    validated: validated.id,
    narrowed,
    pointer,
    oauth: await signInStart(),
  };
}

// The OAuth entry: scopes from the spec, the authorization URL, and the error that asks for sign-in.
async function signInStart() {
  const scopes: Scope[] = scopesFor(["trackTransaction", "POST /api/v1/p2p/transactions/{transactionId}/set_price"]);
  const oauth = createOAuth({
    authUrl: "https://id.example.com",
    realm: "staging",
    issuer: "https://id.example.com/realms/staging",
    clientId: "partner-app",
    redirectUri: "https://app.example.com/callback",
  });
  const pending = await oauth.startSignIn({ scopes });
  let signIn = "";
  try {
    await oauth.tokenProvider({ userId: "user-1" })({ refresh: false });
  } catch (e) {
    if (isSignInRequired(e)) signIn = e.reason;
  }
  // @ts-expect-error: not an operation of the spec
  void (() => scopesFor(["noSuchOperation"]));
  return {
    scopes,
    endpoint: pending.url.origin + pending.url.pathname,
    challenge: pending.url.searchParams.get("code_challenge_method"),
    signIn,
  };
}
`;

export const EXPECTED = {
  status: "funds_released",
  rates: ["rate_1"],
  refused: "400 remainder_too_low",
  batch: [7, null, 7],
  validated: 7,
  narrowed: 45000,
  pointer: "/price",
  oauth: {
    scopes: ["openid", "basic_tx:offline_track", "p2p_tx:offline_set_price"],
    endpoint: "https://id.example.com/realms/staging/protocol/openid-connect/auth",
    challenge: "S256",
    signIn: "no_tokens",
  },
};

// Runs the compiled consumer under Node, with the bundled document exported by the package.
export const NODE_MAIN = `
import { run } from "./build/consumer.js";
import spec from "escrow-api-sdk/openapi.json" with { type: "json" };
const result = await run(process.argv[2]);
console.log(JSON.stringify({ ...result, openapi: spec.openapi, paths: Object.keys(spec.paths).length }));
`;

export const BROWSER_MAIN = `
import { run } from "./consumer.js";
declare global {
  interface Window { runConsumer: typeof run }
}
window.runConsumer = run;
`;

/** The `module` and `moduleResolution` the app is checked with: the README's new app names both. */
export const APP_MODULES = { bundler: ["ESNext", "Bundler"], nodenext: ["NodeNext", "NodeNext"] } as const;

export const tsconfig = (module: string, moduleResolution: string, extra: object = {}) =>
  JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      module,
      moduleResolution,
      lib: ["ES2022", "DOM", "DOM.Iterable"],
      types: [],
      strict: true,
      skipLibCheck: false,
      ...extra,
    },
    include: ["src"],
  });

const BASIC = "Basic " + Buffer.from(`${API_KEY}:`).toString("base64");
/** The requests of one run of the app: method, path, Authorization and Service-User. */
export const EXPECTED_REQUESTS = [
  `POST /api/v1/transactions/7/track Bearer ${TOKEN} seller_17`,
  `GET /api/v1/transactions/7/shipper_shipping_rates ${BASIC} seller_17`,
  `POST /api/v1/p2p/transactions/90211/set_price Bearer ${TOKEN} seller_17`,
  `GET /api/v1/batch/transactions Bearer ${TOKEN} -`,
  `POST /api/v1/transactions/7/track Bearer ${TOKEN} -`,
  `GET /api/v1/transactions/7 Bearer ${TOKEN} -`,
];

declare global {
  interface Window {
    runConsumer(url: string): Promise<typeof EXPECTED>;
  }
}
