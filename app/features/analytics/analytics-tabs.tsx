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
  CLASS_COMPARISON,
  GOALS_AND_ALERTS,
  LIVE_SCORE_FEED,
  OVERALL_PROGRESS,
  OVERALL_PROGRESS_CARD,
  PERSONAL_GOALS,
  PREDICTIONS,
  RECENT_SCORES,
  SKILLS_HEATMAP,
  SMART_ALERTS,
} from "~/content/analytics";
import {
  ALERT_TONES,
  COMPARISON,
  CONFIDENCE,
  GOAL_STATES,
  RECENT_SCORES as SCORES,
  SYLLABUS_COMPLETED,
  TOPIC_PERFORMANCE,
  type GoalStatus,
} from "~/data/analytics";
import { cn } from "~/lib/cn";
import { formatNumber, formatPercent } from "~/lib/format";
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
const ALERT_ICON: Record<(typeof ALERT_TONES)[number], { Icon: LucideIcon; className: string }> = {
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

/** The four analytics tabs (arrow keys, Home and End move between them). */
export function AnalyticsTabs({ compare }: { compare: boolean }) {
  return (
    <WidgetBoundary widget={ANALYTICS_TABS.widget}>
      <AnalyticsTabSet compare={compare} />
    </WidgetBoundary>
  );
}

function AnalyticsTabSet({ compare }: { compare: boolean }) {
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
            stats={OVERALL_PROGRESS}
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
            {RECENT_SCORES.map((score, index) => (
              <Item
                key={score.subject}
                className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col">
                  <span className="font-semibold">{score.subject}</span>
                  <span className="text-sm text-muted-foreground">
                    {LIVE_SCORE_FEED.accuracy(formatPercent(SCORES[index]!.accuracy))} ·{" "}
                    <ClockIcon aria-hidden="true" className="inline size-3.5" />{" "}
                    {LIVE_SCORE_FEED.time(score.time)}
                    {compare ? <> · {LIVE_SCORE_FEED.averageTime(score.avgTime)}</> : null}
                  </span>
                </div>
                <span className="text-2xl font-bold">
                  {formatNumber(SCORES[index]!.score)}
                  <span className="text-base font-medium text-muted-foreground">
                    {LIVE_SCORE_FEED.outOf}
                  </span>
                </span>
              </Item>
            ))}
          </ItemGroup>
        </Card>
      </TabsContent>

      <TabsContent value="heatmap">
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="lg">
              {SKILLS_HEATMAP.title}
            </CardTitle>
            <CardDescription>{SKILLS_HEATMAP.description}</CardDescription>
          </CardHeader>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {TOPIC_PERFORMANCE.map((performance, index) => {
              const topic = SKILLS_HEATMAP.topics[index]!;
              const status = skillStatus(performance);
              const style = STATUS_STYLE[status];
              const Icon = style.icon;
              return (
                <li
                  key={topic}
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
          {[PREDICTIONS.completion, PREDICTIONS.grade].map((prediction) => (
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
            {SMART_ALERTS.map((alert, index) => {
              const { Icon, className } = ALERT_ICON[ALERT_TONES[index]!];
              return (
                <Item key={alert.title} className="flex gap-3">
                  <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", className)} />
                  <ItemContent>
                    <ItemTitle>{alert.title}</ItemTitle>
                    <ItemDescription>{alert.detail}</ItemDescription>
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
            {PERSONAL_GOALS.map((goal, index) => (
              <Item key={goal.title} className="flex flex-wrap items-center justify-between gap-2">
                <ItemContent>
                  <ItemTitle>{goal.title}</ItemTitle>
                  <ItemDescription>{goal.detail}</ItemDescription>
                </ItemContent>
                <Badge variant={GOAL_BADGE[GOAL_STATES[index]!]}>
                  {GOALS_AND_ALERTS.status[GOAL_STATES[index]!]}
                </Badge>
              </Item>
            ))}
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
