import { ShieldCheckIcon } from "lucide-react";
import { Section } from "~/components/layout/page";
import { SwitchList } from "~/components/ui/switch";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { PRIVACY_DASHBOARD, PRIVACY_SETTINGS as WORDS } from "~/content/secure-private";
import { PRIVACY_SETTINGS } from "~/data/secure-private";

/** The data-sharing switches (a demo: nothing is saved). */
export function PrivacyDashboard() {
  return (
    <Section
      id="privacy-dashboard"
      needsScript
      title={PRIVACY_DASHBOARD.title}
      description={PRIVACY_DASHBOARD.description}
    >
      <Card gap={5}>
        <CardHeader>
          <CardTitle icon={ShieldCheckIcon}>{PRIVACY_DASHBOARD.card}</CardTitle>
        </CardHeader>
        <SwitchList words={WORDS} startsOn={PRIVACY_SETTINGS} />
      </Card>
    </Section>
  );
}
