import { GlassesIcon, ScanEyeIcon } from "lucide-react";
import { href, Link } from "react-router";
import { Section } from "~/components/layout/page";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { IMMERSIVE_MODES } from "~/content/virtual-collaboration";

/** VR and AR mode, each card a link to the immersive page. */
export function ImmersiveModes() {
  return (
    <Section id="immersive-modes" title={IMMERSIVE_MODES.title}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Link to={href("/immersive-ar-vr")} className="group rounded-2xl">
          <Card className="h-full transition-colors group-hover:border-primary">
            <GlassesIcon aria-hidden="true" className="size-6 text-primary" />
            <CardHeader>
              <CardTitle>{IMMERSIVE_MODES.vr.title}</CardTitle>
              <CardDescription>{IMMERSIVE_MODES.vr.description}</CardDescription>
            </CardHeader>
          </Card>
        </Link>
        <Link to={href("/immersive-ar-vr")} className="group rounded-2xl">
          <Card className="h-full transition-colors group-hover:border-primary">
            <ScanEyeIcon aria-hidden="true" className="size-6 text-primary" />
            <CardHeader>
              <CardTitle>{IMMERSIVE_MODES.ar.title}</CardTitle>
              <CardDescription>{IMMERSIVE_MODES.ar.description}</CardDescription>
            </CardHeader>
          </Card>
        </Link>
      </div>
    </Section>
  );
}
