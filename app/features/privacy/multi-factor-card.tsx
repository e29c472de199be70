import { FingerprintIcon, KeyRoundIcon, LockIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Item, ItemGroup } from "~/components/ui/item";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { MFA_METHODS, MULTI_FACTOR_CARD } from "~/content/secure-private";
import { MFA_ENABLED } from "~/data/secure-private";
import { NeedsScript } from "~/components/ui/needs-script";
import { idsOf } from "~/lib/ids";

/** The sign-in methods of multi-factor authentication, enabled or not. */
export function MultiFactorCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={FingerprintIcon} size="lg">
          {MULTI_FACTOR_CARD.title}
        </CardTitle>
        <CardDescription>{MULTI_FACTOR_CARD.description}</CardDescription>
      </CardHeader>
      <NeedsScript />
      <ItemGroup>
        {idsOf(MFA_ENABLED).map((id) => (
          <Item key={id} className="flex flex-wrap items-center justify-between gap-3">
            <span className="flex items-center gap-2 font-medium">
              <KeyRoundIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {MFA_METHODS[id]}
            </span>
            <Badge variant={MFA_ENABLED[id] ? "success" : "secondary"}>
              {MFA_ENABLED[id] ? MULTI_FACTOR_CARD.enabled : MULTI_FACTOR_CARD.notSetUp}
            </Badge>
          </Item>
        ))}
      </ItemGroup>
      <Button variant="outline" className="w-fit">
        <LockIcon aria-hidden="true" />
        {MULTI_FACTOR_CARD.manage}
      </Button>
    </Card>
  );
}
