// A second, independent check of the document: Redocly bundles it into one JSON file, and
// @seriousme/openapi-schema-validator (the OpenAPI Initiative's JSON Schemas, run by Ajv) checks
// that file. Redocly's own lint does not check every format the official schema demands (an OAuth
// flow URL that is not a URI reference passes it), so `npm run lint` and the tests run both.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { redocly } from "./redocly.mjs";

/** Name under which lint output reports this validator's findings. */
export const VALIDATOR_ID = "openapi-schema-validator";

/**
 * Checks a parsed OpenAPI document against the official schema of its version.
 * Resolves with `{ version, errors }`, each error `{ pointer, message }`; no errors means valid.
 */
export async function validateDocument(document) {
  const validator = new Validator({ allErrors: true });
  const result = await validator.validate(structuredClone(document));
  if (result.valid) return { version: validator.version, errors: [] };
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

/**
 * Bundles a document with Redocly (every external `$ref` pulled into the one file) and validates the
 * result. Rejects when the document cannot be bundled.
 */
export async function validateFile(file) {
  const dir = await mkdtemp(path.join(tmpdir(), "openapi-schema-"));
  try {
    const out = path.join(dir, "bundle.json");
    const result = await redocly(["bundle", file, "--ext", "json", "-o", out]);
    let text;
    try {
      text = await readFile(out, "utf8");
    } catch {
      throw new Error(`could not bundle ${file}: ${(result.stderr || result.stdout).trim()}`);
    }
    return await validateDocument(JSON.parse(text));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
