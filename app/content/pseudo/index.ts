/** Every module of this edition, by name, checked against English at its end. */
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

import type { Checked } from "../editions";
import type * as Self from "./index";

/** This edition's words against English's: a missing or misshapen word is a type error here. */
export type EditionWords = Checked<typeof Self>;
