// @ts-check
// What one call costs: the client next to openapi-fetch alone (which it runs on), raw fetch and
// its peers, in interleaved rounds; ratios and differences are to openapi-fetch.
//   perCall():  fetch replaced by a stand-in that answers at once, so what is left is each
//               library's own work per call (URL, headers, body, status check, JSON).
//   loopback(): a node:http server on 127.0.0.1, GET and POST, one call at a time and 16 at a time.
import { Agent, createServer, request } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import axios from "axios";
import { build } from "esbuild";
import ky from "ky";
import { ofetch } from "ofetch";
import createFetchClient from "openapi-fetch";
import { median } from "../lib/stats.mjs";

const KEY = "bench_key_0123456789";
const AUTHORIZATION = "Basic " + btoa(`${KEY}:`);
const ANSWER = JSON.stringify({ id: 4817230, status: "funds_released", price: 45000, currency: "gbp" });
const TRACK = { carrier: "parcel_express", tracking_code: "PX123456789GB" };
const GET_PATH = "/api/v1/transactions/{transaction_id}";
const POST_PATH = "/api/v1/transactions/{transaction_id}/track";

/** @typedef {typeof import("../../src/index.js")} Sdk */
/** @typedef {import("openapi-fetch").Client<import("../../generated/schema.js").paths>} FetchClient */

/**
 * Loads the client from an esbuild bundle of src/, so no build step is needed first.
 * @param {string} root the repository
 * @param {string} dir where the bundle is written
 * @returns {Promise<Sdk>}
 */
export async function loadClient(root, dir) {
  const file = join(dir, "client.mjs");
  await build({
    entryPoints: [join(root, "src", "index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: file,
    logLevel: "silent",
  });
  return await import(pathToFileURL(file).href);
}

/**
 * Runs every variant `perRound` times per round, rotating their order each round so none always
 * runs first or last. Returns each variant's time per call in µs, one figure per round.
 * @param {Record<string, (i: number) => Promise<unknown>>} variants
 * @param {{ rounds: number, perRound: number, warmup: number, batch?: number }} plan
 */
async function rounds(variants, { rounds, perRound, warmup, batch = 1 }) {
  const entries = Object.entries(variants);
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(entries.map(([name]) => [name, []]));
  const once = async (/** @type {(i: number) => Promise<unknown>} */ fn, /** @type {number} */ calls) => {
    for (let i = 0; i < calls; i += batch) {
      if (batch === 1) await fn(i);
      else await Promise.all(Array.from({ length: batch }, (_, k) => fn(i + k)));
    }
  };
  for (const [, fn] of entries) await once(fn, warmup);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < entries.length; k++) {
      const [name, fn] = /** @type {[string, (i: number) => Promise<unknown>]} */ (
        entries[(round + k) % entries.length]
      );
      const start = process.hrtime.bigint();
      await once(fn, perRound);
      times[name]?.push(Number(process.hrtime.bigint() - start) / perRound / 1000);
    }
  }
  return times;
}

/** One table row per variant: median µs per call, and per round its difference and ratio to `reference`. */
function rows(/** @type {Record<string, number[]>} */ times, /** @type {string} */ reference, extra = {}) {
  const base = times[reference] ?? [];
  return Object.entries(times).map(([name, xs]) => ({
    ...extra,
    variant: name,
    "µs/call (median)": median(xs).toFixed(1),
    [`µs over ${reference}`]: median(xs.map((x, i) => x - (base[i] ?? NaN))).toFixed(1),
    [`× ${reference}`]: median(xs.map((x, i) => x / (base[i] ?? NaN))).toFixed(3),
  }));
}

/**
 * The libraries' own work per call: every variant calls the same stand-in fetch, which returns a
 * fresh JSON response at once, either as the platform's fetch (the global replaced while the rounds
 * run) or given as the `fetch` option; the client is compared with openapi-fetch on the same path.
 * GET with a path parameter, POST with a path parameter and a JSON body.
 */
