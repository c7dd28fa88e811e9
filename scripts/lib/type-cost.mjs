// @ts-check
// What the client's types cost an application: `tsc --extendedDiagnostics` on small consumer files,
// ours next to the same calls on bare openapi-fetch. The client is seen as an application sees it,
// through the declarations that the package build emits, not through src/ (checking the
// implementation is not the application's cost). The consumer files are written from one list of
// calls (CALLS), so every kind of client makes exactly the same calls; test/fixtures/type-cost/
// holds what is written by hand (the former method type).
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { xSync } from "tinyexec";
import ts from "typescript";
import { ROOT as root } from "./spec.mjs";
import { median } from "./stats.mjs";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const fixtures = join(root, "test", "fixtures", "type-cost");

// The settings of the project's tsconfig.json, the strictest an application is likely to use.
const OPTIONS = [
  "--noEmit",
  "--strict",
  "--target",
  "ES2022",
  "--module",
  "NodeNext",
  "--moduleResolution",
  "NodeNext",
  "--exactOptionalPropertyTypes",
  "--noUncheckedIndexedAccess",
  "--skipLibCheck",
  "--types",
  "node",
];

/**
 * Runs tsc and returns what it printed; throws with its output when it fails.
 * @param {string[]} args
 * @param {string} cwd
 */
function run(args, cwd) {
  const { exitCode, stdout, stderr } = xSync(process.execPath, [tsc, ...args], { nodeOptions: { cwd } });
  if (exitCode !== 0) throw new Error(`tsc ${args.join(" ")} failed:\n${stdout}${stderr}`);
  return stdout;
}

// The typed calls of the consumer files, in order: a file with N calls makes the first N. GET and
// POST, with path, query and body parameters.
const CALLS = [
  'api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 1 } } })',
  'api.GET("/api/v1/batch/transactions", { params: { query: { ids: "1,2" } } })',
  'api.GET("/api/v1/me/balances")',
  'api.GET("/api/v1/me/features")',
  'api.GET("/api/v1/me/payouts")',
  'api.GET("/api/v1/supported_carriers")',
  'api.GET("/api/v1/me/notifications")',
  'api.GET("/api/v1/transactions/{transaction_id}/shipper_shipping_rates", { params: { path: { transaction_id: 1 }, header: { "Service-User": "u" } } })',
  'api.GET("/api/v1/p2p/transactions/{transaction_id}/bank_transfer_details", { params: { path: { transaction_id: 1 }, header: { "Service-User": "u" } } })',
  'api.GET("/api/v1/me/verification_status")',
  'api.POST("/api/v1/transactions/{transaction_id}/track", { params: { path: { transaction_id: 1 } }, body: { carrier: "parcel_express", tracking_code: "PX1" } })',
  'api.POST("/api/v1/transactions/{transaction_id}/cancel", { params: { path: { transaction_id: 1 } } })',
  'api.POST("/api/v1/transactions/{transaction_id}/confirm_delivery", { params: { path: { transaction_id: 1 } } })',
  'api.POST("/api/v1/transactions/{transaction_id}/accept_payment", { params: { path: { transaction_id: 1 } } })',
  'api.POST("/api/v1/transactions_by_claim_secret/{secret}/claim_as_buyer", { params: { path: { secret: "s" } } })',
  'api.POST("/api/v1/transactions/{transaction_id}/claim_for_buyer", { params: { path: { transaction_id: 1 }, header: { "Service-User": "u" } } })',
  'api.GET("/api/v1/me/account_session")',
  'api.GET("/api/v1/me/instant_payout_balance")',
  'api.GET("/api/v1/me/payout_attempts")',
  'api.GET("/api/v1/me/personal/details")',
];

const CREATE_CLIENT = 'createClient({ baseUrl: "http://127.0.0.1:4010", auth: { apiKey: "k", accessToken: "t" } })';
const CLIENT_IMPORT = 'import { createClient } from "./dist/index.js";';

/**
 * Each kind of consumer file: what it says of itself, its imports (from the folder prepare() makes)
 * and how it makes `api`.
 * @type {Record<string, [about: string, imports: string, api: string]>}
 */
const KINDS = {
  client: ["on this package's client", CLIENT_IMPORT, CREATE_CLIENT],
  acting: ["on a client made by actingAs()", CLIENT_IMPORT, `${CREATE_CLIENT}.actingAs("user_1")`],
  "openapi-fetch": [
    "on bare openapi-fetch, the reference",
    'import createFetchClient from "openapi-fetch";\nimport type { paths } from "./generated/schema.js";',
    'createFetchClient<paths>({ baseUrl: "http://127.0.0.1:4010" })',
  ],
};

/**
 * The consumer file that makes a client of `kind` and its first `calls` calls, each awaited and
 * its data kept.
 * @param {string} kind a key of KINDS
 * @param {number} calls
 */
export function consumerFile(kind, calls) {
  if (!KINDS[kind]) throw new Error(`no consumer file of kind ${kind}`);
  const [about, imports, api] = KINDS[kind];
  if (!(Number.isInteger(calls) && calls >= 1 && calls <= CALLS.length)) {
    throw new Error(`a consumer file makes 1 to ${CALLS.length} calls, not ${calls}`);
  }
  const body = CALLS.slice(0, calls).map((call, i) => `  const r${i} = await ${call};\n  out.push(r${i}.data);\n`);
  return `// Type-check cost: createClient and ${calls} typed call(s) ${about}.
${imports}

export async function run(): Promise<unknown[]> {
  const api = ${api};
  const out: unknown[] = [];
${body.join("")}  return out;
}
`;
}

