// @ts-check
// The mock's own rules (scripts/serve/mock.mjs does the serving): what it takes from a request
// before Prism sees it, and what it changes in Prism's answers. Pure functions of the bundled
// document and what a request says; docs/mock-and-docs.md states each rule for the reader.
//
// Refused with a 400 mock_request_invalid before Prism sees it:
//   - a `Prefer` header other than `code=<status>`, `example=<name>` and `dynamic=false`, each at
//     most once, for a status the operation states and an example of that answer
//     (`refusedPreference`, `statedAnswers`): Prism reads far more (`dynamic=true` in many
//     spellings, `seed`, any status) and would answer with values the document does not state;
//   - a query parameter starting with `__`, which Prism reads the same way (`refusedQuery`);
//   - an `Accept` header that does not parse as HTTP's grammar (`parseAccept`) or accepts no media
//     type of the answer asked for, weighed by negotiator (`negotiate`); Prism is then asked for
//     the type chosen alone;
//   - a body nested more than DEPTH_LIMIT levels deep (`nestingDepth`), which Prism cannot take.
//
// Changed in Prism's answers: a rejection (a 4xx with `sl-violations`) gets the document's error
// shape with the reasons and, for a 401, the schemes the operation accepts (`rejection`); the batch
// call answers one entry per requested ID, in order, repeats kept, `null` for the ID the example
// shows as not found, more than 50 IDs refused; an answer whose schema is the resource a path
// parameter names carries the path's ID (`echoedId`). IDs above 2^53 keep every digit.
import http from "node:http";
import Negotiator from "negotiator";
import { follow, operations, parametersOf, successes, templatePattern } from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

// How deeply a request body's arrays and objects may nest. Prism 5.14 stops, on Node 20, 22 and 24
// alike, on the second JSON body nested about 4,100 levels deep and answers deeper ones with a 500
// of its own; no body the document describes nests more than a few levels. A quarter of what Prism
// survives leaves room for other stacks.
export const DEPTH_LIMIT = 1000;
const BATCH = "/api/v1/batch/transactions";
const BATCH_LIMIT = 50;
// The whitespace allowed around each comma-separated item of a header.
const OWS = /^[ \t]+|[ \t]+$/g;
/** What stands for an ID in an answer while it is turned into text: its digits go in afterwards. */
const ID_MARK = "\u0000id\u0000";

