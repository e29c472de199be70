import { PageHeader } from "~/components/layout/page";
import { PAGES } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(PAGES.gamifiedLearning);

export default function GamifiedLearning() {
  return (
    <PageHeader
      title="Gamified Learning"
      lead="Level up your learning with missions, streaks and rewards."
    />
  );
}
