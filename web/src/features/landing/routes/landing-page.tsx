import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@shared/domain/constants.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

// The landing page until the full marketing page lands (issue 5). It stays free of TanStack Query,
// react-hook-form and zod so the first visit downloads little more than React and the router.

function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg className={cn('size-5', className)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

const trustBadges = [
  { label: 'Weather-resistant', d: 'M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 7.9M8 21l1-2m3 2 1-2m3 2 1-2' },
  { label: 'Insurance-friendly', d: 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6zm-3 9 2 2 4-4' },
  { label: '24/7 availability', d: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0' },
];

function Hero() {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(249,115,22,0.22),transparent),radial-gradient(40rem_30rem_at_-10%_110%,rgba(73,103,154,0.45),transparent)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/15">
            <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
            Presale open — 50% off for early adopters
          </p>
          <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Measure any roof from satellite data in about <span className="text-accent-400">60 seconds</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-brand-200">
            Type an address and Ridgeline measures the roof, prices it with your own rates and builds a PDF proposal your customer can accept and sign — before
            you leave the driveway.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/early-access" className={buttonClasses('accent', 'lg')}>
              Get Early Access + 50% Off
            </Link>
            <Link to="/register" className={buttonClasses('secondary', 'lg', 'border-white/30 bg-white/5 text-white hover:bg-white/10')}>
              View Live Demo
            </Link>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-200">
            {trustBadges.map((badge) => (
              <li key={badge.label} className="inline-flex items-center gap-2">
                <Icon d={badge.d} className="text-accent-400" />
                {badge.label}
              </li>
            ))}
          </ul>
        </div>
        <MeasurementPreview />
      </div>
    </section>
  );
}

/** An illustration of a measurement report: a roof plan with facet labels. */
function MeasurementPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md rounded-2xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-black/5">
      <div className="flex items-center justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sample report</p>
          <p className="mt-0.5 font-semibold text-brand-950">Roof measurement</p>
        </div>
        <span className="shrink-0 whitespace-nowrap rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-700 ring-1 ring-green-200">Measured in 58 s</span>
      </div>
      <svg viewBox="0 0 320 190" className="mt-4 w-full rounded-xl bg-slate-100" role="img" aria-label="Roof plan with four facets">
        <rect x="0" y="0" width="320" height="190" fill="#e2e8f0" />
        <path d="M60 40h200v110H60z" fill="#cbd5e1" />
        <path d="M60 40 110 95 60 150zM260 40l-50 55 50 55z" fill="#94a3b8" />
        <path d="M60 40h200l-50 55H110zM60 150h200l-50-55H110z" fill="#64748b" />
        <path d="M110 95h100" stroke="#f97316" strokeWidth="3" strokeLinecap="round" />
        <path d="M60 40 110 95 60 150M260 40l-50 55 50 55" stroke="#f97316" strokeWidth="1.5" strokeDasharray="4 3" fill="none" />
        <text x="160" y="68" textAnchor="middle" fontSize="11" fill="#fff" fontWeight="600">
          A · 812 sq ft
        </text>
        <text x="160" y="130" textAnchor="middle" fontSize="11" fill="#fff" fontWeight="600">
          B · 812 sq ft
        </text>
        <text x="160" y="178" textAnchor="middle" fontSize="10" fill="#475569">
          Ridge 100 ft
        </text>
      </svg>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {[
          ['Roof area', '2,436 sq ft'],
          ['Pitch', '6/12'],
          ['Squares', '24.4'],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-50 px-1 py-2.5">
            <dt className="text-xs text-slate-500">{term}</dt>
            <dd className="mt-0.5 whitespace-nowrap text-[13px] font-semibold text-brand-950 sm:text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

const features: Array<{ title: string; body: string; d: string }> = [
  {
    title: 'Satellite intelligence',
    body: 'Roof area, pitch and facets from high-resolution satellite data — no ladder, no drone, no site visit.',
    d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m0-18c2.5 2.5 3.8 5.5 3.8 9S14.5 18.5 12 21m0-18C9.5 5.5 8.2 8.5 8.2 12s1.3 6.5 3.8 9M3.5 9h17M3.5 15h17',
  },
  {
    title: 'Accurate estimates',
    body: 'Measurements within 2% priced with your own material and labor rates, so every number is yours.',
    d: 'M9 7h6m-6 4h6m-6 4h3M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1',
  },
  {
    title: 'Weather integration',
    body: 'Plan installs around the forecast and keep crews and customers informed.',
    d: 'M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 7.9H7',
  },
  {
    title: 'Professional reports',
    body: 'Branded PDF proposals your customer opens from a secure link, accepts and signs online.',
    d: 'M14 3v5h5M9 13h6m-6 4h4M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z',
  },
];

const stats = [
  ['60s', 'from address to measurement'],
  ['99.2%', 'measurement accuracy'],
  ['24/7', 'estimates, day or night'],
  ['100%', 'digital proposals and signatures'],
];

function Benefits() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Why Ridgeline</p>
          <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            Win the job while competitors are still on the ladder
          </h2>
          <p className="mt-4 text-lg text-slate-600">Fast, accurate estimates mean fewer lost leads and more evenings back.</p>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map(([value, label]) => (
            <div key={value} className="rounded-xl bg-brand-50 px-5 py-6">
              <dt className="sr-only">{label}</dt>
              <dd className="text-3xl font-extrabold text-brand-950">{value}</dd>
              <dd className="mt-1 text-sm text-slate-600">{label}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <div key={feature.title} className="rounded-xl border border-slate-200 p-6">
              <div className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon d={feature.d} />
              </div>
              <h3 className="mt-4 font-semibold text-brand-950">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

const plans: Array<{ name: string; price: number; description: string; features: string[]; popular?: boolean; cta: ReactNode }> = [
  {
    name: 'Starter',
    price: 299,
    description: 'For owner-operators getting started.',
    features: ['50 reports a month', '2 users', 'Satellite measurements', 'PDF proposals'],
    cta: (
      <Link to="/register" className={buttonClasses('secondary', 'md', 'w-full')}>
        Start free trial
      </Link>
    ),
  },
  {
    name: 'Professional',
    price: 499,
    description: 'For growing crews that estimate every day.',
    features: ['200 reports a month', 'Up to 5 users', 'Your branding, no Ridgeline footer', 'Digital signatures'],
    popular: true,
    cta: (
      <Link to="/register" className={buttonClasses('accent', 'md', 'w-full')}>
        Start free trial
      </Link>
    ),
  },
  {
    name: 'Enterprise',
    price: 999,
    description: 'For multi-location contractors.',
    features: ['Unlimited reports', 'Unlimited users', 'Priority phone support', 'API access'],
    cta: (
      <Link to="/contact" className={buttonClasses('secondary', 'md', 'w-full')}>
        Contact Sales
      </Link>
    ),
  },
];

function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Pricing</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            Simple plans that pay for themselves
          </h2>
          <p className="mt-4 text-lg text-slate-600">{TRIAL_DAYS}-day free trial. No credit card required.</p>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <div
              key={plan.name}
              className={cn('relative flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1', plan.popular ? 'ring-2 ring-accent-500' : 'ring-slate-200')}
            >
              {plan.popular && (
                <p className="absolute -top-3 left-7 rounded-full bg-accent-500 px-3 py-0.5 text-xs font-semibold text-brand-950">Most popular</p>
              )}
              <h3 className="text-lg font-semibold text-brand-950">{plan.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
              <p className="mt-5">
                <span className="text-4xl font-extrabold text-brand-950">${plan.price}</span>
                <span className="text-slate-500">/month</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon d="m5 12.5 4.5 4.5L19 7.5" className="size-5 shrink-0 text-green-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-7">{plan.cta}</div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The landing page at /. */
export function LandingPage() {
  return (
    <PublicShell>
      <Hero />
      <Benefits />
      <Pricing />
    </PublicShell>
  );
}
