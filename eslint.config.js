// Lint gate run by `npm test` (`npm run lint:code`): typescript-eslint's recommended rules on src/,
// test/ and scripts/, plus strict equality. Formatting is prettier's job, not this file's.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "generated/", "node_modules/", ".tmp/", "test/fixtures/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // `== null` is the one loose comparison kept: it means "null or undefined".
      eqeqeq: ["error", "always", { null: "ignore" }],
      // A leading underscore marks a value taken only to be left out (`const { nonce: _nonce, ...rest }`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests call the client as untyped JavaScript would, on purpose.
    files: ["test/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-function-type": "off",
    },
  },
);
