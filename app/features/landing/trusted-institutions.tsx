import { Container } from "~/components/layout/page";
import { TRUSTED_HEADING } from "~/content/landing";
import { TRUSTED_INSTITUTIONS } from "~/data/landing";
import { InstitutionMark } from "./institution-mark";

/** The schools and institutions that use Lumina Academy, by name and crest. */
export function TrustedInstitutions() {
  return (
    <section aria-labelledby="trusted-heading" className="py-8">
      <Container className="flex flex-col items-center gap-6">
        <h2
          id="trusted-heading"
          className="text-center text-lg font-semibold text-muted-foreground"
        >
          {TRUSTED_HEADING}
        </h2>
        <ul className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3">
          {TRUSTED_INSTITUTIONS.map(({ name, icon }) => (
            <li
              key={name}
              className="flex flex-col items-center gap-2 rounded-xl border bg-card px-3 py-4 text-center text-sm font-semibold sm:flex-row sm:gap-3 sm:text-start"
            >
              <InstitutionMark emblem={icon} />
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
