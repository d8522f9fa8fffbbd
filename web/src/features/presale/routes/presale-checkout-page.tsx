import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatWholeDollars } from '@shared/kernel/format.js';
import {
  PRESALE_PACKAGES,
  presaleStruckPrice,
  presaleTotalDue,
  SETUP_FEE,
  GUARANTEE_DAYS,
} from '@shared/kernel/plans.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/public-fetch';
import { usePageTitle } from '../../../lib/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { startPresaleCheckout } from '../api/payments';
import { PackageOption } from '../components/package-option';
import {
  CHECKOUT_MESSAGES,
  presaleCheckoutForm,
  type PresaleCheckoutValues,
} from '../schemas/presale-checkout-form';

function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between border-t border-slate-200 pt-3 text-base font-bold'
          : 'flex justify-between text-sm'
      }
    >
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-brand-950">{value}</dd>
    </div>
  );
}

/** /presale-checkout: package, customer details, order summary, then Stripe's hosted page. */
export function PresaleCheckoutPage() {
  usePageTitle('Presale Checkout');
  const [params] = useSearchParams();
  const preselected = PRESALE_PACKAGES.find((pkg) => pkg.id === params.get('package'))?.id ?? '';
  const form = useZodForm(presaleCheckoutForm, {
    // The one problem shows when the form is sent, as before any field was checked on its own.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      packageId: preselected,
      firstName: '',
      lastName: '',
      email: '',
      coupon: params.get('coupon') ?? '',
    },
  });
  // Stays on once the payment page is on its way, so the button keeps spinning until the page leaves.
  const [submitting, setSubmitting] = useState(false);
  const packageId = form.watch('packageId');
  const pkg = PRESALE_PACKAGES.find((candidate) => candidate.id === packageId);
  const { errors } = form.formState;
  // One problem for the whole form: a missing package first, then any missing detail.
  const problem =
    errors.root?.message ??
    errors.packageId?.message ??
    (errors.firstName ?? errors.lastName ?? errors.email)?.message ??
    null;

  const onSubmit = async (values: PresaleCheckoutValues) => {
    setSubmitting(true);
    try {
      const { checkout_url } = await startPresaleCheckout({
        package_id: values.packageId,
        customer_name: `${values.firstName} ${values.lastName}`,
        customer_email: values.email,
        origin_url: window.location.origin,
        coupon_code: values.coupon || undefined,
      });
      window.location.assign(checkout_url);
    } catch (error) {
      setSubmitting(false);
      form.setError('root', {
        message:
          error instanceof ApiError && error.fromServer
            ? `Error: ${error.message}`
            : CHECKOUT_MESSAGES.failed,
      });
    }
  };

  return (
    <PublicShell>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-950">Presale Checkout</h1>
        <p className="mt-2 text-slate-600">
          Lock in presale pricing for your first 3 months and half-price setup. {GUARANTEE_DAYS}-day
          money-back guarantee.
        </p>
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
          className="mt-8 grid gap-8 lg:grid-cols-[1fr_360px]"
        >
          <div className="space-y-8">
            <fieldset>
              <legend className="text-lg font-semibold text-brand-950">1. Choose your package</legend>
              <div className="mt-4 grid gap-4 md:grid-cols-3">
                {PRESALE_PACKAGES.map((candidate) => (
                  <PackageOption
                    key={candidate.id}
                    pkg={candidate}
                    selected={candidate.id === packageId}
                    onSelect={() => form.setValue('packageId', candidate.id)}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-brand-950">2. Your details</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  label="First name"
                  required
                  autoComplete="given-name"
                  {...form.register('firstName')}
                />
                <Input label="Last name" required autoComplete="family-name" {...form.register('lastName')} />
              </div>
              <Input label="Email" type="email" required autoComplete="email" {...form.register('email')} />
              <Input
                label="Coupon code (optional)"
                autoComplete="off"
                hint="A discount code is applied on the secure payment page."
                {...form.register('coupon')}
              />
            </fieldset>
          </div>
          <Card className="h-fit space-y-4 p-5 lg:sticky lg:top-6">
            <h2 className="text-lg font-semibold text-brand-950">Order summary</h2>
            {pkg ? (
              <dl className="space-y-2">
                <SummaryRow label={pkg.name} value={formatWholeDollars(pkg.presalePrice)} />
                <SummaryRow
                  label="Setup fee (50% off)"
                  value={
                    <>
                      <s className="mr-1 text-slate-500">{formatWholeDollars(SETUP_FEE)}</s>
                      {formatWholeDollars(pkg.setupFee)}
                    </>
                  }
                />
                <SummaryRow
                  strong
                  label="Total due today"
                  value={
                    <>
                      <s className="mr-2 text-sm font-normal text-slate-500">
                        {formatWholeDollars(presaleStruckPrice(pkg))}
                      </s>
                      {formatWholeDollars(presaleTotalDue(pkg))}
                    </>
                  }
                />
                <p className="text-sm font-medium text-green-700">
                  You save {formatWholeDollars(pkg.totalSavings)}
                </p>
              </dl>
            ) : (
              <p className="text-sm text-slate-600">Choose a package to see your total.</p>
            )}
            {problem && <Alert variant="error">{problem}</Alert>}
            <Button type="submit" variant="accent" size="lg" className="w-full" loading={submitting}>
              Proceed to Secure Payment
            </Button>
            <p className="text-xs text-slate-500">
              You pay on Stripe&apos;s secure page. We never see or store your card details.
            </p>
          </Card>
        </form>
      </div>
    </PublicShell>
  );
}
