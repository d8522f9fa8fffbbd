import type { ComponentType } from 'react';
import { Island, type IslandLoad } from '../../../components/layout/island';
import { PublicShell } from '../../../components/layout/public-shell';
import { BenefitsSection } from '../components/benefits-section';
import { ComparisonSection } from '../components/comparison-section';
import { FinalCta } from '../components/final-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingDialogs } from '../components/landing-dialogs';
import type { PresaleLeadFormProps } from '../components/presale-popup';
import { PricingSection } from '../components/pricing-section';
import { ProblemSection, SolutionSection } from '../components/problem-solution';
import { FaqSection, TestimonialsSection } from '../components/social-proof';
import { StickyOffer } from '../components/sticky-offer';
import { LANDING_DIALOG_EVENT } from '../landing-events';

/** The sections after How it works, in order: each an island named as in web/src/public/islands.ts. */
const SECTION_ISLANDS: [name: string, load: IslandLoad, Section: ComponentType][] = [
  ['benefits', 'visible', BenefitsSection],
  ['comparison', 'interaction', ComparisonSection],
  ['pricing', 'interaction', PricingSection],
  ['testimonials', 'visible', TestimonialsSection],
  ['faq', 'visible', FaqSection],
];

/**
 * The landing page at / (sections in order: docs/product.md#public-site). Prerendered, it is static
 * HTML with islands (components/layout/island.tsx): only the parts that need code load it, each when
 * it is needed. The presale popup's lead form belongs to the marketing feature; the app passes it in.
 */
export function LandingPage({ LeadForm }: { LeadForm: ComponentType<PresaleLeadFormProps> }) {
  return (
    <PublicShell>
      <Hero />
      <ProblemSection />
      <SolutionSection />
      <HowItWorks />
      {SECTION_ISLANDS.map(([name, load, Section]) => (
        <Island key={name} name={name} load={load}>
          <Section />
        </Island>
      ))}
      <FinalCta />
      <StickyOffer />
      <Island name="landing-dialogs" load={`event:${LANDING_DIALOG_EVENT}`}>
        <LandingDialogs LeadForm={LeadForm} />
      </Island>
    </PublicShell>
  );
}
