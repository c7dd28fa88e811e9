import { RESULTS } from "../../generated/schema-validators.js";
import type { InvalidResult, ResultValidator } from "../client/result-validation.js";
import { findings } from "./findings.js";
import { SchemaError } from "./schema-error.js";

/**
 * Checks the success bodies of the operations whose shape the spec states; give it to the client
 * as `validateResults`. A body that does not match becomes an `invalid_response` error.
 *
 * @example
 * import { createClient } from "escrow-api-sdk";
 * import { resultValidator } from "escrow-api-sdk/schemas";
 * const api = createClient({ baseUrl, auth, validateResults: resultValidator });
 */
export const resultValidator: ResultValidator = (method, path, status, data): InvalidResult | undefined => {
  const byStatus = RESULTS[`${method} ${path}`];
  // A success whose status the spec does not state is typed as the stated one (openapi-fetch types
  // every 2xx so): it is checked against it.
  const entry =
    byStatus?.[String(status)] ??
    byStatus?.[`${String(status)[0]}XX`] ??
    (status >= 200 && status < 300 ? Object.entries(byStatus ?? {}).find(([key]) => key[0] === "2")?.[1] : undefined);
  if (!entry) return undefined;
  const [checkBody, what] = entry;
  const issues = findings(checkBody, data);
  if (!issues.length) return undefined;
  const cause = new SchemaError(what, issues);
  return { body: { code: "invalid_response", error: `HTTP ${status}, ${cause.message}`, issues }, cause };
};
