import { AwardIcon, CoinsIcon, FlameIcon, MedalIcon, TrophyIcon } from "lucide-react";
import { Container } from "~/components/layout/page";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { StatGrid } from "~/components/ui/stat-grid";
import { LEARNER, LEARNER_SUMMARY as WORDS } from "~/content/gamified-learning";
import { formatNumber, formatPlural } from "~/lib/format";

/** The learner's level, streak, XP to the next level and their counts (trophies, badges, coins, rank). */
export function LearnerSummary() {
  const counts = [
    { label: WORDS.trophies, value: LEARNER.trophies, icon: TrophyIcon },
    { label: WORDS.badges, value: LEARNER.badges, icon: AwardIcon },
    { label: WORDS.coins, value: formatNumber(LEARNER.coins), icon: CoinsIcon },
    { label: WORDS.rank, value: WORDS.rankValue(LEARNER.rank), icon: MedalIcon },
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
            <h2 className="text-2xl font-bold">{WORDS.level(LEARNER.level)}</h2>
            <p className="flex items-center gap-1 text-muted-foreground">
              <FlameIcon aria-hidden="true" className="size-4 text-warning" />
              {formatPlural(LEARNER.streakDays, WORDS.streak)}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <p className="flex justify-between gap-2 text-sm">
            <span className="font-medium">{WORDS.xpToLevel(LEARNER.nextLevel)}</span>
            <span>
              {WORDS.xpOfNext(formatNumber(LEARNER.xp), formatNumber(LEARNER.xpForNextLevel))}
            </span>
          </p>
          <Progress
            value={LEARNER.progress}
            label={WORDS.progressLabel(LEARNER.nextLevel)}
            valueText={WORDS.progressValue(
              formatNumber(LEARNER.xp),
              formatNumber(LEARNER.xpForNextLevel),
            )}
            size="lg"
          />
        </div>
        <StatGrid
          stats={counts}
          look="tile-centered"
          className="grid-cols-2 gap-3 sm:grid-cols-4"
        />
      </Card>
    </Container>
  );
}
