import { ShieldCheckIcon } from "lucide-react";
import { Section } from "~/components/layout/page";
import { SettingSwitches } from "~/components/sections/setting-switches";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { PRIVACY_DASHBOARD, PRIVACY_SETTINGS } from "~/content/secure-private";

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
        <SettingSwitches settings={PRIVACY_SETTINGS} />
      </Card>
    </Section>
  );
}
