import type { EstimatesSummary } from '@shared/estimates/schemas/estimates.js';
import { Stat } from '../../../components/ui/stat';
import { formatMoney } from '@shared/kernel/format.js';

/** The account's estimate counts and value as cards above the list. */
export function EstimatesSummaryCards({ summary }: { summary: EstimatesSummary | null | undefined }) {
  const cards: [string, string][] = [
    ['Total Estimates', summary ? String(summary.total_estimates) : '—'],
    ['Proposals Sent', summary ? String(summary.proposals_sent) : '—'],
    ['Accepted', summary ? String(summary.accepted) : '—'],
    ['Total Value', summary ? formatMoney(summary.total_value) : '—'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <Stat key={label} card size="2xl" label={label} value={value} />
      ))}
    </dl>
  );
}
