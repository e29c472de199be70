import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/locales";

const folder = (id: string) => new URL(`./${id}/`, import.meta.url);
const modules = (id: string) =>
  readdirSync(folder(id))
    .filter((file) => file.endsWith(".ts") && file !== "index.ts")
    .sort();
/**
 * faces.ts is for the root's head script only: its fonts are Vite `?url` imports, which the tests'
 * Node cannot load.
 */
const FOR_THE_HEAD_ONLY = "faces.ts";

describe("the editions' content folders", () => {
  it.each(Object.keys(LOCALES))("%s has the same modules as English", (id) => {
    expect(modules(id)).toEqual(modules("en"));
  });

  it.each(Object.keys(LOCALES))("%s's index names every module it has", (id) => {
    const index = readFileSync(new URL("index.ts", folder(id)), "utf8");
    for (const file of modules(id).filter((file) => file !== FOR_THE_HEAD_ONLY)) {
      expect(index).toContain(`from "./${file.replace(/\.ts$/, "")}";`);
    }
  });

  it.each(Object.keys(LOCALES))("%s says which edition it is", async (id) => {
    const { LOCALE_ID } = (await import(`./${id}/locale.ts`)) as { LOCALE_ID: string };
    expect(LOCALE_ID).toBe(id);
  });
});

/** Names that hold digits but are no figure: standards and a kind of model. */
const NAMES = ["AES-256", "TLS 1.3", "3D"];
const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/;

/** A words function's text, its arguments placeholders: texts, or lists of texts where it joins. */
function read(fn: (...args: unknown[]) => unknown): unknown {
  const args = (placeholder: unknown) => Array.from({ length: fn.length }, () => placeholder);
  try {
    return fn(...args("·"));
  } catch {
    return fn(...args(["·"]));
  }
}

/** Every text of a module's words with where it is; a words function is read with placeholders. */
function* texts(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === "string") yield [at, value];
  else if (typeof value === "function") {
    yield* texts(read(value as (...args: unknown[]) => unknown), `${at}()`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* texts(item, `${at}.${key}`);
  }
}

describe("the editions' words", () => {
  it.each(Object.keys(LOCALES))(
    "%s types no figure: every number is data, formatted for the edition",
    async (id) => {
      const words: unknown = await import(`./${id}/index.ts`);
      const figures = [...texts(words, id)].filter(([, text]) =>
        DIGIT.test(NAMES.reduce((rest, name) => rest.replaceAll(name, ""), text)),
      );
      expect(figures).toEqual([]);
    },
  );
});
