import type { Participant } from "~/data/virtual-collaboration";

// The collaboration room as a pure machine (SPEC §3, §4, §5).

/** One chat message, appended locally. */
export interface RoomMessage {
  id: string;
  userId: string;
  userName: string;
  text: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** Appends `text` as a message from the user; empty or whitespace-only text is ignored. */
export function appendMessage(
  chat: RoomMessage[],
  text: string,
  user: { id: string; name: string },
  now: number,
): RoomMessage[] {
  const trimmed = text.trim();
  if (!trimmed) return chat;
  // Messages are only ever appended, so their count is a unique id.
  const id = `c${chat.length + 1}`;
  return [...chat, { id, userId: user.id, userName: user.name, text: trimmed, timestamp: now }];
}

/** A participant's toggles in the room (SPEC §4). */
export type ParticipantToggle = "isVideoOn" | "isAudioOn" | "isHandRaised";

/** The whole collaboration room: who is there, the chat, the unsent draft and the board. */
export interface RoomState {
  /** The first is the current user. */
  participants: Participant[];
  chat: RoomMessage[];
  draft: string;
  drawing: ImageData | null;
}

export type RoomAction =
  | { type: "toggle"; field: ParticipantToggle }
  | { type: "draft"; value: string }
  | { type: "send"; now: number }
  | { type: "draw"; drawing: ImageData | null };

/** The room as it starts: the sample participants (copied), no message, a blank board. */
export function initialRoom(participants: readonly Participant[]): RoomState {
  return {
    participants: participants.map((participant) => ({ ...participant })),
    chat: [],
    draft: "",
    drawing: null,
  };
}

/** The room's one state transition; the current user is the first participant. */
export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case "toggle":
      return {
        ...state,
        participants: state.participants.map((participant, index) =>
          index === 0
            ? { ...participant, [action.field]: !participant[action.field] }
            : participant,
        ),
      };
    case "draft":
      return { ...state, draft: action.value };
    case "send": {
      const me = state.participants[0];
      if (!me) return state;
      const chat = appendMessage(state.chat, state.draft, { id: me.id, name: me.name }, action.now);
      return { ...state, chat, draft: "" };
    }
    case "draw":
      return { ...state, drawing: action.drawing };
  }
}
