import { MessageCircleIcon } from "lucide-react";
import { Container, PageHeader } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { AI_PERSONALIZATION } from "~/content/ai-personalization";
import { GREETING, PARTNER_GREETING, type CannedReply } from "~/content/coach-replies";
import { CoachChatDialog } from "~/features/coach-chat/coach-chat-dialog";
import { AchievementsCard } from "~/features/personalization/achievements-card";
import { AiCoachCard } from "~/features/personalization/ai-coach-card";
import { CustomizationControls } from "~/features/personalization/customization-controls";
import { LearnerProfileCard } from "~/features/personalization/learner-profile-card";
import { LearningPlanCard } from "~/features/personalization/learning-plan-card";
import { ProgressTrackerCard } from "~/features/personalization/progress-tracker-card";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("aiPersonalization");

function coachChat(
  words: { title: string; description: string; open: string },
  greeting: CannedReply,
  variant?: "outline",
) {
  return (
    <CoachChatDialog
      title={words.title}
      description={words.description}
      greeting={greeting}
      trigger={
        <Button variant={variant} className="w-fit">
          <MessageCircleIcon aria-hidden="true" />
          {words.open}
        </Button>
      }
    />
  );
}

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
          <AiCoachCard chat={coachChat(AI_PERSONALIZATION.coach, GREETING)} />
          <LearningPlanCard />
        </div>
        <AchievementsCard
          chat={coachChat(AI_PERSONALIZATION.partner, PARTNER_GREETING, "outline")}
        />
      </Container>
    </>
  );
}
