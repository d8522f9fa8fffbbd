import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import { schedulePayments, warrantyPeriod } from '@shared/documents/payment-schedule.js';
import { formatCents } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';

/**
 * How the total is paid (the schedule the proposal was sent with, as amounts of the total shown —
 * the chosen option's with options) and the workmanship warranty.
 */
export function PortalPaymentTerms({
  proposal,
  totalCents,
}: {
  proposal: PortalProposal;
  totalCents: number;
}) {
  const schedule = proposal.payment_schedule;
  const years = proposal.warranty_years;
  if (!schedule && !years) return null;
  const payments = schedule
    ? schedulePayments(
        {
          depositPercent: schedule.deposit_percent,
          progressPercent: schedule.progress_percent,
          finalPercent: schedule.final_percent,
        },
        totalCents,
      )
    : [];
  return (
    <Card className="p-5" data-testid="payment-schedule">
      {schedule && (
        <>
          <h2 className="text-lg font-semibold text-brand-950">Payment schedule</h2>
          <dl className="mt-3 divide-y divide-slate-100 text-sm">
            {payments.map((payment) => (
              <div key={payment.stage} className="flex items-start justify-between gap-4 py-3">
                <dt>
                  <span className="font-medium text-slate-900">
                    {payment.label} ({payment.percent}%)
                  </span>
                  <span className="block text-slate-500">{payment.due}</span>
                </dt>
                <dd className="shrink-0 font-medium tabular-nums text-slate-900">
                  {formatCents(payment.amountCents)}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {years ? (
        <p
          className={
            schedule ? 'mt-3 border-t border-slate-100 pt-3 text-sm text-slate-700' : 'text-sm text-slate-700'
          }
        >
          <span className="font-medium text-slate-900">Workmanship warranty: </span>
          {warrantyPeriod(years)} from completion of the work, on top of the manufacturer&apos;s material
          warranty.
        </p>
      ) : null}
    </Card>
  );
}
