import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { MINUTES } from "../../app/content/en/common";
import * as words from "../../app/content/en/immersive";
import * as data from "../../app/content/data/immersive";
import { idsOf } from "../../app/lib/ids";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const SAMPLE_VIDEO = { ...data.SAMPLE_VIDEO, ...words.SAMPLE_VIDEO };
const VR_EXPERIENCES = idsOf(data.VR_EXPERIENCES).map((id) => ({
  ...data.VR_EXPERIENCES[id],
  ...words.VR_EXPERIENCES[id],
  // English's forms of "min" are alike, and these small numbers have no separator.
  duration: MINUTES.other.replace("{count}", String(data.VR_EXPERIENCES[id].minutes)),
}));

test.describe("/immersive-ar-vr", () => {
  test("the player's focus ring shows around it", async ({ page }) => {
    await gotoHydrated(page, "/immersive-ar-vr");
    const video = page.getByRole("figure").locator("video");
    await video.scrollIntoViewIfNeeded();
    const box = (await video.boundingBox())!;
    // A strip just outside the player's start edge, where the ring (3 px, 2 px off) is drawn.
    const strip = { x: box.x - 5, y: box.y + box.height / 4, width: 4, height: box.height / 2 };
    const before = await page.screenshot({ clip: strip });
    // By keyboard: Tab from the section's heading until the player has focus.
    await page.getByRole("heading", { name: "Featured lesson video" }).click();
    await expect
      .poll(async () => {
        await page.keyboard.press("Tab");
        return video.evaluate((element) => element === document.activeElement);
      })
      .toBe(true);
    expect(await video.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    expect((await page.screenshot({ clip: strip })).equals(before)).toBe(false);
  });

  test.describe("its host unreachable, as every host but the loopback is to the tests", () => {
    // The browser's own line for the video's request that failed.
    test.use({ allowedConsole: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/ });

    test("the video loads nothing heavy, has its fallback and a VideoObject", async ({ page }) => {
      const videoRequests: string[] = [];
      const captionRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url() === SAMPLE_VIDEO.src) videoRequests.push(request.url());
        if (request.url().endsWith(SAMPLE_VIDEO.captions)) captionRequests.push(request.url());
      });
      await gotoHydrated(page, "/immersive-ar-vr");
      const video = page.locator("video");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("poster", SAMPLE_VIDEO.poster);
      await expect(video).toHaveAttribute("controls", "");
      await expect(video.locator("source")).toHaveAttribute("src", SAMPLE_VIDEO.src);
      await expect(video.locator("track")).toHaveAttribute("kind", "captions");
      await expect(video).toContainText("Your browser does not support the video tag.");
      const box = await video.boundingBox();
      expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
      expect(videoRequests).toEqual([]);
      // The captions too wait for play, and then show without being asked for.
      expect(captionRequests).toEqual([]);
      await video.evaluate((element: HTMLVideoElement) => {
        void element.play().catch(() => {});
      });
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
        .toBe("showing");
      await expect.poll(() => captionRequests.length).toBe(1);
      expect((await page.request.get(SAMPLE_VIDEO.poster)).status()).toBe(200);
      expect((await page.request.get(SAMPLE_VIDEO.captions)).status()).toBe(200);

      const html = readFileSync(
        resolve(import.meta.dirname, "../../build/client/immersive-ar-vr/index.html"),
        "utf8",
      );
      const json = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
      const data = JSON.parse(json ?? "null");
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: SAMPLE_VIDEO.title,
        contentUrl: SAMPLE_VIDEO.src,
      });
    });

    test("an unreachable video host gets a message and a retry, not a silent player", async ({
      page,
    }) => {
      await gotoHydrated(page, "/immersive-ar-vr");
      const status = page.getByRole("status").filter({ hasText: "could not be loaded" });
      await expect(status).toHaveCount(0);
      // As pressing play does; the promise is left alone (it waits for a source that never comes).
      await page.locator("video").evaluate((video: HTMLVideoElement) => {
        void video.play().catch(() => {});
      });
      await expect(status).toBeVisible();
      await expectNoA11yViolations(page);
      await status.getByRole("button", { name: "Try again" }).click();
      await expect(page.locator("video")).toBeFocused();
      // The second attempt fails the same way and says so again.
      await expect(status).toBeVisible();
    });
  });

  test("the gallery, the VR Mode labels and the local switches", async ({ page }) => {
    await gotoHydrated(page, "/immersive-ar-vr");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Settings" })).toBeVisible();
    for (const experience of VR_EXPERIENCES) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: experience.title }) });
      await expect(card).toContainText(experience.category);
      await expect(card).toContainText(experience.duration);
      await expect(card).toContainText(experience.difficulty);
      await expect(card.getByRole("img", { name: experience.alt })).toBeVisible();
      await expect(card.getByRole("progressbar")).toHaveAttribute(
        "aria-valuenow",
        String(experience.progress),
      );
    }
    const progress = VR_EXPERIENCES.map((experience) => [experience.category, experience.progress]);
    expect(progress).toEqual([
      ["History", 85],
      ["Biology", 60],
      ["Astronomy", 100],
      ["Physics", 0],
    ]);

    await expect(page.getByRole("button", { name: /^Preview AR/ })).toHaveCount(4);
    await expect(page.getByRole("button", { name: /^Enter VR/ })).toHaveCount(0);

    const vr = page.getByRole("switch", { name: "VR Mode" });
    await expect(vr).not.toBeChecked();
    await vr.click();
    await expect(page.getByRole("button", { name: /^Enter VR/ })).toHaveCount(4);
    await expect(page.getByRole("button", { name: /^Preview AR/ })).toHaveCount(0);

    const rome = page.getByRole("button", { name: "Enter VR: Walk Through Ancient Rome" });
    await expect(rome).toHaveAttribute("aria-pressed", "false");
    await rome.click();
    await expect(rome).toHaveAttribute("aria-pressed", "true");
    const cell = page.getByRole("button", { name: "Enter VR: Journey Inside a Cell" });
    await cell.click();
    await expect(cell).toHaveAttribute("aria-pressed", "true");
    await expect(rome).toHaveAttribute("aria-pressed", "false");
    await cell.click();
    await expect(cell).toHaveAttribute("aria-pressed", "false");

    const collaboration = page.getByRole("switch", { name: "Collaboration Mode" });
    await expect(collaboration).not.toBeChecked();
    await collaboration.click();
    await expect(collaboration).toBeChecked();
    await expect(page.getByRole("switch", { name: "Subtitles" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Seated mode" })).not.toBeChecked();
    await expectNoA11yViolations(page);
  });
});
