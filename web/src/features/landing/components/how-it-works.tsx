import { useState } from 'react';
import { formatMoney, formatSqft } from '@shared/kernel/format.js';
import { quickEstimateQuery } from '@shared/estimates/schemas/estimates.js';
import { Alert } from '../../../components/ui/alert';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useZodForm } from '../../../lib/use-zod-form';
import { quickEstimate, roofTypeLabel, type QuickEstimate } from '../api/quick-estimate';
import { Icon } from '../../../components/ui/icon';
import { NoscriptNote } from '../../../components/ui/noscript-note';
import { Island } from '../../../components/layout/island';
import { openLandingDialog } from '../landing-events';
import { LandingSection } from './landing-section';

const steps = [
  { title: 'Enter address', body: 'Type the property address — no site visit needed.', icon: 'pin' },
  {
    title: 'Get measurement',
    body: 'Satellite imagery gives area, pitch and facets in about 60 seconds.',
    icon: 'ruler',
  },
  {
    title: 'Receive estimate',
    body: 'Your rates turn the measurement into a priced, branded estimate.',
    icon: 'calculator',
  },
  {
    title: 'Schedule appointment',
    body: 'Send the proposal, get it signed, book the install.',
    icon: 'calendar',
  },
] as const;

type DemoState =
  | { phase: 'entry'; error: string | null }
  | { phase: 'loading' }
  | { phase: 'result'; result: QuickEstimate };

/** How it works: four steps and the live demo (address → loading → result → Try Another Address). */
export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="From address to signed proposal in four steps"
      center
    >
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-xl border border-slate-200 p-5">
            <span className="absolute right-4 top-4 text-sm font-bold text-slate-500" aria-hidden="true">
              {index + 1}
            </span>
            <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <Icon name={step.icon} />
            </div>
            <h3 className="mt-4 font-semibold text-brand-950">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
      <Island name="demo-form" load="visible">
        <LiveDemo />
      </Island>
    </LandingSection>
  );
}

/** The live demo form (an island of the prerendered landing page, loaded as it comes into view). */
export function LiveDemo() {
  // A short address is an alert after the click that stays until the next one.
  const form = useZodForm(quickEstimateQuery, {
    defaultValues: { address: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [state, setState] = useState<DemoState>({ phase: 'entry', error: null });
  const address = form.watch('address');
  const error = form.formState.errors.address?.message ?? (state.phase === 'entry' ? state.error : null);

  const submit = async ({ address: trimmed }: { address: string }) => {
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'result', result: await quickEstimate(trimmed) });
    } catch (failure) {
      setState({
        phase: 'entry',
        error: `Error: ${failure instanceof Error ? failure.message : 'Failed to get estimate'}`,
      });
    }
  };

  const reset = () => {
    form.reset();
    setState({ phase: 'entry', error: null });
  };

  return (
    <div
      id="live-demo"
      className="mx-auto mt-12 max-w-3xl rounded-2xl bg-brand-950 p-6 text-white shadow-xl sm:p-8"
    >
      <h3 className="text-xl font-bold">Try it live: measure a roof now</h3>
      <p className="mt-1 text-sm text-brand-100">
        Enter any US address. The demo measures the roof and prices it with standard rates.
      </p>
      {state.phase === 'result' ? (
        <DemoResult result={state.result} onReset={reset} />
      ) : (
        <Form form={form} onSubmit={submit} className="mt-5" aria-label="Live demo">
          <NoscriptNote className="mb-4" />
          <label htmlFor="demo-address" className="block text-sm font-medium text-white">
            Property address
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id="demo-address"
              autoComplete="street-address"
              placeholder="e.g. 1842 Maple Ridge Dr, Austin, TX"
              className={fieldClasses(false, 'text-slate-900 sm:flex-1')}
              aria-describedby={error ? 'demo-error' : undefined}
              disabled={state.phase === 'loading'}
              {...form.register('address')}
            />
            <Button
              type="submit"
              variant="accent"
              size="md"
              disabled={!address.trim() || state.phase === 'loading'}
              loading={state.phase === 'loading'}
            >
              {state.phase === 'loading' ? 'Measuring…' : 'Get Instant Estimate'}
            </Button>
          </div>
          {state.phase === 'loading' && (
            <div className="mt-4">
              <Spinner
                label="Measuring the roof from satellite imagery…"
                showLabel
                className="text-brand-100"
              />
            </div>
          )}
          {error && (
            <div id="demo-error" className="mt-4">
              <Alert variant="error">{error}</Alert>
            </div>
          )}
          <button
            type="button"
            onClick={() => openLandingDialog('sample')}
            data-landing-dialog="sample"
            className="mt-4 text-sm font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-200"
          >
            Or view a sample estimate
          </button>
        </Form>
      )}
    </div>
  );
}

function DemoResult({ result, onReset }: { result: QuickEstimate; onReset: () => void }) {
  const figures = [
    ['Roof area', formatSqft(result.estimate.square_footage)],
    ['Roof type', roofTypeLabel(result.estimate.roof_type)],
    ['Materials', formatMoney(result.estimate.materials_cost)],
    ['Estimated total', formatMoney(result.estimate.total_cost)],
    ['Accuracy', `${result.estimate.accuracy_rating}%`],
    [
      'Processing time',
      typeof result.processing_time === 'number' ? `${result.processing_time} s` : result.processing_time,
    ],
  ];
  return (
    <div className="mt-5" role="status">
      <p className="text-sm text-brand-100">{result.message}</p>
      <p className="mt-1 font-semibold">{result.address}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-white/10 px-3 py-3">
            <dt className="text-xs text-brand-100">{term}</dt>
            <dd className="mt-0.5 text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to={`/register?address=${encodeURIComponent(result.address.replace(/, USA$/, ''))}`}
          className={buttonClasses('accent', 'md')}
        >
          Create your free account
        </Link>
        <Button
          variant="secondary"
          className="border-white/30 bg-white/5 text-white hover:bg-white/10"
          onClick={onReset}
        >
          Try Another Address
        </Button>
        <Button
          variant="secondary"
          className="border-white/30 bg-white/5 text-white hover:bg-white/10"
          onClick={() => openLandingDialog('sample')}
        >
          View Sample Estimate
        </Button>
      </div>
    </div>
  );
}
