// @ts-check
// escrow/deprecated-names-replacement: a deprecated operation's description starts with "DEPRECATED"
// and names what replaces it: a path /api/v1/... of this document, or one of its operationIds.
import { entriesOf, escapeRegExp } from "../shared.js";

/** @import { Location, RuleContext, Visitor } from "../shared.js" */

/**
 * Paths and operationIds are collected over the whole document, so the deprecated operations are
 * judged when the walk leaves the root.
 * @returns {Visitor}
 */
export default function DeprecatedNamesReplacement() {
  /** @type {Set<string>} */
  const operationIds = new Set();
  /** @type {string[]} */
  const pathKeys = [];
  /** @type {Array<{ operation: Record<string, unknown>, path: string, method: string, location: Location }>} */
  const deprecated = [];
  let currentPath = "";
  return {
    Paths: {
      /** @param {unknown} paths */
      enter(paths) {
        for (const [key] of entriesOf(paths)) pathKeys.push(key);
      },
    },
    PathItem: {
      /**
       * @param {unknown} _pathItem
       * @param {RuleContext} ctx
       */
      enter(_pathItem, ctx) {
        currentPath = String(ctx.key);
      },
    },
    Operation: {
      /**
       * @param {Record<string, unknown>} operation
       * @param {RuleContext} ctx
       */
      enter(operation, ctx) {
        if (typeof operation.operationId === "string") operationIds.add(operation.operationId);
        if (operation.deprecated === true) {
          deprecated.push({
            operation,
            path: currentPath,
            method: String(ctx.key),
            location: ctx.location,
          });
        }
      },
    },
    Root: {
      /**
       * @param {unknown} _root
       * @param {RuleContext} ctx
       */
      leave(_root, ctx) {
        const pathExists = pathMatcher(pathKeys);
        for (const entry of deprecated)
          checkDeprecated(entry, { pathExists, operationIds, report: (problem) => ctx.report(problem) });
      },
    },
  };
}

/**
 * Whether a path mentioned in a description is one of `pathKeys`, with its parameters filled in or
 * not, and with or without the /api/v1 prefix.
 * @param {string[]} pathKeys
 * @returns {(mentioned: string) => boolean}
 */
function pathMatcher(pathKeys) {
  const patterns = pathKeys.map(
    (key) =>
      new RegExp(
        "^" +
          key
            .split(/(\{[^}]+\})/)
            .map((part) => (part.startsWith("{") ? "(?:[^/]+)" : escapeRegExp(part)))
            .join("") +
          "/?$",
      ),
  );
  return (mentioned) => {
    const candidates = [mentioned, mentioned.replace(/^\/api\/v1(?=\/)/, "")];
    return patterns.some((pattern) => candidates.some((c) => pattern.test(c)));
  };
}

/**
 * Reports a deprecated operation whose description does not start with "DEPRECATED", or names
 * neither a path nor another operationId of the document.
 * @param {{ operation: Record<string, unknown>, path: string, method: string, location: Location }} entry
 * @param {{ pathExists: (mentioned: string) => boolean, operationIds: Set<string>, report: RuleContext["report"] }} document
 */
function checkDeprecated({ operation, path, method, location }, { pathExists, operationIds, report }) {
  const where = `${method.toUpperCase()} ${path}`;
  const description = typeof operation.description === "string" ? operation.description : "";
  if (!description.trimStart().startsWith("DEPRECATED")) {
    report({
      message: `Deprecated operation ${where} must have a description that starts with "DEPRECATED".`,
      location: description ? location.child("description") : location.child("deprecated"),
    });
    return;
  }
  const mentionedPaths = description.match(/\/api\/v1\/[^\s`'"),;]*/g) ?? [];
  const namesPath = mentionedPaths.some((p) => pathExists(p.replace(/[.:]+$/, "")));
  const words = description.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  const namesOperation = words.some((word) => word !== operation.operationId && operationIds.has(word));
  if (!namesPath && !namesOperation) {
    const detail = mentionedPaths.length ? ` (${mentionedPaths.join(", ")} is not a path of this document)` : "";
    report({
      message: `Deprecated operation ${where} must name its replacement: a path /api/v1/... or an operationId of this document${detail}.`,
      location: location.child("description"),
    });
  }
}
