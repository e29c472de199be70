import { ShieldAlertIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Item, ItemDescription, ItemGroup } from "~/components/ui/item";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { EMERGENCY_CONTROLS, EMERGENCY_CONTROLS_CARD } from "~/content/secure-private";
import { NeedsScript } from "~/components/ui/needs-script";

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
      <NeedsScript />
      <ItemGroup>
        {EMERGENCY_CONTROLS.map((control) => (
          <Item key={control.label} className="flex flex-col gap-2">
            <ItemDescription>{control.detail}</ItemDescription>
            <Button variant="outline" className="w-fit">
              {control.label}
            </Button>
          </Item>
        ))}
      </ItemGroup>
    </Card>
  );
}
