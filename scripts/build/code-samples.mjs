// @ts-check
// Code samples for the reference page, made from the bundled document at build time: for every
// operation a TypeScript call of this package's typed client and a curl command, both aimed at the
// local mock (`npm run mock`, http://127.0.0.1:4010). Redoc shows them as `x-codeSamples` beside
// the request payload. Nothing here is written into spec/.
//
// A sample shows what the document states and marks what it does not. What each takes from the
// operation:
//   - the operation's `x-gaps`, as comments at the top: what the interface description leaves open
//     about this call (its query parameters, its body, its answer);
//   - the credential its security accepts: the API key (HTTP basic, the key as user name, empty
//     password) where it is accepted, else an OAuth2 access token (Bearer); the other one, when the
//     operation accepts both, is named in a comment, and where the security is only the document's
//     assumption (a `Security is not stated` gap) the comment says so;
//   - `Service-User` (`actingAs(userId)` in TypeScript, the parameter's example as the user) only
//     where the operation requires it or its description names the header: elsewhere it is an
//     option of the document's, not a header the interface description lists for the call;
//   - path and query parameters from their examples (query parameters that are optional only when
//     they have one), else a placeholder of the parameter's type;
//   - the request body from the operation's first JSON example, where the body's schema states a
//     shape; a body whose shape is not shown is left out (its placeholder example `{}` is no body
//     the service is known to take);
//   - the result through `unwrap`, read as a Blob where the success answer is not JSON (the curl
//     sample saves it as `response.body`, whatever the media type says), and each error code the
//     operation names (`x-error-codes`) checked with `isApiError`.
// test/package.test.ts type-checks every TypeScript sample against the packed package, and
// test/mock-answers.test.ts runs every curl sample against the mock.
import { follow, operations } from "../lib/spec.mjs";

/** @typedef {import("../lib/spec.mjs").Json} Json */

/** Where the samples send their calls: the mock's default address. */
export const SAMPLE_BASE_URL = "http://127.0.0.1:4010";
/** The environment variables the samples read the credentials from. */
export const API_KEY_VARIABLE = "ESCROW_API_KEY";
export const TOKEN_VARIABLE = "ESCROW_ACCESS_TOKEN";
/** The package the TypeScript samples import. */
export const PACKAGE_NAME = "escrow-api-sdk";
/** The labels of the two samples, as the page's tabs show them. */
export const TYPESCRIPT_LABEL = "TypeScript";
export const CURL_LABEL = "curl";

const SERVICE_USER = "service-user";
/** The gap an operation carries when its security is the document's assumption. */
export const ASSUMED_SECURITY = /^Security is not stated\b/;
/** Where the samples' comments wrap. */
const WIDTH = 100;
/** The methods the typed client has (OPTIONS and TRACE are refused by it). */
const CLIENT_METHODS = new Set(["get", "put", "post", "delete", "patch", "head"]);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * @typedef {"apiKey" | "accessToken" | "none"} Credential
 *
 * @typedef {object} Call what the samples of one operation say
 * @property {string} method lower case
 * @property {string} path the path template
 * @property {string} url the address with the parameter values, on {@link SAMPLE_BASE_URL}
 * @property {Credential} credential the credential the samples send
 * @property {Credential[]} alsoAccepted other credentials the operation accepts
 * @property {Array<{ name: string, value: unknown }>} pathParams
 * @property {Array<{ name: string, value: unknown }>} query
 * @property {Array<{ name: string, value: unknown }>} headers header parameters other than Service-User
 * @property {{ user: string, required: boolean } | undefined} actingAs the Service-User the samples send
 * @property {{ value: unknown } | undefined} body the JSON body to send
 * @property {boolean} openBody whether the operation takes a JSON body whose shape is not shown
 * @property {string | undefined} binary the media type of a success answer that is not JSON
 * @property {string[]} errorCodes the codes of `x-error-codes`
 * @property {string[]} gaps the operation's `x-gaps`, but the one about its security
 * @property {boolean} securityAssumed whether its security is the document's assumption
 */

/**
 * The credential kind a security scheme stands for in this package, if any.
 * @param {Json} scheme
 * @returns {Credential | undefined}
 */
