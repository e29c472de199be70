import { FingerprintIcon, KeyRoundIcon, LockIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { MFA_METHODS } from "~/content/secure-private";

/** The sign-in methods of multi-factor authentication, enabled or not. */
export function MultiFactorCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={FingerprintIcon} size="lg">
          Multi-factor authentication
        </CardTitle>
        <CardDescription>
          A second step keeps your account safe even if your password leaks.
        </CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {MFA_METHODS.map((method) => (
          <li
            key={method.label}
            className="flex items-center justify-between gap-3 rounded-xl border p-4"
          >
            <span className="flex items-center gap-2 font-medium">
              <KeyRoundIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {method.label}
            </span>
            <Badge variant={method.status === "Enabled" ? "success" : "secondary"}>
              {method.status}
            </Badge>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="w-fit">
        <LockIcon aria-hidden="true" />
        Manage sign-in methods
      </Button>
    </Card>
  );
}
