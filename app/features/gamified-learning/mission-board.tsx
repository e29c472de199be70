import { Section } from "~/components/layout/page";
import { Badge } from "~/components/ui/badge";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { DAILY_CHALLENGE, WEEKLY_CHALLENGE } from "~/content/gamified-learning";

/** The daily and the weekly challenge, each with its progress and rewards. */
export function MissionBoard() {
  return (
    <Section id="missions" title="Mission board">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <Badge>Daily challenge</Badge>
            <CardTitle>{DAILY_CHALLENGE.title}</CardTitle>
          </CardHeader>
          <Progress
            value={DAILY_CHALLENGE.done}
            max={DAILY_CHALLENGE.total}
            label="Daily challenge progress"
            valueText={`${DAILY_CHALLENGE.done} of ${DAILY_CHALLENGE.total}`}
          />
          <p className="text-sm">
            {DAILY_CHALLENGE.done} of {DAILY_CHALLENGE.total} done.{" "}
            <span className="font-medium">Rewards:</span> {DAILY_CHALLENGE.rewards.join(", ")}
          </p>
        </Card>
        <Card>
          <CardHeader>
            <Badge variant="secondary">Weekly challenge</Badge>
            <CardTitle>{WEEKLY_CHALLENGE.title}</CardTitle>
          </CardHeader>
          <Progress
            value={WEEKLY_CHALLENGE.done}
            max={WEEKLY_CHALLENGE.total}
            label="Weekly challenge progress"
            valueText={`${WEEKLY_CHALLENGE.done} of ${WEEKLY_CHALLENGE.total} problems`}
          />
          <p className="text-sm">
            {WEEKLY_CHALLENGE.done} of {WEEKLY_CHALLENGE.total} problems for a{" "}
            <span className="font-medium">{WEEKLY_CHALLENGE.reward}</span>
          </p>
        </Card>
      </div>
    </Section>
  );
}
