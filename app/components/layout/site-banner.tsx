import { InfoIcon } from "lucide-react";
import { SITE_BANNER } from "~/content/site";

/** SPEC §1: every page says it is a student project. */
export function SiteBanner() {
  return (
    <aside
      aria-label={SITE_BANNER.label}
      className="bg-banner px-4 py-2 text-center text-sm text-banner-foreground"
    >
      <p className="mx-auto flex max-w-6xl items-start justify-center gap-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{SITE_BANNER.lead}</strong> {SITE_BANNER.text}
        </span>
      </p>
    </aside>
  );
}
