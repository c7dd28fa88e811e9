// @ts-check
// escrow/vendor-extensions: the project's x- extensions are well formed. x-gaps, x-offline-scopes
// and x-error-codes are non-empty lists of non-empty strings; x-required-grants a non-empty list of
// `{ scope, grantor }`, the grantor one of GRANTORS; x-money-string is a reason; x-ambiguities and
// x-implied-operations entries have their fields; every scope they name is defined by the oauth2
// scheme's flows. x-url-templates sits on an OAuth2 flow and agrees with
// the placeholder URLs beside it, using only the variables its scheme's x-url-variables declares.
import { entriesOf, escapeRegExp, isNonEmptyString, isObject } from "../shared.js";

/** @import { Location, RuleContext, Visitor } from "../shared.js" */

const STRING_LIST_EXTENSIONS = ["x-gaps", "x-offline-scopes", "x-error-codes"];
const SCOPE_EXTENSIONS = ["x-offline-scopes"];
/**
 * Who grants a scope named in x-required-grants: the user the access token was issued to, the user
 * the `Service-User` header names, the user the body's `join_user_id` names, or the transaction's
 * online user, as the description calls them.
 */
export const GRANTORS = ["token-user", "service-user", "join-user", "online-user"];
const FLOW_TYPES = new Set(["ImplicitFlow", "PasswordFlow", "ClientCredentials", "AuthorizationCode"]);
const FLOW_URL_FIELDS = ["authorizationUrl", "tokenUrl", "refreshUrl"];

/**
 * What is wrong with a list of strings, or null.
 * @param {unknown} value
 */
function listProblem(value) {
  if (!Array.isArray(value)) return "must be a list";
  if (value.length === 0) return "must not be empty";
  const bad = value.findIndex((item) => !isNonEmptyString(item));
  if (bad !== -1) return `item ${bad} must be a non-empty string`;
  return null;
}

/**
 * What is wrong with a list of objects that each need the string `fields`, or null.
 * @param {unknown} value
 * @param {string[]} fields
 */
function objectListProblem(value, fields) {
  if (!Array.isArray(value)) return "must be a list";
  if (value.length === 0) return "must not be empty";
  for (const [index, item] of value.entries()) {
    if (!isObject(item)) return `item ${index} must be an object with ${fields.join(", ")}`;
    const missing = fields.filter((field) => !isNonEmptyString(item[field]));
    if (missing.length) return `item ${index} needs non-empty ${missing.join(", ")}`;
  }
  return null;
}

/** @typedef {{ at: Array<string | number>, message: string }} FlowProblem */
/** @typedef {Array<{ key: string, scope: string, location: Location }>} ScopeUses */

/**
 * Problems of one OAuth flow's `x-url-templates` against the flow's own URL fields and the variables
 * its scheme declares in `x-url-variables`, with the variables the templates use. Each problem's
 * `at` is a path under the flow. A template stands for the layout the interface gives; the field
 * beside it must be a valid URL on the reserved `.invalid` domain (a placeholder, no invented host)
 * with that same layout.
 * @param {Record<string, unknown>} flow
 * @param {Set<string>} variables
 * @returns {{ problems: FlowProblem[], used: Set<string> }}
 */
function urlTemplateProblems(flow, variables) {
  const templates = flow["x-url-templates"];
  if (!isObject(templates) || Object.keys(templates).length === 0) {
    return {
      problems: [
        { at: ["x-url-templates"], message: "x-url-templates must be a non-empty map of flow URL field to template." },
      ],
      used: new Set(),
    };
  }
  /** @type {FlowProblem[]} */
  const problems = [];
  /** @type {Set<string>} */
  const used = new Set();
  for (const [field, template] of Object.entries(templates)) {
    problems.push(...templateProblems(flow, field, template, { variables, used }));
  }
  return { problems, used };
}

/**
 * Problems of one entry of `x-url-templates`: the field it names, its variables (added to `used`),
 * and the placeholder URL beside it.
 * @param {Record<string, unknown>} flow
 * @param {string} field
 * @param {unknown} template
 * @param {{ variables: Set<string>, used: Set<string> }} names the variables declared, and used so far
 * @returns {FlowProblem[]}
 */
