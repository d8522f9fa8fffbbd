import { useEffect, useRef } from 'react';
import { CRM_TABS, type CrmTab } from '@shared/operations/crm.js';
import { TabList } from '../../../components/ui/tab-list';

/** The presale orders' tab: not a kind of public submission, so not one of CRM_TABS. */
export const ORDERS_TAB = 'orders';

/** What the CRM page shows: a submissions tab or the presale orders. */
export type CrmView = CrmTab | typeof ORDERS_TAB;

const VIEWS: readonly CrmView[] = [...CRM_TABS, ORDERS_TAB];

const TAB_LABELS: Record<CrmView, string> = {
  leads: 'Leads',
  partners: 'Partners',
  contacts: 'Contacts',
  gdpr: 'GDPR',
  orders: 'Presale orders',
};

/** The CRM's sections as tabs; choosing one starts it unfiltered. */
export function CrmTabs({ tab, onSelect }: { tab: CrmView; onSelect: (tab: CrmView) => void }) {
  const bar = useRef<HTMLDivElement>(null);
  // On a phone the bar scrolls sideways: bring the open tab into view (the last ones start off-screen).
  useEffect(() => {
    bar.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <div ref={bar}>
      <TabList
        label="CRM sections"
        tabs={VIEWS.map((name) => ({ key: name, label: TAB_LABELS[name] }))}
        selected={tab}
        onSelect={onSelect}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        tabClassName={[
          '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold',
          'border-accent-500 text-brand-950',
          'border-transparent text-slate-500 hover:text-slate-800',
        ]}
      />
    </div>
  );
}
