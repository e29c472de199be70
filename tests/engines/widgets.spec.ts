// Each widget's main flow, the same in Chromium, Firefox and WebKit (issue 29).
import * as arAnalytics from "../../app/content/ar/analytics";
import { BOSS_LEVELS, BOSS_PROJECTS } from "../../app/content/en/gamified-learning";
import { ORIGINAL_LOCALE } from "../../app/locales";
import { EDITIONS, WORDS } from "../editions";
import { expect, test } from "./fixtures";
import { until, type Handle, type Site } from "./site";

/** Waits until the page's text (toasts included) contains `text`, any spaces alike. */
const shows = (site: Site, text: string) =>
  until(
    () =>
      site.evaluate((wanted: string) => {
        const words = (value: string) => value.replace(/\s+/g, " ");
        return words(document.body.innerText).includes(words(wanted));
      }, text),
    text,
  );

/** Turns a switch that is off on, by a click, and waits until it says so. */
async function switchOn(site: Site, control: Handle) {
  expect(await isChecked(site, control)).toBe(false);
  await control.click();
  await until(() => isChecked(site, control), "the switch turns on");
}

/** Whether a switch or a radio (both native inputs) is checked. */
const isChecked = async (site: Site, control: Handle) =>
  site.evaluate(
    (selector: string) => document.querySelector<HTMLInputElement>(selector)?.checked === true,
    await control.selector(),
  );

for (const { base, words } of EDITIONS) {
  test(`coach chat in ${base}: a physics question gets the physics reply`, async ({ site }) => {
    const { coach } = words.aiPersonalization.AI_PERSONALIZATION;
    const { CHAT, REPLIES, REPLY_KEYWORDS } = words.coachReplies;
    // The edition's own word for the topic (its keywords follow English's), as its reader types it.
    const physics = (keywords: typeof REPLY_KEYWORDS) =>
      keywords.find(([topic]) => topic === "physics")![1];
    const english = physics(WORDS[ORIGINAL_LOCALE].coachReplies.REPLY_KEYWORDS);
    const message =
      physics(REPLY_KEYWORDS).find((keyword) => !english.includes(keyword)) ?? english[0]!;
    await site.open(`${base}ai-personalization`);
    await site.role("button", coach.open).click();
    const dialog = site.role("dialog", coach.title);
    await site.role("textbox", CHAT.message(coach.title), { within: dialog }).fill(message);
    await site.role("button", CHAT.send, { within: dialog }).click();
    await shows(site, message);
    await shows(site, CHAT.typing(coach.title));
    await shows(site, REPLIES.physics.content);
    expect(await site.errors()).toEqual([]);
  });
}

test("Quick Quiz: a wrong answer, then the right one", async ({ site }) => {
  await site.open("/gamified-learning");
  await site.role("button", /Study Battles/).click();
  const dialog = site.role("dialog", "Quick Quiz");
  const status = site.role("status", undefined, { within: dialog });
  await site.role("radio", "3", { within: dialog }).click();
  await site.role("button", "Submit", { within: dialog }).click();
  await until(async () => (await status.text()) === "Not quite. Try again!", "wrong answer");
  await site.role("radio", "4", { within: dialog }).click();
  await site.role("button", "Submit", { within: dialog }).click();
  await until(async () => (await status.text()) === "Correct! +50 XP", "right answer");
  await site.role("button", "Close", { within: dialog }).click();
  await until(async () => !(await dialog.visible()), "the quiz closes");
  expect(await site.errors()).toEqual([]);
});

test("memory game played to its summary, then the vocabulary game", async ({ site }) => {
  await site.open("/gamified-learning");
  await site.role("button", /Mini Games/).click();
  const dialog = site.role("dialog", "Mini Games");
  const card = (position: number) =>
    site.role("button", new RegExp(`^Card ${position + 1},`), { within: dialog });
  const label = async (position: number) => (await card(position).attribute("aria-label")) ?? "";
  const settled = async (position: number) => /(face down|matched)$/.test(await label(position));
  /** Flips a face-down card and returns its face. */
  const flip = async (position: number) => {
    await card(position).click();
    const face = await until(
      async () => {
        const text = await label(position);
        return text.endsWith("face down") ? null : text.split(", ")[1];
      },
      `card ${position + 1} turns over`,
    );
    return face;
  };
  const known = new Map<number, string>();
  for (let position = 0; position < 6; position++) {
    if ((await label(position)).endsWith("matched")) continue;
    const face = await flip(position);
    const pair = [...known].find(([other, seen]) => seen === face && other !== position)?.[0];
    const partner =
      pair ?? [...Array(6).keys()].find((other) => other > position && !known.has(other))!;
    known.set(position, face).set(partner, await flip(partner));
    // A pair stays up as matched; two different faces turn back after the lock.
    await until(async () => (await settled(position)) && (await settled(partner)), "settled");
    if (known.get(partner) === face) [position, partner].forEach((done) => known.delete(done));
  }
  await shows(site, "Matched pairs: 3 / 3 · You found every pair!");
  await shows(site, "All 3 pairs found in");

  await site.role("tab", "Vocabulary", { within: dialog }).click();
  await shows(site, "What does “Loquacious” mean?");
  await site.role("radio", "Talkative", { within: dialog }).click();
  await site.role("button", "Submit", { within: dialog }).click();
  await shows(site, "Correct! +25 XP");
  await site.role("button", "Next", { within: dialog }).click();
  await shows(site, "What does “Ephemeral” mean?");
  await site.role("radio", "Very heavy", { within: dialog }).click();
  await site.role("button", "Submit", { within: dialog }).click();
  await shows(site, "Not quite. Try the next one!");
  expect(await site.errors()).toEqual([]);
});

