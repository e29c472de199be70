/** English grammar the sentences built in code need; each edition writes its own. */

/** "a" or "an" before a word, by its first letter (enough for the site's own nouns). */
export function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
