import type { ReactNode } from "react";
import { Art, ART, type ArtColor } from "~/components/ui/art";
import { cn } from "~/lib/cn";

/** Each crest: its shield's colour, and its emblem drawn on it on a 40 × 40 grid. */
const CRESTS = {
  compass: { color: "violet", emblem: <path d="M20 9l6.5 17-6.5-4.5-6.5 4.5z" fill={ART.on} /> },
  waves: {
    color: "sky",
    emblem: (
      <path
        d="M11 17q4.5-4 9 0t9 0M11 24q4.5-4 9 0t9 0"
        fill="none"
        stroke={ART.on}
        strokeWidth="3"
        strokeLinecap="round"
      />
    ),
  },
  leaf: {
    color: "amber",
    emblem: (
      <path
        d="M20 8c7 5 8.5 11 0 19c-8.5-8-7-14 0-19zM19 25a1 1 0 0 1 2 0v4a1 1 0 0 1-2 0z"
        fill={ART.on}
      />
    ),
  },
  peak: { color: "indigo", emblem: <path d="M9 27l8-13 4 6 3-4.5 7 11.5z" fill={ART.on} /> },
  boat: {
    color: "pink",
    emblem: <path d="M21 8v16h10zM19 12v12h-8zM10 26h20l-3.5 4h-13z" fill={ART.on} />,
  },
  tree: {
    color: "green",
    emblem: (
      <path
        d="M20 7l7 10h-4l5 8H12l5-8h-4zM18.5 26a1 1 0 0 1 1-1h1a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1z"
        fill={ART.on}
      />
    ),
  },
} satisfies Record<string, { color: ArtColor; emblem: ReactNode }>;

/** An institution's crest: a shield in one of the pictures' colours with an emblem. */
export function InstitutionMark({
  emblem,
  className,
}: {
  emblem: keyof typeof CRESTS;
  className?: string;
}) {
  const crest = CRESTS[emblem];
  return (
    <Art viewBox="0 0 40 40" className={cn("size-10 shrink-0", className)}>
      <path d="M20 2l16 5v11c0 10.5-7 17-16 20C11 35 4 28.5 4 18V7z" fill={ART[crest.color]} />
      {crest.emblem}
    </Art>
  );
}
