import { formatMoney } from '@shared/kernel/format.js';
import type { z } from '@shared/kernel/zod.js';
import { sendInvoiceForm, type ProjectPaymentsView } from '@shared/payments/schemas/payments.js';
import { Alert } from '../../../components/ui/alert';
import { Form, SubmitButton } from '../../../components/ui/form';
import { MoneyInput } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendInvoice } from '../api/payments';

/** The stages an invoice can still be sent for: not the deposit, and not invoiced in full. */
function openStages(view: ProjectPaymentsView) {
  return view.stages.filter((stage) => stage.stage !== 'deposit' && stage.amount > stage.invoiced);
}

/** What is left to invoice of `name` (0 when it is not open). */
function leftOf(view: ProjectPaymentsView, name: string): number {
  const found = openStages(view).find((candidate) => candidate.stage === name);
  return found ? Math.round((found.amount - found.invoiced) * 100) / 100 : 0;
}

/** The form's start: the first open stage, for all that is left of it. */
function startOf(view: ProjectPaymentsView) {
  const first = openStages(view)[0];
  return { stage: first?.stage, amount: String(first ? leftOf(view, first.stage) : '') };
}

/** Sends the homeowner an invoice for all or part of a stage not invoiced yet (mailed with a pay link). */
export function SendInvoiceForm({ projectId, view }: { projectId: string; view: ProjectPaymentsView }) {
  const open = openStages(view);
  const send = useSendInvoice(projectId);
  const { message, show } = useTimedMessage();
  const form = useZodForm(sendInvoiceForm, { defaultValues: startOf(view) });
  const stage = form.watch('stage');
  // Once every payment is invoiced the form goes, and the answer to the last send stays in its place.
  if (open.length === 0 || !stage)
    return message ? (
      <Alert variant={message.variant} className="mt-5">
        {message.text}
      </Alert>
    ) : null;

  const onSubmit = async (values: z.output<typeof sendInvoiceForm>) => {
    try {
      const next = await send.mutateAsync(values);
      // What was invoiced is no longer left: start again from what the answer says is open.
      form.reset(startOf(next));
      show('success', `Invoice for ${formatMoney(values.amount)} sent to the homeowner.`);
    } catch (failure) {
      if (!showFieldIssues(form, failure))
        show('error', errorMessage(failure, 'The invoice could not be sent.'));
    }
  };
  const stageField = form.field('stage');

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="mt-5 space-y-3 rounded-lg border border-slate-200 p-4"
      aria-label="Send an invoice"
    >
      <h3 className="text-sm font-semibold text-slate-900">Send an invoice</h3>
      <div className="grid gap-3">
        <Select
          label="Payment"
          // What is left shows under the amount: the panel's column is too narrow for it in an option.
          options={open.map((candidate) => ({ value: candidate.stage, label: candidate.label }))}
          {...stageField}
          onChange={(event) => {
            void stageField.onChange(event);
            form.setValue('amount', String(leftOf(view, event.target.value)));
          }}
        />
        <MoneyInput
          label="Amount ($)"
          hint={`${formatMoney(leftOf(view, stage))} left of this payment`}
          required
          min="1"
          {...form.field('amount')}
        />
      </div>
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      <SubmitButton form={form} size="sm" pending="Sending invoice…">
        Send invoice
      </SubmitButton>
    </Form>
  );
}
