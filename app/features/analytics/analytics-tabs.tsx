import {
  AlertTriangleIcon,
  BellIcon,
  CheckCircle2Icon,
  CircleDotIcon,
  ClockIcon,
  InfoIcon,
  PlusIcon,
  TargetIcon,
  TrendingUpIcon,
  type LucideIcon,
} from "lucide-react";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Item, ItemContent, ItemDescription, ItemGroup, ItemTitle } from "~/components/ui/item";
import { Progress } from "~/components/ui/progress";
import { StatGrid } from "~/components/ui/stat-grid";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import {
  ANALYTICS_TABS,
  ASSIGNMENTS_DUE,
  CLASS_COMPARISON,
  FINISHING_EARLY,
  GOALS_AND_ALERTS,
  LIVE_SCORE_FEED,
  OVERALL_PROGRESS as PROGRESS_WORDS,
  OVERALL_PROGRESS_CARD,
  PERSONAL_GOALS as GOAL_WORDS,
  PREDICTIONS,
  QUIZZES_TAKEN,
  RECENT_SCORES as SCORE_WORDS,
  SKILLS_HEATMAP,
  SMART_ALERTS as ALERT_WORDS,
} from "~/content/analytics";
import { HOURS, MINUTES, OUT_OF } from "~/content/common";
import {
  COMPARISON,
  COMPLETION,
  CONFIDENCE,
  OVERALL_PROGRESS,
  PERSONAL_GOALS,
  RECENT_SCORES,
  SCORE_MAX,
  SKILL_THRESHOLDS,
  SMART_ALERTS,
  SYLLABUS_COMPLETED,
  TOPIC_PERFORMANCE,
  type GoalStatus,
} from "~/data/analytics";
import { cn } from "~/lib/cn";
import { formatDayMonth, formatNumber, formatPercent, formatPlural } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { skillStatus, type SkillStatus } from "./skill-status";

/** Status is told by text and by an icon's shape, never by colour alone. */
const STATUS_STYLE: Record<
  SkillStatus,
  { icon: LucideIcon; badge: BadgeVariant; fill: string; tile: string }
> = {
  strong: {
    icon: CheckCircle2Icon,
    badge: "success",
    fill: "fill-success",
    tile: "border-success/40",
  },
  revision: {
    icon: AlertTriangleIcon,
    badge: "warning",
    fill: "fill-warning",
    tile: "border-warning/40",
  },
  weak: { icon: TargetIcon, badge: "danger", fill: "fill-danger", tile: "border-danger/40" },
};

/** Each tone has its own shape, and its colour repeats it. */
const ALERT_ICON: Record<
  (typeof SMART_ALERTS)[keyof typeof SMART_ALERTS]["tone"],
  { Icon: LucideIcon; className: string }
> = {
  warning: { Icon: AlertTriangleIcon, className: "text-warning" },
  info: { Icon: InfoIcon, className: "text-primary" },
  success: { Icon: CheckCircle2Icon, className: "text-success" },
};

const GOAL_BADGE: Record<GoalStatus, BadgeVariant> = {
  inProgress: "default",
  pending: "secondary",
  completed: "success",
};

const TABS = ["dashboard", "heatmap", "predictions", "goals"] as const;

/** The overall progress tiles: each tile's words with its figures, formatted. */
function overallProgress() {
  const { average, studyTime, assignments, quizzes } = OVERALL_PROGRESS;
  return [
    {
      label: PROGRESS_WORDS.average.label,
      value: formatPercent(average.percent),
      detail: PROGRESS_WORDS.average.detail(formatPercent(average.monthChange)),
    },
    {
      label: PROGRESS_WORDS.studyTime.label,
      value: formatPlural(studyTime.hours, HOURS),
      detail: PROGRESS_WORDS.studyTime.detail(formatPlural(studyTime.goalHours, HOURS)),
    },
    {
      label: PROGRESS_WORDS.assignments.label,
      value: OUT_OF(formatNumber(assignments.done), formatNumber(assignments.total)),
      detail: formatPlural(assignments.dueThisWeek, ASSIGNMENTS_DUE),
    },
    {
      label: PROGRESS_WORDS.quizzes.label,
      value: formatPercent(quizzes.percent),
      detail: formatPlural(quizzes.count, QUIZZES_TAKEN),
    },
  ];
}

