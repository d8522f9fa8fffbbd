import { lazy } from 'react';
import { LandingPage } from '../../features/landing/routes/landing-page';

// The lead form brings react-hook-form and zod: it loads when the presale popup first opens, inside
// the popup's own loading boundary, so the landing's first download stays small.
const LeadForm = lazy(() =>
  import('../../features/marketing/components/lead-form').then((m) => ({ default: m.LeadForm })),
);

/** /: the landing page with the marketing feature's lead form in its presale popup. */
export function LandingRoute() {
  return <LandingPage LeadForm={LeadForm} />;
}
