import { PlayIcon } from "lucide-react";
import { PageHeader, Section } from "~/components/layout/page";
import { CallToAction } from "~/components/sections/call-to-action";
import { Button } from "~/components/ui/button";
import { GAMIFIED_LEARNING_PAGE as PAGE } from "~/content/gamified-learning";
import { BossLevels } from "~/features/boss-levels/boss-levels";
import { MiniGamesDialog } from "~/features/games/mini-games-dialog";
import { QuickQuizDialog } from "~/features/games/quick-quiz-dialog";
import { Leaderboards } from "~/features/gamified-learning/leaderboards";
import { LearnerSummary } from "~/features/gamified-learning/learner-summary";
import { LearningRooms } from "~/features/gamified-learning/learning-rooms";
import { MissionBoard } from "~/features/gamified-learning/mission-board";
import { Shop } from "~/features/gamified-learning/shop";
import { SkillTree } from "~/features/gamified-learning/skill-tree";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("gamifiedLearning");

export default function GamifiedLearning() {
  return (
    <>
      <PageHeader eyebrow={PAGE.eyebrow} title={PAGE.title} lead={PAGE.lead} />
      <LearnerSummary />
      <MissionBoard />
      <SkillTree />
      <Leaderboards />
      <Shop />
      <LearningRooms />

      <Section id="bonus" title={PAGE.bonus}>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <li>
            <QuickQuizDialog />
          </li>
          <li>
            <MiniGamesDialog />
          </li>
        </ul>
        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-bold">{PAGE.bossLevels}</h3>
          <p className="text-muted-foreground">{PAGE.bossLevelsLead}</p>
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
