#!/usr/bin/env node
// `npm run mock`: a mock of the API on 127.0.0.1, driven by the bundled OpenAPI document.
//
// Prism serves the document's examples on an internal loopback port chosen at start; a small proxy
// on the public port forwards every request to it. Prism checks each request against the document
// and names what is wrong only in its `sl-violations` response header, with the document's generic
// error example as body. So when Prism rejects a request (a 4xx carrying `sl-violations`), the proxy
// replaces the body with the document's error shape, `{ "code": "mock_…", "error": "<the reasons>" }`:
//
//   mock_request_invalid  a body, parameter or header that does not match the document (e.g. 400)
//   mock_unauthorized     401: no credentials, or a scheme the operation does not accept; the
//                         message and the WWW-Authenticate header name the schemes it does accept
//   mock_unavailable      502: Prism could not be reached (it has stopped)
//
// The `sl-violations` header is kept.
//
// Where the description states a rule that one static example cannot show, the proxy applies it to
// Prism's success answer (see `createRules`):
//
//   GET /api/v1/batch/transactions  one entry per requested ID, in order, repeats kept: the example
//                                   transaction with that ID, or `null` for an ID the example shows
//                                   as not found; more than 50 IDs is a 400 mock_request_invalid
//
// Every other response (examples, Prism's problem+json 404/405 for unknown paths or methods) passes
// through unchanged.
//
//   PORT=4010 node scripts/mock.mjs [--spec spec/openapi.yaml] [-- further prism options]
//
// The port is the PORT environment variable, else 4010. Ctrl+C (SIGINT) or SIGTERM stops both
// servers and removes the temporary copy of the document.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { bundleSpec, DEFAULT_SPEC, HTTP_METHODS } from "./docs.mjs";

const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;
// Response headers that belong to one connection and are not forwarded.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);
// How to send each kind of credential; keyed by scheme name where the document's own wording matters.
const SCHEME_NOTES = { apiKey: "HTTP basic, the API key as user name, empty password" };

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

const message = (error) => (error instanceof Error ? error.message : String(error));

/** A port that is free on the loopback interface right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Operations of the document with a matcher for concrete paths; literal paths come first. */
function routes(doc) {
  const list = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const params = (template.match(/\{[^}]+\}/g) ?? []).length;
    const pattern = template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    for (const method of HTTP_METHODS) {
      if (item?.[method])
        list.push({ method, template, params, regex: new RegExp(`^${pattern}/?$`), operation: item[method] });
    }
  }
  return list.sort((a, b) => a.params - b.params);
}

/** Describes one security scheme for a person sending a request. */
function describeScheme(name, scheme) {
  const note = SCHEME_NOTES[name];
  if (note) return `${name} (${note})`;
  if (!scheme) return name;
  if (scheme.type === "http" && /^basic$/i.test(scheme.scheme)) return `${name} (HTTP basic)`;
  if (scheme.type === "http" && /^bearer$/i.test(scheme.scheme)) return `${name} (Authorization: Bearer <token>)`;
  if (scheme.type === "oauth2") return `${name} (OAuth2 access token, Authorization: Bearer <token>)`;
  if (scheme.type === "openIdConnect") return `${name} (OpenID Connect access token, Authorization: Bearer <token>)`;
  if (scheme.type === "apiKey") return `${name} (API key in the ${scheme.in} ${scheme.name})`;
  return `${name} (${scheme.type})`;
}

/** The challenge a WWW-Authenticate header gives for a scheme, if any. */
function challenge(scheme, realm) {
  if (scheme?.type === "http" && /^basic$/i.test(scheme.scheme)) return `Basic realm="${realm}"`;
  if (scheme?.type === "oauth2" || scheme?.type === "openIdConnect") return `Bearer realm="${realm}"`;
  if (scheme?.type === "http" && /^bearer$/i.test(scheme.scheme)) return `Bearer realm="${realm}"`;
  return undefined;
}

const BATCH = "/api/v1/batch/transactions";
const BATCH_LIMIT = 50;

/** The IDs of a batch request's `ids` query parameter, as given (empty when absent). */
function batchIds(url) {
  const ids = new URL(url ?? "/", "http://mock").searchParams.get("ids");
  return ids ? ids.split(",") : [];
}

/**
 * Rules of the description applied to Prism's success answers. Returns a function that gets the
 * request and Prism's status and returns a replacement JSON text, or undefined to pass through.
 */
