import { BrainIcon, ClockIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { LEARNER_PROFILE, LEARNER_PROFILE_CARD as WORDS } from "~/content/ai-personalization";
import { LEVEL, PREFERRED_HOURS } from "~/data/ai-personalization";
import { XP_AMOUNT } from "~/content/common";
import { formatPercent, formatPlural, formatTimeOfDay } from "~/lib/format";

/** The learner's style, hours and focus areas, and their progress to the next level. */
export function LearnerProfileCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={BrainIcon} size="lg">
          {WORDS.title}
        </CardTitle>
      </CardHeader>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">{WORDS.learningStyle}</dt>
        <dd className="font-medium">{LEARNER_PROFILE.learningStyle}</dd>
        <dt className="text-muted-foreground">{WORDS.preferredHours}</dt>
        <dd className="flex items-center gap-1 font-medium">
          <ClockIcon aria-hidden="true" className="size-4" />
          {LEARNER_PROFILE.preferredHours(
            formatTimeOfDay(PREFERRED_HOURS.from),
            formatTimeOfDay(PREFERRED_HOURS.to),
          )}
        </dd>
        <dt className="text-muted-foreground">{WORDS.focusAreas}</dt>
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
          <span className="text-lg font-bold">{WORDS.level(LEVEL.level)}</span>
          <span className="text-sm font-medium">{formatPlural(LEVEL.xp, XP_AMOUNT)}</span>
        </p>
        <Progress value={LEVEL.progress} label={WORDS.progressLabel(LEVEL.level + 1)} />
        <p className="text-sm">{WORDS.progress(formatPercent(LEVEL.progress), LEVEL.level + 1)}</p>
      </div>
    </Card>
  );
}
