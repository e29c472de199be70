/** The data of the frame around every page, the same in every edition. */

export const SITE_NAME = "Lumina Academy";

/** The footer's emoji credit: the set, its licence and links (words: SITE_FOOTER.emojiCredit). */
export const EMOJI_CREDIT = {
  name: "Twemoji",
  nameHref: "https://github.com/jdecked/twemoji",
  license: "CC-BY 4.0",
  licenseHref: "https://creativecommons.org/licenses/by/4.0/",
} as const;

/** The not-found page's status, shown large on it. */
export const NOT_FOUND_STATUS = 404;
