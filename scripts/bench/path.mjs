// @ts-check
// The files of dist/ that one warm call runs code in, measured with V8's precise coverage: in a
// new Node process, the compiled package (dist/index.js) makes a client, a stand-in fetch answers,
// 50 calls warm it up, the counts are reset, and one more call is made; every file of dist/ with a
// function that ran in that call is listed. A measurement of the path a call takes, not of time.
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
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
 * For each case, the files of `root`/dist/ (and generated/) the one warm call ran code in.
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
const files = result
  .filter((script) => /^file:.*\\/(dist|generated)\\//.test(script.url) && !script.url.includes("/node_modules/"))
  .filter((script) => script.functions.some((f) => f.ranges[0].count > 0))
  .map((script) => [script.url, script.functions.filter((f) => f.ranges[0].count > 0).length]);
console.log(JSON.stringify(files));`,
    );
    const files = /** @type {[string, number][]} */ (
      JSON.parse(xSync(process.execPath, [probe], { nodeOptions: { cwd: root }, throwOnError: true }).stdout)
    );
    const names = files.map(([url, functions]) => `${relative(root, new URL(url).pathname)} (${functions})`).sort();
    return { call, files: files.length, "files (functions run)": names.join(", ") };
  });
}