export function credentialOf(scheme) {
  if (scheme?.type === "http" && /^basic$/i.test(scheme.scheme)) return "apiKey";
  if (scheme?.type === "http" && /^bearer$/i.test(scheme.scheme)) return "accessToken";
  if (scheme?.type === "oauth2" || scheme?.type === "openIdConnect") return "accessToken";
  return undefined;
}

/**
 * The credentials an operation accepts, the one the samples send first.
 * @param {Json} doc
 * @param {Json} operation
 * @returns {Credential[]}
 */
export function acceptedCredentials(doc, operation) {
  const requirements = Array.isArray(operation?.security)
    ? operation.security
    : Array.isArray(doc?.security)
      ? doc.security
      : [];
  if (requirements.length === 0) return ["none"];
  const schemes = doc?.components?.securitySchemes ?? {};
  /** @type {Set<Credential>} */
  const kinds = new Set();
  for (const requirement of requirements) {
    const names = requirement && typeof requirement === "object" ? Object.keys(requirement) : [];
    if (names.length === 0) kinds.add("none");
    // A requirement of two schemes at once is not one this package's credentials can meet alone.
    if (names.length !== 1) continue;
    const kind = credentialOf(follow(doc, schemes[names[0] ?? ""]).node);
    if (kind) kinds.add(kind);
  }
  /** @type {Credential[]} */
  const order = ["apiKey", "accessToken", "none"];
  const accepted = order.filter((k) => kinds.has(k));
  return accepted.length ? accepted : ["none"];
}

/**
 * The value of the first example of a media type object or a parameter (its `example`, its first
 * named example, its schema's `example`), if it has one.
 * @param {Json} doc
 * @param {Json} node
 * @returns {{ value: unknown } | undefined}
 */
export function firstExample(doc, node) {
  if (!node || typeof node !== "object") return undefined;
  if (node.example !== undefined) return { value: node.example };
  const named = node.examples && typeof node.examples === "object" ? Object.values(node.examples) : [];
  const first = named.length ? follow(doc, named[0]).node : undefined;
  if (first && first.value !== undefined) return { value: first.value };
  const schema = follow(doc, node.schema).node;
  return schema && schema.example !== undefined ? { value: schema.example } : undefined;
}

/**
 * A value for a parameter: its example, else its schema's first `examples` or `default`, else a
 * placeholder of its type.
 * @param {Json} doc
 * @param {Json} parameter
 */
function parameterValue(doc, parameter) {
  const example = firstExample(doc, parameter);
  if (example) return example.value;
  const schema = follow(doc, parameter.schema).node ?? {};
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((/** @type {unknown} */ t) => t !== "null") : schema.type;
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  return String(parameter.name);
}

/**
 * An operation's parameters, those of its path item first; an operation's parameter replaces the
 * path item's of the same name and place.
 * @param {Json} doc
 * @param {{ path: string, operation: Json }} entry
 * @returns {Json[]}
 */
