import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, ONLY_LOOPBACK, findChromium } from "../../scripts/chromium.mjs";
import { freePort, serve, servedAt } from "../../scripts/serve.mjs";
import { NOT_FOUND_WORDS, PAGE_WORDS } from "../../app/content/en/pages";
import { SAMPLE_VIDEO_PLAYER } from "../../app/content/en/immersive";
import { DEMO_VIDEO, HERO, HERO_ACTIONS } from "../../app/content/en/landing";
import { SCHEDULE_PAGE } from "../../app/content/en/schedule";
import { OFFLINE, SITE_HEADER, UPDATE } from "../../app/content/en/site";
import { SCHEDULE_PAGE as SPANISH_SCHEDULE } from "../../app/content/es/schedule";
import { OFFLINE as SPANISH_OFFLINE } from "../../app/content/es/site";
import { PAGES } from "../../app/pages";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

/**
 * Offline, after one visit (ADR 012). Each test serves its own copy of the
 * build on a port of its own (so it has a service worker of its own, and can
 * change the copy): "offline" is that server stopped, which fails the
 * worker's requests, and the browser context set offline, which fails the
 * page's.
 */
const BUILD = resolve(import.meta.dirname, "../../build");

class Site {
  private server: Awaited<ReturnType<typeof serve>> | null = null;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url() {
    return servedAt(this.port).url;
  }

  static async copy(port: number): Promise<Site> {
    const dir = await mkdtemp(join(tmpdir(), "lumina-offline-"));
    for (const part of ["client", "nginx"]) {
      await cp(join(BUILD, part), join(dir, part), { recursive: true });
    }
    return new Site(dir, port);
  }

  async start() {
    this.server = await serve({ port: this.port, root: join(this.dir, "client") });
  }

  async stop() {
    await this.server?.stop();
    this.server = null;
  }

  async remove() {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * Waits until the service worker controls the page (it has saved the edition
 * and taken over) and no request the page made before that is still on its
 * way: stopping the server then would fail it, and the page would log it.
 */
async function untilSaved(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.waitForLoadState("networkidle");
}

async function goOffline(page: Page, site: Site) {
  await site.stop();
  await page.context().setOffline(true);
}

/** Clicks `button` and waits until its page has loaded again (a new document, a new time origin). */
async function reloadedBy(button: Locator) {
  const page = button.page();
  const before = await page.evaluate(() => performance.timeOrigin);
  await button.click();
  await expect
    .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before))
    .not.toBe(before);
}

