import { GlassesIcon, ScanEyeIcon } from "lucide-react";
import { href, Link } from "react-router";
import { Section } from "~/components/layout/page";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { IMMERSIVE_MODES } from "~/content/virtual-collaboration";

const MODES = [
  { Icon: GlassesIcon, words: IMMERSIVE_MODES.vr },
  { Icon: ScanEyeIcon, words: IMMERSIVE_MODES.ar },
];

/** VR and AR mode, each card a link to the immersive page. */
export function ImmersiveModes() {
  return (
    <Section id="immersive-modes" title={IMMERSIVE_MODES.title}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {MODES.map(({ Icon, words }) => (
          <Link key={words.title} to={href("/immersive-ar-vr")} className="group rounded-2xl">
            <Card className="h-full transition-colors group-hover:border-primary">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <CardHeader>
                <CardTitle>{words.title}</CardTitle>
                <CardDescription>{words.description}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </Section>
  );
}
