import { CalendarDaysIcon, CheckCircle2Icon, CircleIcon } from "lucide-react";
import { href, Link } from "react-router";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { LEARNING_PLAN_CARD as WORDS } from "~/content/ai-personalization";
import { THIS_WEEK } from "~/content/schedule";
import { SESSIONS_DONE } from "~/data/ai-personalization";
import { idsOf } from "~/lib/ids";

/** The same sessions as the Study Schedule, the first SESSIONS_DONE of them done. */
export function LearningPlanCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={CalendarDaysIcon} size="lg">
          {WORDS.title}
        </CardTitle>
      </CardHeader>
      <ol className="flex flex-col gap-2">
        {idsOf(THIS_WEEK).map((id, index) => (
          <li key={id} className="flex items-start gap-2 text-sm">
            {index < SESSIONS_DONE ? (
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
              <span className="font-medium">{WORDS.day(THIS_WEEK[id].day)}</span>{" "}
              {THIS_WEEK[id].subject}{" "}
              <span className="text-muted-foreground">
                {index < SESSIONS_DONE ? WORDS.completed : WORDS.toDo}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <Link
        to={href("/schedule")}
        className="w-fit font-medium text-primary underline underline-offset-4"
      >
        {WORDS.viewSchedule}
      </Link>
    </Card>
  );
}
