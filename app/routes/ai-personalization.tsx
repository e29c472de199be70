import { PageHeader } from "~/components/layout/page";
import { PAGES } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(PAGES.aiPersonalization);

export default function AiPersonalization() {
  return (
    <PageHeader
      title="AI Personalization"
      lead="Learning that adapts to your style, pace and goals."
    />
  );
}