async function expectPage(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

test.describe("offline, after one visit", () => {
  test.use({
    serviceWorkers: "allow",
    allowedConsole:
      /404 Error: User attempted to access non-existent route|status of 404 \(Not Found\)/,
  });
  let site: Site;
  test.beforeEach(async () => {
    site = await Site.copy(await freePort());
    await site.start();
  });
  test.afterEach(async ({ page }) => {
    // The page first: it may still be registering the worker, whose script
    // request would fail once the server is gone (and the page would log it).
    await page.close();
    await site.remove();
  });

  test("every page opens by its address; an unknown one is not found", async ({ page }) => {
    await page.goto(`${site.url}/`);
    await untilSaved(page);
    // A first install replaces nothing, so it offers no update.
    await expect(page.getByRole("button", { name: UPDATE.action })).toHaveCount(0);
    await goOffline(page, site);

    for (const { id, path } of PAGES) {
      await gotoHydrated(page, `${site.url}${path}`);
      await expect(page).toHaveTitle(PAGE_WORDS[id].title);
    }
    // A saved page whatever its query (a link from a mail, an advert).
    await gotoHydrated(page, `${site.url}/schedule?ref=mail&gclid=1`);
    await expect(page).toHaveTitle(PAGE_WORDS.schedule.title);
    const response = await page.goto(`${site.url}/no/such-page`);
    expect(response?.status()).toBe(404);
    await expectPage(page, NOT_FOUND_WORDS.heading);
    // In an edition not saved, whose not-found page is not either: its offline page.
    await page.goto(`${site.url}/es/no/such-page`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPANISH_OFFLINE.title);
  });

  test("a page opens by reload and by link; the demo video, emoji and games' code answer", async ({
    page,
  }) => {
    await page.goto(`${site.url}/`);
    await untilSaved(page);
    await goOffline(page, site);

    await page.goto(`${site.url}/schedule/`);
    await expect(page).toHaveTitle(PAGE_WORDS.schedule.title);
    await page.reload();
    await expect(page).toHaveTitle(PAGE_WORDS.schedule.title);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

    // In the app: a link to another page, then back.
    await page.getByRole("link", { name: "Lumina Academy" }).first().click();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(page).toHaveTitle(PAGE_WORDS.home.title);

    // The demo video's frame says it could not be loaded.
    await page.getByRole("button", { name: HERO_ACTIONS.demo }).click();
    const dialog = page.getByRole("dialog", { name: DEMO_VIDEO.dialogTitle });
    await expect(dialog.getByRole("status")).toHaveText(SAMPLE_VIDEO_PLAYER.unreachable);
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The emoji pictures, and the games' code, were saved too: a memory card shows its fruit.
    await gotoHydrated(page, `${site.url}/gamified-learning`);
    const fox = page.getByRole("img", { name: "Fox avatar" });
    await fox.scrollIntoViewIfNeeded();
    await expect
      .poll(() => fox.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole("button", { name: /Mini Games/ }).click();
    await page.getByRole("button", { name: "Card 1, face down" }).click();
    // (The picture is inside the card, whose name says the fruit: screen readers skip it.)
    const fruit = page
      .getByRole("button", { name: /^Card 1, (apple|banana|grape)$/ })
      .locator("img");
    await expect
      .poll(() => fruit.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press("Escape");
  });

  test("the text face comes with the worker: preloaded for the first paint of a load it serves, never swapped in", async ({
    page,
  }) => {
    const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const html = page.locator("html");
    // A first visit: the fallback face, scaled to the face's metrics, and no face asked for.
    await gotoHydrated(page, `${site.url}/`);
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(html).not.toHaveAttribute("data-face");
    await expect(preload).toHaveCount(0);
    expect(await font()).toMatch(/^"Atkinson Hyperlegible Next fallback", /);
    await untilSaved(page);

    const faces: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".woff2")) {
        faces.push(`${new URL(response.url()).pathname} ${response.fromServiceWorker()}`);
      }
    });
    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(html).toHaveAttribute("data-face", "");
    // Preloaded, and the stylesheet's face is the same file (fetched once).
    await expect(preload).toHaveAttribute(
      "href",
      /^\/assets\/atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2$/,
    );
    expect(await font()).toMatch(
      /^"Atkinson Hyperlegible Next Variable", "Atkinson Hyperlegible Next fallback", /,
    );
    await expect
      .poll(() => faces)
      .toEqual([
        expect.stringMatching(
          /^\/assets\/atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2 true$/,
        ),
      ]);
    // Nothing moved: the face was there for the first paint, or never is.
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      return observer.takeRecords().length;
    });
    expect(shifts).toBe(0);
  });

  test("the site can be installed", async () => {
    // A browser profile of its own: Chromium installs nothing from an incognito one.
    const profile = await mkdtemp(join(tmpdir(), "lumina-profile-"));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS, ONLY_LOOPBACK],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/`);
      await untilSaved(page);
      const session = await browser.newCDPSession(page);
      const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    }
    const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ id: "/", start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.user_preferences.color_scheme_dark.theme_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) =>
      [icon.sizes, icon.purpose ?? "any"].join(" "),
    );
    expect(sizes).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
  });

  test("offline, a link to a page not saved leaves the page as it is, and says why", async ({
    page,
  }) => {
    await page.goto(`${site.url}/virtual-collaboration`);
    await untilSaved(page);
    // As if it had not been saved (with Save-Data on, only visited pages are).
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        // Saved with its revision: "/schedule?__WB_REVISION__=...".
        await (await caches.open(name)).delete("/schedule", { ignoreSearch: true });
      }
    });
    const name = page.getByLabel("Avatar name");
    await name.fill("Kept while offline");
    await goOffline(page, site);

    await page
      .getByRole("navigation", { name: SITE_HEADER.navLabel })
      .getByRole("link", { name: SITE_HEADER.schedule })
      .click();
    await expect(page.getByText(OFFLINE.notSaved)).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/virtual-collaboration`);
    await expect(name).toHaveValue("Kept while offline");
    // A saved page still opens.
    await page.getByRole("link", { name: "Lumina Academy" }).first().click();
    await expect(page).toHaveTitle(PAGE_WORDS.home.title);
  });

  test("a page not saved yet says so in its language, and Try again loads it once online", async ({
    page,
  }) => {
    await page.goto(`${site.url}/`);
    await untilSaved(page);
    await goOffline(page, site);

    await page.goto(`${site.url}/es/schedule`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPANISH_OFFLINE.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText(SPANISH_OFFLINE.lead)).toBeVisible();
    await expect(page.getByRole("link", { name: SPANISH_OFFLINE.home })).toHaveAttribute(
      "href",
      "/es/",
    );
    // Plain HTML: it stands in for a page whose scripts could not load either.
    await expect(page.locator("script")).toHaveCount(0);
    await expectNoA11yViolations(page);

    await site.start();
    await page.context().setOffline(false);
    await page.getByRole("link", { name: SPANISH_OFFLINE.retry }).click();
    await expect(page).toHaveURL(`${site.url}/es/schedule`);
    await expectPage(page, SPANISH_SCHEDULE.title);
  });

  test("a new version is offered, and taken only when asked, in each tab; only what changed is fetched", async ({
    page,
  }) => {
    await page.goto(`${site.url}/schedule`);
    await untilSaved(page);
    const other = await page.context().newPage();
    await gotoHydrated(other, `${site.url}/`);
    const savedKeys = () =>
      page.evaluate(async () => {
        const keys: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) keys.push(request.url);
        }
        return keys.sort();
      });
    const before = await savedKeys();

    // A new deploy that changes one page: its file, and its revision in the worker's list.
    await site.stop();
    const client = join(site.dir, "client");
    const schedule = join(client, "schedule", "index.html");
    await writeFile(schedule, `${await readFile(schedule, "utf8")}<!-- the next deploy -->`);
    const worker = join(client, "sw.js");
    const source = await readFile(worker, "utf8");
    const next = source.replace(
      /("revision":)"[0-9a-f]+"(,"url":"\/schedule")/,
      '$1"0000000000000000"$2',
    );
    expect(next).not.toBe(source);
    await writeFile(worker, next);
    for (const file of [schedule, worker]) {
      await rm(`${file}.br`, { force: true });
      await rm(`${file}.gz`, { force: true });
    }
    await site.start();
    const fetched: string[] = [];
    page.context().on("request", (request) => {
      if (request.serviceWorker()) fetched.push(new URL(request.url()).pathname);
    });

    await page.reload();
    const toast = page.getByRole("button", { name: UPDATE.action });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(UPDATE.title)).toBeVisible();
    // The new worker waits, and fetched only the changed page (and itself).
    expect(fetched.filter((path) => path !== "/sw.js")).toEqual(["/schedule"]);
    // The page reloads under the new worker.
    await reloadedBy(toast);
    await expectPage(page, SCHEDULE_PAGE.title);
    const changed = (url: string) => url.replace(/(\/schedule\?__WB_REVISION__=)\w+$/, "$1");
    const after = await savedKeys();
    expect(after).toContain(`${site.url}/schedule?__WB_REVISION__=0000000000000000`);
    expect(after.map(changed)).toEqual(before.map(changed));

    // The other tab was offered it too; there, the update already taken, it only reloads.
    const otherToast = other.getByRole("button", { name: UPDATE.action });
    await expect(otherToast).toBeVisible();
    await reloadedBy(otherToast);
    await expectPage(other, HERO.title);
  });

  test("the kill switch empties the caches and unregisters the worker", async ({ page }) => {
    await page.goto(`${site.url}/schedule`);
    await untilSaved(page);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

    await site.stop();
    const run = spawnSync("node", ["scripts/kill-switch.mjs", join(site.dir, "client")]);
    expect(run.status, String(run.stderr)).toBe(0);
    await site.start();

    await page.reload();
    await expect
      .poll(
        () =>
          page.evaluate(async () => ({
            caches: (await caches.keys()).length,
            workers: (await navigator.serviceWorker.getRegistrations()).length,
          })),
        { timeout: 20_000 },
      )
      .toEqual({ caches: 0, workers: 0 });
    // The page itself goes on working, from the network.
    await page.reload();
    await expectPage(page, SCHEDULE_PAGE.title);
  });
});
