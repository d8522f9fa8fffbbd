import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from '@shared/kernel/zod.js';
import { defaultRoofMaterial, ROOF_MATERIAL_LABELS, ROOF_MATERIALS } from '@shared/estimates/pricing.js';
import { editEstimateForm, type Estimate } from '@shared/estimates/schemas/estimates.js';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Form, SubmitButton } from '../../../components/ui/form';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { customerName } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useEstimate, useRefreshEstimate, useUpdateEstimate } from '../api/estimates';
import { EstimateFormFields } from '../components/estimate-form-fields';

type EditInput = z.input<typeof editEstimateForm>;
type EditOutput = z.output<typeof editEstimateForm>;

/** Fallback when saving fails without a server message. */
export const EDIT_FAILED = 'Failed to save the estimate. Please try again.';

function valuesOf(estimate: Estimate): EditInput {
  return {
    address: estimate.address,
    customer_first_name: estimate.customer_first_name ?? '',
    customer_last_name: estimate.customer_last_name,
    customer_email: estimate.customer_email ?? '',
    customer_phone: estimate.customer_phone ?? '',
    scheduled_install_date: estimate.scheduled_install_date ?? '',
    roof_material: estimate.roof_material ?? '',
    remeasure: false,
  };
}

function EditForm({ estimate }: { estimate: Estimate }) {
  const navigate = useNavigate();
  const update = useUpdateEstimate(estimate.id);
  const refresh = useRefreshEstimate(estimate.id);
  // The version this screen edits; a 409 moves it to the current one after the user has been told.
  const version = useRef(estimate.version);
  const form = useZodForm(editEstimateForm, { defaultValues: valuesOf(estimate) });
  const address = form.watch('address') ?? '';
  const addressChanged = address.trim() !== estimate.address.trim();
  const automatic = estimate.measurement
    ? ROOF_MATERIAL_LABELS[defaultRoofMaterial(estimate.measurement.roofType)]
    : 'Asphalt shingles, or flat roofing on a flat roof';

  const onSubmit = async (values: EditOutput) => {
    try {
      await update.mutateAsync({
        ...values,
        version: version.current,
        roof_material: values.roof_material || null,
        remeasure: values.remeasure || undefined,
      });
      void navigate(`/dashboard/estimates/${estimate.id}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const current = await refresh().catch(() => undefined);
        if (current) version.current = current.version;
      }
      form.setError('root', { message: errorMessage(failure, EDIT_FAILED) });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6" aria-label="Edit estimate">
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="font-semibold text-brand-950">Customer and property</h2>
        <EstimateFormFields field={form.field} />
      </Card>
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="font-semibold text-brand-950">Roof</h2>
        <Select
          label="Roof material"
          className="sm:max-w-sm"
          options={[
            { value: '', label: `Automatic (${automatic})` },
            ...ROOF_MATERIALS.map((value) => ({ value, label: ROOF_MATERIAL_LABELS[value] })),
          ]}
          {...form.register('roof_material')}
        />
        <p className="-mt-3 text-sm text-slate-600">
          Changing the material reprices the estimate with the rates it was priced with.
        </p>
        {addressChanged ? (
          <Alert variant="info">The address changed, so the roof will be measured again when you save.</Alert>
        ) : (
          <Checkbox
            labelClassName="flex items-start gap-3 text-sm"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-800"
            {...form.register('remeasure')}
          >
            <span>
              <span className="font-medium text-brand-950">Measure the roof again</span>
              <span className="block text-slate-600">
                Uses the latest imagery; the price is recalculated when the measurement is done.
              </span>
            </span>
          </Checkbox>
        )}
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={`/dashboard/estimates/${estimate.id}`} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <SubmitButton form={form} variant="accent">
          Save Changes
        </SubmitButton>
      </div>
    </Form>
  );
}

function EditScreen({ loaded }: { loaded: Estimate }) {
  // The form starts from the estimate as first loaded; later polls must not overwrite what is typed.
  const [initial] = useState(loaded);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        breadcrumb={[
          { label: 'Estimates', to: '/dashboard/estimates' },
          {
            label: customerName(initial.customer_last_name, initial.customer_first_name),
            to: `/dashboard/estimates/${initial.id}`,
          },
          { label: 'Edit' },
        ]}
        title="Edit Estimate"
      />
      <EditForm estimate={initial} />
    </div>
  );
}

/** /dashboard/estimates/:estimateId/edit: customer fields, install date, roof material and re-measure. */
export function EditEstimatePage() {
  const { estimateId = '' } = useParams();
  const query = useEstimate(estimateId);
  usePageTitle('Edit Estimate');
  const loaded = query.data;

  if (query.isPending) return <PageSpinner label="Loading estimate…" />;
  if (query.isError || !loaded) {
    return (
      <Card className="px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-brand-950">Estimate not found</h1>
        <Link to="/dashboard/estimates" className={buttonClasses('primary', 'md', 'mt-6')}>
          Back to Estimates
        </Link>
      </Card>
    );
  }
  return <EditScreen key={loaded.id} loaded={loaded} />;
}