/** A consumer file's name. */
const consumerName = (/** @type {string} */ kind, /** @type {number} */ calls) => `${kind}-${calls}.ts`;

/** The consumer files: ours and bare openapi-fetch's, with 1 and 20 calls, and 20 on an acting client. */
export const PAIRS = [
  { label: "client", calls: 1, kind: "client" },
  { label: "client", calls: 20, kind: "client" },
  { label: "client.actingAs(…)", calls: 20, kind: "acting" },
].map((pair) => ({
  ...pair,
  client: consumerName(pair.kind, pair.calls),
  base: consumerName("openapi-fetch", pair.calls),
}));

/**
 * Prepares a folder holding the client's declarations (dist/), the generated types, the consumer
 * files and the hand-written ones of test/fixtures/type-cost/ with their imports pointed there.
 * Returns it and a function removing it.
 */
export function prepare() {
  const dir = join(root, ".tmp", `type-cost-${process.pid}-${Date.now()}`);
  mkdirSync(join(dir, "generated"), { recursive: true });
  run(
    ["-p", "tsconfig.build.json", "--emitDeclarationOnly", "--declarationMap", "false", "--outDir", join(dir, "dist")],
    root,
  );
  for (const name of readdirSync(join(root, "generated"))) {
    if (name.endsWith(".d.ts")) cpSync(join(root, "generated", name), join(dir, "generated", name));
  }
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  for (const { kind, calls, client, base } of PAIRS) {
    writeFileSync(join(dir, client), consumerFile(kind, calls));
    writeFileSync(join(dir, base), consumerFile("openapi-fetch", calls));
  }
  for (const name of readdirSync(fixtures)) {
    if (!name.endsWith(".ts")) continue;
    const text = readFileSync(join(fixtures, name), "utf8")
      .replaceAll("../../../src/", "./dist/")
      .replaceAll("../../../generated/", "./generated/");
    writeFileSync(join(dir, name), text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Checks one consumer file of `prepare()`'s folder. Returns the instantiation count (the same on
 * every run) and the check time in seconds (which depends on the machine); throws on a type error.
 * @param {string} dir
 * @param {string} file
 * @returns {{ instantiations: number, checkSeconds: number }}
 */
export function measure(dir, file) {
  const out = run([...OPTIONS, "--extendedDiagnostics", file], dir);
  const field = (/** @type {string} */ name) => {
    const match = new RegExp(`^${name}:\\s+([\\d.]+)`, "m").exec(out);
    if (!match) throw new Error(`tsc printed no "${name}" for ${file}:\n${out}`);
    return Number(match[1]);
  };
  return { instantiations: field("Instantiations"), checkSeconds: field("Check time") };
}

/**
 * Counts the type instantiations of checking one consumer file of `prepare()`'s folder, as
 * `measure` does, but inside this process: the options are parsed from the same command line, and
 * the declaration files (the libraries, @types/node, the client's and the generated types) are
 * read and parsed once for all the files counted, where each tsc run reads them all again. Returns
 * a function of the file name; it throws on any diagnostic, as tsc fails on one.
 * @param {string} dir
 * @returns {(file: string) => number}
 */
export function instantiationCounter(dir) {
  const { options, errors } = ts.parseCommandLine(OPTIONS);
  if (errors.length) throw new Error(ts.formatDiagnostics(errors, ts.createCompilerHost({})));
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  /** @type {Map<string, ts.SourceFile | undefined>} */
  const parsed = new Map();
  host.getSourceFile = (name, version, onError, fresh) => {
    const key = `${name}\0${JSON.stringify(version)}`;
    if (fresh || !parsed.has(key)) parsed.set(key, read(name, version, onError, fresh));
    return parsed.get(key);
  };
  host.getCurrentDirectory = () => dir;
  return (file) => {
    const program = ts.createProgram([join(dir, file)], options, host);
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length) {
      throw new Error(`type check of ${file} failed:\n${ts.formatDiagnostics(diagnostics, host)}`);
    }
    return program.getInstantiationCount();
  };
}

/**
 * `npm run bench`'s table: each pair checked side by side, the reference first, `rounds` times;
 * instantiations are the same every time, check times are the median of the rounds.
 * @param {number} [rounds]
 * @returns {Record<string, string | number>[]}
 */
export function typeCostTable(rounds = 3) {
  const { dir, remove } = prepare();
  try {
    return PAIRS.flatMap(({ label, calls, client, base }) => {
      const runs = Array.from({ length: rounds }, () => [measure(dir, base), measure(dir, client)]);
      /** @typedef {{ instantiations: number, checkSeconds: number }} Measured */
      const [reference, ours] = /** @type {[Measured, Measured]} */ (
        [0, 1].map((i) => ({
          instantiations: runs[0]?.[i]?.instantiations ?? NaN,
          checkSeconds: median(runs.map((run) => run[i]?.checkSeconds ?? NaN)),
        }))
      );
      /** @param {string} name @param {Measured} m */
      const row = (name, m) => ({
        "consumer file": name,
        calls,
        instantiations: m.instantiations,
        "× openapi-fetch": (m.instantiations / reference.instantiations).toFixed(2),
        "check time (s, median)": m.checkSeconds.toFixed(2),
        "check time × openapi-fetch": (m.checkSeconds / reference.checkSeconds).toFixed(2),
      });
      return [row("bare openapi-fetch", reference), row(label, ours)];
    });
  } finally {
    remove();
  }
}
