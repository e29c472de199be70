import { GlassesIcon, PaletteIcon, ScanEyeIcon, UserRoundIcon, UsersIcon } from "lucide-react";
import { href, Link } from "react-router";
import { Container, PageHeader, Section } from "~/components/layout/page";
import { IconCardList } from "~/components/sections/icon-card-list";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { DESCRIPTIVE_SECTIONS, STATS } from "~/content/virtual-collaboration";
import { AvatarCreator } from "~/features/avatar-creator/avatar-creator";
import { CollaborationRoomDialog } from "~/features/collaboration-room/collaboration-room-dialog";
import { ThemesDialog } from "~/features/collaboration-room/themes-dialog";
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

      <Container className="grid grid-cols-1 gap-4 pb-4 md:grid-cols-3">
        <Card>
          <UserRoundIcon aria-hidden="true" className="size-6 text-primary" />
          <CardTitle as="h2">Avatar Creator</CardTitle>
          <CardDescription>Design the avatar that represents you in every room.</CardDescription>
          <a
            href="#avatar-creator"
            className="mt-auto w-fit font-medium text-primary underline underline-offset-4"
          >
            Create your avatar
          </a>
        </Card>
        <Card>
          <UsersIcon aria-hidden="true" className="size-6 text-primary" />
          <CardTitle as="h2">Join Collaboration Room</CardTitle>
          <CardDescription>
            Video, chat and a shared whiteboard with your study pod.
          </CardDescription>
          <div className="mt-auto">
            <CollaborationRoomDialog />
          </div>
        </Card>
        <Card>
          <PaletteIcon aria-hidden="true" className="size-6 text-primary" />
          <CardTitle as="h2">Dynamic Themes</CardTitle>
          <CardDescription>Study in a space station, a nature dome or a tech city.</CardDescription>
          <div className="mt-auto">
            <ThemesDialog />
          </div>
        </Card>
      </Container>

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

      <Section id="collaboration-stats" title="Your collaboration in numbers">
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map((stat) => (
            <Card key={stat.label} gap={1} className="items-center text-center">
              <dt className="order-last text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold">{stat.value}</dd>
            </Card>
          ))}
        </dl>
      </Section>

      <Section id="how-we-collaborate" title="How teams work together">
        {/* Five cards with no hole: 2 + 2 + 1 wide on tablets, 2 + 3 on wide screens. */}
        <IconCardList
          items={DESCRIPTIVE_SECTIONS}
          className="md:grid-cols-2 md:[&>li:last-child]:col-span-2 lg:grid-cols-6 lg:[&>li]:col-span-2 lg:[&>li:nth-child(-n+2)]:col-span-3"
        />
      </Section>

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

      <Container className="py-8">
        <Card tone="soft" className="items-center text-center">
          <CardTitle as="h2" size="xl">
            Learn better, together
          </CardTitle>
          <CardDescription tone="inherit">
            Bring your class into a shared space and start building.
          </CardDescription>
          <div className="flex flex-wrap justify-center gap-3">
            <Button>Start Collaborating</Button>
            <Button variant="outline">Watch Demo</Button>
          </div>
        </Card>
      </Container>
    </>
  );
}
