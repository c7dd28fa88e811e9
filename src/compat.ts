import type { Client } from "openapi-fetch";
import type { paths } from "../generated/schema.js";
import type { EscrowClient } from "./client-types.js";

type Name = "GET" | "PUT" | "POST" | "DELETE" | "HEAD" | "PATCH";
type Call = (path: string, init?: Record<string, unknown>) => Promise<unknown>;

const refuse = (message: string): Promise<never> => Promise.reject(new TypeError(message));

function noMiddleware(): never {
  throw new TypeError(
    "openapi-fetch middleware is not supported: it would see every request with its credentials and could " +
      "change it after the client's checks. Observe calls with the client's hooks option instead.",
  );
}

/**
 * The client seen as an openapi-fetch `Client<paths>`, for libraries that take one, such as
 * openapi-react-query and swr-openapi. Every call goes through `client`'s own methods, with its
 * credentials, acting user, checks, timeouts and retry policy. Options and members that would
 * bypass them are refused with a `TypeError`: per-call `baseUrl`, `fetch`, `Request`, `middleware`,
 * `pathSerializer` and `redirect`, and `use()`/`eject()`. `OPTIONS` and `TRACE` are refused too: the API
 * has no such operations.
 *
 * @example
 * const $api = createQueryClient(toFetchClient(api)); // openapi-react-query
 */
export function toFetchClient(client: EscrowClient): Client<paths> {
  const methods = {} as Record<string, Call>;
  for (const name of ["GET", "PUT", "POST", "DELETE", "HEAD", "PATCH"] as Name[]) {
    const method = client[name] as unknown as Call;
    if (typeof method !== "function") throw new TypeError("toFetchClient needs a client made by createClient");
    // The client itself refuses the per-call options that `Client<paths>` accepts and it does not.
    methods[name] = method;
  }
  const none = (name: string) => (): Promise<never> => refuse(`the API has no ${name} operations`);
  return {
    ...methods,
    OPTIONS: none("OPTIONS"),
    TRACE: none("TRACE"),
    request: (method: unknown, path: string, init?: Record<string, unknown>) => {
      const name = typeof method === "string" ? method.toUpperCase() : "";
      const call = Object.hasOwn(methods, name) ? methods[name]! : none(name || String(method));
      return call(path, init);
    },
    use: noMiddleware,
    eject: noMiddleware,
  } as unknown as Client<paths>;
}
