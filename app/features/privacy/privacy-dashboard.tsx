import { ShieldCheckIcon } from "lucide-react";
import { Section } from "~/components/layout/page";
import { SettingSwitches } from "~/components/sections/setting-switches";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { PRIVACY_SETTINGS } from "~/content/secure-private";

/** The data-sharing switches (a demo: nothing is saved). */
export function PrivacyDashboard() {
  return (
    <Section
      id="privacy-dashboard"
      needsScript
      title="Privacy dashboard"
      description="Choose who sees your learning data. These switches are a demo: nothing is saved."
    >
      <Card gap={5}>
        <CardHeader>
          <CardTitle icon={ShieldCheckIcon}>Data sharing</CardTitle>
        </CardHeader>
        <SettingSwitches settings={PRIVACY_SETTINGS} />
      </Card>
    </Section>
  );
}
