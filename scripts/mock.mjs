#!/usr/bin/env node
// `npm run mock`: a mock of the API on 127.0.0.1, served by Prism from the bundled OpenAPI document.
// It answers with the document's examples and rejects requests that break the document (a body or
// parameter that does not match, missing or wrong credentials) with a problem+json message.
//
//   PORT=4010 node scripts/mock.mjs [--spec spec/openapi.yaml] [-- further prism options]
//
// The port is the PORT environment variable, else 4010. Ctrl+C stops the server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleSpec, DEFAULT_SPEC } from "./docs.mjs";

const require = createRequire(import.meta.url);
const PRISM = path.join(path.dirname(require.resolve("@stoplight/prism-cli/package.json")), "dist", "index.js");

function parseArgs(argv) {
  const args = { spec: DEFAULT_SPEC, extra: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--spec" && argv[i + 1]) args.spec = path.resolve(argv[++i]);
    else if (a === "--") {
      args.extra = argv.slice(i + 1);
      break;
    } else throw new Error(`unknown argument: ${a} (usage: node scripts/mock.mjs [--spec FILE] [-- prism options])`);
  }
  return args;
}

let args;
let port;
try {
  args = parseArgs(process.argv.slice(2));
  port = Number(process.env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`bad PORT: ${process.env.PORT}`);
} catch (error) {
  console.error(`mock: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), "mock-api-"));
const cleanup = () => rmSync(dir, { recursive: true, force: true });
let document;
try {
  document = path.join(dir, "openapi.json");
  writeFileSync(document, JSON.stringify(await bundleSpec(args.spec)));
} catch (error) {
  cleanup();
  console.error(`mock: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const prismArgs = [PRISM, "mock", document, "--host", "127.0.0.1", "--port", String(port), "--errors", ...args.extra];
console.log(`mock: starting Prism on http://127.0.0.1:${port} for ${path.relative(process.cwd(), args.spec)}`);
const child = spawn(process.execPath, prismArgs, { stdio: "inherit" });

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on("error", (error) => {
  cleanup();
  console.error(`mock: could not start Prism: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
