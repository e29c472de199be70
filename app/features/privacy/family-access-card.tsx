import { UsersIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FAMILY_ACCESS_CARD, PARENT_DASHBOARD } from "~/content/secure-private";
import { NeedsScript } from "~/components/ui/needs-script";

/** The parent dashboard's button and its status. */
export function FamilyAccessCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={UsersIcon} size="lg">
          {FAMILY_ACCESS_CARD.title}
        </CardTitle>
        <CardDescription>{PARENT_DASHBOARD.detail}</CardDescription>
      </CardHeader>
      <NeedsScript />
      <Button variant="outline" className="w-fit flex-wrap">
        {PARENT_DASHBOARD.title}
        <Badge variant="warning">{PARENT_DASHBOARD.status}</Badge>
      </Button>
    </Card>
  );
}
