import { CRM_TABS, type CrmTab } from '@shared/operations/crm.js';
import { cn } from '../../../lib/cn';

const TAB_LABELS: Record<CrmTab, string> = {
  leads: 'Leads',
  partners: 'Partners',
  contacts: 'Contacts',
  gdpr: 'GDPR',
};

/** The CRM's sections as tabs; choosing one starts it unfiltered. */
export function CrmTabs({ tab, onSelect }: { tab: CrmTab; onSelect: (tab: CrmTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label="CRM sections"
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {CRM_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tab === name}
          onClick={() => onSelect(name)}
          className={cn(
            '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold',
            tab === name
              ? 'border-accent-500 text-brand-950'
              : 'border-transparent text-slate-500 hover:text-slate-800',
          )}
        >
          {TAB_LABELS[name]}
        </button>
      ))}
    </div>
  );
}
