import { formatDate } from '@shared/kernel/format.js';
import type { PresaleOrderView } from '@shared/operations/schemas/presale-orders.js';
import { CardLine } from '../../../components/ui/card';
import type { TableColumn } from '../../../components/ui/data-table';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { AccountCell, BuyerCell, PackageCell, ReceiptLink } from './presale-order-cells';

const COLUMNS: TableColumn<PresaleOrderView>[] = [
  { header: 'Buyer', cell: (order) => <BuyerCell order={order} /> },
  { header: 'Package', cell: (order) => <PackageCell order={order} /> },
  { header: 'Account', cell: (order) => <AccountCell order={order} /> },
  {
    header: 'Paid',
    cellClassName: 'whitespace-nowrap text-slate-700',
    cell: (order) => formatDate(order.paid_at),
  },
  { header: 'Receipt', cell: (order) => <ReceiptLink order={order} /> },
];

/** The presale orders: a table from md up, cards on a phone. */
export function PresaleOrdersList({ orders }: { orders: readonly PresaleOrderView[] }) {
  return (
    <ResponsiveList
      rows={orders}
      columns={COLUMNS}
      label="Presale orders"
      breakpoint="md"
      card={(order) => (
        <>
          <CardLine>
            <BuyerCell order={order} />
            <span className="whitespace-nowrap text-sm text-slate-600">{formatDate(order.paid_at)}</span>
          </CardLine>
          <PackageCell order={order} />
          <CardLine align="end">
            <AccountCell order={order} />
            <ReceiptLink order={order} />
          </CardLine>
        </>
      )}
    />
  );
}
