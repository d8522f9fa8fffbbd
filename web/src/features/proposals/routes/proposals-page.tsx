import { useState } from 'react';
import { Link } from 'react-router';
import { PROPOSAL_MESSAGES, PROPOSAL_TABS, type ProposalTab } from '@shared/documents/proposals.js';
import type { ProposalSummary } from '@shared/documents/schemas/proposals.js';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardLine } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteProposal, useProposals, useUpdateProposalStatus } from '../api/proposals';
import { formatDate, formatMoney, formatSqft } from '@shared/kernel/format.js';
import { ProposalStatusBadge } from '../components/proposal-status-badge';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

const TAB_LABELS: Record<ProposalTab, string> = {
  all: 'All',
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

function Detail({
  label,
  value,
  capitalize = false,
}: {
  label: string;
  value: string;
  capitalize?: boolean;
}) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn('font-medium text-slate-900', capitalize && 'capitalize')}>{value}</dd>
    </div>
  );
}

function ProposalCard({
  proposal,
  onSend,
  onDelete,
  sending,
}: {
  proposal: ProposalSummary;
  onSend: () => void;
  onDelete: () => void;
  sending: boolean;
}) {
  return (
    <Card className="flex min-w-0 flex-col p-5" data-testid="proposal-card">
      <CardLine>
        <div className="min-w-0">
          {proposal.number && (
            <p
              className="text-xs font-semibold uppercase tracking-wide text-slate-500"
              data-testid="proposal-number"
            >
              {proposal.number}
            </p>
          )}
          <h2 className="truncate font-semibold text-brand-950">{proposal.customer_name}</h2>
          <p className="truncate text-sm text-slate-600">{proposal.customer_email}</p>
        </div>
        <ProposalStatusBadge status={proposal.status} />
      </CardLine>
      {proposal.property_address && (
        <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-700" data-testid="proposal-address">
          <Icon name="pin" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className="min-w-0 break-words">{proposal.property_address}</span>
        </p>
      )}
      <p className="mt-4 text-2xl font-bold tabular-nums text-brand-950">
        {formatMoney(proposal.pricing.total)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Detail label="Created" value={formatDate(proposal.created_at)} />
        <Detail
          label="Valid until"
          value={proposal.valid_until ? formatDate(proposal.valid_until) : 'Set when sent'}
        />
        <Detail label="Roof area" value={formatSqft(proposal.satellite_data.square_footage)} />
        <Detail label="Roof type" value={proposal.satellite_data.roof_type.replace(/_/g, ' ')} capitalize />
        <Detail label="Complexity" value={proposal.satellite_data.complexity} capitalize />
      </dl>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Link
          to={`/proposal/${proposal.id}`}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`View proposal for ${proposal.customer_name}`}
        >
          View
        </Link>
        {proposal.status === 'draft' && (
          <>
            <Button
              size="sm"
              onClick={onSend}
              loading={sending}
              aria-label={`Send proposal to ${proposal.customer_name}`}
            >
              Send
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={onDelete}
              aria-label={`Delete proposal for ${proposal.customer_name}`}
            >
              Delete
            </Button>
          </>
        )}
        {proposal.status === 'sent' && (
          <a
            href={`/proposal/${proposal.id}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('ghost', 'sm')}
            aria-label={`Preview proposal for ${proposal.customer_name} in a new tab`}
          >
            Preview
          </a>
        )}
      </div>
    </Card>
  );
}

/** /dashboard/proposals — every proposal of the account by status, with Send and Delete for drafts (docs/product.md#documents). */
export function ProposalsPage() {
  usePageTitle('Proposals');
  const { user } = useSession();
  const [tab, setTab] = useState<ProposalTab>('all');
  const query = useProposals(tab);
  const send = useUpdateProposalStatus();
  const remove = useDeleteProposal();
  const { message, show } = useTimedMessage();
  const [deleting, setDeleting] = useState<ProposalSummary | null>(null);

  if (!user) return <Alert variant="info">{PROPOSAL_MESSAGES.loggedOut}</Alert>;

  const proposals = query.data?.pages.flatMap((page) => page.proposals) ?? [];

  const sendDraft = async (proposal: ProposalSummary) => {
    try {
      const result = await send.mutateAsync({ id: proposal.id, status: 'sent' });
      show('success', result.message);
    } catch {
      show('error', PROPOSAL_MESSAGES.statusFailed);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      show('success', 'Proposal deleted.');
    } catch (error) {
      setDeleting(null);
      show('error', errorMessage(error, PROPOSAL_MESSAGES.deleteFailed));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Proposals"
        description="Every proposal you send from an estimate, and where your customer is with it."
      />

      <div role="group" aria-label="Filter by status" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {PROPOSAL_TABS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => setTab(value)}
            className={cn(
              'h-9 shrink-0 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
              tab === value
                ? 'bg-brand-900 text-white ring-brand-900'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {TAB_LABELS[value]}
          </button>
        ))}
      </div>

      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      {query.isPending ? (
        <PageSpinner label="Loading proposals…" />
      ) : query.isError ? (
        <Alert variant="error">Unable to load proposals. Please try again later.</Alert>
      ) : proposals.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-brand-950">
            {tab === 'all' ? 'No proposals yet' : `No ${TAB_LABELS[tab].toLowerCase()} proposals`}
          </h2>
          <p className="mt-2 max-w-md text-sm text-slate-600">
            Open an estimate and use Send to Customer: the proposal and its secure link appear here.
          </p>
          <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-6')}>
            Go to Dashboard
          </Link>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {proposals.map((proposal) => (
              <ProposalCard
                key={proposal.id}
                proposal={proposal}
                onSend={() => void sendDraft(proposal)}
                onDelete={() => setDeleting(proposal)}
                sending={send.isPending && send.variables?.id === proposal.id}
              />
            ))}
          </div>
          <ShowMoreButton query={query} />
        </>
      )}

      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title="Delete proposal">
        <div className="px-6 pb-6 pt-3">
          <p className="text-slate-700">{PROPOSAL_MESSAGES.deleteConfirm}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={remove.isPending}>
              Delete
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
