import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SwitchField } from "~/components/ui/switch";

/** The collaboration mode switch: classmates may join the learner's scene, or not. */
export function CollaborationModeCard() {
  const [collaboration, setCollaboration] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={UsersIcon} size="lg">
          Collaboration mode
        </CardTitle>
        <CardDescription>
          Explore together: classmates join your scene and see what you point at.
        </CardDescription>
      </CardHeader>
      <SwitchField
        label="Collaboration Mode"
        hint={collaboration ? "Classmates can join your session." : "You explore on your own."}
        checked={collaboration}
        onCheckedChange={setCollaboration}
      />
    </Card>
  );
}