export async function perCall(/** @type {Sdk} */ client, { rounds: count = 30, perRound = 2000 } = {}) {
  const base = "http://127.0.0.1:9";
  const standIn = async (/** @type {unknown} */ _input, /** @type {RequestInit} */ _init = {}) =>
    new Response(ANSWER, {
      status: 200,
      headers: { "content-type": "application/json", "content-length": String(ANSWER.length) },
    });
  const api = client.createClient({ baseUrl: base, auth: { apiKey: KEY } });
  const timed = client.createClient({ baseUrl: base, auth: { apiKey: KEY }, timeoutMs: 60_000 });
  const own = client.createClient({ baseUrl: base, auth: { apiKey: KEY }, fetch: standIn });
  const headers = { authorization: AUTHORIZATION };
  // openapi-fetch takes the global fetch when it is created: the stand-in is put in place first.
  const platform = globalThis.fetch;
  globalThis.fetch = /** @type {typeof fetch} */ (/** @type {unknown} */ (standIn));
  /** @type {FetchClient} */
  const bare = createFetchClient({ baseUrl: base, headers });
  /** @type {FetchClient} */
  const bareOwn = createFetchClient({ baseUrl: base, headers, fetch: standIn });
  const getWith = (/** @type {{ GET: Function }} */ c) => async (/** @type {number} */ id) => {
    const { data, error } = await c.GET(GET_PATH, { params: { path: { transaction_id: id } } });
    if (error) throw new Error(String(error.code ?? error));
    return data;
  };
  const postWith = (/** @type {{ POST: Function }} */ c) => async (/** @type {number} */ id) => {
    const { data, error } = await c.POST(POST_PATH, { params: { path: { transaction_id: id } }, body: TRACK });
    if (error) throw new Error(String(error.code ?? error));
    return data;
  };
  const get = {
    "raw fetch": async (/** @type {number} */ id) => {
      const res = await standIn(`${base}/api/v1/transactions/${encodeURIComponent(id)}`, { headers });
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    },
    "openapi-fetch": getWith(bare),
    client: getWith(api),
    "openapi-fetch, fetch option": getWith(bareOwn),
    "client, fetch option": getWith(own),
    "client, timeoutMs: 60 000": getWith(timed),
  };
  const post = {
    "openapi-fetch": postWith(bare),
    client: postWith(api),
    "openapi-fetch, fetch option": postWith(bareOwn),
    "client, fetch option": postWith(own),
  };
  const plan = { rounds: count, perRound, warmup: 3000 };
  try {
    const table = [];
    for (const [method, variants] of /** @type {const} */ ([
      ["GET", get],
      ["POST", post],
    ])) {
      const times = await rounds(variants, plan);
      // Each of the client's variants next to openapi-fetch on the same path to fetch.
      for (const row of rows(times, "openapi-fetch", { method })) {
        const reference = String(row.variant).includes("fetch option")
          ? "openapi-fetch, fetch option"
          : "openapi-fetch";
        const xs = times[String(row.variant)] ?? [];
        const ref = times[reference] ?? [];
        table.push({
          method,
          ...row,
          "compared with": reference,
          "× it": median(xs.map((x, i) => x / (ref[i] ?? NaN))).toFixed(3),
        });
      }
    }
    return table;
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
export async function coldStart(root, { rounds: count = 15 } = {}) {
  const { xSync } = await import("tinyexec");
  const answer = `new Response(${JSON.stringify(ANSWER)}, { status: 200, headers: { "content-type": "application/json" } })`;
  const call = '.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 1 } } })';
  const probe = (/** @type {string} */ imports, /** @type {string} */ make) =>
    `${imports}
const api = ${make};
const made = performance.now();
const { data } = await api${call};
if (!data) throw new Error("no data");
console.log(JSON.stringify([made, performance.now() - made]));`;
  const fetch = `async () => ${answer}`;
  /** @type {Record<string, string>} */
  const variants = {
    client: probe(
      `import { createClient } from ${JSON.stringify(pathToFileURL(join(root, "dist", "index.js")).href)};`,
      `createClient({ baseUrl: "http://127.0.0.1:9", auth: { apiKey: "k" }, fetch: ${fetch} })`,
    ),
    "openapi-fetch": probe(
      'import createClient from "openapi-fetch";',
      `createClient({ baseUrl: "http://127.0.0.1:9", headers: { authorization: "Basic aw==" }, fetch: ${fetch} })`,
    ),
    "Node alone": "console.log(JSON.stringify([performance.now(), 0]));",
  };
  const names = Object.keys(variants);
  /** @type {Record<string, number[][]>} */
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < count; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = /** @type {string} */ (names[(round + i) % names.length]);
      const { stdout: out } = xSync(process.execPath, ["--input-type=module", "-e", variants[name] ?? ""], {
        nodeOptions: { cwd: root },
        throwOnError: true,
      });
      times[name]?.push(JSON.parse(out));
    }
  }
  const at = (/** @type {string} */ name, /** @type {number} */ i) => (times[name] ?? []).map((t) => t[i] ?? NaN);
  const ratio = median(at("client", 0).map((x, i) => x / (at("openapi-fetch", 0)[i] ?? NaN)));
  return {
    table: names.map((variant) => ({
      variant,
      "start to client made, ms (median)": median(at(variant, 0)).toFixed(1),
      "first call, ms (median)": variant === "Node alone" ? "" : median(at(variant, 1)).toFixed(2),
    })),
    ratio,
  };
}

