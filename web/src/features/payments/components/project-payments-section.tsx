import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { PaymentView } from '@shared/payments/schemas/payments.js';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useProjectPayments, useRefund } from '../api/payments';
import { ReceiptLink } from './receipt-link';
import { SendInvoiceForm } from './send-invoice-form';

const PAYMENT_TONE: Record<PaymentView['status'], BadgeTone> = {
  succeeded: 'green',
  processing: 'blue',
  failed: 'red',
};

function paymentBadge(payment: PaymentView): { label: string; tone: BadgeTone } {
  if (payment.status === 'succeeded' && payment.refunded >= payment.amount)
    return { label: 'Refunded', tone: 'muted' };
  if (payment.status === 'succeeded' && payment.refunded > 0)
    return { label: 'Partly refunded', tone: 'amber' };
  const label = { succeeded: 'Paid', processing: 'Processing', failed: 'Failed' }[payment.status];
  return { label, tone: PAYMENT_TONE[payment.status] };
}

function Amount({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-1 text-base font-semibold tabular-nums sm:text-lg ${tone ?? 'text-slate-900'}`}>
        {formatMoney(value)}
      </dd>
    </div>
  );
}

/** The project's payments (docs/product.md#payments): the schedule with paid, due and overdue, each payment with its receipt, refunds by admins. */
export function ProjectPaymentsSection({ project, canEdit }: { project: { id: string }; canEdit: boolean }) {
  const payments = useProjectPayments(project.id);
  const refund = useRefund(project.id);
  const { hasPermission } = useSession();
  const canRefund = hasPermission('billing.manage');
  const [refunding, setRefunding] = useState<PaymentView | null>(null);

  if (payments.isPending) return <PageSpinner label="Loading payments…" />;
  if (payments.isError || !payments.data)
    return <Alert variant="error">{errorMessage(payments.error, 'Failed to load payments.')}</Alert>;
  const view = payments.data;
  if (!view.has_schedule) return null;

  return (
    <Card className="p-5" data-testid="project-payments">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-950">Payments</h2>
        {!view.enabled && (
          <Badge tone={view.state === 'restricted' ? 'red' : 'muted'}>
            {view.state === 'restricted' ? 'Payments restricted' : 'Online payments off'}
          </Badge>
        )}
      </div>
      {!view.enabled && (
        <p className="mt-1 text-sm text-slate-600">
          {view.state === 'restricted'
            ? `Stripe needs ${view.requirements.join(', ') || 'more details'} before homeowners can pay online. `
            : 'Homeowners cannot pay online yet. '}
          <Link
            to="/dashboard/settings/payments?onboarding=refresh"
            className="font-medium text-brand-700 underline"
          >
            Settings → Payments
          </Link>
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Amount label="Paid" value={view.paid} tone="text-green-800" />
        <Amount label="Processing" value={view.processing} />
        <Amount label="Due" value={view.due} />
        <Amount label="Overdue" value={view.overdue} tone={view.overdue > 0 ? 'text-red-700' : undefined} />
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Schedule</h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {view.stages.map((stage) => (
          <li
            key={stage.stage}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="font-medium text-slate-900">
              {stage.label} <span className="font-normal text-slate-500">({stage.percent}%)</span>
            </span>
            <span className="tabular-nums text-slate-700">
              {formatMoney(stage.amount)}
              {stage.paid > 0 && <span className="text-green-800"> · {formatMoney(stage.paid)} paid</span>}
              {stage.processing > 0 && (
                <span className="text-blue-800"> · {formatMoney(stage.processing)} processing</span>
              )}
              {stage.due > 0 && (
                <span className={stage.overdue > 0 ? 'text-red-700' : 'text-amber-800'}>
                  {' '}
                  · {formatMoney(stage.due)} {stage.overdue > 0 ? 'overdue' : 'due'}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {view.invoices.some((invoice) => invoice.pay_later && invoice.status === 'open') && (
        <p className="mt-2 text-sm text-amber-800">The homeowner chose to pay the deposit later.</p>
      )}
      {view.payments.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Payments received</h3>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {view.payments.map((payment) => {
              const badge = paymentBadge(payment);
              return (
                <li key={payment.id} className="space-y-1 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">
                      {payment.label} · {formatMoney(payment.amount)}
                    </span>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </div>
                  <p className="text-slate-600">
                    {formatDate(payment.at)}
                    {payment.method && ` · ${payment.method}`}
                    {payment.refunded > 0 && ` · ${formatMoney(payment.refunded)} refunded`}
                  </p>
                  {payment.failure && <p className="text-red-700">{payment.failure}</p>}
                  <div className="flex flex-wrap items-center gap-3">
                    {payment.receipt_url && payment.status !== 'failed' && (
                      <ReceiptLink href={payment.receipt_url} />
                    )}
                    {canRefund && payment.status === 'succeeded' && payment.refunded < payment.amount && (
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        onClick={() => setRefunding(payment)}
                      >
                        Refund
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {canEdit && view.enabled && <SendInvoiceForm projectId={project.id} view={view} />}
      {refund.isError && (
        <Alert variant="error" className="mt-3">
          {errorMessage(refund.error, 'The refund could not be made.')}
        </Alert>
      )}
      <ConfirmDialog
        open={refunding !== null}
        title="Refund this payment?"
        message={
          refunding
            ? `${formatMoney(refunding.amount - refunding.refunded)} goes back to the homeowner from your Stripe account. This cannot be undone.`
            : ''
        }
        confirmLabel="Refund"
        busy={refund.isPending}
        onCancel={() => setRefunding(null)}
        onConfirm={() =>
          refunding && refund.mutate({ paymentId: refunding.id }, { onSettled: () => setRefunding(null) })
        }
      />
    </Card>
  );
}