/** At most 80 characters of what a request said, quoted, for a message. */
const shown = (/** @type {string} */ text) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
/** A JSON text parsed, or undefined when it is not JSON. */
export const parseJson = (/** @type {string} */ text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
/** A decimal ID without leading zeros, as JSON writes a number. */
const canonical = (/** @type {string} */ id) => (/^\d+$/.test(id) ? id.replace(/^0+(?=\d)/, "") : id);

/**
 * A request as the mock reads it, once: its URL (undefined when it does not parse), the route of
 * the operation it is for (undefined when no operation has its method and path), and the answers
 * that operation states.
 * @typedef {{ req: http.IncomingMessage, url: URL | undefined, route: Route | undefined,
 *   answers: StatedAnswers }} Asked
 * @typedef {{ method: string, template: string, regex: RegExp, operation: Json,
 *   echo: ReturnType<typeof echoedId>, answers: StatedAnswers }} Route
 */

/**
 * The rules for one document, with its routes and the answers each states built once (literal
 * paths before templated ones).
 * @param {Json} doc
 */
export function createRules(doc) {
  const table = operations(doc)
    .map(({ method, path: template, operation }) => {
      const echo = echoedId(doc, operation, doc.paths?.[template]);
      const regex = new RegExp(`^${templatePattern(template)}/?$`);
      return { method, template, regex, operation, echo, answers: statedAnswers(doc, operation) };
    })
    .sort((a, b) => a.template.split("{").length - b.template.split("{").length);
  const batch = batchRule(doc);
  const noOperation = statedAnswers(doc, undefined);
  const schemes = doc.components?.securitySchemes ?? {};
  const realm = String(doc.info?.title ?? "API").replace(/["\\]/g, "") + " (mock)";

  return {
    /** @param {http.IncomingMessage} req @returns {Asked} */
    read(req) {
      const url = URL.canParse(req.url ?? "/", "http://mock") ? new URL(req.url ?? "/", "http://mock") : undefined;
      const method = String(req.method).toLowerCase();
      const route = url && table.find((r) => r.method === method && r.regex.test(url.pathname));
      return { req, url, route, answers: route?.answers ?? noOperation };
    },

    /**
     * Why the mock refuses a request before Prism sees it; for one it passes on, the media type
     * Prism is asked for (undefined: the request's own `Accept`, "": none).
     * @param {Asked} asked
     * @returns {string | { accept: string | undefined }}
     */
    refused({ req, answers }) {
      const { refused, code } = readPreference(req.headers.prefer, answers);
      const query = refusedQuery(req.url);
      if (query || refused) return query || refused;
      const key = code === undefined ? answers.first : answers.response(code);
      // A method and path of no operation get Prism's 404 or 405, which no Accept changes.
      if (!answers.found || key === undefined) return { accept: undefined };
      const answer = code === undefined ? "the answer this call gets" : `the ${code} answer of this operation`;
      const { refused: notAccepted, type } = negotiate(req.headers.accept, answers.mediaTypes(key), { answer });
      return notAccepted || { accept: type };
    },

    /**
     * The body that replaces Prism's answer to a request, or undefined to keep it.
     * @param {Asked} asked
     * @param {number} status
     * @param {string} body
     */
    answer(asked, status, body) {
      if (status === 200 && batch.isBatch(asked)) return batch.answer(asked);
      return status >= 200 && status <= 299 ? echo(asked, body) : undefined;
    },

    /**
     * The headers and body that replace one of Prism's rejections (a 4xx carrying `sl-violations`):
     * the document's error shape, `{ code, error }`, with the reasons; for a 401, the schemes the
     * operation accepts, in the message and in WWW-Authenticate.
     * @param {Asked} asked
     * @param {number} status
     * @param {Json[]} violations
     * @returns {[Record<string, string>, string]}
     */
    rejection(asked, status, violations) {
      const reasons = violations.map((v) => String(v?.message ?? "")).filter(Boolean);
      const json = (/** @type {string} */ code, /** @type {string} */ error) => JSON.stringify({ code, error });
      if (status !== 401) {
        const why = reasons.length ? reasons.join("; ") : "The request does not match the document.";
        return [{ "content-type": "application/json" }, json("mock_request_invalid", batch.explain(asked) + why)];
      }
      /** @type {Record<string, unknown>[]} */
      const requirements = (asked.route?.operation.security ?? doc.security ?? []).filter(
        (/** @type {Json} */ r) => Object.keys(r).length,
      );
      const accepts = requirements
        .map((r) =>
          Object.keys(r)
            .map((name) => describeScheme(name, schemes[name]))
            .join(" + "),
        )
        .join(" or ");
      const sent = /^\s*(\S+)/.exec(asked.req.headers.authorization ?? "")?.[1];
      const refusal = violations.filter((v) => String(v?.code) === "401").map((v) => String(v?.message ?? ""));
      const others = reasons.filter((r) => !refusal.includes(r));
      const problem = sent
        ? `${refusal.join("; ") || "Wrong credentials"}: the request sent ${sent} credentials`
        : "Missing credentials: the request has no Authorization header";
      const names = [...new Set(requirements.flatMap((r) => Object.keys(r)))];
      const challenges = [...new Set(names.map((n) => SCHEMES[kindOf(schemes[n])]?.[1]).filter(Boolean))].map(
        (scheme) => `${scheme} realm="${realm}"`,
      );
      const error =
        (accepts ? `${problem}; this operation accepts: ${accepts}` : problem) +
        (others.length ? `. Also: ${others.join("; ")}` : "");
      const headers = {
        "content-type": "application/json",
        ...(challenges.length && { "www-authenticate": challenges.join(", ") }),
      };
      return [headers, json("mock_unauthorized", error)];
    },
  };
}

/**
 * The batch call's rule: one entry per requested ID, in order, repeats kept.
 * @param {Json} doc
 */
function batchRule(doc) {
  const op = doc.paths?.[BATCH]?.get;
  const media = follow(doc, op?.responses?.["200"]).node?.content?.["application/json"];
  const example = media?.example ?? follow(doc, Object.values(media?.examples ?? {})[0]).node?.value;
  const idsParameter = parametersOf(doc, op, doc.paths?.[BATCH]).find((p) => p.in === "query" && p.name === "ids");
  if (!Array.isArray(example) || typeof idsParameter?.example !== "string") {
    throw new Error(`${BATCH}: the mock's batch rule needs an example list and an example of ids`);
  }
  // IDs the example answers with null are the ones the mock does not know.
  const unknown = new Set(
    idsParameter.example
      .split(",")
      .filter((/** @type {string} */ _, /** @type {number} */ i) => example[i] === null)
      .map(canonical),
  );
  // The transaction's JSON around its ID, so that an ID above 2^53 keeps every digit.
  const [before, after] = JSON.stringify({ ...example.find((entry) => entry !== null), id: ID_MARK }).split(
    JSON.stringify(ID_MARK),
  );
  const ids = (/** @type {Asked} */ asked) =>
    (asked.url?.searchParams.get("ids") || undefined)?.split(",").map(canonical) ?? [];
  const isBatch = (/** @type {Asked} */ asked) => asked.route?.template === BATCH && asked.route.method === "get";
  return {
    isBatch,
    answer: (/** @type {Asked} */ asked) =>
      `[${ids(asked).map((id) => (unknown.has(id) ? "null" : before + id + after))}]`,
    /** A sentence put before Prism's reasons when a rejected request broke the rule. */
    explain: (/** @type {Asked} */ asked) =>
      isBatch(asked) && ids(asked).length > BATCH_LIMIT
        ? `The batch call takes at most ${BATCH_LIMIT} IDs; this request has ${ids(asked).length}. `
        : "",
  };
}

/**
 * For one operation, how its success answer carries the ID its path names: the path parameter,
 * the key of that ID inside the answer, and whether it is an integer. Only where a JSON success
 * answer's schema is the resource itself (`#/components/schemas/<Name>` whose name ends with the
 * parameter's resource, `OnlineTransaction` for `transaction_id`; `transactionId` is
 * `transaction_id` too); undefined otherwise.
 * @param {Json} doc
 * @param {Json} operation
 * @param {Json} [pathItem] the operation's path item, for the parameters it gives all its operations
 * @returns {{ name: string, key: string, integer: boolean } | undefined}
 */
export function echoedId(doc, operation, pathItem) {
  const schemas = successes(doc, operation)
    .map(([, response]) => response?.content?.["application/json"]?.schema)
    .filter((schema) => typeof schema?.$ref === "string")
    .map((schema) => String(schema.$ref).split("/").pop()?.toLowerCase() ?? "");
  for (const parameter of parametersOf(doc, operation, pathItem).reverse()) {
    if (parameter.in !== "path") continue;
    const key = String(parameter.name)
      .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
      .toLowerCase();
    const stem = /^([a-z][a-z0-9_]*)_id$/.exec(key)?.[1]?.replace(/_/g, "");
    if (!stem || !schemas.some((name) => name.endsWith(stem))) continue;
    return { name: String(parameter.name), key, integer: follow(doc, parameter.schema).node?.type === "integer" };
  }
  return undefined;
}

/**
 * A success body with the ID its path named (see {@link echoedId}), or undefined when the request's
 * operation has no such rule or the body is no object with an `id`.
 * @param {Asked} asked
 * @param {string} body
 */
function echo({ route, url }, body) {
  if (!route?.echo || !url) return undefined;
  const { name, key, integer } = route.echo;
  const value = decodeURIComponent(url.pathname.split("/")[route.template.split("/").indexOf(`{${name}}`)] ?? "");
  if (integer && !/^-?\d+$/.test(value)) return undefined;
  const id = integer ? (value.startsWith("-") ? "-" : "") + canonical(value.replace(/^-/, "")) : JSON.stringify(value);
  /** @type {Json} */
  const answer = parseJson(body);
  if (!answer || typeof answer !== "object" || Array.isArray(answer) || !("id" in answer)) return undefined;
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
}

/**
 * How a kind of security scheme (`http basic`, `http bearer`, or its type) is sent, in words for a
 * person sending a request, and the challenge WWW-Authenticate gives for it.
 * @type {Record<string, [words: string, challenge: string]>}
 */
const SCHEMES = {
  "http basic": ["HTTP basic", "Basic"],
  "http bearer": ["Authorization: Bearer <token>", "Bearer"],
  oauth2: ["OAuth2 access token, Authorization: Bearer <token>", "Bearer"],
  openIdConnect: ["OpenID Connect access token, Authorization: Bearer <token>", "Bearer"],
};

/** The kind of a security scheme, a key of SCHEMES for the kinds it knows. */
const kindOf = (/** @type {Json} */ scheme) =>
  scheme?.type === "http" ? `http ${String(scheme.scheme).toLowerCase()}` : String(scheme?.type);

/**
 * Describes one security scheme for a person sending a request; the API key by the document's own
 * wording of how to send it.
 * @param {string} name
 * @param {Json} scheme
 */
function describeScheme(name, scheme) {
  if (name === "apiKey") return `${name} (HTTP basic, the API key as user name, empty password)`;
  if (!scheme) return name;
  const words =
    SCHEMES[kindOf(scheme)]?.[0] ??
    (scheme.type === "apiKey" ? `API key in the ${scheme.in} ${scheme.name}` : scheme.type);
  return `${name} (${words})`;
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
  const content = (/** @type {string} */ key) => follow(doc, responses[key]).node?.content ?? {};
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
    // As Prism picks it: the lowest 2xx response, else `default`, else the first.
    first: keys.filter((key) => /^2(\d\d|XX)$/.test(key)).sort()[0] ?? (hasDefault ? "default" : keys[0]),
    examples: (key) => [
      ...new Set(Object.values(content(key)).flatMap((/** @type {Json} */ m) => Object.keys(m?.examples ?? {}))),
    ],
    mediaTypes: (key) => Object.keys(content(key)),
  };
}

/** What the mock takes in a `Prefer` header, for the messages that refuse anything else. */
const PREFER_FORMS =
  "The mock takes only Prefer: code=<status> and/or example=<name>, each at most once, separated by a comma " +
  "(spaces or tabs allowed around each item, none inside it), where the status is one this operation " +
  "states and the name one of that answer's examples; dynamic=false is also taken. It answers only with " +
  "the document's examples.";
// One item of the `Prefer` header the mock takes: the name, then the value, as written.
const PREFER_ITEM = /^(?:(code)=(\d{3})|(example)=([A-Za-z0-9._-]+)|(dynamic)=(false))$/;

/**
 * Why the mock refuses a `Prefer` header, or "" when it takes it. The mock takes only the forms
 * of {@link PREFER_FORMS}: Prism reads far more (`dynamic=true` and its many spellings, `seed`,
 * any three digits as a status), and would then answer with values or statuses the document does
 * not state. Without `answers` only the form is checked; with them, also that the status is one
 * the operation states and the name one of that answer's examples. No `Prefer` parser on npm fits:
 * RFC 7240's grammar is far wider than these few items, and the one Prism reads with
 * (parse-prefer-header) is the lenient reading this check exists to refuse.
 * @param {string | string[] | undefined} header
 * @param {StatedAnswers} [answers] the answers of the operation the request is for
 */
export const refusedPreference = (header, answers) => readPreference(header, answers).refused;

/**
 * A `Prefer` header as the mock reads it (see {@link refusedPreference}): why it is refused, or
 * "" and the status it asks for, if any.
 * @param {string | string[] | undefined} header
 * @param {StatedAnswers} [answers]
 * @returns {{ refused: string, code?: string | undefined }}
 */
function readPreference(header, answers) {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  if (text.replace(OWS, "") === "") return { refused: "" };
  const refuse = (/** @type {string} */ why) => ({ refused: `${why} ${PREFER_FORMS}` });
  // Prism's reading of a name: lower case, without quotes, dashes or underscores.
  const plain = (/** @type {string} */ s) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
  const dynamic = text.split(/[,;]/).some((part) => {
    const [name = "", ...value] = part.split("=");
    return plain(name) === "dynamic" && plain(value.join("=")) !== "false";
  });
  if (dynamic)
    return refuse(
      "Prefer: dynamic=true is refused (in any spelling): it would make up values the document does not state.",
    );
  /** @type {Map<string, string>} */
  const asked = new Map();
  for (const item of text.split(",").map((part) => part.replace(OWS, ""))) {
    const [name, value] =
      PREFER_ITEM.exec(item)
        ?.slice(1)
        .filter((part) => part !== undefined) ?? [];
    if (name === undefined || value === undefined) return refuse(`Prefer: ${shown(item)} is not taken.`);
    if (asked.has(name)) return refuse(`Prefer: ${name} is given twice.`);
    asked.set(name, value);
  }
  const [code, example] = [asked.get("code"), asked.get("example")];
  if (!answers || (code === undefined && example === undefined)) return { refused: "", code };
  const refused = `Prefer: ${code === undefined ? `example=${example}` : `code=${code}`} is refused`;
  if (!answers.found) return refuse(`${refused}: no operation of the document has this method and path.`);
  const key = code === undefined ? answers.first : answers.response(code);
  if (key === undefined) return refuse(`${refused}: this operation states ${answers.statuses}.`);
  const examples = answers.examples(key);
  if (example === undefined || examples.includes(example)) return { refused: "", code };
  const which = code === undefined ? "the answer given without code=" : `the ${code} answer`;
  const known = examples.length ? `its examples are ${examples.join(", ")}` : "it has no named examples";
  return refuse(`Prefer: example=${example} is refused: ${which} has no such example; ${known}.`);
}

/**
 * Why the mock refuses a request's query, or "" when it takes it: a parameter whose name starts
 * with `__` (`__dynamic`, `__code`, `__example`, `__seed`, `__server`) sets how Prism answers. The
 * query is read from the first `?` on, fragment included, decoded as Prism decodes it.
 * @param {string | undefined} url
 */
export function refusedQuery(url) {
  const at = (url ?? "").indexOf("?");
  const control =
    at === -1
      ? undefined
      : [...new URLSearchParams((url ?? "").slice(at + 1)).keys()].find((name) => name.startsWith("__"));
  if (control === undefined) return "";
  return (
    `The query parameter ${shown(control)} is refused: parameters that start with "__" would set how Prism ` +
    `answers, and the mock takes none of them. ${PREFER_FORMS}`
  );
}

// The grammar of an `Accept` header (RFC 9110, sections 5.6 and 12.5.1): one element, from where
// the last one ended to its comma (or the end), empty ones allowed.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\]|\\\\[\\t \\x21-\\x7e\\x80-\\xff])*"';
const PARAMETERS = new RegExp(`[ \\t]*;[ \\t]*(${TOKEN})=(${TOKEN}|${QUOTED})`, "gy");
const ELEMENT = new RegExp(`[ \\t]*(?:(${TOKEN})/(${TOKEN})((?:${PARAMETERS.source})*))?[ \\t]*(?:,|$)`, "y");
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
// The start of a media range, for an element whose parameters are what does not parse.
const RANGE = new RegExp(`^[ \\t]*${TOKEN}/${TOKEN}(?:[ \\t;,]|$)`);

/**
 * One media range of an `Accept` header: type and subtype in lower case (`*` for a wildcard) and
 * its weight.
 * @typedef {{ type: string, subtype: string, q: number }} MediaRange
 */

/**
 * The media ranges of an `Accept` header, or why it does not parse: the mock takes only headers
 * that HTTP's grammar allows (negotiator, which weighs them, skips what it cannot read). Elements
 * are separated by commas outside quoted strings; empty elements are skipped, as HTTP's list rule
 * allows. Each is `type/subtype`, `type/*` or the full wildcard, followed by `;`-separated
 * parameters; `q` (any case) is the weight, 0 to 1 with at most three decimals; other parameters
 * are read and set aside.
 * @param {string} text
 * @returns {{ ranges: MediaRange[], error: string }}
 */
export function parseAccept(text) {
  /** @type {MediaRange[]} */
  const ranges = [];
  for (ELEMENT.lastIndex = 0; ELEMENT.lastIndex < text.length;) {
    const rest = text.slice(ELEMENT.lastIndex);
    const match = ELEMENT.exec(text);
    const [, type, subtype = "", parameters = ""] = match ?? [];
    const weights = [...parameters.matchAll(PARAMETERS)].filter(([, name]) => /^q$/i.test(name ?? "")).map((p) => p[2]);
    /** @type {[boolean, string][]} what makes the element no media range, and how to say it */
    const faults = [
      [!match && RANGE.test(rest), ": its parameters do not parse"],
      [!match, " (type/subtype, type/* or */*)"],
      [type === "*" && subtype !== "*", `: */${subtype.toLowerCase()} names no type`],
      [weights.length > 1, ": it has two weights"],
      [weights.length === 1 && !QVALUE.test(String(weights[0])), `: q=${weights[0]} is no weight (0 to 1)`],
    ];
    const fault = faults.find(([found]) => found)?.[1];
    const element = (rest.split(",")[0] ?? "").replace(OWS, "");
    if (fault !== undefined) return { ranges: [], error: `Accept: ${shown(element)} is not a media range${fault}` };
    if (type !== undefined) {
      ranges.push({ type: type.toLowerCase(), subtype: subtype.toLowerCase(), q: Number(weights[0] ?? 1) });
    }
  }
  return { ranges, error: "" };
}

/**
 * Whether the mock takes a request's `Accept` header for an answer given as `mediaTypes` (the
 * media types of the response asked for, in the document's order), and the one Prism is asked for.
 * A missing or empty header accepts anything: Prism then picks as it does without one (`type` is
 * ""). Otherwise the header must parse and give one of the media types a weight above 0, as
 * negotiator weighs it: the most specific range that names a type counts, and parameters other
 * than `q` do not narrow a range (`application/json; charset=utf-8` asks for JSON). The type with
 * the highest weight is the one asked for (then the more specific range, then JSON, then the
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
  if (error)
    return {
      refused: `${error}. ${answer[0]?.toUpperCase()}${answer.slice(1)} is given as ${names}. ${takes}`,
      type: undefined,
    };
  const accept = ranges.map(({ type, subtype, q }) => `${type}/${subtype};q=${q}`).join(", ");
  const json = (/** @type {string} */ type) => Number(/^application\/json\b/i.test(type));
  const [type] = new Negotiator({ headers: { accept } }).mediaTypes([...mediaTypes].sort((a, b) => json(b) - json(a)));
  if (type) return { refused: "", type };
  const refused = `Accept: ${shown(text)} is refused: ${answer} is given only as ${names}, which the header does not accept.`;
  return { refused: `${refused} ${takes}`, type: undefined };
}
