// @ts-check
// escrow/error-response-shared: every 4xx (and 4XX) response is a $ref to a shared response in
// components/responses whose application/json schema is a $ref to the one error schema,
// components/schemas/ApiErrorBody.yaml.
import { isObject, isRef } from "../shared.js";

/** @import { Location, RuleContext, Visitor } from "../shared.js" */

const ERROR_SCHEMA_FILE = "ApiErrorBody.yaml";
const ERROR_SCHEMA_POINTER = "#/components/schemas/ApiErrorBody";

/**
 * Path of the file behind a resolved location, with forward slashes.
 * @param {Location | undefined} location
 */
function pathOf(location) {
  return String(location?.source?.absoluteRef ?? "").replace(/\\/g, "/");
}

/**
 * File name (last path segment) of a resolved location's source.
 * @param {Location | undefined} location
 */
function fileOf(location) {
  const ref = location?.source?.absoluteRef ?? "";
  return ref.split(/[\\/]/).pop() ?? "";
}

/**
 * Whether a resolved location is a whole file (not a place inside one).
 * @param {Location | undefined} location
 */
function isFileRoot(location) {
  return !location?.pointer || location.pointer === "#/" || location.pointer === "#";
}

/**
 * Whether a resolved response location is a shared response under components/responses.
 * @param {Location | undefined} location
 */
function isSharedResponse(location) {
  if (location?.pointer?.startsWith("#/components/responses/")) return true;
  return isFileRoot(location) && /\/components\/responses\/[^/]+\.ya?ml$/.test(pathOf(location));
}

/**
 * Whether a resolved schema location is the one error schema.
 * @param {Location | undefined} location
 */
function isErrorSchema(location) {
  if (location?.pointer === ERROR_SCHEMA_POINTER) return true;
  return (
    isFileRoot(location) && fileOf(location) === ERROR_SCHEMA_FILE && /\/components\/schemas\//.test(pathOf(location))
  );
}

/**
 * How to name a shared response in a message: its file from `components/` on, or its pointer.
 * @param {Location} location
 */
function responseName(location) {
  const file = pathOf(location);
  const at = file.lastIndexOf("/components/");
  if (isFileRoot(location) && at !== -1) return file.slice(at + 1);
  return location?.pointer ?? file;
}

/**
 * The `application/json` schema of a response, if it has one.
 * @param {unknown} response
 */
function jsonSchemaOf(response) {
  if (!isObject(response) || !isObject(response.content)) return undefined;
  const media = response.content["application/json"];
  return isObject(media) ? media.schema : undefined;
}

/** @returns {Visitor} */
export default function ErrorResponseShared() {
  // A shared response is used by many operations; report a problem inside it once.
  /** @type {Set<string>} */
  const reported = new Set();
  /**
   * @param {RuleContext} ctx
   * @param {Location} location
   * @param {string} message
   */
  const reportOnce = (ctx, location, message) => {
    const key = `${location.source.absoluteRef}${location.pointer}`;
    if (reported.has(key)) return;
    reported.add(key);
    ctx.report({ message, location });
  };
  return {
    Operation: {
      /**
       * @param {Record<string, unknown>} operation
       * @param {RuleContext} ctx
       */
      enter(operation, ctx) {
        const responses = isRef(operation.responses) ? ctx.resolve(operation.responses).node : operation.responses;
        if (!isObject(responses)) return;
        for (const [code, raw] of Object.entries(responses)) {
          if (!/^4(\d\d|XX)$/i.test(code)) continue;
          const location = ctx.location.child(["responses", code]);
          if (!isRef(raw)) {
            ctx.report({
              message: `Response ${code} must be a $ref to a shared response in components/responses, not written inline.`,
              location,
            });
            continue;
          }
          const target = ctx.resolve(raw);
          if (!target.node || !target.location || !isSharedResponse(target.location)) {
            ctx.report({
              message: `Response ${code} must $ref a shared response in components/responses (it points to ${raw.$ref}).`,
              location: location.child("$ref"),
            });
            continue;
          }
          const name = responseName(target.location);
          const schema = jsonSchemaOf(target.node);
          const schemaLocation = target.location.child(["content", "application/json", "schema"]);
          if (!isRef(schema)) {
            reportOnce(
              ctx,
              schema ? schemaLocation : target.location,
              `Shared response ${name} must have an application/json schema that is a $ref to components/schemas/${ERROR_SCHEMA_FILE}.`,
            );
            continue;
          }
          const resolvedSchema = ctx.resolve(schema, target.location.source.absoluteRef);
          if (!resolvedSchema.node || !isErrorSchema(resolvedSchema.location)) {
            reportOnce(
              ctx,
              schemaLocation.child("$ref"),
              `Shared response ${name} must use the one error schema components/schemas/${ERROR_SCHEMA_FILE}, not ${schema.$ref}.`,
            );
          }
        }
      },
    },
  };
}
