// @ts-check
// What one call costs: the client next to openapi-fetch alone (which it runs on) and raw fetch, in
// interleaved rounds; ratios and differences are to openapi-fetch on the same path to fetch.
//   perCall():  fetch replaced by a stand-in that answers at once, so what is left is each
//               library's own work per call (URL, headers, body, status check, JSON).
//   loopback(): a node:http server on 127.0.0.1, GET and POST, one call at a time and 16 at a time.
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import createFetchClient from "openapi-fetch";
import { xSync } from "tinyexec";
import { importBundle } from "../lib/esbuild.mjs";
import { interleaved, median } from "../lib/stats.mjs";

const KEY = "bench_key_0123456789";
const HEADERS = { authorization: "Basic " + btoa(`${KEY}:`) };
const ANSWER = JSON.stringify({ id: 4817230, status: "funds_released", price: 45000, currency: "gbp" });
const TRACK = { carrier: "parcel_express", tracking_code: "PX123456789GB" };

/** @typedef {typeof import("../../src/index.js")} Sdk */
/** @typedef {(id: number) => Promise<unknown>} Call */
/** @typedef {{ get: Call, post?: Call }} Variant */

/**
 * Loads the client from an esbuild bundle of src/, so no build step is needed first.
 * @param {string} root the repository
 * @param {string} dir where the bundle is written
 * @returns {Promise<Sdk>}
 */
export const loadClient = (root, dir) =>
  importBundle(join(dir, "client.mjs"), { entryPoints: [join(root, "src", "index.ts")], platform: "node" });

/**
 * The GET and the POST of a client made by openapi-fetch or by this package, failing on an error.
 * @param {any} api
 * @returns {Variant}
 */
const typed = (api) => {
  const settled = (/** @type {{ data?: unknown, error?: any }} */ { data, error }) => {
    if (error) throw new Error(String(error.code ?? error));
    return data;
  };
  const path = (/** @type {number} */ id) => ({ params: { path: { transaction_id: id } } });
  return {
    get: (id) => api.GET("/api/v1/transactions/{transaction_id}", path(id)).then(settled),
    post: (id) => api.POST("/api/v1/transactions/{transaction_id}/track", { ...path(id), body: TRACK }).then(settled),
  };
};

/**
 * The same calls written with `fetch` alone (the stand-in, or the platform's).
 * @param {(url: string, init: RequestInit) => Promise<Response>} send
 * @param {string} base
 * @returns {Variant}
 */
const raw = (send, base) => {
  const json = async (/** @type {string} */ url, /** @type {RequestInit} */ init) => {
    const res = await send(`${base}/api/v1/transactions/${url}`, init);
    if (!res.ok) throw new Error(String(res.status));
    return res.json();
  };
  const body = JSON.stringify(TRACK);
  return {
    get: (id) => json(String(id), { headers: HEADERS }),
    post: (id) =>
      json(`${id}/track`, { method: "POST", headers: { ...HEADERS, "content-type": "application/json" }, body }),
  };
};

/**
 * Runs every variant's call of `method` `perRound` times per round, rotating their order each
 * round so none always runs first or last; `batch` calls at a time. Returns one table row per
 * variant: the median µs per call, and the medians of the per-round difference and ratio to
 * openapi-fetch on the same path to fetch (the `fetch` option's variant for the others given it).
 * @param {Record<string, Variant>} variants
 * @param {"get" | "post"} method
 * @param {{ rounds: number, perRound: number, warmup: number, batch?: number }} plan
 */
async function measure(variants, method, { rounds, perRound, warmup, batch = 1 }) {
  const calls = new Map(Object.entries(variants).flatMap(([name, v]) => (v[method] ? [[name, v[method]]] : [])));
  const run = async (/** @type {string} */ name, /** @type {number} */ count) => {
    const call = /** @type {Call} */ (calls.get(name));
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i += batch) {
      // One at a time is awaited as such, so that it costs no more than an application's call.
      await (batch === 1 ? call(i) : Promise.all(Array.from({ length: batch }, (_, k) => call(i + k))));
    }
    return Number(process.hrtime.bigint() - start) / count / 1000;
  };
  for (const name of calls.keys()) await run(name, warmup);
  const times = await interleaved(rounds, [...calls.keys()], (name) => run(name, perRound));
  return Object.entries(times).map(([variant, xs]) => {
    const base = times[variant.includes("fetch option") ? "openapi-fetch, fetch option" : "openapi-fetch"] ?? [];
    return {
      method: method.toUpperCase(),
      "at once": batch,
      variant,
      "µs/call (median)": median(xs).toFixed(1),
      "µs over openapi-fetch": median(xs.map((x, i) => x - (base[i] ?? NaN))).toFixed(1),
      "× openapi-fetch": median(xs.map((x, i) => x / (base[i] ?? NaN))).toFixed(3),
    };
  });
}

/**
 * The libraries' own work per call: every variant calls the same stand-in fetch, which returns a
 * fresh JSON response at once, either as the platform's fetch (the global replaced while the rounds
 * run) or given as the `fetch` option. GET with a path parameter, POST with one and a JSON body.
 */
