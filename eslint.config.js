// Lint gate run by `npm test` (`npm run lint:code`): typescript-eslint's recommended rules on src/,
// test/ and scripts/, strict equality, and the architecture of src/ (see ARCHITECTURE below).
// Formatting is prettier's job, not this file's.
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The package's entry points: what users import, never imported from inside src/. */
const ENTRIES = ["./src/index.ts", "./src/oauth.ts", "./src/schemas.ts", "./src/types.ts"];

/**
 * Which part of src/ may import which. `shared/` (redaction, the URL check, the checks of keys,
 * tokens and time limits, deadlines) serves every part and imports none; the errors (and the one
 * classification of failures) serve the client and the OAuth entry and import no part of either;
 * the OAuth entry sees of the client only its public types; the client knows nothing of OAuth or
 * of the schema checks.
 */
export const ARCHITECTURE = [
  { target: "./src", from: ENTRIES, message: "Nothing inside src/ imports a package entry." },
  {
    target: "./src/shared",
    from: ["./src/client", "./src/errors", "./src/oauth", "./src/schemas"],
    message: "shared/ serves every part and imports none of them.",
  },
  {
    target: "./src/errors",
    from: ["./src/client", "./src/oauth", "./src/schemas"],
    message: "The errors depend on no part of the client or the OAuth entry.",
  },
  {
    target: "./src/oauth",
    from: "./src/client",
    except: ["./types.ts"],
    message: "The OAuth part sees only the client's public types, never its internals.",
  },
  {
    target: "./src/client",
    from: ["./src/oauth", "./src/schemas"],
    message: "The client knows nothing of OAuth or the schema checks.",
  },
  {
    target: "./src/schemas",
    from: ["./src/client", "./src/oauth"],
    except: ["./result-validation.ts"],
    message: "The schema checks see of the client only the result validator's type.",
  },
];

/**
 * The architecture of the runtime code in the repository at `root`: no import cycles (type-only
 * imports aside), and the parts' boundaries of {@link ARCHITECTURE}.
 * @param {string} root
 */
export function architecture(root) {
  return [
    {
      files: ["src/**/*.ts"],
      languageOptions: { parser: tseslint.parser },
      plugins: { "import-x": importX },
      settings: {
        // Dependencies are parsed as TypeScript too: the cycle check follows them.
        ...importX.flatConfigs.typescript.settings,
        "import-x/resolver": undefined,
        "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
      },
      rules: {
        "import-x/no-cycle": "error",
        "import-x/no-restricted-paths": ["error", { basePath: root, zones: ARCHITECTURE }],
      },
    },
  ];
}

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
  ...architecture(import.meta.dirname),
  {
    // Tests call the client as untyped JavaScript would, on purpose.
    files: ["test/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-function-type": "off",
    },
  },
);
