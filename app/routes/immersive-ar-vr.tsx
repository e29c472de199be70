import { useState } from "react";
import { Container, Section } from "~/components/layout/page";
import { IconCardList } from "~/components/sections/icon-card-list";
import { INFO_CARDS } from "~/content/immersive";
import { CollaborationModeCard } from "~/features/immersive/collaboration-mode-card";
import { ComfortSettingsCard } from "~/features/immersive/comfort-settings-card";
import { ExperienceGallery } from "~/features/immersive/experience-gallery";
import { ImmersiveSubheader } from "~/features/immersive/immersive-subheader";
import { SampleVideo } from "~/features/immersive/sample-video";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("immersiveArVr");

export default function ImmersiveArVr() {
  const [vrMode, setVrMode] = useState(false);
  return (
    <>
      <ImmersiveSubheader vrMode={vrMode} onVrModeChange={setVrMode} />

      <Container className="flex flex-col gap-2 pt-6 pb-4 sm:pt-8">
        <p className="text-sm font-semibold text-primary">Step inside the lesson</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Immersive AR/VR Learning
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Step inside history, biology, astronomy and physics with guided virtual experiences built
          for every learner.
        </p>
      </Container>

      <Section id="featured-video" title="Featured lesson video">
        <SampleVideo />
      </Section>

      <Section
        id="experiences"
        needsScript
        title="Virtual experiences"
        description={
          vrMode
            ? "VR mode is on: experiences open in your headset."
            : "Preview each experience in AR on this device, or turn on VR mode for a headset."
        }
      >
        <ExperienceGallery vrMode={vrMode} />
      </Section>

      <Section id="how-it-works" title="How each experience works">
        <IconCardList items={INFO_CARDS} className="md:grid-cols-3" />
      </Section>

      <Container className="grid grid-cols-1 gap-6 pt-8 pb-12 lg:grid-cols-2">
        <CollaborationModeCard />
        <ComfortSettingsCard />
      </Container>
    </>
  );
}
