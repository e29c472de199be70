import { TrendingUpIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { PROGRESS_ITEMS } from "~/content/ai-personalization";

/** Progress through each topic and the latest score. */
export function ProgressTrackerCard() {
  return (
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
  );
}
