import { useMemo, useState } from 'react';
import { formatMoney, formatSqft } from '@shared/kernel/format.js';
import {
  DEFAULT_SAMPLE_RATES,
  priceSample,
  SAMPLE_COMPANY,
  SAMPLE_ESTIMATE_NUMBER,
  SAMPLE_PROPERTY,
  type SampleCompany,
  type SampleLine,
  type SampleRates,
} from '@shared/estimates/sample-estimate.js';
import {
  SAMPLE_RATE_FIELDS,
  sampleEstimateForm,
  typedSampleRates,
  type SampleEstimateValues,
} from '@shared/estimates/schemas/sample-estimate.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useZodForm } from '../../../lib/use-zod-form';

/** The sample estimate modal: view mode, and Customize Rates editing that recomputes the figures live (docs/product.md#public-site). */
export default function SampleEstimateModal({
  open,
  onClose,
  onEmailToCustomer,
}: {
  open: boolean;
  onClose: () => void;
  onEmailToCustomer: () => void;
}) {
  const [company, setCompany] = useState<SampleCompany>(SAMPLE_COMPANY);
  const [rates, setRates] = useState<SampleRates>(DEFAULT_SAMPLE_RATES);
  const [editing, setEditing] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const estimate = useMemo(() => priceSample(rates), [rates]);

  const download = async () => {
    setPdfError(null);
    setDownloading(true);
    try {
      const { sampleEstimatePdf } = await import('./sample-estimate-pdf');
      const bytes = await sampleEstimatePdf(company, estimate);
      const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `ridgeline-sample-estimate-${SAMPLE_ESTIMATE_NUMBER}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setPdfError('Failed to download PDF');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Customize Rates' : 'Sample Estimate'}
      className="max-w-3xl"
    >
      <div className="px-6 pb-6 pt-4">
        {editing ? (
          <CustomizeRatesForm
            company={company}
            rates={rates}
            onCancel={() => setEditing(false)}
            onSave={(values) => {
              setCompany(values.company);
              setRates(values.rates);
              setEditing(false);
            }}
          />
        ) : (
          <div className="space-y-5">
            <div className="flex flex-col justify-between gap-2 rounded-xl bg-brand-950 p-5 text-white sm:flex-row sm:items-center">
              <div>
                <p className="text-lg font-bold">{company.name}</p>
                <p className="text-sm text-brand-100">
                  License {company.license} · {company.phone} · {company.email}
                </p>
              </div>
              <p className="text-sm font-semibold text-accent-300">Estimate {SAMPLE_ESTIMATE_NUMBER}</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-600">Address</dt>
                <dd className="font-medium">{SAMPLE_PROPERTY.address}</dd>
                <dt className="text-slate-600">Measured</dt>
                <dd className="font-medium">{SAMPLE_PROPERTY.measurementDate}</dd>
                <dt className="text-slate-600">Roof area</dt>
                <dd className="font-medium">{formatSqft(SAMPLE_PROPERTY.roofArea)}</dd>
                <dt className="text-slate-600">Complexity</dt>
                <dd className="font-medium">{SAMPLE_PROPERTY.complexity}</dd>
                <dt className="text-slate-600">Area with complexity</dt>
                <dd className="font-medium">{formatSqft(SAMPLE_PROPERTY.actualArea)}</dd>
              </dl>
              <div
                className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-200 text-center text-xs font-medium text-slate-600"
                role="img"
                aria-label="Satellite image placeholder"
              >
                Satellite image
              </div>
            </div>
            <LinesTable caption="Materials" lines={estimate.materials} />
            <LinesTable caption="Labor" lines={estimate.labor} />
            <dl className="ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
              {(
                [
                  ['Materials subtotal', estimate.summary.materialsSubtotal],
                  ['Labor subtotal', estimate.summary.laborSubtotal],
                  ['Subtotal', estimate.summary.subtotal],
                  [`Markup (${estimate.summary.markup}%)`, estimate.summary.markupAmount],
                  ['Before tax', estimate.summary.beforeTax],
                  [`Tax (${estimate.summary.tax}%)`, estimate.summary.taxAmount],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right tabular-nums">{formatMoney(value)}</dd>
                </div>
              ))}
              <div className="contents">
                <dt className="border-t border-slate-200 pt-2 font-bold text-brand-950">Total</dt>
                <dd className="border-t border-slate-200 pt-2 text-right text-lg font-bold tabular-nums text-brand-950">
                  {formatMoney(estimate.summary.total)}
                </dd>
              </div>
            </dl>
            {pdfError && <Alert variant="error">{pdfError}</Alert>}
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={download} loading={downloading}>
                Download PDF
              </Button>
              <Button variant="secondary" onClick={onEmailToCustomer}>
                Email to Customer
              </Button>
              <Button onClick={() => setEditing(true)}>Customize Rates</Button>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}

function CustomizeRatesForm({
  company,
  rates,
  onCancel,
  onSave,
}: {
  company: SampleCompany;
  rates: SampleRates;
  onCancel: () => void;
  onSave: (values: SampleEstimateValues) => void;
}) {
  const form = useZodForm(sampleEstimateForm, { defaultValues: { company, rates } });
  const total = priceSample(typedSampleRates(form.watch('rates'))).summary.total;
  return (
    <Form form={form} onSubmit={onSave} aria-label="Customize rates">
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Company</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Input label="Company name" {...form.field('company.name')} />
          <Input label="License" {...form.field('company.license')} />
          <Input label="Phone" type="tel" {...form.field('company.phone')} />
          <Input label="Email" type="email" {...form.field('company.email')} />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Rates</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {SAMPLE_RATE_FIELDS.map(([key, label]) => (
            <Input
              key={key}
              label={label}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...form.field(`rates.${key}`)}
            />
          ))}
        </div>
      </fieldset>
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900" aria-live="polite">
        New total: <strong>{formatMoney(total)}</strong>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save &amp; Update Estimate</Button>
      </div>
    </Form>
  );
}

// Header and alignment of the line-item columns; the last has no gap to its right.
const LINE_COLUMNS = [
  ['Item', 'pr-3'],
  ['Quantity', 'pr-3'],
  ['Rate', 'pr-3 text-right'],
  ['Total', 'text-right'],
] as const;

function LinesTable({ caption, lines }: { caption: string; lines: SampleLine[] }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption} table`}>
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left font-semibold text-brand-950">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase text-slate-600">
            {LINE_COLUMNS.map(([header, align]) => (
              <th key={header} scope="col" className={cn('py-2 font-semibold', align)}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.item} className="border-b border-slate-100">
              <td className="py-2 pr-3">{line.item}</td>
              <td className="py-2 pr-3">{line.unit}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(line.rate)}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
