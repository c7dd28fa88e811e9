/**
 * Path templates and their parameters. Every `{name}` becomes exactly one path segment, or the call
 * is refused before anything is sent: a parameter must never change which path is called.
 */

// Templates checked and split once into [literal, name, literal, ...].
const templates = new Map<string, string[]>();

function parts(template: string): string[] {
  let split = templates.get(template);
  if (!split) {
    // Checked at run time too: a caller without types could pass "x.evil.example/..." and move the
    // call, its credentials and its acting user to another host.
    split = checkTemplate(template).split(/\{([^{}]*)\}/);
    if (templates.size < 1000) templates.set(template, split);
  }
  return split;
}

/**
 * Fills a path template with `params`. Accepted values: a non-empty string other than "." and ".."
 * (sent through `encodeURIComponent`, which also encodes "/", "?" and "#"), a finite number, a
 * bigint. Anything else throws a TypeError naming the parameter and the template, never the value.
 */
export function fillPath(template: string, params: unknown): string {
  const split = parts(template);
  if (split.length === 1) return template;
  let out = split[0]!;
  for (let i = 1; i < split.length; i += 2) {
    const name = split[i]!;
    const value =
      typeof params === "object" && params !== null && Object.prototype.hasOwnProperty.call(params, name)
        ? (params as Record<string, unknown>)[name]
        : undefined;
    let text = "";
    if (typeof value === "string" && value !== "" && value !== "." && value !== "..") {
      try {
        text = encodeURIComponent(value);
      } catch {
        // A lone surrogate has no UTF-8 form: refused below.
      }
    } else if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "bigint") text = String(value);
    if (!text) throw new TypeError(`Path parameter "${name}" of ${template} ${refusal(value)}`);
    out += text + split[i + 1];
  }
  return out;
}

function refusal(value: unknown): string {
  return value === undefined
    ? "is missing"
    : typeof value === "string"
      ? 'must not be "", "." or "..", and must be well-formed Unicode'
      : typeof value === "number"
        ? "must be a finite number"
        : "must be a string, a finite number or a bigint";
}

/**
 * Checks a path template: it starts with "/", is visible ASCII (the URL parser drops control
 * characters, which could turn "..\0" into ".."), and has no query, fragment, backslash, empty, "."
 * or ".." segment, so the URL parser cannot move it elsewhere.
 */
export function checkTemplate(template: unknown): string {
  if (!isTemplate(template)) {
    throw new TypeError(
      'The path must start with "/" and be visible ASCII without query, fragment, backslash, "%", empty, "." or ".." segment',
    );
  }
  return template;
}

/** Whether {@link checkTemplate} takes `template` (one already split is known to). */
export const isTemplate = (template: unknown): template is string =>
  templates.has(template as string) ||
  (typeof template === "string" &&
    /^[!-~]+$/.test(template) &&
    /^(\/[^/?#\\{}%]*(\{[A-Za-z0-9_.-]+\}[^/?#\\{}%]*)*)+$/.test(template) &&
    !/\/\.{0,2}(?=\/|$)/.test(template));
