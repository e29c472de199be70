import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SwitchField } from "~/components/ui/switch";
import { COLLABORATION_MODE_CARD } from "~/content/immersive";
import { NeedsScript } from "~/components/ui/needs-script";

/** The collaboration mode switch: classmates may join the learner's scene, or not. */
export function CollaborationModeCard() {
  const [collaboration, setCollaboration] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={UsersIcon} size="lg">
          {COLLABORATION_MODE_CARD.title}
        </CardTitle>
        <CardDescription>{COLLABORATION_MODE_CARD.description}</CardDescription>
      </CardHeader>
      <NeedsScript />
      <SwitchField
        label={COLLABORATION_MODE_CARD.label}
        hint={collaboration ? COLLABORATION_MODE_CARD.on : COLLABORATION_MODE_CARD.off}
        checked={collaboration}
        onCheckedChange={setCollaboration}
      />
    </Card>
  );
}
