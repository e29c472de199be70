/** A saved avatar preset as the site stores it (SPEC §3), for tests that need one on the page. */
export const SAVED_AVATAR = {
  name: "Kept",
  skinTone: 1,
  hairColor: 2,
  eyeColor: 3,
  hairStyle: 1,
  outfit: 2,
  accessories: [],
  createdAt: "2026-11-23T05:52:34.000Z",
};
