import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import type { ContractProgress } from '@shared/documents/schemas/signed-contract.js';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { SignNowButton } from './sign-now-button';
import { formatDate } from '@shared/kernel/format.js';

/** Accepted: where the contract stands (sent, signed) and the documents so far. */
export function PortalContractStatus({
  proposal,
  contract,
  pdfHref,
  token,
}: {
  proposal: PortalProposal;
  contract: ContractProgress;
  pdfHref: string;
  token: string;
}) {
  const decided = proposal.proposal.decided_at;
  const steps: { label: string; detail: string; done: boolean }[] = [
    { label: 'Proposal accepted', detail: decided ? formatDate(decided) : '', done: true },
    {
      label: 'Contract sent for signing',
      detail: contract.sent_at
        ? `${formatDate(contract.sent_at)} to ${proposal.customer.email}`
        : `${proposal.company.company_name} is preparing it`,
      done: contract.stage !== 'preparing',
    },
    {
      label: 'Contract signed',
      detail:
        contract.signed_at && contract.signer_name
          ? `${formatDate(contract.signed_at)} by ${contract.signer_name}`
          : 'Waiting for your signature',
      done: contract.stage === 'signed',
    },
  ];
  return (
    <Card className="p-5" data-testid="contract-status">
      <h2 className="text-lg font-semibold text-brand-950">Where things stand</h2>
      <ol className="mt-3 space-y-3 text-sm">
        {steps.map((step) => (
          <li key={step.label} className="flex gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
                step.done ? 'bg-green-600 text-white' : 'bg-slate-200 text-slate-500',
              )}
            >
              {step.done && <Icon name="check" className="size-3.5" strokeWidth={3} />}
            </span>
            <span>
              <span className="font-medium text-slate-900">
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (not yet)'}</span>
              </span>
              <span className="block text-slate-600">{step.detail}</span>
            </span>
          </li>
        ))}
      </ol>
      {contract.stage !== 'signed' && contract.sign_now && (
        <div className="mt-4">
          <SignNowButton token={token} />
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {contract.signed_pdf_url && (
          <a href={contract.signed_pdf_url} className={buttonClasses('primary', 'md')}>
            <Icon name="download" className="size-4" strokeWidth={2} />
            Download signed contract (PDF)
          </a>
        )}
        <a href={pdfHref} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'md')}>
          Download PDF Proposal
        </a>
      </div>
    </Card>
  );
}
