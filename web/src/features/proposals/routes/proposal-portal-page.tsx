import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PROPOSAL_MESSAGES, type PortalAction } from '@shared/documents/proposals.js';
import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import type { ContractProgress } from '@shared/documents/schemas/signed-contract.js';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Stat } from '../../../components/ui/stat';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { getAccessToken } from '../../../lib/session';
import { portalPdfHref, usePortalDecision, usePortalProposal } from '../api/proposals';
import { CompanyContact, CompanyShell } from '../components/company-shell';
import { LinkLoading, LinkUnavailable, ResultCard } from '../components/page-states';
import { RoofPlan } from '../components/roof-plan';
import { formatDate, formatMoney, formatNumber, formatPercent, formatSqft } from '@shared/kernel/format.js';
import { pitchColours } from '@shared/estimates/pitch-colours.js';

// Proposal ids are ULIDs; links carry 43-character tokens. A signed-in contractor opening
// /proposal/<id> (the Proposals screen's View and Preview) gets a read-only preview.
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function loadError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    return PROPOSAL_MESSAGES.linkInvalid;
  if (error instanceof ApiError && error.status === 410)
    return error.fromServer ? error.detail : PROPOSAL_MESSAGES.linkExpired;
  return PROPOSAL_MESSAGES.loadFailed;
}

function Measurements({ proposal }: { proposal: PortalProposal }) {
  const { satellite_data: roof } = proposal.estimate;
  const colours = pitchColours(proposal.roof.pitch_table);
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 className="text-lg font-semibold text-brand-950">Roof measurements</h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Measured from {proposal.roof.simulated ? 'simulated' : 'satellite'} imagery
          {proposal.roof.imagery_date ? ` of ${formatDate(proposal.roof.imagery_date)}` : ''}.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-4 lg:grid-cols-2">
        <Stat label="Roof area" value={formatSqft(roof.square_footage)} />
        <Stat label="Squares" value={formatNumber(roof.squares, 1)} />
        <Stat label="Main pitch" value={roof.pitch} />
        <Stat label="Complexity" value={<span className="capitalize">{roof.complexity}</span>} />
      </dl>
      <div className="p-3 sm:p-5">
        <RoofPlan roof={proposal.roof} />
      </div>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-5 py-3 text-xs text-slate-600"
        aria-label="Pitch of the roof planes"
      >
        {proposal.roof.pitch_table.map((row) => (
          <li key={row.pitch} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 rounded-sm ring-1 ring-slate-300"
              style={{ background: colours.get(row.pitch) }}
            />
            {row.pitch}/12 pitch · {formatSqft(row.area_sqft)} ({formatPercent(row.percent)})
          </li>
        ))}
        <li>{proposal.roof.waste_percent}% waste allowance included</li>
      </ul>
    </Card>
  );
}

