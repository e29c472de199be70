/** The coach chat's canned texts (SPEC §4 "Coach chat"): greeting, replies by topic, quick actions. */

export type ReplyTopic = "math" | "physics" | "plan" | "progress" | "general";

export interface CannedReply {
  content: string;
  suggestions: readonly string[];
}

export const GREETING: CannedReply = {
  content:
    "Hi! I'm your AI learning coach. I can explain a topic, plan your week or look at your progress with you. What would you like to work on?",
  suggestions: [
    "Help me with algebra",
    "Explain Newton's laws in physics",
    "Make me a study plan",
    "How is my progress?",
  ],
};

/** Keywords (case-insensitive) that pick each reply, checked in this order. */
export const REPLY_KEYWORDS: readonly (readonly [ReplyTopic, readonly string[]])[] = [
  ["math", ["algebra", "math"]],
  ["physics", ["physics"]],
  ["plan", ["study plan", "schedule"]],
  ["progress", ["progress", "improvement"]],
];

export const REPLIES: Record<ReplyTopic, CannedReply> = {
  math: {
    content:
      "Let's do some maths! A good way into algebra is to treat an equation like a balance: whatever you do to one side, do to the other. For 3x + 5 = 20, take 5 from both sides (3x = 15), then divide both by 3 (x = 5). Want to try one yourself?",
    suggestions: ["Give me a practice equation", "Explain factorising", "What is a quadratic?"],
  },
  physics: {
    content:
      "Physics is about explaining how things move and change. Start with Newton's second law, F = ma: the force on an object equals its mass times its acceleration. Push a trolley twice as hard and it speeds up twice as fast. Shall we work through an example?",
    suggestions: ["Show me an F = ma example", "Explain gravity", "What is momentum?"],
  },
  plan: {
    content:
      "Here is a plan that fits your evening study hours: short sessions of 45 minutes, one subject a day, with Friday for review. Your full week is on the Study Schedule page. Would you like more practice or more reading in it?",
    suggestions: ["More practice sessions", "Add a review day", "Move sessions to mornings"],
  },
  progress: {
    content:
      "You're doing well: algebra is at 85% and biology at 92%. Calculus at 45% is the area where a little work will make the biggest improvement. Two 20-minute sessions on derivatives this week would be a great next step.",
    suggestions: ["Start a calculus session", "What are derivatives?", "Show my strongest topics"],
  },
  general: {
    content:
      "Good question! I can help best with a subject or a goal. Tell me the topic (for example algebra or physics), ask for a study plan, or ask how your progress looks.",
    suggestions: ["Help me with math", "Make me a study plan", "How is my progress?"],
  },
};

/** The quick-action buttons under the input: each only fills the input. */
export const QUICK_ACTIONS = [
  { label: "Explain", text: "Explain this topic step by step: " },
  { label: "Practice", text: "Give me a practice question on " },
  { label: "Resources", text: "Suggest resources to learn " },
] as const;
