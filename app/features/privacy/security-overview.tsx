import { Section } from "~/components/layout/page";
import { StatGrid } from "~/components/ui/stat-grid";
import { SECURITY_OVERVIEW, SECURITY_OVERVIEW_SECTION } from "~/content/secure-private";

/** The account's security figures at a glance: score, encryption, last check, sessions. */
export function SecurityOverview() {
  return (
    <Section id="security-overview" title={SECURITY_OVERVIEW_SECTION.title}>
      <StatGrid
        stats={SECURITY_OVERVIEW}
        look="card"
        className="grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      />
    </Section>
  );
}
