// Project lint rules for the escrow API description, loaded by Redocly CLI through `plugins:` in
// redocly.yaml. Redocly CLI 2.x imports plugins as ES modules, so this file exports a default
// function that returns the plugin object.
//
// Rules (all reported as `escrow/<name>`):
//   deprecated-names-replacement  deprecated operations say DEPRECATED and name what replaces them
//   money-integer                 money fields are integers (minor units) unless x-money-string
//   error-response-shared         4xx responses are shared responses built on ApiErrorBody
//   date-time-format              *ed, *paid, *deadline, *ed_by_* properties are strings with format
//                                 date-time, in every anyOf/oneOf string branch; untyped ones are
//                                 reported; booleans pass only when named in the allowBooleans option
//                                 (money names such as amount_refunded are left to money-integer);
//                                 *_at, *_by, *_until strings without date-time need x-gaps
//   summary-sentence-case         summaries are sentence case without a trailing period
//   vendor-extensions             x-gaps & co. are well formed and name scopes that exist; an OAuth
//                                 flow's x-url-templates agree with its placeholder URLs and use
//                                 only the variables the scheme's x-url-variables declare

const MONEY_NAME = /^(price|charge|amount)$|^(price|charge|amount)_|_(price|charge|amount)$/;
// Names that read as a date-time: `created`, `deposit_paid`, `tracking_details_deadline`,
// `claimed_by_buyer`.
const DATE_NAME = /(ed|paid|deadline)$|ed_by_[a-z]+$/;
// Names that may read as a time but could also hold a date or text (`arrives_by`, `ships_at`): a
// string without format date-time must say in x-gaps that its format is open, never leave it silent.
const TIME_HINT_NAME = /_(at|by|until)$/;
const STRING_LIST_EXTENSIONS = ["x-gaps", "x-offline-scopes", "x-required-grants", "x-error-codes"];
const SCOPE_EXTENSIONS = ["x-offline-scopes", "x-required-grants"];
const ERROR_SCHEMA_FILE = "ApiErrorBody.yaml";
const ERROR_SCHEMA_POINTER = "#/components/schemas/ApiErrorBody";

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isRef = (value) => isObject(value) && typeof value.$ref === "string";
const isNonEmptyString = (value) => typeof value === "string" && value.trim() !== "";

/** The JSON types a schema allows, as a list (`type: [string, "null"]` gives both). */
function typesOf(schema) {
  if (!isObject(schema)) return [];
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t) => typeof t === "string");
  return [];
}

/** File name (last path segment) of a resolved location's source. */
function fileOf(location) {
  const ref = location?.source?.absoluteRef ?? "";
  return ref.split(/[\\/]/).pop() ?? "";
}

/** Path of the file behind a resolved location, with forward slashes. */
function pathOf(location) {
  return String(location?.source?.absoluteRef ?? "").replace(/\\/g, "/");
}

/** Whether a resolved location is a whole file (not a place inside one). */
function isFileRoot(location) {
  return !location?.pointer || location.pointer === "#/" || location.pointer === "#";
}

/**
 * Calls `check(name, rawProperty, resolvedProperty, location)` for every property of a schema,
 * resolving `$ref`s relative to the schema's own file.
 */
function eachProperty(schema, ctx, check) {
  if (!isObject(schema) || !isObject(schema.properties)) return;
  for (const [name, raw] of Object.entries(schema.properties)) {
    const resolved = isRef(raw) ? ctx.resolve(raw).node : raw;
    check(name, raw, resolved, ctx.location.child(["properties", name]));
  }
}

// ---------------------------------------------------------------------------------------------

