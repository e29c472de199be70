import type { Page } from "@playwright/test";
import * as arabic from "../../app/content/ar/index";
import * as english from "../../app/content/en/index";
import * as spanish from "../../app/content/es/index";
import { ALGEBRA_EXAMPLE } from "../../app/content/data/ai-personalization";
import { VOCABULARY as VOCABULARY_WORDS } from "../../app/content/data/games";
import {
  LOCALES,
  LOCALE_IDS,
  TRANSLATED_LOCALE_IDS,
  editionPath,
  type LocaleId,
} from "../../app/locales";
import { PAGES, absoluteUrl, alternates } from "../../app/pages";
import { WORDS, literally } from "../editions";
import {
  expect,
  expectLayoutAtDoubleTextSize,
  expectNoA11yViolations,
  gotoHydrated,
  test,
} from "./fixtures";

/** Words a translated page may show as English has them: loanwords the language uses as they are. */
const SAME_WORDS: Partial<Record<LocaleId, string[]>> = { es: ["chat"] };

/**
 * The English strings a translated page must not show: every word of the
 * English modules that the edition's module says differently at the same
 * place. Words an edition keeps as they are (names, the vocabulary game's
 * English words) are the same at the same place, so they are allowed.
 */
function englishLeftovers(
  translated: unknown,
  original: unknown,
  allowed: string[],
  found = new Set<string>(),
) {
  if (typeof original === "string") {
    if (translated !== original && /\p{L}{3}/u.test(original) && !allowed.includes(original)) {
      found.add(original);
    }
  } else if (
    original &&
    typeof original === "object" &&
    translated &&
    typeof translated === "object"
  ) {
    for (const [key, value] of Object.entries(original)) {
      englishLeftovers((translated as Record<string, unknown>)[key], value, allowed, found);
    }
  }
  return found;
}

/** Whether `text` holds `phrase` as whole words. */
function holdsPhrase(text: string, phrase: string) {
  return new RegExp(`(^|[^\\p{L}])${literally(phrase)}($|[^\\p{L}])`, "u").test(text);
}

async function expectHead(page: Page, id: LocaleId, path: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", LOCALES[id].lang);
  await expect(page.locator("html")).toHaveAttribute("dir", LOCALES[id].dir);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    absoluteUrl(editionPath(id, path)),
  );
  const links = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((elements) =>
    elements.map((link) => ({
      hreflang: link.getAttribute("hreflang"),
      href: link.getAttribute("href"),
    })),
  );
  // Complete (every edition and x-default) and reciprocal: every edition's
  // page lists the same set, its own address included.
  expect(links).toEqual(alternates(path));
  expect(links.map((link) => link.hreflang)).toEqual([...LOCALE_IDS, "x-default"]);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    "content",
    LOCALES[id].ogLocale,
  );
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(
    LOCALE_IDS.length - 1,
  );
}

test.describe("every page of every translated edition", () => {
  for (const id of TRANSLATED_LOCALE_IDS) {
    const words = WORDS[id];
    const leftovers = [...englishLeftovers(words, english, SAME_WORDS[id] ?? [])];
    for (const { id: pageId, path } of PAGES) {
      const url = editionPath(id, path);
      test(`${url}: its language, head, words and axe; 200% text`, async ({ page }) => {
        await gotoHydrated(page, url);
        await expect(page).toHaveTitle(words.pages.PAGE_WORDS[pageId].title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectHead(page, id, path);

        const notice = page.getByText(words.site.LANGUAGES.translated);
        await expect(notice).toBeVisible();
        await expect(
          page.getByRole("link", { name: words.site.LANGUAGES.readOriginal }),
        ).toHaveAttribute("href", path);

        // The page's own words, seen and spoken: its text and the names and
        // hints in attributes. Parts marked as another language (the language
        // links, an offer of another edition) are left out.
        const text = await page.evaluate((lang) => {
          let all = document.body.innerText;
          for (const other of document.body.querySelectorAll<HTMLElement>("[lang]")) {
            if (other.lang !== lang) all = all.replace(other.innerText, " ");
          }
          const spoken = ["aria-label", "aria-description", "alt", "title", "placeholder"];
          for (const element of document.querySelectorAll<HTMLElement>(
            spoken.map((name) => `body [${name}]`).join(","),
          )) {
            if (element.closest("[lang]")?.getAttribute("lang") !== lang) continue;
            for (const name of spoken) all += `\n${element.getAttribute(name) ?? ""}`;
          }
          return all;
        }, LOCALES[id].lang);
        const english = leftovers.filter((phrase) => holdsPhrase(text, phrase));
        expect(english, "English words left on the page").toEqual([]);

        await expectNoA11yViolations(page);
        await expectLayoutAtDoubleTextSize(page, url);
      });
    }
  }
});

test.describe("English pages", () => {
  // As prerendered, what a search engine reads (the translated pages' test above checks the head
  // once the page has hydrated).
  test.use({ javaScriptEnabled: false });

  test("hold their heading and the student-project notice, list every edition of themselves, with no translation notice", async ({
    page,
  }) => {
    const { SITE_BANNER } = english.site;
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page.getByRole("complementary", { name: SITE_BANNER.label })).toContainText(
        SITE_BANNER.text,
      );
      await expectHead(page, "en", path);
      await expect(page.getByText(english.site.LANGUAGES.translated)).toHaveCount(0);
    }
  });
});

