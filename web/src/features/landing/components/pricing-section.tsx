import { useState } from 'react';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@shared/kernel/constants.js';
import { formatWholeDollars } from '@shared/kernel/format.js';
import {
  PLANS,
  PRESALE_PACKAGES,
  PRESALE_SETUP_FEE,
  presaleMonthlyPrice,
  SETUP_FEE,
  yearlyMonthlyPrice,
  yearlySavings,
} from '@shared/kernel/plans.js';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { Icon } from '../../../components/ui/icon';
import { LandingSection } from './landing-section';

type Period = 'monthly' | 'yearly';

/** Pricing (#pricing): monthly/yearly toggle (yearly 20% cheaper, 'Save $X/year'); trial, presale and Contact Sales buttons. */
export function PricingSection() {
  const [period, setPeriod] = useState<Period>('monthly');
  return (
    <LandingSection
      id="pricing"
      band="slate"
      eyebrow="Pricing"
      title="Simple plans that pay for themselves"
      center
      intro={
        <>
          {TRIAL_DAYS}-day free trial. No credit card required. Setup ${PRESALE_SETUP_FEE} during the presale
          (normally ${SETUP_FEE}).
        </>
      }
    >
      <div
        role="group"
        aria-label="Billing period"
        className="mx-auto mt-8 flex w-fit rounded-xl bg-white p-1 ring-1 ring-slate-200"
      >
        {(['monthly', 'yearly'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-semibold',
              period === value ? 'bg-brand-900 text-white' : 'text-slate-700 hover:text-brand-950',
            )}
          >
            {value === 'monthly' ? 'Monthly' : 'Yearly (save 20%)'}
          </button>
        ))}
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const price = period === 'monthly' ? plan.monthlyPrice : yearlyMonthlyPrice(plan.monthlyPrice);
          const presale = PRESALE_PACKAGES.find((pkg) => pkg.tier === plan.tier)!;
          return (
            <div
              key={plan.tier}
              className={cn(
                'relative flex flex-col rounded-2xl bg-white p-7 shadow-sm',
                plan.popular ? 'ring-2 ring-accent-500' : 'ring-1 ring-slate-200',
              )}
            >
              {plan.popular && (
                <p className="absolute -top-3 left-7 rounded-full bg-accent-500 px-3 py-0.5 text-xs font-semibold text-brand-950">
                  Most popular
                </p>
              )}
              <h3 className="text-lg font-semibold text-brand-950">{plan.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
              <p className="mt-5">
                <span className="text-4xl font-extrabold text-brand-950">${price}</span>
                <span className="text-slate-600">/month</span>
              </p>
              <p className="mt-1 h-5 text-sm font-semibold text-green-700">
                {period === 'yearly'
                  ? `Billed yearly · Save ${formatWholeDollars(yearlySavings(plan.monthlyPrice))}/year`
                  : ''}
              </p>
              <ul className="mt-5 flex-1 space-y-3 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="size-5 shrink-0 text-green-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-7 space-y-3">
                {plan.tier === 'enterprise' ? (
                  <Link to="/contact" className={buttonClasses('secondary', 'md', 'w-full')}>
                    Contact Sales
                  </Link>
                ) : (
                  <Link
                    to="/register"
                    className={buttonClasses(plan.popular ? 'accent' : 'secondary', 'md', 'w-full')}
                  >
                    Start Free Trial<span className="sr-only"> of {plan.name}</span>
                  </Link>
                )}
                <Link
                  to={`/presale-checkout?package=${presale.id}`}
                  className="block text-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
                >
                  Presale: ${presaleMonthlyPrice(presale)}/month for 3 months
                  <span className="sr-only"> ({plan.name})</span>
                </Link>
              </div>
            </div>
          );
        })}
      </div>
    </LandingSection>
  );
}
