import { HistoryIcon } from "lucide-react";
import { Section } from "~/components/layout/page";
import { Card, CardTitle } from "~/components/ui/card";
import { ACCESS_HISTORY as WORDS, ACCESS_HISTORY_SECTION } from "~/content/secure-private";
import { ACCESS_HISTORY } from "~/data/secure-private";
import { idsOf } from "~/lib/ids";
import { formatMoment } from "./moment";

/** Who looked at the learner's data, what, from which device and when. */
export function AccessHistory() {
  return (
    <Section
      id="access-history"
      title={ACCESS_HISTORY_SECTION.title}
      description={ACCESS_HISTORY_SECTION.description}
    >
      <Card>
        <CardTitle icon={HistoryIcon}>{ACCESS_HISTORY_SECTION.card}</CardTitle>
        <ol className="flex flex-col divide-y">
          {idsOf(ACCESS_HISTORY).map((id) => (
            <li
              key={id}
              className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="flex flex-col">
                <span className="font-medium">{WORDS[id].who}</span>
                <span className="text-sm text-muted-foreground">
                  {WORDS[id].what} · {WORDS[id].device}
                </span>
              </div>
              <span className="text-sm text-muted-foreground">
                {formatMoment(ACCESS_HISTORY[id])}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </Section>
  );
}
