import { useState, type ReactNode } from 'react';
import { DEFAULT_RATES } from '@shared/estimates/pricing.js';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useMyRates } from '../api/rates';
import { FinancingPanel } from '../components/financing-panel';
import {
  MY_RATES_PANEL,
  MY_RATES_TABS,
  MyRatesTabs,
  useMyRatesTab,
  type MyRatesTab,
} from '../components/my-rates-tabs';
import { OptionsPanel } from '../components/options-panel';
import { RatesForm } from '../components/rates-form';
import { RATES_MESSAGES } from '../lib/messages';

/** /dashboard/my-rates: rates, the options and upgrades proposals offer, and financing plans, as tabs. */
export function MyRatesPage() {
  usePageTitle('My Rates');
  const { hasPermission } = useSession();
  const saved = useMyRates();
  const [tab, selectTab] = useMyRatesTab();
  // A tab once opened stays mounted (hidden), so what was typed in it survives a look at another tab.
  const [opened, setOpened] = useState<ReadonlySet<MyRatesTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  if (saved.isError)
    return <Alert variant="error">{errorMessage(saved.error, RATES_MESSAGES.loadFailed)}</Alert>;
  if (saved.isPending) return <PageSpinner label="Loading your rates…" />;

  // Options are priced and started from the saved rates, not from what is typed in the Rates tab.
  const rates = saved.data?.rates ?? DEFAULT_RATES;
  const canEdit = hasPermission('rates.write');
  const content: Record<MyRatesTab, ReactNode> = {
    rates: <RatesForm initial={rates} canEdit={canEdit} />,
    options: <OptionsPanel rates={rates} canEdit={canEdit} />,
    financing: <FinancingPanel canEdit={canEdit} />,
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Rates"
        description="Your prices, the options and upgrades your proposals offer, and the financing plans homeowners can apply for."
      />
      {!canEdit && <Alert variant="info">{RATES_MESSAGES.readOnly}</Alert>}
      <MyRatesTabs tab={tab} onSelect={selectTab} />
      <div
        role="tabpanel"
        id={MY_RATES_PANEL.panelId}
        aria-labelledby={`${MY_RATES_PANEL.tabIdPrefix}-${tab}`}
      >
        {MY_RATES_TABS.filter(({ key }) => opened.has(key)).map(({ key }) => (
          <div key={key} hidden={tab !== key}>
            {content[key]}
          </div>
        ))}
      </div>
    </div>
  );
}
