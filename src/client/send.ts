/**
 * The `fetch` the client hands to openapi-fetch, below every middleware. It sends the `Request`
 * openapi-fetch built, or the one middleware returned, as it is: checked once as it leaves (the base
 * URL's origin, the call's method, one acting user, a credential the operation accepts), with the
 * credential added here, where no middleware sees it. Each attempt gets the time limit; a redirect
 * is followed only by GET and HEAD within the origin; a GET or HEAD is sent again after a network
 * failure or a 429, 502, 503 or 504, and any call once more after a 401 with a fresh token. A
 * failed answer's body is read here, within its limits, and handed on without the credentials.
 */
import { BEARER } from "../../generated/operation-flags.js";
import { classify, type Failure, type Stage } from "../errors/failure.js";
import { race, sleep } from "../shared/deadline.js";
import { redact, redactBody } from "../shared/redact.js";
import { parseUrl } from "../shared/url.js";
import { decode, discard, MAX_ERROR_BYTES, read, TOO_LARGE } from "./body.js";
import { checkActingUser, type Fetch, isSafe, type Plan, type RetryPolicy, type Settings } from "./options.js";

/** What sending a call came to: its answer, or its failure; either way its attempts. */
export type Sent = Answered | Failed;

/** An answer, as handed to openapi-fetch. */
export interface Answered {
  readonly response: Response;
  readonly attempts: number;
  /** The provider's tokens the call sent: redacted from what it produces. */
  readonly held: readonly string[] | undefined;
  /** A failed answer's body as handed on (credentials redacted), or TOO_LARGE when not read. */
  readonly body?: string | typeof TOO_LARGE;
  /** A redirect the client does not follow (one an app's fetch followed may end in a 200). */
  readonly redirect?: true;
}

/** A failure, classified where it happened. */
export interface Failed extends Failure {
  readonly attempts: number;
  readonly held: readonly string[] | undefined;
}

/** The redirect statuses fetch would follow. */
export const REDIRECT = new Set([301, 302, 303, 307, 308]);
/** The most redirects a GET or HEAD follows. */
export const MAX_REDIRECTS = 5;
/** Statuses whose answers have no body. */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * Milliseconds to wait before retry number `retries + 1`, or -1 not to retry: after a network
 * failure (no `response`) or a 429, 502, 503 or 504. A `Retry-After` (seconds or HTTP date) is
 * obeyed if it fits in the policy's longest wait; if not, the answer goes back to the caller.
 */
function retryDelay(retries: number, [most, base, max]: RetryPolicy, response?: Response): number {
  const status = response?.status;
  if (retries >= most || (status && status !== 429 && status !== 502 && status !== 503 && status !== 504)) return -1;
  const header = response?.headers.get("retry-after");
  if (header) {
    const wait = /^\s*\d+\s*$/.test(header) ? +header * 1000 : Date.parse(header) - Date.now();
    if (!Number.isNaN(wait)) return wait > max ? -1 : Math.max(0, wait);
  }
  // Half fixed, half random: spreads clients apart without ever retrying at once.
  const step = Math.min(max, base * 2 ** retries);
  return step / 2 + (Math.random() * step) / 2;
}

/**
 * `response` made again with `body`, its status, reason phrase (without `secrets`), headers (with
 * `set` over them) and URL.
 */
function remake(
  response: Response,
  body: string | null,
  set: Record<string, string | null>,
  secrets: readonly string[],
): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(set)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const init = { status: response.status, statusText: redact(response.statusText, secrets), headers };
  return Object.defineProperty(new Response(body, init), "url", { value: response.url });
}

/**
 * What a Request holds, read by the platform's own getters: an own property or a subclass that
 * says otherwise changes nothing of what fetch sends.
 */
const holds = <K extends "url" | "method" | "headers" | "body">(name: K) =>
  Object.getOwnPropertyDescriptor(Request.prototype, name)!.get! as (this: Request) => Request[K];
const URL_OF = holds("url");
const METHOD_OF = holds("method");
const HEADERS_OF = holds("headers");
const BODY_OF = holds("body");

