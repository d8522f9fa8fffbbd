import { ACCURACY_PERCENT } from '@shared/kernel/plans.js';
import { Button } from '../../../components/ui/button';
import { useCampaign } from '../../../lib/campaign';
import { CampaignCountdown } from './campaign-countdown';
import { HERO_ACTIONS_ID } from '../sticky-offer-controller';
import { Icon } from '../../../components/ui/icon';
import { HERO_CAMPAIGN_ID, openLandingDialog, scrollToDemo } from '../landing-events';

const trustBadges = [
  { label: 'Weather-resistant', icon: 'weather' },
  { label: 'Insurance-friendly', icon: 'shield' },
  { label: '24/7 availability', icon: 'clock' },
] as const;

/**
 * Hero: headline, presale call to action, View Live Demo, trust badges and the campaign countdown. On a
 * prerendered page it stays static HTML: its buttons work through their data attributes and the
 * campaign line is drawn by web/src/public/campaign-status.ts, with the same markup as here.
 */
export function Hero() {
  const campaign = useCampaign();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(249,115,22,0.22),transparent),radial-gradient(40rem_30rem_at_-10%_110%,rgba(73,103,154,0.45),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/15">
            <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
            Presale open — 50% off setup for early adopters
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Measure any roof from satellite data in about <span className="text-accent-400">60 seconds</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-brand-100">
            Type an address and Ridgeline measures the roof (rated up to {ACCURACY_PERCENT}%), prices it with
            your own rates and builds a PDF proposal your customer can accept and sign — before you leave the
            driveway.
          </p>
          <div id={HERO_ACTIONS_ID} className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button
              variant="accent"
              size="lg"
              onClick={() => openLandingDialog('presale')}
              data-landing-dialog="presale"
            >
              Get Early Access + 50% Off
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className="border-white/30 bg-white/5 text-white hover:bg-white/10"
              onClick={scrollToDemo}
              data-scroll-to-demo=""
            >
              View Live Demo
            </Button>
          </div>
          <div id={HERO_CAMPAIGN_ID}>
            {campaign && (
              <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-brand-100">
                <CampaignCountdown endsAt={campaign.presale_ends_at} label="Presale ends" />
                {campaign.beta_seats_remaining > 0 && (
                  <p>
                    <span className="font-semibold text-accent-300">{campaign.beta_seats_remaining}</span> of{' '}
                    {campaign.beta_seats_total} beta spots left
                  </p>
                )}
              </div>
            )}
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-100">
            {trustBadges.map((badge) => (
              <li key={badge.label} className="inline-flex items-center gap-2">
                <Icon name={badge.icon} className="text-accent-400" />
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
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Sample report</p>
          <p className="mt-0.5 font-semibold text-brand-950">Roof measurement</p>
        </div>
        <span className="shrink-0 whitespace-nowrap rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-800 ring-1 ring-green-200">
          Measured in 58 s
        </span>
      </div>
      <svg
        viewBox="0 0 320 190"
        className="mt-4 w-full rounded-xl bg-slate-100"
        role="img"
        aria-label="Roof plan with four facets"
      >
        <rect x="0" y="0" width="320" height="190" fill="#e2e8f0" />
        <path d="M60 40h200v110H60z" fill="#cbd5e1" />
        <path d="M60 40 110 95 60 150zM260 40l-50 55 50 55z" fill="#94a3b8" />
        <path d="M60 40h200l-50 55H110zM60 150h200l-50-55H110z" fill="#64748b" />
        <path d="M110 95h100" stroke="#f97316" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M60 40 110 95 60 150M260 40l-50 55 50 55"
          stroke="#f97316"
          strokeWidth="1.5"
          strokeDasharray="4 3"
          fill="none"
        />
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
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="mt-0.5 whitespace-nowrap text-[13px] font-semibold text-brand-950 sm:text-sm">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
