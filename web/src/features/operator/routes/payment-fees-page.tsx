import type { z } from '@shared/kernel/zod.js';
import { PLAN_TIERS } from '@shared/kernel/constants.js';
import { planOf } from '@shared/kernel/plans.js';
import { paymentFeesForm, type PaymentFeesView } from '@shared/payments/schemas/payments.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { usePaymentFees, useSavePaymentFees } from '../api/operator';

// Basis points shown as the percent an operator types (150 → "1.5").
const percentText = (basisPoints: number) => String(basisPoints / 100);

function FeesForm({ fees }: { fees: PaymentFeesView['fees'] }) {
  const save = useSavePaymentFees();
  const { message, show } = useTimedMessage();
  const form = useZodForm(paymentFeesForm, {
    defaultValues: {
      starter: percentText(fees.starter),
      pro: percentText(fees.pro),
      enterprise: percentText(fees.enterprise),
    },
  });
  const onSubmit = async (values: z.output<typeof paymentFeesForm>) => {
    try {
      await save.mutateAsync(values);
      show('success', 'Platform fees saved');
    } catch (failure) {
      show('error', errorMessage(failure, 'Failed to save the platform fees'));
    }
  };
  return (
    <Card className="max-w-2xl p-5">
      <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Platform fees">
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-3">
          {PLAN_TIERS.map((tier) => (
            <Input
              key={tier}
              label={`${planOf(tier).name} (%)`}
              inputMode="decimal"
              autoComplete="off"
              required
              {...form.field(tier)}
            />
          ))}
        </div>
        <p className="text-sm text-slate-600">
          0 to 10 %, taken from each homeowner payment as Stripe’s application fee; the contractor receives
          the rest. A change applies to the next payment started, not to payments in progress.
        </p>
        <div className="flex justify-end">
          <SubmitButton form={form} variant="accent" loading={save.isPending}>
            Save Fees
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

/** /dashboard/admin/payment-fees (users.manage): the platform fee on homeowner payments, per plan. */
export function PaymentFeesPage() {
  usePageTitle('Payment Fees');
  const fees = usePaymentFees();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Payment Fees"
        description="The platform fee on homeowner payments to contractors, per plan"
      />
      <QueryState query={fees} loading="Loading the fees…" error="Failed to load the platform fees.">
        {(view) => <FeesForm fees={view.fees} />}
      </QueryState>
    </div>
  );
}
