import { Section } from "~/components/layout/page";
import { StatGrid, type Stat } from "~/components/ui/stat-grid";
import { OUT_OF } from "~/content/common";
import { COLLABORATION_STATS as WORDS } from "~/content/virtual-collaboration";
import { COLLABORATION_STATS } from "~/data/virtual-collaboration";
import { formatNumber } from "~/lib/format";
import { idsOf } from "~/lib/ids";

/** The figures, by id in order, formatted: "12", or "8/10" for one out of a total. */
function stats(): Stat[] {
  return idsOf(COLLABORATION_STATS).map((id) => {
    const stat = COLLABORATION_STATS[id];
    const count = formatNumber(stat.count);
    return {
      label: WORDS.labels[id],
      value: "of" in stat ? OUT_OF(count, formatNumber(stat.of)) : count,
    };
  });
}

/** The learner's collaboration figures, one card each. */
export function CollaborationStats() {
  return (
    <Section id="collaboration-stats" title={WORDS.title}>
      <StatGrid stats={stats()} look="card-centered" className="grid-cols-2 gap-4 md:grid-cols-4" />
    </Section>
  );
}