/** Each smart alert's detail, its figures formatted. */
function alertDetails(): Record<keyof typeof SMART_ALERTS, string> {
  const { calculus, streak, biology } = SMART_ALERTS;
  return {
    calculus: ALERT_WORDS.calculus.detail(formatPercent(calculus.below)),
    streak: ALERT_WORDS.streak.detail(
      formatNumber(streak.sessionMinutes),
      formatNumber(streak.streakDays),
    ),
    biology: ALERT_WORDS.biology.detail(formatPercent(biology.above)),
  };
}

/** Each personal goal's title, its figures formatted. */
function goalTitles(): Record<keyof typeof PERSONAL_GOALS, string> {
  return {
    calculus: GOAL_WORDS.calculus.title(formatPercent(PERSONAL_GOALS.calculus.target)),
    history: GOAL_WORDS.history.title,
    algebra: GOAL_WORDS.algebra.title,
  };
}

/** The four analytics tabs (arrow keys, Home and End move between them). */
export function AnalyticsTabs({ compare }: { compare: boolean }) {
  return (
    <WidgetBoundary widget={ANALYTICS_TABS.widget}>
      <AnalyticsTabSet compare={compare} />
    </WidgetBoundary>
  );
}

function AnalyticsTabSet({ compare }: { compare: boolean }) {
  const details = alertDetails();
  const titles = goalTitles();
  return (
    <Tabs defaultValue="dashboard">
      <TabsList aria-label={ANALYTICS_TABS.label}>
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {ANALYTICS_TABS[tab]}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="dashboard" className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="lg">
              {OVERALL_PROGRESS_CARD.title}
            </CardTitle>
          </CardHeader>
          <div className="flex flex-col gap-2">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{OVERALL_PROGRESS_CARD.syllabus}</span>
              <span className="text-2xl font-bold">{formatPercent(SYLLABUS_COMPLETED)}</span>
            </p>
            <Progress value={SYLLABUS_COMPLETED} label={OVERALL_PROGRESS_CARD.syllabus} />
          </div>
          <StatGrid
            stats={overallProgress()}
            look="tile"
            className="grid-cols-2 gap-3 lg:grid-cols-4"
          />
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={CircleDotIcon} iconTone="danger" size="lg">
              {LIVE_SCORE_FEED.title}
            </CardTitle>
            <CardDescription>{LIVE_SCORE_FEED.description}</CardDescription>
          </CardHeader>
          <ItemGroup>
            {idsOf(RECENT_SCORES).map((id) => {
              const score = RECENT_SCORES[id];
              return (
                <Item
                  key={id}
                  className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex flex-col">
                    <span className="font-semibold">{SCORE_WORDS[id]}</span>
                    <span className="text-sm text-muted-foreground">
                      {LIVE_SCORE_FEED.accuracy(formatPercent(score.accuracy))} ·{" "}
                      <ClockIcon aria-hidden="true" className="inline size-3.5" />{" "}
                      {LIVE_SCORE_FEED.time(formatPlural(score.minutes, MINUTES))}
                      {compare ? (
                        <>
                          {" "}
                          ·{" "}
                          {LIVE_SCORE_FEED.averageTime(formatPlural(score.averageMinutes, MINUTES))}
                        </>
                      ) : null}
                    </span>
                  </div>
                  <span className="text-2xl font-bold">
                    {formatNumber(score.score)}
                    <span className="text-base font-medium text-muted-foreground">
                      {LIVE_SCORE_FEED.outOf(formatNumber(SCORE_MAX))}
                    </span>
                  </span>
                </Item>
              );
            })}
          </ItemGroup>
        </Card>
      </TabsContent>

      <TabsContent value="heatmap">
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="lg">
              {SKILLS_HEATMAP.title}
            </CardTitle>
            <CardDescription>
              {SKILLS_HEATMAP.description(
                formatPercent(SKILL_THRESHOLDS.strong),
                formatPercent(SKILL_THRESHOLDS.revision),
                formatPercent(SKILL_THRESHOLDS.strong - 1),
              )}
            </CardDescription>
          </CardHeader>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {idsOf(TOPIC_PERFORMANCE).map((id) => {
              const topic = SKILLS_HEATMAP.topics[id];
              const performance = TOPIC_PERFORMANCE[id];
              const status = skillStatus(performance);
              const style = STATUS_STYLE[status];
              const Icon = style.icon;
              return (
                <li
                  key={id}
                  className={cn("flex flex-col gap-2 rounded-xl border-2 p-4", style.tile)}
                >
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 className="font-semibold">{topic}</h3>
                    <span className="text-xl font-bold">{formatPercent(performance)}</span>
                  </div>
                  <Progress
                    value={performance}
                    label={SKILLS_HEATMAP.performance(topic)}
                    indicatorClassName={style.fill}
                  />
                  <Badge variant={style.badge}>
                    <Icon aria-hidden="true" />
                    {SKILLS_HEATMAP.status[status]}
                  </Badge>
                  <p className="text-sm text-muted-foreground">{SKILLS_HEATMAP.caption[status]}</p>
                </li>
              );
            })}
          </ul>
        </Card>
      </TabsContent>

      <TabsContent value="predictions" className="flex flex-col gap-6">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {[
            {
              title: PREDICTIONS.completion.title,
              value: formatDayMonth(COMPLETION.month, COMPLETION.day),
              detail: formatPlural(COMPLETION.weeksEarly, FINISHING_EARLY),
            },
            PREDICTIONS.grade,
          ].map((prediction) => (
            <Card key={prediction.title} gap={1}>
              <CardTitle as="h2">{prediction.title}</CardTitle>
              <p className="text-2xl font-bold">
                <bdi>{prediction.value}</bdi>
              </p>
              <CardDescription>{prediction.detail}</CardDescription>
            </Card>
          ))}
          <Card gap={2}>
            <CardTitle as="h2">{PREDICTIONS.confidence.title}</CardTitle>
            <p className="text-2xl font-bold">{formatPercent(CONFIDENCE)}</p>
            <Progress value={CONFIDENCE} label={PREDICTIONS.confidence.title} />
            <CardDescription>{PREDICTIONS.confidence.detail}</CardDescription>
          </Card>
        </div>
        <Comparison />
      </TabsContent>

      <TabsContent value="goals" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle as="h2" icon={BellIcon} size="lg">
            {GOALS_AND_ALERTS.alerts}
          </CardTitle>
          <ItemGroup>
            {idsOf(SMART_ALERTS).map((id) => {
              const { Icon, className } = ALERT_ICON[SMART_ALERTS[id].tone];
              return (
                <Item key={id} className="flex gap-3">
                  <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", className)} />
                  <ItemContent>
                    <ItemTitle>{ALERT_WORDS[id].title}</ItemTitle>
                    <ItemDescription>{details[id]}</ItemDescription>
                  </ItemContent>
                </Item>
              );
            })}
          </ItemGroup>
        </Card>
        <Card>
          <CardTitle as="h2" icon={TargetIcon} size="lg">
            {GOALS_AND_ALERTS.goals}
          </CardTitle>
          <ItemGroup>
            {idsOf(PERSONAL_GOALS).map((id) => {
              const { state } = PERSONAL_GOALS[id];
              return (
                <Item key={id} className="flex flex-wrap items-center justify-between gap-2">
                  <ItemContent>
                    <ItemTitle>{titles[id]}</ItemTitle>
                    <ItemDescription>{GOAL_WORDS[id].detail}</ItemDescription>
                  </ItemContent>
                  <Badge variant={GOAL_BADGE[state]}>{GOALS_AND_ALERTS.status[state]}</Badge>
                </Item>
              );
            })}
          </ItemGroup>
          <Button variant="outline" className="w-fit">
            <PlusIcon aria-hidden="true" />
            {GOALS_AND_ALERTS.newGoal}
          </Button>
        </Card>
      </TabsContent>
    </Tabs>
  );
}

/** Own progress against the class average and the AI-recommended level, as bars and as text. */
function Comparison() {
  const { own, classAverage, aiRecommended } = COMPARISON;
  const bars = [
    { label: CLASS_COMPARISON.own, value: own, fill: "fill-primary" },
    { label: CLASS_COMPARISON.classAverage, value: classAverage, fill: "fill-muted-foreground" },
    { label: CLASS_COMPARISON.aiRecommended, value: aiRecommended, fill: "fill-success" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={TrendingUpIcon} size="lg">
          {CLASS_COMPARISON.title}
        </CardTitle>
        <CardDescription>
          {CLASS_COMPARISON.aboveAverage(formatPercent(own - classAverage))}
        </CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {bars.map((bar) => (
          <li key={bar.label} className="flex flex-col gap-1">
            <span className="flex justify-between text-sm">
              <span className="font-medium">{bar.label}</span>
              <span>{formatPercent(bar.value)}</span>
            </span>
            <Progress value={bar.value} label={bar.label} indicatorClassName={bar.fill} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
