import { useRef, useState, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import { LANGUAGES } from "~/content/site";
import { LOCALE_ID } from "~/lib/locale";
import { useRoomBelow } from "~/lib/room-below";
import {
  LOCALES,
  LOCALE_IDS,
  ORIGINAL_LOCALE,
  editionPath,
  preferredEdition,
  type LocaleId,
} from "~/locales";
import { PAGES } from "~/pages";

/**
 * A plain link's address: each edition is a build of its own (ADR 011). Read from the matched
 * route, so /schedule/ links like /schedule and the not-found page links each edition's home.
 */
function useEditionHref(): (id: LocaleId) => string {
  const routeId = useMatches().at(-1)?.id;
  const path = PAGES.find((page) => page.id === routeId)?.path ?? "/";
  return (id) => editionPath(id, path);
}

function LanguageList({ className }: { className: string }) {
  const href = useEditionHref();
  return (
    <ul className={className}>
      {LOCALE_IDS.map((id) => (
        <li key={id}>
          <a
            href={href(id)}
            hrefLang={LOCALES[id].lang}
            lang={LOCALES[id].lang}
            aria-current={id === LOCALE_ID ? "page" : undefined}
            className="inline-flex min-h-8 items-center rounded px-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-foreground"
          >
            {LOCALES[id].name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LanguageBar() {
  const href = useEditionHref();
  return (
    <div className="border-b bg-muted/50 text-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-0.5">
        {LOCALE_ID === ORIGINAL_LOCALE ? null : (
          <p className="py-1 text-muted-foreground">
            {LANGUAGES.translated}{" "}
            <a
              href={href(ORIGINAL_LOCALE)}
              hrefLang={LOCALES[ORIGINAL_LOCALE].lang}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {LANGUAGES.readOriginal}
            </a>
          </p>
        )}
        <nav aria-label={LANGUAGES.label} className="ms-auto">
          <LanguageList className="flex flex-wrap gap-x-2" />
        </nav>
      </div>
      <LanguageOffer />
    </div>
  );
}

function subscribeToLanguages(onChange: () => void) {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
}

/**
 * Client-only (the prerendered page cannot know the browser), and fixed so nothing moves. Turned
 * down, it stays away for the visit: the root layout never unmounts it, and nothing is stored.
 * Never a second offer of the original: a translated page's bar already links to it.
 */
function LanguageOffer() {
  const href = useEditionHref();
  const [dismissed, setDismissed] = useState(false);
  const offered = useSyncExternalStore(
    subscribeToLanguages,
    () => preferredEdition(navigator.languages),
    () => undefined,
  );
  const card = useRef<HTMLDivElement>(null);
  const shown = !dismissed && !!offered && offered !== LOCALE_ID && offered !== ORIGINAL_LOCALE;
  useRoomBelow(card, shown);
  if (!shown) return null;
  const { lang, dir, offer } = LOCALES[offered];
  return (
    // Placed by the page's direction (bottom start), written in the offered one.
    <div
      ref={card}
      className="fixed inset-x-4 bottom-4 z-40 rounded-xl border bg-card p-4 text-sm text-card-foreground shadow-lg sm:end-auto sm:max-w-sm"
    >
      <div lang={lang} dir={dir} className="flex flex-col gap-2">
        <p>{offer.text}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <a
            href={href(offered)}
            hrefLang={lang}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {offer.link}
          </a>
          <button
            type="button"
            className="min-h-8 cursor-pointer rounded px-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            onClick={() => {
              setDismissed(true);
              // The button unmounts: focus goes to the page, not back to <body>.
              document.getElementById("main")?.focus();
            }}
          >
            {offer.dismiss}
          </button>
        </div>
      </div>
    </div>
  );
}

export function FooterLanguages() {
  return (
    <section aria-labelledby="footer-languages" className="flex flex-col gap-1 text-sm">
      <h2 id="footer-languages" className="font-semibold">
        {LANGUAGES.label}
      </h2>
      <LanguageList className="flex flex-wrap gap-x-2 -ms-1" />
    </section>
  );
}
