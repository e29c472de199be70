import { SITE_FOOTER } from "~/content/site";
import { EMOJI_CREDIT, SITE_NAME } from "~/data/frame";
import { FooterLanguages } from "./languages";
import { SiteNavLink } from "./nav-link";
import { SITE_PAGES } from "./site-pages";

const CREDIT = SITE_FOOTER.emojiCredit;

export function SiteFooter() {
  return (
    // Its padding below makes the room a card at the bottom of the screen needs (~/lib/room-below).
    <footer className="mt-16 border-t bg-muted/50 pb-(--room-below)">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <p className="font-bold">{SITE_NAME}</p>
          <p className="text-sm text-muted-foreground">{SITE_FOOTER.about}</p>
          <FooterLanguages />
        </div>
        <nav aria-label={SITE_FOOTER.navLabel}>
          <ul className="grid grid-cols-1 gap-1 text-sm min-[420px]:grid-cols-2">
            {SITE_PAGES.map((page) => (
              <li key={page.to}>
                <SiteNavLink place="footer" to={page.to}>
                  {page.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-muted-foreground sm:col-span-2">
          {CREDIT.lead}{" "}
          <a
            href={EMOJI_CREDIT.nameHref}
            className="underline underline-offset-2 hover:text-foreground"
          >
            {EMOJI_CREDIT.name}
          </a>{" "}
          {CREDIT.owner}{" "}
          {/* One piece: a break at its hyphen would scatter "CC-BY 4.0" in right-to-left text. */}
          <a
            href={EMOJI_CREDIT.licenseHref}
            className="whitespace-nowrap underline underline-offset-2 hover:text-foreground"
          >
            {EMOJI_CREDIT.license}
          </a>
        </p>
      </div>
    </footer>
  );
}
