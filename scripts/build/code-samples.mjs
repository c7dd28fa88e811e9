// @ts-check
// Code samples for the reference page, made from the bundled document at build time: for every
// operation a TypeScript call of this package's typed client and a curl command, both aimed at the
// local mock (`npm run mock`, http://127.0.0.1:4010). Redoc shows them as `x-codeSamples` beside
// the request payload. Nothing here is written into spec/. The try-it console's offer for each
// operation (`consoleOperations`) is read here too, with the same parameters, examples and
// credentials.
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
import { follow, isJson, list, operations, parametersOf, successes } from "../lib/spec.mjs";

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

/** The gap an operation carries when its security is the document's assumption. */
export const ASSUMED_SECURITY = /^Security is not stated\b/;
/** Where the samples' comments wrap. */
const WIDTH = 100;
/** The methods the typed client has (OPTIONS and TRACE are refused by it). */
const CLIENT_METHODS = new Set(["get", "put", "post", "delete", "patch", "head"]);
/** An object key as TypeScript writes it: bare where it is an identifier. */
export const tsKey = (/** @type {string} */ k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

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
  if (scheme?.type === "oauth2" || scheme?.type === "openIdConnect") return "accessToken";
  if (scheme?.type !== "http") return undefined;
  return /^basic$/i.test(scheme.scheme) ? "apiKey" : /^bearer$/i.test(scheme.scheme) ? "accessToken" : undefined;
}

/** Whether a parameter is the `Service-User` header: the user a call acts for. */
export const isServiceUser = (/** @type {Json} */ p) => p?.in === "header" && /^service-user$/i.test(p.name);

/**
 * The credentials an operation accepts, the one the samples send first.
 * @param {Json} doc
 * @param {Json} operation
 * @returns {Credential[]}
 */
