import { Gamepad2Icon, PlayIcon, SwordsIcon } from "lucide-react";
import { useState } from "react";
import { PageHeader, Section } from "~/components/layout/page";
import { CallToAction } from "~/components/sections/call-to-action";
import { Button } from "~/components/ui/button";
import { DeferredDialogTrigger } from "~/components/ui/deferred-dialog";
import {
  MINI_GAMES_DIALOG as MINI_GAMES_CARD,
  QUICK_QUIZ_DIALOG as QUIZ_CARD,
} from "~/content/games";
import { GAMIFIED_LEARNING_PAGE as PAGE } from "~/content/gamified-learning";
import { BossLevels } from "~/features/boss-levels/boss-levels";
import { GameCard } from "~/features/games/game-card";
import { Leaderboards } from "~/features/gamified-learning/leaderboards";
import { LearnerSummary } from "~/features/gamified-learning/learner-summary";
import { earnOnce, visitTotal, type VisitXp } from "~/features/games/visit-xp";
import { LearningRooms } from "~/features/gamified-learning/learning-rooms";
import { MissionBoard } from "~/features/gamified-learning/mission-board";
import { Shop } from "~/features/gamified-learning/shop";
import { SkillTree } from "~/features/gamified-learning/skill-tree";
import { pageMeta } from "~/lib/meta";
import { NeedsScript } from "~/components/ui/needs-script";

export const meta = () => pageMeta("gamifiedLearning");

// Off the page's first load (ADR 004).
const loadQuickQuiz = () =>
  import("~/features/games/quick-quiz-dialog").then((module) => module.QuickQuizDialog);
const loadMiniGames = () =>
  import("~/features/games/mini-games-dialog").then((module) => module.MiniGamesDialog);

export default function GamifiedLearning() {
  // In memory only (ADR 013): a reload starts again from the spec's figures.
  const [visitXp, setVisitXp] = useState<VisitXp>(() => new Map());
  const earned = visitTotal(visitXp);
  const games = {
    earned: visitXp,
    onEarn: (question: string, xp: number) => setVisitXp((visit) => earnOnce(visit, question, xp)),
  };
  return (
    <>
      <PageHeader eyebrow={PAGE.eyebrow} title={PAGE.title} lead={PAGE.lead} />
      <LearnerSummary earned={earned} />
      <MissionBoard />
      <SkillTree />
      <Leaderboards earned={earned} />
      <Shop />
      <LearningRooms />

      <Section id="bonus" title={PAGE.bonus} needsScript>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <li>
            <DeferredDialogTrigger load={loadQuickQuiz} dialogProps={games}>
              <GameCard icon={SwordsIcon} title={QUIZ_CARD.card} lead={QUIZ_CARD.cardLead} />
            </DeferredDialogTrigger>
          </li>
          <li>
            <DeferredDialogTrigger load={loadMiniGames} dialogProps={games}>
              <GameCard
                icon={Gamepad2Icon}
                title={MINI_GAMES_CARD.card}
                lead={MINI_GAMES_CARD.cardLead}
              />
            </DeferredDialogTrigger>
          </li>
        </ul>
        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-bold">{PAGE.bossLevels}</h3>
          <p className="text-muted-foreground">{PAGE.bossLevelsLead}</p>
          <NeedsScript />
          <BossLevels />
        </div>
      </Section>

      <CallToAction
        tone="soft"
        title={PAGE.callToAction.title}
        lead={PAGE.callToAction.lead}
        actions={
          <>
            <Button>
              <PlayIcon aria-hidden="true" />
              {PAGE.callToAction.start}
            </Button>
            <Button variant="outline">{PAGE.callToAction.demo}</Button>
          </>
        }
      />
    </>
  );
}
