import { Section } from "~/components/layout/page";
import { Card } from "~/components/ui/card";
import { COLLABORATION_STATS, STATS } from "~/content/virtual-collaboration";

/** The learner's collaboration figures, one card each. */
export function CollaborationStats() {
  return (
    <Section id="collaboration-stats" title={COLLABORATION_STATS.title}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {STATS.map((stat) => (
          <Card key={stat.label} gap={1} className="items-center text-center">
            <dt className="order-last text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-bold">{stat.value}</dd>
          </Card>
        ))}
      </dl>
    </Section>
  );
}
