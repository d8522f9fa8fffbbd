import { formatCents, formatDate } from '@shared/kernel/format.js';
import type { PresaleOrderView } from '@shared/operations/schemas/presale-orders.js';
import { Badge } from '../../../components/ui/badge';
import { EmailText } from '../../../components/ui/email-text';

/** Who bought: name over email. */
export function BuyerCell({ order }: { order: PresaleOrderView }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-brand-950">{order.buyer_name || '—'}</p>
      <p className="text-xs text-slate-500">
        <EmailText emails={order.buyer_email} />
      </p>
    </div>
  );
}

/** The package and what was paid for it. */
export function PackageCell({ order }: { order: PresaleOrderView }) {
  return (
    <div>
      <p className="text-slate-800">{order.package_name}</p>
      <p className="font-semibold tabular-nums text-brand-950">{formatCents(order.amount_cents)}</p>
    </div>
  );
}

/** Whether the buyer has signed up from the order: the account's company and when, or a note that they have not. */
export function AccountCell({ order }: { order: PresaleOrderView }) {
  if (!order.account) return <Badge tone="amber">Not signed up yet</Badge>;
  return (
    <div className="space-y-1">
      <Badge tone="green">Account created</Badge>
      <p className="text-sm text-slate-800">{order.company ?? 'Company not known'}</p>
      {order.account.claimed_at && (
        <p className="text-xs text-slate-500">Signed up {formatDate(order.account.claimed_at)}</p>
      )}
    </div>
  );
}

/** Stripe's receipt of the payment, when it was stored with the order. */
export function ReceiptLink({ order }: { order: PresaleOrderView }) {
  if (!order.receipt_url) return <span className="text-slate-500">—</span>;
  return (
    <a
      href={order.receipt_url}
      target="_blank"
      rel="noreferrer"
      className="whitespace-nowrap font-medium text-brand-700 underline hover:text-brand-900"
      aria-label={`Receipt of ${order.buyer_name || order.buyer_email}`}
    >
      Receipt
    </a>
  );
}
