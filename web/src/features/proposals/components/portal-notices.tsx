import { Link } from 'react-router';
import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '@shared/kernel/format.js';

/** Banners above the proposal: the contractor's preview, an answer given elsewhere, or the decision made. */
export function PortalNotices({
  proposal,
  preview,
  notice,
}: {
  proposal: PortalProposal;
  preview: boolean;
  /** The server's word when someone else answered first. */
  notice: string | null;
}) {
  const status = proposal.proposal.status;
  return (
    <>
      {preview && (
        <Alert variant="info" title="Preview">
          This is what {proposal.customer.name} sees. Nothing you do here is recorded.{' '}
          <Link to="/dashboard/proposals" className="font-semibold underline">
            Back to Proposals
          </Link>
        </Alert>
      )}
      {notice && <Alert variant="info">{notice}</Alert>}
      {status === 'accepted' && (
        <Alert variant="success" title="Proposal accepted">
          {preview ? proposal.customer.name : 'You'} accepted this proposal
          {proposal.proposal.decided_at ? ` on ${formatDate(proposal.proposal.decided_at)}` : ''}.
          {preview || proposal.contract
            ? ''
            : ` ${proposal.company.company_name} will send you the contract to sign.`}
        </Alert>
      )}
      {status === 'rejected' && (
        <Alert variant="info" title="Proposal declined">
          {preview ? proposal.customer.name : 'You'} declined this proposal
          {proposal.proposal.decided_at ? ` on ${formatDate(proposal.proposal.decided_at)}` : ''}.
          {preview ? '' : ` Changed your mind? Contact ${proposal.company.company_name}.`}
        </Alert>
      )}
    </>
  );
}
