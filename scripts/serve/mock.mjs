#!/usr/bin/env node
// @ts-check
// `npm run mock`: a mock of the API on 127.0.0.1, driven by the bundled OpenAPI document.
//
// Prism serves the document's examples on an internal loopback port that it binds itself (port 0,
// read back from its log, so no other program can take it in between); a small proxy
// on the public port forwards every request to it. Prism checks each request against the document
// and names what is wrong only in its `sl-violations` response header, with the document's generic
// error example as body. So when Prism rejects a request (a 4xx carrying `sl-violations`), the proxy
// replaces the body with the document's error shape, `{ "code": "mock_…", "error": "<the reasons>" }`:
//
//   mock_request_invalid  a body, parameter or header that does not match the document (e.g. 400);
//                         also sent by the proxy itself for what it refuses before Prism (below),
//                         among it a body nested more than 1,000 levels deep (DEPTH_LIMIT)
//   mock_unauthorized     401: no credentials, or a scheme the operation does not accept; the
//                         message and the WWW-Authenticate header name the schemes it does accept
//   mock_request_too_large  413: a request body over 1 MiB (BODY_LIMIT), answered by the proxy
//                         before Prism sees any of it (Prism's own limit answers in a shape of its own)
//   mock_unavailable      502: Prism did not answer (it stopped while answering, or cannot start)
//
// The `sl-violations` header is kept.
//
// Prism stays up: the proxy refuses what it cannot take (see `nestingDepth`), and if Prism stops
// anyway, the proxy says so in its log, starts it again and holds new requests until it listens
// (see `startMock`); only the requests Prism was answering get the 502.
//
// Each of the document's answers carries an `X-Mock-Gaps` header when the document marks part of
// it as not stated (`x-gaps`): the JSON pointers of the places of spec/GAPS.md (the response, media
// type and schemas) that the answer passes through (see `answerGaps` in lib/gaps.mjs), so that a
// placeholder such as `status_not_shown` or the `{}` of an open shape is labelled on the wire.
//
// Where the description states a rule that one static example cannot show, the proxy applies it to
// Prism's success answer (see `createRules`):
//
//   GET /api/v1/batch/transactions  one entry per requested ID, in order, repeats kept: the example
//                                   transaction with that ID, or `null` for an ID the example shows
//                                   as not found; more than 50 IDs is a 400 mock_request_invalid
//   a path that names the resource  the answer carries the ID the path named: where the success
//   it answers with                 answer's schema is the resource a path parameter identifies
//                                   (`{transaction_id}` and an OnlineTransaction or F2fTransaction),
//                                   its `id`, and each `transaction_id` inside it that repeated the
//                                   example's ID, become the path's value (see `createEcho`)
//
// Any stated answer can be asked for with Prism's `Prefer` header, e.g. `Prefer: code=403` or
// `Prefer: code=400, example=remainderTooLow`. The proxy takes only that: a comma-separated list of
// `code=<status>` (a status the operation states), `example=<name>` (an example of the answer asked
// for) and `dynamic=false`, each at most once (see `refusedPreference` and `statedAnswers`). Anything
// else, `dynamic=true` in any of the spellings Prism reads, `seed`, a status the operation does not
// state, is refused with a 400 mock_request_invalid before Prism sees it, and so is any query
// parameter whose name starts with `__` (`__dynamic`, `__code`, …, which Prism reads when there is
// no Prefer header; see `refusedQuery`): every answer is one of the document's examples, with a
// status the document states.
//
// The same holds for `Accept` (see `negotiate`): Prism answers a type the chosen response does not
// have with a 406 or 500 of its own. So the proxy takes an Accept header only when, read as HTTP
// reads it (lists, `type/*`, `*/*`, q-values, q=0 refusing a type), it accepts a media type of the
// response the request asks for (its success response, or the one `Prefer: code=` names); it then
// sends Prism that one type alone. Anything else, including a header that does not parse, is a 400
// mock_request_invalid naming the types that response has. No Accept, or an empty one, takes any.
//
// Every other response (examples, Prism's problem+json 404/405 for unknown paths or methods) passes
// through unchanged.
//
//   PORT=4010 node scripts/serve/mock.mjs [--spec spec/openapi.yaml] [-- further prism options]
//
// The port is the PORT environment variable, else 4010; PORT=0 takes a free port, and the address
// printed says which. Ctrl+C (SIGINT) or SIGTERM stops both servers and removes the temporary copy
// of the document. Tests start the same servers in-process with `startMock`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { EXIT_FAILED, EXIT_OK, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { answerGaps } from "../lib/gaps.mjs";
import { bundle, encodeSegment, follow, operations, SPEC_FILE } from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;
// Response headers that belong to one connection and are not forwarded.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);
// How to send each kind of credential; keyed by scheme name where the document's own wording matters.
/** @type {Record<string, string>} */
const SCHEME_NOTES = { apiKey: "HTTP basic, the API key as user name, empty password" };

const message = (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error));

/**
 * Operations of the document with a matcher for concrete paths; literal paths come first.
 * @param {Json} doc
 */
function routes(doc) {
  return operations(doc)
    .map(({ method, path: template, operation }) => {
      const pattern = template
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("");
      const params = (template.match(/\{[^}]+\}/g) ?? []).length;
      return { method, template, params, regex: new RegExp(`^${pattern}/?$`), operation };
    })
    .sort((a, b) => a.params - b.params);
}

/**
 * The name a path parameter's ID goes by inside an answer (`transactionId` and `transaction_id`
 * are both `transaction_id`), and the resource it identifies (`transaction`); undefined for a
 * parameter that is no ID.
 * @param {string} name
 */
function idParameter(name) {
  const snake = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  const stem = /^([a-z][a-z0-9_]*)_id$/.exec(snake)?.[1];
  return stem ? { key: snake, stem: stem.replace(/_/g, "") } : undefined;
}

/**
 * For one operation, how its success answer carries the ID its path names: the path parameter,
 * the key of that ID inside the answer, and whether it is an integer. Only where a JSON success
 * answer's schema is the resource itself (`#/components/schemas/<Name>` whose name ends with the
 * parameter's resource, `OnlineTransaction` for `transaction_id`); undefined otherwise.
 * @param {Json} doc
 * @param {Json} operation
 * @param {Json} [pathItem] the operation's path item, for the parameters it gives all its operations
 * @returns {{ name: string, key: string, integer: boolean } | undefined}
 */
