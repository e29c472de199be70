import { Section } from "~/components/layout/page";
import { Card } from "~/components/ui/card";
import { SECURITY_OVERVIEW, SECURITY_OVERVIEW_SECTION } from "~/content/secure-private";

/** The account's security figures at a glance: score, encryption, last check, sessions. */
export function SecurityOverview() {
  return (
    <Section id="security-overview" title={SECURITY_OVERVIEW_SECTION.title}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SECURITY_OVERVIEW.map((stat) => (
          <Card key={stat.label} gap={1}>
            <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold">{stat.value}</dd>
            <dd className="text-sm text-muted-foreground">{stat.detail}</dd>
          </Card>
        ))}
      </dl>
    </Section>
  );
}
