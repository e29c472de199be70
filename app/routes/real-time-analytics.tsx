import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { Container, PageHeader } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { SwitchField } from "~/components/ui/switch";
import { ANALYTICS_PAGE } from "~/content/analytics";
import { PAGE_WORDS } from "~/content/pages";
import { AnalyticsTabs } from "~/features/analytics/analytics-tabs";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("realTimeAnalytics");

export default function RealTimeAnalytics() {
  const [compare, setCompare] = useState(false);
  return (
    <>
      <PageHeader
        eyebrow={ANALYTICS_PAGE.eyebrow}
        title={ANALYTICS_PAGE.title}
        lead={PAGE_WORDS.realTimeAnalytics.description}
        actions={
          <>
            <SwitchField
              label={ANALYTICS_PAGE.compare}
              checked={compare}
              onCheckedChange={setCompare}
              className="rounded-xl border bg-card px-4 py-2"
            />
            <Button variant="outline">
              <FileTextIcon aria-hidden="true" />
              {ANALYTICS_PAGE.report}
            </Button>
          </>
        }
      />
      <Container className="pb-12">
        <AnalyticsTabs compare={compare} />
      </Container>
    </>
  );
}
