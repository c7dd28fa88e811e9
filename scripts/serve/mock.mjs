#!/usr/bin/env node
// @ts-check
// `npm run mock`: a mock of the API on 127.0.0.1, driven by the bundled OpenAPI document.
//
// Prism serves the document's examples in a child process (scripts/serve/prism.mjs) on an internal
// loopback port the system picks, which the child sends back over IPC; a small proxy on the public
// port reads each request once, refuses what the mock does not take (its rules are in
// mock-rules.mjs), forwards the rest to Prism with undici, and rewrites Prism's answers where a rule
// says so. Its own answers are the document's error shape, `{ "code": "mock_…", "error": "…" }`:
//
//   mock_request_invalid  a body, parameter or header that does not match the document (Prism's
//                         rejection, with its reasons), or what the proxy refuses before Prism
//   mock_unauthorized     401: no credentials, or a scheme the operation does not accept
//   mock_request_too_large  413: a request body over 1 MiB (BODY_LIMIT, read with raw-body),
//                         answered before Prism sees any of it
//   mock_unavailable      502: Prism did not answer (it stopped while answering, or cannot start)
//
// Prism's `sl-violations` header is kept. Each of the document's answers carries `X-Mock-Gaps` when
// the document marks part of it as not stated: the JSON pointers of the places of spec/GAPS.md the
// answer passes through (`answerGaps` in lib/gaps.mjs). Every other answer (Prism's problem+json
// 404 or 405) passes through. Prism stays up: if it stops anyway, the mock says so, starts it again
// and holds new requests until it listens; only the requests Prism was answering get the 502.
//
//   PORT=4010 node scripts/serve/mock.mjs [--spec spec/openapi.yaml]
//
// The port is the PORT environment variable, else 4010; PORT=0 takes a free port, and the address
// printed says which. Ctrl+C (SIGINT) or SIGTERM stops both and removes the temporary copy of the
// document. Tests start the same servers in-process with `startMock`.
import { fork } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import getRawBody from "raw-body";
import { Agent } from "undici";
import { errorText, EXIT_FAILED, EXIT_OK, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { answerGaps } from "../lib/gaps.mjs";
import { shownPath } from "../lib/load.mjs";
import { bundle, encodeSegment, isJson, list, SPEC_FILE } from "../lib/spec.mjs";
import { createRules, DEPTH_LIMIT, nestingDepth, parseJson } from "./mock-rules.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */
/** @typedef {import("./mock-rules.mjs").Asked} Asked */

const HOST = "127.0.0.1";
const PRISM = fileURLToPath(new URL("./prism.mjs", import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;
// The largest request body the mock takes (Prism's own limit, 10 MB, answers in a shape of its own).
const BODY_LIMIT = 1024 * 1024;
// How much more of a body too large is read and dropped before the connection is cut.
const DRAIN_LIMIT = 64 * 1024 * 1024;
// Headers of one connection, never forwarded either way.
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "expect"];
// The signals that stop Prism on purpose: Ctrl+C reaches it through the process group.
const STOPPING = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Headers without those of one connection.
 * @param {Record<string, string | string[] | undefined>} headers
 */
const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/**
 * Answers with the mock's own error, in the document's error shape `{ code, error }`.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} code one of the mock's codes (see the top of this file)
 * @param {string} error
 * @param {Record<string, string>} [headers] more headers
 */
function sendError(res, status, code, error, headers = {}) {
  const text = JSON.stringify({ code, error });
  if (!res.headersSent)
    res.writeHead(status, {
      ...headers,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
    });
  res.end(text);
}

/**
 * A Prism that listens: its port, and a promise that settles when it exits, with how.
 * @typedef {{ port: number, exited: Promise<string> }} Listening
 */

/**
 * The public server.
 * @param {Json} doc
 * @param {{ ready: Promise<Listening> }} prism the Prism that listens (a new promise while one
 *   starts again)
 * @param {Agent} agent a new connection to Prism for every request: a refused one then always
 *   means Prism never saw it
 * @param {(line: string) => void} log one line per answer: method, path (no query) and status
 */
function createProxy(doc, prism, agent, log) {
  const rules = createRules(doc);

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const handle = async (req, res) => {
    res.on("finish", () => log(`mock: ${req.method} ${req.url?.split("?")[0]} ${res.statusCode}`));
    try {
      // Prism stops on a path with a malformed percent escape (`/%zz`): refused here instead.
      decodeURIComponent(req.url ?? "/");
    } catch {
      return sendError(res, 400, "mock_request_invalid", "The path has a malformed percent escape");
    }
    /** @type {Buffer} */
    let body;
    try {
      body = await getRawBody(req, { limit: BODY_LIMIT, length: req.headers["content-length"] ?? null });
    } catch (error) {
      const { type, expected } = /** @type {import("raw-body").RawBodyError} */ (error);
      return type === "entity.too.large" ? tooLarge(req, res, expected) : void res.destroy();
    }
    const asked = rules.read(req);
    const refused = rules.refused(asked);
    if (typeof refused === "string") return sendError(res, 400, "mock_request_invalid", refused);
    // Prism stops on a body nested a few thousand levels deep (see DEPTH_LIMIT).
    if (nestingDepth(body, DEPTH_LIMIT) > DEPTH_LIMIT) {
      const error = `The request body nests arrays and objects more than ${DEPTH_LIMIT} levels deep; the mock takes at most ${DEPTH_LIMIT} levels.`;
      return sendError(res, 400, "mock_request_invalid", error);
    }
    // Prism is asked for the one media type the mock chose, or for none.
    const { accept: _accept, ...others } = withoutHopByHop(req.headers);
    const accept = refused.accept === undefined ? req.headers.accept : refused.accept || undefined;
    return forward(asked, { ...others, ...(accept !== undefined && { accept }) }, body, res);
  };

  /**
   * Sends the request to the Prism that listens, once it does, and answers with what Prism said.
   * @param {Asked} asked
   * @param {Record<string, string | string[] | undefined>} headers
   * @param {Buffer} body
   * @param {http.ServerResponse} res
   * @param {boolean} [again] a second attempt after the first was refused
   * @returns {Promise<void>}
   */
  const forward = async (asked, headers, body, res, again = false) => {
    /** @type {Listening | Error} */
    const listening = await prism.ready.catch((/** @type {Error} */ error) => error);
    if (listening instanceof Error) return unavailable(res, listening);
    /** @type {Awaited<ReturnType<Agent["request"]>>} */
    let answer;
    /** @type {Buffer} */
    let received;
    try {
      const origin = `http://${HOST}:${listening.port}`;
      answer = await agent.request({
        origin,
        path: asked.req.url ?? "/",
        method: /** @type {any} */ (asked.req.method),
        headers,
        body,
      });
      received = Buffer.from(await answer.body.arrayBuffer());
    } catch (error) {
      // Refused: that Prism has stopped and never saw the request. Once its exit is seen (and a new
      // Prism is on its way), the request goes to the new one: sent once, not repeated.
      if (again || /** @type {NodeJS.ErrnoException} */ (error).code !== "ECONNREFUSED") return unavailable(res, error);
      await Promise.race([listening.exited, delay(STOP_TIMEOUT_MS, undefined, { ref: false })]);
      return forward(asked, headers, body, res, true);
    }
    const status = answer.statusCode;
    const violations = answer.headers["sl-violations"];
    // The document's response this answer is, if any (none for Prism's 404 or 405, a preflight).
    const key = asked.route && asked.answers.response(String(status));
    /** @type {Record<string, string>} */
    let replaced = {};
    /** @type {Buffer | string} */
    let text = received;
    if (status >= 400 && status < 500 && violations !== undefined) {
      // Prism's generic example body is replaced by what the rejection is about.
      const reasons = parseJson(String(violations));
      [replaced, text] = rules.rejection(asked, status, list(reasons));
    } else if (asked.route && key !== undefined) {
      // One of the document's answers: built or changed for this request where a rule says so, and
      // labelled with the gaps the document marks in it.
      const type = String(answer.headers["content-type"] ?? "application/json");
      text = rules.answer(asked, status, received.toString("utf8")) ?? received;
      const value = isJson(type) ? parseJson(text.toString()) : undefined;
      const pointer = `#/paths/${encodeSegment(asked.route.template)}/${asked.route.method}/responses/${encodeSegment(key)}`;
      const gaps = answerGaps(doc, pointer, { value, mediaType: type }).join(", ");
      replaced = { "content-type": type, ...(gaps && { "x-mock-gaps": gaps }) };
    }
    const length = text === received ? {} : { "content-length": String(Buffer.byteLength(text)) };
    res.writeHead(status, { ...withoutHopByHop(answer.headers), ...replaced, ...length }).end(text);
  };

  // Nothing a request does may stop the mock: an error of its own cuts that request's connection.
  const server = http.createServer((req, res) =>
    handle(req, res).catch((error) => {
      res.destroy();
      server.emit("error", error);
    }),
  );
  // A client that waits for `100 Continue` is told at once when its body is too large.
  server.on("checkContinue", (req, res) => {
    if (!(Number(req.headers["content-length"]) > BODY_LIMIT)) res.writeContinue();
    server.emit("request", req, res);
  });
  return server;
}

/**
 * Answers 502 mock_unavailable: Prism did not answer this request.
 * @param {http.ServerResponse} res
 * @param {unknown} error
 */
function unavailable(res, error) {
  const text =
    `The mock's Prism server did not answer this request (${errorText(error)}). When Prism stops, the ` +
    "mock starts it again and holds later requests until it listens.";
  sendError(res, 502, "mock_unavailable", text);
}

/**
 * Answers 413 mock_request_too_large: the body is longer than BODY_LIMIT. The rest of it is read
 * and dropped, so that the client can send it all and read the answer, up to DRAIN_LIMIT; a client
 * that goes on is cut off. A client still waiting for `100 Continue` sends no body: its
 * connection closes after the answer instead.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number | undefined} declared the length its Content-Length states, if any
 */
function tooLarge(req, res, declared) {
  const waiting = /100-continue/i.test(String(req.headers.expect ?? ""));
  if (!waiting) {
    let dropped = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT) req.socket.destroy();
    });
    req.resume();
  }
  const size = declared === undefined ? `more than ${BODY_LIMIT} bytes` : `${declared} bytes`;
  const error = `The request body has ${size}; the mock takes bodies of at most ${BODY_LIMIT} bytes (1 MiB).`;
  sendError(res, 413, "mock_request_too_large", error, waiting ? { connection: "close" } : {});
}

