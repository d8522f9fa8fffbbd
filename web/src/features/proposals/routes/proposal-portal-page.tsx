import { useState } from 'react';
import { useParams } from 'react-router';
import { PROPOSAL_MESSAGES, type PortalAction } from '@shared/documents/proposals.js';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { usePageTitle } from '../../../lib/page-title';
import { getAccessToken } from '../../../lib/session';
import { answeredElsewhere, loadError, supersededBy } from '../api/portal-errors';
import { portalPdfHref, usePortalDecision, usePortalProposal } from '../api/proposals';
import { CompanyShell } from '../components/company-shell';
import { LinkLoading, LinkUnavailable } from '../components/page-states';
import { PortalContractStatus } from '../components/portal-contract-status';
import { PortalCostBreakdown } from '../components/portal-cost-breakdown';
import { PortalDecision } from '../components/portal-decision';
import { PortalHeading } from '../components/portal-heading';
import { PortalMeasurements } from '../components/portal-measurements';
import { PortalNotices } from '../components/portal-notices';
import { PortalOfferSection } from '../components/portal-offer-section';
import { PortalPaymentTerms } from '../components/portal-payment-terms';
import { PortalThankYou } from '../components/portal-thank-you';
import { SupersededLink } from '../components/superseded-link';
import {
  choiceProblemOf,
  choiceRequest,
  choiceTotalCents,
  initialChoice,
  missingChoice,
  type ChoiceProblem,
  type ChoiceState,
} from '../lib/offer-choice';

const CHECK_SELECTION = 'Please check your selection above.';

// Proposal ids are ULIDs; links carry 43-character tokens. A signed-in contractor opening
// /proposal/<id> (the Proposals screen's View and Preview) gets a read-only preview.
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** /proposal/:token — the homeowner's proposal: review, accept or decline, download the PDF. Reads well on a phone. */
export function ProposalPortalPage() {
  const { token = '' } = useParams();
  const preview = ULID.test(token) && Boolean(getAccessToken());
  const query = usePortalProposal(token, preview);
  // A decision that lost the race shows what stands now, so the proposal is read again.
  const decision = usePortalDecision(token, (error) =>
    answeredElsewhere(error) ? query.refetch() : undefined,
  );
  const [picked, setPicked] = useState<ChoiceState | null>(null);
  const [missing, setMissing] = useState<ChoiceProblem | null>(null);
  usePageTitle(query.data ? `Proposal from ${query.data.company.company_name}` : 'Your Roofing Proposal');

  if (query.isPending) return <LinkLoading label="Loading your proposal…" />;
  if (query.isError) {
    const current = supersededBy(query.error);
    return (
      <LinkUnavailable title="Proposal unavailable" message={loadError(query.error)}>
        {current ? (
          <SupersededLink token={token} current={current} />
        ) : (
          <p className="mt-4 text-sm text-slate-600">Please contact your contractor for a new link.</p>
        )}
      </LinkUnavailable>
    );
  }

  const proposal = query.data;
  const busy: PortalAction | null = decision.isPending ? decision.variables.action : null;
  const notice = answeredElsewhere(decision.error) ? decision.error.detail : null;
  const offer = proposal.offer;
  const choice = picked ?? (offer ? initialChoice(offer) : null);
  // A refused choice (400 `choice.<field>: …`) shows at its control (docs/decisions.md, "Accepting with a choice").
  const problem = missing ?? choiceProblemOf(decision.error);
  const actionError = problem
    ? CHECK_SELECTION
    : decision.isError && !notice
      ? PROPOSAL_MESSAGES.actionFailed(decision.variables.action)
      : null;
  const choose = (next: ChoiceState) => {
    setPicked(next);
    setMissing(null);
    if (decision.isError) decision.reset();
  };
  const total =
    offer && choice ? (choiceTotalCents(offer, choice) ?? 0) / 100 : proposal.estimate.final_price;
  const done = decision.data;
  const pdfHref = portalPdfHref(token);
  const status = proposal.proposal.status;
  const open = !preview && (status === 'sent' || status === 'viewed');
  const contractShown = status === 'accepted' && !preview && Boolean(proposal.contract);
  // Once the contract card is up it offers the proposal PDF itself: one Download PDF per page.
  const download = !preview && !contractShown && (
    <a href={pdfHref} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'md', 'w-full')}>
      <Icon name="download" className="size-4" strokeWidth={2} />
      Download PDF Proposal
    </a>
  );
  const beforeAccept = () => {
    const gap = offer && choice ? missingChoice(offer, choice) : null;
    setMissing(gap);
    return gap === null;
  };
  return (
    <CompanyShell company={proposal.company} branding={proposal.branding}>
      {done ? (
        <PortalThankYou
          proposal={proposal}
          status={done.status}
          message={done.message}
          pdfHref={pdfHref}
          token={token}
          signNow={done.sign_now === true}
        />
      ) : (
        <div className="space-y-6">
          <PortalNotices proposal={proposal} preview={preview} notice={notice} />

          {contractShown && proposal.contract && (
            <PortalContractStatus
              proposal={proposal}
              contract={proposal.contract}
              pdfHref={pdfHref}
              token={token}
            />
          )}

          <PortalHeading proposal={proposal} />

          {offer && choice ? (
            <PortalOfferSection
              proposal={proposal}
              offer={offer}
              state={choice}
              onChange={choose}
              disabled={!open && !preview}
              problem={problem}
              aside={download}
            />
          ) : (
            <div className="grid gap-6 lg:grid-cols-5">
              <div className="space-y-6 lg:col-span-3">
                <PortalMeasurements proposal={proposal} />
              </div>
              <div className="space-y-6 lg:col-span-2">
                <PortalCostBreakdown proposal={proposal} />
                <PortalPaymentTerms proposal={proposal} totalCents={Math.round(total * 100)} />
                {download}
              </div>
            </div>
          )}

          {/* With options, the amounts follow the option and upgrades chosen above. */}
          {offer && <PortalPaymentTerms proposal={proposal} totalCents={Math.round(total * 100)} />}

          {open && (
            <PortalDecision
              companyName={proposal.company.company_name}
              total={total}
              onAct={(action, notes) =>
                decision.mutate({
                  action,
                  notes,
                  choice: action === 'accept' && offer && choice ? choiceRequest(offer, choice) : undefined,
                })
              }
              busy={busy}
              error={actionError}
              beforeAccept={offer ? beforeAccept : undefined}
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