export function parametersOf(doc, { path, operation }) {
  const pathItem = follow(doc, doc?.paths?.[path]).node ?? {};
  /** @type {Map<string, Json>} */
  const byPlace = new Map();
  for (const list of [pathItem.parameters, operation.parameters]) {
    for (const ref of Array.isArray(list) ? list : []) {
      const parameter = follow(doc, ref).node;
      if (parameter && typeof parameter.name === "string") byPlace.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byPlace.values()];
}

const isJson = (/** @type {string} */ type) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(type);

/**
 * What the samples of one operation say.
 * @param {Json} doc the bundled document
 * @param {{ method: string, path: string, operation: Json }} entry
 * @returns {Call}
 */
export function describeCall(doc, { method, path, operation }) {
  const parameters = parametersOf(doc, { path, operation });
  const value = (/** @type {Json} */ p) => ({ name: String(p.name), value: parameterValue(doc, p) });
  const pathParams = parameters.filter((p) => p.in === "path").map(value);
  const query = parameters
    .filter((p) => p.in === "query" && (p.required || parameterValue(doc, p) !== String(p.name)))
    .map(value);
  const headerParams = parameters.filter((p) => p.in === "header");
  const serviceUser = headerParams.find((p) => String(p.name).toLowerCase() === SERVICE_USER);
  const headers = headerParams
    .filter((p) => p !== serviceUser && (p.required || parameterValue(doc, p) !== String(p.name)))
    .map(value);

  const requestBody = follow(doc, operation.requestBody).node;
  const content = requestBody?.content && typeof requestBody.content === "object" ? requestBody.content : {};
  const jsonType = Object.keys(content).find(isJson);
  const openBody = jsonType !== undefined && !statesShape(doc, content[jsonType]?.schema);
  const example = jsonType && !openBody ? firstExample(doc, content[jsonType]) : undefined;
  const body = jsonType ? (example ?? (requestBody.required ? { value: {} } : undefined)) : undefined;
  const allGaps = (Array.isArray(operation["x-gaps"]) ? operation["x-gaps"] : []).map(String);

  const success = Object.entries(operation.responses ?? {})
    .filter(([code]) => /^2/.test(code))
    .map(([, response]) => follow(doc, response).node?.content ?? {});
  const types = success.flatMap((c) => Object.keys(c));
  const binary = types.length && !types.some(isJson) ? types[0] : undefined;

  const [credential = "none", ...alsoAccepted] = acceptedCredentials(doc, operation);
  let url = SAMPLE_BASE_URL + path;
  for (const { name, value: v } of pathParams) url = url.split(`{${name}}`).join(encodeURIComponent(String(v)));
  if (query.length) {
    url +=
      "?" +
      query
        .map(
          ({ name, value: v }) => `${encodeURIComponent(name)}=${encodeURIComponent(String(v)).replace(/%2C/gi, ",")}`,
        )
        .join("&");
  }
  return {
    method,
    path,
    url,
    credential,
    alsoAccepted: alsoAccepted.filter((k) => k !== "none"),
    pathParams,
    query,
    headers,
    actingAs:
      serviceUser && (serviceUser.required || /`Service-User`/.test(String(operation.description)))
        ? { user: String(parameterValue(doc, serviceUser)), required: Boolean(serviceUser.required) }
        : undefined,
    body,
    openBody,
    binary,
    errorCodes: (Array.isArray(operation["x-error-codes"]) ? operation["x-error-codes"] : []).map(String),
    gaps: allGaps.filter((gap) => !ASSUMED_SECURITY.test(gap)),
    securityAssumed: allGaps.some((gap) => ASSUMED_SECURITY.test(gap)),
  };
}

/**
 * Whether a schema states a shape: a type, properties or items of its own, or a branch that does.
 * The open body (`OpenBody`: no keyword but a description and its gap) states none.
 * @param {Json} doc
 * @param {Json} ref
 * @returns {boolean}
 */
function statesShape(doc, ref) {
  const schema = follow(doc, ref).node;
  if (!schema || typeof schema !== "object") return false;
  if (["type", "properties", "items", "enum", "const"].some((k) => schema[k] !== undefined)) return true;
  return ["allOf", "anyOf", "oneOf"].some(
    (k) => Array.isArray(schema[k]) && schema[k].some((/** @type {Json} */ s) => statesShape(doc, s)),
  );
}

/**
 * Text as comment lines that start with `mark` (`//`, `#`), wrapped at {@link WIDTH}.
 * @param {string} mark
 * @param {string} text
 * @param {string} [first] what starts the first line (`- ` for a list item)
 */
function comment(mark, text, first = "") {
  const lines = [];
  let line = `${mark} ${first}`;
  const indent = `${mark} ${" ".repeat(first.length)}`;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + word.length + 1 > WIDTH && line.trim() !== mark + (first ? ` ${first.trim()}` : "")) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += (line.endsWith(" ") ? "" : " ") + word;
  }
  lines.push(line.trimEnd());
  return lines;
}

/** How the samples name a credential. @type {Record<Credential, string>} */
const CREDENTIAL_NAME = { apiKey: "the API key", accessToken: "an OAuth2 access token", none: "no credential" };

/**
 * The comment of a call whose security is the document's assumption: the credentials it assumes,
 * and how to send the other one (`how`).
 * @param {Call} call
 * @param {string} mark
 * @param {string} how
 */
