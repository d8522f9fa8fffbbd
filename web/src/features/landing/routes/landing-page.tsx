import type { ComponentType } from 'react';
import { Island } from '../../../components/layout/island';
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
      <Island name="benefits" load="visible">
        <BenefitsSection />
      </Island>
      <Island name="comparison" load="interaction">
        <ComparisonSection />
      </Island>
      <Island name="pricing" load="interaction">
        <PricingSection />
      </Island>
      <Island name="testimonials" load="visible">
        <TestimonialsSection />
      </Island>
      <Island name="faq" load="visible">
        <FaqSection />
      </Island>
      <FinalCta />
      <StickyOffer />
      <Island name="landing-dialogs" load={`event:${LANDING_DIALOG_EVENT}`}>
        <LandingDialogs LeadForm={LeadForm} />
      </Island>
    </PublicShell>
  );
}
