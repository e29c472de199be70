import { EDITIONS } from "../editions";
import { FIXED_TIME } from "./editions";
import { expect, gotoHydrated, test } from "./reader";

for (const { id, base, words } of EDITIONS) {
  const { COLLABORATION_ROOM, THEMES, THEMES_DIALOG } = words.virtualCollaboration;

  test(`${id}: the room, a toggle and a message, announced once`, async ({ page, reader }) => {
    await page.clock.setFixedTime(FIXED_TIME);
    await gotoHydrated(page, `${base}virtual-collaboration`);
    await reader.start();
    await reader.openDialog(
      COLLABORATION_ROOM.open,
      COLLABORATION_ROOM.open,
      COLLABORATION_ROOM.title,
    );
    await reader.keyTo("Tab", `button, ${COLLABORATION_ROOM.raiseHand}, not pressed`);
    await reader.act();
    await reader.tab();
    expect(await reader.tab(true)).toBe(`button, ${COLLABORATION_ROOM.raiseHand}, pressed`);
    await reader.keyTo("Tab", `textbox, ${COLLABORATION_ROOM.messageLabel}`);
    await reader.type("Hello, team");
    await reader.press("Enter");
    await reader.heard(/^polite: .*Hello, team/);
    expect(await reader.announced("Hello, team")).toBe(1);
    expect(await reader.log()).toMatchSnapshot(`room.${id}.txt`);
  });

  test(`${id}: Dynamic Themes, a theme chosen`, async ({ page, reader }) => {
    await gotoHydrated(page, `${base}virtual-collaboration`);
    await reader.start();
    await reader.openDialog(THEMES_DIALOG.title, THEMES_DIALOG.open, THEMES_DIALOG.title);
    // The chosen theme has focus; the arrow keys choose another.
    await reader.keyTo("ArrowDown", `radio, ${THEMES["tech-city"].name}`);
    await expect(
      page.getByRole("dialog").getByRole("radio", { name: THEMES["tech-city"].name }),
    ).toBeChecked();
    expect(await reader.log()).toMatchSnapshot(`themes.${id}.txt`);
  });

  test(`${id}: the avatar creator, an option, Save, its toast and the saved list`, async ({
    page,
    reader,
  }) => {
    const { AVATAR_CREATOR, AVATAR_SAVE, SAVED_AVATARS } = words.avatar;
    await page.clock.setFixedTime(FIXED_TIME);
    await gotoHydrated(page, `${base}virtual-collaboration`);
    await reader.start();
    await reader.moveTo(
      "moveToNextHeading",
      `heading, ${words.virtualCollaboration.COLLABORATION_PAGE.avatarCreator.title}, level 2`,
    );
    await reader.readTo(`textbox, ${AVATAR_CREATOR.name}`);
    await reader.readTo(`radio, ${words.virtualCollaboration.AVATAR_OPTIONS.skinTone.honey}`);
    await reader.act();
    // On by Tab: the reader can lose its place when a control changes.
    await reader.tab();
    await reader.readTo(`button, ${AVATAR_CREATOR.save}`);
    await reader.act();
    await reader.heard(AVATAR_SAVE.saved.title);
    await reader.moveTo("moveToNextHeading", `heading, ${SAVED_AVATARS.title}`);
    await reader.readTo("listitem");
    expect(await reader.announced(AVATAR_SAVE.saved.title)).toBe(1);
    expect(await reader.log()).toMatchSnapshot(`avatar.${id}.txt`);
  });
}
