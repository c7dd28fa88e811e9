// @ts-check
// The source files that one warm call runs code in, measured with V8's precise coverage of this
// process: the package as shipped (dist/index.js) makes a client, a stand-in fetch answers, 50
// calls warm it up, the counts are reset, and one more call is made; each function that ran in
// that call is traced through the bundle's source map to its file of src/ (or generated/), and
// those files are listed. A measurement of the path a call takes, not of time.
import { readFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { SourceMap } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The calls measured: what the client is made with, and whether the call is the POST. */
const CASES = [
  { call: "GET, API key", options: { auth: { apiKey: "k" } }, post: false },
  { call: "POST, API key", options: { auth: { apiKey: "k" } }, post: true },
  {
    call: "GET, token provider and timeoutMs",
    options: { auth: { accessToken: () => "t" }, timeoutMs: 30000 },
    post: false,
  },
];

/**
 * The source file of each position of a bundle, by its source map.
 * @param {string} file the bundle
 * @returns {(offset: number) => string | undefined}
 */
function sourceOf(file) {
  const text = readFileSync(file, "utf8");
  const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
  return (offset) => {
    const lines = text.slice(0, offset).split("\n");
    const entry = /** @type {{ originalSource?: string }} */ (
      map.findEntry(lines.length - 1, lines.at(-1)?.length ?? 0)
    );
    return entry.originalSource && resolve(dirname(file), entry.originalSource.replace(/^file:\/\//, ""));
  };
}

/**
 * For each case, the source files (of src/ and generated/) the one warm call ran code in.
 * dist/ must be built (npm run build:package).
 * @param {string} root
 */
export async function filesCrossed(root) {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  const platform = globalThis.fetch;
  globalThis.fetch = async () => new Response('{"id":1}', { headers: { "content-type": "application/json" } });
  try {
    const { createClient } = await import(pathToFileURL(join(root, "dist", "index.js")).href);
    const rows = [];
    for (const { call, options, post } of CASES) {
      const api = createClient({ baseUrl: "http://127.0.0.1:9", ...options });
      const params = { path: { transaction_id: 1 } };
      const body = { carrier: "c", tracking_code: "t" };
      const once = async () => {
        const { error } = await (post
          ? api.POST("/api/v1/transactions/{transaction_id}/track", { params, body })
          : api.GET("/api/v1/transactions/{transaction_id}", { params }));
        if (error) throw new Error("the call failed");
      };
      for (let i = 0; i < 50; i++) await once();
      await session.post("Profiler.takePreciseCoverage");
      await once();
      const { result } = await session.post("Profiler.takePreciseCoverage");
      /** @type {Map<string, number>} functions run, per source file */
      const perFile = new Map();
      for (const script of result.filter(
        ({ url }) => /^file:.*\/dist\//.test(url) && !url.includes("/node_modules/"),
      )) {
        const source = sourceOf(fileURLToPath(script.url));
        for (const { ranges } of script.functions.filter((f) => (f.ranges[0]?.count ?? 0) > 0)) {
          const file = source(ranges[0]?.startOffset ?? 0);
          if (file) perFile.set(file, (perFile.get(file) ?? 0) + 1);
        }
      }
      const names = [...perFile].map(([file, functions]) => `${relative(root, file)} (${functions})`).sort();
      rows.push({ call, files: perFile.size, "files (functions run)": names.join(", ") });
    }
    return rows;
  } finally {
    globalThis.fetch = platform;
    session.disconnect();
  }
}
