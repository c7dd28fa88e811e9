// @ts-check
// escrow/vendor-extensions: the project's x- extensions are well formed. x-gaps, x-offline-scopes
// and x-error-codes are non-empty lists of non-empty strings; x-required-grants a non-empty list of
// `{ scope, grantor }`, the grantor one of GRANTORS; x-money-string is a reason; x-ambiguities and
// x-implied-operations entries have their fields; every scope they name is defined by the oauth2
// scheme's flows. x-url-templates sits on an OAuth2 flow and agrees with
// the placeholder URLs beside it, using only the variables its scheme's x-url-variables declares.
import { templatePattern } from "../../../lib/spec.mjs";
import { atEnd, entriesOf, isNonEmptyString, isObject } from "../shared.js";

/** @import { Location, RuleContext, Visitor } from "../shared.js" */

/**
 * Who grants a scope named in x-required-grants: the user the access token was issued to, the user
 * the `Service-User` header names, the user the body's `join_user_id` names, or the transaction's
 * online user, as the description calls them.
 */
export const GRANTORS = ["token-user", "service-user", "join-user", "online-user"];
const FLOW_URL_FIELDS = ["authorizationUrl", "tokenUrl", "refreshUrl"];
const GRANT_HINT = ": each names the scope and who grants it";

/**
 * The list extensions: the string fields each item needs (none: each item is a non-empty string),
 * whether the items name scopes (the item itself, or its `scope`), and whether `scope` is optional.
 * @type {Record<string, { fields?: string[], scopes?: boolean, optionalScope?: boolean }>}
 */
const LISTS = {
  "x-gaps": {},
  "x-offline-scopes": { scopes: true },
  "x-error-codes": {},
  "x-required-grants": { fields: ["scope", "grantor"], scopes: true },
  "x-ambiguities": { fields: ["topic", "resolution"] },
  "x-implied-operations": { fields: ["name", "reason"], scopes: true, optionalScope: true },
};

/** Where an extension may stand: the node types of Redocly's tree, and what to say elsewhere. */
const PLACES = {
  "x-url-templates": {
    types: ["ImplicitFlow", "PasswordFlow", "ClientCredentials", "AuthorizationCode"],
    message: "x-url-templates belongs on an OAuth2 flow (beside its URL fields).",
  },
  "x-url-variables": { types: ["SecurityScheme"], message: "x-url-variables belongs on an oauth2 security scheme." },
};

/**
 * What is wrong with a list extension's value, or null.
 * @param {unknown} value
 * @param {{ fields?: string[], optionalScope?: boolean }} shape
 */
function listProblem(value, { fields, optionalScope }) {
  if (!Array.isArray(value)) return "must be a list";
  if (value.length === 0) return "must not be empty";
  for (const [index, item] of value.entries()) {
    if (!fields) {
      if (!isNonEmptyString(item)) return `item ${index} must be a non-empty string`;
    } else if (!isObject(item)) {
      return `item ${index} must be an object with ${fields.join(", ")}`;
    } else {
      const missing = fields.filter((field) => !isNonEmptyString(item[field]));
      if (missing.length) return `item ${index} needs non-empty ${missing.join(", ")}`;
    }
  }
  const empty = optionalScope ? value.findIndex((item) => "scope" in item && !isNonEmptyString(item.scope)) : -1;
  return empty === -1 ? null : `item ${empty} has an empty scope`;
}

/**
 * What is wrong with the URL field beside a template, or null: it must be an http(s) URL on the
 * reserved .invalid domain that follows the template's layout.
 * @param {unknown} actual
 * @param {string} field
 * @param {string} template
 */
function placeholderProblem(actual, field, template) {
  if (typeof actual !== "string") return `x-url-templates.${field} has no ${field} beside it in the flow.`;
  const url = URL.canParse(actual) ? new URL(actual) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || !/(^|\.)invalid$/.test(url.hostname)) {
    return `${field} must be an absolute http(s) URL on the reserved .invalid domain while x-url-templates holds its layout (it is ${JSON.stringify(actual)}).`;
  }
  const layout = new RegExp(`^${templatePattern(template, "[^?#]+")}$`);
  return layout.test(actual)
    ? null
    : `${field} ${JSON.stringify(actual)} does not follow its template ${JSON.stringify(template)}.`;
}

/**
 * An oauth2 scheme's x-url-variables, and the x-url-templates of each of its flows: the fields a
 * template names, the variables it uses (declared, and each declared one used somewhere), and the
 * placeholder URL beside it. A template stands for the layout the interface gives; the field beside
 * it must be a valid URL on the reserved `.invalid` domain (a placeholder, no invented host) with
 * that same layout.
 * @param {Record<string, unknown>} scheme
 * @param {RuleContext} ctx
 */
