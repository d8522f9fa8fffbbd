import { ACCURACY_PERCENT, MEASUREMENT_SECONDS } from '@shared/kernel/plans.js';
import { Icon } from '../../../components/ui/icon';
import { LandingSection } from './landing-section';

const painPoints = [
  {
    title: 'Hours on ladders',
    body: 'Every measurement means a drive, a climb and a tape — before you have even quoted.',
    icon: 'ladder',
  },
  {
    title: 'Slow quotes lose jobs',
    body: 'Homeowners call three roofers. The first believable number usually wins.',
    icon: 'hourglass',
  },
  {
    title: 'Guesswork pricing',
    body: 'Spreadsheets and rough squares leave margin on the table or price you out.',
    icon: 'calculator',
  },
  {
    title: 'Unprofessional paperwork',
    body: 'Handwritten estimates do not stand up next to a branded, signable proposal.',
    icon: 'document',
  },
] as const;

/**
 * The problem section: four pain points. Its three industry statistics had no source we could cite, so
 * they are gone (docs/decisions.md, "Only figures we can back").
 */
export function ProblemSection() {
  return (
    <LandingSection
      eyebrow="The problem"
      title="Manual measuring is costing you jobs"
      intro="Roofing is won on speed and trust. The old way loses on both."
    >
      <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {painPoints.map((point) => (
          <div key={point.title} className="rounded-xl border border-slate-200 p-5">
            <div className="flex size-10 items-center justify-center rounded-lg bg-red-50 text-red-700">
              <Icon name={point.icon} />
            </div>
            <h3 className="mt-4 font-semibold text-brand-950">{point.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{point.body}</p>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}

const features = [
  {
    title: 'Satellite intelligence',
    body: 'Roof area, pitch and facets from high-resolution imagery — no ladder, no drone, no site visit.',
    icon: 'globe',
  },
  {
    title: 'Accurate estimates',
    body: 'Measurements within 2% priced with your own material and labor rates, so every number is yours.',
    icon: 'list',
  },
  {
    title: 'Weather integration',
    body: 'Plan installs around the forecast and keep crews and customers informed.',
    icon: 'cloud',
  },
  {
    title: 'Professional reports',
    body: 'Branded PDF proposals your customer opens from a secure link, accepts and signs online.',
    icon: 'document',
  },
] as const;

const solutionStats = [
  { value: `${MEASUREMENT_SECONDS}s`, label: 'at most from address to measurement' },
  { value: `${ACCURACY_PERCENT}%`, label: 'top accuracy rating, shown on every report' },
  { value: '24/7', label: 'estimates, day or night' },
  { value: '100%', label: 'digital proposals and signatures' },
];

/** The solution section: four features and four statistics. */
export function SolutionSection() {
  return (
    <LandingSection
      band="slate"
      eyebrow="The solution"
      title="Win the job while competitors are still on the ladder"
      intro="Ridgeline turns an address into a measured, priced, signable proposal."
    >
      <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {solutionStats.map((stat) => (
          <div
            key={stat.value}
            className="flex flex-col-reverse rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-950">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <div key={feature.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
              <Icon name={feature.icon} />
            </div>
            <h3 className="mt-4 font-semibold text-brand-950">{feature.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{feature.body}</p>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
