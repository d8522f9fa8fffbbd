import { lazy, Suspense, useCallback, useState } from 'react';
import { campaignDate } from '@shared/domain/campaign.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { useCampaign } from '../../../lib/campaign';
import { BenefitsSection } from '../components/benefits-section';
import { ComparisonSection } from '../components/comparison-section';
import { FinalCta } from '../components/final-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PricingSection } from '../components/pricing-section';
import { ProblemSection, SolutionSection } from '../components/problem-solution';
import { FaqSection, TestimonialsSection } from '../components/social-proof';
import { StickyOffer } from '../components/sticky-offer';

// The modals load on first use: the landing's first download stays React, the router and this page
// (no TanStack Query, react-hook-form or zod — the presale form brings those when it opens).
const PresalePopup = lazy(() => import('../components/presale-popup'));
const SampleEstimateModal = lazy(() => import('../components/sample-estimate-modal'));

type Dialog = 'presale' | 'sample' | null;

/** The landing page at / (spec 000 §1 sections, in order). */
export function LandingPage() {
  const campaign = useCampaign();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [loaded, setLoaded] = useState<{ presale: boolean; sample: boolean }>({
    presale: false,
    sample: false,
  });
  const open = useCallback((which: Exclude<Dialog, null>) => {
    setLoaded((current) => ({ ...current, [which]: true }));
    setDialog(which);
  }, []);
  const close = useCallback(() => setDialog(null), []);

  return (
    <PublicShell>
      <Hero campaign={campaign} onEarlyAccess={() => open('presale')} />
      <ProblemSection />
      <SolutionSection />
      <HowItWorks onViewSample={() => open('sample')} />
      <BenefitsSection />
      <ComparisonSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <FinalCta />
      <StickyOffer campaign={campaign} onClaim={() => open('presale')} />
      <Suspense fallback={null}>
        {loaded.sample && (
          <SampleEstimateModal
            open={dialog === 'sample'}
            onClose={close}
            onEmailToCustomer={() => open('presale')}
          />
        )}
        {loaded.presale && (
          <PresalePopup
            open={dialog === 'presale'}
            onClose={close}
            presaleEnds={campaign ? campaignDate(campaign.presale_ends_at) : null}
          />
        )}
      </Suspense>
    </PublicShell>
  );
}
