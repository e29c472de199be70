import { ShieldAlertIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { EMERGENCY_CONTROLS, EMERGENCY_CONTROLS_CARD } from "~/content/secure-private";

/** What to do at once if something looks wrong, one button each. */
export function EmergencyControlsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={ShieldAlertIcon} iconTone="danger" size="lg">
          {EMERGENCY_CONTROLS_CARD.title}
        </CardTitle>
        <CardDescription>{EMERGENCY_CONTROLS_CARD.description}</CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {EMERGENCY_CONTROLS.map((control) => (
          <li key={control.label} className="flex flex-col gap-2 rounded-xl border p-4">
            <p className="text-sm text-muted-foreground">{control.detail}</p>
            <Button variant="outline" className="w-fit">
              {control.label}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
