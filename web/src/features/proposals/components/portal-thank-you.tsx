import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import { buttonClasses } from '../../../components/ui/button';
import { ResultCard } from './page-states';
import { SignNowButton } from './sign-now-button';

/** After an answer: thanks, what happens next and the PDF to keep. */
export function PortalThankYou({
  proposal,
  status,
  message,
  pdfHref,
  token,
  signNow = false,
}: {
  proposal: PortalProposal;
  status: string;
  message: string;
  pdfHref: string;
  token: string;
  /** Accepted and the contractor lets the homeowner sign straight away. */
  signNow?: boolean;
}) {
  const accepted = status === 'accepted';
  return (
    <ResultCard
      icon={accepted ? 'check' : 'minus'}
      positive={accepted}
      title={accepted ? 'Thank you — proposal accepted!' : 'Thank you for your answer'}
      message={message}
    >
      {accepted && signNow && (
        <div className="mt-6 flex justify-center">
          <SignNowButton token={token} />
        </div>
      )}
      {accepted && !signNow && (
        <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">
          Watch your inbox at {proposal.customer.email}: the contract to sign arrives there.
        </p>
      )}
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <a href={pdfHref} className={buttonClasses('secondary')} target="_blank" rel="noreferrer">
          Download PDF Proposal
        </a>
      </div>
    </ResultCard>
  );
}
