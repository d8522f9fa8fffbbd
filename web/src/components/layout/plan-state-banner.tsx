import { Link, useLocation } from 'react-router';
import { formatDate } from '@shared/kernel/format.js';
import { Alert } from '../ui/alert';
import { useSubscriptionQuery } from '../../lib/plan-features';

/**
 * The past-due and read-only notices on every dashboard page, from the one subscription cache entry.
 * The Billing page shows its own, with the payment button, so this one stays off it.
 */
export function PlanStateBanner() {
  const { pathname } = useLocation();
  const { data } = useSubscriptionQuery();
  if (!data || pathname.startsWith('/dashboard/billing')) return null;
  if (data.plan_state === 'past_due')
    return (
      <Alert variant="error" title="Your last payment failed" className="mb-6">
        Everything keeps working until{' '}
        {data.grace_ends_at ? formatDate(data.grace_ends_at) : 'the grace period ends'}.{' '}
        <Link to="/dashboard/billing?action=updatePayment" className="font-semibold underline">
          Update your payment method
        </Link>{' '}
        to avoid interruption.
      </Alert>
    );
  if (data.plan_state === 'read_only')
    return (
      <Alert variant="error" title="Your account is read-only" className="mb-6">
        {data.blocked_reason}{' '}
        <Link to="/dashboard/billing" className="font-semibold underline">
          Open Billing
        </Link>
      </Alert>
    );
  return null;
}
