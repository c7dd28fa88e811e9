// @ts-check
// What the rules of the escrow lint plugin share: the shapes Redocly hands a rule, small tests of
// YAML values, and the walk over a schema's properties that money-integer and date-time-format both
// make. Each rule lives in rules/<rule-name>.js; index.js is the plugin entry.

/**
 * A place in a source document, as Redocly gives it to a rule.
 * @typedef {object} Location
 * @property {{ absoluteRef: string }} source The file (or URL) the place is in.
 * @property {string} pointer JSON pointer of the place inside that file.
 * @property {(path: string | number | Array<string | number>) => Location} child The place of a key below this one.
 */

/**
 * What Redocly passes to a visitor beside the node it visits.
 * @typedef {object} RuleContext
 * @property {Location} location Where the visited node is.
 * @property {string | number} key The visited node's key in its parent.
 * @property {{ name: string }} type The node's type in Redocly's type tree (`Operation`, `SecurityScheme`, …).
 * @property {(node: unknown, from?: string) => { node: unknown, location: Location | undefined }} resolve
 *   Follows a `$ref` (relative to `from` when given) to the node it names.
 * @property {(problem: { message: string, location: Location }) => void} report Reports a problem.
 */

/**
 * The visitor a rule returns: for each node type, what to do on entering such a node (a method, as
 * Redocly takes it), or on entering and on leaving it. Methods, so that each hook may say which
 * node it expects.
 * @typedef {{ enter?(node: unknown, ctx: RuleContext): void, leave?(node: unknown, ctx: RuleContext): void }} NodeHooks
 * @typedef {(node: any, ctx: RuleContext) => void} Enter
 */

/** @typedef {Record<string, NodeHooks | Enter>} Visitor */

/**
 * A rule: called once per linted document with the rule's options from redocly.yaml.
 * @typedef {(options?: Record<string, unknown>) => Visitor} Rule
 */

/** Names of money fields: `price`, `charge`, `amount`, and names that begin or end with one of them. */
export const MONEY_NAME = /^(price|charge|amount)$|^(price|charge|amount)_|_(price|charge|amount)$/;

/**
 * Whether a value is a mapping (not null, not a list).
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Whether a value is a reference object (`$ref` with a string).
 * @param {unknown} value
 * @returns {value is Record<string, unknown> & { $ref: string }}
 */
export const isRef = (value) => isObject(value) && typeof value.$ref === "string";

/**
 * Whether a value is a string with something besides white space.
 * @param {unknown} value
 * @returns {value is string}
 */
export const isNonEmptyString = (value) => typeof value === "string" && value.trim() !== "";

/**
 * The keys and values of a mapping or list; none for anything else.
 * @param {unknown} value
 * @returns {Array<[string, unknown]>}
 */
export const entriesOf = (value) => (value !== null && typeof value === "object" ? Object.entries(value) : []);

/**
 * The JSON types a schema allows, as a list (`type: [string, "null"]` gives both).
 * @param {unknown} schema
 * @returns {string[]}
 */
export const typesOf = (schema) => (isObject(schema) ? [schema.type].flat().filter((t) => typeof t === "string") : []);

/**
 * A visitor that calls `check(name, rawProperty, resolvedProperty, location, ctx)` for every
 * property of every schema, resolving `$ref`s relative to the schema's own file.
 * @param {(name: string, raw: unknown, resolved: unknown, location: Location, ctx: RuleContext) => void} check
 * @returns {Visitor}
 */
export function onProperties(check) {
  return {
    /**
     * @param {unknown} schema
     * @param {RuleContext} ctx
     */
    Schema(schema, ctx) {
      if (!isObject(schema) || !isObject(schema.properties)) return;
      for (const [name, raw] of Object.entries(schema.properties)) {
        const resolved = isRef(raw) ? ctx.resolve(raw).node : raw;
        check(name, raw, resolved, ctx.location.child(["properties", name]), ctx);
      }
    },
  };
}

/**
 * A visitor that calls `done(ctx)` once the walk leaves the document's root: for a rule that judges
 * what it collected over the whole document.
 * @param {(ctx: RuleContext) => void} done
 * @returns {Visitor}
 */
export const atEnd = (done) => ({
  Root: { leave: (/** @type {unknown} */ _root, /** @type {RuleContext} */ ctx) => done(ctx) },
});

/**
 * A node with its `$ref` followed (from the file it is written in), and where it is written;
 * undefined for a reference that names nothing.
 * @param {unknown} node
 * @param {Location} location where the node (or its reference) is written
 * @param {RuleContext} ctx
 * @returns {{ node: unknown, location: Location } | undefined}
 */
export function follow(node, location, ctx) {
  if (!isRef(node)) return { node, location };
  const found = ctx.resolve(node, location.source.absoluteRef);
  return found.location ? { node: found.node, location: found.location } : undefined;
}

/**
 * One value inside an example: the keys from the example's top down to it (list positions as
 * numbers), the nearest property name above or at it, and where it is written.
 * @typedef {object} ExampleValue
 * @property {unknown} value
 * @property {Array<string | number>} path
 * @property {string | undefined} name
 * @property {Location} location
 */

/**
 * Every value inside an example value, the example itself first, depth first.
 * @param {unknown} value
 * @param {Location} location where the example value is written
 * @returns {ExampleValue[]}
 */
export function exampleValues(value, location) {
  /** @type {ExampleValue[]} */
  const out = [];
  /** @type {ExampleValue[]} */
  const stack = [{ value, path: [], name: undefined, location }];
  while (stack.length) {
    const at = /** @type {ExampleValue} */ (stack.pop());
    out.push(at);
    const children = Array.isArray(at.value)
      ? at.value.map((child, i) => /** @type {[string | number, unknown]} */ ([i, child]))
      : entriesOf(isObject(at.value) ? at.value : undefined);
    for (const [key, child] of children.reverse()) {
      stack.push({
        value: child,
        path: [...at.path, key],
        name: typeof key === "string" ? key : at.name,
        location: at.location.child(key),
      });
    }
  }
  return out;
}

/**
 * Visitor hooks that call `check(value, location, ctx, parameter)` for every example value of the
 * document: the value of each named example (media types' and parameters' `examples`, and
 * `components/examples`) and the `example` of each media type and parameter (with the parameter).
 * @param {(value: unknown, location: Location, ctx: RuleContext, parameter?: Record<string, unknown>) => void} check
 * @returns {Visitor}
 */
export function onExamples(check) {
  return {
    /**
     * @param {unknown} example
     * @param {RuleContext} ctx
     */
    Example(example, ctx) {
      if (isObject(example) && "value" in example) check(example.value, ctx.location.child("value"), ctx);
    },
    /**
     * @param {unknown} media
     * @param {RuleContext} ctx
     */
    MediaType(media, ctx) {
      if (isObject(media) && "example" in media) check(media.example, ctx.location.child("example"), ctx);
    },
    /**
     * @param {unknown} parameter
     * @param {RuleContext} ctx
     */
    Parameter(parameter, ctx) {
      if (!isObject(parameter)) return;
      if ("example" in parameter) check(parameter.example, ctx.location.child("example"), ctx, parameter);
      for (const [key, named] of entriesOf(parameter.examples)) {
        const found = follow(named, ctx.location.child(["examples", key]), ctx);
        if (isObject(found?.node) && "value" in found.node)
          check(found.node.value, found.location.child("value"), ctx, parameter);
      }
    },
  };
}