function createRules(doc) {
  const op = doc.paths?.[BATCH]?.get;
  const at = (node) => {
    for (let i = 0; node && typeof node.$ref === "string" && i < 20; i++) {
      node = node.$ref
        .slice(2)
        .split("/")
        .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce((here, key) => here?.[key], doc);
    }
    return node;
  };
  const media = at(op?.responses?.["200"])?.content?.["application/json"];
  const example = media?.example ?? at(Object.values(media?.examples ?? {})[0])?.value;
  const idsParameter = (op?.parameters ?? []).map(at).find((p) => p?.in === "query" && p.name === "ids");
  if (!Array.isArray(example) || typeof idsParameter?.example !== "string") {
    throw new Error(`${BATCH}: the mock's batch rule needs an example list and an example of ids`);
  }
  const exampleIds = idsParameter.example.split(",");
  const template = example.find((entry) => entry !== null);
  // IDs the example answers with null are the ones the mock does not know.
  const unknown = new Set(exampleIds.filter((_, i) => example[i] === null).map(canonical));
  // The transaction's JSON with a marker for its ID, so that an ID above 2^53 keeps every digit.
  const [before, after] = JSON.stringify({ ...template, id: "\u0000id" }).split('"\\u0000id"');

  return {
    /** A replacement body for a success answer, or undefined. */
    answer(req, status) {
      if (
        status !== 200 ||
        req.method !== "GET" ||
        new URL(req.url ?? "/", "http://mock").pathname.replace(/\/$/, "") !== BATCH
      ) {
        return undefined;
      }
      const entries = batchIds(req.url).map(canonical);
      return `[${entries.map((id) => (unknown.has(id) ? "null" : before + id + after)).join(",")}]`;
    },
    /** A sentence put before Prism's reasons when a rejected request broke a stated rule. */
    explain(req) {
      const pathname = new URL(req.url ?? "/", "http://mock").pathname.replace(/\/$/, "");
      if (req.method !== "GET" || pathname !== BATCH) return "";
      const count = batchIds(req.url).length;
      return count > BATCH_LIMIT ? `The batch call takes at most ${BATCH_LIMIT} IDs; this request has ${count}. ` : "";
    },
  };
}

/** A decimal ID without leading zeros, as JSON writes a number. */
function canonical(id) {
  return /^\d+$/.test(id) ? id.replace(/^0+(?=\d)/, "") : id;
}

/** Turns Prism's rejections into the document's error shape; see the header comment. */
function createRewriter(doc, rules) {
  const table = routes(doc);
  const schemes = doc.components?.securitySchemes ?? {};
  const realm = String(doc.info?.title ?? "API").replace(/["\\]/g, "") + " (mock)";

  const accepted = (method, pathname) => {
    const route = table.find((r) => r.method === method && r.regex.test(pathname));
    return route?.operation.security ?? doc.security ?? [];
  };

  return function rewrite(req, status, violations) {
    const reasons = violations.map((v) => String(v?.message ?? "")).filter(Boolean);
    const headers = { "content-type": "application/json" };
    if (status !== 401) {
      const text =
        rules.explain(req) + (reasons.length ? reasons.join("; ") : "The request does not match the document.");
      return { headers, body: { code: "mock_request_invalid", error: text } };
    }
    const pathname = new URL(req.url ?? "/", "http://mock").pathname;
    const requirements = accepted(String(req.method).toLowerCase(), pathname).filter((r) => Object.keys(r).length);
    const names = [...new Set(requirements.flatMap((r) => Object.keys(r)))];
    const accepts = requirements
      .map((r) =>
        Object.keys(r)
          .map((n) => describeScheme(n, schemes[n]))
          .join(" + "),
      )
      .join(" or ");
    const sent = /^\s*(\S+)/.exec(req.headers.authorization ?? "")?.[1];
    const security = violations.filter((v) => String(v?.code) === "401").map((v) => String(v?.message ?? ""));
    const others = reasons.filter((r) => !security.includes(r));
    const problem = sent
      ? `${security.join("; ") || "Wrong credentials"}: the request sent ${sent} credentials`
      : "Missing credentials: the request has no Authorization header";
    const challenges = [...new Set(names.map((n) => challenge(schemes[n], realm)).filter(Boolean))];
    if (challenges.length) headers["www-authenticate"] = challenges.join(", ");
    let error = accepts ? `${problem}; this operation accepts: ${accepts}` : problem;
    if (others.length) error += `. Also: ${others.join("; ")}`;
    return { headers, body: { code: "mock_unauthorized", error } };
  };
}

function parseViolations(header) {
  try {
    const parsed = JSON.parse(String(header));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The public server: forwards to Prism and rewrites its rejections. */
function createProxy(target, rewrite, rules) {
  return http.createServer((req, res) => {
    const upstream = http.request(
      { host: HOST, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const violations = answer.headers["sl-violations"];
        const headers = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase()))
            headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
        }
        if (status >= 400 && status < 500 && violations !== undefined) {
          answer.resume(); // Prism's generic example body is replaced
          const replacement = rewrite(req, status, parseViolations(violations));
          const text = JSON.stringify(replacement.body);
          const replaced = new Set([...Object.keys(replacement.headers), "content-length", "content-type"]);
          const kept = [];
          for (let i = 0; i < headers.length; i += 2) {
            if (!replaced.has(headers[i].toLowerCase())) kept.push(headers[i], headers[i + 1]);
          }
          for (const [name, value] of Object.entries(replacement.headers)) kept.push(name, value);
          kept.push("content-length", String(Buffer.byteLength(text)));
          res.writeHead(status, answer.statusMessage, kept);
          res.end(text);
          return;
        }
        const replaced = rules.answer(req, status);
        if (replaced !== undefined) {
          answer.resume(); // Prism's static example is replaced by one built for this request
          const kept = [];
          for (let i = 0; i < headers.length; i += 2) {
            if (!/^content-(length|type)$/i.test(headers[i])) kept.push(headers[i], headers[i + 1]);
          }
          kept.push("content-type", "application/json", "content-length", String(Buffer.byteLength(replaced)));
          res.writeHead(status, answer.statusMessage, kept);
          res.end(replaced);
          return;
        }
        res.writeHead(status, answer.statusMessage, headers);
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error) => {
      if (res.headersSent) return void res.destroy();
      const text = JSON.stringify({
        code: "mock_unavailable",
        error: `The mock's Prism server did not answer: ${message(error)}`,
      });
      res.writeHead(502, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      res.end(text);
    });
    req.on("error", () => upstream.destroy());
    req.pipe(upstream);
  });
}

let args;
let port;
try {
  args = parseArgs(process.argv.slice(2));
  port = Number(process.env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`bad PORT: ${process.env.PORT}`);
} catch (error) {
  console.error(`mock: ${message(error)}`);
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), "mock-api-"));
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.on("exit", cleanup);

