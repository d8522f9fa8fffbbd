import { useState, type FormEvent } from 'react';
import { usd } from '@shared/domain/sample-estimate.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { quickEstimate, roofTypeLabel, type QuickEstimate } from '../api/quick-estimate';
import { Icon, ICONS } from './icon';
import { SectionHeading } from './section-heading';
import { NoscriptNote } from '../../../components/ui/noscript-note';

/** Shortest address the demo accepts (spec 000 §9). */
export const MIN_DEMO_ADDRESS_LENGTH = 5;
/** Spec 000 §5 message for a too-short address. */
export const INVALID_ADDRESS = 'Please enter a valid address';

const steps = [
  { title: 'Enter address', body: 'Type the property address — no site visit needed.', d: ICONS.pin },
  {
    title: 'Get measurement',
    body: 'Satellite imagery gives area, pitch and facets in about 60 seconds.',
    d: ICONS.ruler,
  },
  {
    title: 'Receive estimate',
    body: 'Your rates turn the measurement into a priced, branded estimate.',
    d: ICONS.calculator,
  },
  {
    title: 'Schedule appointment',
    body: 'Send the proposal, get it signed, book the install.',
    d: ICONS.calendar,
  },
];

type DemoState =
  | { phase: 'entry'; error: string | null }
  | { phase: 'loading' }
  | { phase: 'result'; result: QuickEstimate };

/** How it works: four steps and the live demo (address → loading → result → Try Another Address). */
export function HowItWorks({ onViewSample }: { onViewSample: () => void }) {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From address to signed proposal in four steps"
          center
        />
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border border-slate-200 p-5">
              <span className="absolute right-4 top-4 text-sm font-bold text-slate-500" aria-hidden="true">
                {index + 1}
              </span>
              <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
                <Icon d={step.d} />
              </div>
              <h3 className="mt-4 font-semibold text-brand-950">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
        <LiveDemo onViewSample={onViewSample} />
      </div>
    </section>
  );
}

function LiveDemo({ onViewSample }: { onViewSample: () => void }) {
  const [address, setAddress] = useState('');
  const [state, setState] = useState<DemoState>({ phase: 'entry', error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (trimmed.length < MIN_DEMO_ADDRESS_LENGTH) {
      setState({ phase: 'entry', error: INVALID_ADDRESS });
      return;
    }
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'result', result: await quickEstimate(trimmed) });
    } catch (error) {
      setState({
        phase: 'entry',
        error: `Error: ${error instanceof Error ? error.message : 'Failed to get estimate'}`,
      });
    }
  };

  const reset = () => {
    setAddress('');
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
        <DemoResult result={state.result} onReset={reset} onViewSample={onViewSample} />
      ) : (
        <form onSubmit={submit} noValidate className="mt-5" aria-label="Live demo">
          <NoscriptNote className="mb-4" />
          <label htmlFor="demo-address" className="block text-sm font-medium text-white">
            Property address
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id="demo-address"
              name="address"
              autoComplete="street-address"
              placeholder="e.g. 1842 Maple Ridge Dr, Austin, TX"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              className={fieldClasses(false, 'flex-1 text-slate-900')}
              aria-describedby={state.phase === 'entry' && state.error ? 'demo-error' : undefined}
              disabled={state.phase === 'loading'}
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
          {state.phase === 'entry' && state.error && (
            <div id="demo-error" className="mt-4">
              <Alert variant="error">{state.error}</Alert>
            </div>
          )}
          <button
            type="button"
            onClick={onViewSample}
            className="mt-4 text-sm font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-200"
          >
            Or view a sample estimate
          </button>
        </form>
      )}
    </div>
  );
}

function DemoResult({
  result,
  onReset,
  onViewSample,
}: {
  result: QuickEstimate;
  onReset: () => void;
  onViewSample: () => void;
}) {
  const figures = [
    ['Roof area', `${result.estimate.square_footage.toLocaleString('en-US')} sq ft`],
    ['Roof type', roofTypeLabel(result.estimate.roof_type)],
    ['Materials', usd(result.estimate.materials_cost)],
    ['Estimated total', usd(result.estimate.total_cost)],
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
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button variant="accent" onClick={onReset}>
          Try Another Address
        </Button>
        <Button
          variant="secondary"
          className="border-white/30 bg-white/5 text-white hover:bg-white/10"
          onClick={onViewSample}
        >
          View Sample Estimate
        </Button>
      </div>
    </div>
  );
}
