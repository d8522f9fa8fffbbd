import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from '@shared/kernel/zod.js';
import { newEstimateForm } from '@shared/estimates/schemas/estimates.js';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Form, SubmitButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateEstimate } from '../api/estimates';
import { EMPTY_ESTIMATE_FIELDS, EstimateFormFields } from '../components/estimate-form-fields';

/** The New Estimate screen's wording (docs/product.md#estimates). */
export const NEW_ESTIMATE_MESSAGES = {
  notAuthenticated: 'User not authenticated',
  failed: 'Failed to create estimate. Please try again.',
} as const;

const STEPS = [
  ['Locate', 'We find the building at the address.'],
  ['Measure', 'Every roof plane: area, pitch, waste and materials.'],
  ['Price', 'Priced with your own rates — usually in seconds.'],
] as const;

/** /dashboard/estimates/new: address and customer; opens the new estimate's detail once created. */
export function NewEstimatePage() {
  usePageTitle('New Estimate');
  const { user } = useSession();
  const navigate = useNavigate();
  const create = useCreateEstimate();
  // An address handed over by sign-up (from the landing page's live demo) fills the field.
  const handedOver = useSearchParams()[0].get('address') ?? '';
  const form = useZodForm(newEstimateForm, {
    defaultValues: { ...EMPTY_ESTIMATE_FIELDS, address: handedOver },
  });
  const address = form.watch('address') ?? '';
  const lastName = form.watch('customer_last_name') ?? '';
  // A disabled Create says why: the required fields still empty, by their labels.
  const missing = [
    address.trim() === '' && 'the street address',
    lastName.trim() === '' && 'the customer last name',
  ].filter((name): name is string => Boolean(name));
  const ready = missing.length === 0;

  const onSubmit = async (values: z.output<typeof newEstimateForm>) => {
    if (!user) {
      form.setError('root', { message: NEW_ESTIMATE_MESSAGES.notAuthenticated });
      return;
    }
    try {
      const estimate = await create.mutateAsync(values);
      void navigate(`/dashboard/estimates/${estimate.id}`);
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, NEW_ESTIMATE_MESSAGES.failed) });
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        breadcrumb={[{ label: 'Estimates', to: '/dashboard/estimates' }, { label: 'New' }]}
        title="New Estimate"
        description="Enter the property address and your customer. We measure the roof and price it with your rates."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5 sm:p-6 lg:col-span-2">
          <Form form={form} onSubmit={onSubmit} className="space-y-6" aria-label="New estimate">
            <EstimateFormFields field={form.field} />
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
              {!ready && (
                <p
                  id="create-missing"
                  className="text-sm text-slate-600 sm:mr-auto"
                  data-testid="submit-missing"
                >
                  To create the estimate, enter {missing.join(' and ')}.
                </p>
              )}
              <Link to="/dashboard/estimates" className={buttonClasses('secondary')}>
                Cancel
              </Link>
              <SubmitButton
                form={form}
                pending="Creating…"
                variant="accent"
                disabled={!ready}
                aria-describedby={ready ? undefined : 'create-missing'}
              >
                Create Estimate
              </SubmitButton>
            </div>
          </Form>
        </Card>
        <aside
          className="h-fit rounded-xl bg-brand-950 p-5 text-brand-100 shadow-sm sm:p-6"
          aria-labelledby="next-steps"
        >
          <h2 id="next-steps" className="font-semibold text-white">
            What happens next
          </h2>
          <ol className="mt-4 space-y-4">
            {STEPS.map(([title, text], index) => (
              <li key={title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-500 text-sm font-bold text-brand-950"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-white">{title}</p>
                  <p className="text-sm text-brand-200">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-t border-white/10 pt-4 text-sm text-brand-200">
            Prices use{' '}
            <Link
              to="/dashboard/my-rates"
              className="font-semibold text-accent-300 underline underline-offset-2 hover:text-accent-200"
            >
              My Rates
            </Link>
            ; the estimate keeps the rates it was priced with.
          </p>
        </aside>
      </div>
    </div>
  );
}
