import {
  MINUTES,
  REPLIES,
  SESSION_LENGTH,
  type CannedReply,
  type ReplyTopic,
} from "~/content/coach-replies";
import {
  ALGEBRA_EXAMPLE,
  PREFERRED_HOURS,
  PROGRESS_ITEMS,
  REVISION_MINUTES,
  SESSION_MINUTES,
} from "~/data/ai-personalization";
import { formatNumber, formatPercent, formatPlural, formatTimeOfDay } from "~/lib/format";

/** Each reply's text, its figures (the page's data, ~/data/ai-personalization) formatted in. */
const CONTENTS: Record<ReplyTopic, () => string> = {
  math: () => {
    const { coefficient, constant, total } = ALGEBRA_EXAMPLE;
    const difference = total - constant;
    return REPLIES.math.content(
      formatNumber(coefficient),
      formatNumber(constant),
      formatNumber(total),
      formatNumber(difference),
      formatNumber(difference / coefficient),
    );
  },
  physics: () => REPLIES.physics.content,
  plan: () =>
    REPLIES.plan.content(
      formatTimeOfDay(PREFERRED_HOURS.from),
      formatTimeOfDay(PREFERRED_HOURS.to),
      formatNumber(SESSION_MINUTES.shortest),
      formatPlural(SESSION_MINUTES.longest, MINUTES),
    ),
  progress: () => {
    const { algebra, physics, chemistry } = PROGRESS_ITEMS;
    return REPLIES.progress.content(
      formatPercent(algebra.progress),
      formatNumber(algebra.score),
      formatPercent(physics.progress),
      formatPercent(chemistry.progress),
      formatPlural(REVISION_MINUTES, SESSION_LENGTH),
    );
  },
  general: () => REPLIES.general.content,
};

/** The coach's reply on `topic`, as the chat shows it. */
export function cannedReply(topic: ReplyTopic): CannedReply {
  return { content: CONTENTS[topic](), suggestions: REPLIES[topic].suggestions };
}
