import { AwardIcon, HandIcon, HeadphonesIcon, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Container, Section } from "~/components/layout/page";
import { IconCardList } from "~/components/sections/icon-card-list";
import { IMMERSIVE_PAGE, INFO_CARDS } from "~/content/immersive";
import { PAGE_WORDS } from "~/content/pages";
import { CollaborationModeCard } from "~/features/immersive/collaboration-mode-card";
import { ComfortSettingsCard } from "~/features/immersive/comfort-settings-card";
import { ExperienceGallery } from "~/features/immersive/experience-gallery";
import { ImmersiveSubheader } from "~/features/immersive/immersive-subheader";
import { SampleVideo } from "~/features/immersive/sample-video";
import { pageMeta } from "~/lib/meta";
import { NeedsScript } from "~/components/ui/needs-script";

export const meta = () => pageMeta("immersiveArVr");

const INFO_ICONS = {
  headphones: HeadphonesIcon,
  hand: HandIcon,
  award: AwardIcon,
} as const satisfies Record<keyof typeof INFO_CARDS, LucideIcon>;

const INFO_CARD_ITEMS = Object.entries(INFO_ICONS).map(([name, icon]) => ({
  ...INFO_CARDS[name as keyof typeof INFO_ICONS],
  icon,
}));

export default function ImmersiveArVr() {
  const [vrMode, setVrMode] = useState(false);
  return (
    <>
      <ImmersiveSubheader vrMode={vrMode} onVrModeChange={setVrMode} />

      <Container className="flex flex-col gap-2 pt-6 pb-4 sm:pt-8">
        {/* Right under the bar, for its VR switch and Settings (the bar stays one row). */}
        <NeedsScript />
        <p className="text-sm font-semibold text-primary">{IMMERSIVE_PAGE.eyebrow}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {IMMERSIVE_PAGE.title}
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          {PAGE_WORDS.immersiveArVr.description}
        </p>
      </Container>

      <Section id="featured-video" title={IMMERSIVE_PAGE.video}>
        <SampleVideo />
      </Section>

      <Section
        id="experiences"
        needsScript
        title={IMMERSIVE_PAGE.experiences}
        description={vrMode ? IMMERSIVE_PAGE.vrOn : IMMERSIVE_PAGE.vrOff}
      >
        <ExperienceGallery vrMode={vrMode} />
      </Section>

      <Section id="how-it-works" title={IMMERSIVE_PAGE.howItWorks}>
        <IconCardList items={INFO_CARD_ITEMS} className="md:grid-cols-3" />
      </Section>

      <Container className="grid grid-cols-1 gap-6 pt-8 pb-12 lg:grid-cols-2">
        <CollaborationModeCard />
        <ComfortSettingsCard />
      </Container>
    </>
  );
}
