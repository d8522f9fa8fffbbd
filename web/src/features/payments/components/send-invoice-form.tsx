import { useState, type FormEvent } from 'react';
import { formatMoney } from '@shared/kernel/format.js';
import type { PaymentStage } from '@shared/documents/payment-schedule.js';
import type { ProjectPaymentsView } from '@shared/payments/schemas/payments.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyInput } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useSendInvoice } from '../api/payments';

/** Sends the homeowner an invoice for all or part of a stage not invoiced yet (mailed with a pay link). */
export function SendInvoiceForm({ projectId, view }: { projectId: string; view: ProjectPaymentsView }) {
  const open = view.stages.filter((stage) => stage.stage !== 'deposit' && stage.amount > stage.invoiced);
  const [stage, setStage] = useState<PaymentStage | ''>(open[0]?.stage ?? '');
  const left = (name: string) => {
    const found = open.find((candidate) => candidate.stage === name);
    return found ? Math.round((found.amount - found.invoiced) * 100) / 100 : 0;
  };
  const [amount, setAmount] = useState(() => String(left(open[0]?.stage ?? '')));
  const send = useSendInvoice(projectId);
  const [sent, setSent] = useState<string | null>(null);
  if (open.length === 0 || !stage) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    send.mutate(
      { stage, amount: Number(amount) },
      { onSuccess: () => setSent(`Invoice for ${formatMoney(Number(amount))} sent to the homeowner.`) },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="mt-5 space-y-3 rounded-lg border border-slate-200 p-4"
      aria-label="Send an invoice"
    >
      <h3 className="text-sm font-semibold text-slate-900">Send an invoice</h3>
      <div className="grid gap-3">
        <Select
          label="Payment"
          value={stage}
          // What is left shows under the amount: the panel's column is too narrow for it in an option.
          options={open.map((candidate) => ({ value: candidate.stage, label: candidate.label }))}
          onValueChange={(value) => {
            setStage(value as PaymentStage);
            setAmount(String(left(value)));
          }}
        />
        <MoneyInput
          label="Amount ($)"
          value={amount}
          onValueChange={setAmount}
          hint={`${formatMoney(left(stage))} left of this payment`}
          required
          min="1"
        />
      </div>
      {send.isError && (
        <Alert variant="error">{errorMessage(send.error, 'The invoice could not be sent.')}</Alert>
      )}
      {sent && <Alert variant="success">{sent}</Alert>}
      <Button type="submit" size="sm" loading={send.isPending}>
        Send invoice
      </Button>
    </form>
  );
}
