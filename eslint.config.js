import js from "@eslint/js";
import compat from "eslint-plugin-compat";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Attributes and props whose value a person reads or hears. */
const TEXT_PROPS =
  "/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|placeholder|title|alt|label|description|heading|lead|text|message|caption|widget)$/";

/** A string with a letter in it: a word, not punctuation. */
const LETTER = "/\\p{L}/u";
/** An expression written as a JSX child: `<p>{here}</p>`. */
const JSX_CHILD = ":matches(JSXElement, JSXFragment) > JSXExpressionContainer";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-pseudo/",
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
    // Every word lives in app/content (issue 11): no text in JSX, nor in the
    // attributes a person reads or hears. Punctuation and symbols may stay.
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    plugins: { react },
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            "·",
            "—",
            "–",
            ":",
            ",",
            ".",
            "/",
            "(",
            ")",
            "%",
            "+",
            "×",
            "…",
            "|",
            "-",
            "•",
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        ...[
          `JSXAttribute[name.name=${TEXT_PROPS}] > Literal`,
          `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer Literal[value=${LETTER}]`,
          `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer TemplateElement[value.raw=${LETTER}]`,
          `${JSX_CHILD} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTER}]`,
          `${JSX_CHILD} > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
          `${JSX_CHILD} > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
        ].map((selector) => ({
          selector,
          message: "Words live in app/content: import this text from there.",
        })),
      ],
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
  {
    // Browser code meets the browsers of .browserslistrc (Baseline widely
    // available, ADR 015): an API beyond them is feature-checked first, and
    // the line that uses it says what happens without it.
    ...compat.configs["flat/recommended"],
    files: ["app/**/*.{ts,tsx}", "scripts/inline/**/*.js"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    // JavaScript's built-ins too, said here rather than guessed from the
    // absence of a Babel config; only those in the plugin's own list (it
    // knows Promise or Array.prototype.includes, not Iterator.from).
    settings: { lintAllEsApis: true },
  },
);
