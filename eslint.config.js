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
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      eqeqeq: ["error", "always"],
    },
  },
);
