import { formatDate, formatMoney, formatWholeDollars } from '@shared/kernel/format.js';
import type { SubscriptionView } from '@shared/billing/schemas/billing.js';
import { Card } from '../../../components/ui/card';

/** The presale the account started from: package, what was paid, the period it covers, the receipt and when billing starts. */
export function PresaleCard({ subscription }: { subscription: SubscriptionView }) {
  const presale = subscription.presale;
  if (!presale) return null;
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div>
        <p className="text-sm text-slate-600">Presale order</p>
        <h2 className="text-lg font-semibold text-brand-950">{presale.package_name}</h2>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Paid</dt>
          <dd className="mt-0.5 font-medium text-brand-950">
            {formatMoney(presale.amount_paid)} on {formatDate(presale.paid_at)}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Covers</dt>
          <dd className="mt-0.5 font-medium text-brand-950">
            {formatDate(presale.period_start)} – {formatDate(presale.period_end)}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Receipt</dt>
          <dd className="mt-0.5 font-medium">
            {presale.receipt_url ? (
              <a
                href={presale.receipt_url}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline hover:text-brand-900"
              >
                View receipt
              </a>
            ) : (
              <span className="text-brand-950">Sent by email</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Regular billing starts</dt>
          <dd className="mt-0.5 font-medium text-brand-950">{formatDate(presale.period_end)}</dd>
        </div>
      </dl>
      {!subscription.subscribed && (
        <p className="text-sm text-slate-600">
          Nothing more is charged until {formatDate(presale.period_end)}. Subscribe before then to keep
          working after it: your first charge of {formatWholeDollars(subscription.base_price)}/month is on
          that date, not today.
        </p>
      )}
    </Card>
  );
}
