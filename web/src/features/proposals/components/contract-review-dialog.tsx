import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import { signaturesUpgradeMessage } from '@shared/kernel/plans.js';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { UpgradeNote } from '../../../components/ui/upgrade-note';

/** Props of ContractReviewDialog. */
export interface ContractReviewDialogProps {
  open: boolean;
  estimate: Estimate;
  /** The contract's human number (C-1042), when it has one. */
  contractNumber: string | null;
  /** Opens the generated contract PDF. */
  onOpenPdf: () => void;
  onSend: () => void;
  onClose: () => void;
  downloading: boolean;
  sending: boolean;
  /** False on a plan without signatures: the dialog says why and links Billing instead of sending. */
  canSend: boolean;
}

/**
 * Generate Contract's next step (docs/product.md#documents): what the contract says — parties, property, price,
 * installation — and the PDF to read, before Send for Signing mails it to the homeowner.
 */
export function ContractReviewDialog({
  open,
  estimate,
  contractNumber,
  onOpenPdf,
  onSend,
  onClose,
  downloading,
  sending,
  canSend,
}: ContractReviewDialogProps) {
  const customer = [estimate.customer_first_name, estimate.customer_last_name].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ...(contractNumber ? [['Contract', contractNumber] as [string, string]] : []),
    ['Customer', estimate.customer_email ? `${customer} · ${estimate.customer_email}` : customer],
    ['Property', estimate.address],
    ['Contract price', estimate.final_price === null ? '—' : formatMoney(estimate.final_price)],
    [
      'Installation',
      estimate.scheduled_install_date ? formatDate(estimate.scheduled_install_date) : 'To be agreed',
    ],
  ];
  return (
    <Modal open={open} onClose={onClose} title="Review the contract" className="max-w-lg">
      <div className="space-y-5 p-6">
        <p className="text-sm text-slate-600">
          Check the contract before it goes to your customer. Send for Signing mails them a link that works
          once.
        </p>
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="grid gap-1 px-4 py-2.5 sm:grid-cols-3">
              <dt className="text-slate-500">{term}</dt>
              <dd className="break-words font-medium text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" size="sm" loading={downloading} onClick={onOpenPdf}>
          Open the contract (PDF)
        </Button>
        {!canSend && <UpgradeNote text={signaturesUpgradeMessage()} />}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {canSend ? 'Not yet' : 'Close'}
          </Button>
          {canSend && (
            <Button variant="accent" onClick={onSend} loading={sending}>
              Send for Signing
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
