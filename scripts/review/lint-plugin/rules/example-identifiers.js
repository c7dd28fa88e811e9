// @ts-check
// escrow/example-identifiers: examples imply no format for identifiers. The description gives no
// format for any string identifier (user, client, item, rate and claim-secret IDs, join codes,
// references, secrets and keys), so an example value of one is a placeholder that says so
// (`join_code_not_shown`): `user_7Qm2fX` or `cs_live_4f9a` would teach a prefix, `J7K2QX` six
// upper-case letters. Nor does it give any address, so a URL in an example is on the reserved
// `.invalid` domain, which marks it a placeholder (`https://image-url.invalid/bike.jpg`). Integer
// transaction IDs are stated; no other example value may be built from one (`F2F-90211`, a URL
// ending in `/90211`), since how such values are built is not stated either.
import { atEnd, exampleValues, isObject, onExamples } from "../shared.js";

/** @import { Location, RuleContext, Visitor } from "../shared.js" */

// Properties and parameters that hold an identifier or a code of unstated format, and the header
// that names a user.
const IDENTIFIER_NAME =
  /^(id|[a-z0-9_]+_id|join_code|country_code|[a-z0-9_]*secret|[a-z0-9_]+_key|reference|tracking_code|barcode|service-user)$/i;
// An address: any URL, whatever property holds it, unless its host is under `.invalid`.
const URL = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;
const PLACEHOLDER_HOST = /(^|\.)invalid(:\d+)?$/i;
// A placeholder that marks the place of a value the description does not give.
const PLACEHOLDER = /^[a-z][a-z0-9_]*_not_shown$/;
// Integer identifiers of the examples, which other values must not embed, except a list of them.
const INTEGER_ID_NAME = /^(id|[a-z0-9_]+_id|transactionId)$/;
const ID_LIST_NAME = /^ids$/;

/** @returns {Visitor} */
export default function ExampleIdentifiers() {
  /** Integer identifiers seen in examples. @type {Set<number>} */
  const ids = new Set();
  /** Strings of examples, checked once every identifier is known. @type {Map<string, { text: string, location: Location }>} */
  const strings = new Map();

  /**
   * @param {string} name
   * @param {unknown} value
   * @param {Location} location
   * @param {RuleContext} ctx
   */
  const checkIdentifier = (name, value, location, ctx) => {
    if (typeof value === "number" && Number.isInteger(value) && INTEGER_ID_NAME.test(name)) ids.add(value);
    if (typeof value !== "string" || !IDENTIFIER_NAME.test(name) || PLACEHOLDER.test(value)) return;
    ctx.report({
      message:
        `Example identifier "${name}" is "${value}", which implies a format the description does not give; ` +
        'use a placeholder that ends in "_not_shown".',
      location,
    });
  };

  /**
   * @param {unknown} value
   * @param {Location} location
   * @param {RuleContext} ctx
   */
  const checkUrl = (value, location, ctx) => {
    const host = typeof value === "string" ? URL.exec(value)?.[1] : undefined;
    if (host === undefined || PLACEHOLDER_HOST.test(host)) return;
    ctx.report({
      message:
        `Example URL "${value}" names an address the description does not give; ` +
        "put it on the reserved .invalid domain, which marks it a placeholder.",
      location,
    });
  };

  return {
    ...onExamples((example, location, ctx, parameter) => {
      // A parameter's example is one value, named by the parameter.
      const values =
        typeof parameter?.name === "string"
          ? [{ value: example, name: parameter.name, location }]
          : exampleValues(example, location);
      for (const { value, name, location: at } of values) {
        if (name !== undefined && !isObject(value) && !Array.isArray(value)) checkIdentifier(name, value, at, ctx);
        checkUrl(value, at, ctx);
        if (typeof value === "string" && !ID_LIST_NAME.test(name ?? ""))
          strings.set(at.source.absoluteRef + at.pointer, { text: value, location: at });
      }
    }),
    ...atEnd((ctx) => {
      for (const { text, location } of strings.values()) {
        const embedded = [...ids].find((id) => new RegExp(`(^|\\D)${id}(\\D|$)`).test(text));
        if (embedded === undefined) continue;
        ctx.report({
          message:
            `Example value "${text}" embeds the identifier ${embedded}, which implies how it is built; ` +
            "the description does not say.",
          location,
        });
      }
    }),
  };
}
