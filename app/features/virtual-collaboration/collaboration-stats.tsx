import { Section } from "~/components/layout/page";
import { StatGrid } from "~/components/ui/stat-grid";
import { COLLABORATION_STATS } from "~/content/virtual-collaboration";
import { STAT_VALUES } from "~/data/virtual-collaboration";

const STATS = STAT_VALUES.map((value, index) => ({
  value,
  label: COLLABORATION_STATS.labels[index]!,
}));

/** The learner's collaboration figures, one card each. */
export function CollaborationStats() {
  return (
    <Section id="collaboration-stats" title={COLLABORATION_STATS.title}>
      <StatGrid stats={STATS} look="card-centered" className="grid-cols-2 gap-4 md:grid-cols-4" />
    </Section>
  );
}
