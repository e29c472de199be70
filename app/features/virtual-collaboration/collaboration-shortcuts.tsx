import { PaletteIcon, UserRoundIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/layout/page";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";

interface CollaborationShortcutsProps {
  /** The control that opens the collaboration room. */
  room: ReactNode;
  /** The control that opens the theme picker. */
  themes: ReactNode;
}

/** Three ways in: the avatar creator further down, a collaboration room and the themes. */
export function CollaborationShortcuts({ room, themes }: CollaborationShortcutsProps) {
  return (
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
        <CardDescription>Video, chat and a shared whiteboard with your study pod.</CardDescription>
        <div className="mt-auto">{room}</div>
      </Card>
      <Card>
        <PaletteIcon aria-hidden="true" className="size-6 text-primary" />
        <CardTitle as="h2">Dynamic Themes</CardTitle>
        <CardDescription>Study in a space station, a nature dome or a tech city.</CardDescription>
        <div className="mt-auto">{themes}</div>
      </Card>
    </Container>
  );
}
