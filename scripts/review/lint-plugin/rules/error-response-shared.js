// @ts-check
// escrow/error-response-shared: every 4xx (and 4XX) response is a $ref to a shared response in
// components/responses whose application/json schema is a $ref to the one error schema,
// components/schemas/ApiErrorBody.yaml.
import { isObject, isRef } from "../shared.js";

/** @import { Location, RuleContext, Visitor } from "../shared.js" */

const ERROR_SCHEMA_FILE = "ApiErrorBody.yaml";

/** The file behind a resolved location, with forward slashes. */
const fileOf = (/** @type {Location | undefined} */ location) =>
  String(location?.source?.absoluteRef ?? "").replace(/\\/g, "/");

/** Whether a resolved location is a whole file (not a place inside one). */
const isFileRoot = (/** @type {Location | undefined} */ location) => ["", "#", "#/"].includes(location?.pointer ?? "");

/**
 * Whether a resolved location is a place whose pointer matches `pointer` (in a bundled document),
 * or a whole file whose path matches `file`.
 * @param {Location | undefined} location
 * @param {RegExp} pointer
 * @param {RegExp} file
 */
const isAt = (location, pointer, file) =>
  pointer.test(location?.pointer ?? "") || (isFileRoot(location) && file.test(fileOf(location)));

/** A shared response under components/responses. */
const isSharedResponse = (/** @type {Location | undefined} */ location) =>
  isAt(location, /^#\/components\/responses\//, /\/components\/responses\/[^/]+\.ya?ml$/);

/** The one error schema. */
const isErrorSchema = (/** @type {Location | undefined} */ location) =>
  isAt(location, /^#\/components\/schemas\/ApiErrorBody$/, /\/components\/schemas\/(?:.*\/)?ApiErrorBody\.yaml$/);

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
    if (!reported.has(key)) ctx.report({ message, location });
    reported.add(key);
  };
  return {
    /**
     * @param {Record<string, unknown>} operation
     * @param {RuleContext} ctx
     */
    Operation(operation, ctx) {
      const responses = isRef(operation.responses) ? ctx.resolve(operation.responses).node : operation.responses;
      for (const [code, raw] of Object.entries(isObject(responses) ? responses : {})) {
        if (!/^4(\d\d|XX)$/i.test(code)) continue;
        const location = ctx.location.child(["responses", code]);
        if (!isRef(raw)) {
          const message = `Response ${code} must be a $ref to a shared response in components/responses, not written inline.`;
          ctx.report({ message, location });
          continue;
        }
        const target = ctx.resolve(raw);
        if (!target.node || !target.location || !isSharedResponse(target.location)) {
          const message = `Response ${code} must $ref a shared response in components/responses (it points to ${raw.$ref}).`;
          ctx.report({ message, location: location.child("$ref") });
          continue;
        }
        // Named by its file from `components/` on, or by its pointer.
        const file = fileOf(target.location);
        const at = file.lastIndexOf("/components/");
        const name = isFileRoot(target.location) && at !== -1 ? file.slice(at + 1) : target.location.pointer;
        const media = isObject(target.node) && isObject(target.node.content) && target.node.content["application/json"];
        const schema = isObject(media) ? media.schema : undefined;
        const schemaLocation = target.location.child(["content", "application/json", "schema"]);
        if (!isRef(schema)) {
          const message = `Shared response ${name} must have an application/json schema that is a $ref to components/schemas/${ERROR_SCHEMA_FILE}.`;
          reportOnce(ctx, schema ? schemaLocation : target.location, message);
          continue;
        }
        const resolved = ctx.resolve(schema, target.location.source.absoluteRef);
        if (!resolved.node || !isErrorSchema(resolved.location)) {
          const message = `Shared response ${name} must use the one error schema components/schemas/${ERROR_SCHEMA_FILE}, not ${schema.$ref}.`;
          reportOnce(ctx, schemaLocation.child("$ref"), message);
        }
      }
    },
  };
}
