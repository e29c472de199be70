import { ClockIcon, GaugeIcon, GlassesIcon, ScanEyeIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { MINUTES } from "~/content/common";
import { EXPERIENCE_GALLERY, VR_EXPERIENCES as WORDS } from "~/content/immersive";
import { VR_EXPERIENCES as EXPERIENCES, type Experience } from "~/data/immersive";
import { cn } from "~/lib/cn";
import { formatNumber, formatPercent, formatPlural } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { Emoji } from "~/components/ui/emoji";

/**
 * Each experience's button is a toggle, filled while pressed as every toggle of the site is:
 * pressing it again clears the selection.
 */
export function ExperienceGallery({ vrMode }: { vrMode: boolean }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const action = vrMode ? EXPERIENCE_GALLERY.enterVr : EXPERIENCE_GALLERY.previewAr;
  const ActionIcon = vrMode ? GlassesIcon : ScanEyeIcon;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {idsOf(EXPERIENCES).map((id) => {
        const words = WORDS[id];
        const { emoji, minutes, progress, year }: Experience = EXPERIENCES[id];
        const selected = id === selectedId;
        return (
          <li key={id}>
            <Card className={cn("h-full", selected && "ring-2 ring-primary")}>
              <div className="flex items-start gap-4">
                <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-4xl">
                  <Emoji emoji={emoji} alt={words.alt} />
                </span>
                <div className="flex min-w-0 flex-col gap-1">
                  <Badge variant="secondary">{words.category}</Badge>
                  <CardTitle>{words.title}</CardTitle>
                </div>
              </div>
              <CardDescription>
                {typeof words.description === "string"
                  ? words.description
                  : words.description(formatNumber(year ?? 0))}
              </CardDescription>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <div className="flex items-center gap-1">
                  <dt>
                    <ClockIcon aria-hidden="true" className="size-4" />
                    <span className="sr-only">{EXPERIENCE_GALLERY.duration}</span>
                  </dt>
                  <dd>{formatPlural(minutes, MINUTES)}</dd>
                </div>
                <div className="flex items-center gap-1">
                  <dt>
                    <GaugeIcon aria-hidden="true" className="size-4" />
                    <span className="sr-only">{EXPERIENCE_GALLERY.difficulty}</span>
                  </dt>
                  <dd>{words.difficulty}</dd>
                </div>
              </dl>
              <div className="flex flex-col gap-1">
                <span className="flex justify-between text-sm">
                  <span>{EXPERIENCE_GALLERY.progress}</span>
                  <span className="font-semibold">{formatPercent(progress)}</span>
                </span>
                <Progress value={progress} label={EXPERIENCE_GALLERY.progressLabel(words.title)} />
              </div>
              <CardFooter asChild>
                <Button
                  variant={selected ? "default" : "outline"}
                  className="w-fit"
                  aria-pressed={selected}
                  aria-label={EXPERIENCE_GALLERY.actionLabel(action, words.title)}
                  onClick={() => setSelectedId(selected ? null : id)}
                >
                  <ActionIcon aria-hidden="true" />
                  {action}
                </Button>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