export function echoedId(doc, operation, pathItem = {}) {
  const at = (/** @type {Json} */ node) => follow(doc, node).node;
  const schemas = Object.entries(operation?.responses ?? {})
    .filter(([code]) => /^2/.test(code))
    .map(([, response]) => at(response)?.content?.["application/json"]?.schema)
    .filter((schema) => typeof schema?.$ref === "string")
    .map((schema) => String(schema.$ref).split("/").pop()?.toLowerCase() ?? "");
  const parameters = [...(at(pathItem)?.parameters ?? []), ...(operation?.parameters ?? [])]
    .map(at)
    .filter((/** @type {Json} */ p) => p?.in === "path");
  for (const parameter of parameters.reverse()) {
    const id = idParameter(String(parameter.name));
    if (!id || !schemas.some((name) => name.endsWith(id.stem))) continue;
    const type = at(parameter.schema)?.type;
    return { name: String(parameter.name), key: id.key, integer: type === "integer" };
  }
  return undefined;
}

/**
 * Describes one security scheme for a person sending a request.
 * @param {string} name
 * @param {Json} scheme
 */
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

/**
 * The challenge a WWW-Authenticate header gives for a scheme, if any.
 * @param {Json} scheme
 * @param {string} realm
 */
function challenge(scheme, realm) {
  if (scheme?.type === "http" && /^basic$/i.test(scheme.scheme)) return `Basic realm="${realm}"`;
  if (scheme?.type === "oauth2" || scheme?.type === "openIdConnect") return `Bearer realm="${realm}"`;
  if (scheme?.type === "http" && /^bearer$/i.test(scheme.scheme)) return `Bearer realm="${realm}"`;
  return undefined;
}

// The largest request body the mock takes (Prism's own limit, 10 MB, answers in a shape of its own).
const BODY_LIMIT = 1024 * 1024;
// How deeply a request body's arrays and objects may nest. Prism 5.14 stops, on Node 20, 22 and 24
// alike, on the second JSON body nested about 4,100 levels deep (its log formatter runs out of
// stack) and answers deeper ones with a 500 of its own; no body the document describes nests more
// than a few levels. A quarter of what Prism survives leaves room for other stacks.
export const DEPTH_LIMIT = 1000;
// How much more of a body too large is read and dropped before the connection is cut.
const DRAIN_LIMIT = 64 * 1024 * 1024;

const BATCH = "/api/v1/batch/transactions";
const BATCH_LIMIT = 50;

/**
 * The IDs of a batch request's `ids` query parameter, as given (empty when absent).
 * @param {string | undefined} url
 */
function batchIds(url) {
  const ids = new URL(url ?? "/", "http://mock").searchParams.get("ids");
  return ids ? ids.split(",") : [];
}

/**
 * Whether a request is the batch call.
 * @param {http.IncomingMessage} req
 */
const isBatch = (req) =>
  req.method === "GET" && new URL(req.url ?? "/", "http://mock").pathname.replace(/\/$/, "") === BATCH;

/**
 * The rules of the description that one static example cannot show.
 * @typedef {object} Rules
 * @property {(req: http.IncomingMessage, status: number) => string | undefined} answer a replacement
 *   body for a success answer, or undefined to pass Prism's through
 * @property {(req: http.IncomingMessage, status: number) => ((body: string) => string) | undefined} edit
 *   a change to Prism's success body (read whole first), or undefined to pass it through
 * @property {(req: http.IncomingMessage) => string} explain a sentence put before Prism's reasons
 *   when a rejected request broke a stated rule
 */

/**
 * Rules of the description applied to Prism's answers.
 * @param {Json} doc
 * @returns {Rules}
 */
function createRules(doc) {
  const echo = createEcho(doc);
  const op = doc.paths?.[BATCH]?.get;
  const at = (/** @type {Json} */ node) => follow(doc, node).node;
  const media = at(op?.responses?.["200"])?.content?.["application/json"];
  const example = media?.example ?? at(Object.values(media?.examples ?? {})[0])?.value;
  /** @type {Json} */
  const idsParameter = (op?.parameters ?? [])
    .map(at)
    .find((/** @type {Json} */ p) => p?.in === "query" && p.name === "ids");
  if (!Array.isArray(example) || typeof idsParameter?.example !== "string") {
    throw new Error(`${BATCH}: the mock's batch rule needs an example list and an example of ids`);
  }
  /** @type {string[]} */
  const exampleIds = idsParameter.example.split(",");
  const template = example.find((entry) => entry !== null);
  // IDs the example answers with null are the ones the mock does not know.
  const unknown = new Set(exampleIds.filter((_, i) => example[i] === null).map(canonical));
  // The transaction's JSON with a marker for its ID, so that an ID above 2^53 keeps every digit.
  const [before, after] = JSON.stringify({ ...template, id: "\u0000id" }).split('"\\u0000id"');

  return {
    answer(req, status) {
      if (status !== 200 || !isBatch(req)) return undefined;
      const entries = batchIds(req.url).map(canonical);
      return `[${entries.map((id) => (unknown.has(id) ? "null" : before + id + after)).join(",")}]`;
    },
    edit: echo,
    explain(req) {
      if (!isBatch(req)) return "";
      const count = batchIds(req.url).length;
      return count > BATCH_LIMIT ? `The batch call takes at most ${BATCH_LIMIT} IDs; this request has ${count}. ` : "";
    },
  };
}

/** What stands for an ID in an answer while it is turned into text: its digits go in afterwards. */
const ID_MARK = "\u0000id\u0000";

/**
 * The rule that answers carry the ID their path named (see {@link echoedId}): for a request, the
 * change to its success body, if its operation has one.
 * @param {Json} doc
 * @returns {(req: http.IncomingMessage, status: number) => ((body: string) => string) | undefined}
 */
