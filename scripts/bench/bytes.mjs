// @ts-check
// What an application ships: esbuild bundles (ESM, minified) of a few uses of each entry point,
// measured minified, gzip (level 9) and brotli (quality 11), with and without the dependencies.
// The metafile says which of our modules each bundle holds, which shows what tree-shaking left out.
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { bundleOne } from "../lib/esbuild.mjs";
import ts from "typescript";

/**
 * Parts an app that only creates a client and calls it must not carry: modules, or folders with
 * their entry, named as the bundle's modules are (below src/ without `.ts`, or generated/ with `.js`).
 */
export const OPTIONAL = [
  "client/batch",
  "client/hooks",
  "client/unlisted",
  "client/to-fetch-client",
  "schemas",
  "generated/schema-validators.js",
  "oauth",
  "generated/oauth.js",
];

/**
 * The parts of OPTIONAL among a bundle's `modules` (paths relative to the repository).
 * @param {string[]} modules
 */
export function optionalParts(modules) {
  const names = modules.map((module) => module.replace(/^src\/|\.ts$/g, ""));
  return OPTIONAL.filter((part) => names.some((name) => name === part || name.startsWith(`${part}/`)));
}

/**
 * @typedef {{ use: string, code: string, entry?: string, deps?: string }} Use
 * entry: the entry point's source file the code imports as `ENTRY`; none for what the client is
 * measured against (openapi-fetch making the same call, alone and with ky), which is all dependency
 */

/** Uses of the package, as an app would write them, then its peers. @type {Use[]} */
const USES = [
  {
    use: "createClient + one call",
    entry: "index",
    code: 'import { createClient } from ENTRY; export const call = (baseUrl, apiKey) => createClient({ baseUrl, auth: { apiKey } }).GET("/api/v1/me/balances");',
  },
  {
    use: "the same + unwrap",
    entry: "index",
    code: 'import { createClient, unwrap } from ENTRY; export const call = (baseUrl, apiKey) => unwrap(createClient({ baseUrl, auth: { apiKey } }).GET("/api/v1/me/balances"));',
  },
  { use: "+ getTransactionsByIds", entry: "index", code: "export { createClient, getTransactionsByIds } from ENTRY;" },
  { use: "+ observe (hooks)", entry: "index", code: "export { createClient, observe } from ENTRY;" },
  { use: "+ callUnlisted", entry: "index", code: "export { createClient, callUnlisted } from ENTRY;" },
  { use: "+ toFetchClient", entry: "index", code: "export { createClient, toFetchClient } from ENTRY;" },
  { use: "the whole of escrow-api-sdk", entry: "index", code: "export * from ENTRY;" },
  { use: "escrow-api-sdk/oauth, whole", entry: "oauth", code: "export * from ENTRY;", deps: "oauth4webapi" },
  {
    use: "peer: openapi-fetch, createClient + one call",
    code: 'import createClient from "openapi-fetch"; export const call = (baseUrl) => createClient({ baseUrl }).GET("/api/v1/me/balances");',
  },
  {
    use: "peer: openapi-fetch + ky (retries, timeouts, hooks)",
    code: 'import createClient from "openapi-fetch"; import ky from "ky"; export const call = (baseUrl) => createClient({ baseUrl, fetch: ky.create({ retry: 2, timeout: 10000 }) }).GET("/api/v1/me/balances");',
  },
];

