// The browser path of the sign-in: a tiny page bundled by esbuild from src/, run in Debian's
// Chromium, signs in as a public client (PKCE, no secret) against the local OpenID provider, keeps
// the pending sign-in in session storage across the redirect, and calls the API with the token.
import { bundleOne } from "../scripts/lib/esbuild.mjs";
import type { Request } from "playwright-core";
import { beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { collectProblems, useChromium } from "./helpers/chromium.js";
import { PROTOCOL, PUBLIC_CLIENT_ID, startIdentityProvider } from "./helpers/oidc.js";
import { json, useServer } from "./helpers/server.js";
import { SLOW, STEP } from "./helpers/time.js";

const root = new URL("..", import.meta.url).pathname;

// The app's page: on "/" it starts the sign-in, on "/callback" it finishes it and calls the API.
const PAGE_SCRIPT = `
import { createClient } from "./src/index.ts";
import { createOAuth, PendingSignIn, isOAuthError } from "./src/oauth.ts";

const config = JSON.parse(document.getElementById("config").textContent);
const oauth = createOAuth({
  authUrl: config.authUrl,
  realm: "staging",
  issuer: config.issuer,
  clientId: config.clientId,
  redirectUri: location.origin + "/callback",
});

async function main() {
  if (location.pathname === "/") {
    const pending = await oauth.startSignIn({ scopes: ["openid", "basic_tx:offline_track"] });
    sessionStorage.setItem("pending-sign-in", JSON.stringify(pending.export()));
    location.assign(pending.url.href);
    return;
  }
  const pending = PendingSignIn.from(JSON.parse(sessionStorage.getItem("pending-sign-in")));
  sessionStorage.removeItem("pending-sign-in");
  const tokens = await oauth.finishSignIn(location.href, pending);
  const api = createClient({ baseUrl: location.origin, auth: { accessToken: oauth.tokenProvider() } });
  const { data, response } = await api.GET("/api/v1/transactions/{transaction_id}", {
    params: { path: { transaction_id: 7 } },
  });
  // The same callback again: the pending sign-in was finished, so it is refused before anything is sent.
  const replay = await oauth.finishSignIn(location.href, pending).then(
    () => "accepted",
    (error) => (isOAuthError(error) ? error.code : String(error)),
  );
  window.outcome = {
    status: response.status,
    id: data && data.id,
    scopes: tokens.scopes,
    sub: tokens.idTokenClaims && tokens.idTokenClaims.sub,
    shown: JSON.stringify(tokens) + " " + JSON.stringify(pending),
    replay,
  };
}
main().catch((error) => {
  window.outcome = { error: String(error) };
});
`;

const app = useServer();
const chromium = useChromium({ width: 900, height: 700 });
let bundle = "";

beforeAll(async () => {
  bundle = (
    await bundleOne({
      stdin: { contents: PAGE_SCRIPT, resolveDir: root, loader: "ts", sourcefile: "page.ts" },
      platform: "browser",
    })
  ).text;
});

describe("sign-in in Chromium", { timeout: SLOW }, () => {
  test("a public client signs in with PKCE, without a secret, and calls the API with the token", async () => {
    // The provider knows the app by its callback, on this test's own server.
    const idp = await startIdentityProvider([`${app.url}/callback`]);
    onTestFinished(() => idp.close());
    const config = JSON.stringify({ authUrl: idp.url, issuer: idp.staging.issuer, clientId: PUBLIC_CLIENT_ID });
    app.handle(async (req, res) => {
      const url = new URL(req.url!, app.url);
      if (url.pathname === "/" || url.pathname === "/callback") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(
          `<!doctype html><script type="application/json" id="config">${config}</script>` +
            '<script type="module" src="/app.js"></script>',
        );
      }
      if (url.pathname === "/app.js") {
        res.writeHead(200, { "content-type": "text/javascript" });
        return res.end(bundle);
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!token || !(await idp.staging.accepts(token))) return json(res, 401, { code: "unauthorized", error: "no" });
      return json(res, 200, { id: 7, status: "funds_released" });
    });

    const page = await chromium.newPage();
    const problems = collectProblems(page);
    const tokenRequests: Request[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(`${PROTOCOL}/token`) && request.method() === "POST") tokenRequests.push(request);
    });

    // Only the two local servers are reachable (the provider's page asks for a web font).
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400 && !r.url().endsWith("/favicon.ico")) refused.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(app.url + "/");
    // The provider's own login and consent pages, as a user fills them in.
    await page.waitForSelector('input[name="login"]', { timeout: STEP });
    expect(page.url()).toContain(`/realms/staging/interaction/`);
    await page.fill('input[name="login"]', "browser-user");
    await page.fill('input[name="password"]', "any");
    await page.click('button[type="submit"]');
    await page.waitForSelector('input[name="prompt"][value="consent"]', { state: "attached", timeout: STEP });
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => "outcome" in window, undefined, { timeout: STEP });
    const outcome = await page.evaluate(() => (window as unknown as { outcome: Record<string, unknown> }).outcome);

    expect(outcome).toMatchObject({
      status: 200,
      id: 7,
      scopes: ["openid", "basic_tx:offline_track"],
      sub: "browser-user",
      replay: "sign_in_used",
    });
    expect(page.url()).toMatch(new RegExp(`^${app.url}/callback\\?code=`));

    // The code exchange: PKCE verifier, the public client's ID, no secret and no Authorization.
    expect(tokenRequests.length).toBeGreaterThanOrEqual(1);
    const exchange = tokenRequests[0]!;
    const form = new URLSearchParams(exchange.postData() ?? "");
    expect(form.get("grant_type")).toBe("authorization_code");
    expect(form.get("client_id")).toBe(PUBLIC_CLIENT_ID);
    expect(form.get("code_verifier")).toMatch(/^[\w-]{43,128}$/);
    expect(form.has("client_secret")).toBe(false);
    expect(await exchange.headerValue("authorization")).toBeNull();

    // The token the API received is not in what the page could log.
    const sent = app.seen.find((s) => s.url.startsWith("/api/"))!.headers.authorization!.replace("Bearer ", "");
    expect(sent.length).toBeGreaterThan(20);
    expect(outcome.shown).not.toContain(sent);
    expect(outcome.shown).not.toContain(form.get("code_verifier"));
    expect(outcome.shown).toContain("[redacted]");
    // The replay reached no server: there was no refusal, one code exchange, and the page threw nothing.
    expect(refused).toEqual([]);
    expect(tokenRequests.filter((r) => new URLSearchParams(r.postData() ?? "").has("code"))).toHaveLength(1);
    expect(problems.filter((p) => !p.startsWith("console error: Failed to load resource"))).toEqual([]);
    await page.close();
  });

  test("a client secret is refused where window and document exist, and the error does not show it", async () => {
    const script = (
      await bundleOne({
        stdin: {
          contents: `
import { createOAuth } from "./src/oauth.ts";
const options = {
  authUrl: "http://127.0.0.1:9",
  realm: "staging",
  issuer: "http://127.0.0.1:9/realms/staging",
  clientId: "partner-app",
  redirectUri: location.origin + "/callback",
};
const attempt = (extra) => {
  try {
    createOAuth({ ...options, ...extra });
    return "accepted";
  } catch (error) {
    return error.name + ": " + error.message;
  }
};
window.outcome = {
  withSecret: attempt({ clientSecret: "browser-held-secret-8d1f" }),
  withoutSecret: attempt({}),
};`,
          resolveDir: root,
          loader: "ts",
          sourcefile: "secret.ts",
        },
        platform: "browser",
      })
    ).text;
    app.handle((req, res) => {
      if (req.url === "/secret.js") return void res.writeHead(200, { "content-type": "text/javascript" }).end(script);
      res
        .writeHead(200, { "content-type": "text/html" })
        .end('<!doctype html><script type="module" src="/secret.js"></script>');
    });
    const page = await chromium.newPage();
    await page.goto(app.url + "/");
    await page.waitForFunction(() => "outcome" in window, undefined, { timeout: STEP });
    const outcome = await page.evaluate(() => (window as unknown as { outcome: Record<string, string> }).outcome);
    expect(outcome.withSecret).toMatch(/^TypeError: clientSecret is for server-side apps/);
    expect(outcome.withSecret).not.toContain("browser-held-secret-8d1f");
    expect(outcome.withoutSecret).toBe("accepted");
    await page.close();
  });
});
