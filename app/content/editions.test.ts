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
