import { TrendingUpIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { PROGRESS_TRACKER as WORDS } from "~/content/ai-personalization";
import { PROGRESS_ITEMS } from "~/data/ai-personalization";
import { formatNumber, formatPercent } from "~/lib/format";
import { idsOf } from "~/lib/ids";

/** Progress through each topic and the latest score. */
export function ProgressTrackerCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={TrendingUpIcon} size="lg">
          {WORDS.title}
        </CardTitle>
        <CardDescription>{WORDS.description}</CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-4">
        {idsOf(PROGRESS_ITEMS).map((id) => {
          const { progress, score } = PROGRESS_ITEMS[id];
          const topic = WORDS.topics[id];
          return (
            <li key={id} className="flex flex-col gap-1.5">
              <span className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{topic}</span>
                <span className="text-muted-foreground">
                  {WORDS.figures(formatPercent(progress), formatNumber(score))}
                </span>
              </span>
              <Progress value={progress} label={WORDS.progressLabel(topic)} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
