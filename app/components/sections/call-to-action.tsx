import type { ReactNode } from "react";
import { Container } from "~/components/layout/page";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { NeedsScript } from "~/components/ui/needs-script";

const TONES = {
  primary: {
    box: "flex flex-col items-center gap-4 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground",
    title: "text-3xl font-bold tracking-tight",
    lead: "max-w-xl text-lg opacity-95",
    needsScript: "text-primary-foreground",
  },
  soft: {
    box: cn(cardVariants({ tone: "soft" }), "items-center text-center"),
    title: "font-semibold text-2xl",
    lead: "text-sm",
    needsScript: "text-muted-foreground",
  },
} as const;

type CallToActionProps = {
  title: string;
  lead: string;
  actions: ReactNode;
} & (
  | {
      tone: "primary";
      /** The region's id (a link target); its heading names it. */
      id: string;
    }
  | { tone: "soft"; id?: never }
);

export function CallToAction({ tone, id, title, lead, actions }: CallToActionProps) {
  const classes = TONES[tone];
  const headingId = id ? `${id}-heading` : undefined;
  const box = (
    <div data-slot="call-to-action" className={classes.box}>
      <h2 id={headingId} data-slot="call-to-action-title" className={classes.title}>
        {title}
      </h2>
      <p data-slot="call-to-action-lead" className={classes.lead}>
        {lead}
      </p>
      <div data-slot="call-to-action-actions" className="flex flex-wrap justify-center gap-3">
        {actions}
      </div>
      <NeedsScript className={classes.needsScript} />
    </div>
  );
  return id ? (
    <section id={id} aria-labelledby={headingId} className="py-8">
      <Container>{box}</Container>
    </section>
  ) : (
    <Container className="py-8">{box}</Container>
  );
}
