import { EDITIONS } from "../editions";
import { expect, gotoHydrated, test } from "./reader";

for (const { id, base, words } of EDITIONS) {
  test(`${id}: the sign-up dialog, from the page's headings to its thanks`, async ({
    page,
    reader,
  }) => {
    const { CALL_TO_ACTION, SIGN_UP } = words.landing;
    await gotoHydrated(page, base);
    await reader.start();
    await reader.openDialog(CALL_TO_ACTION.title, CALL_TO_ACTION.action, SIGN_UP.title);
    await reader.keyTo("Tab", `textbox, ${SIGN_UP.fullName}`);
    await reader.type("Ana");
    await reader.keyTo("Tab", `textbox, ${SIGN_UP.email}`);
    await reader.type("ana@example.com");
    await reader.keyTo("Tab", `button, ${SIGN_UP.submit}`);
    await reader.act();
    // Focus moves to Close, and the thanks are announced, once.
    await reader.heard(`button, ${SIGN_UP.close}`);
    await reader.heard(`polite: ${SIGN_UP.thanks("Ana")}`);
    expect(await reader.announced(SIGN_UP.thanks("Ana"))).toBe(1);
    expect(await reader.log()).toMatchSnapshot(`sign-up.${id}.txt`);
  });
}
