import { formatCents, formatNumber } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { Stat } from '../../../components/ui/stat';
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
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const summary = list.data?.pages[0]?.summary;

  return (
    <div className="space-y-6">
      <CrmHeader
        onRefresh={() => void list.refetch()}
        exportFile={exportPresaleOrders}
        rowNoun={['order', 'orders']}
        show={show}
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
