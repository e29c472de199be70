import { Section } from "~/components/layout/page";
import { Badge } from "~/components/ui/badge";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import {
  DAILY_CHALLENGE,
  MISSION_BOARD as WORDS,
  WEEKLY_CHALLENGE,
} from "~/content/gamified-learning";
import * as data from "~/data/gamified-learning";
import { idsOf } from "~/lib/ids";
import { formatPlural } from "~/lib/format";

/** The daily and the weekly challenge, each with its progress and rewards. */
export function MissionBoard() {
  const daily = data.DAILY_CHALLENGE;
  const weekly = data.WEEKLY_CHALLENGE;
  const rewards = idsOf(daily.rewards).map((id) =>
    formatPlural(daily.rewards[id], DAILY_CHALLENGE.rewards[id]),
  );
  // Each with the line under its bar: how far along, and the reward.
  const challenges = [
    {
      badge: WORDS.daily,
      badgeVariant: "default" as const,
      title: formatPlural(daily.total, DAILY_CHALLENGE.title),
      done: daily.done,
      total: daily.total,
      progressLabel: WORDS.dailyProgress,
      progressValue: WORDS.dailyValue(daily.done, daily.total),
      line: (
        <>
          {WORDS.dailyDone(daily.done, daily.total)}{" "}
          <span className="font-medium">{WORDS.rewards}</span> {WORDS.rewardList(rewards)}
        </>
      ),
    },
    {
      badge: WORDS.weekly,
      badgeVariant: "secondary" as const,
      title: formatPlural(weekly.total, WEEKLY_CHALLENGE.title),
      done: weekly.done,
      total: weekly.total,
      progressLabel: WORDS.weeklyProgress,
      progressValue: WORDS.weeklyValue(weekly.done, weekly.total),
      line: (
        <>
          {WORDS.weeklyDone(weekly.done, weekly.total)}{" "}
          <span className="font-medium">{WEEKLY_CHALLENGE.reward}</span>
        </>
      ),
    },
  ];
  return (
    <Section id="missions" title={WORDS.title}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {challenges.map((challenge) => (
          <Card key={challenge.badge}>
            <CardHeader>
              <Badge variant={challenge.badgeVariant}>{challenge.badge}</Badge>
              <CardTitle>{challenge.title}</CardTitle>
            </CardHeader>
            <Progress
              value={challenge.done}
              max={challenge.total}
              label={challenge.progressLabel}
              valueText={challenge.progressValue}
            />
            <p className="text-sm">{challenge.line}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