test("Start Project shows its toast", async ({ site }) => {
  await site.open("/gamified-learning");
  const project = BOSS_PROJECTS["eco-city"];
  await site.role("button", BOSS_LEVELS.startLabel(project.title)).click();
  await shows(site, BOSS_LEVELS.started);
  await shows(site, BOSS_LEVELS.added(project.title));
  expect(await site.errors()).toEqual([]);
});

test("analytics: tabs and the Compare with others switch", async ({ site }) => {
  await site.open("/real-time-analytics");
  await switchOn(site, site.role("switch", "Compare with others"));
  await shows(site, "Average time 15 min");
  for (const tab of ["Skills Heatmap", "Predictions", "Goals & Alerts", "Dashboard"]) {
    await site.role("tab", tab).click();
    await until(
      async () => (await site.role("tab", tab).attribute("aria-selected")) === "true",
      tab,
    );
    await until(() => site.role("tabpanel", tab).visible(), `${tab}'s panel`);
  }
  expect(await site.errors()).toEqual([]);
});

for (const [edition, label] of [
  ["/", "Analytics views"],
  ["/ar/", arAnalytics.ANALYTICS_TABS.label],
] as const) {
  test(`analytics in ${edition} on a phone: the tabs fade where more of them is hidden`, async ({
    site,
  }, testInfo) => {
    await site.viewport(390, 844);
    await site.open(`${edition}real-time-analytics`);
    const list = await site.role("tablist", label).selector();
    /** Which of the row's reading-order edges fade: [start, end]. */
    const fades = () =>
      site.evaluate((selector: string) => {
        const row = document.querySelector<HTMLElement>(selector)!;
        const style = getComputedStyle(row);
        const masked = (style.maskImage || style.getPropertyValue("-webkit-mask-image")) !== "none";
        return ["data-more-before", "data-more-after"]
          .map((name) => row.hasAttribute(name) && masked)
          .join();
      }, list);
    await until(async () => (await fades()) === "false,true", "the end fades at first");
    const tabs = await site.evaluate(
      (selector: string) => document.querySelectorAll(`${selector} [role=tab]`).length,
      list,
    );
    await site.evaluate(
      (selector: string) => document.querySelector<HTMLElement>(`${selector} [role=tab]`)!.focus(),
      list,
    );
    await site.keyboard("End");
    await until(async () => (await fades()) === "true,false", "the start fades at the end");
    // The last tab, focused, lies wholly inside the row.
    expect(
      await site.evaluate(
        (selector: string, count: number) => {
          const row = document.querySelector(selector)!.getBoundingClientRect();
          const last = document.querySelectorAll(`${selector} [role=tab]`)[count - 1]!;
          const box = last.getBoundingClientRect();
          return document.activeElement === last && box.left >= row.left && box.right <= row.right;
        },
        list,
        tabs,
      ),
    ).toBe(true);
    await site.screenshot(testInfo.outputPath("tabs-at-end.png"));
    expect(await site.errors()).toEqual([]);
  });
}

test("privacy and VR switches", async ({ site }) => {
  await site.open("/secure-private");
  await switchOn(site, site.role("switch", "Allow other students to see my profile"));

  await site.open("/immersive-ar-vr");
  const count = (prefix: string) =>
    site.evaluate(
      (start: string) =>
        [...document.querySelectorAll("button")].filter((button) =>
          button.textContent?.trim().startsWith(start),
        ).length,
      prefix,
    );
  const vrBefore = await count("Enter VR");
  const arBefore = await count("Preview AR");
  expect(vrBefore + arBefore).toBe(4);
  await site.role("switch", "VR Mode").click();
  await until(async () => (await count(vrBefore ? "Preview AR" : "Enter VR")) === 4, "labels");
  expect(await site.errors()).toEqual([]);
});

test("collaboration room chat and Dynamic Themes", async ({ site }) => {
  await site.open("/virtual-collaboration");
  await site.role("button", "Join Collaboration Room").click();
  const room = site.role("dialog", "Collaboration Room");
  await site.role("textbox", "Message the room", { within: room }).fill("Hello from every engine");
  await site.role("textbox", "Message the room", { within: room }).press("Enter");
  await until(
    async () =>
      (await site.role("log", undefined, { within: room }).text()).includes("every engine"),
    "the message in the room's log",
  );
  await site.keyboard("Escape");
  await until(async () => !(await room.visible()), "the room closes on Escape");

  await site.role("button", "Choose a Theme").click();
  const themes = site.role("dialog", "Dynamic Themes");
  expect(await isChecked(site, site.role("radio", /Space Station/, { within: themes }))).toBe(true);
  const techCity = site.role("radio", /Tech City/, { within: themes });
  await techCity.click();
  await until(() => isChecked(site, techCity), "Tech City chosen");
  expect(await site.errors()).toEqual([]);
});

test("avatar Save keeps a preset and says so", async ({ site }) => {
  await site.open("/virtual-collaboration");
  await site.role("textbox", "Avatar name").fill("Engine test");
  await site.role("button", "Save Avatar").click();
  await shows(site, "Avatar saved");
  const names = await site.evaluate(() =>
    (JSON.parse(localStorage.getItem("avatars") ?? "[]") as { name: string }[]).map((a) => a.name),
  );
  expect(names).toEqual(["Engine test"]);
  expect(await site.errors()).toEqual([]);
});
