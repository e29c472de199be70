import type { ReactNode } from "react";
import { Art, ART, Star } from "~/components/ui/art";
import type { ThemeId } from "~/data/virtual-collaboration";

const SCENES: Record<ThemeId, ReactNode> = {
  "space-station": (
    <>
      <rect width="160" height="96" fill={ART.night} />
      <Star x={22} y={18} r={5} color="amber" />
      <Star x={142} y={14} r={4} color="sky" />
      <circle cx="64" cy="14" r="1.5" fill={ART.sky} />
      <circle cx="104" cy="24" r="1.5" fill={ART.amber} />
      <circle cx="14" cy="70" r="1.5" fill={ART.sky} />
      <circle cx="132" cy="92" r="30" fill={ART.indigo} />
      <circle cx="120" cy="80" r="6" fill={ART.violet} />
      <rect x="16" y="40" width="24" height="14" rx="2" fill={ART.sky} />
      <rect x="104" y="40" width="24" height="14" rx="2" fill={ART.sky} />
      <rect x="38" y="45" width="68" height="4" fill={ART.line} />
      <rect x="46" y="34" width="52" height="26" rx="13" fill={ART.panel} />
      <circle cx="60" cy="47" r="5" fill={ART.sky} />
      <circle cx="75" cy="47" r="5" fill={ART.sky} />
      <circle cx="90" cy="47" r="3" fill={ART.pink} />
    </>
  ),
  "nature-dome": (
    <>
      <rect width="160" height="96" fill={ART.day} />
      <circle cx="134" cy="20" r="11" fill={ART.amber} />
      <path d="M26 80a54 54 0 0 1 108 0z" fill={ART.panel} fillOpacity="0.6" />
      <path
        d="M26 80a54 54 0 0 1 108 0M80 26v54M44 42q36 14 72 0"
        fill="none"
        stroke={ART.line}
        strokeWidth="2"
      />
      <rect x="52" y="62" width="4" height="18" fill={ART.line} />
      <circle cx="54" cy="58" r="11" fill={ART.green} />
      <rect x="98" y="58" width="4" height="22" fill={ART.line} />
      <circle cx="100" cy="52" r="14" fill={ART.green} />
      <path
        d="M66 36q3-3 6 0q3-3 6 0"
        fill="none"
        stroke={ART.indigo}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect y="78" width="160" height="18" fill={ART.green} />
    </>
  ),
  "tech-city": (
    <>
      <rect width="160" height="96" fill={ART.night} />
      <Star x={130} y={16} r={6} color="amber" />
      <rect x="10" y="44" width="26" height="52" rx="3" fill={ART.violet} />
      <rect x="40" y="24" width="30" height="72" rx="3" fill={ART.indigo} />
      <rect x="74" y="52" width="24" height="44" rx="3" fill={ART.violet} />
      <rect x="102" y="34" width="30" height="62" rx="3" fill={ART.indigo} />
      <rect x="136" y="60" width="20" height="36" rx="3" fill={ART.violet} />
      <path
        d="M46 32h18M46 42h18M46 52h18M108 42h18M108 52h18M108 62h18"
        stroke={ART.sky}
        strokeWidth="4"
      />
      <path d="M16 54h14M16 64h14M80 62h12M80 72h12" stroke={ART.amber} strokeWidth="4" />
      <rect x="4" y="88" width="152" height="3" rx="1.5" fill={ART.pink} />
    </>
  ),
};

/** A small picture of a room theme. */
export function ThemePreview({ theme }: { theme: ThemeId }) {
  return (
    <Art viewBox="0 0 160 96" className="h-auto w-24 shrink-0 rounded-md sm:w-28">
      {SCENES[theme]}
    </Art>
  );
}
