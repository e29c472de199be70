import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/layout/page";
import { PAGE_ICONS } from "~/components/layout/site-pages";
import { FEATURES_SECTION } from "~/content/landing";
import { FEATURE_SUMMARIES, PAGE_WORDS } from "~/content/pages";
import { FEATURE_PAGES } from "~/pages";

/** SPEC §2: each feature card, as a whole, links to its page. */
export function FeatureGrid() {
  return (
    <Section
      id="features"
      title={FEATURES_SECTION.title}
      description={FEATURES_SECTION.description}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_PAGES.map(({ id, path }) => {
          const Icon = PAGE_ICONS[id];
          return (
            <li
              key={path}
              className="group relative flex h-full flex-col gap-3 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">
                {/* The one link, the title: its ::after makes the whole card clickable. */}
                <Link
                  to={path}
                  className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
                >
                  {PAGE_WORDS[id].label}
                </Link>
              </h3>
              <p className="flex-1 text-sm text-muted-foreground">{FEATURE_SUMMARIES[id]}</p>
              <span
                aria-hidden="true"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary"
              >
                {FEATURES_SECTION.explore}
                <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
