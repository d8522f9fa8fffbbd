import { capitalize, formatDate, formatWholeDollars } from '@shared/kernel/format.js';
import type { SubscriptionView } from '@shared/billing/schemas/billing.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

const STATUS: Record<SubscriptionView['status'], [string, BadgeTone]> = {
  active: ['Active', 'green'],
  trialing: ['Free trial', 'blue'],
  past_due: ['Past due', 'red'],
  unpaid: ['Unpaid', 'red'],
  canceled: ['Cancelled', 'slate'],
  none: ['No subscription', 'slate'],
};

/** Whether the account has a subscription to change (rather than one to start), a kept trial included. */
export function hasLiveSubscription(subscription: SubscriptionView): boolean {
  return subscription.subscribed;
}

/** The date fact of the plan card: the kept trial's first charge, the period end, the presale's end or the trial's. */
function dateFact(subscription: SubscriptionView): [string, string | null] {
  if (subscription.subscribed) {
    if (subscription.cancel_at_period_end) return ['Ends on', subscription.next_billing_date];
    if (subscription.status === 'trialing') return ['First charge', subscription.next_billing_date];
    return ['Next billing date', subscription.next_billing_date];
  }
  if (subscription.presale) return ['Paid through', subscription.presale.period_end];
  return ['Trial ends', subscription.trial_end];
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-brand-950">{children}</dd>
    </div>
  );
}

/** The plan card: plan, status, price, seats, next billing date and the card on file, with its actions. */
export function PlanCard({
  subscription,
  onChangePlan,
  onUpdatePayment,
}: {
  subscription: SubscriptionView;
  onChangePlan: () => void;
  onUpdatePayment: () => void;
}) {
  const [label, tone] = STATUS[subscription.status];
  const live = hasLiveSubscription(subscription);
  const card = subscription.payment_method;
  const [dateLabel, date] = dateFact(subscription);
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Current plan</p>
          <h2 className="text-2xl font-bold text-brand-950">{subscription.tier_display}</h2>
        </div>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Price">
          {subscription.discount_percent > 0 && (
            <s className="mr-1 text-sm font-normal text-slate-500">
              {formatWholeDollars(subscription.base_price)}
            </s>
          )}
          {formatWholeDollars(subscription.price)}/month
          {subscription.billing_cycle === 'yearly' && (
            <span className="block text-xs font-normal text-slate-600">
              billed yearly, {subscription.discount_percent}% off
            </span>
          )}
        </Fact>
        <Fact label="Users">
          {subscription.users_used} of {subscription.user_limit ?? 'unlimited'}
        </Fact>
        <Fact label={dateLabel}>{date ? formatDate(date) : '—'}</Fact>
        <Fact label="Payment method">
          {card
            ? `${capitalize(card.brand)} •••• ${card.last4}`
            : subscription.presale
              ? 'Paid at presale checkout'
              : 'None on file'}
        </Fact>
      </dl>
      {subscription.can_manage ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="accent" onClick={onChangePlan}>
            {live ? 'Change Plan' : 'Subscribe'}
          </Button>
          {live && (
            <Button variant="secondary" onClick={onUpdatePayment}>
              Update Payment Method
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Only account admins can change billing.</p>
      )}
    </Card>
  );
}
