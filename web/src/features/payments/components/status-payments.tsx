import { formatDate, formatMoney } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';
import { useStatusPayments } from '../api/payments';
import { ReceiptLink } from './receipt-link';

/** The homeowner's status page: what has been paid, with receipts, and what is due (nothing when no payments were made online). */
export function StatusPayments({ token }: { token: string }) {
  const payments = useStatusPayments(token);
  const view = payments.data;
  if (!view || (view.payments.length === 0 && view.due === 0)) return null;
  return (
    <Card className="p-5" data-testid="status-payments">
      <h2 className="font-semibold text-brand-950">Payments</h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {view.payments.map((payment, index) => (
          <li key={index} className="space-y-1 py-2 text-sm">
            <div className="flex justify-between gap-3">
              <span className="font-medium text-slate-900">{payment.label}</span>
              <span className="tabular-nums text-slate-900">{formatMoney(payment.amount)}</span>
            </div>
            <p className="text-slate-600">
              {payment.status === 'processing' ? 'Processing · ' : 'Paid '}
              {formatDate(payment.at)}
              {payment.method && ` · ${payment.method}`}
              {payment.refunded > 0 && ` · ${formatMoney(payment.refunded)} refunded`}
            </p>
            {payment.receipt_url && <ReceiptLink href={payment.receipt_url} />}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        Paid so far: <strong className="text-slate-900">{formatMoney(view.paid)}</strong>
        {view.due > 0 && (
          <>
            {' '}
            · due now: <strong className="text-slate-900">{formatMoney(view.due)}</strong>
          </>
        )}
      </p>
    </Card>
  );
}
