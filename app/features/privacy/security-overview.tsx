import { Section } from "~/components/layout/page";
import { StatGrid, type Stat } from "~/components/ui/stat-grid";
import { OUT_OF } from "~/content/common";
import { SECURITY_OVERVIEW, SECURITY_OVERVIEW_SECTION } from "~/content/secure-private";
import { ACTIVE_SESSIONS, SECURITY_SCORE } from "~/data/secure-private";
import { formatNumber } from "~/lib/format";

/** The figures, in order, their numbers formatted in. */
function stats(): Stat[] {
  const { score, encryption, "last-check": lastCheck, sessions } = SECURITY_OVERVIEW;
  const max = formatNumber(SECURITY_SCORE.max);
  return [
    {
      label: score.label,
      value: OUT_OF(formatNumber(SECURITY_SCORE.score), max),
      detail: score.detail(max),
    },
    encryption,
    lastCheck,
    { label: sessions.label, value: formatNumber(ACTIVE_SESSIONS), detail: sessions.detail },
  ];
}

/** The account's security figures at a glance: score, encryption, last check, sessions. */
export function SecurityOverview() {
  return (
    <Section id="security-overview" title={SECURITY_OVERVIEW_SECTION.title}>
      <StatGrid
        stats={stats()}
        look="card"
        className="grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      />
    </Section>
  );
}
