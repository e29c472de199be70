import { describe, expect, it } from "vitest";
import { appendMessage, initialRoom, roomReducer } from "./room-machine";

const me = { id: "me", name: "You" };

describe("room chat", () => {
  it("appends trimmed messages with unique ids, even in the same millisecond", () => {
    let chat = appendMessage([], "  hello  ", me, 10);
    chat = appendMessage(chat, "again", me, 10);
    expect(chat.map((m) => [m.id, m.text, m.userName, m.timestamp])).toEqual([
      ["c1", "hello", "You", 10],
      ["c2", "again", "You", 10],
    ]);
  });

  it("ignores empty and whitespace-only text", () => {
    const none: ReturnType<typeof appendMessage> = [];
    expect(appendMessage(none, "", me, 1)).toBe(none);
    expect(appendMessage(none, " \n\t ", me, 1)).toBe(none);
  });

  it("keeps markup as plain text", () => {
    const chat = appendMessage([], "<b>hi</b>", me, 1);
    expect(chat[0]?.text).toBe("<b>hi</b>");
  });
});

describe("room", () => {
  const participants = [
    {
      id: "me",
      name: "You",
      initials: "ME",
      isVideoOn: true,
      isAudioOn: true,
      isHandRaised: false,
    },
    { id: "a", name: "Ana", initials: "AN", isVideoOn: false, isAudioOn: true, isHandRaised: true },
  ];

  it("starts from copies of the participants, with no message, draft or drawing", () => {
    const room = initialRoom(participants);
    expect(room.participants).toEqual(participants);
    expect(room.participants[0]).not.toBe(participants[0]);
    expect(room).toMatchObject({ chat: [], draft: "", drawing: null });
  });

  it("toggles only the current user's video, microphone and hand", () => {
    let room = initialRoom(participants);
    room = roomReducer(room, { type: "toggle", field: "isVideoOn" });
    room = roomReducer(room, { type: "toggle", field: "isHandRaised" });
    expect(room.participants[0]).toMatchObject({ isVideoOn: false, isHandRaised: true });
    expect(room.participants[1]).toEqual(participants[1]);
    room = roomReducer(room, { type: "toggle", field: "isHandRaised" });
    expect(room.participants[0]?.isHandRaised).toBe(false);
  });

  it("sends the draft as the current user and clears it; an empty draft sends nothing", () => {
    let room = roomReducer(initialRoom(participants), { type: "draft", value: " hi " });
    room = roomReducer(room, { type: "send", now: 5 });
    expect(room.draft).toBe("");
    expect(room.chat).toEqual([
      { id: "c1", userId: "me", userName: "You", text: "hi", timestamp: 5 },
    ]);
    room = roomReducer(room, { type: "draft", value: "   " });
    room = roomReducer(room, { type: "send", now: 6 });
    expect(room.chat).toHaveLength(1);
    expect(room.draft).toBe("");
  });

  it("keeps the board's drawing", () => {
    const drawing = { width: 1, height: 1 } as ImageData;
    const room = roomReducer(initialRoom(participants), { type: "draw", drawing });
    expect(room.drawing).toBe(drawing);
    expect(roomReducer(room, { type: "draw", drawing: null }).drawing).toBeNull();
  });
});
