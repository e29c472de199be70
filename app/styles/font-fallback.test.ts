import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const FACE = join(
  root,
  "node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
);

/** The value of one descriptor in each of app.css's fallback faces (regular and bold). */
function fallbackDescriptors(css: string, name: string): string[] {
  const faces = css.match(/@font-face\s*\{[^}]*"Atkinson Hyperlegible Next fallback"[^}]*\}/g);
  return (faces ?? []).map(
    (face) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1] ?? "missing",
  );
}

describe("the text face's fallback", () => {
  it("is scaled to the face's metrics over Arial's, as fontaine computes them", async () => {
    const css = readFileSync(join(root, "app/styles/app.css"), "utf8");
    const metrics = await readMetrics(pathToFileURL(FACE));
    const arial = await getMetricsForFamily("Arial");
    expect(metrics).not.toBeNull();
    expect(arial).not.toBeNull();
    const computed = generateFontFace(metrics!, {
      name: "Atkinson Hyperlegible Next fallback",
      font: "Arial",
      metrics: arial!,
    });
    for (const name of [
      "size-adjust",
      "ascent-override",
      "descent-override",
      "line-gap-override",
    ]) {
      const expected = new RegExp(`${name}:\\s*([^;]+);`).exec(computed)?.[1];
      expect(fallbackDescriptors(css, name), name).toEqual([expected, expected]);
    }
    // The text is set in the fallback until the face comes, then in the face.
    expect(css).toMatch(/--font-sans:\s*"Atkinson Hyperlegible Next fallback",/);
    expect(css).toMatch(/--font-text: "Atkinson Hyperlegible Next Variable", var\(--font-sans\);/);
  });
});
