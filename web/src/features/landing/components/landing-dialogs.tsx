import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { campaignDate } from '@shared/public-site/campaign.js';
import { useCampaign } from '../../../lib/campaign';
import { LANDING_DIALOG_EVENT, openLandingDialog, type LandingDialog } from '../landing-events';
import type { PresaleLeadFormProps } from './presale-popup';

// The modals load on first use (the presale form brings react-hook-form and zod when it opens).
const PresalePopup = lazy(() => import('./presale-popup'));
const SampleEstimateModal = lazy(() => import('./sample-estimate-modal'));

/** The presale popup with the running campaign's end date. */
function CampaignPresalePopup(props: Omit<ComponentProps<typeof PresalePopup>, 'presaleEnds'>) {
  const campaign = useCampaign();
  return <PresalePopup {...props} presaleEnds={campaign ? campaignDate(campaign.presale_ends_at) : null} />;
}

/**
 * The landing page's dialogs (sample estimate, presale popup), opened by LANDING_DIALOG_EVENT from any
 * part of the page; `initialEvent` is the dialog whose request loaded this island. Renders nothing
 * until a dialog is asked for. The presale popup's lead form belongs to the marketing feature; the
 * app passes it in.
 */
export function LandingDialogs({
  LeadForm,
  initialEvent,
}: {
  LeadForm: ComponentType<PresaleLeadFormProps>;
  initialEvent?: LandingDialog;
}) {
  const [dialog, setDialog] = useState<LandingDialog | null>(initialEvent ?? null);
  const [loaded, setLoaded] = useState({
    presale: initialEvent === 'presale',
    sample: initialEvent === 'sample',
  });
  useEffect(() => {
    const open = (event: Event) => {
      const which = (event as CustomEvent<LandingDialog>).detail;
      setLoaded((current) => ({ ...current, [which]: true }));
      setDialog(which);
    };
    document.addEventListener(LANDING_DIALOG_EVENT, open);
    return () => document.removeEventListener(LANDING_DIALOG_EVENT, open);
  }, []);
  const close = useCallback(() => setDialog(null), []);
  return (
    <Suspense fallback={null}>
      {loaded.sample && (
        <SampleEstimateModal
          open={dialog === 'sample'}
          onClose={close}
          onEmailToCustomer={() => openLandingDialog('presale')}
        />
      )}
      {loaded.presale && (
        <CampaignPresalePopup open={dialog === 'presale'} onClose={close} LeadForm={LeadForm} />
      )}
    </Suspense>
  );
}
