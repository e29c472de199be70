import { MessageCircleIcon } from "lucide-react";
import { Container, PageHeader } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { AI_PERSONALIZATION } from "~/content/ai-personalization";
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
        eyebrow={AI_PERSONALIZATION.eyebrow}
        title={AI_PERSONALIZATION.title}
        lead={AI_PERSONALIZATION.lead}
      />
      <Container className="grid grid-cols-1 gap-6 pb-12 lg:grid-cols-2">
        <LearnerProfileCard />
        <ProgressTrackerCard />
        <CustomizationControls />
        <div className="flex flex-col gap-6">
          <AiCoachCard
            chat={
              <CoachChatDialog
                title={AI_PERSONALIZATION.coach.title}
                description={AI_PERSONALIZATION.coach.description}
                greeting={GREETING}
                trigger={
                  <Button className="w-fit">
                    <MessageCircleIcon aria-hidden="true" />
                    {AI_PERSONALIZATION.coach.open}
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
              title={AI_PERSONALIZATION.partner.title}
              description={AI_PERSONALIZATION.partner.description}
              greeting={PARTNER_GREETING}
              trigger={
                <Button variant="outline" className="w-fit">
                  <MessageCircleIcon aria-hidden="true" />
                  {AI_PERSONALIZATION.partner.open}
                </Button>
              }
            />
          }
        />
      </Container>
    </>
  );
}
