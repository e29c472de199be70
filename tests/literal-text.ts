// The literal-text check (issue 45): in the pseudo-locale edition every word is marked ("«…»",
// app/content/pseudo/pseudo.ts), so a text a visitor reads, or a screen reader says, that is not
// marked was written in code rather than taken from the edition's words. What may show unmarked is
// data, the same in every edition: the names in app/content/data/ (schools, people, the site's
// name), each edition's own name in the language menu, figures formatted by `Intl`.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ALL_LOCALES } from "./editions";

const DATA_DIR = join(import.meta.dirname, "..", "app", "content", "data");

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The texts that may show unmarked: the data's names and the editions' own names. */
export const UNMARKED_DATA: string[] = [
  ...(
    await Promise.all(
      readdirSync(DATA_DIR)
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map(async (file) => strings(Object.values(await import(join(DATA_DIR, file))))),
    )
  ).flat(),
  ...Object.values(ALL_LOCALES).map((locale) => locale.name),
  // sonner names its keyboard shortcut after our label of its region: a key's name, as on the key.
  "alt+T",
]
  .filter((text) => /\p{L}/u.test(text))
  // The longest first: "Lumina Academy" goes before "Lumina" would.
  .sort((a, b) => b.length - a.length);

/**
 * Runs in the page: every text the page shows or names (text, labels, alternatives, the title)
 * with letters left once marked words and `allowed` texts are taken out. A <time>'s text is a date
 * `Intl` wrote ("Nov 23, 2026, 05:52").
 */
export function unmarkedTexts(allowed: string[]): string[] {
  const found = new Set<string>();
  const check = (text: string, where: string) => {
    let rest = text;
    let before;
    // Innermost first: a marked word may hold another ("«a «word»»").
    do {
      before = rest;
      rest = rest.replace(/«[^«»]*»/g, " ");
    } while (rest !== before);
    for (const data of allowed) rest = rest.split(data).join(" ");
    if (/\p{L}/u.test(rest))
      found.add(`${where}: "${text.trim().replace(/\s+/g, " ").slice(0, 100)}"`);
  };
  // Whole elements' text: one word may span several text nodes (a figure put inside it).
  const elements = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      parent &&
      node.textContent?.trim() &&
      !parent.closest("script, style, template, noscript, time")
    ) {
      elements.add(parent);
    }
  }
  for (const element of elements) {
    check(element.textContent ?? "", `<${element.tagName.toLowerCase()}>`);
  }
  const attributes = ["aria-label", "aria-roledescription", "aria-valuetext", "alt", "title"];
  for (const element of document.querySelectorAll(attributes.map((a) => `[${a}]`).join())) {
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value) check(value, `<${element.tagName.toLowerCase()} ${name}>`);
    }
  }
  for (const element of document.querySelectorAll("[placeholder]")) {
    check(
      element.getAttribute("placeholder") ?? "",
      `<${element.tagName.toLowerCase()} placeholder>`,
    );
  }
  check(document.title, "<title>");
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description) check(description.content, "<meta description>");
  return [...found];
}
