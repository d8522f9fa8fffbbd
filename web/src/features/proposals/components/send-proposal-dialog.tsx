import { useState, type FormEvent } from 'react';
import { PROPOSAL_MESSAGES } from '@shared/domain/proposals.js';
import { sendProposalForm, type SendProposalFormOutput } from '@shared/schemas/proposals.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';

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

/** Send to Customer: who gets the proposal link (both required, spec 001 §5), or keep it as a draft. */
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
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState<string | null>(null);

  const parse = (): SendProposalFormOutput | null => {
    if (!name.trim() || !email.trim()) {
      setInvalid(PROPOSAL_MESSAGES.missingCustomer);
      return null;
    }
    const parsed = sendProposalForm.safeParse({ customer_name: name, customer_email: email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? PROPOSAL_MESSAGES.missingCustomer);
      return null;
    }
    setInvalid(null);
    return parsed.data;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const customer = parse();
    if (customer) onSend(customer);
  };

  return (
    <Modal open={open} onClose={onClose} title="Send to Customer">
      <form className="space-y-4 px-6 pb-6 pt-3" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">
          Your customer gets an email with a secure link to the proposal. It works for 30 days; they can
          accept or decline it online and download the PDF.
        </p>
        {(invalid || error) && <Alert variant="error">{invalid ?? error}</Alert>}
        <Input
          label="Customer name"
          name="customer_name"
          autoComplete="off"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label="Customer email"
          name="customer_email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => {
              const customer = parse();
              if (customer) onSaveDraft(customer);
            }}
          >
            Save as Draft
          </Button>
          <Button type="submit" variant="accent" loading={busy === 'send'} disabled={busy !== null}>
            Send Proposal
          </Button>
        </div>
      </form>
    </Modal>
  );
}
