// @ts-check
// escrow/deprecated-names-replacement: a deprecated operation's description starts with "DEPRECATED"
// and names what replaces it: a path /api/v1/... of this document, or one of its operationIds.
import { templatePattern } from "../../../lib/spec.mjs";
import { atEnd, entriesOf } from "../shared.js";

/** @import { Location, RuleContext, Visitor } from "../shared.js" */

/**
 * Paths and operationIds are collected over the whole document, so the deprecated operations are
 * judged when the walk leaves the root.
 * @returns {Visitor}
 */
export default function DeprecatedNamesReplacement() {
  /** @type {Set<string>} */
  const operationIds = new Set();
  /** The document's paths, as patterns matching them with their parameters filled in or not. @type {RegExp[]} */
  const paths = [];
  /** @type {Array<{ operation: Record<string, unknown>, where: string, location: Location }>} */
  const deprecated = [];
  let currentPath = "";
  return {
    /** @param {unknown} items */
    Paths(items) {
      for (const [key] of entriesOf(items)) paths.push(new RegExp(`^${templatePattern(key)}/?$`));
    },
    /**
     * @param {unknown} _pathItem
     * @param {RuleContext} ctx
     */
    PathItem(_pathItem, ctx) {
      currentPath = String(ctx.key);
    },
    /**
     * @param {Record<string, unknown>} operation
     * @param {RuleContext} ctx
     */
    Operation(operation, ctx) {
      if (typeof operation.operationId === "string") operationIds.add(operation.operationId);
      const where = `${String(ctx.key).toUpperCase()} ${currentPath}`;
      if (operation.deprecated === true) deprecated.push({ operation, where, location: ctx.location });
    },
    /**
     * Reports a deprecated operation whose description does not start with "DEPRECATED", or
     * names neither a path (with or without the /api/v1 prefix) nor another operationId.
     */
    ...atEnd((ctx) => {
      for (const { operation, where, location } of deprecated) {
        const description = typeof operation.description === "string" ? operation.description : "";
        if (!description.trimStart().startsWith("DEPRECATED")) {
          ctx.report({
            message: `Deprecated operation ${where} must have a description that starts with "DEPRECATED".`,
            location: location.child(description ? "description" : "deprecated"),
          });
          continue;
        }
        const mentioned = description.match(/\/api\/v1\/[^\s`'"),;]*/g) ?? [];
        const namesPath = mentioned
          .map((path) => path.replace(/[.:]+$/, ""))
          .some((path) => paths.some((p) => p.test(path) || p.test(path.replace(/^\/api\/v1(?=\/)/, ""))));
        const words = description.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
        if (namesPath || words.some((word) => word !== operation.operationId && operationIds.has(word))) continue;
        const detail = mentioned.length ? ` (${mentioned.join(", ")} is not a path of this document)` : "";
        ctx.report({
          message: `Deprecated operation ${where} must name its replacement: a path /api/v1/... or an operationId of this document${detail}.`,
          location: location.child("description"),
        });
      }
    }),
  };
}
