import { PageHeader, Section } from "~/components/layout/page";
import { CallToActionCard } from "~/components/sections/call-to-action-card";
import { IconCardList } from "~/components/sections/icon-card-list";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DESCRIPTIVE_SECTIONS } from "~/content/virtual-collaboration";
import { AvatarCreator } from "~/features/avatar-creator/avatar-creator";
import { CollaborationRoomDialog } from "~/features/collaboration-room/collaboration-room-dialog";
import { ThemesDialog } from "~/features/collaboration-room/themes-dialog";
import { CollaborationShortcuts } from "~/features/virtual-collaboration/collaboration-shortcuts";
import { CollaborationStats } from "~/features/virtual-collaboration/collaboration-stats";
import { ImmersiveModes } from "~/features/virtual-collaboration/immersive-modes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("virtualCollaboration");

export default function VirtualCollaboration() {
  return (
    <>
      <PageHeader
        eyebrow="Learn together, anywhere"
        title="Virtual Collaboration Spaces"
        lead="Create your avatar, meet your team in a shared room, and build together from anywhere."
      />
      <CollaborationShortcuts room={<CollaborationRoomDialog />} themes={<ThemesDialog />} />

      <Section
        id="avatar-creator"
        needsScript
        title="Avatar Creator"
        description="Choose every detail, then save it as an image."
      >
        <Card>
          <AvatarCreator />
        </Card>
      </Section>

      <CollaborationStats />

      <Section id="how-we-collaborate" title="How teams work together">
        {/* Five cards with no hole: 2 + 2 + 1 wide on tablets, 2 + 3 on wide screens. */}
        <IconCardList
          items={DESCRIPTIVE_SECTIONS}
          className="md:grid-cols-2 md:[&>li:last-child]:col-span-2 lg:grid-cols-6 lg:[&>li]:col-span-2 lg:[&>li:nth-child(-n+2)]:col-span-3"
        />
      </Section>

      <ImmersiveModes />

      <CallToActionCard
        title="Learn better, together"
        lead="Bring your class into a shared space and start building."
        actions={
          <>
            <Button>Start Collaborating</Button>
            <Button variant="outline">Watch Demo</Button>
          </>
        }
      />
    </>
  );
}
