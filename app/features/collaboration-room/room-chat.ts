/** The collaboration chat (SPEC §3, §4, §5): messages appended locally. */
export interface RoomMessage {
  id: string;
  userId: string;
  userName: string;
  text: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export interface RoomChat {
  messages: RoomMessage[];
  nextId: number;
}

export const emptyRoomChat: RoomChat = { messages: [], nextId: 1 };

/** Appends `text` as a message from the user; empty or whitespace-only text is ignored. */
export function appendMessage(
  chat: RoomChat,
  text: string,
  user: { id: string; name: string },
  now: number,
): RoomChat {
  const trimmed = text.trim();
  if (!trimmed) return chat;
  return {
    messages: [
      ...chat.messages,
      {
        id: `c${chat.nextId}`,
        userId: user.id,
        userName: user.name,
        text: trimmed,
        timestamp: now,
      },
    ],
    nextId: chat.nextId + 1,
  };
}
