// @ts-check
// The escrow lint plugin: the project's own rules for the escrow API description, loaded by Redocly
// CLI through `plugins:` in redocly.yaml and reported as `escrow/<rule-name>`. Each rule is in
// rules/<rule-name>.js, with its bad fixtures in test/fixtures/lint/bad/<rule-name>/. Redocly CLI
// 2.x imports plugins as ES modules: the default export returns the plugin.
import dateTimeFormat from "./rules/date-time-format.js";
import deprecatedNamesReplacement from "./rules/deprecated-names-replacement.js";
import errorResponseShared from "./rules/error-response-shared.js";
import exampleIdentifiers from "./rules/example-identifiers.js";
import exampleUnstatedRelations from "./rules/example-unstated-relations.js";
import moneyInteger from "./rules/money-integer.js";
import summarySentenceCase from "./rules/summary-sentence-case.js";
import vendorExtensions from "./rules/vendor-extensions.js";

/** @import { Rule } from "./shared.js" */

/**
 * The plugin: its id and its OpenAPI 3 rules, keyed by rule name.
 * @returns {{ id: string, rules: { oas3: Record<string, Rule> } }}
 */
export default function escrowLintPlugin() {
  return {
    id: "escrow",
    rules: {
      oas3: {
        "deprecated-names-replacement": deprecatedNamesReplacement,
        "money-integer": moneyInteger,
        "error-response-shared": errorResponseShared,
        "date-time-format": dateTimeFormat,
        "summary-sentence-case": summarySentenceCase,
        "example-identifiers": exampleIdentifiers,
        "example-unstated-relations": exampleUnstatedRelations,
        "vendor-extensions": vendorExtensions,
      },
    },
  };
}
