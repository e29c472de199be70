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
import { Progress } from "~/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import {
  OVERALL_PROGRESS,
  PERSONAL_GOALS,
  PREDICTIONS,
  RECENT_SCORES,
  SMART_ALERTS,
  SYLLABUS_COMPLETED,
  TOPIC_PERFORMANCE,
  type GoalStatus,
  type SmartAlert,
} from "~/content/analytics";
import { cn } from "~/lib/cn";
import { STATUS_CAPTION, STATUS_LABEL, skillStatus, type SkillStatus } from "./skill-status";

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
const ALERT_ICON: Record<SmartAlert["tone"], { Icon: LucideIcon; className: string }> = {
  warning: { Icon: AlertTriangleIcon, className: "text-warning" },
  info: { Icon: InfoIcon, className: "text-primary" },
  success: { Icon: CheckCircle2Icon, className: "text-success" },
};

const GOAL_BADGE: Record<GoalStatus, BadgeVariant> = {
  "In Progress": "default",
  Pending: "secondary",
  Completed: "success",
};

/** The four analytics tabs (arrow keys, Home and End move between them). */
export function AnalyticsTabs({ compare }: { compare: boolean }) {
  return (
    <WidgetBoundary widget="analytics view">
      <AnalyticsTabSet compare={compare} />
    </WidgetBoundary>
  );
}

function AnalyticsTabSet({ compare }: { compare: boolean }) {
  return (
    <Tabs defaultValue="dashboard">
      <TabsList aria-label="Analytics views">
        <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
        <TabsTrigger value="heatmap">Skills Heatmap</TabsTrigger>
        <TabsTrigger value="predictions">Predictions</TabsTrigger>
        <TabsTrigger value="goals">Goals &amp; Alerts</TabsTrigger>
      </TabsList>

      <TabsContent value="dashboard" className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="lg">
              Overall progress
            </CardTitle>
          </CardHeader>
          <div className="flex flex-col gap-2">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-medium">Syllabus completed</span>
              <span className="text-2xl font-bold">{SYLLABUS_COMPLETED}%</span>
            </p>
            <Progress value={SYLLABUS_COMPLETED} label="Syllabus completed" />
          </div>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {OVERALL_PROGRESS.map((stat) => (
              <div key={stat.label} className="flex flex-col gap-0.5 rounded-xl border p-3">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-xl font-bold">{stat.value}</dd>
                <dd className="text-xs text-muted-foreground">{stat.detail}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={CircleDotIcon} iconTone="danger" size="lg">
              Live score feed
            </CardTitle>
            <CardDescription>Your three most recent scores.</CardDescription>
          </CardHeader>
          <ul className="flex flex-col gap-3">
            {RECENT_SCORES.map((score) => (
              <li
                key={score.subject}
                className="flex flex-col gap-2 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col">
                  <span className="font-semibold">{score.subject}</span>
                  <span className="text-sm text-muted-foreground">
                    Accuracy {score.accuracy}% ·{" "}
                    <ClockIcon aria-hidden="true" className="inline size-3.5" /> Time {score.time}
                    {compare ? <> · Average time {score.avgTime}</> : null}
                  </span>
                </div>
                <span className="text-2xl font-bold">
                  {score.score}
                  <span className="text-base font-medium text-muted-foreground">/100</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </TabsContent>

      <TabsContent value="heatmap">
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="lg">
              Skills heatmap
            </CardTitle>
            <CardDescription>
              Strong at 80% and above, revision from 60% to 79%, weak below 60%.
            </CardDescription>
          </CardHeader>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {TOPIC_PERFORMANCE.map(({ topic, performance }) => {
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
                    <span className="text-xl font-bold">{performance}%</span>
                  </div>
                  <Progress
                    value={performance}
                    label={`${topic} performance`}
                    indicatorClassName={style.fill}
                  />
                  <Badge variant={style.badge}>
                    <Icon aria-hidden="true" />
                    {STATUS_LABEL[status]}
                  </Badge>
                  <p className="text-sm text-muted-foreground">{STATUS_CAPTION[status]}</p>
                </li>
              );
            })}
          </ul>
        </Card>
      </TabsContent>

      <TabsContent value="predictions" className="flex flex-col gap-6">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Card gap={1}>
            <CardTitle as="h2">Completion prediction</CardTitle>
            <p className="text-2xl font-bold">{PREDICTIONS.completion.value}</p>
            <CardDescription>{PREDICTIONS.completion.detail}</CardDescription>
          </Card>
          <Card gap={1}>
            <CardTitle as="h2">Grade prediction</CardTitle>
            <p className="text-2xl font-bold">{PREDICTIONS.grade.value}</p>
            <CardDescription>{PREDICTIONS.grade.detail}</CardDescription>
          </Card>
          <Card gap={2}>
            <CardTitle as="h2">Test confidence</CardTitle>
            <p className="text-2xl font-bold">{PREDICTIONS.confidence.value}%</p>
            <Progress value={PREDICTIONS.confidence.value} label="Test confidence" />
            <CardDescription>{PREDICTIONS.confidence.detail}</CardDescription>
          </Card>
        </div>
        <Comparison />
      </TabsContent>

      <TabsContent value="goals" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle as="h2" icon={BellIcon} size="lg">
            Smart alerts
          </CardTitle>
          <ul className="flex flex-col gap-3">
            {SMART_ALERTS.map((alert) => {
              const { Icon, className } = ALERT_ICON[alert.tone];
              return (
                <li key={alert.title} className="flex gap-3 rounded-xl border p-4">
                  <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", className)} />
                  <div className="flex flex-col gap-0.5">
                    <h3 className="font-semibold">{alert.title}</h3>
                    <p className="text-sm text-muted-foreground">{alert.detail}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
        <Card>
          <CardTitle as="h2" icon={TargetIcon} size="lg">
            Personal goals
          </CardTitle>
          <ul className="flex flex-col gap-3">
            {PERSONAL_GOALS.map((goal) => (
              <li
                key={goal.title}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-4"
              >
                <div className="flex flex-col gap-0.5">
                  <h3 className="font-semibold">{goal.title}</h3>
                  <p className="text-sm text-muted-foreground">{goal.detail}</p>
                </div>
                <Badge variant={GOAL_BADGE[goal.status]}>{goal.status}</Badge>
              </li>
            ))}
          </ul>
          <Button variant="outline" className="w-fit">
            <PlusIcon aria-hidden="true" />
            Set New Goal
          </Button>
        </Card>
      </TabsContent>
    </Tabs>
  );
}

/** Own progress against the class average and the AI-recommended level, as bars and as text. */
function Comparison() {
  const { own, classAverage, aiRecommended } = PREDICTIONS.comparison;
  const bars = [
    { label: "Your progress", value: own, fill: "fill-primary" },
    { label: "Class average", value: classAverage, fill: "fill-muted-foreground" },
    { label: "AI recommended", value: aiRecommended, fill: "fill-success" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={TrendingUpIcon} size="lg">
          You and your class
        </CardTitle>
        <CardDescription>You are {own - classAverage}% above class average.</CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {bars.map((bar) => (
          <li key={bar.label} className="flex flex-col gap-1">
            <span className="flex justify-between text-sm">
              <span className="font-medium">{bar.label}</span>
              <span>{bar.value}%</span>
            </span>
            <Progress value={bar.value} label={bar.label} indicatorClassName={bar.fill} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