/** @type {import("node:child_process").ChildProcess | undefined} */
let child;
/** @type {http.Server | undefined} */
let proxy;
let stopping = false;

/** Stops the proxy and Prism, then exits with `code`. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const closed = proxy?.listening ? new Promise((resolve) => proxy.close(resolve)) : Promise.resolve();
  proxy?.closeAllConnections();
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  await closed;
  cleanup();
  process.exit(code);
}

function fail(text) {
  console.error(`mock: ${text}`);
  void stop(1);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stop(0));

try {
  const doc = await bundleSpec(args.spec);
  const document = path.join(dir, "openapi.json");
  writeFileSync(document, JSON.stringify(doc));

  const target = { port: await freePort() };
  const rules = createRules(doc);
  proxy = createProxy(target, createRewriter(doc, rules), rules);
  await new Promise((resolve, reject) => {
    proxy.once("error", reject);
    proxy.listen(port, HOST, () => {
      proxy.off("error", reject);
      resolve(undefined);
    });
  }).catch((error) => {
    throw new Error(`cannot listen on ${HOST}:${port}: ${error.code ?? message(error)} (set PORT to another port)`);
  });
  proxy.on("error", (error) => fail(`server error: ${message(error)}`));

  const require = createRequire(import.meta.url);
  const prism = path.join(path.dirname(require.resolve("@stoplight/prism-cli/package.json")), "dist", "index.js");
  const prismArgs = [prism, "mock", document, "--host", HOST, "--port", String(target.port), "--errors", ...args.extra];
  console.log(`mock: starting Prism for ${path.relative(process.cwd(), args.spec) || args.spec}`);
  child = spawn(process.execPath, prismArgs, { stdio: ["ignore", "pipe", "pipe"] });

  // Prism's log, with its internal address shown as the public one.
  const internal = `http://${HOST}:${target.port}`;
  const external = `http://${HOST}:${port}`;
  let ready = false;
  const startTimer = setTimeout(() => {
    if (!ready) fail(`Prism did not start within ${START_TIMEOUT_MS / 1000} s`);
  }, START_TIMEOUT_MS);
  const forward = (stream, out) =>
    createInterface({ input: stream }).on("line", (line) => {
      out.write(line.split(internal).join(external) + "\n");
      // eslint-disable-next-line no-control-regex
      if (!ready && line.replace(/\x1b\[[0-9;]*m/g, "").includes(`listening on ${internal}`)) {
        ready = true;
        clearTimeout(startTimer);
        console.log(`mock: listening on ${external} (Prism on internal port ${target.port}; Ctrl+C stops)`);
      }
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on("error", (error) => fail(`could not start Prism: ${message(error)}`));
  child.on("exit", (code, signal) => {
    clearTimeout(startTimer);
    if (stopping) return;
    // Ctrl+C reaches Prism too (same process group); that is a stop, not a failure.
    if (signal === "SIGINT" || signal === "SIGTERM" || signal === "SIGHUP") return void stop(0);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    fail(ready ? `Prism stopped (${how})` : `Prism could not start (it exited with ${how}; see its output above)`);
  });
} catch (error) {
  fail(message(error));
}
