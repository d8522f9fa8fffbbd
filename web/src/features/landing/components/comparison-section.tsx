import { useState } from 'react';
import { ACCURACY_PERCENT, limitCount, planOf } from '@shared/kernel/plans.js';
import type { PlanTier } from '@shared/kernel/constants.js';
import { TabList } from '../../../components/ui/tab-list';
import { TableHead } from '../../../components/ui/table-head';
import { LandingSection } from './landing-section';

const TABS: PlanTier[] = ['starter', 'pro', 'enterprise'];

/** Our figures per plan (from the shared plans) against typical alternatives (marketing text). */
function rows(tier: PlanTier) {
  const plan = planOf(tier);
  return [
    {
      label: 'Time to measure a roof',
      ours: 'About 60 seconds',
      manual: '2–3 hours on site',
      others: '24–48 hours',
    },
    {
      label: 'Measurement accuracy',
      ours: `${ACCURACY_PERCENT}%`,
      manual: 'Varies by crew',
      others: '95–98%',
    },
    {
      label: 'Measurement reports per month',
      ours: plan.reports === null ? 'Unlimited' : String(plan.reports),
      manual: 'As many as you can climb',
      others: 'Pay per report',
    },
    {
      label: 'User accounts',
      ours: plan.seats === null ? 'Unlimited' : limitCount(plan.seats, 'user'),
      manual: '—',
      others: '1–3 users',
    },
    {
      label: 'Priced estimates and proposals',
      ours: 'Included, with your rates',
      manual: 'Spreadsheets',
      others: 'Extra software',
    },
    {
      label: 'Monthly cost',
      ours: `$${plan.monthlyPrice}/month`,
      manual: 'Your time and fuel',
      others: '$30–$100 per report',
    },
  ];
}

/** Competitor comparison with Starter / Pro (default) / Enterprise tabs. */
export function ComparisonSection() {
  const [tab, setTab] = useState<PlanTier>('pro');
  return (
    <LandingSection eyebrow="Compare" title="Ridgeline against the old ways" center>
      <TabList
        label="Plan to compare"
        tabs={TABS.map((tier) => ({ key: tier, label: planOf(tier).name }))}
        selected={tab}
        onSelect={setTab}
        className="mx-auto mt-8 flex w-fit rounded-xl bg-slate-100 p-1"
        tabClassName={[
          'rounded-lg px-4 py-2 text-sm font-semibold',
          'bg-white text-brand-950 shadow-sm',
          'text-slate-700 hover:text-brand-950',
        ]}
        roving={{ idPrefix: 'compare-tab', controls: 'compare-panel' }}
      />
      <div
        id="compare-panel"
        role="tabpanel"
        aria-labelledby={`compare-tab-${tab}`}
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-2xl ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <TableHead
            headings={[
              <span className="sr-only">Feature</span>,
              <span className="text-brand-950">Ridgeline {planOf(tab).name}</span>,
              'Manual measuring',
              'Aerial report services',
            ]}
            cellClassName="px-4 py-3"
          />
          <tbody>
            {rows(tab).map((row) => (
              <tr key={row.label} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                  {row.label}
                </th>
                <td className="bg-accent-50/60 px-4 py-3 font-semibold text-brand-950">{row.ours}</td>
                <td className="px-4 py-3 text-slate-600">{row.manual}</td>
                <td className="px-4 py-3 text-slate-600">{row.others}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LandingSection>
  );
}
