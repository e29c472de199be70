import { Item, ItemDescription, ItemTitle } from "~/components/ui/item";
import { TrophyIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { ACHIEVEMENTS, ACHIEVEMENTS_CARD as WORDS } from "~/content/ai-personalization";
import { STUDY_BUDDIES } from "~/data/ai-personalization";
import { NeedsScript } from "~/components/ui/needs-script";

/** `chat` opens a chat with an AI partner while the study buddies are away. */
export function AchievementsCard({ chat }: { chat: ReactNode }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2" icon={TrophyIcon} size="lg">
          {WORDS.title}
        </CardTitle>
      </CardHeader>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {ACHIEVEMENTS.map((achievement) => (
          <Item key={achievement.title}>
            <ItemTitle>{achievement.title}</ItemTitle>
            <ItemDescription>{achievement.detail}</ItemDescription>
          </Item>
        ))}
      </ul>
      <h3 className="flex items-center gap-2 font-semibold">
        <UsersIcon aria-hidden="true" className="size-4 text-primary" />
        {WORDS.studyBuddies}
      </h3>
      <NeedsScript />
      <ul className="flex flex-wrap gap-3">
        {STUDY_BUDDIES.map((buddy, index) => (
          <li key={buddy.name} className="flex items-center gap-2 rounded-xl border px-3 py-2">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary-soft-foreground"
            >
              {buddy.initials}
            </span>
            <span className="flex flex-col text-sm">
              <span className="font-medium">{buddy.name}</span>
              <span className="text-muted-foreground">
                {WORDS.subjects[index]} · {buddy.online ? WORDS.online : WORDS.offline}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {chat}
    </Card>
  );
}
