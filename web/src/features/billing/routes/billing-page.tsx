import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { campaignDate } from '@shared/public-site/campaign.js';
import { formatDate } from '@shared/kernel/format.js';
import { planOf, PRESALE_SETUP_FEE, SETUP_FEE } from '@shared/kernel/plans.js';
import type { SubscriptionView } from '@shared/billing/schemas/billing.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCampaign, useNow } from '../../../lib/campaign';
import { usePageTitle } from '../../../lib/page-title';
import { useInvoices, usePortal, useSubscription } from '../api/billing';
import { BillingHistory } from '../components/billing-history';
import { CancelSection } from '../components/cancel-section';
import { hasLiveSubscription, PlanCard } from '../components/plan-card';
import { PlanModal } from '../components/plan-modal';
import { PresaleCard } from '../components/presale-card';

/** Wording of the billing page. */
export const BILLING_MESSAGES = {
  loadFailed: 'Failed to load billing information.',
  activating: 'Thank you! Your subscription is being activated…',
} as const;

function StateBanner({
  subscription,
  onUpdatePayment,
}: {
  subscription: SubscriptionView;
  onUpdatePayment: () => void;
}) {
  if (subscription.plan_state === 'past_due')
    return (
      <Alert variant="error" title="Your last payment failed">
        Everything keeps working until{' '}
        {subscription.grace_ends_at ? formatDate(subscription.grace_ends_at) : 'the grace period ends'}.
        Update your payment method before then to avoid interruption.
        {subscription.can_manage && (
          <Button variant="secondary" size="sm" className="mt-2 block" onClick={onUpdatePayment}>
            Update Payment Method
          </Button>
        )}
      </Alert>
    );
  if (subscription.plan_state === 'read_only')
    return (
      <Alert variant="error" title="Your account is read-only">
        {subscription.blocked_reason}
      </Alert>
    );
  // Paid actions also wait when the team outgrew a plan chosen outside this page (Stripe's portal).
  if (subscription.blocked_reason)
    return (
      <Alert variant="error" title="Your team is larger than your plan">
        {subscription.blocked_reason}
      </Alert>
    );
  return null;
}

function PlanIncludes({ subscription }: { subscription: SubscriptionView }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-950">Your Plan Includes</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {planOf(subscription.tier).features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-700">
            <Icon name="check" className="size-5 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function BetaNotice() {
  const campaign = useCampaign();
  const now = useNow(60_000);
  if (!campaign || Date.parse(campaign.beta_ends_at) < now) return null;
  return (
    <Alert variant="info" title="Beta pricing">
      Until {campaignDate(campaign.beta_ends_at)}, setup costs <s>${SETUP_FEE}</s> ${PRESALE_SETUP_FEE} (50%
      off), and beta testers get a 30-day free trial. Subscribing during a trial keeps it: the first charge is
      when it ends.
    </Alert>
  );
}

function PaymentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const portal = usePortal();
  return (
    <Modal open={open} onClose={onClose} title="Update Payment Method">
      <div className="space-y-4 px-4 pb-5 pt-4 sm:px-6 sm:pb-6">
        <p className="text-slate-700">
          Your card is updated on Stripe&apos;s secure page. Ridgeline never sees or stores your card number.
        </p>
        {portal.error && (
          <Alert variant="error">{errorMessage(portal.error, 'Could not open the secure page.')}</Alert>
        )}
        <DialogActions onCancel={onClose}>
          <Button
            variant="accent"
            loading={portal.isPending}
            onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
          >
            Continue to Secure Page
          </Button>
        </DialogActions>
      </div>
    </Modal>
  );
}

/** /dashboard/billing (docs/product.md#billing): plan, what it includes, history, cancellation, plan and card changes. */
export function BillingPage() {
  usePageTitle('Billing & Subscription');
  const [params, setParams] = useSearchParams();
  const returning = params.get('checkout') === 'success';
  // Back from Checkout: poll until the webhook has made the subscription live.
  const [activating, setActivating] = useState(returning);
  const subscription = useSubscription(activating);
  const live = !!subscription.data && hasLiveSubscription(subscription.data);
  if (activating && live) setActivating(false);
  const invoices = useInvoices();
  // ?action=changePlan opens the plan modal once loading ends (it renders only with the data).
  const [planOpen, setPlanOpen] = useState(params.get('action') === 'changePlan');
  const [paymentOpen, setPaymentOpen] = useState(params.get('action') === 'updatePayment');
  const [notice, setNotice] = useState<string | null>(null);
  const { refetch: refetchInvoices } = invoices;

  useEffect(() => {
    if (subscription.isPending || !params.has('action')) return;
    setParams(
      (current) => {
        current.delete('action');
        return current;
      },
      { replace: true },
    );
  }, [subscription.isPending, params, setParams]);

  useEffect(() => {
    if (returning && !activating) void refetchInvoices();
  }, [returning, activating, refetchInvoices]);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={<>Billing & Subscription</>} description="Your plan, invoices and payment method." />
      {subscription.isPending ? (
        <PageSpinner label="Loading billing…" />
      ) : subscription.isError ? (
        <RetryAlert title={BILLING_MESSAGES.loadFailed} onRetry={() => void subscription.refetch()} />
      ) : (
        <>
          {activating && <Alert variant="info">{BILLING_MESSAGES.activating}</Alert>}
          {notice && <Alert variant="success">{notice}</Alert>}
          <StateBanner subscription={subscription.data} onUpdatePayment={() => setPaymentOpen(true)} />
          <PlanCard
            subscription={subscription.data}
            onChangePlan={() => setPlanOpen(true)}
            onUpdatePayment={() => setPaymentOpen(true)}
          />
          <PresaleCard subscription={subscription.data} />
          <BetaNotice />
          <PlanIncludes subscription={subscription.data} />
          <BillingHistory invoices={invoices.data?.invoices} failed={invoices.isError} />
          {subscription.data.can_manage && hasLiveSubscription(subscription.data) && (
            <CancelSection subscription={subscription.data} onChanged={() => setNotice(null)} />
          )}
          {subscription.data.can_manage && planOpen && (
            <PlanModal
              open
              onClose={() => setPlanOpen(false)}
              mode={hasLiveSubscription(subscription.data) ? 'change' : 'subscribe'}
              subscription={subscription.data}
              onChanged={(message) => {
                setNotice(message);
                void refetchInvoices();
              }}
            />
          )}
          {subscription.data.can_manage && (
            <PaymentModal open={paymentOpen} onClose={() => setPaymentOpen(false)} />
          )}
        </>
      )}
    </div>
  );
}
