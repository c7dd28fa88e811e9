// @ts-check
// The source files that one warm call runs code in, measured with V8's precise coverage: in a new
// Node process, the package as shipped (dist/index.js) makes a client, a stand-in fetch answers,
// 50 calls warm it up, the counts are reset, and one more call is made; each function that ran in
// that call is traced through the bundle's source map to its file of src/ (or generated/), and
// those files are listed. A measurement of the path a call takes, not of time.
import { readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { xSync } from "tinyexec";

/** The calls measured: what the client is made with, and the call. */
const CASES = [
  { call: "GET, API key", options: "{ apiKey: 'k' }", extra: "", method: "GET" },
  { call: "POST, API key", options: "{ apiKey: 'k' }", extra: "", method: "POST" },
  {
    call: "GET, token provider and timeoutMs",
    options: "{ accessToken: () => 't' }",
    extra: "timeoutMs: 30000,",
    method: "GET",
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
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let line = starts.length - 1;
    while (line > 0 && (starts[line] ?? 0) > offset) line--;
    const entry = /** @type {{ originalSource?: string }} */ (map.findEntry(line, offset - (starts[line] ?? 0)));
    return entry.originalSource && resolve(dirname(file), entry.originalSource.replace(/^file:\/\//, ""));
  };
}

/**
 * For each case, the source files (of src/ and generated/) the one warm call ran code in.
 * dist/ must be built (npm run build:package).
 * @param {string} root
 * @param {string} dir where the probe is written
 */
export function filesCrossed(root, dir) {
  return CASES.map(({ call, options, extra, method }) => {
    const probe = join(dir, "path-probe.mjs");
    const answer = JSON.stringify(JSON.stringify({ id: 1 }));
    const made =
      method === "GET"
        ? 'api.GET("/api/v1/transactions/{transaction_id}", { params: { path: { transaction_id: 1 } } })'
        : 'api.POST("/api/v1/transactions/{transaction_id}/track", { params: { path: { transaction_id: 1 } }, body: { carrier: "c", tracking_code: "t" } })';
    writeFileSync(
      probe,
      `import { Session } from "node:inspector/promises";
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
globalThis.fetch = async () => new Response(${answer}, { status: 200, headers: { "content-type": "application/json" } });
const { createClient } = await import(${JSON.stringify(pathToFileURL(join(root, "dist", "index.js")).href)});
const api = createClient({ baseUrl: "http://127.0.0.1:9", ${extra} auth: ${options} });
const call = () => ${made};
for (let i = 0; i < 50; i++) if ((await call()).error) throw new Error("the call failed");
await session.post("Profiler.takePreciseCoverage");
if ((await call()).error) throw new Error("the call failed");
const { result } = await session.post("Profiler.takePreciseCoverage");
const ran = result
  .filter((script) => /^file:.*\\/dist\\//.test(script.url) && !script.url.includes("/node_modules/"))
  .map((script) => [script.url, script.functions.filter((f) => f.ranges[0].count > 0).map((f) => f.ranges[0].startOffset)]);
console.log(JSON.stringify(ran));`,
    );
    const ran = /** @type {[string, number[]][]} */ (
      JSON.parse(xSync(process.execPath, [probe], { nodeOptions: { cwd: root }, throwOnError: true }).stdout)
    );
    /** @type {Map<string, number>} functions run, per source file */
    const perFile = new Map();
    for (const [url, offsets] of ran) {
      const source = sourceOf(fileURLToPath(url));
      for (const offset of offsets) {
        const file = source(offset);
        if (file) perFile.set(file, (perFile.get(file) ?? 0) + 1);
      }
    }
    const names = [...perFile].map(([file, functions]) => `${relative(root, file)} (${functions})`).sort();
    return { call, files: perFile.size, "files (functions run)": names.join(", ") };
  });
}
