import { type CrmTab } from '@shared/operations/crm.js';
import type { CrmStats } from '@shared/operations/schemas/crm.js';
import { Stat } from '../../../components/ui/stat';

function statCards(tab: CrmTab, stats: CrmStats | undefined): [string, number | string][] {
  if (!stats) return [['Total', '—']];
  switch (tab) {
    case 'leads':
      return [
        ['Total leads', stats.leads.total],
        ['Pending', stats.leads.pending],
        ['Contacted', stats.leads.by_status.contacted ?? 0],
        ['Converted', stats.leads.by_status.converted ?? 0],
      ];
    case 'partners':
      return [
        ['Applications', stats.partners.total],
        ['Pending', stats.partners.by_status.pending ?? 0],
        ['Under review', stats.partners.by_status.under_review ?? 0],
        ['Approved', stats.partners.by_status.approved ?? 0],
      ];
    case 'contacts':
      return [
        ['Messages', stats.contacts.total],
        ['Pending', stats.contacts.by_status.pending ?? 0],
        ['Responded', stats.contacts.by_status.responded ?? 0],
      ];
    case 'gdpr':
      return [
        ['Requests', stats.gdpr.total],
        ['Open', (stats.gdpr.by_status.received ?? 0) + (stats.gdpr.by_status.in_progress ?? 0)],
        ['Overdue', stats.gdpr.overdue],
        ['Fulfilled', stats.gdpr.by_status.completed ?? 0],
      ];
  }
}

/** The figures of the open tab as summary cards. */
export function CrmStatCards({ tab, stats }: { tab: CrmTab; stats: CrmStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {statCards(tab, stats).map(([label, value]) => (
        <Stat key={label} card size="2xl" label={label} value={value} />
      ))}
    </dl>
  );
}
