/** Every module of this edition, by name: app/content/editions.ts checks it against English. */
export * as aiPersonalization from "./ai-personalization";
export * as analytics from "./analytics";
export * as avatar from "./avatar";
export * as coachReplies from "./coach-replies";
export * as common from "./common";
export * as games from "./games";
export * as gamifiedLearning from "./gamified-learning";
export * as grammar from "./grammar";
export * as immersive from "./immersive";
export * as landing from "./landing";
export * as locale from "./locale";
export * as pages from "./pages";
export * as schedule from "./schedule";
export * as securePrivate from "./secure-private";
export * as site from "./site";
export * as virtualCollaboration from "./virtual-collaboration";
