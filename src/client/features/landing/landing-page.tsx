import { usePageDescription } from '@client/hooks/use-page-description';
import { usePageTitle } from '@client/hooks/use-page-title';
import { LANDING_DESCRIPTION } from './landing-content';
import { LandingHero } from './landing-hero';
import {
  MasterSection,
  ResearchSection,
  WhoBenefitsSection,
  WhyPracticeSection,
} from './landing-marketing-sections';
import { FinalCallSection, HowItWorksSection, MasteryPhasesSection } from './landing-sections';

/** The guest home page, its sections in the order of product rules R2.17. */
export function LandingPage() {
  usePageTitle(null);
  usePageDescription(LANDING_DESCRIPTION);
  return (
    <>
      <LandingHero />
      <MasterSection />
      <WhyPracticeSection />
      <HowItWorksSection />
      <MasteryPhasesSection />
      <ResearchSection />
      <WhoBenefitsSection />
      <FinalCallSection />
    </>
  );
}
