import { GlassesIcon, ScanEyeIcon } from "lucide-react";
import { href, Link } from "react-router";
import { Section } from "~/components/layout/page";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** VR and AR mode, each card a link to the immersive page. */
export function ImmersiveModes() {
  return (
    <Section id="immersive-modes" title="Go immersive">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Link to={href("/immersive-ar-vr")} className="group rounded-2xl">
          <Card className="h-full transition-colors group-hover:border-primary">
            <GlassesIcon aria-hidden="true" className="size-6 text-primary" />
            <CardHeader>
              <CardTitle>VR Mode</CardTitle>
              <CardDescription>
                Meet your team inside a virtual classroom with a headset.
              </CardDescription>
            </CardHeader>
          </Card>
        </Link>
        <Link to={href("/immersive-ar-vr")} className="group rounded-2xl">
          <Card className="h-full transition-colors group-hover:border-primary">
            <ScanEyeIcon aria-hidden="true" className="size-6 text-primary" />
            <CardHeader>
              <CardTitle>AR Mode</CardTitle>
              <CardDescription>
                Bring 3D models onto your desk with your phone or tablet.
              </CardDescription>
            </CardHeader>
          </Card>
        </Link>
      </div>
    </Section>
  );
}
