import { MessageCircleIcon } from "lucide-react";
import { Container, PageHeader } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { GREETING, PARTNER_GREETING } from "~/content/coach-replies";
import { CoachChatDialog } from "~/features/coach-chat/coach-chat-dialog";
import { AchievementsCard } from "~/features/personalization/achievements-card";
import { AiCoachCard } from "~/features/personalization/ai-coach-card";
import { CustomizationControls } from "~/features/personalization/customization-controls";
import { LearnerProfileCard } from "~/features/personalization/learner-profile-card";
import { LearningPlanCard } from "~/features/personalization/learning-plan-card";
import { ProgressTrackerCard } from "~/features/personalization/progress-tracker-card";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("aiPersonalization");

export default function AiPersonalization() {
  return (
    <>
      <PageHeader
        eyebrow="Your learning, your way"
        title="AI Personalization"
        lead="Learning that adapts to your style, pace and goals, with a coach who is there whenever you are."
      />
      <Container className="grid grid-cols-1 gap-6 pb-12 lg:grid-cols-2">
        <LearnerProfileCard />
        <ProgressTrackerCard />
        <CustomizationControls />
        <div className="flex flex-col gap-6">
          <AiCoachCard
            chat={
              <CoachChatDialog
                title="AI Coach"
                description="Your personal learning coach. Replies are sample answers."
                greeting={GREETING}
                trigger={
                  <Button className="w-fit">
                    <MessageCircleIcon aria-hidden="true" />
                    Chat with AI Coach
                  </Button>
                }
              />
            }
          />
          <LearningPlanCard />
        </div>
        <AchievementsCard
          chat={
            <CoachChatDialog
              title="AI Partner"
              description="Study with an AI partner when your buddies are away. Replies are sample answers."
              greeting={PARTNER_GREETING}
              trigger={
                <Button variant="outline" className="w-fit">
                  <MessageCircleIcon aria-hidden="true" />
                  Chat with AI Partner
                </Button>
              }
            />
          }
        />
      </Container>
    </>
  );
}