/** Minified, gzip (level 9) and brotli (quality 11) bytes; all 0 for no bundle. */
export const sizes = (/** @type {Uint8Array | undefined} */ bytes = new Uint8Array()) => ({
  minified: bytes.length,
  gzip: bytes.length && gzipSync(bytes, { level: 9 }).length,
  brotli: bytes.length && brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** Bundles `code` and returns its bytes and the project modules it holds. */
export async function bundle(/** @type {string} */ root, /** @type {string} */ code, /** @type {string[]} */ external) {
  const stdin = { contents: code, resolveDir: root, loader: /** @type {const} */ ("js") };
  const file = await bundleOne({ stdin, minify: true, platform: "neutral", external, metafile: true });
  // A module counts when some of its code is left in the output, not merely because it was read.
  const [output] = Object.values(file.metafile?.outputs ?? {});
  if (!output) throw new Error("esbuild wrote no bundle");
  const kept = Object.entries(output.inputs)
    .filter(([file, { bytesInOutput }]) => bytesInOutput > 0 && !file.includes("node_modules"))
    .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput);
  return {
    bytes: file.contents,
    modules: kept.map(([file, { bytesInOutput }]) => ({ module: relative(root, file), minified: bytesInOutput })),
  };
}

/**
 * The bundles of one use: with its dependencies, and without them (none for a peer).
 * @param {string} root
 * @param {Use} use
 */
async function bundles(root, { entry, code, deps = "openapi-fetch" }) {
  const source = entry ? code.replace("ENTRY", JSON.stringify(join(root, "src", `${entry}.ts`))) : code;
  return { all: await bundle(root, source, []), own: entry ? await bundle(root, source, [deps]) : undefined };
}

/** Strings of at least this many characters count as messages. */
const MESSAGE = 12;

/**
 * `code` with the text of every string or template part of MESSAGE characters or more replaced by
 * one character, and how many there were: what the code would weigh if every message were cut to
 * nothing, a floor that shortening text cannot go below.
 */
export function withoutMessages(/** @type {string} */ code) {
  const file = ts.createSourceFile("bundle.js", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @type {[number, number][]} */
  const spans = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      // The quotes, backticks, `${` and `}` stay; what is between them goes. Every such token opens
      // with one character (quote, backtick or `}`); a template head or middle closes with two
      // (`${`), the rest with one.
      const [start, end] = [node.getStart(file), node.getEnd()];
      const close = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
      if (end - start - 1 - close >= MESSAGE) spans.push([start + 1, end - close]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = code;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + "x" + out.slice(end);
  return { code: out, messages: spans.length };
}

/** The most bytes (gzip, level 9) an app may bundle for `createClient` and one call, openapi-fetch included. */
export const BUDGET = 11_600;

/** What an app bundles for `createClient` and one call, gzip, with openapi-fetch and without. */
export async function callBytes(/** @type {string} */ root) {
  const { all, own } = await bundles(root, /** @type {Use} */ (USES[0]));
  return { all: sizes(all.bytes).gzip, own: sizes(own?.bytes).gzip };
}

/**
 * One row per use: our own code (dependencies left out), then with them; for the smallest use,
 * what each module it holds adds to it (minified bytes in the output), and its floor without
 * messages. Throws when the smallest use carries a part of OPTIONAL.
 */
export async function bytesTable(/** @type {string} */ root) {
  const table = [];
  /** @type {{ module: string, minified: number }[]} */
  let breakdown = [];
  let floor = { messages: 0, gzip: 0, minified: 0 };
  for (const use of USES) {
    const { all, own } = await bundles(root, use);
    const [o, a] = [sizes(own?.bytes), sizes(all.bytes)];
    table.push({
      use: use.use,
      "own min": o.minified,
      "own gzip": o.gzip,
      "own brotli": o.brotli,
      "with deps gzip": a.gzip,
      "with deps brotli": a.brotli,
    });
    if (use !== USES[0] || !own) continue;
    const bare = withoutMessages(new TextDecoder().decode(own.bytes));
    const bytes = new TextEncoder().encode(bare.code);
    floor = { messages: bare.messages, gzip: sizes(bytes).gzip, minified: bytes.length };
    breakdown = own.modules.filter(({ module }) => module !== "<stdin>");
    const carried = optionalParts(breakdown.map(({ module }) => module));
    if (carried.length) throw new Error(`createClient alone bundles optional parts: ${carried.join(", ")}`);
  }
  return { table, breakdown, floor };
}
