import type { ReactNode } from "react";

/**
 * Inline SVG, not images: no request, and never the largest contentful paint (ADR 013).
 * Decorative: the text beside each picture says what it shows.
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

/** The logo's four-point star, centred on (x, y); `r` is from the centre to a point. */
export function Star({ x, y, r, color }: { x: number; y: number; r: number; color: ArtColor }) {
  return (
    <path
      d="M0-10l2.9 7.1L10 0l-7.1 2.9L0 10l-2.9-7.1L-10 0l7.1-2.9z"
      transform={`translate(${x} ${y}) scale(${r / 10})`}
      fill={ART[color]}
    />
  );
}
