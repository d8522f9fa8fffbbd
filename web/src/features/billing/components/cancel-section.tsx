import { useState } from 'react';
import { formatDate } from '@shared/kernel/format.js';
import { cancelSubscriptionRequest, type SubscriptionView } from '@shared/billing/schemas/billing.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Form } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCancelSubscription, useResumeSubscription } from '../api/billing';

/** Cancel Subscription: at the period end with a reason, after a confirmation, and undoable until then. */
export function CancelSection({
  subscription,
  onChanged,
}: {
  subscription: SubscriptionView;
  /** Called after a cancel or resume, so the page drops a notice about the plan it replaced. */
  onChanged: () => void;
}) {
  const form = useZodForm(cancelSubscriptionRequest, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const ends = subscription.next_billing_date
    ? formatDate(subscription.next_billing_date)
    : 'the end of the period';
  const failure = cancel.error ?? resume.error;
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-950">Cancel Subscription</h2>
      {failure && (
        <Alert variant="error">{errorMessage(failure, 'Something went wrong. Please try again.')}</Alert>
      )}
      {subscription.cancel_at_period_end ? (
        <>
          <Alert variant="info">
            Your subscription is cancelled and ends on {ends}. You keep full access until then.
          </Alert>
          <Button
            variant="accent"
            loading={resume.isPending}
            onClick={() => resume.mutate(undefined, { onSuccess: onChanged })}
          >
            Keep My Subscription
          </Button>
        </>
      ) : (
        <Form form={form} className="space-y-3" onSubmit={(values) => setConfirming(values.reason)}>
          <p className="text-sm text-slate-600">
            Your plan stays active until {ends}. Nothing is deleted: your data stays readable and exportable.
          </p>
          <Textarea label="Why are you cancelling?" required rows={3} {...form.field('reason')} />
          <Button type="submit" variant="danger" disabled={!reason.trim()} loading={cancel.isPending}>
            Cancel Subscription
          </Button>
        </Form>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Cancel your subscription?"
        message={`Your ${subscription.tier_display} plan ends on ${ends} and is not renewed. You keep full access until then and can undo this before that date.`}
        confirmLabel="Yes, Cancel Subscription"
        busy={cancel.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          cancel.mutate(confirming ?? '', {
            onSuccess: onChanged,
            onSettled: () => setConfirming(null),
          })
        }
      />
    </Card>
  );
}
