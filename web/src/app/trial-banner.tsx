import { Link } from 'react-router';
import { trialBannerText, trialDaysLeft } from '@shared/accounts/first-day.js';
import { useSubscriptionView } from '../features/profile/api/profile';
import { useSession } from '../lib/session-context';

/** On every dashboard page of a trial account: the days left and the way to a plan. */
export function TrialBanner() {
  const { hasPermission } = useSession();
  const subscription = useSubscriptionView();
  const view = subscription.data;
  if (hasPermission('users.read') || view?.subscription_status !== 'trial' || !view.trial_ends_at)
    return null;
  const days = trialDaysLeft(view.trial_ends_at, new Date());
  return (
    <div
      role="status"
      data-testid="trial-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-accent-50 px-4 py-2 text-center text-sm text-brand-950"
    >
      <span className="font-medium">{trialBannerText(days)}</span>
      <Link to="/dashboard/billing" className="font-semibold text-brand-800 underline">
        Choose a plan
      </Link>
    </div>
  );
}
