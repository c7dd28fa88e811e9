import type { CallErrorBody } from "../errors/error-body.js";
import { CLIENT } from "./create-client.js";
import { checkMethod, checkTemplate } from "./plan.js";
import type { CallOptions, EscrowClient } from "./types.js";

/** The result of a call outside the spec: untyped data, the usual error. */
export type UnlistedResult =
  | { data: unknown; error?: undefined; response: Response }
  | { data?: undefined; error: CallErrorBody; response: Response };

/** The options of a call outside the spec: openapi-fetch's, untyped, and the client's own. */
export interface UnlistedInit extends CallOptions {
  readonly params?: {
    readonly path?: Record<string, unknown>;
    readonly query?: Record<string, unknown>;
    readonly header?: Record<string, unknown>;
  };
  readonly body?: unknown;
  readonly headers?: HeadersInit | Record<string, string | number | boolean | null | undefined>;
  readonly signal?: AbortSignal | null;
  readonly parseAs?: "json" | "text" | "blob" | "arrayBuffer" | "stream";
}

/**
 * Calls a path the spec does not describe yet, through `client` (made by `createClient`, acting
 * for a user or not). `method` is GET, HEAD, POST, PUT, PATCH or DELETE; `path` a template such as
 * `/api/v1/p2p/charge`, its `{name}` parameters filled from `params.path` by the usual rule. Auth,
 * acting user, middleware, errors, timeouts, redirects and retries (GET and HEAD only) work as for
 * typed calls; the data is `unknown`. Kept apart from the client, so apps that do not use it do not ship it.
 *
 * @example const { data, error } = await callUnlisted(api, "POST", "/api/v1/p2p/charge", { body });
 */
export async function callUnlisted(
  client: EscrowClient,
  method: string,
  path: string,
  init?: UnlistedInit,
): Promise<UnlistedResult> {
  if ((client as { [CLIENT]?: unknown } | null)?.[CLIENT] !== true)
    throw new TypeError("callUnlisted() needs a client made by createClient");
  const request = client.request as unknown as (
    method: string,
    path: string,
    init?: unknown,
  ) => Promise<UnlistedResult>;
  return request.call(client, checkMethod(method), checkTemplate(path), init);
}
