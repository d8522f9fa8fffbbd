import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { formatWholeDollars } from '@shared/kernel/format.js';
import {
  PARTNER_PAYOUT,
  PARTNER_REVIEW_HOURS,
  PARTNER_TERMS,
  partnerEarnings,
  PLANS,
  type PartnerType,
} from '@shared/kernel/plans.js';
import { Island } from '../../../components/layout/island';
import { PublicShell } from '../../../components/layout/public-shell';
import { buttonClasses } from '../../../components/ui/button';
import { CountInput } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { Icon } from '../../../components/ui/icon';
import { PartnerActions } from '../components/partner-actions';

const TYPES: PartnerType[] = ['referral', 'reseller'];

const featuresByType: Record<PartnerType, string[]> = {
  referral: [
    `${PARTNER_TERMS.referral.rate * 100}% recurring commission for as long as your referral stays a customer`,
    'A personal referral link and tracking dashboard',
    'Co-branded one-pagers and demo videos',
    `Monthly payouts from $${PARTNER_TERMS.referral.minimumPayout}`,
  ],
  reseller: [
    `${PARTNER_TERMS.reseller.rate * 100}% recurring commission on every account you sell and support`,
    'You own the customer relationship and first-line support',
    'Sales training, demo accounts and deal registration',
    `Monthly payouts from $${PARTNER_TERMS.reseller.minimumPayout}`,
  ],
};

const benefits = [
  { title: 'Recurring income', body: 'Commission every month your customers stay, not a one-off bounty.' },
  { title: 'A product contractors want', body: 'Measurements in 60 seconds sell themselves in a demo.' },
  { title: 'Partner support', body: 'A partner manager, sales materials and a review of your first deals.' },
  {
    title: 'Fast payouts',
    body: `Paid ${PARTNER_PAYOUT.schedule} by ${PARTNER_PAYOUT.methods.join(' or ')}.`,
  },
];

/** /partner-program: Referral / Reseller tabs, features, revenue calculator, benefits, Apply Now and View Resources. */
export function PartnerProgramPage() {
  return (
    <PublicShell>
      <Island name="partner-program" load="interaction">
        <PartnerProgramContent />
      </Island>
    </PublicShell>
  );
}

/** What PartnerProgramPage shows: an island of the prerendered page, loaded on the first interaction. */
export function PartnerProgramContent() {
  const [type, setType] = useState<PartnerType>('referral');
  const [referrals, setReferrals] = useState('10');
  const [planValue, setPlanValue] = useState(String(PLANS.find((plan) => plan.popular)!.monthlyPrice));
  const earnings = partnerEarnings(referrals, Number(planValue), type);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = type === 'referral' ? 'reseller' : 'referral';
    setType(next);
    document.getElementById(`partner-tab-${next}`)?.focus();
  };

  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">Partner Program</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Earn up to 60% recurring commission bringing Ridgeline to roofers
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            Consultants, agencies, suppliers and software vendors: refer contractors or resell Ridgeline and
            get paid every month they stay.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/partner-application" className={buttonClasses('accent', 'lg')}>
              Apply Now
            </Link>
            <Link
              to="/partner-resources"
              className={buttonClasses(
                'secondary',
                'lg',
                'border-white/30 bg-white/5 text-white hover:bg-white/10',
              )}
            >
              View Resources
            </Link>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {(
              [
                // The programme's own terms, not track-record figures we cannot back (docs/decisions.md, "Only figures we can back").
                [`${PARTNER_TERMS.referral.rate * 100}%`, 'recurring, referral partners'],
                [`${PARTNER_TERMS.reseller.rate * 100}%`, 'recurring, reseller partners'],
                [`${PARTNER_REVIEW_HOURS} h`, 'to review your application'],
                [
                  PARTNER_PAYOUT.schedule.replace(/^./, (first) => first.toUpperCase()),
                  `payouts by ${PARTNER_PAYOUT.methods.join(' or ')}`,
                ],
              ] as const
            ).map(([value, label]) => (
              <div
                key={label}
                className="flex flex-col-reverse rounded-xl bg-white/5 p-4 ring-1 ring-white/10"
              >
                <dt className="text-sm text-brand-100">{label}</dt>
                <dd className="text-3xl font-extrabold text-accent-400">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="partner-types-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="partner-types-title" className="text-3xl font-bold tracking-tight text-brand-950">
          Two ways to partner
        </h2>
        <div role="tablist" aria-label="Partner type" className="mt-6 flex w-fit rounded-xl bg-slate-100 p-1">
          {TYPES.map((value) => (
            <button
              key={value}
              id={`partner-tab-${value}`}
              role="tab"
              type="button"
              aria-selected={type === value}
              aria-controls="partner-panel"
              tabIndex={type === value ? 0 : -1}
              onClick={() => setType(value)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-lg px-4 py-2 text-sm font-semibold',
                type === value ? 'bg-white text-brand-950 shadow-sm' : 'text-slate-700 hover:text-brand-950',
              )}
            >
              {PARTNER_TERMS[value].label}
            </button>
          ))}
        </div>
        <div
          id="partner-panel"
          role="tabpanel"
          aria-labelledby={`partner-tab-${type}`}
          className="mt-6 grid gap-8 lg:grid-cols-2"
        >
          <div>
            <p className="text-5xl font-extrabold text-brand-950">
              {PARTNER_TERMS[type].rate * 100}%{' '}
              <span className="text-xl font-semibold text-slate-600">recurring</span>
            </p>
            <ul className="mt-6 space-y-3 text-slate-700">
              {featuresByType[type].map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700" strokeWidth={2} />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-brand-950">Revenue calculator</h3>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <CountInput label="Referrals per month" value={referrals} onValueChange={setReferrals} />
              <Select
                label="Plan"
                value={planValue}
                onValueChange={setPlanValue}
                options={PLANS.map((plan) => ({
                  value: String(plan.monthlyPrice),
                  label: `${plan.name} ($${plan.monthlyPrice}/mo)`,
                }))}
              />
            </div>
            <p className="mt-6 text-sm text-slate-600">
              Your monthly commission as a {PARTNER_TERMS[type].label.replace(/s$/, '').toLowerCase()}
            </p>
            <p
              className="text-4xl font-extrabold text-brand-950"
              aria-live="polite"
              data-testid="partner-earnings"
            >
              {formatWholeDollars(earnings)}
              <span className="text-lg font-semibold text-slate-600">/month</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {formatWholeDollars(earnings * 12)} a year if they all stay.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="partner-benefits-title" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="partner-benefits-title" className="text-3xl font-bold tracking-tight text-brand-950">
            Why partners choose Ridgeline
          </h2>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((benefit) => (
              <div key={benefit.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-semibold text-brand-950">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{benefit.body}</p>
              </div>
            ))}
          </div>
          <PartnerActions to="/partner-resources" label="View Resources" className="mt-10" />
        </div>
      </section>
    </>
  );
}
