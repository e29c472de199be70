import type { ReactNode } from "react";
import { Container } from "~/components/layout/page";

interface CallToActionProps {
  id: string;
  title: string;
  lead: string;
  actions: ReactNode;
}

/** A closing call-to-action band. */
export function CallToAction({ id, title, lead, actions }: CallToActionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-8">
      <Container>
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="max-w-xl text-lg opacity-95">{lead}</p>
          <div className="flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
