import { Section } from "~/components/layout/page";
import { StatGrid } from "~/components/ui/stat-grid";
import { COLLABORATION_STATS } from "~/content/virtual-collaboration";
import { STAT_VALUES } from "~/data/virtual-collaboration";
import { zip } from "~/lib/zip";

const STATS = zip(STAT_VALUES, COLLABORATION_STATS.labels).map(([value, label]) => ({
  value,
  label,
}));

/** The learner's collaboration figures, one card each. */
export function CollaborationStats() {
  return (
    <Section id="collaboration-stats" title={COLLABORATION_STATS.title}>
      <StatGrid stats={STATS} look="card-centered" className="grid-cols-2 gap-4 md:grid-cols-4" />
    </Section>
  );
}
