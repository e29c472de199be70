import { Item, ItemDescription, ItemTitle } from "~/components/ui/item";
import { TrophyIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import {
  ACHIEVEMENTS as ACHIEVEMENT_WORDS,
  ACHIEVEMENTS_CARD as WORDS,
} from "~/content/ai-personalization";
import { ACHIEVEMENTS, STUDY_BUDDIES } from "~/data/ai-personalization";
import { formatPercent, formatPlural } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { NeedsScript } from "~/components/ui/needs-script";

/** Each achievement's title and detail, by id, its figure formatted in. */
function achievementTexts(): Record<keyof typeof ACHIEVEMENTS, { title: string; detail: string }> {
  const { streak, "algebra-ace": ace, "curious-mind": curious } = ACHIEVEMENT_WORDS;
  const { days } = ACHIEVEMENTS.streak;
  return {
    streak: { title: formatPlural(days, streak.title), detail: formatPlural(days, streak.detail) },
    "algebra-ace": {
      title: ace.title,
      detail: ace.detail(formatPercent(ACHIEVEMENTS["algebra-ace"].percent)),
    },
    "curious-mind": {
      title: curious.title,
      detail: formatPlural(ACHIEVEMENTS["curious-mind"].questions, curious.detail),
    },
  };
}

/** `chat` opens a chat with an AI partner while the study buddies are away. */
export function AchievementsCard({ chat }: { chat: ReactNode }) {
  const achievements = achievementTexts();
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2" icon={TrophyIcon} size="lg">
          {WORDS.title}
        </CardTitle>
      </CardHeader>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {idsOf(ACHIEVEMENTS).map((id) => (
          <Item key={id}>
            <ItemTitle>{achievements[id].title}</ItemTitle>
            <ItemDescription>{achievements[id].detail}</ItemDescription>
          </Item>
        ))}
      </ul>
      <h3 className="flex items-center gap-2 font-semibold">
        <UsersIcon aria-hidden="true" className="size-4 text-primary" />
        {WORDS.studyBuddies}
      </h3>
      <NeedsScript />
      <ul className="flex flex-wrap gap-3">
        {idsOf(STUDY_BUDDIES).map((id) => {
          const buddy = STUDY_BUDDIES[id];
          return (
            <li key={id} className="flex items-center gap-2 rounded-xl border px-3 py-2">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary-soft-foreground"
              >
                {buddy.initials}
              </span>
              <span className="flex flex-col text-sm">
                <span className="font-medium">{buddy.name}</span>
                <span className="text-muted-foreground">
                  {WORDS.subjects[id]} · {buddy.online ? WORDS.online : WORDS.offline}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {chat}
    </Card>
  );
}