function DeprecatedNamesReplacement() {
  const operationIds = new Set();
  const pathKeys = [];
  const deprecated = [];
  let currentPath = "";
  return {
    Paths: {
      enter(paths) {
        for (const key of Object.keys(paths ?? {})) pathKeys.push(key);
      },
    },
    PathItem: {
      enter(_pathItem, ctx) {
        currentPath = String(ctx.key);
      },
    },
    Operation: {
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
      leave(_root, ctx) {
        const templates = pathKeys.map((key) => ({
          key,
          pattern: new RegExp(
            "^" +
              key
                .split(/(\{[^}]+\})/)
                .map((part) => (part.startsWith("{") ? "(?:[^/]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
                .join("") +
              "/?$",
          ),
        }));
        const pathExists = (mentioned) => {
          const candidates = [mentioned, mentioned.replace(/^\/api\/v1(?=\/)/, "")];
          return templates.some(({ pattern }) => candidates.some((c) => pattern.test(c)));
        };
        for (const { operation, path, method, location } of deprecated) {
          const where = `${method.toUpperCase()} ${path}`;
          const description = typeof operation.description === "string" ? operation.description : "";
          if (!description.trimStart().startsWith("DEPRECATED")) {
            ctx.report({
              message: `Deprecated operation ${where} must have a description that starts with "DEPRECATED".`,
              location: description ? location.child("description") : location.child("deprecated"),
            });
            continue;
          }
          const mentionedPaths = description.match(/\/api\/v1\/[^\s`'"),;]*/g) ?? [];
          const namesPath = mentionedPaths.some((p) => pathExists(p.replace(/[.:]+$/, "")));
          const words = description.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
          const namesOperation = words.some((word) => word !== operation.operationId && operationIds.has(word));
          if (!namesPath && !namesOperation) {
            const detail = mentionedPaths.length
              ? ` (${mentionedPaths.join(", ")} is not a path of this document)`
              : "";
            ctx.report({
              message: `Deprecated operation ${where} must name its replacement: a path /api/v1/... or an operationId of this document${detail}.`,
              location: location.child("description"),
            });
          }
        }
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------

function moneyProblem(name, raw, resolved) {
  if (isObject(raw) && "x-money-string" in raw) return null;
  if (isObject(resolved) && "x-money-string" in resolved) return null;
  const types = typesOf(resolved);
  const ok = types.includes("integer") && types.every((t) => t === "integer" || t === "null");
  if (ok) return null;
  const stated = types.length ? `not ${types.join(" | ")}` : "but it states no type";
  return `Money field "${name}" must be type: integer (minor units), ${stated}; a documented string amount carries x-money-string.`;
}

function MoneyInteger() {
  return {
    Schema: {
      enter(schema, ctx) {
        eachProperty(schema, ctx, (name, raw, resolved, location) => {
          if (!MONEY_NAME.test(name)) return;
          const message = moneyProblem(name, raw, resolved);
          if (message) ctx.report({ message, location });
        });
      },
    },
    Parameter: {
      enter(parameter, ctx) {
        if (typeof parameter.name !== "string" || !MONEY_NAME.test(parameter.name)) return;
        const raw = parameter.schema;
        const resolved = isRef(raw) ? ctx.resolve(raw).node : raw;
        const carrier = "x-money-string" in parameter ? parameter : raw;
        const message = moneyProblem(`${parameter.name}`, carrier, resolved);
        if (message) {
          ctx.report({
            message: message.replace("Money field", "Money parameter"),
            location: ctx.location.child(raw ? "schema" : "name"),
          });
        }
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** Whether a resolved response location is a shared response under components/responses. */
function isSharedResponse(location) {
  if (location?.pointer?.startsWith("#/components/responses/")) return true;
  return isFileRoot(location) && /\/components\/responses\/[^/]+\.ya?ml$/.test(pathOf(location));
}

function isErrorSchema(location) {
  if (location?.pointer === ERROR_SCHEMA_POINTER) return true;
  return (
    isFileRoot(location) && fileOf(location) === ERROR_SCHEMA_FILE && /\/components\/schemas\//.test(pathOf(location))
  );
}

/** How to name a shared response in a message: its file from `components/` on, or its pointer. */
function responseName(location) {
  const file = pathOf(location);
  const at = file.lastIndexOf("/components/");
  if (isFileRoot(location) && at !== -1) return file.slice(at + 1);
  return location?.pointer ?? file;
}

function ErrorResponseShared() {
  // A shared response is used by many operations; report a problem inside it once.
  const reported = new Set();
  const reportOnce = (ctx, location, message) => {
    const key = `${location.source.absoluteRef}${location.pointer}`;
    if (reported.has(key)) return;
    reported.add(key);
    ctx.report({ message, location });
  };
  return {
    Operation: {
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
          if (!target.node || !isSharedResponse(target.location)) {
            ctx.report({
              message: `Response ${code} must $ref a shared response in components/responses (it points to ${raw.$ref}).`,
              location: location.child("$ref"),
            });
            continue;
          }
          const name = responseName(target.location);
          const schema = target.node?.content?.["application/json"]?.schema;
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

// ---------------------------------------------------------------------------------------------

/**
 * The alternatives a property schema allows, each as `{ types, format }`: one per branch of
 * `anyOf`/`oneOf` (resolved, nested branches flattened), else the schema itself with any types and
 * format its `allOf` branches add. An alternative with no types states no type at all.
 */
function alternativesOf(schema, ctx, from = undefined, seen = new Set()) {
  let node = schema;
  let source = from;
  if (isRef(schema)) {
    const target = ctx.resolve(schema, from);
    node = target.node;
    source = target.location?.source?.absoluteRef ?? from;
  }
  if (!isObject(node) || seen.has(node)) return [{ types: [], format: undefined }];
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  if (branches.length) {
    const path = new Set([...seen, node]); // guards against a branch that refers back to itself
    return branches.flatMap((branch) => alternativesOf(branch, ctx, source, path));
  }
  const types = new Set(typesOf(node));
  let format = node.format;
  for (const part of Array.isArray(node.allOf) ? node.allOf : []) {
    const resolved = isRef(part) ? ctx.resolve(part, source).node : part;
    typesOf(resolved).forEach((t) => types.add(t));
    if (isObject(resolved) && resolved.format !== undefined) format ??= resolved.format;
  }
  return [{ types: [...types], format }];
}

/** What is wrong with a date-time-named property, or null. `booleans` lists allowed flag names. */
function dateTimeProblem(name, alternatives, booleans) {
  if (alternatives.some(({ types }) => types.length === 0)) {
    return `Property "${name}" is named like a date-time but states no type; it must be a string with format: date-time.`;
  }
  const types = new Set(alternatives.flatMap(({ types: t }) => t).filter((t) => t !== "null"));
  if (types.has("boolean") && !booleans.has(name)) {
    return `Property "${name}" is named like a date-time, so it must be a string with format: date-time, not a boolean (a boolean needs its name in the rule's allowBooleans option).`;
  }
  const others = [...types].filter((t) => t !== "string" && t !== "boolean");
  if (others.length) {
    return `Property "${name}" is named like a date-time, so it must be a string with format: date-time, not ${others.join(" | ")}.`;
  }
  const wrong = alternatives.filter(({ types: t, format }) => t.includes("string") && format !== "date-time");
  if (wrong.length) {
    const formats = [...new Set(wrong.map(({ format }) => format).filter(Boolean))];
    const where = alternatives.length > 1 ? " in every string branch" : "";
    return `Property "${name}" is a string named like a date-time, so it must have format: date-time${where}${formats.length ? ` (not ${formats.join(", ")})` : ""}.`;
  }
  return null;
}

function DateTimeFormat(options) {
  const booleans = new Set(Array.isArray(options?.allowBooleans) ? options.allowBooleans : []);
  return {
    Schema: {
      enter(schema, ctx) {
        eachProperty(schema, ctx, (name, raw, _resolved, location) => {
          // A money name such as amount_refunded also ends in "ed"; money-integer governs it.
          if (MONEY_NAME.test(name)) return;
          if (!DATE_NAME.test(name)) {
            if (!TIME_HINT_NAME.test(name)) return;
            const alternatives = alternativesOf(raw, ctx);
            const dated = alternatives.every(
              ({ types, format }) => !types.includes("string") || format === "date-time",
            );
            const noted = [raw, _resolved].some(
              (node) => isObject(node) && Array.isArray(node["x-gaps"]) && node["x-gaps"].length > 0,
            );
            if (!dated && !noted) {
              ctx.report({
                message: `Property "${name}" is named like a time but is not a string with format: date-time; give it that format, or x-gaps saying its format is not shown.`,
                location,
              });
            }
            return;
          }
          const message = dateTimeProblem(name, alternativesOf(raw, ctx), booleans);
          if (message) ctx.report({ message, location });
        });
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** Problems with a summary's casing and punctuation; an empty list when it is sentence case. */
function summaryProblems(summary) {
  const problems = [];
  const firstLetter = summary.match(/\p{L}/u)?.[0];
  if (firstLetter && firstLetter !== firstLetter.toUpperCase()) {
    problems.push("must start with an upper-case letter");
  }
  const words = summary.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const capitalised = words.slice(1).filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word));
  if (capitalised.length) {
    const list = capitalised.map((word) => `"${word}"`).join(", ");
    problems.push(`must be sentence case, but ${list} ${capitalised.length > 1 ? "are" : "is"} capitalised`);
  }
  if (/\.\s*$/.test(summary)) problems.push("must not end with a period");
  return problems;
}

function SummarySentenceCase() {
  return {
    Operation: {
      enter(operation, ctx) {
        if (typeof operation.summary !== "string") return;
        const problems = summaryProblems(operation.summary);
        if (problems.length) {
          ctx.report({
            message: `Summary "${operation.summary}" ${problems.join("; ")}.`,
            location: ctx.location.child("summary"),
          });
        }
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------

function listProblem(value) {
  if (!Array.isArray(value)) return "must be a list";
  if (value.length === 0) return "must not be empty";
  const bad = value.findIndex((item) => !isNonEmptyString(item));
  if (bad !== -1) return `item ${bad} must be a non-empty string`;
  return null;
}

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

const FLOW_TYPES = new Set(["ImplicitFlow", "PasswordFlow", "ClientCredentials", "AuthorizationCode"]);
const FLOW_URL_FIELDS = ["authorizationUrl", "tokenUrl", "refreshUrl"];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Problems of one OAuth flow's `x-url-templates` against the flow's own URL fields and the variables
 * its scheme declares in `x-url-variables`. Each problem is `{ at, message }`, `at` a path under the
 * flow. A template stands for the layout the interface gives; the field beside it must be a valid
 * URL on the reserved `.invalid` domain (a placeholder, no invented host) with that same layout.
 */
function urlTemplateProblems(flow, variables) {
  const problems = [];
  const templates = flow["x-url-templates"];
  if (!isObject(templates) || Object.keys(templates).length === 0) {
    return {
      problems: [
        { at: ["x-url-templates"], message: "x-url-templates must be a non-empty map of flow URL field to template." },
      ],
      used: new Set(),
    };
  }
  const used = new Set();
  for (const [field, template] of Object.entries(templates)) {
    const at = ["x-url-templates", field];
    if (!FLOW_URL_FIELDS.includes(field)) {
      problems.push({
        at,
        message: `x-url-templates names "${field}", which is not a flow URL field (${FLOW_URL_FIELDS.join(", ")}).`,
      });
      continue;
    }
    if (!isNonEmptyString(template)) {
      problems.push({ at, message: `x-url-templates.${field} must be a non-empty template string.` });
      continue;
    }
    const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
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
    const actual = flow[field];
    if (typeof actual !== "string") {
      problems.push({ at: [field], message: `x-url-templates.${field} has no ${field} beside it in the flow.` });
      continue;
    }
    let url;
    try {
      url = new URL(actual);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || !/(^|\.)invalid$/.test(url.hostname)) {
      problems.push({
        at: [field],
        message: `${field} must be an absolute http(s) URL on the reserved .invalid domain while x-url-templates holds its layout (it is ${JSON.stringify(actual)}).`,
      });
      continue;
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
      problems.push({
        at: [field],
        message: `${field} ${JSON.stringify(actual)} does not follow its template ${JSON.stringify(template)}.`,
      });
    }
  }
  return { problems, used };
}

function VendorExtensions() {
  const knownScopes = new Set();
  let oauth2Seen = false;
  const scopeUses = [];
  return {
    any: {
      enter(node, ctx) {
        if (!isObject(node)) return;
        for (const key of STRING_LIST_EXTENSIONS) {
          if (!(key in node)) continue;
          const problem = listProblem(node[key]);
          if (problem) {
            ctx.report({ message: `${key} ${problem}.`, location: ctx.location.child(key) });
          } else if (SCOPE_EXTENSIONS.includes(key)) {
            node[key].forEach((scope, index) =>
              scopeUses.push({ key, scope, location: ctx.location.child([key, index]) }),
            );
          }
        }
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
        if ("x-implied-operations" in node) {
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
          } else {
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
      },
    },
    SecurityScheme: {
      enter(scheme, ctx) {
        if (scheme?.type !== "oauth2") return;
        oauth2Seen = true;
        for (const flow of Object.values(scheme.flows ?? {})) {
          for (const scope of Object.keys(flow?.scopes ?? {})) knownScopes.add(scope);
        }
        const declared = scheme["x-url-variables"];
        const variables = new Set();
        if (declared !== undefined) {
          if (!isObject(declared) || Object.keys(declared).length === 0) {
            ctx.report({
              message: "x-url-variables must be a non-empty map of variable name to { description }.",
              location: ctx.location.child("x-url-variables"),
            });
          } else {
            for (const [name, value] of Object.entries(declared)) {
              variables.add(name);
              if (!isObject(value) || !isNonEmptyString(value.description)) {
                ctx.report({
                  message: `x-url-variables.${name} needs a non-empty description.`,
                  location: ctx.location.child(["x-url-variables", name]),
                });
              }
            }
          }
        }
        const used = new Set();
        let anyTemplates = false;
        for (const [flowName, flow] of Object.entries(scheme.flows ?? {})) {
          if (!isObject(flow) || !("x-url-templates" in flow)) continue;
          anyTemplates = true;
          const found = urlTemplateProblems(flow, variables);
          found.used.forEach((name) => used.add(name));
          for (const { at, message } of found.problems) {
            ctx.report({ message, location: ctx.location.child(["flows", flowName, ...at]) });
          }
        }
        if (declared !== undefined && isObject(declared)) {
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
      },
    },
    Root: {
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

// ---------------------------------------------------------------------------------------------

export default function escrowLintPlugin() {
  return {
    id: "escrow",
    rules: {
      oas3: {
        "deprecated-names-replacement": DeprecatedNamesReplacement,
        "money-integer": MoneyInteger,
        "error-response-shared": ErrorResponseShared,
        "date-time-format": DateTimeFormat,
        "summary-sentence-case": SummarySentenceCase,
        "vendor-extensions": VendorExtensions,
      },
    },
  };
}
