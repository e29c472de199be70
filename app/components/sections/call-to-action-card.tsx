import type { ReactNode } from "react";
import { Container } from "~/components/layout/page";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";

interface CallToActionCardProps {
  title: string;
  lead: string;
  actions: ReactNode;
}

/** A feature page's closing call to action: a soft card with a heading, a line and buttons. */
export function CallToActionCard({ title, lead, actions }: CallToActionCardProps) {
  return (
    <Container className="py-8">
      <Card tone="soft" className="items-center text-center">
        <CardTitle as="h2" size="xl">
          {title}
        </CardTitle>
        <CardDescription tone="inherit">{lead}</CardDescription>
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
      </Card>
    </Container>
  );
}