/** Whether an answer is a redirect: a status fetch follows, a browser's opaque answer, or one an app's fetch followed. */
const redirected = (response: Response, custom: Fetch | undefined) =>
  REDIRECT.has(response.status) || response.type === "opaqueredirect" || (!!custom && response.redirected);

/** Sends one request: through the app's fetch, bounded by the signal even if it ignores it, or the platform's. */
function fetcher(custom: Fetch | undefined, input: Request, init: RequestInit): Promise<Response> {
  if (!custom) return fetch(input, init);
  const answer = Promise.resolve(custom(input, init));
  // An answer that comes after the signal won is dropped too.
  return race(answer, init.signal, () => void answer.then(discard, () => undefined));
}

/**
 * After a redirect answered `url`: a GET or HEAD follows it within `origin`, at most MAX_REDIRECTS
 * hops; nothing else does. Returns the answer, and whether it is a redirect left unfollowed.
 */
async function follow(settings: Settings, method: string, response: Response, url: string, init: RequestInit) {
  for (let hops = 0; redirected(response, settings.fetch); hops++) {
    // A redirect an app's fetch already followed cannot be undone.
    const location = response.headers.get("location");
    const target =
      isSafe(method) && hops < MAX_REDIRECTS && !response.redirected && location ? parseUrl(location, url) : null;
    // Credentials in a Location would make fetch refuse the request, which is no network failure.
    if (target?.origin !== settings.origin || target.username || target.password) return { response, redirect: true };
    void discard(response);
    url = target.href;
    response = await fetcher(settings.fetch, new Request(url, { method }), init);
  }
  return { response, redirect: false };
}

/**
 * Checks what leaves, as it is after every middleware: the base URL's origin, the call's method,
 * the body it was given, one acting user, a credential the operation accepts (unless the request
 * carries its own `Authorization`, which is left as it is). Returns the headers to send.
 */
function check({ origin, credentials }: Settings, { method, path, flags, body }: Plan, request: Request): Headers {
  const sent = METHOD_OF.call(request);
  if (!URL_OF.call(request).startsWith(origin + "/"))
    throw new TypeError(`${method} ${path} was moved to another origin: credentials go only to the base URL`);
  if (sent !== method) throw new TypeError(`${method} ${path} was turned into a ${sent}`);
  if (body && !BODY_OF.call(request)) throw new TypeError("The body cannot be sent: it was serialised to nothing");
  const headers = new Headers(HEADERS_OF.call(request));
  const user = headers.get("service-user");
  if (user !== null) checkActingUser(user);
  if (!headers.has("authorization") && !(flags & credentials.has))
    throw new TypeError(`${method} ${path} needs ${flags & BEARER ? "an OAuth2 access token" : "the API key"}`);
  return headers;
}

/**
 * A failed answer with its body read (at most MAX_ERROR_BYTES, in the encoding it declares, within
 * the time limit) and handed on as UTF-8 text without `secrets`, with its own length and no content
 * encoding; or without a body, TOO_LARGE, when it is over the limit.
 */
async function failedBody(
  response: Response,
  signal: AbortSignal | undefined,
  secrets: () => readonly string[],
): Promise<{ response: Response; body: string | typeof TOO_LARGE }> {
  const bytes = await read(response, "arrayBuffer", MAX_ERROR_BYTES, signal);
  const all = secrets();
  if (bytes === TOO_LARGE) return { body: TOO_LARGE, response: remake(response, null, { "content-length": "0" }, all) };
  const text = redactBody(decode(bytes as ArrayBuffer, response.headers.get("content-type")), all);
  const length = String(new TextEncoder().encode(text).length);
  return {
    body: text,
    response: remake(response, text || null, { "content-length": length, "content-encoding": null }, all),
  };
}