function templateProblems(flow, field, template, { variables, used }) {
  const at = ["x-url-templates", field];
  if (!FLOW_URL_FIELDS.includes(field)) {
    return [
      {
        at,
        message: `x-url-templates names "${field}", which is not a flow URL field (${FLOW_URL_FIELDS.join(", ")}).`,
      },
    ];
  }
  if (!isNonEmptyString(template)) {
    return [{ at, message: `x-url-templates.${field} must be a non-empty template string.` }];
  }
  /** @type {FlowProblem[]} */
  const problems = [];
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? "");
  if (names.length === 0) {
    problems.push({ at, message: `x-url-templates.${field} has no {variable}; put a fixed URL in ${field} itself.` });
  }
  for (const name of names) {
    used.add(name);
    if (!variables.has(name)) {
      problems.push({
        at,
        message: `x-url-templates.${field} uses {${name}}, which the scheme's x-url-variables does not declare.`,
      });
    }
  }
  const placeholder = placeholderProblem(flow[field], field, template);
  if (placeholder) problems.push({ at: [field], message: placeholder });
  return problems;
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
  let url;
  try {
    url = new URL(actual);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !/(^|\.)invalid$/.test(url.hostname)) {
    return `${field} must be an absolute http(s) URL on the reserved .invalid domain while x-url-templates holds its layout (it is ${JSON.stringify(actual)}).`;
  }
  const layout = new RegExp(
    "^" +
      template
        .split(/\{[^{}]*\}/)
        .map(escapeRegExp)
        .join("[^?#]+") +
      "$",
  );
  if (!layout.test(actual)) {
    return `${field} ${JSON.stringify(actual)} does not follow its template ${JSON.stringify(template)}.`;
  }
  return null;
}

/**
 * The string-list extensions of a node; the scopes of the well-formed ones go to `scopeUses`.
 * @param {Record<string, unknown>} node
 * @param {RuleContext} ctx
 * @param {ScopeUses} scopeUses
 */
function checkStringLists(node, ctx, scopeUses) {
  for (const key of STRING_LIST_EXTENSIONS) {
    if (!(key in node)) continue;
    const value = node[key];
    const problem = listProblem(value);
    if (problem) {
      ctx.report({ message: `${key} ${problem}.`, location: ctx.location.child(key) });
    } else if (SCOPE_EXTENSIONS.includes(key) && Array.isArray(value)) {
      value.forEach((scope, index) => scopeUses.push({ key, scope, location: ctx.location.child([key, index]) }));
    }
  }
  if (!("x-required-grants" in node)) return;
  const grants = node["x-required-grants"];
  const problem = objectListProblem(grants, ["scope", "grantor"]);
  const at = ctx.location.child("x-required-grants");
  if (problem) {
    const without = /needs non-empty .*grantor|must be an object/.test(problem)
      ? ": each names the scope and who grants it"
      : "";
    ctx.report({ message: `x-required-grants ${problem}${without}.`, location: at });
    return;
  }
  for (const [index, grant] of /** @type {Record<string, string>[]} */ (grants).entries()) {
    scopeUses.push({ key: "x-required-grants", scope: grant.scope ?? "", location: at.child([index, "scope"]) });
    if (!GRANTORS.includes(grant.grantor ?? "")) {
      ctx.report({
        message: `x-required-grants item ${index} has grantor "${grant.grantor}"; it must be one of ${GRANTORS.join(", ")}.`,
        location: at.child([index, "grantor"]),
      });
    }
  }
}

/**
 * x-url-templates and x-url-variables only where they belong; x-money-string and x-ambiguities
 * well formed.
 * @param {Record<string, unknown>} node
 * @param {RuleContext} ctx
 */
function checkPlacesAndReasons(node, ctx) {
  const typeName = ctx.type?.name;
  if ("x-url-templates" in node && !FLOW_TYPES.has(typeName)) {
    ctx.report({
      message: "x-url-templates belongs on an OAuth2 flow (beside its URL fields).",
      location: ctx.location.child("x-url-templates"),
    });
  }
  if ("x-url-variables" in node && typeName !== "SecurityScheme") {
    ctx.report({
      message: "x-url-variables belongs on an oauth2 security scheme.",
      location: ctx.location.child("x-url-variables"),
    });
  }
  if ("x-money-string" in node && !isNonEmptyString(node["x-money-string"])) {
    ctx.report({
      message: "x-money-string must be a short non-empty reason.",
      location: ctx.location.child("x-money-string"),
    });
  }
  if ("x-ambiguities" in node) {
    const problem = objectListProblem(node["x-ambiguities"], ["topic", "resolution"]);
    if (problem) {
      ctx.report({
        message: `x-ambiguities ${problem}.`,
        location: ctx.location.child("x-ambiguities"),
      });
    }
  }
}

/**
 * x-implied-operations well formed; the scopes its entries name go to `scopeUses`.
 * @param {Record<string, unknown>} node
 * @param {RuleContext} ctx
 * @param {ScopeUses} scopeUses
 */
