import { SettingsIcon } from "lucide-react";
import { BackLink, Container } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { SwitchField } from "~/components/ui/switch";
import { IMMERSIVE_SUBHEADER } from "~/content/immersive";

interface ImmersiveSubheaderProps {
  vrMode: boolean;
  onVrModeChange: (vrMode: boolean) => void;
}

/** The bar under the site header: back link, the VR mode switch and the settings button. */
export function ImmersiveSubheader({ vrMode, onVrModeChange }: ImmersiveSubheaderProps) {
  return (
    // One row, on phones no taller than its controls, so with the site header it leaves the
    // screen to the page; its words wrap only where they cannot fit (a reader's text spacing). app.css widens the scroll padding under it.
    <div
      data-sticky-subheader
      className="sticky top-12 z-30 border-b bg-background/95 backdrop-blur sm:top-16"
    >
      <Container className="flex items-center justify-between gap-2 sm:gap-3 sm:py-2">
        <BackLink compact />
        <div className="flex items-center gap-2 sm:gap-3">
          <SwitchField
            label={IMMERSIVE_SUBHEADER.vrMode}
            checked={vrMode}
            onCheckedChange={onVrModeChange}
          />
          <Button variant="outline" size="sm">
            <SettingsIcon aria-hidden="true" />
            <span className="max-[420px]:sr-only">{IMMERSIVE_SUBHEADER.settings}</span>
          </Button>
        </div>
      </Container>
    </div>
  );
}
