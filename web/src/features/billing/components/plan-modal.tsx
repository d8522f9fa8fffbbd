import { useState } from 'react';
import { PLAN_TIERS, type PlanTier } from '@shared/kernel/constants.js';
import { formatDate, formatMoney, formatWholeDollars } from '@shared/kernel/format.js';
import { planOf, yearlyMonthlyPrice, yearlySavings } from '@shared/kernel/plans.js';
import type { BillingCycle, ProrationPreview, SubscriptionView } from '@shared/billing/schemas/billing.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useChangePlan, usePlanPreview, useSubscribe } from '../api/billing';

/** Whether the account changes an existing subscription or starts one through Checkout. */
export type PlanModalMode = 'subscribe' | 'change';

function PlanChoiceCard({
  tier,
  cycle,
  selected,
  current,
  onSelect,
}: {
  tier: PlanTier;
  cycle: BillingCycle;
  selected: boolean;
  current: boolean;
  onSelect: () => void;
}) {
  const plan = planOf(tier);
  const price = cycle === 'yearly' ? yearlyMonthlyPrice(plan.monthlyPrice) : plan.monthlyPrice;
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-1 rounded-xl border p-4',
        selected ? 'border-brand-600 ring-2 ring-brand-500/40' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold text-brand-950">{plan.name}</span>
        <input
          type="radio"
          name="plan"
          checked={selected}
          onChange={onSelect}
          className="size-4 accent-brand-600"
        />
      </span>
      <span className="text-xl font-bold text-brand-950">
        {formatWholeDollars(price)}
        <span className="text-sm font-normal text-slate-600">/month</span>
      </span>
      {cycle === 'yearly' && (
        <span className="text-xs text-green-700">
          Save {formatWholeDollars(yearlySavings(plan.monthlyPrice))}/year
        </span>
      )}
      <span className="text-sm text-slate-600">
        {plan.seats === null ? 'Unlimited users' : plan.seats === 1 ? '1 user' : `Up to ${plan.seats} users`}{' '}
        · {plan.reports === null ? 'unlimited' : plan.reports} reports/month
      </span>
      {current && <span className="text-xs font-medium text-brand-700">Current plan</span>}
    </label>
  );
}