function checkUrlTemplates(scheme, ctx) {
  const report = (/** @type {string} */ message, /** @type {Array<string | number>} */ ...at) =>
    ctx.report({ message, location: ctx.location.child(at) });
  const declared = scheme["x-url-variables"];
  const variables = new Set(isObject(declared) ? Object.keys(declared) : []);
  if (declared !== undefined && variables.size === 0) {
    report("x-url-variables must be a non-empty map of variable name to { description }.", "x-url-variables");
  }
  for (const name of variables) {
    const value = /** @type {Record<string, unknown>} */ (declared)[name];
    if (!isObject(value) || !isNonEmptyString(value.description)) {
      report(`x-url-variables.${name} needs a non-empty description.`, "x-url-variables", name);
    }
  }
  const used = new Set();
  let anyTemplates = false;
  for (const [flowName, flow] of entriesOf(scheme.flows)) {
    if (!isObject(flow) || !("x-url-templates" in flow)) continue;
    anyTemplates = true;
    const templates = flow["x-url-templates"];
    const at = ["flows", flowName, "x-url-templates"];
    if (!isObject(templates) || Object.keys(templates).length === 0) {
      report("x-url-templates must be a non-empty map of flow URL field to template.", ...at);
      continue;
    }
    for (const [field, template] of Object.entries(templates)) {
      const named = `x-url-templates.${field}`;
      if (!FLOW_URL_FIELDS.includes(field)) {
        report(
          `x-url-templates names "${field}", which is not a flow URL field (${FLOW_URL_FIELDS.join(", ")}).`,
          ...at,
          field,
        );
      } else if (!isNonEmptyString(template)) {
        report(`${named} must be a non-empty template string.`, ...at, field);
      } else {
        const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? "");
        if (!names.length) report(`${named} has no {variable}; put a fixed URL in ${field} itself.`, ...at, field);
        for (const name of names.filter((name) => !variables.has(name))) {
          report(`${named} uses {${name}}, which the scheme's x-url-variables does not declare.`, ...at, field);
        }
        names.forEach((name) => used.add(name));
        const placeholder = placeholderProblem(flow[field], field, template);
        if (placeholder) report(placeholder, "flows", flowName, field);
      }
    }
  }
  for (const name of [...variables].filter((name) => !used.has(name))) {
    const why = anyTemplates ? "which no flow's x-url-templates uses" : "but no flow has x-url-templates to use it";
    report(`x-url-variables declares "${name}", ${why}.`, "x-url-variables", name);
  }
}

/**
 * Scopes named anywhere are checked against the oauth2 scheme's flows when the walk leaves the root,
 * since the scheme may come after the places that name them.
 * @returns {Visitor}
 */
export default function VendorExtensions() {
  /** @type {Set<string>} */
  const knownScopes = new Set();
  let oauth2Seen = false;
  /** @type {Array<{ key: string, scope: string, location: Location }>} */
  const scopeUses = [];
  return {
    /**
     * @param {unknown} node
     * @param {RuleContext} ctx
     */
    any(node, ctx) {
      if (!isObject(node)) return;
      for (const [key, shape] of Object.entries(LISTS)) {
        if (!(key in node)) continue;
        const list = node[key];
        const at = ctx.location.child(key);
        const problem = listProblem(list, shape);
        if (problem) {
          const hint = key === "x-required-grants" && /needs non-empty .*grantor|must be an object/.test(problem);
          ctx.report({ message: `${key} ${problem}${hint ? GRANT_HINT : ""}.`, location: at });
          continue;
        }
        for (const [index, item] of /** @type {any[]} */ (list).entries()) {
          if (shape.scopes && !shape.fields) scopeUses.push({ key, scope: item, location: at.child(index) });
          else if (shape.scopes && "scope" in item) {
            scopeUses.push({ key, scope: item.scope, location: at.child([index, "scope"]) });
          }
          if (key === "x-required-grants" && !GRANTORS.includes(item.grantor)) {
            const message = `x-required-grants item ${index} has grantor "${item.grantor}"; it must be one of ${GRANTORS.join(", ")}.`;
            ctx.report({ message, location: at.child([index, "grantor"]) });
          }
        }
      }
      for (const [key, { types, message }] of Object.entries(PLACES)) {
        if (key in node && !types.includes(ctx.type?.name)) ctx.report({ message, location: ctx.location.child(key) });
      }
      if ("x-money-string" in node && !isNonEmptyString(node["x-money-string"])) {
        const message = "x-money-string must be a short non-empty reason.";
        ctx.report({ message, location: ctx.location.child("x-money-string") });
      }
    },
    /**
     * @param {Record<string, unknown>} scheme
     * @param {RuleContext} ctx
     */
    SecurityScheme(scheme, ctx) {
      if (scheme?.type !== "oauth2") return;
      oauth2Seen = true;
      for (const [, flow] of entriesOf(scheme.flows)) {
        for (const [scope] of entriesOf(isObject(flow) ? flow.scopes : undefined)) knownScopes.add(scope);
      }
      checkUrlTemplates(scheme, ctx);
    },
    ...atEnd((ctx) => {
      for (const { key, scope, location } of scopeUses.filter((use) => !knownScopes.has(use.scope))) {
        const why = oauth2Seen
          ? "which no flow of the oauth2 security scheme defines"
          : "but the document has no oauth2 security scheme";
        ctx.report({ message: `${key} names scope "${scope}", ${why}.`, location });
      }
    }),
  };
}