/** Sends one call's `request` for `plan`; never rejects: a failure is its result. */
export async function send(settings: Settings, plan: Plan, request: Request): Promise<Sent> {
  const { credentials, fetch: custom, hooks } = settings;
  const { method, path, limit, signal: caller } = plan;
  let attempts = 0;
  let held: string[] | undefined;
  const secrets = () => credentials.secrets(held);
  const failed = (stage: Stage, error: unknown): Failed => {
    const facts = { method, path, signal: caller, limit, attempts, secrets };
    return { ...classify(stage, error, facts), attempts, held };
  };
  const bearer = (plan.flags & credentials.has & BEARER) > 0;
  let headers: Headers | undefined;
  let authorize = false;
  // A body goes with its first send; after a 401 that a fresh token may answer, its copy goes instead.
  let spare: Request | undefined;
  let token: string | undefined;
  let refused: string | undefined;
  let refreshed = false;
  let retries = 0;
  for (;;) {
    attempts++;
    const began = hooks ? performance.now() : 0;
    const signal = limit ? limit.start() : caller;
    let stage: Stage = "check";
    let response: Response | undefined;
    let redirect = false;
    let failure: Failed | undefined;
    let wait = -1;
    try {
      caller?.throwIfAborted();
      if (!headers) {
        headers = check(settings, plan, request);
        authorize = !headers.has("authorization");
      }
      stage = "token";
      if (authorize) {
        let value = bearer ? credentials.bearer : credentials.basic;
        if (value === undefined) {
          // The provider's token: asked before each attempt until a refresh, then kept.
          if (!refreshed || refused) {
            value = await race(refused ? credentials.refresh(refused) : credentials.token!(), signal);
            (held ??= []).push(value.slice(7));
            token = value;
            refused = undefined;
          }
          value = token!;
          if (!refreshed && !spare && BODY_OF.call(request)) spare = Request.prototype.clone.call(request);
        }
        headers.set("authorization", value);
      }
      stage = "send";
      const init: RequestInit = { headers, redirect: "manual", ...(signal && { signal }) };
      response = await fetcher(custom, refreshed && spare ? spare : request, init);
      // What an app's fetch gave must at least read as an answer (node-fetch's does).
      if (typeof response?.status !== "number" || typeof response.headers?.get !== "function")
        throw new TypeError("fetch gave something that is not a Response");
      if (redirected(response, custom))
        ({ response, redirect } = await follow(settings, method, response, URL_OF.call(request), init));
    } catch (error) {
      response = undefined;
      failure = failed(stage, error);
      // A GET or HEAD may go again after a network failure, never after a refusal or an abort.
      if (stage === "send" && failure.code !== "aborted") wait = retryDelay(retries, plan.retry);
    }
    const status = response?.status ?? 0;
    const ok = status >= 200 && status < 300;
    const code = failure?.code ?? (redirect ? "unexpected_redirect" : ok ? undefined : `http_${status}`);
    hooks?.attempt(plan, attempts, began, response && status, code);
    if (!response || redirect) {
      // Left unfollowed: made again without a body, which openapi-fetch then does not read; an
      // opaque redirect (a browser's answer to `redirect: "manual"`) has no status and no body.
      if (redirect) void discard(response!);
      if (redirect && status) response = remake(response!, null, { "content-length": "0" }, secrets());
    } else if (status === 401 && token && !refreshed && (spare || !BODY_OF.call(request))) {
      // The server did not act on a request it refused with a 401: it may go again, whatever the method.
      refused = token;
      refreshed = true;
      wait = 0;
    } else wait = retryDelay(retries, plan.retry, response);
    if (wait >= 0) {
      if (!refused) retries++;
      limit?.stop();
      if (response) void discard(response);
      try {
        if (wait) await sleep(wait, caller);
      } catch (abort) {
        return failed("send", abort);
      }
      continue;
    }
    if (failure) return failure;
    const answered: Answered = { response: response!, attempts, held };
    if (redirect) return { ...answered, redirect };
    if (ok) return answered;
    if (NO_BODY.has(status) || method === "HEAD")
      return { ...answered, body: "", response: remake(response!, null, {}, secrets()) };
    try {
      return { ...answered, ...(await failedBody(response!, limit?.signal ?? caller, secrets)) };
    } catch (error) {
      return failed("read", error);
    }
  }
}
