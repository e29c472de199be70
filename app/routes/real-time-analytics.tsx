import { PageHeader } from "~/components/layout/page";
import { PAGES } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(PAGES.realTimeAnalytics);

export default function RealTimeAnalytics() {
  return (
    <PageHeader
      title="Real-time Analytics"
      lead="See how you are doing right now and what to focus on next."
    />
  );
}