function PreviewLines({ preview }: { preview: ProrationPreview }) {
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
      <p className="font-semibold text-brand-950">Proration preview</p>
      <dl className="space-y-1">
        {preview.lines.map((line) => (
          <div key={line.description} className="flex justify-between gap-4">
            <dt className="text-slate-700">{line.description}</dt>
            <dd className="whitespace-nowrap">{formatMoney(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold">
          <dt>{preview.amount_due >= 0 ? 'Charged now' : 'Credit to your account'}</dt>
          <dd>{formatMoney(Math.abs(preview.amount_due))}</dd>
        </div>
      </dl>
    </div>
  );
}

/** What subscribing charges and when: at the end of a kept trial or presale period, else today. */
function FirstCharge({
  subscription,
  tier,
  cycle,
  coupon,
}: {
  subscription: SubscriptionView;
  tier: PlanTier;
  cycle: BillingCycle;
  coupon: boolean;
}) {
  const plan = planOf(tier);
  const amount =
    cycle === 'yearly'
      ? `${formatWholeDollars(yearlyMonthlyPrice(plan.monthlyPrice) * 12)} a year`
      : `${formatWholeDollars(plan.monthlyPrice)} a month`;
  const less = coupon ? ', less your coupon,' : '';
  const free = subscription.presale ? 'your presale period' : 'your free trial';
  return (
    <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      {subscription.first_charge_date ? (
        <>
          You keep {free}. Your first charge{less} of {amount} is on{' '}
          <strong>{formatDate(subscription.first_charge_date)}</strong>; nothing is charged today.
        </>
      ) : (
        <>
          Your first charge{less} of {amount} is <strong>today</strong>.
        </>
      )}
    </p>
  );
}

/** "Subscribe" or "Change plan": choose plan and cycle; a change shows the proration preview before it is confirmed. */
export function PlanModal({
  open,
  onClose,
  mode,
  subscription,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  mode: PlanModalMode;
  subscription: SubscriptionView;
  onChanged: (message: string) => void;
}) {
  const [tier, setTier] = useState<PlanTier>(subscription.tier);
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billing_cycle);
  const [coupon, setCoupon] = useState('');
  const preview = usePlanPreview();
  const change = useChangePlan();
  const subscribe = useSubscribe();
  const isCurrent = mode === 'change' && tier === subscription.tier && cycle === subscription.billing_cycle;
  const failure = preview.error ?? change.error ?? subscribe.error;

  const choose = (next: { tier?: PlanTier; cycle?: BillingCycle }) => {
    if (next.tier) setTier(next.tier);
    if (next.cycle) setCycle(next.cycle);
    preview.reset();
    change.reset();
  };
  const onContinue = async () => {
    if (mode === 'subscribe') {
      const { checkout_url } = await subscribe.mutateAsync({
        tier,
        billing_cycle: cycle,
        coupon_code: coupon.trim() || undefined,
      });
      window.location.assign(checkout_url);
      return;
    }
    if (!preview.data) {
      preview.mutate({ tier, billing_cycle: cycle });
      return;
    }
    await change.mutateAsync({
      tier,
      billing_cycle: cycle,
      ...(preview.data.proration_date !== null && { proration_date: preview.data.proration_date }),
    });
    onChanged(`Your plan is now ${planOf(tier).name}.`);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={mode === 'subscribe' ? 'Subscribe' : 'Change plan'}
      className="sm:max-w-3xl"
    >
      <div className="space-y-5 px-4 pb-5 pt-4 sm:px-6 sm:pb-6">
        <div role="radiogroup" aria-label="Billing cycle" className="inline-flex rounded-lg bg-slate-100 p-1">
          {(['monthly', 'yearly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={cycle === option}
              onClick={() => choose({ cycle: option })}
              className={cn(
                'rounded-md px-4 py-1.5 text-sm font-medium',
                cycle === option ? 'bg-white text-brand-950 shadow' : 'text-slate-600',
              )}
            >
              {option === 'monthly' ? 'Monthly' : 'Yearly (save 20%)'}
            </button>
          ))}
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">Plan</legend>
          {PLAN_TIERS.map((candidate) => (
            <PlanChoiceCard
              key={candidate}
              tier={candidate}
              cycle={cycle}
              selected={tier === candidate}
              current={
                mode === 'change' && candidate === subscription.tier && cycle === subscription.billing_cycle
              }
              onSelect={() => choose({ tier: candidate })}
            />
          ))}
        </fieldset>
        {mode === 'subscribe' && (
          <Input
            label="Coupon code (optional)"
            autoComplete="off"
            value={coupon}
            onChange={(event) => {
              setCoupon(event.target.value);
              subscribe.reset();
            }}
          />
        )}
        {mode === 'subscribe' && (
          <FirstCharge subscription={subscription} tier={tier} cycle={cycle} coupon={!!coupon.trim()} />
        )}
        {preview.data && <PreviewLines preview={preview.data} />}
        {mode === 'change' && subscription.status === 'trialing' && subscription.next_billing_date && (
          <p className="text-sm text-slate-700">
            Your free trial continues: the new plan is first charged on{' '}
            {formatDate(subscription.next_billing_date)}.
          </p>
        )}
        {failure && (
          <Alert variant="error">
            {errorMessage(failure, 'Failed to change your plan. Please try again.')}
          </Alert>
        )}
        <DialogActions onCancel={onClose}>
          <Button
            variant="accent"
            disabled={isCurrent}
            loading={preview.isPending || change.isPending || subscribe.isPending}
            onClick={() => void onContinue().catch(() => undefined)}
          >
            {mode === 'subscribe'
              ? 'Continue to Payment'
              : preview.data
                ? 'Confirm Change'
                : 'Preview Change'}
          </Button>
        </DialogActions>
      </div>
    </Modal>
  );
}
