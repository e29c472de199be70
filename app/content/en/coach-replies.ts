/** The coach chat's canned texts (SPEC §4 "Coach chat"): greeting, replies, quick actions. */

export type ReplyTopic = "math" | "physics" | "plan" | "progress" | "general";

/** A coach message as the chat shows it (its figures already in): its text and suggestions. */
export interface CannedReply {
  content: string;
  suggestions: readonly string[];
}

const OPENING_SUGGESTIONS = [
  "Help me with algebra",
  "Explain Newton's laws in physics",
  "Make me a study plan",
  "How is my progress?",
] as const;

/** The AI Coach's first message. */
export const GREETING: CannedReply = {
  content:
    "Hi! I'm your AI learning coach. I can explain a topic, plan your week or look at your progress with you. What would you like to work on?",
  suggestions: OPENING_SUGGESTIONS,
};

/** The AI Partner's first message: the same help, as a study partner. */
export const PARTNER_GREETING: CannedReply = {
  content:
    "Hi! I'm your AI study partner. Your buddies are busy, so let's learn together: we can work through a topic, plan our week or see how you're doing. Where shall we start?",
  suggestions: OPENING_SUGGESTIONS,
};

/** Keywords (case-insensitive) that pick each reply, checked in this order. */
export const REPLY_KEYWORDS: readonly (readonly [ReplyTopic, readonly string[]])[] = [
  ["math", ["algebra", "math"]],
  ["physics", ["physics"]],
  ["plan", ["study plan", "schedule"]],
  ["progress", ["progress", "improvement"]],
];

/**
 * Each reply's suggestions carry a keyword of the topic they lead to, so
 * every suggestion gets a real answer, never the general one. A reply with figures is a function
 * of them, formatted (their values: ~/data/ai-personalization).
 */
export const REPLIES = {
  math: {
    /** ALGEBRA_EXAMPLE: `coefficient`x + `constant` = `total`; `difference` is total − constant. */
    content: (
      coefficient: string,
      constant: string,
      total: string,
      difference: string,
      x: string,
    ) =>
      `Let's do some maths! A good way into algebra is to treat an equation like a balance: whatever you do to one side, do to the other. For ${coefficient}x + ${constant} = ${total}, take ${constant} from both sides (${coefficient}x = ${difference}), then divide both by ${coefficient} (x = ${x}). Want to try one yourself?`,
    suggestions: [
      "Show me another algebra example",
      "Now help me with physics",
      "How is my progress in math?",
    ],
  },
  physics: {
    content:
      "Physics is about explaining how things move and change. Start with Newton's second law, F = ma: the force on an object equals its mass times its acceleration. Push a trolley twice as hard and it speeds up twice as fast. Shall we work through an example?",
    suggestions: [
      "Give me a physics example with F = ma",
      "Put physics in my study plan",
      "Help me with the math in physics",
    ],
  },
  plan: {
    /** PREFERRED_HOURS, and SESSION_MINUTES: `longest` with its unit (`MINUTES`). */
    content: (from: string, to: string, shortest: string, longest: string) =>
      `Here is a plan that fits your evening study hours (${from} – ${to}): one subject a day, sessions of ${shortest} to ${longest}, and a check-in quiz on Friday. Your full week is on the Study Schedule page. Would you like more practice or more reading in it?`,
    suggestions: [
      "Add more algebra practice",
      "Show my progress this week",
      "Move my schedule to mornings",
    ],
  },
  progress: {
    /** PROGRESS_ITEMS' figures, and REVISION_MINUTES as `SESSION_LENGTH` has it. */
    content: (
      algebra: string,
      algebraScore: string,
      physics: string,
      chemistry: string,
      session: string,
    ) =>
      `You're doing well: algebra is at ${algebra} with a score of ${algebraScore}, and physics at ${physics}. Chemistry at ${chemistry} is where a little work will make the biggest improvement. Two ${session} sessions on the periodic table this week would be a great next step.`,
    suggestions: [
      "Add chemistry to my study plan",
      "Help me keep my algebra score",
      "What was my biggest improvement?",
    ],
  },
  general: {
    content:
      "Good question! I can help best with a subject or a goal. Tell me the topic (for example algebra or physics), ask for a study plan, or ask how your progress looks.",
    suggestions: ["Help me with math", "Make me a study plan", "How is my progress?"],
  },
} as const satisfies Record<
  ReplyTopic,
  { content: string | ((...figures: string[]) => string); suggestions: readonly string[] }
>;

/** An amount of minutes, e.g. "60 minutes" (`formatPlural`'s forms). */
export const MINUTES = { one: "{count} minute", other: "{count} minutes" } as const;

/** A session's length as the progress reply puts it: "Two 20-minute sessions". */
export const SESSION_LENGTH = { one: "{count}-minute", other: "{count}-minute" } as const;

/** The quick-action buttons under the input: each only fills the input. */
export const QUICK_ACTIONS = [
  { label: "Explain", text: "Explain this topic step by step: " },
  { label: "Practice", text: "Give me a practice question on " },
  { label: "Resources", text: "Suggest resources to learn " },
] as const;

/** The chat's own words around the messages; the coach's name comes from its dialog's title. */
export const CHAT = {
  log: (coach: string) => `Conversation with ${coach}`,
  you: "You",
  /** Before each message for screen readers: "Maya: ". */
  speaker: (name: string) => `${name}: `,
  typing: (coach: string) => `${coach} is typing…`,
  suggestions: "Suggestions",
  hint: "Enter sends · Shift+Enter starts a new line",
  message: (coach: string) => `Message ${coach}`,
  placeholder: (coach: string) => `Ask ${coach} anything…`,
  send: "Send message",
  /** Its name in the error message if it breaks. */
  widget: "chat",
} as const;
