import { EDITIONS } from "../editions";
import { FIXED_TIME } from "./editions";
import { expect, gotoHydrated, test } from "./reader";

for (const { id, base, words } of EDITIONS) {
  const { AI_PERSONALIZATION, AI_COACH_CARD, ACHIEVEMENTS_CARD } = words.aiPersonalization;
  // Each chat's opener is under a heading of its own card.
  const chats = [
    ["coach", AI_COACH_CARD.title],
    ["partner", ACHIEVEMENTS_CARD.title],
  ] as const;
  for (const [who, heading] of chats) {
    const { title, open } = AI_PERSONALIZATION[who];
    test(`${id}: ${who} chat, a question, the typing and the reply announced once each`, async ({
      page,
      reader,
    }) => {
      const { CHAT, GREETING, REPLIES } = words.coachReplies;
      // The opening suggestion that asks about physics, as the visitor types it.
      const question = GREETING.suggestions[1]!;
      await page.clock.setFixedTime(FIXED_TIME);
      await gotoHydrated(page, `${base}ai-personalization`);
      await reader.start();
      await reader.openDialog(heading, open, title);
      await reader.keyTo("Tab", `textbox, ${CHAT.message(title)}`);
      await reader.type(question);
      await reader.press("Enter");
      await reader.heard(CHAT.typing(title));
      await reader.heard(REPLIES.physics.content);
      expect(await reader.announced(CHAT.typing(title))).toBe(1);
      expect(await reader.announced(REPLIES.physics.content)).toBe(1);
      expect(await reader.log()).toMatchSnapshot(`${who}-chat.${id}.txt`);
    });
  }
}
