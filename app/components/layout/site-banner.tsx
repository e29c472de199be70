import { InfoIcon } from "lucide-react";

/** The student-project notice shown on every page (SPEC §1). */
export function SiteBanner() {
  return (
    <aside
      aria-label="About this site"
      className="bg-banner px-4 py-2 text-center text-sm text-banner-foreground"
    >
      <p className="mx-auto flex max-w-6xl items-start justify-center gap-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Student project:</strong> Lumina Academy is a concept made for a student AI
          programme. It is not an official school website.
        </span>
      </p>
    </aside>
  );
}