function CostBreakdown({ proposal }: { proposal: PortalProposal }) {
  const { estimate } = proposal;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Cost breakdown</h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {proposal.price_lines.map((line) => (
          <div key={line.label} className="flex items-start justify-between gap-4 py-3">
            <dt>
              <span className="font-medium text-slate-900">{line.label}</span>
              <span className="block text-slate-500">{line.detail}</span>
            </dt>
            <dd className="shrink-0 font-medium tabular-nums text-slate-900">{formatMoney(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-3">
          <dt className="font-semibold text-slate-900">Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(estimate.pricing.subtotal)}</dd>
        </div>
        {estimate.discount_percentage !== null && (
          <div className="flex justify-between gap-4 py-3 text-green-800">
            <dt className="font-semibold">Discount ({estimate.discount_percentage}%)</dt>
            <dd className="font-semibold tabular-nums">
              −{formatMoney(estimate.pricing.subtotal - estimate.final_price)}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-2 flex items-baseline justify-between gap-4 rounded-lg bg-brand-950 px-4 py-3 text-white">
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="portal-total">
          {formatMoney(estimate.final_price)}
        </span>
      </div>
    </Card>
  );
}

function Decision({
  companyName,
  total,
  onAct,
  busy,
  error,
}: {
  companyName: string;
  /** The total in dollars, named in the confirmation. */
  total: number;
  onAct: (action: PortalAction, notes: string) => void;
  busy: PortalAction | null;
  error: string | null;
}) {
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="border-accent-200 p-5 ring-1 ring-accent-100">
      <h2 className="text-lg font-semibold text-brand-950">Your decision</h2>
      <p className="mt-1 text-sm text-slate-600">
        Accepting tells {companyName} to prepare the contract for your signature. Nothing is charged now.
      </p>
      {error && (
        <Alert variant="error" className="mt-4">
          {error}
        </Alert>
      )}
      <Textarea
        className="mt-4"
        label="Notes for the contractor (optional)"
        rows={3}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        hint="Questions, preferred start dates or anything else they should know."
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Button
          variant="accent"
          size="lg"
          onClick={() => setConfirming(true)}
          loading={busy === 'accept'}
          disabled={busy !== null}
        >
          Accept Proposal
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => onAct('decline', notes)}
          loading={busy === 'decline'}
          disabled={busy !== null}
        >
          Decline
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Accept this proposal?"
        message={`You accept the work at a total of ${formatMoney(total)}. ${companyName} then prepares the contract for your signature; nothing is charged now.`}
        confirmLabel={`Accept for ${formatMoney(total)}`}
        confirmVariant="accent"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onAct('accept', notes);
        }}
      />
    </Card>
  );
}

/** Accepted: where the contract stands (sent, signed) and the documents so far. */
function ContractStatus({
  proposal,
  contract,
  pdfHref,
}: {
  proposal: PortalProposal;
  contract: ContractProgress;
  pdfHref: string;
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

function ThankYou({
  proposal,
  status,
  message,
  pdfHref,
}: {
  proposal: PortalProposal;
  status: string;
  message: string;
  pdfHref: string;
}) {
  const accepted = status === 'accepted';
  return (
    <ResultCard
      icon={accepted ? 'check' : 'minus'}
      positive={accepted}
      title={accepted ? 'Thank you — proposal accepted!' : 'Thank you for your answer'}
      message={message}
    >
      {accepted && (
        <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">
          Watch your inbox at {proposal.customer.email}: the contract to sign arrives there.
        </p>
      )}
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <a href={pdfHref} className={buttonClasses('secondary')} target="_blank" rel="noreferrer">
          Download PDF Proposal
        </a>
      </div>
      <CompanyContact company={proposal.company} className="mt-6 text-sm" />
    </ResultCard>
  );
}

/** Who the proposal is for and its dates, as term and value; a date only when it is set. */
function facts(proposal: PortalProposal): [string, string][] {
  const validUntil = proposal.proposal.valid_until;
  const installDate = proposal.estimate.scheduled_install_date;
  const rows: [string, string | null][] = [
    ['Prepared for', proposal.customer.name],
    ['Email', proposal.customer.email],
    ['Valid until', validUntil ? formatDate(validUntil) : null],
    ['Planned installation', installDate ? formatDate(installDate) : null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** A 409 or 410 with the server's word: someone (another tab, another device) answered first. */
function answeredElsewhere(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 410) && error.fromServer;
}

/** /proposal/:token — the homeowner's proposal: review, accept or decline, download the PDF. Reads well on a phone. */
export function ProposalPortalPage() {
  const { token = '' } = useParams();
  const preview = ULID.test(token) && Boolean(getAccessToken());
  const query = usePortalProposal(token, preview);
  // A decision that lost the race shows what stands now, so the proposal is read again.
  const decision = usePortalDecision(token, (error) =>
    answeredElsewhere(error) ? query.refetch() : undefined,
  );
  usePageTitle(query.data ? `Proposal from ${query.data.company.company_name}` : 'Your Roofing Proposal');

  if (query.isPending) return <LinkLoading label="Loading your proposal…" />;
  if (query.isError)
    return (
      <LinkUnavailable title="Proposal unavailable" message={loadError(query.error)}>
        <p className="mt-4 text-sm text-slate-600">Please contact your contractor for a new link.</p>
      </LinkUnavailable>
    );

  const proposal = query.data;
  const busy: PortalAction | null = decision.isPending ? decision.variables.action : null;
  const notice = answeredElsewhere(decision.error) ? decision.error.detail : null;
  const actionError =
    decision.isError && !notice ? PROPOSAL_MESSAGES.actionFailed(decision.variables.action) : null;
  const done = decision.data;
  const pdfHref = portalPdfHref(token);
  const status = proposal.proposal.status;
  const open = !preview && (status === 'sent' || status === 'viewed');
  return (
    <CompanyShell company={proposal.company} branding={proposal.branding}>
      {done ? (
        <ThankYou proposal={proposal} status={done.status} message={done.message} pdfHref={pdfHref} />
      ) : (
        <div className="space-y-6">
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

          {status === 'accepted' && !preview && proposal.contract && (
            <ContractStatus proposal={proposal} contract={proposal.contract} pdfHref={pdfHref} />
          )}

          <section aria-labelledby="proposal-title">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">
              Roofing proposal{proposal.proposal.number ? ` ${proposal.proposal.number}` : ''}
            </p>
            <h1
              id="proposal-title"
              className="mt-1 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
            >
              {proposal.estimate.address}
            </h1>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
              {facts(proposal).map(([term, value]) => (
                <div key={term}>
                  <dt className="inline">{term} </dt>
                  <dd className={cn('inline font-medium text-slate-900', term === 'Email' && 'break-all')}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <div className="grid gap-6 lg:grid-cols-5">
            <div className="space-y-6 lg:col-span-3">
              <Measurements proposal={proposal} />
            </div>
            <div className="space-y-6 lg:col-span-2">
              <CostBreakdown proposal={proposal} />
              {!preview && (
                <a
                  href={pdfHref}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClasses('secondary', 'md', 'w-full')}
                >
                  <Icon name="download" className="size-4" strokeWidth={2} />
                  Download PDF Proposal
                </a>
              )}
            </div>
          </div>

          {open && (
            <Decision
              companyName={proposal.company.company_name}
              total={proposal.estimate.final_price}
              onAct={(action, notes) => decision.mutate({ action, notes })}
              busy={busy}
              error={actionError}
            />
          )}

          <details className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-950">Terms of this proposal</summary>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
              {proposal.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ol>
          </details>
        </div>
      )}
    </CompanyShell>
  );
}
