import { PaletteIcon, UserRoundIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/layout/page";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { COLLABORATION_SHORTCUTS } from "~/content/virtual-collaboration";
import { NeedsScript } from "~/components/ui/needs-script";

interface CollaborationShortcutsProps {
  /** The control that opens the collaboration room. */
  room: ReactNode;
  /** The control that opens the theme picker. */
  themes: ReactNode;
}

/** Three ways in: the avatar creator further down, a collaboration room and the themes. */
export function CollaborationShortcuts({ room, themes }: CollaborationShortcutsProps) {
  const words = COLLABORATION_SHORTCUTS;
  return (
    <Container className="grid grid-cols-1 gap-4 pb-4 md:grid-cols-3">
      <Card>
        <UserRoundIcon aria-hidden="true" className="size-6 text-primary" />
        <CardTitle as="h2">{words.avatar.title}</CardTitle>
        <CardDescription>{words.avatar.description}</CardDescription>
        <CardFooter asChild>
          <a
            href="#avatar-creator"
            className="w-fit font-medium text-primary underline underline-offset-4"
          >
            {words.avatar.link}
          </a>
        </CardFooter>
      </Card>
      <Card>
        <UsersIcon aria-hidden="true" className="size-6 text-primary" />
        <CardTitle as="h2">{words.room.title}</CardTitle>
        <CardDescription>{words.room.description}</CardDescription>
        <NeedsScript />
        <CardFooter>{room}</CardFooter>
      </Card>
      <Card>
        <PaletteIcon aria-hidden="true" className="size-6 text-primary" />
        <CardTitle as="h2">{words.themes.title}</CardTitle>
        <CardDescription>{words.themes.description}</CardDescription>
        <NeedsScript />
        <CardFooter>{themes}</CardFooter>
      </Card>
    </Container>
  );
}
