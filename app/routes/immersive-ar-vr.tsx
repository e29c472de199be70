import { PageHeader } from "~/components/layout/page";
import { PAGES } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(PAGES.immersiveArVr);

export default function ImmersiveArVr() {
  return (
    <PageHeader
      title="Immersive AR/VR"
      lead="Step inside your lessons with guided virtual experiences."
    />
  );
}
