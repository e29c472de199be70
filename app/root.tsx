import { useEffect, type ReactNode } from "react";
import {
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
} from "react-router";
import { LanguageBar } from "~/components/layout/languages";
import { Notifications } from "~/components/layout/notifications";
import { RouteAnnouncer } from "~/components/layout/route-announcer";
import { ScriptNotices } from "~/components/layout/script-notices";
import { SiteBanner } from "~/components/layout/site-banner";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ButtonLink } from "~/components/ui/button";
import { EDITION_FACES } from "~/content/faces";
import { ROUTE_ERROR, SKIP_LINK, UPDATE } from "~/content/site";
import { VIDEO_OBJECT } from "~/features/immersive/video-object";
import {
  REACT_SCRIPT_FACTORY,
  holdEarlyTaps,
  inlineCall,
  startIntl,
  textFaces,
  trustedTypesPolicy,
} from "~/lib/head-scripts";
import { LOCALE } from "~/lib/locale";
import { jsonForScript } from "~/lib/script-json";
import { warmFormatters } from "~/lib/format";
import { notify } from "~/lib/notify";
import { useKeepPageWhenOffline } from "~/lib/online";
import { registerServiceWorker } from "~/lib/service-worker";
import "~/styles/app.css";
import "~/content/edition.css";
import latinFace from "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2?url";
import icuWorker from "~/lib/icu-worker.js?url&no-inline";
import { SERVICE_WORKER_PATH } from "../deploy/headers.mjs";
import type { Route } from "./+types/root";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The document's scripts, in the head before the stylesheets and any other script, so before
 * anything can write to the DOM (app/lib/head-scripts.ts): the Trusted Types policy for the markup
 * the site writes (the JSON-LD a visit renders, ADR 009), the tap holder (ADR 024), the text faces
 * (ADR 013), ICU's start in a worker (ADR 036). Only the prerendered page carries their text: the
 * browser's bundle renders them empty, and hydration keeps what is there.
 */
const HEAD_SCRIPTS = import.meta.env.SSR
  ? [
      inlineCall(
        trustedTypesPolicy,
        [REACT_SCRIPT_FACTORY, jsonForScript(VIDEO_OBJECT)],
        [SERVICE_WORKER_PATH, icuWorker],
      ),
      inlineCall(holdEarlyTaps),
      inlineCall(textFaces, [latinFace, ...EDITION_FACES]),
      inlineCall(startIntl, LOCALE.intl, icuWorker),
    ]
  : ["", "", "", ""];

export function Layout({ children }: { children: ReactNode }) {
  // A route whose `handle` says `standalone` (the offline page) is plain HTML: no frame, no script.
  const standalone = useMatches().some(
    (match) => (match.handle as { standalone?: boolean } | undefined)?.standalone,
  );
  return (
    <html lang={LOCALE.lang} dir={LOCALE.dir}>
      <head>
        <meta charSet="utf-8" />
        {standalone
          ? null
          : HEAD_SCRIPTS.map((script, index) => (
              <script
                key={index}
                suppressHydrationWarning
                dangerouslySetInnerHTML={{ __html: script }}
              />
            ))}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1020" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        {standalone ? (
          <main className="flex flex-1 flex-col">{children}</main>
        ) : (
          <>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
            >
              {SKIP_LINK}
            </a>
            <LanguageBar />
            <SiteBanner />
            <SiteHeader />
            <ScriptNotices />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
            <Notifications />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useKeepPageWhenOffline();
  useEffect(() => {
    // Releases the taps held before hydration (holdEarlyTaps, above, ADR 024);
    // start-hydration.js and the browser tests read it too.
    document.documentElement.dataset.hydrated = "true";
    const cancelFormatters = warmFormatters();
    const cancelWorker = registerServiceWorker((update) =>
      notify("info", UPDATE.title, UPDATE.description, {
        id: "update",
        action: { label: UPDATE.action, onClick: update },
      }),
    );
    return () => {
      cancelFormatters();
      cancelWorker();
    };
  }, []);
  return (
    <>
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : ROUTE_ERROR.unknown;
  if (import.meta.env.DEV && error instanceof Error) {
    console.error(error);
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{ROUTE_ERROR.heading}</h1>
      <p className="text-muted-foreground">
        {message} {ROUTE_ERROR.lead}
      </p>
      <ButtonLink to={href("/")}>{ROUTE_ERROR.home}</ButtonLink>
    </section>
  );
}
