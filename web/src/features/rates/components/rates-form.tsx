import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_RATES, type Rates } from '@shared/estimates/pricing.js';
import { perSquare } from '@shared/estimates/measurement/roof-area.js';
import { formatMoney } from '@shared/kernel/format.js';
import { RATE_FIELDS, ratesForm, typedRate, type RateField } from '@shared/estimates/schemas/rates.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { DecimalInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveRates } from '../api/rates';
import { RATES_MESSAGES } from '../lib/messages';
import { RatesExample } from './rates-example';

/** After a successful save, back to the estimates list after 2 seconds. */
export const RATES_REDIRECT_MS = 2000;

type Draft = Record<keyof Rates, string>;

const GROUPS: { key: RateField['group']; title: string; hint: string }[] = [
  {
    key: 'materials',
    title: 'Materials',
    hint: 'Per square foot of roof, before waste; each field shows what it makes per square (100 sq ft).',
  },
  {
    key: 'labor',
    title: 'Labor',
    hint: 'Per square foot (and per square), multiplied by the roof’s complexity.',
  },
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

/** The Rates tab: per-square-foot prices, complexity multipliers and margin, with a typical roof priced beside them. */
export function RatesForm({
  initial,
  canEdit,
}: {
  /** The rates as first loaded; a later refetch must not overwrite what is typed. */
  initial: Rates;
  canEdit: boolean;
}) {
  const navigate = useNavigate();
  const save = useSaveRates();
  // Shown next to Save and Reset, where the person who clicked is looking (docs/product.md#estimates).
  const { message, show } = useTimedMessage();
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
      show('success', RATES_MESSAGES.saved);
      setRedirecting(true);
    } catch (failure) {
      showFieldIssues(form, failure, 'rates.');
      show('error', errorMessage(failure, RATES_MESSAGES.saveFailed));
    }
  };
  const onReset = () => {
    form.reset(toDraft(DEFAULT_RATES));
    show('info', RATES_MESSAGES.reset);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Form form={form} onSubmit={onSubmit} className="space-y-6 lg:col-span-2" aria-label="My rates">
        {GROUPS.map((group) => (
          <Card key={group.key} className="p-5 sm:p-6">
            <h2 className="font-semibold text-brand-950">{group.title}</h2>
            <p className="mt-0.5 text-sm text-slate-600">{group.hint}</p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {RATE_FIELDS.filter((field) => field.group === group.key).map((field) => (
                <DecimalInput
                  key={field.key}
                  label={`${field.label} (${unitOf(field)})`}
                  min={field.min}
                  max={field.max}
                  step={field.step}
                  disabled={!canEdit}
                  hint={
                    field.group === 'materials' || field.group === 'labor'
                      ? `${formatMoney(perSquare(rates[field.key]))} per square`
                      : undefined
                  }
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
      <RatesExample rates={rates} />
    </div>
  );
}
