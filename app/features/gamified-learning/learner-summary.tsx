import { AwardIcon, CoinsIcon, FlameIcon, MedalIcon, TrophyIcon } from "lucide-react";
import { Container } from "~/components/layout/page";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { LEARNER } from "~/content/gamified-learning";
import { formatNumber } from "~/lib/format";

/** The learner's level, streak, XP to the next level and their counts (trophies, badges, coins, rank). */
export function LearnerSummary() {
  const counts = [
    { label: "Trophies", value: LEARNER.trophies, icon: TrophyIcon },
    { label: "Badges", value: LEARNER.badges, icon: AwardIcon },
    { label: "Coins", value: formatNumber(LEARNER.coins), icon: CoinsIcon },
    { label: "Class rank", value: `#${LEARNER.rank}`, icon: MedalIcon },
  ];
  return (
    <Container className="pb-4">
      <Card gap={5}>
        <div className="flex flex-wrap items-center gap-4">
          <span
            role="img"
            aria-label={LEARNER.avatar.alt}
            className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-4xl"
          >
            {LEARNER.avatar.emoji}
          </span>
          <div className="flex flex-col">
            <h2 className="text-2xl font-bold">Level {LEARNER.level}</h2>
            <p className="flex items-center gap-1 text-muted-foreground">
              <FlameIcon aria-hidden="true" className="size-4 text-warning" />
              {LEARNER.streakDays}-day streak
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <p className="flex justify-between gap-2 text-sm">
            <span className="font-medium">XP to level {LEARNER.nextLevel}</span>
            <span>
              {formatNumber(LEARNER.xp)} / {formatNumber(LEARNER.xpForNextLevel)} XP
            </span>
          </p>
          <Progress
            value={LEARNER.progress}
            label={`XP progress to level ${LEARNER.nextLevel}`}
            valueText={`${formatNumber(LEARNER.xp)} of ${formatNumber(LEARNER.xpForNextLevel)} XP`}
            size="lg"
          />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map(({ label, value, icon: Icon }) => (
            <div key={label} className="flex flex-col items-center gap-1 rounded-xl border p-3">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <dt className="order-last text-sm text-muted-foreground">{label}</dt>
              <dd className="text-xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </Container>
  );
}
