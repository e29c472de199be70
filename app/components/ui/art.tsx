import type { ReactNode } from "react";

/**
 * The site's pictures share one style: flat, rounded shapes in the --art-*
 * colours of app.css, which have dark variants, and the logo's four-point
 * star. They are inline SVG (no request, never the largest contentful
 * paint) and decorative: the text beside them says what they show.
 */
export const ART = {
  panel: "var(--art-panel)",
  shade: "var(--art-shade)",
  line: "var(--art-line)",
  /** Marks drawn on a coloured shape. */
  on: "var(--art-on)",
  indigo: "var(--art-indigo)",
  violet: "var(--art-violet)",
  amber: "var(--art-amber)",
  green: "var(--art-green)",
  sky: "var(--art-sky)",
  pink: "var(--art-pink)",
  day: "var(--art-day)",
  night: "var(--art-night)",
} as const;

export type ArtColor = keyof typeof ART;

export function Art({
  viewBox,
  className,
  children,
}: {
  viewBox: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" data-art="" className={className}>
      {children}
    </svg>
  );
}

/** The logo's four-point star, centred on (x, y), `r` from the centre to a point. */
export function Star({ x, y, r, color }: { x: number; y: number; r: number; color: ArtColor }) {
  return (
    <path
      d="M0-10l2.9 7.1L10 0l-7.1 2.9L0 10l-2.9-7.1L-10 0l7.1-2.9z"
      transform={`translate(${x} ${y}) scale(${r / 10})`}
      fill={ART[color]}
    />
  );
}
