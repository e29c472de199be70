import { resolve } from "node:path";
import { TRANSLATED_LOCALE_IDS, editionPath } from "../../app/locales";
import { PAGES, type PageId } from "../../app/pages";
import { compressedSize, firstLoadAssets } from "../../scripts/first-load.mjs";
import { expect, test } from "@playwright/test";

// Deterministic byte budgets for the JavaScript a first visit downloads
// (everything the prerendered page references), gzip level 9, in KiB, one
// for each page of the registry (app/pages.ts; a page without one fails the
// type check). Kept here, not in the registry, which every page's bundle
// carries. The landing page's budget is the product target; the others leave
// 2 to 4 KiB of headroom over what they weigh today (see docs/performance.md).
const BUDGET_KB: Record<PageId, number> = {
  home: 140,
  aiPersonalization: 134,
  virtualCollaboration: 146,
  gamifiedLearning: 139,
  realTimeAnalytics: 135,
  securePrivate: 133,
  immersiveArVr: 135,
  schedule: 130,
};
const KB = 1024;
const CLIENT_DIR = resolve(import.meta.dirname, "../../build/client");

test.describe("first-load JavaScript budget", () => {
  for (const { id, path } of PAGES) {
    const budget = BUDGET_KB[id];
    test(`${path} stays within ${budget} KB gzip`, () => {
      const { js } = firstLoadAssets(CLIENT_DIR, path);
      expect(js.length).toBeGreaterThan(2);
      const { gzip } = compressedSize(CLIENT_DIR, js);
      expect(gzip, `${path}: ${(gzip / KB).toFixed(1)} KB of ${js.join(", ")}`).toBeLessThanOrEqual(
        budget * KB,
      );
    });
  }
});

// A translated page may weigh at most 3 KiB gzip more than the same page in
// English (its words are longer; no language ships another's words).
const EDITION_ALLOWANCE_KB = 3;

test.describe("each edition's first-load JavaScript", () => {
  for (const id of TRANSLATED_LOCALE_IDS) {
    for (const { path } of PAGES) {
      const url = editionPath(id, path);
      test(`${url} stays within ${EDITION_ALLOWANCE_KB} KB gzip of ${path}`, () => {
        const weigh = (page: string) => {
          const { js } = firstLoadAssets(CLIENT_DIR, page);
          expect(js.length).toBeGreaterThan(2);
          return compressedSize(CLIENT_DIR, js).gzip;
        };
        const [translated, original] = [weigh(url), weigh(path)];
        expect(
          translated,
          `${url}: ${(translated / KB).toFixed(1)} KB against ${(original / KB).toFixed(1)} KB`,
        ).toBeLessThanOrEqual(original + EDITION_ALLOWANCE_KB * KB);
      });
    }
  }
});
