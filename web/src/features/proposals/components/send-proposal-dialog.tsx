import { sendProposalForm, type SendProposalFormOutput } from '@shared/documents/schemas/proposals.js';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { EmailInput, Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { formatCount } from '@shared/kernel/format.js';
import { useZodForm } from '../../../lib/use-zod-form';
import { useProposalValidityDays } from '../api/proposals';

/** Props of SendProposalDialog. */
export interface SendProposalDialogProps {
  open: boolean;
  initialName: string;
  initialEmail: string;
  busy: 'send' | 'draft' | null;
  error: string | null;
  onSend: (customer: SendProposalFormOutput) => void;
  onSaveDraft: (customer: SendProposalFormOutput) => void;
  onClose: () => void;
}

/** Send to Customer: who gets the proposal link (both required), or keep it as a draft. */
export function SendProposalDialog({
  open,
  initialName,
  initialEmail,
  busy,
  error,
  onSend,
  onSaveDraft,
  onClose,
}: SendProposalDialogProps) {
  // The same setting the mail, the PDF and the portal read (docs/decisions.md, one validity).
  const validityDays = useProposalValidityDays(open);
  const lasts = validityDays ? formatCount(validityDays, 'day') : 'the validity set in Settings';
  const form = useZodForm(sendProposalForm, {
    defaultValues: { customer_name: initialName, customer_email: initialEmail },
  });

  return (
    <Modal open={open} onClose={onClose} title="Send to Customer">
      <Form form={form} onSubmit={onSend} failure={error} className="space-y-4 px-6 pb-6 pt-3">
        <p className="text-sm text-slate-600">
          Your customer gets an email with a secure link to the proposal. It works for {lasts}; they can
          accept or decline it online and download the PDF.
        </p>
        <Input label="Customer name" autoComplete="off" required {...form.field('customer_name')} />
        <EmailInput label="Customer email" autoComplete="off" {...form.field('customer_email')} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => void form.handleSubmit(onSaveDraft)()}
          >
            Save as Draft
          </Button>
          <Button type="submit" variant="accent" loading={busy === 'send'} disabled={busy !== null}>
            Send Proposal
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
