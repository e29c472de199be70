import { PageHeader } from "~/components/layout/page";
import { PAGES } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(PAGES.securePrivate);

export default function SecurePrivate() {
  return (
    <PageHeader
      title="Secure & Private"
      lead="Your learning data is yours: see who can access it and stay in control."
    />
  );
}
