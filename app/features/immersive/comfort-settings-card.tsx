import { AccessibilityIcon } from "lucide-react";
import { SettingSwitches } from "~/components/sections/setting-switches";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { COMFORT_SETTINGS } from "~/content/immersive";

/** The comfort and safety switches (subtitles, seated mode and the like); nothing is saved. */
export function ComfortSettingsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={AccessibilityIcon} size="lg">
          Accessibility and safety
        </CardTitle>
        <CardDescription>Comfort settings for every learner. Nothing is saved.</CardDescription>
      </CardHeader>
      <SettingSwitches settings={COMFORT_SETTINGS} />
    </Card>
  );
}