/**
 * A running mock.
 * @typedef {object} RunningMock
 * @property {string} url the public address, `http://127.0.0.1:<port>`
 * @property {number | undefined} prismPid the process ID of Prism (another after a restart)
 * @property {Promise<string | undefined>} stopped settles when Prism stops for good: with what went
 *   wrong (it stopped and could not be started again), or undefined when it was stopped by a
 *   signal (Ctrl+C reaches it too)
 * @property {() => Promise<void>} close stops the proxy and Prism and removes the temporary files
 */

/**
 * Starts the mock: the proxy on `port` (0 for any free one) and Prism behind it. Resolves once
 * Prism listens; rejects (with everything stopped) when it cannot start.
 *
 * When Prism stops by itself after it listened (a crash, SIGKILL), the mock logs it, starts a new
 * Prism on a new internal port and holds new requests until it listens; the requests Prism was
 * answering get a 502 mock_unavailable. A Prism that cannot start again ends the mock
 * (`stopped`), so a Prism that fails at once is never started over and over. Prism's child is
 * started with node's own `fork`: the mock watches its exit and hears its port over IPC, which no
 * wrapper of short-lived commands gives.
 * @param {{ spec?: string, port?: number, log?: (line: string) => void, logError?: (line: string) => void }} [options]
 *   log / logError: the mock's lines for stdout and stderr (Prism's own errors among the latter)
 * @returns {Promise<RunningMock>}
 */
