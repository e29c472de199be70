import { PageHeader } from "~/components/layout/page";
import { PAGES } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(PAGES.virtualCollaboration);

export default function VirtualCollaboration() {
  return (
    <PageHeader
      title="Virtual Collaboration"
      lead="Learn together from anywhere: create your avatar, join a room and build with your team."
    />
  );
}