function createEcho(doc) {
  const table = routes(doc)
    .map((route) => ({ ...route, echo: echoedId(doc, route.operation, doc.paths?.[route.template]) }))
    .filter((route) => route.echo);
  return (req, status) => {
    if (status < 200 || status > 299) return undefined;
    const { pathname } = new URL(req.url ?? "/", "http://mock");
    const method = String(req.method).toLowerCase();
    const route = table.find((r) => r.method === method && r.regex.test(pathname));
    if (!route?.echo) return undefined;
    const { name, key, integer } = route.echo;
    // The segment of the path where the template has the parameter.
    const segments = route.template.split("/");
    const raw = pathname.split("/")[segments.indexOf(`{${name}}`)] ?? "";
    const value = decodeURIComponent(raw);
    if (integer && !/^-?\d+$/.test(value)) return undefined;
    const text = integer ? canonical(value.replace(/^-/, "")) : JSON.stringify(value);
    const id = integer && value.startsWith("-") ? `-${text}` : text;
    return (body) => {
      /** @type {Json} */
      let answer;
      try {
        answer = JSON.parse(body);
      } catch {
        return body;
      }
      if (!answer || typeof answer !== "object" || Array.isArray(answer) || !("id" in answer)) return body;
      const old = answer.id;
      /** @param {Json} node */
      const mark = (node) => {
        if (Array.isArray(node)) node.forEach(mark);
        else if (node && typeof node === "object") {
          for (const [k, v] of Object.entries(node)) {
            if (k === key && v === old) node[k] = ID_MARK;
            else mark(v);
          }
        }
      };
      mark(answer);
      answer.id = ID_MARK;
      return JSON.stringify(answer).split(JSON.stringify(ID_MARK)).join(id);
    };
  };
}

/**
 * A decimal ID without leading zeros, as JSON writes a number.
 * @param {string} id
 */
function canonical(id) {
  return /^\d+$/.test(id) ? id.replace(/^0+(?=\d)/, "") : id;
}

// The bytes nestingDepth looks at: `"`, `\`, `[`, `]`, `{`, `}`.
const [QUOTE, BACKSLASH, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x22, 0x5c, 0x5b, 0x5d, 0x7b, 0x7d];

/**
 * How deeply arrays and objects nest in a JSON text (`1` is 0, `[]` 1, `{"a":[1]}` 2), in one pass
 * over its bytes with a counter, never a recursion: brackets inside strings do not count, and it
 * stops at the first bracket deeper than `limit`, returning that depth. UTF-8 needs no decoding,
 * since these bytes never occur inside a multi-byte character. For text that is not JSON the
 * number is that of its unclosed brackets; Prism does not build anything from such a body. No
 * library gives the depth without building the value first, which is what Prism cannot take.
 * @param {Uint8Array} body
 * @param {number} [limit]
 */
export function nestingDepth(body, limit = Infinity) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if ((byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) && depth > 0) {
      depth--;
    }
  }
  return deepest;
}

/**
 * The answer that replaces one of Prism's rejections.
 * @typedef {{ headers: Record<string, string>, body: { code: string, error: string } }} Replacement
 */

/**
 * Turns Prism's rejections into the document's error shape; see the header comment.
 * @param {Json} doc
 * @param {Rules} rules
 * @returns {(req: http.IncomingMessage, status: number, violations: Json[]) => Replacement}
 */
