import { Section } from "~/components/layout/page";
import { Badge } from "~/components/ui/badge";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import {
  DAILY_CHALLENGE,
  MISSION_BOARD as WORDS,
  WEEKLY_CHALLENGE,
} from "~/content/gamified-learning";

/** The daily and the weekly challenge, each with its progress and rewards. */
export function MissionBoard() {
  return (
    <Section id="missions" title={WORDS.title}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <Badge>{WORDS.daily}</Badge>
            <CardTitle>{DAILY_CHALLENGE.title}</CardTitle>
          </CardHeader>
          <Progress
            value={DAILY_CHALLENGE.done}
            max={DAILY_CHALLENGE.total}
            label={WORDS.dailyProgress}
            valueText={WORDS.dailyValue(DAILY_CHALLENGE.done, DAILY_CHALLENGE.total)}
          />
          <p className="text-sm">
            {WORDS.dailyDone(DAILY_CHALLENGE.done, DAILY_CHALLENGE.total)}{" "}
            <span className="font-medium">{WORDS.rewards}</span>{" "}
            {WORDS.rewardList(DAILY_CHALLENGE.rewards)}
          </p>
        </Card>
        <Card>
          <CardHeader>
            <Badge variant="secondary">{WORDS.weekly}</Badge>
            <CardTitle>{WEEKLY_CHALLENGE.title}</CardTitle>
          </CardHeader>
          <Progress
            value={WEEKLY_CHALLENGE.done}
            max={WEEKLY_CHALLENGE.total}
            label={WORDS.weeklyProgress}
            valueText={WORDS.weeklyValue(WEEKLY_CHALLENGE.done, WEEKLY_CHALLENGE.total)}
          />
          <p className="text-sm">
            {WORDS.weeklyDone(WEEKLY_CHALLENGE.done, WEEKLY_CHALLENGE.total)}{" "}
            <span className="font-medium">{WEEKLY_CHALLENGE.reward}</span>
          </p>
        </Card>
      </div>
    </Section>
  );
}
