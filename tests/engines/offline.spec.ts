// Offline after one visit (ADR 012), in every engine: the service worker takes
// control after a first visit, every page then opens through it with no error (each page once,
// the editions taken in turn, so that every edition is visited too), and with the server gone a
// saved page still opens. Each test
// serves the build on a port of its own, so its worker is its own, and
// "offline" is that server stopped.
import { PAGE_WORDS } from "../../app/content/en/pages";
import { PAGE_WORDS as SPANISH_PAGE_WORDS } from "../../app/content/es/pages";
import { LOCALE_IDS, editionPath } from "../../app/locales";
import { PAGE_PATHS } from "../../app/pages";
import { freePort, serve } from "../../scripts/serve.mjs";
import { expect, test as base } from "./fixtures";
import { until } from "./site";

const test = base.extend<{ server: { url: string; stop(): Promise<void> } }>({
  // Playwright's fixtures take their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, provide) => {
    const server = await serve({ port: await freePort() });
    await provide(server);
    await server.stop();
  },
});

test.use({ allowServiceWorkers: true });

const LOAD_CUT_OFF_BY_LEAVING =
  /^pageerror: Error: Failed to load ‘http:\/\/127\.0\.0\.1:\d+\/assets\/[\w-]+\.js’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

test("after one visit: every page, in the editions in turn, through the worker, then a saved page offline", async ({
  launched,
  server,
}) => {
  test.setTimeout(180_000);
  const site = await launched.newSite(server.url);
  await site.open("/");
  await until(
    () => site.evaluate(() => navigator.serviceWorker.controller !== null),
    "the worker controls the page",
  );
  for (const [index, page] of PAGE_PATHS.entries()) {
    const path = editionPath(LOCALE_IDS[index % LOCALE_IDS.length]!, page);
    await site.open(path);
    expect(await site.errors(), `${path} through the worker`).toEqual([]);
    // Firefox reports a load cut off by leaving the page (an idle dialog preload still
    // arriving) as the worker's "unexpected error" whenever the worker's answer was still
    // streaming in; the worker did answer (tried with a bare worker). The visitor has gone
    // and sees nothing; any other report on leaving fails.
    await site.leave();
    expect(
      (await site.errors()).filter((error) => !LOAD_CUT_OFF_BY_LEAVING.test(error)),
      `leaving ${path}`,
    ).toEqual([]);
  }
  await server.stop();
  await site.open("/real-time-analytics");
  expect(await site.evaluate(() => document.title)).toBe(PAGE_WORDS.realTimeAnalytics.title);
  await site.open("/es/schedule");
  expect(await site.evaluate(() => document.title)).toBe(SPANISH_PAGE_WORDS.schedule.title);
  expect(await site.errors()).toEqual([]);
});