test.describe("switching language", () => {
  // A browser that prefers Arabic: no offer card over the Arabic and Spanish pages' links.
  test.use({ locale: "ar" });

  test("the language links keep the page, in the header bar and the footer", async ({ page }) => {
    await gotoHydrated(page, "/es/schedule");
    const languages = page.getByRole("navigation", { name: spanish.site.LANGUAGES.label });
    await expect(languages.getByRole("link", { name: "Español" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(languages.getByRole("link", { name: "العربية" })).toHaveAttribute("lang", "ar");
    await languages.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL("/ar/schedule");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle(arabic.pages.PAGE_WORDS.schedule.title);

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/schedule");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Nothing about the choice is kept (React Router keeps scroll positions for the tab).
    const stored = await page.evaluate(() => ({
      cookie: document.cookie,
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(stored).toEqual({ cookie: "", local: [], session: ["react-router-scroll-positions"] });
  });

  test("navigating inside an edition stays in it", async ({ page }) => {
    await gotoHydrated(page, "/es/");
    await page
      .getByRole("banner")
      .getByRole("link", { name: spanish.site.SITE_HEADER.schedule })
      .click();
    await expect(page).toHaveURL("/es/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      spanish.schedule.SCHEDULE_PAGE.title,
    );
    await page.getByRole("banner").getByRole("link", { name: "Lumina Academy" }).click();
    await expect(page).toHaveURL("/es/");
  });
});

test.describe("the coach chat, in each edition", () => {
  for (const [id, words, message, topic] of [
    ["es", spanish, "¿Me ayudas con MATEMÁTICAS?", "math"],
    ["ar", arabic, "أريد مساعدة في الفِيزياء", "physics"],
  ] as const) {
    test.describe(id, () => {
      test.use({ locale: LOCALES[id].lang });

      test("answers a keyword of the page's language with the right topic", async ({ page }) => {
        await gotoHydrated(page, editionPath(id, "/ai-personalization"));
        const coach = words.aiPersonalization.AI_PERSONALIZATION.coach;
        await page.getByRole("button", { name: coach.open }).click();
        const dialog = page.getByRole("dialog", { name: coach.title });
        const input = dialog.getByRole("textbox", {
          name: words.coachReplies.CHAT.message(coach.title),
        });
        await input.fill(message);
        await input.press("Enter");
        const { REPLIES } = words.coachReplies;
        // The worked example's small whole numbers read the same in every edition.
        const { coefficient: a, constant: b, total: c } = ALGEBRA_EXAMPLE;
        const reply =
          topic === "math"
            ? REPLIES.math.content(`${a}`, `${b}`, `${c}`, `${c - b}`, `${(c - b) / a}`)
            : REPLIES[topic].content;
        await expect(dialog.getByRole("log")).toContainText(reply, { timeout: 5000 });
      });
    });
  }
});

test.describe("the vocabulary game's English words, in each translated edition", () => {
  for (const id of TRANSLATED_LOCALE_IDS) {
    const words = WORDS[id];
    test(`${id}: are marked as English, in the question and in the meaning told after a miss`, async ({
      page,
    }) => {
      const { MINI_GAMES_DIALOG, VOCABULARY, VOCABULARY_GAME, VOCABULARY_FEEDBACK, SUBMIT_ANSWER } =
        words.games;
      const { word } = VOCABULARY_WORDS.loquacious;
      await gotoHydrated(page, editionPath(id, "/gamified-learning"));
      await page.getByRole("button", { name: MINI_GAMES_DIALOG.card }).click();
      const dialog = page.getByRole("dialog", { name: MINI_GAMES_DIALOG.title });
      await dialog.getByRole("tab", { name: MINI_GAMES_DIALOG.vocabulary }).click();
      const question = dialog.getByRole("group", { name: VOCABULARY_GAME.question(word) });
      await expect(question.locator("[lang]", { hasText: word })).toHaveAttribute("lang", "en");
      await question.getByRole("radio", { name: VOCABULARY.loquacious.quiet }).check();
      await question.getByRole("button", { name: SUBMIT_ANSWER.submit }).click();
      const status = question.getByRole("status");
      await expect(status).toContainText(
        VOCABULARY_FEEDBACK.meaning(word, VOCABULARY.loquacious.talkative),
      );
      await expect(status.locator("[lang]", { hasText: word })).toHaveAttribute("lang", "en");
    });
  }
});

test.describe("the offer of another edition", () => {
  test.describe("to a browser that prefers Spanish, on an English page", () => {
    test.use({ locale: "es-ES" });

    test("offers the same page in Spanish, in Spanish, until turned down", async ({ page }) => {
      await gotoHydrated(page, "/schedule");
      const offer = LOCALES.es.offer;
      const card = page.locator("div[lang=es]", { hasText: offer.text });
      await expect(card).toBeVisible();
      await expect(card.getByRole("link", { name: offer.link })).toHaveAttribute(
        "href",
        "/es/schedule",
      );
      await expectNoA11yViolations(page);
      await card.getByRole("button", { name: offer.dismiss }).click();
      await expect(card).toHaveCount(0);
      await expect(page.getByRole("main")).toBeFocused();
      // Turned down for the visit: the next page does not ask again.
      await page.getByRole("banner").getByRole("link", { name: "Lumina Academy" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByText(offer.text)).toHaveCount(0);
    });
  });

  test.describe("to a browser that prefers English, on a translated page", () => {
    test.use({ locale: "en-GB" });

    test("offers the original once, in the bar, with no card beside it", async ({ page }) => {
      for (const [path, words] of [
        ["/ar/schedule", arabic.site.LANGUAGES],
        ["/es/schedule", spanish.site.LANGUAGES],
      ] as const) {
        await gotoHydrated(page, path);
        await expect(page.getByRole("link", { name: words.readOriginal })).toHaveAttribute(
          "href",
          "/schedule",
        );
        // The offer card renders in the commit right after hydration, before gotoHydrated returns.
        await expect(page.getByText(LOCALES.en.offer.text)).toHaveCount(0);
      }
    });
  });

  test("is not made to a browser that prefers the page's language", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const id of LOCALE_IDS) {
      await expect(page.getByText(LOCALES[id].offer.text)).toHaveCount(0);
    }
  });
});

test.describe("the keyboard, right to left", () => {
  test("ArrowLeft moves to the next radio and the next tab, ArrowRight back", async ({ page }) => {
    await gotoHydrated(page, "/ar/ai-personalization");
    const group = page.getByRole("radiogroup", {
      name: arabic.aiPersonalization.CUSTOMIZATION.difficulty,
    });
    const [easy, medium, advanced] = Object.values(arabic.aiPersonalization.DIFFICULTIES).map(
      (label) => group.getByRole("radio", { name: label }),
    );
    await expect(medium!).toBeChecked();
    await medium!.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(advanced!).toBeChecked();
    await expect(advanced!).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(easy!).toBeChecked();

    await gotoHydrated(page, "/ar/real-time-analytics");
    const tabs = arabic.analytics.ANALYTICS_TABS;
    const list = page.getByRole("tablist", { name: tabs.label });
    await list.getByRole("tab", { name: tabs.dashboard }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(list.getByRole("tab", { name: tabs.heatmap })).toBeFocused();
    await expect(list.getByRole("tab", { name: tabs.heatmap })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowRight");
    await expect(list.getByRole("tab", { name: tabs.dashboard })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

test.describe("the AR/VR video in each edition", () => {
  for (const id of TRANSLATED_LOCALE_IDS) {
    test(`${id}: captions and structured description in the page's language`, async ({ page }) => {
      const video = WORDS[id].immersive.SAMPLE_VIDEO;
      await gotoHydrated(page, editionPath(id, "/immersive-ar-vr"));
      const track = page.locator("video track");
      await expect(track).toHaveAttribute("srclang", LOCALES[id].lang);
      await expect(track).toHaveAttribute("src", video.captions);
      const captions = await (await page.request.get(video.captions)).text();
      expect(captions.startsWith("WEBVTT")).toBe(true);
      const original = english.immersive.SAMPLE_VIDEO.captions;
      expect(captions).not.toBe(await (await page.request.get(original)).text());
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as { inLanguage?: string; description?: string };
      expect(data).toMatchObject({ inLanguage: LOCALES[id].lang, description: video.description });
    });
  }
});

test.describe("not found, per edition", () => {
  test.use({
    allowedConsole:
      /404 Error: User attempted to access non-existent route|status of 404 \(Not Found\)/,
  });

  for (const id of TRANSLATED_LOCALE_IDS) {
    test.describe(id, () => {
      // A reader of that language: no offer card over the page.
      test.use({ locale: LOCALES[id].lang });

      test(`unknown paths under /${id}/ get its not-found page with 404 and a log of the path`, async ({
        page,
      }) => {
        const words = WORDS[id].pages.NOT_FOUND_WORDS;
        // The path as visited, edition included (SPEC: it logs the attempted path).
        const logged = page.waitForEvent("console", (message) =>
          message.text().endsWith(`route: /${id}/no/such-page`),
        );
        const response = await page.goto(`/${id}/no/such-page`);
        expect(response?.status()).toBe(404);
        await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
        await expect(page.locator("html")).toHaveAttribute("lang", LOCALES[id].lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
        await logged;
        await page.getByRole("link", { name: words.home }).click();
        await expect(page).toHaveURL(editionPath(id, "/"));
      });
    });
  }
});
