import { lazy } from 'react';
import { LandingDialogs } from '../features/landing/components/landing-dialogs';
import type { LandingDialog } from '../features/landing/landing-events';

// As in app/routes/landing-route: the marketing feature's lead form, loaded with the presale popup.
const LeadForm = lazy(() =>
  import('../features/marketing/components/lead-form').then((m) => ({ default: m.LeadForm })),
);

/** The landing's dialogs island, with the marketing feature's lead form in its presale popup. */
export function LandingDialogsIsland({ initialEvent }: { initialEvent?: LandingDialog }) {
  return <LandingDialogs LeadForm={LeadForm} initialEvent={initialEvent} />;
}