/**
 * A node:http server on 127.0.0.1 that answers every request with the same JSON transaction, once
 * the request's body has arrived.
 * @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
async function startAnswering() {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(ANSWER) });
      res.end(ANSWER);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no server address");
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * The GET and the POST of each library against `base`, each doing the same work: URL with the ID,
 * Authorization, a JSON body for POST, status check, JSON answer; and the keep-alive agent of the
 * node:http variant, for the caller to destroy.
 * @param {Sdk} client
 * @param {string} base
 */
function loopbackVariants(client, base) {
  const headers = { authorization: AUTHORIZATION };
  const api = client.createClient({ baseUrl: base, auth: { apiKey: KEY } });
  /** @type {FetchClient} */
  const bare = createFetchClient({ baseUrl: base, headers });
  const kyClient = ky.create({ prefixUrl: base, headers });
  const axiosClient = axios.create({ baseURL: base, headers });
  const url = (/** @type {number} */ id, tail = "") => `${base}/api/v1/transactions/${encodeURIComponent(id)}${tail}`;
  // The floor under every fetch-based variant: node:http itself, as axios uses it, with keep-alive.
  const agent = new Agent({ keepAlive: true });
  const http = (/** @type {string} */ method, /** @type {string} */ target, /** @type {string} */ body = "") =>
    new Promise((resolve, reject) => {
      /** @type {Record<string, string | number>} */
      const sent = body
        ? { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) }
        : headers;
      const req = request(target, { method, headers: sent, agent }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(String(res.statusCode)));
          else resolve(check(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  const check = (/** @type {unknown} */ data) => {
    if (!data) throw new Error("no data");
    return data;
  };
  const get = {
    "raw fetch": async (/** @type {number} */ id) => {
      const res = await fetch(url(id), { headers });
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    },
    client: async (/** @type {number} */ id) => {
      const { data, error } = await api.GET(GET_PATH, { params: { path: { transaction_id: id } } });
      if (error) throw new Error(error.code);
      return data;
    },
    "openapi-fetch": async (/** @type {number} */ id) => {
      const { data, error } = await bare.GET(GET_PATH, { params: { path: { transaction_id: id } } });
      if (error) throw new Error(String(error));
      return data;
    },
    ofetch: async (/** @type {number} */ id) => check(await ofetch(url(id), { headers })),
    ky: async (/** @type {number} */ id) => check(await kyClient.get(`api/v1/transactions/${id}`).json()),
    axios: async (/** @type {number} */ id) => check((await axiosClient.get(`/api/v1/transactions/${id}`)).data),
    "node:http (no fetch)": (/** @type {number} */ id) => http("GET", url(id)),
  };
  const post = {
    "raw fetch": async (/** @type {number} */ id) => {
      const res = await fetch(url(id, "/track"), {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(TRACK),
      });
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    },
    client: async (/** @type {number} */ id) => {
      const { data, error } = await api.POST(POST_PATH, { params: { path: { transaction_id: id } }, body: TRACK });
      if (error) throw new Error(error.code);
      return data;
    },
    "openapi-fetch": async (/** @type {number} */ id) => {
      const { data, error } = await bare.POST(POST_PATH, { params: { path: { transaction_id: id } }, body: TRACK });
      if (error) throw new Error(String(error));
      return data;
    },
    ofetch: async (/** @type {number} */ id) =>
      check(await ofetch(url(id, "/track"), { method: "POST", headers, body: TRACK })),
    ky: async (/** @type {number} */ id) =>
      check(await kyClient.post(`api/v1/transactions/${id}/track`, { json: TRACK }).json()),
    axios: async (/** @type {number} */ id) =>
      check((await axiosClient.post(`/api/v1/transactions/${id}/track`, TRACK)).data),
    "node:http (no fetch)": (/** @type {number} */ id) => http("POST", url(id, "/track"), JSON.stringify(TRACK)),
  };
  return { get, post, agent };
}

/**
 * Real HTTP on loopback: the client next to raw fetch, openapi-fetch, ofetch, ky and axios (see
 * loopbackVariants), one call at a time and 16 at a time. node:http on its own is the floor:
 * Node's fetch streams every request body through a web stream, which node:http (and so axios)
 * does not.
 */
export async function loopback(/** @type {Sdk} */ client, { rounds: count = 20, perRound = 400 } = {}) {
  const server = await startAnswering();
  const { get, post, agent } = loopbackVariants(client, server.base);
  try {
    const table = [];
    for (const batch of [1, 16]) {
      const plan = { rounds: count, perRound: perRound * (batch === 1 ? 1 : 2), warmup: 1000, batch };
      const extra = (/** @type {string} */ method) => ({ method, "at once": batch });
      table.push(...rows(await rounds(get, plan), "openapi-fetch", extra("GET")));
      table.push(...rows(await rounds(post, plan), "openapi-fetch", extra("POST")));
    }
    return table;
  } finally {
    agent.destroy();
    await server.close();
  }
}
