// The code samples of the reference page (scripts/build/code-samples.mjs), read as a reader would:
// for every operation of the spec, a TypeScript call of the typed client and a curl command that
// name its path, parameters, credential, acting user and request example. test/package.test.ts
// compiles the TypeScript samples against the packed package; test/mock-answers.test.ts runs the
// curl samples against the mock; test/docs-console.browser.test.ts finds them on the page.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import {
  acceptedCredentials,
  API_KEY_VARIABLE,
  codeSamples,
  CURL_LABEL,
  describeCall,
  SAMPLE_BASE_URL,
  shellQuote,
  TOKEN_VARIABLE,
  tsLiteral,
  TYPESCRIPT_LABEL,
} from "../scripts/build/code-samples.mjs";
import {
  buildPage,
  CONSOLE_CONNECT,
  consolePanel,
  GUIDES,
  prepareDocument,
  renderPage,
  repositoryBase,
  escapeInlineScript,
} from "../scripts/build/docs.mjs";
import { bundle, follow, operations, ROOT } from "../scripts/lib/spec.mjs";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { shellWords } from "./helpers/shell.js";

type Json = any;

let doc: Json;
beforeAll(async () => {
  doc = await bundle();
});

const deref = (node: Json): Json => follow(doc, node).node;

/**
 * The value of the first example of the operation's JSON request body, if any, and only where the
 * body's schema states a shape: an open body's example `{}` is a placeholder, not a body to send.
 */
function requestExample(op: Json): Json {
  const media = deref(op.requestBody)?.content?.["application/json"];
  if (!media) return undefined;
  const schema = deref(media.schema) ?? {};
  if (!["type", "properties", "items", "anyOf", "oneOf", "allOf"].some((k) => k in schema)) return undefined;
  if (media.example !== undefined) return media.example;
  return deref(Object.values<Json>(media.examples ?? {})[0])?.value;
}

