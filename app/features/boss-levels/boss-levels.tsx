import { ClockIcon, RocketIcon, ZapIcon } from "lucide-react";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { BOSS_LEVELS, BOSS_PROJECTS as WORDS } from "~/content/gamified-learning";
import { BOSS_PROJECTS, type BossLevel } from "~/data/gamified-learning";
import { XP_AMOUNT } from "~/content/common";
import { formatPlural } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { notify } from "~/lib/notify";

/** The difficulty badge's colour: the harder the project, the warmer. */
const LEVEL_BADGE: Record<BossLevel, BadgeVariant> = {
  beginner: "success",
  intermediate: "warning",
  advanced: "danger",
};

/** The toast a started project shows (SPEC §8). */
function startProject(title: string) {
  notify("success", BOSS_LEVELS.started, BOSS_LEVELS.added(title));
}

/** The six Boss Level projects, each with a Start Project button. */
export function BossLevels() {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {idsOf(BOSS_PROJECTS).map((id) => {
        const project = BOSS_PROJECTS[id];
        const { title, description } = WORDS[id];
        return (
          <li key={id}>
            <Card className="h-full">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={LEVEL_BADGE[project.level]}>
                  {BOSS_LEVELS.difficulty[project.level]}
                </Badge>
                <Badge variant="outline">
                  <ZapIcon aria-hidden="true" />
                  {formatPlural(project.xp, XP_AMOUNT)}
                </Badge>
              </div>
              {/* Under the "Boss Levels" h3 of the Bonus challenges section. */}
              <CardTitle as="h4">{title}</CardTitle>
              <CardDescription>{description}</CardDescription>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <ClockIcon aria-hidden="true" className="size-4" />
                {formatPlural(project.duration.count, BOSS_LEVELS.duration[project.duration.unit])}
              </p>
              <CardFooter asChild>
                <Button
                  className="w-fit"
                  aria-label={BOSS_LEVELS.startLabel(title)}
                  onClick={() => startProject(title)}
                >
                  <RocketIcon aria-hidden="true" />
                  {BOSS_LEVELS.start}
                </Button>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
