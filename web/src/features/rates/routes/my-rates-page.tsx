import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '@shared/kernel/format.js';
import { DEFAULT_RATES, priceEstimate, type Rates } from '@shared/estimates/pricing.js';
import { RATE_FIELDS, ratesForm, typedRate, type RateField } from '@shared/estimates/schemas/rates.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMyRates, useSaveRates } from '../api/rates';

/** Wording of My Rates (docs/product.md#estimates). */
export const RATES_MESSAGES = {
  saved: 'Rates saved successfully! Your estimates will now use these rates.',
  saveFailed: 'Failed to save rates. Please try again.',
  reset: 'Rates reset to defaults. Click Save to apply.',
  loadFailed: 'Failed to load your rates. Please try again.',
  readOnly: 'Only account admins and managers can change rates.',
} as const;

/** After a successful save, back to the estimates list after 2 seconds. */
export const RATES_REDIRECT_MS = 2000;

type Draft = Record<keyof Rates, string>;

const GROUPS: { key: RateField['group']; title: string; hint: string }[] = [
  { key: 'materials', title: 'Materials', hint: 'Per square foot of roof, before waste.' },
  { key: 'labor', title: 'Labor', hint: 'Per square foot, multiplied by the roof’s complexity.' },
  {
    key: 'complexity',
    title: 'Complexity multipliers',
    hint: 'Applied to labor: simple ≤4 facets, moderate 5–10, complex more.',
  },
  { key: 'margin', title: 'Profit margin', hint: 'Added on top of materials and labor.' },
];

const toDraft = (rates: Rates): Draft =>
  Object.fromEntries(RATE_FIELDS.map((field) => [field.key, String(rates[field.key])])) as Draft;

/** A field that does not parse counts as 0. */
function parseDraft(draft: Partial<Draft>): Rates {
  return Object.fromEntries(
    RATE_FIELDS.map((field) => [field.key, typedRate(draft[field.key])]),
  ) as unknown as Rates;
}

function unitOf(field: RateField): string {
  if (field.group === 'complexity') return '×';
  if (field.group === 'margin') return '%';
  return '$ per sq ft';
}

function Example({ rates }: { rates: Rates }) {
  const area = 2500;
  const price = priceEstimate({
    areaSqft: area,
    wastePercent: 15,
    complexity: 'moderate',
    material: 'asphalt_shingles',
    rates,
  });
  return (
    <Card className="h-fit p-5">
      <h2 className="font-semibold text-brand-950">What a typical roof comes to</h2>
      <p className="mt-1 text-sm text-slate-600">
        2,500 sq ft, asphalt shingles, moderate complexity, 15 % waste.
      </p>
      <dl className="mt-4 space-y-2 text-sm" aria-live="polite">
        <div className="flex justify-between">
          <dt className="text-slate-600">Materials</dt>
          <dd className="tabular-nums">{formatMoney(price.materialsCents / 100)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Labor</dt>
          <dd className="tabular-nums">{formatMoney(price.laborCents / 100)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Profit margin ({price.marginPercent} %)</dt>
          <dd className="tabular-nums">{formatMoney(price.marginCents / 100)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-brand-950">
          <dt>Estimate total</dt>
          <dd className="tabular-nums">{formatMoney(price.totalCents / 100)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-slate-500">
        Saved rates apply to new estimates. Existing estimates keep their rates until you reprice them.
      </p>
    </Card>
  );
}

/** /dashboard/my-rates: per-square-foot prices, complexity multipliers and profit margin. */
export function MyRatesPage() {
  usePageTitle('My Rates');
  const { hasPermission } = useSession();
  const saved = useMyRates();
  const timed = useTimedMessage();

  if (saved.isError)
    return <Alert variant="error">{errorMessage(saved.error, RATES_MESSAGES.loadFailed)}</Alert>;
  if (saved.isPending) return <PageSpinner label="Loading your rates…" />;

  return (
    <div className="space-y-6">
      <PageHeader
        title="My Rates"
        description="Your prices per square foot, complexity multipliers and profit margin. New estimates are priced with them."
      />
      <RatesForm
        // The form starts from the rates as first loaded; a later refetch must not overwrite what is typed.
        initial={saved.data?.rates ?? DEFAULT_RATES}
        canEdit={hasPermission('rates.write')}
        onMessage={timed.show}
        message={timed.message}
      />
    </div>
  );
}

function RatesForm({
  initial,
  canEdit,
  onMessage,
  message,
}: {
  initial: Rates;
  canEdit: boolean;
  onMessage: (variant: TimedMessage['variant'], text: string) => void;
  /** Shown next to Save and Reset, where the person who clicked is looking (docs/product.md#estimates). */
  message: TimedMessage | null;
}) {
  const navigate = useNavigate();
  const save = useSaveRates();
  const [redirecting, setRedirecting] = useState(false);
  const form = useZodForm(ratesForm, { defaultValues: toDraft(initial) });
  const rates = parseDraft(form.watch() as Partial<Draft>);

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => void navigate('/dashboard/estimates'), RATES_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const onSubmit = async (values: Rates) => {
    try {
      await save.mutateAsync(values);
      onMessage('success', RATES_MESSAGES.saved);
      setRedirecting(true);
    } catch (failure) {
      if (failure instanceof ApiError) {
        for (const issue of failure.errors)
          form.setError(issue.path.replace(/^rates\./, '') as keyof Rates, { message: issue.message });
      }
      onMessage('error', errorMessage(failure, RATES_MESSAGES.saveFailed));
    }
  };
  const onReset = () => {
    form.reset(toDraft(DEFAULT_RATES));
    onMessage('info', RATES_MESSAGES.reset);
  };

  return (
    <>
      {!canEdit && <Alert variant="info">{RATES_MESSAGES.readOnly}</Alert>}
      <div className="grid gap-6 lg:grid-cols-3">
        <Form form={form} onSubmit={onSubmit} className="space-y-6 lg:col-span-2" aria-label="My rates">
          {GROUPS.map((group) => (
            <Card key={group.key} className="p-5 sm:p-6">
              <h2 className="font-semibold text-brand-950">{group.title}</h2>
              <p className="mt-0.5 text-sm text-slate-600">{group.hint}</p>
              <div className="mt-4 grid gap-5 sm:grid-cols-2">
                {RATE_FIELDS.filter((field) => field.group === group.key).map((field) => (
                  <Input
                    key={field.key}
                    label={`${field.label} (${unitOf(field)})`}
                    type="number"
                    inputMode="decimal"
                    min={field.min}
                    max={field.max}
                    step={field.step}
                    disabled={!canEdit}
                    {...form.field(field.key)}
                  />
                ))}
              </div>
            </Card>
          ))}
          {message && <Alert variant={message.variant}>{message.text}</Alert>}
          {canEdit && (
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onReset} disabled={save.isPending}>
                Reset to Defaults
              </Button>
              <Button type="submit" variant="accent" loading={save.isPending} disabled={redirecting}>
                Save Rates
              </Button>
            </div>
          )}
        </Form>
        <Example rates={rates} />
      </div>
    </>
  );
}