function createRewriter(doc, rules) {
  const table = routes(doc);
  const schemes = doc.components?.securitySchemes ?? {};
  const realm = String(doc.info?.title ?? "API").replace(/["\\]/g, "") + " (mock)";

  /** @returns {Record<string, unknown>[]} the security requirements of the operation a request is for */
  const accepted = (/** @type {string} */ method, /** @type {string} */ pathname) => {
    const route = table.find((r) => r.method === method && r.regex.test(pathname));
    return route?.operation.security ?? doc.security ?? [];
  };

  return function rewrite(req, status, violations) {
    const reasons = violations.map((v) => String(v?.message ?? "")).filter(Boolean);
    /** @type {Record<string, string>} */
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

/**
 * Prism's `sl-violations` header, parsed (empty when it is not a JSON list).
 * @param {unknown} header
 * @returns {Json[]}
 */
function parseViolations(header) {
  try {
    const parsed = JSON.parse(String(header));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * Raw header pairs (`[name, value, name, value, ...]`) without the names `drop` matches.
 * @param {string[]} raw
 * @param {(name: string) => boolean} drop
 */
function keptHeaders(raw, drop) {
  /** @type {string[]} */
  const kept = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [name, value] = [raw[i] ?? "", raw[i + 1] ?? ""];
    if (!drop(name.toLowerCase())) kept.push(name, value);
  }
  return kept;
}

/**
 * Sends a JSON body instead of Prism's, with Prism's other headers.
 * @param {http.ServerResponse} res
 * @param {http.IncomingMessage} answer Prism's answer (its body is dropped)
 * @param {string[]} headers Prism's headers, hop-by-hop ones removed
 * @param {Record<string, string>} replaced the headers that replace Prism's of the same names
 * @param {string | Buffer} text
 */
function sendInstead(res, answer, headers, replaced, text) {
  answer.resume();
  const names = new Set([...Object.keys(replaced), "content-length", "content-type"]);
  const kept = keptHeaders(headers, (name) => names.has(name));
  for (const [name, value] of Object.entries(replaced)) kept.push(name, value);
  kept.push("content-length", String(Buffer.byteLength(text)));
  res.writeHead(answer.statusCode ?? 502, answer.statusMessage, kept);
  res.end(text);
}

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
  if (!res.headersSent) {
    res.writeHead(status, {
      ...headers,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
    });
  }
  res.end(text);
}

/**
 * Answers 502 mock_unavailable: Prism did not answer this request.
 * @param {http.ServerResponse} res
 * @param {unknown} error
 */
function unavailable(res, error) {
  const text =
    `The mock's Prism server did not answer this request (${message(error)}). When Prism stops, the ` +
    "mock starts it again and holds later requests until it listens.";
  sendError(res, 502, "mock_unavailable", text);
}

/**
 * The `X-Mock-Gaps` header of the document's answers (see the top of this file): for a request and
 * the status Prism answers it with, undefined when that is none of the operation's responses (an
 * unknown path, a preflight); else, for the answer's media type and body, the pointers of the
 * places with gaps it passes through, comma-separated ("" for none).
 * @param {Json} doc
 * @returns {(req: http.IncomingMessage, status: number) => ((type: string, body: Buffer | string) => string) | undefined}
 */
function createLabels(doc) {
  const table = routes(doc);
  return (req, status) => {
    const method = String(req.method).toLowerCase();
    const pathname = pathOf(req.url);
    const route = pathname === undefined ? undefined : table.find((r) => r.method === method && r.regex.test(pathname));
    const key = route && statedAnswers(doc, route.operation).response(String(status));
    if (!route || key === undefined) return undefined;
    const pointer = `#/paths/${encodeSegment(route.template)}/${route.method}/responses/${encodeSegment(key)}`;
    return (type, body) => {
      /** @type {unknown} */
      let value;
      if (/^application\/(?:[^;]*\+)?json\s*(?:;|$)/i.test(type)) {
        try {
          value = JSON.parse(body.toString());
        } catch {
          value = undefined;
        }
      }
      return answerGaps(doc, pointer, { value, mediaType: type }).join(", ");
    };
  };
}

/**
 * A Prism that listens: its port, and a promise that settles when it exits.
 * @typedef {{ port: number, exited: Promise<unknown> }} Listening
 */

/**
 * The public server: forwards to Prism and rewrites its rejections.
 * @param {{ ready: Promise<Listening> }} target the Prism that listens (a new promise while one
 *   starts again)
 * @param {ReturnType<typeof createRewriter>} rewrite
 * @param {Rules} rules
 * @param {(req: http.IncomingMessage) => GateDecision} gate why a request is refused before Prism
 *   sees it, and the Accept header Prism gets
 * @param {ReturnType<typeof createLabels>} label the X-Mock-Gaps value of an answer
 */
function createProxy(target, rewrite, rules, gate, label) {
  const server = http.createServer((req, res) => {
    // Prism stops on a path with a malformed percent escape (`/%zz`): refused here instead.
    if (!decodable(req.url ?? "/")) {
      return void sendError(res, 400, "mock_request_invalid", "The path has a malformed percent escape");
    }
    const declared = declaredLength(req);
    if (declared > BODY_LIMIT) return void tooLarge(req, res, `${declared} bytes`);
    const { refused, accept } = gate(req);
    if (refused) {
      req.resume();
      return void sendError(res, 400, "mock_request_invalid", refused);
    }
    // Prism is asked for the one media type the mock chose (see `negotiate`), or for none.
    const headers = { ...req.headers };
    if (accept === "") delete headers.accept;
    else if (accept !== undefined) headers.accept = accept;
    // The body is read whole, up to BODY_LIMIT, before Prism sees any of it.
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (size > BODY_LIMIT) return;
      size += chunk.length;
      if (size <= BODY_LIMIT) return void chunks.push(chunk);
      chunks.length = 0;
      tooLarge(req, res, `more than ${BODY_LIMIT} bytes`);
    });
    req.on("error", () => res.destroy());
    req.on("end", () => {
      if (size > BODY_LIMIT) return;
      const body = Buffer.concat(chunks);
      // Prism stops on a body nested a few thousand levels deep (see DEPTH_LIMIT).
      if (nestingDepth(body, DEPTH_LIMIT) > DEPTH_LIMIT) {
        const error =
          `The request body nests arrays and objects more than ${DEPTH_LIMIT} levels deep; ` +
          `the mock takes at most ${DEPTH_LIMIT} levels.`;
        return void sendError(res, 400, "mock_request_invalid", error);
      }
      send(body);
    });

    /**
     * Sends the request to the Prism that listens, once it does (while Prism starts again, the
     * request waits). `again`: a second attempt after the first was refused.
     * @param {Buffer} body
     */
    const send = (body, again = false) =>
      target.ready.then(
        (prism) => forward(prism, body, again),
        (error) => unavailable(res, error),
      );

    /** @param {Listening} prism @param {Buffer} body @param {boolean} again */
    const forward = ({ port, exited }, body, again) => {
      // A connection of its own (no keep-alive): a refused one then always means Prism never saw it.
      const options = { host: HOST, port, method: req.method, path: req.url, headers, agent: false };
      const upstream = http.request(options, (answer) => {
        const status = answer.statusCode ?? 502;
        const violations = answer.headers["sl-violations"];
        const headers = keptHeaders(answer.rawHeaders, (name) => HOP_BY_HOP.has(name));
        if (status >= 400 && status < 500 && violations !== undefined) {
          // Prism's generic example body is replaced by what the rejection is about.
          const replacement = rewrite(req, status, parseViolations(violations));
          return sendInstead(res, answer, headers, replacement.headers, JSON.stringify(replacement.body));
        }
        answer.on("error", () => res.destroy());
        const gapsOf = label(req, status);
        if (!gapsOf) {
          // None of the document's answers (Prism's 404 or 405, a preflight): passed through.
          res.writeHead(status, answer.statusMessage, headers);
          return void answer.pipe(res);
        }
        // One of the document's answers, read whole: built or changed for this request where a
        // rule of the description says so, and labelled with the gaps the document marks in it.
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const type = answer.headers["content-type"] ?? "application/json";
          const text = rules.answer(req, status) ?? rules.edit(req, status)?.(Buffer.concat(chunks).toString("utf8"));
          const body = text ?? Buffer.concat(chunks);
          const gaps = gapsOf(type, body);
          sendInstead(res, answer, headers, { "content-type": type, ...(gaps && { "x-mock-gaps": gaps }) }, body);
        });
      });
      upstream.on("error", (error) => {
        if (res.headersSent) return void res.destroy();
        // Refused: that Prism has stopped and never saw the request. Once its exit is seen (and a
        // new Prism is on its way), the request goes to the new one: sent once, not repeated.
        if (!again && /** @type {NodeJS.ErrnoException} */ (error).code === "ECONNREFUSED") {
          return void settledWithin(exited, STOP_TIMEOUT_MS).then(() => send(body, true));
        }
        unavailable(res, error);
      });
      upstream.end(body);
    };
  });
  // A client that waits for `100 Continue` before sending a body too large is told at once.
  server.on("checkContinue", (req, res) => {
    const declared = declaredLength(req);
    if (declared > BODY_LIMIT) return void tooLarge(req, res, `${declared} bytes`, { close: true });
    res.writeContinue();
    server.emit("request", req, res);
  });
  return server;
}

