import { AccessibilityIcon, SettingsIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { BackLink, Container, Section } from "~/components/layout/page";
import { IconCardList } from "~/components/sections/icon-card-list";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SwitchField } from "~/components/ui/switch";
import { COMFORT_SETTINGS, INFO_CARDS } from "~/content/immersive";
import { ExperienceGallery } from "~/features/immersive/experience-gallery";
import { SampleVideo } from "~/features/immersive/sample-video";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("immersiveArVr");

export default function ImmersiveArVr() {
  const [vrMode, setVrMode] = useState(false);
  const [collaboration, setCollaboration] = useState(false);
  return (
    <>
      {/* One row on every width, and on phones no taller than its controls, so
          with the site header it leaves the screen to the page. app.css widens
          the scroll padding under it. */}
      <div
        data-sticky-subheader
        className="sticky top-12 z-30 border-b bg-background/95 backdrop-blur sm:top-16"
      >
        <Container className="flex items-center justify-between gap-2 whitespace-nowrap sm:gap-3 sm:py-2">
          <BackLink compact />
          <div className="flex items-center gap-2 sm:gap-3">
            <SwitchField label="VR Mode" checked={vrMode} onCheckedChange={setVrMode} />
            <Button variant="outline" size="sm">
              <SettingsIcon aria-hidden="true" />
              <span className="max-[420px]:sr-only">Settings</span>
            </Button>
          </div>
        </Container>
      </div>

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
        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={UsersIcon} size="lg">
              Collaboration mode
            </CardTitle>
            <CardDescription>
              Explore together: classmates join your scene and see what you point at.
            </CardDescription>
          </CardHeader>
          <SwitchField
            label="Collaboration Mode"
            hint={collaboration ? "Classmates can join your session." : "You explore on your own."}
            checked={collaboration}
            onCheckedChange={setCollaboration}
          />
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={AccessibilityIcon} size="lg">
              Accessibility and safety
            </CardTitle>
            <CardDescription>Comfort settings for every learner. Nothing is saved.</CardDescription>
          </CardHeader>
          {COMFORT_SETTINGS.map((setting) => (
            <SwitchField
              key={setting.id}
              label={setting.label}
              hint={setting.hint}
              defaultChecked={setting.defaultOn}
            />
          ))}
        </Card>
      </Container>
    </>
  );
}
