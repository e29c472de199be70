import { Art, ART, Star } from "~/components/ui/art";
import { cn } from "~/lib/cn";

/** The landing hero's picture, mirrored right to left as the page's progress bars are. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <Art viewBox="0 0 400 320" className={cn("h-auto w-full rtl:-scale-x-100", className)}>
      <circle cx="200" cy="166" r="142" fill={ART.shade} />
      {/* The screen, its shadow and its stand. */}
      <rect x="172" y="246" width="56" height="22" fill={ART.line} />
      <rect x="138" y="264" width="124" height="12" rx="6" fill={ART.line} />
      <rect x="68" y="78" width="276" height="180" rx="20" fill={ART.line} />
      <rect x="62" y="70" width="276" height="180" rx="20" fill={ART.panel} />
      <circle cx="148" cy="92" r="5" fill={ART.pink} />
      <circle cx="164" cy="92" r="5" fill={ART.amber} />
      <circle cx="180" cy="92" r="5" fill={ART.green} />
      {/* The learner and the lesson's lines. */}
      <circle cx="106" cy="138" r="22" fill={ART.violet} />
      <circle cx="106" cy="132" r="8" fill={ART.on} />
      <path d="M92 152a14 12 0 0 1 28 0z" fill={ART.on} />
      <rect x="140" y="122" width="112" height="10" rx="5" fill={ART.line} />
      <rect x="140" y="142" width="76" height="10" rx="5" fill={ART.line} />
      <rect x="84" y="182" width="160" height="12" rx="6" fill={ART.line} />
      <rect x="84" y="182" width="131" height="12" rx="6" fill={ART.indigo} />
      <rect x="84" y="208" width="64" height="22" rx="11" fill={ART.indigo} />
      {/* The chart. */}
      <rect x="266" y="168" width="16" height="62" rx="5" fill={ART.sky} />
      <rect x="288" y="136" width="16" height="94" rx="5" fill={ART.indigo} />
      <rect x="310" y="188" width="16" height="42" rx="5" fill={ART.green} />
      {/* Around the screen: a chat bubble, a star badge, a tick and sparkles. */}
      <path
        d="M30 36h86a14 14 0 0 1 14 14v26a14 14 0 0 1-14 14H64l-18 14V90H30a14 14 0 0 1-14-14V50a14 14 0 0 1 14-14z"
        fill={ART.indigo}
      />
      <circle cx="50" cy="63" r="5" fill={ART.on} />
      <circle cx="73" cy="63" r="5" fill={ART.on} />
      <circle cx="96" cy="63" r="5" fill={ART.on} />
      <circle cx="338" cy="62" r="30" fill={ART.amber} />
      <Star x={338} y={62} r={18} color="on" />
      <circle cx="62" cy="250" r="26" fill={ART.green} />
      {/* A tick reads the same either way: mirrored back around its own centre. */}
      <path
        d="M50 250l8 8 16-16"
        className="origin-center transform-fill rtl:-scale-x-100"
        fill="none"
        stroke={ART.on}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Star x={374} y={150} r={10} color="violet" />
      <Star x={26} y={164} r={8} color="sky" />
      <Star x={304} y={292} r={9} color="pink" />
    </Art>
  );
}