/**
 * The length a request's `Content-Length` states (0 when it states none or does not parse).
 * @param {http.IncomingMessage} req
 */
function declaredLength(req) {
  const length = Number(req.headers["content-length"]);
  return Number.isSafeInteger(length) ? length : 0;
}

/**
 * Answers 413 mock_request_too_large: the body is longer than BODY_LIMIT. The rest of it is read
 * and dropped, so that the client can send it all and read the answer, up to DRAIN_LIMIT; a client
 * that goes on is cut off. With `close`, for a client still waiting for `100 Continue`, the
 * connection closes after the answer instead, since that client sends no body.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} size how long the body is, in words
 * @param {{ close?: boolean }} [options]
 */
function tooLarge(req, res, size, { close = false } = {}) {
  if (!close) {
    let dropped = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT) req.socket.destroy();
    });
    req.resume();
  }
  const error = `The request body has ${size}; the mock takes bodies of at most ${BODY_LIMIT} bytes (1 MiB).`;
  sendError(res, 413, "mock_request_too_large", error, close ? { connection: "close" } : {});
}

/** What the mock takes in a `Prefer` header, for the messages that refuse anything else. */
const PREFER_FORMS =
  "The mock takes only Prefer: code=<status> and/or example=<name>, each at most once, separated by a comma " +
  "(spaces or tabs allowed around each item, none inside it), where the status is one this operation " +
  "states and the name one of that answer's examples; dynamic=false is also taken. It answers only with " +
  "the document's examples.";
// One item of the `Prefer` header the mock takes: the name, then the value, as written.
const PREFER_ITEM = /^(?:(code)=(\d{3})|(example)=([A-Za-z0-9._-]+)|(dynamic)=(false))$/;
// The whitespace allowed around each comma-separated item.
const OWS = /^[ \t]+|[ \t]+$/g;

/**
 * The answers one operation states, as a `Prefer` header asks for them.
 * @typedef {object} StatedAnswers
 * @property {boolean} found whether the request is for an operation of the document at all
 * @property {string} statuses the statuses that may be asked for, in words, for messages
 * @property {(code: string) => string | undefined} response the key of the response `code=<code>`
 *   gets (`"400"`, `"2XX"`, `"default"`), or undefined when the operation states no such answer
 * @property {string | undefined} first the key of the response given without `code=`
 * @property {(key: string) => string[]} examples the example names of a response, any media type
 * @property {(key: string) => string[]} mediaTypes the media types a response is given as, in the
 *   document's order (none for a response without content)
 */

/**
 * The answers an operation states (none when `operation` is undefined: a path and method that
 * match no operation). A status is stated when it is one of the operation's response keys; a range
 * `NXX` is asked for by `N00` (the status the mock gives it without Prefer); and `default` by any
 * other 4xx or 5xx status HTTP defines, since it stands for every other failed call.
 * @param {Json} doc
 * @param {Json} [operation]
 * @returns {StatedAnswers}
 */
export function statedAnswers(doc, operation) {
  const responses = operation?.responses ?? {};
  const keys = Object.keys(responses);
  const exact = keys.filter((key) => /^\d{3}$/.test(key));
  const ranges = keys.filter((key) => /^[1-5]XX$/.test(key));
  const hasDefault = keys.includes("default");
  // As Prism picks it: the lowest 2xx response, else `default`, else the first.
  const first = keys.filter((key) => /^2(\d\d|XX)$/.test(key)).sort()[0] ?? (hasDefault ? "default" : keys[0]);
  const words = [
    ...exact,
    ...ranges.map((range) => `${range} (asked for as ${range[0]}00)`),
    ...(hasDefault ? ["default (any other 4xx or 5xx status HTTP defines)"] : []),
  ];
  return {
    found: Boolean(operation),
    statuses: words.join(", ") || "no status",
    response(code) {
      if (exact.includes(code)) return code;
      const range = `${code[0]}XX`;
      if (ranges.includes(range)) return code.endsWith("00") ? range : undefined;
      return hasDefault && /^[45]/.test(code) && http.STATUS_CODES[code] ? "default" : undefined;
    },
    first,
    examples(key) {
      const response = follow(doc, responses[key]).node;
      const media = Object.values(response?.content ?? {});
      return [...new Set(media.flatMap((/** @type {Json} */ m) => Object.keys(m?.examples ?? {})))];
    },
    mediaTypes(key) {
      return Object.keys(follow(doc, responses[key]).node?.content ?? {});
    },
  };
}

/**
 * Why the mock refuses a `Prefer` header, or "" when it takes it. The mock takes only the forms
 * of {@link PREFER_FORMS}: Prism reads far more (`dynamic=true` and its many spellings, `seed`,
 * any three digits as a status), and would then answer with values or statuses the document does
 * not state. Without `answers` only the form is checked; with them, also that the status is one
 * the operation states and the name one of that answer's examples.
 * @param {string | string[] | undefined} header
 * @param {StatedAnswers} [answers] the answers of the operation the request is for
 */
