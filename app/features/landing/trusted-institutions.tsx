import { Container } from "~/components/layout/page";
import { TRUSTED_HEADING, TRUSTED_INSTITUTIONS } from "~/content/landing";

/** The schools and institutions that use Lumina Academy, by name. */
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
        <ul className="grid w-full grid-cols-2 gap-3 text-center sm:grid-cols-3">
          {TRUSTED_INSTITUTIONS.map((name) => (
            <li key={name} className="rounded-xl border bg-card px-3 py-4 text-sm font-semibold">
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
