// @ts-check
// A second, independent check of the document: Redocly's bundler (lib/spec.mjs) makes it one
// document, and @seriousme/openapi-schema-validator (the OpenAPI Initiative's JSON Schemas, run by
// Ajv) checks that. Redocly's own lint does not check every format the official schema demands (an OAuth
// flow URL that is not a URI reference passes it), so `npm run lint` and the tests run both.
import { Validator } from "@seriousme/openapi-schema-validator";

/** Name under which lint output reports this validator's findings. */
export const VALIDATOR_ID = "openapi-schema-validator";

/**
 * @typedef {object} SchemaError
 * @property {string} pointer where in the document (a JSON pointer, `/` for the root)
 * @property {string} message what is wrong there
 */

/**
 * Checks a parsed OpenAPI document against the official schema of its version.
 * Resolves with `{ version, errors }`; no errors means valid.
 * @param {unknown} document
 * @returns {Promise<{ version: string, errors: SchemaError[] }>}
 */
export async function validateDocument(document) {
  const validator = new Validator({ allErrors: true });
  const result = await validator.validate(/** @type {Record<string, unknown>} */ (structuredClone(document)));
  if (result.valid) return { version: validator.version, errors: [] };
  /** @type {{ keyword?: string, instancePath?: string, message?: string }[]} */
  const raw = typeof result.errors === "string" ? [{ message: result.errors }] : (result.errors ?? []);
  // Ajv adds an "if/then/else failed" entry for every branch around a real error; they name no
  // fault of their own, so they are left out when a more precise error exists.
  const precise = raw.filter((e) => e.keyword !== "if");
  const errors = (precise.length ? precise : raw).map((e) => ({
    pointer: e.instancePath || "/",
    message: e.message ?? "is invalid",
  }));
  return { version: validator.version, errors };
}