export function refusedPreference(header, answers) {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  if (text.replace(OWS, "") === "") return "";
  // Prism's reading of a name: lower case, without quotes, dashes or underscores.
  const names = text.split(/[,;]/).map((part) => {
    const [name = "", ...value] = part.split("=");
    const plain = (/** @type {string} */ s) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
    return { name: plain(name), value: plain(value.join("=")) };
  });
  if (names.some(({ name, value }) => name === "dynamic" && value !== "false")) {
    return (
      "Prefer: dynamic=true is refused (in any spelling): it would make up values the document does not " +
      `state. ${PREFER_FORMS}`
    );
  }
  /** @type {Map<string, string>} */
  const asked = new Map();
  for (const item of text.split(",").map((part) => part.replace(OWS, ""))) {
    const match = PREFER_ITEM.exec(item);
    const shown = JSON.stringify(item.length > 80 ? `${item.slice(0, 80)}…` : item);
    if (!match) return `Prefer: ${shown} is not taken. ${PREFER_FORMS}`;
    const [name, value] = match.slice(1).filter((part) => part !== undefined);
    if (name === undefined || value === undefined) return `Prefer: ${shown} is not taken. ${PREFER_FORMS}`;
    if (asked.has(name)) return `Prefer: ${name} is given twice. ${PREFER_FORMS}`;
    asked.set(name, value);
  }
  if (!answers) return "";
  const code = asked.get("code");
  const example = asked.get("example");
  if (code === undefined && example === undefined) return "";
  const refused = `Prefer: ${code === undefined ? `example=${example}` : `code=${code}`} is refused`;
  if (!answers.found) {
    return `${refused}: no operation of the document has this method and path. ${PREFER_FORMS}`;
  }
  const key = code === undefined ? answers.first : answers.response(code);
  if (key === undefined) return `${refused}: this operation states ${answers.statuses}. ${PREFER_FORMS}`;
  const examples = answers.examples(key);
  if (example !== undefined && !examples.includes(example)) {
    const which = code === undefined ? "the answer given without code=" : `the ${code} answer`;
    const known = examples.length ? `its examples are ${examples.join(", ")}` : "it has no named examples";
    return `Prefer: example=${example} is refused: ${which} has no such example; ${known}. ${PREFER_FORMS}`;
  }
  return "";
}

/**
 * Why the mock refuses a request's query, or "" when it takes it: a parameter whose name starts
 * with `__` (`__dynamic`, `__code`, `__example`, `__seed`, `__server`) sets how Prism answers. The
 * query is read from the first `?` on, fragment included, decoded as Prism decodes it.
 * @param {string | undefined} url
 */
export function refusedQuery(url) {
  const at = (url ?? "").indexOf("?");
  if (at === -1) return "";
  const control = [...new URLSearchParams((url ?? "").slice(at + 1)).keys()].find((name) => name.startsWith("__"));
  if (control === undefined) return "";
  const shown = JSON.stringify(control.length > 80 ? `${control.slice(0, 80)}…` : control);
  return (
    `The query parameter ${shown} is refused: parameters that start with "__" would set how Prism ` +
    `answers, and the mock takes none of them. ${PREFER_FORMS}`
  );
}

/**
 * The path of a request's URL, or undefined when it does not parse as one.
 * @param {string | undefined} url
 */
function pathOf(url) {
  try {
    return new URL(url ?? "/", "http://mock").pathname;
  } catch {
    return undefined;
  }
}

/**
 * What the gate decides about a request: why it is refused ("" when it is passed on), and the
 * `Accept` header Prism gets (undefined: the request's own, unchanged).
 * @typedef {{ refused: string, accept?: string | undefined }} GateDecision
 */

/**
 * Why the mock refuses a request before Prism sees it (see {@link refusedQuery},
 * {@link refusedPreference} and {@link negotiate}), or "" when it passes it on; for a request
 * passed on, also the one media type Prism is asked for.
 * @param {Json} doc
 * @returns {(req: http.IncomingMessage) => GateDecision}
 */
function createGate(doc) {
  const table = routes(doc);
  return (req) => {
    const query = refusedQuery(req.url);
    if (query) return { refused: query };
    const method = String(req.method).toLowerCase();
    const pathname = pathOf(req.url);
    const route = pathname === undefined ? undefined : table.find((r) => r.method === method && r.regex.test(pathname));
    const answers = statedAnswers(doc, route?.operation);
    const header = req.headers.prefer;
    const preference = header === undefined ? "" : refusedPreference(header, answers);
    if (preference) return { refused: preference };
    // A method and path of no operation get Prism's 404 or 405, which no Accept changes.
    if (!answers.found) return { refused: "" };
    const code = preferredCode(header);
    const key = code === undefined ? answers.first : answers.response(code);
    if (key === undefined) return { refused: "" };
    const { refused, type } = negotiate(req.headers.accept, answers.mediaTypes(key), {
      answer: code === undefined ? "the answer this call gets" : `the ${code} answer of this operation`,
    });
    return { refused, accept: type };
  };
}

/**
 * The status a `Prefer` header the mock takes asks for with `code=`, if any.
 * @param {string | string[] | undefined} header
 */
function preferredCode(header) {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  for (const item of text.split(",").map((part) => part.replace(OWS, ""))) {
    const code = /^code=(\d{3})$/.exec(item)?.[1];
    if (code) return code;
  }
  return undefined;
}

// The grammar of an `Accept` header (RFC 9110, sections 5.6 and 12.5.1).
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\]|\\\\[\\t \\x21-\\x7e\\x80-\\xff])*"';
const MEDIA_RANGE = new RegExp(`^(${TOKEN})/(${TOKEN})`);
const PARAMETER = new RegExp(`[ \\t]*;[ \\t]*(?:(${TOKEN})=(${TOKEN}|${QUOTED}))?`, "y");
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * One media range of an `Accept` header: type and subtype in lower case (`*` for a wildcard) and
 * its weight.
 * @typedef {{ type: string, subtype: string, q: number }} MediaRange
 */

/**
 * The media ranges of an `Accept` header, or why it does not parse. Elements are separated by
 * commas outside quoted strings; empty elements are skipped, as HTTP's list rule allows. Each is
 * `type/subtype`, `type/*` or the full wildcard, followed by `;`-separated parameters; `q` (any case) is the
 * weight, 0 to 1 with at most three decimals; other parameters are read and set aside.
 * @param {string} text
 * @returns {{ ranges: MediaRange[], error: string }}
 */
