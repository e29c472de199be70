import {
  BotIcon,
  BrainIcon,
  CalendarDaysIcon,
  CheckCircle2Icon,
  CircleIcon,
  ClockIcon,
  MessageCircleIcon,
  TrendingUpIcon,
  TrophyIcon,
  UsersIcon,
} from "lucide-react";
import { href, Link } from "react-router";
import { Container, PageHeader } from "~/components/layout/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import {
  ACHIEVEMENTS,
  LEARNER_PROFILE,
  LEARNING_PLAN,
  LEVEL,
  PROGRESS_ITEMS,
  STUDY_BUDDIES,
} from "~/content/ai-personalization";
import { GREETING, PARTNER_GREETING } from "~/content/coach-replies";
import { CoachChatDialog } from "~/features/coach-chat/coach-chat-dialog";
import { CustomizationControls } from "~/features/personalization/customization-controls";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("aiPersonalization");

const numbers = new Intl.NumberFormat("en");

export default function AiPersonalization() {
  return (
    <>
      <PageHeader
        eyebrow="Your learning, your way"
        title="AI Personalization"
        lead="Learning that adapts to your style, pace and goals, with a coach who is there whenever you are."
      />
      <Container className="grid grid-cols-1 gap-6 pb-12 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={BrainIcon} size="lg">
              Learner Profile
            </CardTitle>
          </CardHeader>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">Learning style</dt>
            <dd className="font-medium">{LEARNER_PROFILE.learningStyle}</dd>
            <dt className="text-muted-foreground">Preferred hours</dt>
            <dd className="flex items-center gap-1 font-medium">
              <ClockIcon aria-hidden="true" className="size-4" />
              {LEARNER_PROFILE.preferredHours}
            </dd>
            <dt className="text-muted-foreground">Focus areas</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {LEARNER_PROFILE.focusAreas.map((area) => (
                  <li key={area}>
                    <Badge>{area}</Badge>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          <div className="flex flex-col gap-2 rounded-xl bg-primary-soft p-4 text-primary-soft-foreground">
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-bold">Level {LEVEL.level}</span>
              <span className="text-sm font-medium">{numbers.format(LEVEL.xp)} XP</span>
            </p>
            <Progress value={LEVEL.progress} label={`Progress to level ${LEVEL.level + 1}`} />
            <p className="text-sm">
              {LEVEL.progress}% of the way to level {LEVEL.level + 1}
            </p>
          </div>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={TrendingUpIcon} size="lg">
              Smart Progress Tracker
            </CardTitle>
            <CardDescription>Progress through each topic and your latest score.</CardDescription>
          </CardHeader>
          <ul className="flex flex-col gap-4">
            {PROGRESS_ITEMS.map((item) => (
              <li key={item.topic} className="flex flex-col gap-1.5">
                <span className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{item.topic}</span>
                  <span className="text-muted-foreground">
                    {item.progress}% · Score {item.score}
                  </span>
                </span>
                <Progress value={item.progress} label={`${item.topic} progress`} />
              </li>
            ))}
          </ul>
        </Card>

        <CustomizationControls />

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2" icon={BotIcon} size="lg">
                AI Coach
              </CardTitle>
              <CardDescription>
                Ask for an explanation, a practice question or a study plan, any time.
              </CardDescription>
            </CardHeader>
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
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2" icon={CalendarDaysIcon} size="lg">
                Learning Plan
              </CardTitle>
            </CardHeader>
            <ol className="flex flex-col gap-2">
              {LEARNING_PLAN.map((item) => (
                <li key={item.day} className="flex items-start gap-2 text-sm">
                  {item.completed ? (
                    <CheckCircle2Icon
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-success"
                    />
                  ) : (
                    <CircleIcon
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    />
                  )}
                  <span>
                    <span className="font-medium">{item.day}:</span> {item.topic}{" "}
                    <span className="text-muted-foreground">
                      ({item.completed ? "completed" : "to do"})
                    </span>
                  </span>
                </li>
              ))}
            </ol>
            <Link
              to={href("/schedule")}
              className="w-fit font-medium text-primary underline underline-offset-4"
            >
              View full schedule
            </Link>
          </Card>
        </div>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2" icon={TrophyIcon} size="lg">
              Achievements
            </CardTitle>
          </CardHeader>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {ACHIEVEMENTS.map((achievement) => (
              <li key={achievement.title} className="rounded-xl border p-4">
                <h3 className="font-semibold">{achievement.title}</h3>
                <p className="text-sm text-muted-foreground">{achievement.detail}</p>
              </li>
            ))}
          </ul>
          <h3 className="flex items-center gap-2 font-semibold">
            <UsersIcon aria-hidden="true" className="size-4 text-primary" />
            Study Buddies
          </h3>
          <ul className="flex flex-wrap gap-3">
            {STUDY_BUDDIES.map((buddy) => (
              <li key={buddy.name} className="flex items-center gap-2 rounded-xl border px-3 py-2">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary-soft-foreground"
                >
                  {buddy.initials}
                </span>
                <span className="flex flex-col text-sm">
                  <span className="font-medium">{buddy.name}</span>
                  <span className="text-muted-foreground">
                    {buddy.subject} · {buddy.online ? "Online" : "Offline"}
                  </span>
                </span>
              </li>
            ))}
          </ul>
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
        </Card>
      </Container>
    </>
  );
}
