import { Link } from 'react-router';
import { formatCents, formatDate, formatNumber } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useLatestPresaleOrders } from '../api/presale-orders';

/** The operator home's presale orders: how many and what they took in, the newest few, a link to them all. */
export function PresaleOrdersCard() {
  const latest = useLatestPresaleOrders();
  return (
    <Card className="p-5">
      <section aria-labelledby="presale-orders-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="presale-orders-heading" className="font-semibold text-brand-950">
            Presale orders
          </h2>
          <Link
            to="/dashboard/admin/crm?tab=orders"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            View all orders
          </Link>
        </div>
        {latest.isPending ? (
          <Spinner className="mt-3" label="Loading presale orders…" />
        ) : latest.isError ? (
          <RetryAlert
            className="mt-3"
            title="Failed to load presale orders"
            onRetry={() => void latest.refetch()}
          />
        ) : latest.data.orders.length === 0 ? (
          <p className="mt-2 text-slate-600">No presale orders yet.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              <span className="font-semibold tabular-nums text-brand-950">
                {formatNumber(latest.data.summary?.count ?? 0)}
              </span>{' '}
              {latest.data.summary?.count === 1 ? 'order' : 'orders'} ·{' '}
              <span className="font-semibold tabular-nums text-brand-950">
                {formatCents(latest.data.summary?.total_cents ?? 0)}
              </span>{' '}
              paid
            </p>
            <ul className="mt-3 divide-y divide-slate-100">
              {latest.data.orders.map((order) => (
                <li key={order.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-800">
                      {order.buyer_name || order.buyer_email}
                    </p>
                    <p className="text-xs text-slate-500">
                      {order.package_name} · {formatDate(order.paid_at)}
                      {order.account && ` · ${order.company ?? 'account created'}`}
                    </p>
                  </div>
                  <span className="whitespace-nowrap font-semibold tabular-nums text-brand-950">
                    {formatCents(order.amount_cents)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
}