export function parseAccept(text) {
  /** @type {string[]} */
  const elements = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (quoted && char === "\\") {
      current += char + (text[i + 1] ?? "");
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === "," && !quoted) {
      elements.push(current);
      current = "";
    } else current += char;
  }
  elements.push(current);
  /** @type {MediaRange[]} */
  const ranges = [];
  for (const element of elements.map((part) => part.replace(OWS, "")).filter(Boolean)) {
    const shown = JSON.stringify(element.length > 80 ? `${element.slice(0, 80)}…` : element);
    const bad = `Accept: ${shown} is not a media range`;
    const match = MEDIA_RANGE.exec(element);
    if (!match) return { ranges: [], error: `${bad} (type/subtype, type/* or */*)` };
    const type = String(match[1]).toLowerCase();
    const subtype = String(match[2]).toLowerCase();
    if (type === "*" && subtype !== "*") return { ranges: [], error: `${bad}: */${subtype} names no type` };
    /** @type {string | undefined} */
    let weight;
    PARAMETER.lastIndex = match[0].length;
    while (PARAMETER.lastIndex < element.length) {
      const parameter = PARAMETER.exec(element);
      if (!parameter || parameter[0] === "") return { ranges: [], error: `${bad}: its parameters do not parse` };
      if (parameter[1]?.toLowerCase() !== "q") continue;
      if (weight !== undefined) return { ranges: [], error: `${bad}: it has two weights` };
      weight = String(parameter[2]);
      if (!QVALUE.test(weight)) return { ranges: [], error: `${bad}: q=${weight} is no weight (0 to 1)` };
    }
    ranges.push({ type, subtype, q: weight === undefined ? 1 : Number(weight) });
  }
  return { ranges, error: "" };
}

/**
 * How much `ranges` want a media type, as HTTP weighs it: the weight of the most specific range
 * that matches it (`type/subtype` before `type/*` before the full wildcard; the highest weight among equally
 * specific ones), 0 when none does. Parameters other than `q` do not narrow a range: the
 * document's media types have none, and `application/json; charset=utf-8` asks for JSON.
 * @param {MediaRange[]} ranges
 * @param {string} mediaType
 */
function weightOf(ranges, mediaType) {
  const [type = "", subtype = ""] = mediaType.split(";")[0]?.trim().toLowerCase().split("/") ?? [];
  let best = { specificity: -1, q: 0 };
  for (const range of ranges) {
    const specificity =
      range.type === "*"
        ? 0
        : range.type !== type
          ? -1
          : range.subtype === "*"
            ? 1
            : range.subtype === subtype
              ? 2
              : -1;
    if (specificity > best.specificity || (specificity === best.specificity && range.q > best.q)) {
      best = { specificity, q: range.q };
    }
  }
  return best.specificity < 0 ? 0 : best.q;
}

/**
 * Whether the mock takes a request's `Accept` header for an answer given as `mediaTypes` (the
 * media types of the response asked for, in the document's order), and the one Prism is asked for.
 * A missing or empty header accepts anything: Prism then picks as it does without one
 * (`type` is ""). Otherwise the header must parse and give one of the media types a weight above
 * 0; the type with the highest weight is the one asked for (JSON first among equals, then the
 * document's order). Anything else is refused: Prism would answer it with a status or body of its
 * own (406 Not Acceptable, or 500), not one of the document's.
 * @param {string | string[] | undefined} header
 * @param {string[]} mediaTypes
 * @param {{ answer?: string }} [words] how messages name the answer (`the answer this call gets`)
 * @returns {{ refused: string, type: string | undefined }}
 */
export function negotiate(header, mediaTypes, { answer = "the answer asked for" } = {}) {
  const text = Array.isArray(header) ? header.join(", ") : (header ?? "");
  if (text.replace(OWS, "") === "" || mediaTypes.length === 0) return { refused: "", type: "" };
  const names = mediaTypes.join(", ");
  const takes =
    "The mock takes an Accept header that accepts one of these (by name, as type/* or */*, with q above 0), " +
    "or no Accept header.";
  const { ranges, error } = parseAccept(text);
  if (error) {
    const given = `${answer[0]?.toUpperCase()}${answer.slice(1)} is given as ${names}.`;
    return { refused: `${error}. ${given} ${takes}`, type: undefined };
  }
  const ranked = mediaTypes
    .map((type, order) => ({ type, order, q: weightOf(ranges, type), json: /^application\/json\b/i.test(type) }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || Number(b.json) - Number(a.json) || a.order - b.order);
  if (ranked[0]) return { refused: "", type: ranked[0].type };
  const shown = JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
  const refused = `Accept: ${shown} is refused: ${answer} is given only as ${names}, which the header does not accept.`;
  return { refused: `${refused} ${takes}`, type: undefined };
}

/** Whether every percent escape in `url` decodes (to UTF-8). */
export function decodable(/** @type {string} */ url) {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

const PRISM = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json")),
  "dist",
  "index.js",
);
// eslint-disable-next-line no-control-regex
const COLOURS = /\x1b\[[0-9;]*m/g;

/**
 * A running mock.
 * @typedef {object} RunningMock
 * @property {string} url the public address, `http://127.0.0.1:<port>`
 * @property {number} port the public port
 * @property {number | undefined} prismPort Prism's internal port (another after a restart)
 * @property {number | undefined} prismPid the process ID of Prism (another after a restart)
 * @property {Promise<string | undefined>} stopped settles when Prism stops for good: with what went
 *   wrong (it stopped and could not be started again), or undefined when it was stopped by a
 *   signal (Ctrl+C reaches it too)
 * @property {() => Promise<void>} close stops the proxy and Prism and removes the temporary files
 */

/**
 * Listens on `port` (0: any free port) and resolves with the port bound.
 * @param {http.Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>}
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/**
 * Starts Prism on a port it picks, forwarding its log lines with its address replaced by the
 * public one. Resolves once Prism listens, with the port it took; rejects when it cannot start.
 * @param {import("node:child_process").ChildProcess} prism the spawned Prism, its output piped
 * @param {string} url the public address
 * @param {(line: string) => void} log
 * @param {(line: string) => void} logError
 * @returns {Promise<number>}
 */
function prismListening(prism, url, log, logError) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Prism did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    /** @type {string | undefined} */
    let internal;
    /** @param {import("node:stream").Readable | null} stream @param {(line: string) => void} out */
    const forward = (stream, out) => {
      if (!stream) return;
      createInterface({ input: stream }).on("line", (line) => {
        const plain = line.replace(COLOURS, "");
        // Prism binds before it logs its routes, so its first address names the port it took.
        internal ??= new RegExp(`http://${HOST.replaceAll(".", "\\.")}:\\d+`).exec(plain)?.[0];
        out(internal ? line.split(internal).join(url) : line);
        if (internal && plain.includes(`listening on ${internal}`)) {
          clearTimeout(timer);
          resolve(Number(new URL(internal).port));
        }
      });
    };
    forward(prism.stdout, log);
    forward(prism.stderr, logError);
    prism.on("error", (error) => reject(new Error(`could not start Prism: ${message(error)}`)));
    prism.on("exit", (code, signal) => {
      clearTimeout(timer);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      reject(new Error(`Prism could not start (it exited with ${how}; see its output above)`));
    });
  });
}

