// @ts-check
/**
 * The site's only Trusted Types policy, inlined first in the head (ADR 009): exactly the markup the
 * build found and the service worker's URL pass; no script text, anything else is refused.
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
