// Baseline lint of the CSS as built (ADR 015): `npm run build`, then
// `stylelint "build/client/assets/*.css" --quiet`. It reads the built files,
// not app/styles/app.css, whose Tailwind directives (@theme, @custom-variant,
// @utility) are no CSS a browser gets. Each feature let through below is
// beyond Baseline widely available (the browsers of .browserslistrc) and has
// a fallback or is an enhancement only; ADR 015 names them. app.css keeps
// this file out of Tailwind's scan, which would take the names below for
// classes.

/** Reported as an unneeded `@supports` (its message's first argument is the
 * condition, in parentheses): Tailwind guards color-mix() and the
 * placeholder colour for older browsers than ours. Not a gap: a warning,
 * which `--quiet` keeps out of the report. */
const overGuarded = (/** @type {unknown} */ first) =>
  typeof first === "string" && first.startsWith("(") ? "warning" : "error";

/** @type {import("stylelint").Config} */
export default {
  // Only the built CSS: the sources under app/ are Tailwind's input.
  ignoreFiles: ["app/**", "public/**", "node_modules/**", "tests/**"],
  plugins: ["stylelint-plugin-use-baseline"],
  rules: {
    "plugin/use-baseline": [
      true,
      {
        available: "widely",
        severity: overGuarded,
        // Tailwind registers its --tw-* variables with @property; its
        // `@layer properties` block gives them their initial values where
        // @property is missing (Firefox before 128).
        ignoreAtRules: ["property"],
        ignoreProperties: {
          // Generic families a browser without them skips, for the next
          // name in the same stack (system-ui, …, sans-serif / monospace).
          "font-family": ["ui-sans-serif", "ui-monospace"],
          // Preflight's textarea{resize:vertical}, resize-none, and an
          // unused .resize (the scan finds `resize: true` in celebrate.ts):
          // a box that can or cannot be dragged bigger; iOS has no handle.
          resize: ["vertical", "none", "both"],
          // Headings wrap greedily where balance is missing.
          "text-wrap": ["balance"],
          // The page under a dialog may shift by a scroll bar's width.
          "scrollbar-gutter": ["stable"],
          // The tabs' scroll bar keeps its usual width.
          "scrollbar-width": ["thin"],
          // The slider keeps the browser's own accent colour.
          "accent-color": [],
          // The sticky header's blur: -webkit-backdrop-filter is emitted
          // beside it, and the header is 90% opaque without it.
          "backdrop-filter": [],
          // Forced colours exist in Chromium and Firefox only, which have it.
          "forced-color-adjust": ["none"],
          // Sonner's toasts: -webkit-user-select is emitted beside it.
          "user-select": ["none"],
        },
      },
    ],
  },
};
