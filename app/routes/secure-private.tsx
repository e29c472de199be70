import { Container, PageHeader } from "~/components/layout/page";
import { SECURE_PRIVATE_PAGE } from "~/content/secure-private";
import { AccessHistory } from "~/features/privacy/access-history";
import { DataBackupCard } from "~/features/privacy/data-backup-card";
import { EmergencyControlsCard } from "~/features/privacy/emergency-controls-card";
import { FamilyAccessCard } from "~/features/privacy/family-access-card";
import { MultiFactorCard } from "~/features/privacy/multi-factor-card";
import { PrivacyDashboard } from "~/features/privacy/privacy-dashboard";
import { SecurityOverview } from "~/features/privacy/security-overview";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("securePrivate");

export default function SecurePrivate() {
  return (
    <>
      <PageHeader
        eyebrow={SECURE_PRIVATE_PAGE.eyebrow}
        title={SECURE_PRIVATE_PAGE.title}
        lead={SECURE_PRIVATE_PAGE.lead}
      />
      <SecurityOverview />
      <PrivacyDashboard />
      <AccessHistory />
      <Container className="grid grid-cols-1 gap-6 py-8 lg:grid-cols-2">
        <EmergencyControlsCard />
        <MultiFactorCard />
        <DataBackupCard />
        <FamilyAccessCard />
      </Container>
    </>
  );
}