function checkImpliedOperations(node, ctx, scopeUses) {
  if (!("x-implied-operations" in node)) return;
  const value = node["x-implied-operations"];
  let problem = objectListProblem(value, ["name", "reason"]);
  const badScope = Array.isArray(value)
    ? value.findIndex((item) => isObject(item) && "scope" in item && !isNonEmptyString(item.scope))
    : -1;
  if (!problem && badScope !== -1) problem = `item ${badScope} has an empty scope`;
  if (problem) {
    ctx.report({
      message: `x-implied-operations ${problem}.`,
      location: ctx.location.child("x-implied-operations"),
    });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (!("scope" in item)) return;
      scopeUses.push({
        key: "x-implied-operations",
        scope: item.scope,
        location: ctx.location.child(["x-implied-operations", index, "scope"]),
      });
    });
  }
}

/**
 * The variables an oauth2 scheme declares in x-url-variables, each with its description.
 * @param {Record<string, unknown>} scheme
 * @param {RuleContext} ctx
 * @returns {Set<string>}
 */
function declaredVariables(scheme, ctx) {
  const declared = scheme["x-url-variables"];
  /** @type {Set<string>} */
  const variables = new Set();
  if (declared === undefined) return variables;
  if (!isObject(declared) || Object.keys(declared).length === 0) {
    ctx.report({
      message: "x-url-variables must be a non-empty map of variable name to { description }.",
      location: ctx.location.child("x-url-variables"),
    });
    return variables;
  }
  for (const [name, value] of Object.entries(declared)) {
    variables.add(name);
    if (!isObject(value) || !isNonEmptyString(value.description)) {
      ctx.report({
        message: `x-url-variables.${name} needs a non-empty description.`,
        location: ctx.location.child(["x-url-variables", name]),
      });
    }
  }
  return variables;
}

/**
 * The x-url-templates of every flow of an oauth2 scheme, and every declared variable used by one.
 * @param {Record<string, unknown>} scheme
 * @param {RuleContext} ctx
 * @param {Set<string>} variables
 */
function checkUrlTemplates(scheme, ctx, variables) {
  /** @type {Set<string>} */
  const used = new Set();
  let anyTemplates = false;
  for (const [flowName, flow] of entriesOf(scheme.flows)) {
    if (!isObject(flow) || !("x-url-templates" in flow)) continue;
    anyTemplates = true;
    const found = urlTemplateProblems(flow, variables);
    found.used.forEach((name) => used.add(name));
    for (const { at, message } of found.problems) {
      ctx.report({ message, location: ctx.location.child(["flows", flowName, ...at]) });
    }
  }
  if (!isObject(scheme["x-url-variables"])) return;
  for (const name of variables) {
    if (used.has(name)) continue;
    ctx.report({
      message: anyTemplates
        ? `x-url-variables declares "${name}", which no flow's x-url-templates uses.`
        : `x-url-variables declares "${name}", but no flow has x-url-templates to use it.`,
      location: ctx.location.child(["x-url-variables", name]),
    });
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
  /** @type {ScopeUses} */
  const scopeUses = [];
  return {
    any: {
      /**
       * @param {unknown} node
       * @param {RuleContext} ctx
       */
      enter(node, ctx) {
        if (!isObject(node)) return;
        checkStringLists(node, ctx, scopeUses);
        checkPlacesAndReasons(node, ctx);
        checkImpliedOperations(node, ctx, scopeUses);
      },
    },
    SecurityScheme: {
      /**
       * @param {Record<string, unknown>} scheme
       * @param {RuleContext} ctx
       */
      enter(scheme, ctx) {
        if (scheme?.type !== "oauth2") return;
        oauth2Seen = true;
        for (const [, flow] of entriesOf(scheme.flows)) {
          for (const [scope] of entriesOf(isObject(flow) ? flow.scopes : undefined)) knownScopes.add(scope);
        }
        checkUrlTemplates(scheme, ctx, declaredVariables(scheme, ctx));
      },
    },
    Root: {
      /**
       * @param {unknown} _root
       * @param {RuleContext} ctx
       */
      leave(_root, ctx) {
        for (const { key, scope, location } of scopeUses) {
          if (knownScopes.has(scope)) continue;
          ctx.report({
            message: oauth2Seen
              ? `${key} names scope "${scope}", which no flow of the oauth2 security scheme defines.`
              : `${key} names scope "${scope}", but the document has no oauth2 security scheme.`,
            location,
          });
        }
      },
    },
  };
}
