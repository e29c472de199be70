// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GREETING, PARTNER_GREETING, REPLIES } from "~/content/coach-replies";
import {
  REPLY_DELAY_MS,
  canSend,
  chatReducer,
  initialChatState,
  replyTopic,
  type ChatState,
} from "./chat-machine";
import { useCoachChat } from "./use-coach-chat";
import { cannedReply } from "./canned-replies";
import { REPLY_KEYWORDS as ARABIC } from "~/editions/ar/coach-replies";
import { REPLY_KEYWORDS as SPANISH } from "~/editions/es/coach-replies";

const typed = (state: ChatState, value: string) => chatReducer(state, { type: "input", value });

describe("chat machine", () => {
  it("starts with one greeting carrying four suggestions", () => {
    const state = initialChatState(0);
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ isUser: false, content: GREETING.content });
    expect(state.messages[0]?.suggestions).toHaveLength(4);
    const partner = initialChatState(0, PARTNER_GREETING);
    expect(partner.messages[0]).toMatchObject({ content: PARTNER_GREETING.content });
    expect(partner.messages[0]?.suggestions).toHaveLength(4);
  });

  it("answers every suggestion it offers with a topic reply, never the general one", () => {
    const offered = [GREETING, PARTNER_GREETING, ...Object.values(REPLIES)].flatMap(
      (reply) => reply.suggestions,
    );
    for (const suggestion of offered) {
      expect(replyTopic(suggestion), suggestion).not.toBe("general");
    }
  });

  it.each([
    ["Can you help with ALGEBRA?", "math"],
    ["MATH homework", "math"],
    ["quantum physics", "physics"],
    ["Make me a Study Plan", "plan"],
    ["what is on my schedule", "plan"],
    ["How is my progress", "progress"],
    ["ideas for improvement", "progress"],
    ["hello there", "general"],
  ] as const)("routes %j to the %s reply", (message, topic) => {
    expect(replyTopic(message)).toBe(topic);
  });

  it.each([
    ["¿Me ayudas con ÁLGEBRA?", "math"],
    ["tengo tarea de matemáticas", "math"],
    ["no entiendo la Física", "physics"],
    ["hazme un plan de estudio", "plan"],
    ["¿cómo va mi progreso?", "progress"],
    ["help me with algebra", "math"],
    ["hola", "general"],
  ] as const)("in Spanish, routes %j to the %s reply", (message, topic) => {
    expect(replyTopic(message, SPANISH)).toBe(topic);
  });

  it.each([
    ["ساعدني في الرِّيَاضِيَّات", "math"],
    ["ساعدني في الرياضيات", "math"],
    ["لا أفهم الفيزياء", "physics"],
    ["أريد خطة دراسة", "plan"],
    ["كيف هو تقدُّمي؟", "progress"],
    ["help me with physics", "physics"],
    ["مرحبا", "general"],
  ] as const)(
    "in Arabic, with or without short vowels, routes %j to the %s reply",
    (message, topic) => {
      expect(replyTopic(message, ARABIC)).toBe(topic);
    },
  );

  it("gives MATH and algebra the same reply", () => {
    expect(replyTopic("MATH")).toBe(replyTopic("algebra"));
  });

  it("ignores sends of empty or whitespace input, and while replying", () => {
    const start = initialChatState(0);
    expect(canSend(start)).toBe(false);
    expect(chatReducer(start, { type: "send", now: 1 })).toBe(start);
    const blank = typed(start, "  \n\t ");
    expect(canSend(blank)).toBe(false);
    expect(chatReducer(blank, { type: "send", now: 1 })).toBe(blank);

    const sent = chatReducer(typed(start, " physics? "), { type: "send", now: 1 });
    expect(sent.replying).toBe(true);
    expect(sent.messages.at(-1)).toMatchObject({ content: "physics?", isUser: true });
    const again = typed(sent, "more");
    expect(canSend(again)).toBe(false);
    expect(chatReducer(again, { type: "send", now: 2 })).toBe(again);
  });

  it("keeps ids unique when two messages land in the same millisecond", () => {
    let state = chatReducer(typed(initialChatState(5), "a"), { type: "send", now: 5 });
    state = chatReducer(state, { type: "reply", now: 5 });
    state = chatReducer(typed(state, "b"), { type: "send", now: 5 });
    const ids = state.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("useCoachChat", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("replies after 1.5 seconds, not before", () => {
    const { result } = renderHook(() => useCoachChat(GREETING, 0));
    act(() => result.current.setInput("Help with algebra"));
    act(() => result.current.send());
    expect(result.current.state.replying).toBe(true);
    expect(result.current.canSend).toBe(false);
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS - 100));
    expect(result.current.state.messages).toHaveLength(2);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.state.messages).toHaveLength(3);
    expect(result.current.state.messages.at(-1)?.content).toBe(cannedReply("math").content);
    expect(result.current.state.replying).toBe(false);
  });

  it("cancels the reply timer on unmount", () => {
    const errors = vi.spyOn(console, "error");
    const { result, unmount } = renderHook(() => useCoachChat(GREETING, 0));
    act(() => result.current.setInput("physics"));
    act(() => result.current.send());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS * 2));
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("canned replies", () => {
  // Their figures are the page's data (~/data/ai-personalization), formatted in.
  it.each([
    [
      "math",
      "Let's do some maths! A good way into algebra is to treat an equation like a balance: whatever you do to one side, do to the other. For 3x + 5 = 20, take 5 from both sides (3x = 15), then divide both by 3 (x = 5). Want to try one yourself?",
    ],
    [
      "plan",
      "Here is a plan that fits your evening study hours (16:00 – 19:00): one subject a day, sessions of 45 to 60 minutes, and a check-in quiz on Friday. Your full week is on the Study Schedule page. Would you like more practice or more reading in it?",
    ],
    [
      "progress",
      "You're doing well: algebra is at 85% with a score of 92, and physics at 70%. Chemistry at 45% is where a little work will make the biggest improvement. Two 20-minute sessions on the periodic table this week would be a great next step.",
    ],
  ] as const)("quotes the figures in the %s reply", (topic, content) => {
    expect(cannedReply(topic)).toEqual({ content, suggestions: REPLIES[topic].suggestions });
  });
});
