import { describe, expect, it } from "vitest";
import { appendMessage, emptyRoomChat } from "./room-chat";

const me = { id: "me", name: "You" };

describe("room chat", () => {
  it("appends trimmed messages with unique ids, even in the same millisecond", () => {
    let chat = appendMessage(emptyRoomChat, "  hello  ", me, 10);
    chat = appendMessage(chat, "again", me, 10);
    expect(chat.messages.map((m) => [m.id, m.text, m.userName, m.timestamp])).toEqual([
      ["c1", "hello", "You", 10],
      ["c2", "again", "You", 10],
    ]);
  });

  it("ignores empty and whitespace-only text", () => {
    expect(appendMessage(emptyRoomChat, "", me, 1)).toBe(emptyRoomChat);
    expect(appendMessage(emptyRoomChat, " \n\t ", me, 1)).toBe(emptyRoomChat);
  });

  it("keeps markup as plain text", () => {
    const chat = appendMessage(emptyRoomChat, "<b>hi</b>", me, 1);
    expect(chat.messages[0]?.text).toBe("<b>hi</b>");
  });
});