export async function perCall(/** @type {Sdk} */ client, { rounds = 30, perRound = 2000 } = {}) {
  const baseUrl = "http://127.0.0.1:9";
  const standIn = async () =>
    new Response(ANSWER, { headers: { "content-type": "application/json", "content-length": `${ANSWER.length}` } });
  const make = (/** @type {object} */ options) => client.createClient({ baseUrl, auth: { apiKey: KEY }, ...options });
  // openapi-fetch takes the global fetch when it is created: the stand-in is put in place first.
  const platform = globalThis.fetch;
  globalThis.fetch = standIn;
  const variants = {
    "raw fetch": { get: raw(standIn, baseUrl).get },
    "openapi-fetch": typed(createFetchClient({ baseUrl, headers: HEADERS })),
    client: typed(make({})),
    "openapi-fetch, fetch option": typed(createFetchClient({ baseUrl, headers: HEADERS, fetch: standIn })),
    "client, fetch option": typed(make({ fetch: standIn })),
    "client, timeoutMs: 60 000": { get: typed(make({ timeoutMs: 60_000 })).get },
  };
  try {
    const plan = { rounds, perRound, warmup: 3000 };
    return [...(await measure(variants, "get", plan)), ...(await measure(variants, "post", plan))];
  } finally {
    globalThis.fetch = platform;
  }
}

/**
 * Start-up as an application meets it: a new Node process imports the package as shipped
 * (`dist/index.js`, which must be built, with openapi-fetch from node_modules) and makes a client,
 * then makes one GET answered by a stand-in fetch. Next to it, the same with openapi-fetch alone,
 * and Node with nothing to import. Each process reports, from its own clock, the milliseconds from
 * its start to the client made (Node's start-up included, as an application pays it) and the first
 * call. The variants take turns, in an order that rotates, `rounds` times each. Returns each
 * one's medians and the median of the per-round ratios of the client's start to openapi-fetch's.
 * @param {string} root
 * @param {{ rounds?: number }} [options]
 */
export async function coldStart(root, { rounds = 15 } = {}) {
  const answer = `new Response(${JSON.stringify(ANSWER)}, { headers: { "content-type": "application/json" } })`;
  const probe = (/** @type {string} */ imports, /** @type {string} */ auth) =>
    `${imports}
const api = createClient({ baseUrl: "http://127.0.0.1:9", fetch: async () => ${answer}, ${auth} });
const made = performance.now();
const { data } = await api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 1 } } });
if (!data) throw new Error("no data");
console.log(JSON.stringify([made, performance.now() - made]));`;
  const dist = JSON.stringify(pathToFileURL(join(root, "dist", "index.js")).href);
  /** @type {Record<string, string>} */
  const variants = {
    client: probe(`import { createClient } from ${dist};`, 'auth: { apiKey: "k" }'),
    "openapi-fetch": probe('import createClient from "openapi-fetch";', 'headers: { authorization: "Basic aw==" }'),
    "Node alone": "console.log(JSON.stringify([performance.now(), 0]));",
  };
  const names = Object.keys(variants);
  /** @type {Record<string, number[][]>} */
  const times = await interleaved(rounds, names, (name) => {
    const args = ["--input-type=module", "-e", variants[name] ?? ""];
    return JSON.parse(xSync(process.execPath, args, { nodeOptions: { cwd: root }, throwOnError: true }).stdout);
  });
  const at = (/** @type {string} */ name, /** @type {number} */ i) => (times[name] ?? []).map((t) => t[i] ?? NaN);
  return {
    table: names.map((variant) => ({
      variant,
      "start to client made, ms (median)": median(at(variant, 0)).toFixed(1),
      "first call, ms (median)": variant === "Node alone" ? "" : median(at(variant, 1)).toFixed(2),
    })),
    ratio: median(at("client", 0).map((x, i) => x / (at("openapi-fetch", 0)[i] ?? NaN))),
  };
}

/**
 * Real HTTP on loopback: a node:http server in this process that answers every request with the
 * same JSON transaction once its body has arrived; the client next to openapi-fetch and raw fetch,
 * one call at a time and 16 at a time.
 */
export async function loopback(/** @type {Sdk} */ client, { rounds = 20, perRound = 400 } = {}) {
  const server = createServer((req, res) => {
    req.resume().on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(ANSWER));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const baseUrl = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  const variants = {
    "openapi-fetch": typed(createFetchClient({ baseUrl, headers: HEADERS })),
    client: typed(client.createClient({ baseUrl, auth: { apiKey: KEY } })),
    "raw fetch": raw(fetch, baseUrl),
  };
  try {
    const table = [];
    for (const batch of [1, 16]) {
      const plan = { rounds, perRound: perRound * (batch === 1 ? 1 : 2), warmup: 1000, batch };
      table.push(...(await measure(variants, "get", plan)), ...(await measure(variants, "post", plan)));
    }
    return table;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
}
