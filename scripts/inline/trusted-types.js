// @ts-check
/**
 * Inlined first in every page's <head> by scripts/postbuild.ts (ADR 009).
 * The Content-Security-Policy says `require-trusted-types-for 'script'`:
 * the browser then refuses a plain string in any DOM sink that makes script
 * or markup (innerHTML, a script's text, script.src, eval) unless a policy
 * vouches for it. This is the site's only policy (`trusted-types default`),
 * and it vouches for exactly the markup strings the build found: React's
 * empty `<script></script>`, from which it makes a script element it renders
 * in the browser, and each page's JSON-LD data block, which a client-side
 * navigation renders with innerHTML; and one script URL, the service
 * worker's, which the page registers (ADR 012). No script text at all:
 * anything else is refused and reported as a violation. A browser without
 * Trusted Types skips all of this.
 * @param {string[]} markup every markup string the site assigns to innerHTML
 * @param {string} workerUrl the service worker's URL
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is inlined
function trustedTypesPolicy(markup, workerUrl) {
  // Feature-checked below: a browser without Trusted Types has no policy to
  // make, and ignores the CSP's require-trusted-types-for as well.
  /** @type {{ createPolicy: (name: string, rules: object) => unknown } | undefined} */
  // eslint-disable-next-line compat/compat -- progressive: `if (!factory) return` (ADR 015)
  const factory = /** @type {any} */ (window).trustedTypes;
  if (!factory) return;
  factory.createPolicy("default", {
    /** @param {string} html */
    createHTML: (html) => (markup.includes(html) ? html : null),
    /** @param {string} url */
    createScriptURL: (url) => (url === workerUrl ? url : null),
  });
}
