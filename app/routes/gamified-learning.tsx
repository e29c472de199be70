import {
  AwardIcon,
  CoinsIcon,
  FlameIcon,
  LockIcon,
  MedalIcon,
  PlayIcon,
  TrophyIcon,
} from "lucide-react";
import { Container, PageHeader, Section } from "~/components/layout/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import {
  CLASS_RANKING,
  COMPETITIONS,
  DAILY_CHALLENGE,
  LEARNER,
  LEARNING_ROOMS,
  SHOP,
  SKILL_TREE,
  TROPHY_CABINET,
  WEEKLY_CHALLENGE,
} from "~/content/gamified-learning";
import { BossLevels } from "~/features/boss-levels/boss-levels";
import { MiniGamesDialog } from "~/features/games/mini-games-dialog";
import { QuickQuizDialog } from "~/features/games/quick-quiz-dialog";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("gamifiedLearning");

const numbers = new Intl.NumberFormat("en");

function skillText(state: (typeof SKILL_TREE)[number]["state"]): string {
  switch (state.kind) {
    case "mastered":
      return "Mastered";
    case "level":
      return `Level ${state.level}`;
    case "locked":
      return `Locked until level ${state.unlocksAt}`;
  }
}

/** A room's status for a learner at `LEARNER.level`: open from the start, unlocked on the way, or locked. */
function roomStatus(unlocksAt: number | null, locked: boolean): string {
  if (unlocksAt === null) return "Open now";
  return locked ? `Unlocks at level ${unlocksAt}` : `Unlocked at level ${unlocksAt}`;
}

interface LockableTileProps {
  emoji: string;
  name: string;
  status: string;
  /** Shown by a dashed border, a grey picture and a lock icon beside the status text. */
  locked: boolean;
  layout: "stacked" | "inline";
}

