import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "**/*.tmp.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [jsxA11y.flatConfigs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Imports go one way (DESIGN.md): components, lib, content -> features -> routes.
    // Features never import each other (a feature's own files import each other as ./x).
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/routes/*"], message: "Features must not import routes." },
            {
              group: ["~/features/*", "../*"],
              message: "Features never import each other: compose them in a route.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.ts", "app/content/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "~/routes/*"],
              message: "Shared code must not import features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs,ts}", "deploy/**/*.mjs", "tests/**/*.ts", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Inlined into the pages by postbuild: they run in the browser.
    files: ["scripts/inline/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
