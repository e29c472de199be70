import { AccessibilityIcon } from "lucide-react";
import { SwitchList } from "~/components/ui/switch";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { COMFORT_SETTINGS as WORDS, COMFORT_SETTINGS_CARD } from "~/content/immersive";
import { BREAK_REMINDER_MINUTES, COMFORT_SETTINGS } from "~/data/immersive";
import { formatPlural } from "~/lib/format";
import { NeedsScript } from "~/components/ui/needs-script";

/** The comfort and safety switches (subtitles, seated mode and the like); nothing is saved. */
export function ComfortSettingsCard() {
  const breakReminder = WORDS["break-reminder"];
  const words = {
    ...WORDS,
    "break-reminder": {
      ...breakReminder,
      label: formatPlural(BREAK_REMINDER_MINUTES, breakReminder.label),
    },
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={AccessibilityIcon} size="lg">
          {COMFORT_SETTINGS_CARD.title}
        </CardTitle>
        <CardDescription>{COMFORT_SETTINGS_CARD.description}</CardDescription>
      </CardHeader>
      <NeedsScript />
      <SwitchList words={words} startsOn={COMFORT_SETTINGS} />
    </Card>
  );
}