export async function startMock({ spec = SPEC_FILE, port = 4010, log = () => {}, logError = log } = {}) {
  const doc = await bundle(spec);
  const dir = await mkdtemp(path.join(tmpdir(), "mock-api-"));
  const document = path.join(dir, "openapi.json");
  await writeFile(document, JSON.stringify(doc));
  const agent = new Agent({ pipelining: 0 });
  /** @type {{ ready: Promise<Listening>, child?: import("node:child_process").ChildProcess }} */
  const prism = { ready: new Promise(() => {}) };
  const proxy = createProxy(doc, prism, agent, log);
  let closing = false;
  /** @type {(failure: string | undefined) => void} */
  let settle = () => {};
  /** @type {Promise<string | undefined>} */
  const stopped = new Promise((resolve) => (settle = resolve));

  /** Starts a Prism; resolves with its port once it listens, and watches it from then on. */
  const launch = () => {
    const child = fork(PRISM, ["mock", document], { stdio: ["ignore", "ignore", "pipe", "ipc"] });
    prism.child = child;
    if (child.stderr) createInterface({ input: child.stderr }).on("line", logError);
    /** @type {Promise<string>} */
    const exited = once(child, "exit").then(([code, signal]) => (signal ? `signal ${signal}` : `code ${code}`));
    // The port Prism sends once it listens; an error, an exit or the time limit first fail it.
    const listening = Promise.race([
      once(child, "message").then(([/** @type {Json} */ sent]) => Number(sent?.port)),
      exited.then((how) =>
        Promise.reject(new Error(`Prism could not start (it exited with ${how}; see its output above)`)),
      ),
      delay(START_TIMEOUT_MS, undefined, { ref: false }).then(() =>
        Promise.reject(new Error(`Prism did not start within ${START_TIMEOUT_MS / 1000} s`)),
      ),
    ]);
    prism.ready = listening.then((bound) => ({ port: bound, exited }));
    prism.ready.then(
      () => exited.then(restart),
      () => {},
    );
    return listening;
  };

  /** After Prism stopped by itself: a new one. @param {string} how */
  const restart = async (how) => {
    if (closing) return;
    if (STOPPING.some((signal) => how === `signal ${signal}`)) return settle(undefined);
    logError(`mock: Prism stopped (${how}); starting it again, and holding new requests until it listens`);
    const started = Date.now();
    try {
      log(`mock: Prism listens again on internal port ${await launch()} (${Date.now() - started} ms after it stopped)`);
    } catch (error) {
      if (!closing) settle(`Prism stopped (${how}) and could not be started again: ${errorText(error)}`);
    }
  };

  const close = async () => {
    closing = true;
    const closed = new Promise((resolve) => proxy.close(resolve));
    proxy.closeAllConnections();
    const { child } = prism;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([once(child, "exit"), delay(STOP_TIMEOUT_MS, undefined, { ref: false })]);
      child.kill("SIGKILL");
    }
    await Promise.all([closed, agent.close()]);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await once(proxy.listen(port, HOST), "listening").catch((error) => {
      throw new Error(`cannot listen on ${HOST}:${port}: ${error.code ?? errorText(error)} (set PORT to another port)`);
    });
    const url = `http://${HOST}:${/** @type {import("node:net").AddressInfo} */ (proxy.address()).port}`;
    log(`mock: starting Prism for ${shownPath(spec)}`);
    log(`mock: listening on ${url} (Prism on internal port ${await launch()}; Ctrl+C stops)`);
    proxy.on("error", (error) => logError(`mock: server error: ${errorText(error)}`));
    return {
      url,
      get prismPid() {
        return prism.child?.pid;
      },
      stopped,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Serves until a signal or a failure of Prism.
 * @param {string[]} args
 */
export async function main(args) {
  const { values } = readArgs(args, { spec: { type: "string", default: SPEC_FILE } });
  const port = Number(process.env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`bad PORT: ${process.env.PORT}`);
  const mock = await startMock({
    spec: path.resolve(values.spec),
    port,
    log: (line) => process.stdout.write(`${line}\n`),
    logError: (line) => process.stderr.write(`${line}\n`),
  });
  /** @param {number} code */
  const stop = (code) => mock.close().then(() => process.exit(code));
  for (const signal of STOPPING) process.on(signal, () => void stop(EXIT_OK));
  void mock.stopped.then((failure) => {
    if (failure) console.error(`mock: ${failure}`);
    void stop(failure ? EXIT_FAILED : EXIT_OK);
  });
}

runMain(import.meta.url, "mock", main, "usage: PORT=4010 node scripts/serve/mock.mjs [--spec FILE]");