/**
 * Stops a child process: SIGTERM, then SIGKILL if it is still there after STOP_TIMEOUT_MS.
 * @param {import("node:child_process").ChildProcess | undefined} child
 */
async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Settles when `promise` does, or after `ms` at the latest.
 * @param {Promise<unknown>} promise
 * @param {number} ms
 */
function settledWithin(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// The signals that stop Prism on purpose: Ctrl+C reaches it through the process group.
const STOPPING = new Set(["SIGINT", "SIGTERM", "SIGHUP"]);

/**
 * Starts the mock: the proxy on `port` (0 for any free one) and Prism behind it. Resolves once
 * Prism listens; rejects (with everything stopped) when it cannot start.
 *
 * When Prism stops by itself after it listened (a crash, SIGKILL), the mock logs it, starts a new
 * Prism on a new internal port and holds new requests until it listens; the requests Prism was
 * answering get a 502 mock_unavailable. A Prism that cannot start again ends the mock
 * (`stopped`), so a Prism that fails at once is never started over and over.
 * @param {{ spec?: string, port?: number, prismArgs?: string[], log?: (line: string) => void,
 *   logError?: (line: string) => void }} [options] log / logError: the mock's and Prism's lines
 *   for stdout and stderr, with Prism's internal address shown as the public one
 * @returns {Promise<RunningMock>}
 */
export async function startMock({
  spec = SPEC_FILE,
  port = 4010,
  prismArgs = [],
  log = () => {},
  logError = log,
} = {}) {
  const doc = await bundle(spec);
  const rules = createRules(doc);
  const dir = mkdtempSync(path.join(tmpdir(), "mock-api-"));
  const document = path.join(dir, "openapi.json");
  writeFileSync(document, JSON.stringify(doc));
  /** @type {{ ready: Promise<Listening>, port: number | undefined }} */
  const target = { ready: new Promise(() => {}), port: undefined };
  const proxy = createProxy(target, createRewriter(doc, rules), rules, createGate(doc), createLabels(doc));
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let prism;
  let closing = false;
  /** @type {(failure: string | undefined) => void} */
  let settle = () => {};
  /** @type {Promise<string | undefined>} */
  const stopped = new Promise((resolve) => (settle = resolve));

  /** Starts a Prism; resolves with its port once it listens, and watches it from then on. @param {string} url */
  const launch = (url) => {
    const args = [PRISM, "mock", document, "--host", HOST, "--port", "0", "--errors", ...prismArgs];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    prism = child;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const listening = prismListening(child, url, log, logError).then((bound) => {
      target.port = bound;
      child.once("exit", (code, signal) => void restart(url, signal ? `signal ${signal}` : `code ${code}`, signal));
      return bound;
    });
    target.ready = listening.then((bound) => ({ port: bound, exited }));
    target.ready.catch(() => {});
    return listening;
  };

  /** After Prism stopped by itself: a new one. @param {string} url @param {string} how @param {string | null} signal */
  const restart = async (url, how, signal) => {
    if (closing) return;
    if (signal && STOPPING.has(signal)) return settle(undefined);
    logError(`mock: Prism stopped (${how}); starting it again, and holding new requests until it listens`);
    const started = Date.now();
    try {
      const bound = await launch(url);
      log(`mock: Prism listens again on internal port ${bound} (${Date.now() - started} ms after it stopped)`);
    } catch (error) {
      if (!closing) settle(`Prism stopped (${how}) and could not be started again: ${message(error)}`);
    }
  };

  const close = async () => {
    closing = true;
    const closed = proxy.listening ? new Promise((resolve) => proxy.close(resolve)) : Promise.resolve();
    proxy.closeAllConnections();
    await stopChild(prism);
    await closed;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const bound = await listen(proxy, port, HOST).catch((error) => {
      throw new Error(`cannot listen on ${HOST}:${port}: ${error.code ?? message(error)} (set PORT to another port)`);
    });
    const url = `http://${HOST}:${bound}`;
    log(`mock: starting Prism for ${path.relative(process.cwd(), spec) || spec}`);
    const internal = await launch(url);
    log(`mock: listening on ${url} (Prism on internal port ${internal}; Ctrl+C stops)`);
    proxy.on("error", (error) => logError(`mock: server error: ${message(error)}`));
    return {
      url,
      port: bound,
      get prismPort() {
        return target.port;
      },
      get prismPid() {
        return prism?.pid;
      },
      stopped,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const USAGE = "usage: PORT=4010 node scripts/serve/mock.mjs [--spec FILE] [-- prism options]";

/**
 * Serves until a signal or a failure of Prism.
 * @param {string[]} args
 */
export async function main(args) {
  const { values, positionals } = readArgs(
    args,
    { spec: { type: "string", default: SPEC_FILE } },
    { positionals: true },
  );
  // Prism's own options come after `--`; anything else is a mistake.
  const terminator = args.indexOf("--");
  const prismArgs = terminator === -1 ? [] : args.slice(terminator + 1);
  if (positionals.length !== prismArgs.length) throw new UsageError(`unknown argument: ${positionals[0]}`);
  const port = Number(process.env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`bad PORT: ${process.env.PORT}`);

  const mock = await startMock({
    spec: path.resolve(values.spec),
    port,
    prismArgs,
    log: (line) => process.stdout.write(`${line}\n`),
    logError: (line) => process.stderr.write(`${line}\n`),
  });
  /** @param {number} code */
  const stop = (code) => mock.close().then(() => process.exit(code));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stop(EXIT_OK));
  void mock.stopped.then((failure) => {
    if (failure) console.error(`mock: ${failure}`);
    void stop(failure ? EXIT_FAILED : EXIT_OK);
  });
}

runMain(import.meta.url, "mock", main, USAGE);
