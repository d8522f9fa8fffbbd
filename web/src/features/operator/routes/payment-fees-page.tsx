import type { z } from '@shared/kernel/zod.js';
import { PLAN_TIERS, type PlanTier } from '@shared/kernel/constants.js';
import { planOf } from '@shared/kernel/plans.js';
import { paymentFeesForm, type PaymentFeesView } from '@shared/payments/schemas/payments.js';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../lib/use-zod-form';
import { usePaymentFees, useSavePaymentFees } from '../api/operator';
import { SettingForm, SettingPage } from '../components/setting-form';

// Basis points shown as the percent an operator types (150 → "1.5").
const percentText = (basisPoints: number) => String(basisPoints / 100);

function FeesForm({ fees }: { fees: PaymentFeesView['fees'] }) {
  const save = useSavePaymentFees();
  const defaultValues = Object.fromEntries(PLAN_TIERS.map((tier) => [tier, percentText(fees[tier])]));
  const form = useZodForm(paymentFeesForm, { defaultValues: defaultValues as Record<PlanTier, string> });
  return (
    <SettingForm
      form={form}
      save={(values: z.output<typeof paymentFeesForm>) => save.mutateAsync(values)}
      saving={save.isPending}
      wording={{
        label: 'Platform fees',
        save: 'Save Fees',
        saved: 'Platform fees saved',
        failed: 'Failed to save the platform fees',
      }}
      className="max-w-2xl"
    >
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
        0 to 10 %, taken from each homeowner payment as Stripe’s application fee; the contractor receives the
        rest. A change applies to the next payment started, not to payments in progress.
      </p>
    </SettingForm>
  );
}

/** /dashboard/admin/payment-fees (users.manage): the platform fee on homeowner payments, per plan. */
export function PaymentFeesPage() {
  const fees = usePaymentFees();
  return (
    <SettingPage
      title="Payment Fees"
      description="The platform fee on homeowner payments to contractors, per plan"
      query={fees}
      loading="Loading the fees…"
      error="Failed to load the platform fees."
    >
      {(view) => <FeesForm fees={view.fees} />}
    </SettingPage>
  );
}
