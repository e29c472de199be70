import { ArrowDownIcon, PlayCircleIcon } from "lucide-react";
import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { Button } from "~/components/ui/button";
import { DeferredDialogTrigger } from "~/components/ui/deferred-dialog";
import { CALL_TO_ACTION, HERO, HERO_ACTIONS, LANDING_STATS as STAT_WORDS } from "~/content/landing";
import { LANDING_STATS, TRIAL_DAYS } from "~/data/landing";
import { HeroIllustration } from "~/features/landing/hero-illustration";
import { TrustedInstitutions } from "~/features/landing/trusted-institutions";
import { formatNumber, formatPercent } from "~/lib/format";
import { scrollToPageBottom } from "~/lib/scroll";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("home");

const CTA_ID = "get-started";
const GET_STARTED_ID = "get-started-button";

// Off the landing page's first load (ADR 004).
const loadDemoVideoDialog = () =>
  import("~/features/landing/demo-video-dialog").then((module) => module.DemoVideoDialog);
const loadSignUpDialog = () =>
  import("~/features/landing/sign-up-dialog").then((module) => module.SignUpDialog);

/** The hero's claims: each one's words with its figures, formatted. */
function landingStats() {
  const { students, successRate, support } = LANDING_STATS;
  return [
    {
      label: STAT_WORDS.students.label,
      value: STAT_WORDS.students.value(formatNumber(students.millions)),
    },
    { label: STAT_WORDS.successRate.label, value: formatPercent(successRate.percent) },
    {
      label: STAT_WORDS.support.label,
      value: STAT_WORDS.support.value(formatNumber(support.hours), formatNumber(support.days)),
    },
  ];
}

export default function Home() {
  const trialDays = formatNumber(TRIAL_DAYS);
  return (
    <>
      <Hero
        eyebrow={HERO.eyebrow}
        title={HERO.title}
        lead={HERO.lead}
        note={HERO.trialNote(trialDays)}
        stats={landingStats()}
        art={<HeroIllustration />}
        actions={
          <>
            <Button size="lg" onClick={() => scrollToPageBottom(GET_STARTED_ID)}>
              {HERO_ACTIONS.start}
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <DeferredDialogTrigger load={loadDemoVideoDialog}>
              <Button variant="outline" size="lg">
                <PlayCircleIcon aria-hidden="true" />
                {HERO_ACTIONS.demo}
              </Button>
            </DeferredDialogTrigger>
          </>
        }
      />
      <FeatureGrid />
      <CallToAction
        tone="primary"
        id={CTA_ID}
        title={CALL_TO_ACTION.title}
        lead={CALL_TO_ACTION.lead(trialDays)}
        actions={
          <DeferredDialogTrigger load={loadSignUpDialog}>
            <Button id={GET_STARTED_ID} variant="secondary" size="lg">
              {CALL_TO_ACTION.action}
            </Button>
          </DeferredDialogTrigger>
        }
      />
      <TrustedInstitutions />
    </>
  );
}
