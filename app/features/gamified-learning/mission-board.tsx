import type { ReactNode } from "react";
import { Section } from "~/components/layout/page";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import {
  DAILY_CHALLENGE,
  MISSION_BOARD as WORDS,
  WEEKLY_CHALLENGE,
} from "~/content/gamified-learning";
import * as data from "~/data/gamified-learning";

interface ChallengeCardProps {
  badge: string;
  badgeVariant: BadgeVariant;
  challenge: { title: string; done: number; total: number };
  progressLabel: string;
  progressValue: string;
  /** The line under the bar: how far along, and the reward. */
  children: ReactNode;
}

function ChallengeCard({
  badge,
  badgeVariant,
  challenge,
  progressLabel,
  progressValue,
  children,
}: ChallengeCardProps) {
  return (
    <Card>
      <CardHeader>
        <Badge variant={badgeVariant}>{badge}</Badge>
        <CardTitle>{challenge.title}</CardTitle>
      </CardHeader>
      <Progress
        value={challenge.done}
        max={challenge.total}
        label={progressLabel}
        valueText={progressValue}
      />
      <p className="text-sm">{children}</p>
    </Card>
  );
}

/** The daily and the weekly challenge, each with its progress and rewards. */
export function MissionBoard() {
  const daily = { ...DAILY_CHALLENGE, ...data.DAILY_CHALLENGE };
  const weekly = { ...WEEKLY_CHALLENGE, ...data.WEEKLY_CHALLENGE };
  return (
    <Section id="missions" title={WORDS.title}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ChallengeCard
          badge={WORDS.daily}
          badgeVariant="default"
          challenge={daily}
          progressLabel={WORDS.dailyProgress}
          progressValue={WORDS.dailyValue(daily.done, daily.total)}
        >
          {WORDS.dailyDone(daily.done, daily.total)}{" "}
          <span className="font-medium">{WORDS.rewards}</span> {WORDS.rewardList(daily.rewards)}
        </ChallengeCard>
        <ChallengeCard
          badge={WORDS.weekly}
          badgeVariant="secondary"
          challenge={weekly}
          progressLabel={WORDS.weeklyProgress}
          progressValue={WORDS.weeklyValue(weekly.done, weekly.total)}
        >
          {WORDS.weeklyDone(weekly.done, weekly.total)}{" "}
          <span className="font-medium">{weekly.reward}</span>
        </ChallengeCard>
      </div>
    </Section>
  );
}
