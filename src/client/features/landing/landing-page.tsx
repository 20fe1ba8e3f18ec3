import { usePageTitle } from '@client/hooks/use-page-title';
import { LandingHero } from './landing-hero';
import { FinalCallSection, HowItWorksSection, MasteryPhasesSection } from './landing-sections';

/** The guest home page. Deliberately short; the full marketing page comes later. */
export function LandingPage() {
  usePageTitle(null);
  return (
    <>
      <LandingHero />
      <HowItWorksSection />
      <MasteryPhasesSection />
      <FinalCallSection />
    </>
  );
}
