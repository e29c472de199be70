import { Link, href, useLoaderData } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { OFFLINE } from "~/content/site";
import { SITE_NAME } from "~/data/frame";
import type { Route } from "./+types/offline";

/**
 * What the service worker answers offline for a page it has not saved (ADR 012): plain HTML, no
 * frame and no script (root.tsx's `Layout` reads `handle`).
 */
export const handle = { standalone: true };

/**
 * Runs only when the page is prerendered. Its words and classes come from here: imported by the
 * page's own module, they would split the chunks every other page loads (+600 bytes gzip).
 */
export function loader() {
  return {
    words: OFFLINE,
    siteName: SITE_NAME,
    retry: buttonVariants(),
    home: buttonVariants({ variant: "outline" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData.words.title} · ${loaderData.siteName}` },
  { name: "robots", content: "noindex" },
];

export default function Offline() {
  const { words, siteName, retry, home } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-lg font-bold text-primary">{siteName}</p>
      <h1 className="text-2xl font-bold text-balance">{words.title}</h1>
      <p className="max-w-prose text-muted-foreground">{words.lead}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* "" is the address in the bar: the page that could not load. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a className={retry} href="">
          {words.retry}
        </a>
        <Link className={home} to={href("/")}>
          {words.home}
        </Link>
      </div>
    </div>
  );
}
