import { CalendarDaysIcon, CheckCircle2Icon, CircleIcon } from "lucide-react";
import { href, Link } from "react-router";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { LEARNING_PLAN_CARD as WORDS } from "~/content/ai-personalization";
import { THIS_WEEK } from "~/content/schedule";
import { SESSIONS_DONE } from "~/data/ai-personalization";

/** This week's plan: the same sessions as the Study Schedule it links to. */
const LEARNING_PLAN = THIS_WEEK.map((session, index) => ({
  day: session.day,
  topic: session.subject,
  completed: index < SESSIONS_DONE,
}));

/** This week's plan, day by day, done or to do, with a link to the full schedule. */
export function LearningPlanCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={CalendarDaysIcon} size="lg">
          {WORDS.title}
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
              <span className="font-medium">{WORDS.day(item.day)}</span> {item.topic}{" "}
              <span className="text-muted-foreground">
                {item.completed ? WORDS.completed : WORDS.toDo}
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
