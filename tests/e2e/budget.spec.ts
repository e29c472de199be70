import { resolve } from "node:path";
import { PAGES } from "../../app/pages";
import { compressedSize, firstLoadAssets } from "../../scripts/first-load.mjs";
import { expect, test } from "@playwright/test";

// Deterministic byte budgets for the JavaScript a first visit downloads
// (everything the prerendered page references), gzip level 9, in KiB, set per
// page in the registry (app/pages.ts). The landing page's budget is the
// product target; the others leave 2 to 4 KiB of headroom over what they
// weigh today (see docs/performance.md).
const KB = 1024;
const CLIENT_DIR = resolve(import.meta.dirname, "../../build/client");

test.describe("first-load JavaScript budget", () => {
  for (const { path, budgetKb: budget } of PAGES) {
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
