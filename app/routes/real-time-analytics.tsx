import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { Container, PageHeader } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { SwitchField } from "~/components/ui/switch";
import { AnalyticsTabs } from "~/features/analytics/analytics-tabs";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("realTimeAnalytics");

export default function RealTimeAnalytics() {
  const [compare, setCompare] = useState(false);
  return (
    <>
      <PageHeader
        eyebrow="Know where you stand"
        title="Real-time Analytics"
        lead="Live progress, a skills heatmap, predictions and smart alerts that show where to focus next."
        actions={
          <>
            <SwitchField
              label="Compare with others"
              checked={compare}
              onCheckedChange={setCompare}
              className="rounded-xl border bg-card px-4 py-2"
            />
            <Button variant="outline">
              <FileTextIcon aria-hidden="true" />
              Generate Report
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
