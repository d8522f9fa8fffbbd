import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { InvoiceView } from '@shared/billing/schemas/billing.js';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import type { TableColumn } from '../../../components/ui/data-table';
import { ResponsiveList } from '../../../components/ui/responsive-list';

function InvoiceLinks({ invoice }: { invoice: InvoiceView }) {
  return (
    <span className="inline-flex gap-3">
      {invoice.hosted_invoice_url && (
        <a
          className="text-brand-700 underline"
          href={invoice.hosted_invoice_url}
          target="_blank"
          rel="noreferrer"
        >
          View
        </a>
      )}
      {invoice.invoice_pdf && (
        <a className="text-brand-700 underline" href={invoice.invoice_pdf} target="_blank" rel="noreferrer">
          PDF
        </a>
      )}
    </span>
  );
}

function StatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'paid' ? 'green' : 'amber'}>{status}</Badge>;
}

function InvoiceCard({ invoice }: { invoice: InvoiceView }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="flex justify-between font-medium text-brand-950">
        <span>{invoice.number ?? invoice.id}</span>
        <span>{formatMoney(invoice.amount)}</span>
      </p>
      <p className="flex items-center justify-between text-slate-600">
        <span>{formatDate(invoice.date)}</span>
        <StatusBadge status={invoice.status} />
      </p>
      <InvoiceLinks invoice={invoice} />
    </div>
  );
}

const columns: TableColumn<InvoiceView>[] = [
  { header: 'Date', cell: (invoice) => formatDate(invoice.date) },
  { header: 'Invoice', cell: (invoice) => invoice.number ?? invoice.id },
  { header: 'Amount', cell: (invoice) => formatMoney(invoice.amount) },
  {
    header: 'Status',
    cell: (invoice) => <StatusBadge status={invoice.status} />,
  },
  {
    header: 'Download',
    headerClassName: 'text-right',
    cellClassName: 'text-right',
    cell: (invoice) => <InvoiceLinks invoice={invoice} />,
  },
];

/** Billing History: the account's real invoices (an empty list says so; a failure says so). */
export function BillingHistory({
  invoices,
  failed,
}: {
  invoices: InvoiceView[] | undefined;
  failed: boolean;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-950">Billing History</h2>
      <div className="mt-4">
        {failed ? (
          <p className="text-sm text-red-700">Failed to load invoices.</p>
        ) : !invoices ? (
          <p className="text-sm text-slate-600">Loading invoices…</p>
        ) : invoices.length === 0 ? (
          <p className="text-sm text-slate-600">No invoices yet.</p>
        ) : (
          <ResponsiveList
            rows={invoices}
            columns={columns}
            label="Invoices"
            breakpoint="md"
            card={(invoice) => <InvoiceCard invoice={invoice} />}
          />
        )}
      </div>
    </Card>
  );
}
