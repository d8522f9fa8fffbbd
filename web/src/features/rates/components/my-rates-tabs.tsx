import { useSearchParams } from 'react-router';
import { TabList } from '../../../components/ui/tab-list';

/** The tabs of My Rates; each but the first is addressable as `?tab=<key>` so a link can open it. */
export const MY_RATES_TABS = [
  { key: 'rates', label: 'Rates' },
  { key: 'options', label: 'Options & upgrades' },
  { key: 'financing', label: 'Financing' },
] as const;
export type MyRatesTab = (typeof MY_RATES_TABS)[number]['key'];

/** The id of the one panel the tabs control, and the prefix of each tab's id. */
export const MY_RATES_PANEL = { panelId: 'my-rates-panel', tabIdPrefix: 'my-rates-tab' } as const;

function isTab(value: string | null): value is MyRatesTab {
  return MY_RATES_TABS.some((tab) => tab.key === value);
}

/** The open tab as the URL says (`?tab=`; Rates when absent or unknown) and how to open another. */
export function useMyRatesTab(): [MyRatesTab, (tab: MyRatesTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isTab(value) ? value : 'rates';
  const select = (next: MyRatesTab) => {
    const merged = new URLSearchParams(params);
    if (next === 'rates') merged.delete('tab');
    else merged.set('tab', next);
    // Replaced, not pushed: Back leaves the page rather than stepping through the tabs.
    setParams(merged, { replace: true });
  };
  return [tab, select];
}

/** The tab bar of My Rates: Rates, Options & upgrades, Financing (arrow keys move between them). */
export function MyRatesTabs({ tab, onSelect }: { tab: MyRatesTab; onSelect: (tab: MyRatesTab) => void }) {
  return (
    <TabList
      label="My Rates sections"
      tabs={MY_RATES_TABS}
      selected={tab}
      onSelect={onSelect}
      roving={{ idPrefix: MY_RATES_PANEL.tabIdPrefix, controls: MY_RATES_PANEL.panelId }}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
      tabClassName={[
        '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-500',
        'border-accent-500 text-brand-950',
        'border-transparent text-slate-500 hover:text-slate-800',
      ]}
    />
  );
}
