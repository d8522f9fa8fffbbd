import { lazy, Suspense, useCallback, useState, type ComponentProps, type ComponentType } from 'react';
import { campaignDate } from '@shared/public-site/campaign.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { useCampaign } from '../../../lib/campaign';
import { BenefitsSection } from '../components/benefits-section';
import { ComparisonSection } from '../components/comparison-section';
import { FinalCta } from '../components/final-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import type { PresaleLeadFormProps } from '../components/presale-popup';
import { PricingSection } from '../components/pricing-section';
import { ProblemSection, SolutionSection } from '../components/problem-solution';
import { FaqSection, TestimonialsSection } from '../components/social-proof';
import { StickyOffer } from '../components/sticky-offer';

// The modals load on first use: the landing's first download stays React, the router and this page
// (no TanStack Query, react-hook-form or zod — the presale form brings those when it opens).
const PresalePopup = lazy(() => import('../components/presale-popup'));
const SampleEstimateModal = lazy(() => import('../components/sample-estimate-modal'));

type Dialog = 'presale' | 'sample' | null;

/** The presale popup with the running campaign's end date (read here, not by the page: see below). */
function CampaignPresalePopup(props: Omit<ComponentProps<typeof PresalePopup>, 'presaleEnds'>) {
  const campaign = useCampaign();
  return <PresalePopup {...props} presaleEnds={campaign ? campaignDate(campaign.presale_ends_at) : null} />;
}

/**
 * The landing page at / (sections in order: docs/product.md#public-site). Each section below the hero is its own
 * Suspense boundary, so the prerendered page hydrates and commits section by section in short tasks.
 * The page itself holds no data that arrives while it hydrates (the hero and the offer read the
 * campaign themselves): a re-render here would force every boundary to hydrate at once. The presale
 * popup's lead form belongs to the marketing feature; the app passes it in (lazily, with the popup).
 */
export function LandingPage({ LeadForm }: { LeadForm: ComponentType<PresaleLeadFormProps> }) {
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
      <Hero onEarlyAccess={() => open('presale')} />
      <Suspense>
        <ProblemSection />
      </Suspense>
      <Suspense>
        <SolutionSection />
      </Suspense>
      <Suspense>
        <HowItWorks onViewSample={() => open('sample')} />
      </Suspense>
      <Suspense>
        <BenefitsSection />
      </Suspense>
      <Suspense>
        <ComparisonSection />
      </Suspense>
      <Suspense>
        <PricingSection />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <FaqSection />
      </Suspense>
      <Suspense>
        <FinalCta />
      </Suspense>
      <StickyOffer onClaim={() => open('presale')} />
      <Suspense fallback={null}>
        {loaded.sample && (
          <SampleEstimateModal
            open={dialog === 'sample'}
            onClose={close}
            onEmailToCustomer={() => open('presale')}
          />
        )}
        {loaded.presale && (
          <CampaignPresalePopup open={dialog === 'presale'} onClose={close} LeadForm={LeadForm} />
        )}
      </Suspense>
    </PublicShell>
  );
}
