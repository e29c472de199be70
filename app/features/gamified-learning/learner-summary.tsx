import { AwardIcon, CoinsIcon, FlameIcon, MedalIcon, TrophyIcon } from "lucide-react";
import { Container } from "~/components/layout/page";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { StatGrid } from "~/components/ui/stat-grid";
import { LEARNER_SUMMARY as WORDS } from "~/content/gamified-learning";
import { LEARNER } from "~/data/gamified-learning";
import { formatNumber, formatPlural } from "~/lib/format";
import { Badge } from "~/components/ui/badge";
import { XP_AMOUNT } from "~/content/common";
import { learnerTotals } from "./learner-totals";
import { Emoji } from "~/components/ui/emoji";

/** `earned` is the XP the games have added this visit. */
export function LearnerSummary({ earned }: { earned: number }) {
  const totals = learnerTotals(earned);
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
          <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-4xl">
            <Emoji emoji={LEARNER.emoji} alt={WORDS.avatar} />
          </span>
          <div className="flex flex-col">
            <h2 className="text-2xl font-bold">{WORDS.level(totals.level)}</h2>
            <p className="flex items-center gap-1 text-muted-foreground">
              <FlameIcon aria-hidden="true" className="size-4 text-warning" />
              {formatPlural(LEARNER.streakDays, WORDS.streak)}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <p className="flex flex-wrap justify-between gap-x-2 text-sm">
            <span className="font-medium">{WORDS.xpToLevel(totals.nextLevel)}</span>
            <span className="flex flex-wrap items-center justify-end gap-2">
              {earned > 0 ? (
                <Badge key={earned} variant="warning" className="motion-safe:animate-reward-rise">
                  {WORDS.earned(formatPlural(earned, XP_AMOUNT))}
                </Badge>
              ) : null}
              {WORDS.xpOfNext(formatNumber(totals.xp), formatNumber(totals.xpForNextLevel))}
            </span>
          </p>
          <Progress
            value={totals.progress}
            label={WORDS.progressLabel(totals.nextLevel)}
            valueText={WORDS.progressValue(
              formatNumber(totals.xp),
              formatNumber(totals.xpForNextLevel),
            )}
            size="lg"
            indicatorClassName="fill-primary motion-safe:transition-[width] motion-safe:duration-700"
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