/** A skill or a room: a picture, its name and its status, locked or not. */
function LockableTile({ emoji, name, status, locked, layout }: LockableTileProps) {
  const stacked = layout === "stacked";
  return (
    <li
      className={cn(
        "flex gap-3 rounded-2xl border p-4",
        stacked ? "flex-col items-center text-center" : "items-center",
        locked ? "border-dashed" : "bg-card",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(stacked ? "text-4xl" : "text-3xl", locked && "grayscale")}
      >
        {emoji}
      </span>
      <div className={cn("flex flex-col", stacked && "items-center gap-1")}>
        <h3 className="font-semibold">{name}</h3>
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          {locked ? <LockIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> : null}
          {status}
        </p>
      </div>
    </li>
  );
}

export default function GamifiedLearning() {
  const counts = [
    { label: "Trophies", value: LEARNER.trophies, icon: TrophyIcon },
    { label: "Badges", value: LEARNER.badges, icon: AwardIcon },
    { label: "Coins", value: numbers.format(LEARNER.coins), icon: CoinsIcon },
    { label: "Class rank", value: `#${LEARNER.rank}`, icon: MedalIcon },
  ];
  return (
    <>
      <PageHeader
        eyebrow="Play to learn"
        title="Gamified Learning"
        lead="Levels, streaks, missions and mini games that make practice feel like play."
      />

      <Container className="pb-4">
        <Card gap={5}>
          <div className="flex flex-wrap items-center gap-4">
            <span
              role="img"
              aria-label={LEARNER.avatar.alt}
              className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-4xl"
            >
              {LEARNER.avatar.emoji}
            </span>
            <div className="flex flex-col">
              <h2 className="text-2xl font-bold">Level {LEARNER.level}</h2>
              <p className="flex items-center gap-1 text-muted-foreground">
                <FlameIcon aria-hidden="true" className="size-4 text-warning" />
                {LEARNER.streakDays}-day streak
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <p className="flex justify-between gap-2 text-sm">
              <span className="font-medium">XP to level {LEARNER.nextLevel}</span>
              <span>
                {numbers.format(LEARNER.xp)} / {numbers.format(LEARNER.xpForNextLevel)} XP
              </span>
            </p>
            <Progress
              value={LEARNER.progress}
              label={`XP progress to level ${LEARNER.nextLevel}`}
              valueText={`${numbers.format(LEARNER.xp)} of ${numbers.format(LEARNER.xpForNextLevel)} XP`}
              size="lg"
            />
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {counts.map(({ label, value, icon: Icon }) => (
              <div key={label} className="flex flex-col items-center gap-1 rounded-xl border p-3">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                <dt className="order-last text-sm text-muted-foreground">{label}</dt>
                <dd className="text-xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Container>

      <Section id="missions" title="Mission board">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <Badge>Daily challenge</Badge>
              <CardTitle>{DAILY_CHALLENGE.title}</CardTitle>
            </CardHeader>
            <Progress
              value={DAILY_CHALLENGE.done}
              max={DAILY_CHALLENGE.total}
              label="Daily challenge progress"
              valueText={`${DAILY_CHALLENGE.done} of ${DAILY_CHALLENGE.total}`}
            />
            <p className="text-sm">
              {DAILY_CHALLENGE.done} of {DAILY_CHALLENGE.total} done.{" "}
              <span className="font-medium">Rewards:</span> {DAILY_CHALLENGE.rewards.join(", ")}
            </p>
          </Card>
          <Card>
            <CardHeader>
              <Badge variant="secondary">Weekly challenge</Badge>
              <CardTitle>{WEEKLY_CHALLENGE.title}</CardTitle>
            </CardHeader>
            <Progress
              value={WEEKLY_CHALLENGE.done}
              max={WEEKLY_CHALLENGE.total}
              label="Weekly challenge progress"
              valueText={`${WEEKLY_CHALLENGE.done} of ${WEEKLY_CHALLENGE.total} problems`}
            />
            <p className="text-sm">
              {WEEKLY_CHALLENGE.done} of {WEEKLY_CHALLENGE.total} problems for a{" "}
              <span className="font-medium">{WEEKLY_CHALLENGE.reward}</span>
            </p>
          </Card>
        </div>
      </Section>

      <Section id="skills" title="Skill tree">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {SKILL_TREE.map((skill) => (
            <LockableTile
              key={skill.name}
              layout="stacked"
              emoji={skill.emoji}
              name={skill.name}
              status={skillText(skill.state)}
              locked={skill.state.kind === "locked"}
            />
          ))}
        </ul>
      </Section>

      <Section id="leaderboards" title="Leaderboards">
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <Card>
            <CardTitle>Class ranking</CardTitle>
            <table className="w-full text-sm">
              <caption className="sr-only">Class ranking by XP</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="pb-2 font-medium">
                    Rank
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Name
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    XP
                  </th>
                </tr>
              </thead>
              <tbody>
                {CLASS_RANKING.map((row) => (
                  <tr
                    key={row.rank}
                    aria-current={row.highlight ? "true" : undefined}
                    className={cn(
                      row.highlight && "bg-primary-soft font-bold text-primary-soft-foreground",
                    )}
                  >
                    <td className="py-1.5 pl-1">
                      <span aria-hidden="true">{row.badge} </span>
                      {row.rank}
                    </td>
                    <td className="py-1.5">{row.name}</td>
                    <td className="py-1.5 pr-1 text-right">{numbers.format(row.xp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Card>
            <CardTitle>Trophy cabinet</CardTitle>
            <ul className="flex flex-col gap-3">
              {TROPHY_CABINET.map((trophy) => (
                <li key={trophy.name} className="flex items-center gap-3">
                  <span aria-hidden="true" className="text-2xl">
                    {trophy.emoji}
                  </span>
                  <span className="flex flex-col text-sm">
                    <span className="font-medium">{trophy.name}</span>
                    <span className="text-muted-foreground">{trophy.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardTitle>Active competitions</CardTitle>
            <ul className="flex flex-col gap-3">
              {COMPETITIONS.map((competition) => (
                <li key={competition.name} className="flex flex-col rounded-xl border p-3 text-sm">
                  <span className="font-medium">{competition.name}</span>
                  <span className="text-muted-foreground">
                    {competition.detail} · {competition.place}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section
        id="shop"
        title="Shop"
        description="Spend coins and XP on gear, lessons and power-ups."
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SHOP.map((item) => (
            <li key={item.name}>
              <Card direction="row" className="h-full">
                <span aria-hidden="true" className="text-3xl">
                  {item.emoji}
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  <h3 className="font-semibold">{item.name}</h3>
                  <p className="text-sm text-muted-foreground">{item.category}</p>
                  <p className="font-medium">
                    {item.price} {item.currency}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${item.currency === "XP" ? "Unlock" : "Buy"} ${item.name}`}
                >
                  {item.currency === "XP" ? "Unlock" : "Buy"}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="rooms" title="Learning rooms">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {LEARNING_ROOMS.map((room) => {
            const locked = room.unlocksAt !== null && room.unlocksAt > LEARNER.level;
            return (
              <LockableTile
                key={room.name}
                layout="inline"
                emoji={room.emoji}
                name={room.name}
                status={roomStatus(room.unlocksAt, locked)}
                locked={locked}
              />
            );
          })}
        </ul>
      </Section>

      <Section id="bonus" title="Bonus challenges">
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <li>
            <QuickQuizDialog />
          </li>
          <li>
            <MiniGamesDialog />
          </li>
        </ul>
        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-bold">Boss Levels</h3>
          <p className="text-muted-foreground">Big projects with big rewards.</p>
          <BossLevels />
        </div>
      </Section>

      <Container className="py-8">
        <Card tone="soft" className="items-center text-center">
          <CardTitle as="h2" size="xl">
            Ready to level up?
          </CardTitle>
          <CardDescription tone="inherit">
            Join a quest, earn XP and climb the leaderboard.
          </CardDescription>
          <div className="flex flex-wrap justify-center gap-3">
            <Button>
              <PlayIcon aria-hidden="true" />
              Start Gaming
            </Button>
            <Button variant="outline">View Demo</Button>
          </div>
        </Card>
      </Container>
    </>
  );
}
