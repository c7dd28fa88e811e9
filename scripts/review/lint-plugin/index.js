// @ts-check
// The escrow lint plugin: the project's own rules for the escrow API description, loaded by Redocly
// CLI through `plugins:` in redocly.yaml and reported as `escrow/<rule-name>`. Each rule is the
// default export of rules/<rule-name>.js, registered here under its file's name, with its bad
// fixtures in test/fixtures/lint/bad/<rule-name>/. Redocly CLI 2.x imports plugins as ES modules:
// the default export returns the plugin.
import { readdirSync } from "node:fs";

/** @import { Rule } from "./shared.js" */

const folder = new URL("./rules/", import.meta.url);
/** The rules, by name: every file of rules/. @type {Record<string, Rule>} */
const rules = Object.fromEntries(
  await Promise.all(
    readdirSync(folder)
      .filter((file) => file.endsWith(".js"))
      .map(async (file) => [file.slice(0, -".js".length), (await import(new URL(file, folder).href)).default]),
  ),
);

/**
 * The plugin: its id and its OpenAPI 3 rules, keyed by rule name.
 * @returns {{ id: string, rules: { oas3: Record<string, Rule> } }}
 */
export default function escrowLintPlugin() {
  return { id: "escrow", rules: { oas3: rules } };
}
