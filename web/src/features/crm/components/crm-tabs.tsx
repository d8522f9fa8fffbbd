import { CRM_TABS, type CrmTab } from '@shared/operations/crm.js';
import { TabList } from '../../../components/ui/tab-list';

const TAB_LABELS: Record<CrmTab, string> = {
  leads: 'Leads',
  partners: 'Partners',
  contacts: 'Contacts',
  gdpr: 'GDPR',
};

/** The CRM's sections as tabs; choosing one starts it unfiltered. */
export function CrmTabs({ tab, onSelect }: { tab: CrmTab; onSelect: (tab: CrmTab) => void }) {
  return (
    <TabList
      label="CRM sections"
      tabs={CRM_TABS.map((name) => ({ key: name, label: TAB_LABELS[name] }))}
      selected={tab}
      onSelect={onSelect}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
      tabClassName={[
        '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold',
        'border-accent-500 text-brand-950',
        'border-transparent text-slate-500 hover:text-slate-800',
      ]}
    />
  );
}