function assumedSecurity(call, mark, how) {
  const first = `${mark} Security is not stated for this operation; the document assumes it accepts`;
  const [other] = call.alsoAccepted.filter((k) => k !== call.credential);
  if (!other) return [`${first} ${CREDENTIAL_NAME[call.credential]}.`];
  return [`${first} ${CREDENTIAL_NAME[call.credential]} or`, `${mark} ${CREDENTIAL_NAME[other]} (${how}).`];
}

/**
 * What a sample says first: the operation's gaps, as comment lines.
 * @param {Call} call
 * @param {string} mark
 */
function gapComments(call, mark) {
  if (!call.gaps.length) return [];
  return [
    `${mark} Not stated by the interface description (x-gaps):`,
    ...call.gaps.flatMap((gap) => comment(mark, gap, "- ")),
  ];
}

// ---------------------------------------------------------------------------------------------
// TypeScript

/**
 * A value as a TypeScript expression, indented by `indent` spaces after its first line: JSON, with
 * object keys bare where they are identifiers.
 * @param {unknown} value
 * @param {number} indent
 * @returns {string}
 */
export function tsLiteral(value, indent = 0) {
  const pad = " ".repeat(indent + 2);
  const end = " ".repeat(indent);
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    return `[\n${value.map((v) => pad + tsLiteral(v, indent + 2)).join(",\n")},\n${end}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "{}";
    const key = (/** @type {string} */ k) => (IDENTIFIER.test(k) ? k : JSON.stringify(k));
    return `{\n${entries.map(([k, v]) => `${pad}${key(k)}: ${tsLiteral(v, indent + 2)}`).join(",\n")},\n${end}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/**
 * An object literal of name/value pairs on one line, or undefined when there are none.
 * @param {Array<{ name: string, value: unknown }>} pairs
 */
function inlineObject(pairs) {
  if (!pairs.length) return undefined;
  const key = (/** @type {string} */ k) => (IDENTIFIER.test(k) ? k : JSON.stringify(k));
  return `{ ${pairs.map(({ name, value }) => `${key(name)}: ${JSON.stringify(value)}`).join(", ")} }`;
}

/**
 * The TypeScript sample of a call, or undefined for a method the client does not have.
 * @param {Call} call
 */
export function typescriptSample(call) {
  if (!CLIENT_METHODS.has(call.method)) return undefined;
  const names = ["createClient", ...(call.errorCodes.length ? ["isApiError"] : []), "unwrap"];
  const lines = [`import { ${names.join(", ")} } from "${PACKAGE_NAME}";`, "", ...gapComments(call, "//")];
  if (call.credential === "accessToken") {
    lines.push(`const accessToken = process.env.${TOKEN_VARIABLE}!; // the mock takes any token`);
  } else {
    lines.push(`const apiKey = process.env.${API_KEY_VARIABLE}!; // the mock takes any key`);
  }
  const auth = call.credential === "accessToken" ? "{ accessToken }" : "{ apiKey }";
  lines.push(`const api = createClient({ baseUrl: "${SAMPLE_BASE_URL}", auth: ${auth} });`);
  if (call.credential === "none")
    lines.push("// This operation is called without a credential; the client needs one all the same.");
  if (call.securityAssumed) lines.push(...assumedSecurity(call, "//", "auth: { accessToken }"));
  else {
    if (call.alsoAccepted.includes("accessToken"))
      lines.push("// This operation also accepts an OAuth2 access token: auth: { accessToken }.");
    if (call.alsoAccepted.includes("apiKey"))
      lines.push("// This operation also accepts the API key: auth: { apiKey }.");
  }
  let client = "api";
  if (call.actingAs) {
    const why = call.actingAs.required ? "this operation requires it" : "leave actingAs out to call for yourself";
    lines.push(`const user = api.actingAs(${JSON.stringify(call.actingAs.user)}); // sends Service-User; ${why}`);
    client = "user";
  }
  lines.push("");

  /** @type {string[]} */
  const init = [];
  const params = [
    ["path", inlineObject(call.pathParams)],
    ["query", inlineObject(call.query)],
    ["header", inlineObject(call.headers)],
  ].filter(([, v]) => v);
  if (params.length) init.push(`params: { ${params.map(([k, v]) => `${k}: ${v}`).join(", ")} }`);
  if (call.body) init.push(`body: ${tsLiteral(call.body.value, 4)}`);
  if (call.binary) init.push(`parseAs: "blob"`);
  const method = call.method.toUpperCase();
  const path = JSON.stringify(call.path);
  const request = init.length
    ? `${client}.${method}(${path}, {\n${init.map((p) => `    ${p},`).join("\n")}\n  })`
    : `${client}.${method}(${path})`;
  const result = call.binary ? "blob" : "data";
  const show = call.binary ? `console.log(${result}.type, ${result}.size);` : `console.log(${result});`;
  if (!call.errorCodes.length) {
    lines.push(`const ${result} = await unwrap(`, `  ${request},`, ");", show);
    return lines.join("\n") + "\n";
  }
  const checks = call.errorCodes.map(
    (code, i) =>
      `  ${i ? "} else if" : "if"} (isApiError(error, ${JSON.stringify(code)})) {\n` +
      `    console.log(error.status, error.code, error.serverMessage);`,
  );
  lines.push(
    "try {",
    `  const ${result} = await unwrap(`,
    `    ${request.replace(/\n/g, "\n  ")},`,
    "  );",
    `  ${show}`,
    "} catch (error) {",
    ...checks,
    "  } else {",
    "    throw error;",
    "  }",
    "}",
  );
  return lines.join("\n") + "\n";
}

// ---------------------------------------------------------------------------------------------
// curl

/**
 * A word for a POSIX shell, in single quotes where it has anything but plain characters.
 * @param {string} word
 */
export function shellQuote(word) {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The curl sample of a call.
 * @param {Call} call
 */
export function curlSample(call) {
  const comments = gapComments(call, "#");
  const bearer = `-H "Authorization: Bearer $${TOKEN_VARIABLE}"`;
  if (call.securityAssumed) comments.push(...assumedSecurity(call, "#", `${bearer} instead of -u`));
  else {
    if (call.alsoAccepted.includes("accessToken"))
      comments.push(`# Also accepted: an OAuth2 access token, ${bearer} instead of -u.`);
    if (call.alsoAccepted.includes("apiKey"))
      comments.push(`# Also accepted: the API key, -u "$${API_KEY_VARIABLE}:" instead of the Authorization header.`);
  }
  const method = call.method.toUpperCase();
  const words = [`curl -sS${method === "GET" ? "" : ` -X ${method}`} ${shellQuote(call.url)}`];
  if (call.credential === "apiKey") words.push(`-u "$${API_KEY_VARIABLE}:"`);
  if (call.credential === "accessToken") words.push(`-H "Authorization: Bearer $${TOKEN_VARIABLE}"`);
  if (call.actingAs) words.push(`-H ${shellQuote(`Service-User: ${call.actingAs.user}`)}`);
  for (const { name, value } of call.headers) words.push(`-H ${shellQuote(`${name}: ${String(value)}`)}`);
  if (call.body) words.push("-H 'Content-Type: application/json'", `-d ${shellQuote(JSON.stringify(call.body.value))}`);
  if (call.binary) words.push("-o response.body");
  return [...comments, words.join(" \\\n  ")].join("\n") + "\n";
}

// ---------------------------------------------------------------------------------------------

/**
 * The samples of one operation, as `x-codeSamples` entries.
 * @param {Json} doc
 * @param {{ method: string, path: string, operation: Json }} entry
 * @returns {Array<{ lang: string, label: string, source: string }>}
 */
export function codeSamples(doc, entry) {
  const call = describeCall(doc, entry);
  const ts = typescriptSample(call);
  return [
    ...(ts ? [{ lang: "TypeScript", label: TYPESCRIPT_LABEL, source: ts }] : []),
    { lang: "Shell", label: CURL_LABEL, source: curlSample(call) },
  ];
}

/**
 * Puts the samples of every operation first in its `x-codeSamples`, in place (samples the document
 * itself carries stay, after them). Returns how many operations got samples.
 * @param {Json} doc
 */
export function addCodeSamples(doc) {
  let count = 0;
  for (const entry of operations(doc)) {
    const { operation } = entry;
    if (!operation || typeof operation !== "object") continue;
    const own = Array.isArray(operation["x-codeSamples"]) ? operation["x-codeSamples"] : [];
    operation["x-codeSamples"] = [...codeSamples(doc, entry), ...own];
    count++;
  }
  return count;
}
