import {
  GlobeIcon,
  LayoutDashboardIcon,
  PaletteIcon,
  PenToolIcon,
  TrophyIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { PageHeader, Section } from "~/components/layout/page";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardList } from "~/components/sections/icon-card-list";
import { Button } from "~/components/ui/button";
import { DeferredDialogTrigger } from "~/components/ui/deferred-dialog";
import { Card } from "~/components/ui/card";
import { PAGE_WORDS } from "~/content/pages";
import {
  COLLABORATION_PAGE as WORDS,
  COLLABORATION_ROOM,
  DESCRIPTIVE_SECTIONS,
  THEMES_DIALOG,
} from "~/content/virtual-collaboration";
import { AvatarCreator } from "~/features/avatar-creator/avatar-creator";
import { CollaborationShortcuts } from "~/features/virtual-collaboration/collaboration-shortcuts";
import { CollaborationStats } from "~/features/virtual-collaboration/collaboration-stats";
import { ImmersiveModes } from "~/features/virtual-collaboration/immersive-modes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("virtualCollaboration");

const SECTION_ICONS = {
  users: UsersIcon,
  "layout-dashboard": LayoutDashboardIcon,
  globe: GlobeIcon,
  "pen-tool": PenToolIcon,
  trophy: TrophyIcon,
} as const satisfies Record<keyof typeof DESCRIPTIVE_SECTIONS, LucideIcon>;

const HOW_TEAMS_WORK = Object.entries(SECTION_ICONS).map(([name, icon]) => ({
  ...DESCRIPTIVE_SECTIONS[name as keyof typeof SECTION_ICONS],
  icon,
}));

// The room and the theme picker (with its pictures) stay off the first load (ADR 004).
const loadRoomDialog = () =>
  import("~/features/collaboration-room/collaboration-room-dialog").then(
    (module) => module.CollaborationRoomDialog,
  );
const loadThemesDialog = () =>
  import("~/features/collaboration-room/themes-dialog").then((module) => module.ThemesDialog);

export default function VirtualCollaboration() {
  return (
    <>
      <PageHeader
        eyebrow={WORDS.eyebrow}
        title={PAGE_WORDS.virtualCollaboration.label}
        lead={WORDS.lead}
      />
      <CollaborationShortcuts
        room={
          <DeferredDialogTrigger load={loadRoomDialog}>
            <Button>
              <UsersIcon aria-hidden="true" />
              {COLLABORATION_ROOM.open}
            </Button>
          </DeferredDialogTrigger>
        }
        themes={
          <DeferredDialogTrigger load={loadThemesDialog}>
            <Button variant="outline">
              <PaletteIcon aria-hidden="true" />
              {THEMES_DIALOG.open}
            </Button>
          </DeferredDialogTrigger>
        }
      />

      <Section
        id="avatar-creator"
        title={WORDS.avatarCreator.title}
        description={WORDS.avatarCreator.description}
      >
        <Card>
          <AvatarCreator />
        </Card>
      </Section>

      <CollaborationStats />

      <Section id="how-we-collaborate" title={WORDS.howTeamsWork}>
        {/* Five cards with no hole: 2 + 2 + 1 wide on tablets, 2 + 3 on wide screens. */}
        <IconCardList
          items={HOW_TEAMS_WORK}
          className="md:grid-cols-2 md:[&>li:last-child]:col-span-2 lg:grid-cols-6 lg:[&>li]:col-span-2 lg:[&>li:nth-child(-n+2)]:col-span-3"
        />
      </Section>

      <ImmersiveModes />

      <CallToAction
        tone="soft"
        title={WORDS.callToAction.title}
        lead={WORDS.callToAction.lead}
        actions={
          <>
            <Button>{WORDS.callToAction.start}</Button>
            <Button variant="outline">{WORDS.callToAction.demo}</Button>
          </>
        }
      />
    </>
  );
}
