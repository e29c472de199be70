import { href } from "react-router";
import { CalendarDaysIcon, ClockIcon, DownloadIcon } from "lucide-react";
import { BackLink, Container, PageHeader } from "~/components/layout/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { SCHEDULE_PAGE, THIS_WEEK } from "~/content/schedule";
import { THIS_WEEK as TIMES, type SessionColor } from "~/data/schedule";
import { pageMeta } from "~/lib/meta";
import { cn } from "~/lib/cn";
import { formatTimeOfDay } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { NeedsScript } from "~/components/ui/needs-script";

export const meta = () => pageMeta("schedule");

const STRIPE: Record<SessionColor, string> = {
  indigo: "border-s-indigo-500",
  emerald: "border-s-emerald-500",
  amber: "border-s-amber-500",
  sky: "border-s-sky-500",
  rose: "border-s-rose-500",
};

export default function Schedule() {
  return (
    <>
      <PageHeader
        back={<BackLink to={href("/ai-personalization")}>{SCHEDULE_PAGE.back}</BackLink>}
        title={SCHEDULE_PAGE.title}
        lead={SCHEDULE_PAGE.lead}
      />
      <Container className="flex flex-col gap-6">
        <Card>
          <CardTitle as="h2" icon={CalendarDaysIcon} size="lg">
            {SCHEDULE_PAGE.thisWeek}
          </CardTitle>
          <ol className="flex flex-col gap-3">
            {idsOf(TIMES).map((id) => {
              const session = THIS_WEEK[id];
              const { start, end, color } = TIMES[id];
              return (
                <li
                  key={id}
                  className={cn(
                    "flex flex-col gap-2 rounded-xl border border-s-4 bg-background p-4 sm:flex-row sm:items-center sm:justify-between",
                    STRIPE[color],
                  )}
                >
                  <div className="flex flex-col gap-0.5">
                    <h3 className="font-semibold">{session.day}</h3>
                    <p>{session.subject}</p>
                    <p className="flex items-center gap-1 text-sm text-muted-foreground">
                      <ClockIcon aria-hidden="true" className="size-3.5" />
                      {SCHEDULE_PAGE.time(formatTimeOfDay(start), formatTimeOfDay(end))}
                    </p>
                  </div>
                  <Badge variant="secondary">{session.type}</Badge>
                </li>
              );
            })}
          </ol>
        </Card>
        <NeedsScript />
        <div className="flex flex-wrap gap-3">
          <BackLink to={href("/ai-personalization")}>{SCHEDULE_PAGE.backShort}</BackLink>
          <Button variant="outline" className="ms-auto">
            <DownloadIcon aria-hidden="true" />
            {SCHEDULE_PAGE.export}
          </Button>
        </div>
      </Container>
    </>
  );
}