/** A sample's comments as running text: the comment marks and line breaks gone. */
const commentText = (source: string) =>
  source
    .split("\n")
    .filter((line) => /^(\/\/|#) /.test(line))
    .map((line) => line.replace(/^(\/\/|#) (- )?/, ""))
    .join(" ")
    .replace(/\s+/g, " ");

/** Reads a curl command: its method, URL, headers (lower-case names), user and body. */
function readCurl(source: string, env: Record<string, string>) {
  const words = shellWords(source, env);
  expect(words[0]).toBe("curl");
  let method = "GET";
  let url = "";
  let user: string | undefined;
  let data: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const next = () => words[++i] ?? "";
    if (word === "-sS" || word === "-o") {
      if (word === "-o") next();
    } else if (word === "-X") method = next();
    else if (word === "-u") user = next();
    else if (word === "-H") {
      const [name, ...value] = next().split(":");
      headers[name!.toLowerCase()] = value.join(":").trim();
    } else if (word === "-d") data = next();
    else if (word.startsWith("-")) throw new Error(`unexpected option ${word}`);
    else if (url) throw new Error(`a second URL ${word}`);
    else url = word;
  }
  return { method, url, user, data, headers };
}

/**
 * The Service-User parameter a sample sends: where the operation requires it, or where its
 * description names the header (the interface description lists it for that call).
 */
function sentServiceUser(op: Json, params: Json[]): Json {
  const header = params.find((p: Json) => p.in === "header" && p.name === "Service-User");
  return header && (header.required || /`Service-User`/.test(op.description)) ? header : undefined;
}

/** Text with its runs of white space as one space (the samples indent nested calls further). */
const flat = (text: string) => text.replace(/\s+/g, " ");

const ENV = { [API_KEY_VARIABLE]: "key_1", [TOKEN_VARIABLE]: "token_1" };

describe("the code samples of every operation", () => {
  test("every operation gets a TypeScript and a curl sample, in that order", () => {
    const ops = operations(doc);
    expect(ops).toHaveLength(83);
    for (const entry of ops) {
      const samples = codeSamples(doc, entry);
      expect(
        samples.map((s) => [s.lang, s.label]),
        entry.operation.operationId,
      ).toEqual([
        ["TypeScript", TYPESCRIPT_LABEL],
        ["Shell", CURL_LABEL],
      ]);
    }
  });

  test("the page carries these samples first in each operation's x-codeSamples, and keeps the document's own", () => {
    const { doc: prepared } = prepareDocument(doc);
    for (const e of operations(doc)) {
      expect(prepared.paths[e.path][e.method]["x-codeSamples"], e.operation.operationId).toEqual(codeSamples(doc, e));
    }
    const copy = structuredClone(doc);
    const own = { lang: "Go", label: "Go", source: "package main" };
    copy.paths["/api/v1/me/balances"].get["x-codeSamples"] = [own];
    const samples = prepareDocument(copy).doc.paths["/api/v1/me/balances"].get["x-codeSamples"];
    expect(samples.map((s: Json) => s.label)).toEqual([TYPESCRIPT_LABEL, CURL_LABEL, "Go"]);
    // The bundled document itself is left as it was.
    expect(doc.paths["/api/v1/me/balances"].get["x-codeSamples"]).toBeUndefined();
  });

  test("the TypeScript sample calls the operation's path with its parameters, credential, user and example", () => {
    const wrong: string[] = [];
    for (const entry of operations(doc)) {
      const { method, path, operation: op } = entry;
      const [ts] = codeSamples(doc, entry);
      const source = ts!.source;
      const id = op.operationId;
      const check = (ok: boolean, what: string) => void (ok || wrong.push(`${id}: ${what}`));
      check(source.startsWith("import { createClient, "), "imports createClient");
      check(source.includes(`from "escrow-api-sdk";`), "imports the package");
      check(source.includes(`createClient({ baseUrl: "${SAMPLE_BASE_URL}", auth: {`), "creates a client on the mock");
      check(source.includes(`.${method.toUpperCase()}(${JSON.stringify(path)}`), "calls the path");
      check(/await unwrap\(/.test(source), "unwraps the result");
      const credentials = acceptedCredentials(doc, op);
      const auth = credentials[0] === "accessToken" ? "{ accessToken }" : "{ apiKey }";
      check(source.includes(`auth: ${auth} }`), `sends ${credentials[0]}`);
      const params = [...(doc.paths[path].parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const serviceUser = sentServiceUser(op, params);
      check(
        !serviceUser === !source.includes(`api.actingAs(${JSON.stringify(serviceUser?.example)})`),
        "acts for the user",
      );
      for (const p of params.filter((p: Json) => p.in === "path")) {
        check(source.includes(`${p.name}: ${JSON.stringify(p.example)}`), `path parameter ${p.name}`);
      }
      const example = requestExample(op);
      if (example !== undefined)
        check(flat(source).includes(flat(`body: ${tsLiteral(example)}`)), "sends the request example");
      else check(!source.includes("body:"), "sends no body");
      for (const code of op["x-error-codes"] ?? []) {
        check(source.includes(`isApiError(error, ${JSON.stringify(code)})`), `checks ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("the curl sample sends the same call: method, path, credential form, Service-User and body", () => {
    const wrong: string[] = [];
    for (const entry of operations(doc)) {
      const { method, path, operation: op } = entry;
      const curl = codeSamples(doc, entry)[1]!.source;
      const id = op.operationId;
      const check = (ok: boolean, what: string) => void (ok || wrong.push(`${id}: ${what}`));
      const read = readCurl(curl, ENV);
      check(read.method === method.toUpperCase(), `method ${read.method}`);
      const url = new URL(read.url);
      check(url.origin === SAMPLE_BASE_URL, "the mock's address");
      const params = [...(doc.paths[path].parameters ?? []), ...(op.parameters ?? [])].map(deref);
      let expected = path;
      for (const p of params.filter((p: Json) => p.in === "path")) {
        expected = expected.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
      }
      check(url.pathname === expected, `path ${url.pathname}, not ${expected}`);
      for (const p of params.filter((p: Json) => p.in === "query" && (p.required || p.example !== undefined))) {
        check(url.searchParams.get(p.name) === String(p.example), `query ${p.name}`);
      }
      const credential = acceptedCredentials(doc, op)[0];
      if (credential === "apiKey") {
        check(read.user === "key_1:" && !read.headers.authorization, "HTTP basic with the key as user");
      } else {
        check(read.headers.authorization === "Bearer token_1" && read.user === undefined, "Bearer token");
      }
      check(read.headers["service-user"] === sentServiceUser(op, params)?.example, "Service-User");
      const example = requestExample(op);
      if (example === undefined) check(read.data === undefined, "no body");
      else {
        check(read.headers["content-type"] === "application/json", "JSON content type");
        check(JSON.stringify(JSON.parse(read.data ?? "null")) === JSON.stringify(example), "the request example");
      }
    }
    expect(wrong).toEqual([]);
  });

  test("Service-User is sent only where the operation requires it or the description names it", () => {
    const acting = operations(doc)
      .filter((entry) => describeCall(doc, entry).actingAs)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    // The operations the interface description names the header for (sections 4.1 and 4.2), and the
    // two that are for clients only; the batch call, set_price and the charge calls are not among them.
    expect(acting.sort()).toEqual(
      [
        "GET /api/v1/me/profile/payout_status",
        "GET /api/v1/p2p/transactions/{transaction_id}/bank_transfer_details",
        "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates",
        "POST /api/v1/p2p/transactions/{transaction_id}/complain",
        "POST /api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller",
        "POST /api/v1/transactions/{transaction_id}/cancel_with_guest_user",
        "POST /api/v1/transactions/{transaction_id}/claim_for_buyer",
        "POST /api/v1/transactions/{transaction_id}/claim_for_seller",
        "POST /api/v1/transactions/{transaction_id}/confirm_delivery_with_guest_buyer",
        "POST /api/v1/transactions/{transaction_id}/track",
        "POST /api/v1/transactions/{transaction_id}/track_with_guest_seller",
      ].sort(),
    );
    for (const entry of operations(doc)) {
      const [ts, curl] = codeSamples(doc, entry);
      const sends = Boolean(describeCall(doc, entry).actingAs);
      expect(/actingAs\(/.test(ts!.source), entry.operation.operationId).toBe(sends);
      expect(/Service-User:/.test(curl!.source), entry.operation.operationId).toBe(sends);
    }
    // Bad input: an optional header the description does not name is not sent; named or required, it is.
    const header = { name: "Service-User", in: "header", required: false, example: "user_id_not_shown" };
    const call = (description: string, required = false) => {
      const op = { operationId: "x", description, parameters: [{ ...header, required }], responses: {} };
      return describeCall({ paths: { "/a": { get: op } } }, { method: "get", path: "/a", operation: op }).actingAs;
    };
    expect(call("Reads a thing.")).toBeUndefined();
    expect(call("Reads a thing for the user in `Service-User`.")).toEqual({
      user: "user_id_not_shown",
      required: false,
    });
    expect(call("Reads a thing.", true)).toEqual({ user: "user_id_not_shown", required: true });
  });

  test("the credential follows the operation's stated security: the API key where accepted, else a token", () => {
    const byCredential = (kind: string) =>
      operations(doc)
        .filter(({ operation }) => acceptedCredentials(doc, operation)[0] === kind)
        .map(({ operation }) => operation.operationId);
    // The one OAuth2-only operation; the others take the API key, alone or besides OAuth2.
    expect(byCredential("accessToken")).toEqual(["getTransactionsBatch"]);
    expect(byCredential("apiKey")).toHaveLength(82);
    const batch = operations(doc).find((e) => e.operation.operationId === "getTransactionsBatch")!;
    const [ts, curl] = codeSamples(doc, batch);
    expect(ts!.source).not.toMatch(/apiKey/);
    expect(curl!.source).not.toMatch(/-u /);
    // Where both are accepted, the other one is named.
    const track = operations(doc).find((e) => e.operation.operationId === "trackTransaction")!;
    const [trackTs, trackCurl] = codeSamples(doc, track);
    expect(trackTs!.source).toContain("also accepts an OAuth2 access token: auth: { accessToken }");
    expect(trackCurl!.source).toMatch(
      /^# Also accepted: an OAuth2 access token, -H "Authorization: Bearer \$ESCROW_ACCESS_TOKEN"/,
    );
  });

  test("samples mark what the document assumes: each gap of the operation, and an assumed security", () => {
    const wrong: string[] = [];
    let assumed = 0;
    for (const entry of operations(doc)) {
      const { operation: op } = entry;
      const id = op.operationId;
      const gaps: string[] = op["x-gaps"] ?? [];
      const securityAssumed = gaps.some((g) => /^Security is not stated/.test(g));
      if (securityAssumed) assumed++;
      for (const sample of codeSamples(doc, entry)) {
        const said = commentText(sample.source);
        const check = (ok: boolean, what: string) => void (ok || wrong.push(`${id} (${sample.label}): ${what}`));
        for (const gap of gaps.filter((g) => !/^Security is not stated/.test(g))) {
          check(said.includes(gap.replace(/\s+/g, " ")), `names the gap "${gap}"`);
        }
        check(
          said.includes("Security is not stated for this operation; the document assumes it accepts") ===
            securityAssumed,
          securityAssumed ? "says its security is assumed" : "says nothing of an assumed security",
        );
        // The placeholder `{}` of an open body is never sent as if it were one.
        check(!/-d '\{\}'|body: \{\}/.test(sample.source), "sends no placeholder body");
      }
    }
    expect(wrong).toEqual([]);
    expect(assumed).toBe(74);
    const byId = (id: string) => operations(doc).find((e) => e.operation.operationId === id)!;
    // The join code's parameter is not named, so the call shows none and says why.
    const [joinTs] = codeSamples(doc, byId("getTransactionByJoinCode"));
    expect(commentText(joinTs!.source)).toContain(
      "The name of the query parameter carrying the join code is not shown.",
    );
    // The label is read as bytes of whatever type comes, and saved under no extension.
    const [labelTs, labelCurl] = codeSamples(doc, byId("generateShipmentLabel"));
    expect(labelTs!.source).toContain('parseAs: "blob"');
    expect(labelTs!.source).toContain("console.log(blob.type, blob.size);");
    expect(labelCurl!.source).toMatch(/-o response\.body\n$/);
    expect(labelCurl!.source).not.toMatch(/\.pdf/);
    expect(commentText(labelCurl!.source)).toContain("Whether the label is the body itself");
  });

  test("an open body is left out and an assumed security is marked, whatever the operation", () => {
    const op = {
      operationId: "x",
      security: [{ key: [] }, { oauth: [] }],
      requestBody: {
        required: false,
        content: { "application/json": { schema: { description: "Open." }, example: {} } },
      },
      responses: {},
      "x-gaps": ["Security is not stated for this operation.", "Request body shape not shown."],
    };
    const d = {
      paths: { "/a": { post: op } },
      components: { securitySchemes: { key: { type: "http", scheme: "basic" }, oauth: { type: "oauth2" } } },
    };
    const call = describeCall(d, { method: "post", path: "/a", operation: op });
    expect(call).toMatchObject({ openBody: true, body: undefined, securityAssumed: true });
    expect(call.gaps).toEqual(["Request body shape not shown."]);
    // Bad input: a body with a stated shape is sent, and a security with no gap is stated.
    const stated = structuredClone(op);
    stated.requestBody.content["application/json"] = {
      schema: { type: "object", properties: { n: { type: "integer" } } },
      example: { n: 1 },
    } as Json;
    stated["x-gaps"] = [];
    const sent = describeCall(d, { method: "post", path: "/a", operation: stated });
    expect(sent).toMatchObject({ openBody: false, body: { value: { n: 1 } }, securityAssumed: false, gaps: [] });
    const [ts, curl] = codeSamples(d, { method: "post", path: "/a", operation: op });
    expect(ts!.source).not.toContain("body:");
    expect(curl!.source).not.toContain("-d ");
  });

  test("acceptedCredentials reads operation security before the root's, and skips what it cannot send", () => {
    const schemes = {
      basic: { type: "http", scheme: "basic" },
      bearer: { type: "http", scheme: "Bearer" },
      oauth: { type: "oauth2", flows: {} },
      header: { type: "apiKey", in: "header", name: "X-Key" },
    };
    const d = (security: Json) => ({ security, components: { securitySchemes: schemes } });
    expect(acceptedCredentials(d([{ oauth: [] }, { basic: [] }]), {})).toEqual(["apiKey", "accessToken"]);
    expect(acceptedCredentials(d([{ basic: [] }]), { security: [{ bearer: [] }] })).toEqual(["accessToken"]);
    expect(acceptedCredentials(d([{ basic: [] }]), { security: [] })).toEqual(["none"]);
    expect(acceptedCredentials(d([{}, { basic: [] }]), {})).toEqual(["apiKey", "none"]);
    // Bad input: a scheme this package cannot send, two schemes at once, a missing scheme.
    expect(acceptedCredentials(d([{ header: [] }]), {})).toEqual(["none"]);
    expect(acceptedCredentials(d([{ basic: [], oauth: [] }]), {})).toEqual(["none"]);
    expect(acceptedCredentials(d([{ nowhere: [] }]), {})).toEqual(["none"]);
    expect(acceptedCredentials({}, { security: "not a list" })).toEqual(["none"]);
  });

  test("placeholders of the right type stand where a parameter has no example", () => {
    const op = {
      operationId: "x",
      parameters: [
        { name: "n", in: "path", required: true, schema: { type: "integer" } },
        { name: "s", in: "path", required: true, schema: { type: "string" } },
        { name: "q", in: "query", required: true, schema: { type: ["null", "boolean"] } },
        { name: "skip", in: "query", schema: { type: "string" } },
      ],
      responses: {},
    };
    const call = describeCall(
      { paths: { "/a/{n}/{s}": { get: op } } },
      { method: "get", path: "/a/{n}/{s}", operation: op },
    );
    expect(call.pathParams).toEqual([
      { name: "n", value: 1 },
      { name: "s", value: "s" },
    ]);
    expect(call.query).toEqual([{ name: "q", value: true }]);
    expect(call.url).toBe(`${SAMPLE_BASE_URL}/a/1/s?q=true`);
  });
});

describe("the samples' quoting", () => {
  const hostile = ["it's", "a\nb", "$(touch x)", "`id`", '"\\', "tab\there", "; rm -rf /", "", "é ü"];

  test("shellQuote gives back each word as it was, however it is written", () => {
    for (const word of hostile) {
      expect(shellWords(`curl ${shellQuote(word)}`), JSON.stringify(word)).toEqual(["curl", word]);
    }
    expect(shellQuote("http://127.0.0.1:4010/api/v1/x")).toBe("http://127.0.0.1:4010/api/v1/x");
  });

  test("tsLiteral writes an expression that evaluates to the value", () => {
    const value = { "a-b": hostile, ok: { n: 1.5, t: true, z: null, e: [] }, "": {}, $x: "*/ //" };
    const literal = tsLiteral(value, 4);
    expect(new Function(`return ${literal};`)()).toEqual(value);
    expect(literal).toContain("ok: {");
    expect(literal).toContain('"a-b": [');
  });

  test("the splitter refuses what it does not read", () => {
    for (const bad of [
      "curl 'open",
      'curl "open',
      "curl $(id)",
      "curl a; curl b",
      "curl a\ncurl b",
      "curl a | sh",
      "curl \\",
    ]) {
      expect(() => shellWords(bad), bad).toThrow();
    }
    expect(shellWords('# note\ncurl -u "$K:" \\\n  x', { K: "k" })).toEqual(["curl", "-u", "k:", "x"]);
  });
});

describe("the page's links and policy", () => {
  test("the overview links every guide and the README, relative to the page in a clone", () => {
    const { doc: prepared } = prepareDocument(doc, { repository: "../../" });
    const text: string = prepared.info.description;
    for (const [file, title] of GUIDES) expect(text).toContain(`- [${title}](../../docs/${file})`);
    expect(text).toContain("- [README](../../README.md)");
    // Before the document's own sections: the first thing after the introduction.
    expect(text.indexOf("## Guides")).toBeLessThan(text.indexOf("## Trying calls"));
  });

  test("the guides the page links are the guides under docs/, each with its own title", () => {
    const onDisk = readdirSync(join(ROOT, "docs"))
      .filter((name) => name.endsWith(".md"))
      .sort();
    expect(GUIDES.map(([file]) => file).sort()).toEqual(onDisk);
    for (const [file, title] of GUIDES) {
      expect(readFileSync(join(ROOT, "docs", file), "utf8").split("\n")[0], file).toBe(`# ${title}`);
    }
  });

  test("without knowing where the page goes, the overview links no guides", async () => {
    const text: string = prepareDocument(doc).doc.info.description;
    expect(text).not.toContain("## Guides");
    expect(text).toContain("## Trying calls");
    // Written to a file, the page links them from there (or, built by GitHub Actions, on GitHub).
    const out = `${ROOT}/dist/docs/index.html`;
    const page = await buildPage({ doc, out });
    expect(page.document.info.description).toContain(`- [Errors](${repositoryBase({ out })}docs/errors.md)`);
  });

  test("repositoryBase: the page's own folder relative to the repository, or the commit on GitHub", () => {
    expect(repositoryBase({ env: {} })).toBe("../../");
    expect(repositoryBase({ out: `${ROOT}/page.html`, env: {} })).toBe("./");
    expect(repositoryBase({ out: `${ROOT}/a/b/c/page.html`, env: {} })).toBe("../../../");
    const sha = "0123456789abcdef0123456789abcdef01234567";
    const github = {
      GITHUB_ACTIONS: "true",
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_REPOSITORY: "acme/escrow-sdk",
      GITHUB_SHA: sha,
    };
    expect(repositoryBase({ env: github })).toBe(`https://github.com/acme/escrow-sdk/blob/${sha}/`);
    // Bad input: anything unusual about the commit falls back to the relative links.
    for (const bad of [
      { GITHUB_ACTIONS: "false" },
      { GITHUB_SERVER_URL: "http://github.com" },
      { GITHUB_SERVER_URL: "javascript:alert(1)//" },
      { GITHUB_REPOSITORY: "acme/../../x" },
      { GITHUB_REPOSITORY: "../escrow-sdk" },
      { GITHUB_REPOSITORY: "acme/escrow sdk" },
      { GITHUB_SHA: "main" },
    ]) {
      expect(repositoryBase({ env: { ...github, ...bad } }), JSON.stringify(bad)).toBe("../../");
    }
  });

  test("the overview says how to try calls, before the document's own sections", () => {
    const text: string = prepareDocument(doc).doc.info.description;
    expect(text).toContain("## Trying calls");
    expect(text.indexOf("## Trying calls")).toBeLessThan(text.indexOf("## Two transaction models"));
    expect(text).toContain("`Prefer: code=400, example=<name>`");
    expect(text).toContain(`(\`npm run mock\`, ${SAMPLE_BASE_URL})`);
  });

  test("the policy runs the console by its hash and lets the page connect to https and loopback http only", () => {
    const { doc: prepared } = prepareDocument(doc);
    const html = renderPage(prepared);
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
    const directive = (name: string) =>
      csp
        .split("; ")
        .find((d) => d.startsWith(`${name} `))
        ?.slice(name.length + 1)
        .split(" ");
    expect(directive("connect-src")).toEqual(["https:", "http://127.0.0.1:*", "http://localhost:*"]);
    expect(CONSOLE_CONNECT).toEqual(directive("connect-src"));
    // The console's script, after the package's check of an address it carries.
    const panel = consolePanel();
    expect(panel).toContain(escapeInlineScript(readFileSync(`${ROOT}/scripts/build/console-panel.js`, "utf8")));
    expect(panel).toMatch(/var escrowUrl = /);
    const hash = `'sha256-${createHash("sha256").update(panel).digest("base64")}'`;
    expect(directive("script-src")).toContain(hash);
    expect(html).toContain(`<script data-mock-url="${SAMPLE_BASE_URL}">${panel}</script>`);
    expect(directive("default-src")).toEqual(["'none'"]);
    // The preview's page may also reach its own server, for the reload events.
    const preview = renderPage(prepared, { liveReload: "/__events" });
    expect(/connect-src ([^;]*)/.exec(preview)![1]).toBe("'self' https: http://127.0.0.1:* http://localhost:*");
  });
});
