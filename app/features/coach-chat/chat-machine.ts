import {
  GREETING,
  REPLY_KEYWORDS,
  type CannedReply,
  type ReplyTopic,
} from "~/content/coach-replies";
import { cannedReply } from "./canned-replies";

/** The coach's reply delay (SPEC §9). */
export const REPLY_DELAY_MS = 1500;

export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  /** Milliseconds since the epoch. */
  timestamp: number;
  suggestions?: readonly string[];
}

export interface ChatState {
  messages: ChatMessage[];
  input: string;
  /** True from a send until the coach's reply arrives. */
  replying: boolean;
}

export type ChatAction =
  { type: "input"; value: string } | { type: "send"; now: number } | { type: "reply"; now: number };

/**
 * Lower case, without accents, Arabic short vowels or tatweel, so "Álgebra" finds "algebra" and
 * "رِيَاضِيَّات" finds "رياضيات" (after NFD each mark is a separate character).
 */
function plain(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\p{M}\u0640]/gu, "")
    .toLowerCase();
}

/**
 * The reply a message gets: the first of `topics` (the edition's, which
 * include the English keywords) with a keyword in it, else the general one.
 */
export function replyTopic(message: string, topics = REPLY_KEYWORDS): ReplyTopic {
  const text = plain(message);
  const match = topics.find(([, keywords]) => keywords.some((word) => text.includes(plain(word))));
  return match ? match[0] : "general";
}

export function canSend(state: ChatState): boolean {
  return !state.replying && state.input.trim().length > 0;
}

/** Messages are only ever appended: an id is the message's position. */
function coachMessage(id: number, reply: CannedReply, now: number): ChatMessage {
  return {
    id: `m${id}`,
    content: reply.content,
    isUser: false,
    timestamp: now,
    suggestions: reply.suggestions,
  };
}

/** A new conversation: one greeting from the coach with four suggestions. */
export function initialChatState(now: number, greeting: CannedReply = GREETING): ChatState {
  return { messages: [coachMessage(0, greeting, now)], input: "", replying: false };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "input":
      return { ...state, input: action.value };
    case "send": {
      if (!canSend(state)) return state;
      const message: ChatMessage = {
        id: `m${state.messages.length}`,
        content: state.input.trim(),
        isUser: true,
        timestamp: action.now,
      };
      return {
        messages: [...state.messages, message],
        input: "",
        replying: true,
      };
    }
    case "reply": {
      if (!state.replying) return state;
      const lastUser = state.messages.findLast((message) => message.isUser);
      const reply = cannedReply(replyTopic(lastUser?.content ?? ""));
      return {
        ...state,
        messages: [...state.messages, coachMessage(state.messages.length, reply, action.now)],
        replying: false,
      };
    }
  }
}
