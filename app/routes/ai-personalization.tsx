import { MessageCircleIcon } from "lucide-react";
import { Container, PageHeader } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { DeferredDialogTrigger } from "~/components/ui/deferred-dialog";
import { AI_PERSONALIZATION } from "~/content/ai-personalization";
import type { Coach } from "~/features/coach-chat/coach-chat-dialog";
import { AchievementsCard } from "~/features/personalization/achievements-card";
import { AiCoachCard } from "~/features/personalization/ai-coach-card";
import { CustomizationControls } from "~/features/personalization/customization-controls";
import { LearnerProfileCard } from "~/features/personalization/learner-profile-card";
import { LearningPlanCard } from "~/features/personalization/learning-plan-card";
import { ProgressTrackerCard } from "~/features/personalization/progress-tracker-card";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("aiPersonalization");

// The coach's words and replies come with the dialog's code, when it is about to be used.
const loadCoachChatDialog = () =>
  import("~/features/coach-chat/coach-chat-dialog").then((module) => module.CoachChatDialog);

function coachChat(
  words: { title: string; description: string; open: string },
  coach: Coach,
  variant?: "outline",
) {
  return (
    <DeferredDialogTrigger
      load={loadCoachChatDialog}
      dialogProps={{ title: words.title, description: words.description, coach }}
    >
      <Button variant={variant} className="w-fit">
        <MessageCircleIcon aria-hidden="true" />
        {words.open}
      </Button>
    </DeferredDialogTrigger>
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
          <AiCoachCard chat={coachChat(AI_PERSONALIZATION.coach, "coach")} />
          <LearningPlanCard />
        </div>
        <AchievementsCard chat={coachChat(AI_PERSONALIZATION.partner, "partner", "outline")} />
      </Container>
    </>
  );
}
