import { formatDate } from '@shared/kernel/format.js';
import { cancelSubscriptionRequest, type SubscriptionView } from '@shared/billing/schemas/billing.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCancelSubscription, useResumeSubscription } from '../api/billing';

/** Cancel Subscription: at the period end with a reason, and undoable until then. */
export function CancelSection({ subscription }: { subscription: SubscriptionView }) {
  const form = useZodForm(cancelSubscriptionRequest, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
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
          <Button variant="accent" loading={resume.isPending} onClick={() => resume.mutate()}>
            Keep My Subscription
          </Button>
        </>
      ) : (
        <Form form={form} className="space-y-3" onSubmit={(values) => cancel.mutate(values.reason)}>
          <p className="text-sm text-slate-600">
            Your plan stays active until {ends}. Nothing is deleted: your data stays readable and exportable.
          </p>
          <Textarea label="Why are you cancelling?" required rows={3} {...form.field('reason')} />
          <Button type="submit" variant="danger" disabled={!reason.trim()} loading={cancel.isPending}>
            Cancel Subscription
          </Button>
        </Form>
      )}
    </Card>
  );
}