export function acceptedCredentials(doc, operation) {
  const requirements = [operation?.security, doc?.security].find(Array.isArray) ?? [];
  /** @type {Set<Credential | undefined>} */
  const kinds = new Set(requirements.length ? [] : ["none"]);
  for (const requirement of requirements) {
    const names = requirement && typeof requirement === "object" ? Object.keys(requirement) : [];
    // A requirement of two schemes at once is not one this package's credentials can meet alone.
    if (names.length === 0) kinds.add("none");
    else if (names.length === 1)
      kinds.add(credentialOf(follow(doc, doc?.components?.securitySchemes?.[names[0] ?? ""]).node));
  }
  /** @type {Credential[]} */
  const accepted = ["apiKey", "accessToken", "none"];
  return accepted.some((k) => kinds.has(k)) ? accepted.filter((k) => kinds.has(k)) : ["none"];
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
 * What the samples of one operation say.
 * @param {Json} doc the bundled document
 * @param {{ method: string, path: string, operation: Json }} entry
 * @returns {Call}
 */
export function describeCall(doc, { method, path, operation }) {
  const parameters = parametersOf(doc, operation, doc?.paths?.[path]);
  const value = (/** @type {Json} */ p) => ({ name: String(p.name), value: parameterValue(doc, p) });
  // Optional query and header parameters are sent only where they have a value of their own.
  const sent = (/** @type {string} */ where) =>
    parameters.filter((p) => p.in === where && (p.required || parameterValue(doc, p) !== String(p.name)));
  const serviceUser = parameters.find(isServiceUser);

  const requestBody = follow(doc, operation.requestBody).node;
  const content = requestBody?.content && typeof requestBody.content === "object" ? requestBody.content : {};
  const jsonType = Object.keys(content).find(isJson);
  const openBody = jsonType !== undefined && !statesShape(doc, content[jsonType]?.schema);
  const example = jsonType && !openBody ? firstExample(doc, content[jsonType]) : undefined;
  const gaps = list(operation["x-gaps"]).map(String);

  const types = successes(doc, operation).flatMap(([, response]) => Object.keys(response?.content ?? {}));
  const [credential = "none", ...alsoAccepted] = acceptedCredentials(doc, operation);
  const pathParams = parameters.filter((p) => p.in === "path").map(value);
  const query = sent("query").map(value);
  const encoded = ({ name = "", value: v = /** @type {unknown} */ ("") }) =>
    `${encodeURIComponent(name)}=${encodeURIComponent(String(v)).replace(/%2C/gi, ",")}`;
  let url = SAMPLE_BASE_URL + path;
  for (const { name, value: v } of pathParams) url = url.split(`{${name}}`).join(encodeURIComponent(String(v)));
  return {
    method,
    path,
    url: query.length ? `${url}?${query.map(encoded).join("&")}` : url,
    credential,
    alsoAccepted: alsoAccepted.filter((k) => k !== "none"),
    pathParams,
    query,
    headers: sent("header")
      .filter((p) => p !== serviceUser)
      .map(value),
    actingAs:
      serviceUser && (serviceUser.required || /`Service-User`/.test(String(operation.description)))
        ? { user: String(parameterValue(doc, serviceUser)), required: Boolean(serviceUser.required) }
        : undefined,
    body: jsonType ? (example ?? (requestBody.required ? { value: {} } : undefined)) : undefined,
    openBody,
    binary: types.length && !types.some(isJson) ? types[0] : undefined,
    errorCodes: list(operation["x-error-codes"]).map(String),
    gaps: gaps.filter((gap) => !ASSUMED_SECURITY.test(gap)),
    securityAssumed: gaps.some((gap) => ASSUMED_SECURITY.test(gap)),
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
  return ["allOf", "anyOf", "oneOf"].some((k) => list(schema[k]).some((s) => statesShape(doc, s)));
}

/** How the samples name a credential. @type {Record<Credential, string>} */
const CREDENTIAL_NAME = { apiKey: "the API key", accessToken: "an OAuth2 access token", none: "no credential" };

/**
 * What a sample says in comments that start with `mark` (`//`, `#`): first the operation's gaps,
 * each a list item wrapped at {@link WIDTH}; then, where its security is the document's assumption,
 * the credentials it assumes and how to send the other one (`how`), otherwise what `also` says of
 * the other credential it accepts.
 * @param {Call} call
 * @param {string} mark
 * @param {string} how
 * @param {Partial<Record<Credential, string>>} also
 */
function comments(call, mark, how, also) {
  const gaps = call.gaps.length ? [`${mark} Not stated by the interface description (x-gaps):`] : [];
  // Each item's words fill lines of at most WIDTH characters (a longer word stands alone).
  const fill = new RegExp(`\\S.{0,${WIDTH - mark.length - 4}}(?= |$)|\\S+`, "g");
  for (const gap of call.gaps) {
    const lines = gap.split(/\s+/).filter(Boolean).join(" ").match(fill) ?? [];
    gaps.push(...lines.map((line, i) => `${mark} ${i ? " " : "-"} ${line}`));
  }
  const [other] = call.alsoAccepted.filter((k) => k !== call.credential);
  const assumed = `${mark} Security is not stated for this operation; the document assumes it accepts`;
  const security = !call.securityAssumed
    ? call.alsoAccepted.flatMap((k) => also[k] ?? [])
    : other
      ? [`${assumed} ${CREDENTIAL_NAME[call.credential]} or`, `${mark} ${CREDENTIAL_NAME[other]} (${how}).`]
      : [`${assumed} ${CREDENTIAL_NAME[call.credential]}.`];
  return { gaps, security };
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
  const entries = Array.isArray(value)
    ? value.map((v) => tsLiteral(v, indent + 2))
    : value && typeof value === "object"
      ? Object.entries(value).map(([k, v]) => `${tsKey(k)}: ${tsLiteral(v, indent + 2)}`)
      : undefined;
  if (!entries) return JSON.stringify(value) ?? "undefined";
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  const pad = " ".repeat(indent + 2);
  return entries.length
    ? `${open}\n${entries.map((e) => pad + e).join(",\n")},\n${" ".repeat(indent)}${close}`
    : open + close;
}

/**
 * The TypeScript sample of a call, or undefined for a method the client does not have.
 * @param {Call} call
 */
export function typescriptSample(call) {
  if (!CLIENT_METHODS.has(call.method)) return undefined;
  const token = call.credential === "accessToken";
  const { gaps, security } = comments(call, "//", "auth: { accessToken }", {
    accessToken: "// This operation also accepts an OAuth2 access token: auth: { accessToken }.",
    apiKey: "// This operation also accepts the API key: auth: { apiKey }.",
  });
  const names = ["createClient", ...(call.errorCodes.length ? ["isApiError"] : []), "unwrap"];
  const lines = [
    `import { ${names.join(", ")} } from "${PACKAGE_NAME}";`,
    "",
    ...gaps,
    token
      ? `const accessToken = process.env.${TOKEN_VARIABLE}!; // the mock takes any token`
      : `const apiKey = process.env.${API_KEY_VARIABLE}!; // the mock takes any key`,
    `const api = createClient({ baseUrl: "${SAMPLE_BASE_URL}", auth: ${token ? "{ accessToken }" : "{ apiKey }"} });`,
    ...(call.credential === "none"
      ? ["// This operation is called without a credential; the client needs one all the same."]
      : []),
    ...security,
  ];
  const { actingAs } = call;
  if (actingAs) {
    const why = actingAs.required ? "this operation requires it" : "leave actingAs out to call for yourself";
    lines.push(`const user = api.actingAs(${JSON.stringify(actingAs.user)}); // sends Service-User; ${why}`);
  }
  const inline = (/** @type {Array<{ name: string, value: unknown }>} */ pairs) =>
    `{ ${pairs.map(({ name, value }) => `${tsKey(name)}: ${JSON.stringify(value)}`).join(", ")} }`;
  const params = /** @type {const} */ ([
    ["path", call.pathParams],
    ["query", call.query],
    ["header", call.headers],
  ]).filter(([, pairs]) => pairs.length);
  const init = [
    ...(params.length ? [`params: { ${params.map(([k, pairs]) => `${k}: ${inline(pairs)}`).join(", ")} }`] : []),
    ...(call.body ? [`body: ${tsLiteral(call.body.value, 4)}`] : []),
    ...(call.binary ? [`parseAs: "blob"`] : []),
  ];
  const target = `${actingAs ? "user" : "api"}.${call.method.toUpperCase()}(${JSON.stringify(call.path)}`;
  const request = init.length ? `${target}, {\n${init.map((p) => `    ${p},`).join("\n")}\n  })` : `${target})`;
  const result = call.binary ? "blob" : "data";
  const show = call.binary ? `console.log(${result}.type, ${result}.size);` : `console.log(${result});`;
  lines.push("");
  if (!call.errorCodes.length) lines.push(`const ${result} = await unwrap(`, `  ${request},`, ");", show);
  else {
    lines.push(
      "try {",
      `  const ${result} = await unwrap(`,
      `    ${request.replace(/\n/g, "\n  ")},`,
      "  );",
      `  ${show}`,
    );
    lines.push("} catch (error) {");
    for (const [i, code] of call.errorCodes.entries()) {
      lines.push(`  ${i ? "} else if" : "if"} (isApiError(error, ${JSON.stringify(code)})) {`);
      lines.push("    console.log(error.status, error.code, error.serverMessage);");
    }
    lines.push("  } else {", "    throw error;", "  }", "}");
  }
  return lines.join("\n") + "\n";
}

// ---------------------------------------------------------------------------------------------
// curl

/**
 * A word for a POSIX shell, in single quotes where it has anything but plain characters.
 * @param {string} word
 */
export function shellQuote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The curl sample of a call.
 * @param {Call} call
 */
export function curlSample(call) {
  const bearer = `-H "Authorization: Bearer $${TOKEN_VARIABLE}"`;
  const { gaps, security } = comments(call, "#", `${bearer} instead of -u`, {
    accessToken: `# Also accepted: an OAuth2 access token, ${bearer} instead of -u.`,
    apiKey: `# Also accepted: the API key, -u "$${API_KEY_VARIABLE}:" instead of the Authorization header.`,
  });
  const method = call.method.toUpperCase();
  const words = [
    `curl -sS${method === "GET" ? "" : ` -X ${method}`} ${shellQuote(call.url)}`,
    ...(call.credential === "apiKey"
      ? [`-u "$${API_KEY_VARIABLE}:"`]
      : call.credential === "accessToken"
        ? [bearer]
        : []),
    ...(call.actingAs ? [`-H ${shellQuote(`Service-User: ${call.actingAs.user}`)}`] : []),
    ...call.headers.map(({ name, value }) => `-H ${shellQuote(`${name}: ${String(value)}`)}`),
    ...(call.body ? ["-H 'Content-Type: application/json'", `-d ${shellQuote(JSON.stringify(call.body.value))}`] : []),
    ...(call.binary ? ["-o response.body"] : []),
  ];
  return [...gaps, ...security, words.join(" \\\n  ")].join("\n") + "\n";
}

// ---------------------------------------------------------------------------------------------
// The try-it console

/** The console's choice of credential for each credential the code samples send. */
const CONSOLE_AUTH = { apiKey: "basic", accessToken: "bearer", none: "none" };

/**
 * What the try-it console (build/console-panel.js) offers for each operation, read from the document
 * the page shows: its path, query and header parameters with their examples, its JSON
 * request example (`{}` for a body without one; null without a body), the errors it states with a
 * status the mock can be asked for by number (`Prefer`), and the credential its code samples send.
 * @param {Json} doc
 */
export function consoleOperations(doc) {
  return operations(doc).map((entry) => {
    const { method, path, operation: op } = entry;
    const answers = [];
    for (const [code, response] of Object.entries(op.responses ?? {})) {
      if (!/^[45]\d\d$/.test(code)) continue;
      const examples = follow(doc, response).node?.content?.["application/json"]?.examples;
      const names = examples && typeof examples === "object" ? Object.keys(examples) : [];
      if (!names.length) answers.push({ label: code, prefer: `code=${code}` });
      for (const name of names) answers.push({ label: `${code} ${name}`, prefer: `code=${code}, example=${name}` });
    }
    const media = follow(doc, op.requestBody).node?.content?.["application/json"];
    const body = firstExample(doc, media);
    const id = typeof op.operationId === "string" ? op.operationId : `${method} ${path}`;
    const params = parametersOf(doc, op, doc.paths?.[path]).filter((p) => ["path", "query", "header"].includes(p.in));
    return {
      id,
      method: method.toUpperCase(),
      path,
      note: id + (typeof op.summary === "string" ? `: ${op.summary}` : ""),
      params: params.map((p) => {
        const example = firstExample(doc, p);
        return { name: p.name, in: p.in, required: Boolean(p.required), example: example ? String(example.value) : "" };
      }),
      body: media ? (body ? JSON.stringify(body.value, null, 2) : "{}") : null,
      answers,
      auth: CONSOLE_AUTH[acceptedCredentials(doc, op)[0] ?? "none"],
    };
  });
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
 * itself carries stay, after them).
 * @param {Json} doc
 */
export function addCodeSamples(doc) {
  for (const entry of operations(doc)) {
    if (typeof entry.operation !== "object") continue;
    const own = entry.operation["x-codeSamples"];
    entry.operation["x-codeSamples"] = [...codeSamples(doc, entry), ...list(own)];
  }
}
