import { useState } from 'react';
import { formatCents, formatNumber } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { Stat } from '../../../components/ui/stat';
import { errorMessage } from '../../../lib/api-client';
import { downloadUrl } from '../../../lib/download';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { exportPresaleOrders, usePresaleOrders } from '../api/presale-orders';
import { CrmHeader } from './crm-header';
import { CrmTabs, type CrmView } from './crm-tabs';
import { PresaleOrdersList } from './presale-orders-list';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

/** The CRM's presale orders tab: count and takings, every order newest first, and the CSV of all of them. */
export function PresaleOrdersTab({ onSelect }: { onSelect: (tab: CrmView) => void }) {
  const list = usePresaleOrders();
  const { message, show } = useTimedMessage();
  const [exporting, setExporting] = useState(false);
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const summary = list.data?.pages[0]?.summary;

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportPresaleOrders();
      downloadUrl(file.url, file.file_name);
      show('success', `Exported ${file.rows} ${file.rows === 1 ? 'order' : 'orders'}`);
    } catch (failure) {
      show('error', errorMessage(failure, 'Failed to export CSV'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <CrmHeader
        actions={
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Refresh
            </Button>
            <Button variant="accent" icon="download" loading={exporting} onClick={() => void onExport()}>
              Export CSV
            </Button>
          </div>
        }
      />
      <CrmTabs tab="orders" onSelect={onSelect} />
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat card size="2xl" label="Orders" value={summary ? formatNumber(summary.count) : '—'} />
        <Stat card size="2xl" label="Total paid" value={summary ? formatCents(summary.total_cents) : '—'} />
      </dl>
      {list.isPending ? (
        <PageSpinner label="Loading…" />
      ) : list.isError ? (
        <RetryAlert title="Failed to load presale orders" onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No presale orders yet. Paid presale checkouts appear here.
        </p>
      ) : (
        <>
          <PresaleOrdersList orders={orders} />
          <ShowMoreButton query={list} />
        </>
      )}
    </div>
  );
}
