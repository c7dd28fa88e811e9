/**
 * A client's settings: every option of createClient checked once, here, at createClient, into what
 * each of its calls shares. Some checks are the modules' that own the option, called from here:
 * `auth` (credentials.ts), `validateResults` (result-validation.ts), `retry` (retry.ts), `timeoutMs`
 * and the base URL (shared/). A call's own options are checked into its plan (plan.ts).
 */
import createFetchClient, { type Client } from "openapi-fetch";
import { checkTimeout } from "../shared/checks.js";
import { checkUrl } from "../shared/url.js";
import { createCredentials, type Credentials } from "./credentials.js";
import { OBSERVER, type Observer } from "./observer.js";
import { type ResultValidator, resultValidation } from "./result-validation.js";
import { DEFAULT_RETRY, type RetryPolicy, retryPolicy } from "./retry.js";

/**
 * The `fetch` an app may give the client, called as the platform's is: with the `Request`
 * openapi-fetch built (or middleware returned) and an init with the headers to send (the
 * credential added), `redirect: "manual"` and the attempt's signal.
 */
export type Fetch = (request: Request, init: RequestInit) => Promise<Response>;

/** What every call of one client shares, checked at createClient. */
export interface Settings {
  /** openapi-fetch's own client, which holds the app's middleware; every call goes through it. */
  readonly openapi: Client<Record<string, never>>;
  readonly baseUrl: string;
  /** The base URL's origin: credentials go nowhere else. */
  readonly origin: string;
  readonly credentials: Credentials;
  /** The app's fetch; the platform's, looked up at each call, when undefined. */
  readonly fetch: Fetch | undefined;
  /** Each attempt's time limit, unless a call gives its own; 0 for none. */
  readonly timeoutMs: number;
  /** The retry policy of GET and HEAD, unless a call gives its own. */
  readonly retry: RetryPolicy;
  readonly validate: ResultValidator | undefined;
  readonly hooks: Observer | undefined;
}

/** createClient's options as a caller without types may give them: each is checked. */
export interface SettingsOptions {
  readonly environment?: unknown;
  readonly baseUrl?: unknown;
  readonly auth?: unknown;
  readonly fetch?: unknown;
  readonly hooks?: unknown;
  readonly timeoutMs?: unknown;
  readonly retry?: unknown;
  readonly validateResults?: unknown;
}

/** Checks the environment and the base URL; returns the base URL without trailing slashes. */
function checkBaseUrl({ environment, baseUrl }: SettingsOptions): string {
  if (environment !== undefined && environment !== "staging" && environment !== "production")
    throw new TypeError('environment must be "staging" or "production"');
  if (typeof baseUrl !== "string")
    throw new TypeError(`baseUrl is required${environment ? `: the spec gives no address for ${environment}` : ""}`);
  checkUrl("baseUrl", baseUrl, {
    extra: (text, url) =>
      /[{}]/.test(text)
        ? "must not have braces"
        : /\/api\/v1\/*$/.test(url.pathname)
          ? "must not end with /api/v1: paths include it"
          : "",
  });
  return baseUrl.replace(/\/+$/, "");
}

/** Checks every option of createClient, in the order they are listed here, into a client's settings. */
export function createSettings(options: SettingsOptions): Settings {
  const baseUrl = checkBaseUrl(options);
  const { hooks } = options;
  if (hooks !== undefined && (hooks as { [OBSERVER]?: unknown } | null)?.[OBSERVER] !== true)
    throw new TypeError("hooks must be made by observe()");
  const { fetch } = options;
  if (fetch !== undefined && typeof fetch !== "function") throw new TypeError("fetch must be a function");
  return {
    // Holds the app's middleware, shared by every client actingAs() makes from this one.
    openapi: createFetchClient({ baseUrl }),
    baseUrl,
    origin: new URL(baseUrl).origin,
    credentials: createCredentials(options.auth as Parameters<typeof createCredentials>[0]),
    fetch: fetch as Fetch | undefined,
    timeoutMs: checkTimeout(options.timeoutMs, 0),
    retry: retryPolicy(options.retry, DEFAULT_RETRY),
    validate: resultValidation(options.validateResults),
    hooks: hooks as Observer | undefined,
  };
}
