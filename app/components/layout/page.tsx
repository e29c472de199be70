import { ArrowLeftIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { href, Link } from "react-router";
import { NeedsScript } from "~/components/ui/needs-script";
import { BACK_TO_HOME } from "~/content/common";
import { cn } from "~/lib/cn";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4", className)} {...props} />;
}

/** SPEC §2: every feature page has a back link. */
export function BackLink({
  to = href("/"),
  children = BACK_TO_HOME,
  compact = false,
}: {
  to?: string;
  children?: ReactNode;
  /** For a crowded bar: under 400 px only the arrow shows (the text stays the link's name). */
  compact?: boolean;
}) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-10 min-w-10 w-fit items-center gap-2 rounded-lg text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <span className={compact ? "max-[399px]:sr-only" : undefined}>{children}</span>
    </Link>
  );
}

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  back?: ReactNode;
  /** Without JavaScript a note under these says they need it. */
  actions?: ReactNode;
  eyebrow?: ReactNode;
}

export function PageHeader({
  title,
  lead,
  back = <BackLink />,
  actions,
  eyebrow,
}: PageHeaderProps) {
  return (
    <Container className="flex flex-col gap-4 pt-6 pb-8 sm:pt-8">
      {back}
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex max-w-3xl flex-col gap-2">
          {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
          {lead ? <p className="text-lg text-muted-foreground">{lead}</p> : null}
        </div>
        {actions ? (
          <div className="flex flex-wrap items-center gap-3 md:shrink-0 md:flex-nowrap">
            {actions}
          </div>
        ) : null}
      </div>
      {actions ? <NeedsScript /> : null}
    </Container>
  );
}

interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  title: ReactNode;
  description?: ReactNode;
  id: string;
  /** The section is a widget: without JavaScript it says that it needs it. */
  needsScript?: boolean;
}

export function Section({
  title,
  description,
  id,
  needsScript = false,
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-8", className)} {...props}>
      <Container className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground">{description}</p> : null}
        </div>
        {needsScript ? <NeedsScript /> : null}
        {children}
      </Container>
    </section>
  );
}
