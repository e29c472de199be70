import type { ReactNode } from "react";
import { Container } from "~/components/layout/page";
import { StatGrid, type Stat } from "~/components/ui/stat-grid";
import { NeedsScript } from "~/components/ui/needs-script";

interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  note: string;
  stats: readonly Stat[];
  actions: ReactNode;
  art: ReactNode;
}

export function Hero({ eyebrow, title, lead, note, stats, actions, art }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-hero-from to-hero-to py-14 sm:py-20"
    >
      <Container className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-start">
          <p className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground">
            {eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-5xl xl:text-6xl"
          >
            {title}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">{lead}</p>
          <div className="flex flex-wrap justify-center gap-3 lg:justify-start">{actions}</div>
          <NeedsScript />
          <p className="text-sm font-medium text-muted-foreground">{note}</p>
          <StatGrid
            stats={stats}
            look="hero"
            className="mt-4 w-full max-w-2xl grid-cols-3 gap-2 sm:gap-4"
          />
        </div>
        <div className="mx-auto w-full max-w-xs sm:max-w-sm lg:max-w-none">{art}</div>
      </Container>
    </section>
  );
}
