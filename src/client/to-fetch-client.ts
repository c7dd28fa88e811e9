import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/schema.js";
import { CLIENT } from "./create-client.js";
import type { ActingClient, EscrowClient } from "./types.js";

/**
 * The client itself, typed as openapi-fetch's `Client<paths>`.
 *
 * @deprecated The client is an openapi-fetch client: pass it to openapi-react-query or swr-openapi
 * as it is. This function returns its argument and will be removed in the next minor version.
 */
export function toFetchClient(client: EscrowClient | ActingClient): Client<paths> {
  if ((client as { [CLIENT]?: unknown } | null)?.[CLIENT] !== true)
    throw new TypeError("toFetchClient needs a client made by createClient");
  return client as unknown as Client<paths>;
}
