import { resolve } from "node:path";
import { PAGE_PATHS } from "../../app/content/pages";
import { compressedSize, firstLoadAssets } from "../../scripts/first-load.mjs";
import { expect, test } from "@playwright/test";

// Deterministic byte budgets for the JavaScript a first visit downloads
// (everything the prerendered page references), gzip level 9, in KiB. The
// landing page's budget is the product target; the others leave 2 to 4 KiB
// of headroom over what they weigh today (see docs/performance.md).
const KB = 1024;
const BUDGET_KB: Record<string, number> = {
  "/": 140,
  "/ai-personalization": 148,
  "/virtual-collaboration": 154,
  "/gamified-learning": 150,
  "/real-time-analytics": 130,
  "/secure-private": 128,
  "/immersive-ar-vr": 130,
  "/schedule": 126,
};
const CLIENT_DIR = resolve(import.meta.dirname, "../../build/client");

test.describe("first-load JavaScript budget", () => {
  for (const path of PAGE_PATHS) {
    const budget = BUDGET_KB[path];
    test(`${path} stays within ${budget} KB gzip`, () => {
      expect(budget, `${path} needs a budget`).toBeDefined();
      const { js } = firstLoadAssets(CLIENT_DIR, path);
      expect(js.length).toBeGreaterThan(2);
      const { gzip } = compressedSize(CLIENT_DIR, js);
      expect(gzip, `${path}: ${(gzip / KB).toFixed(1)} KB of ${js.join(", ")}`).toBeLessThanOrEqual(
        budget! * KB,
      );
    });
  }
});
