import { useState } from 'react';
import { CONTRACT_MESSAGES, PROPOSAL_MESSAGES } from '@shared/documents/proposals.js';
import { signaturesUpgradeMessage } from '@shared/kernel/plans.js';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import type { AlertVariant } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { UpgradeNote } from '../../../components/ui/upgrade-note';
import { errorMessage } from '../../../lib/api-client';
import { useSignaturesAllowed } from '../../../lib/plan-features';
import {
  fetchDownloadLink,
  startDownload,
  useCreateDraft,
  useGenerateContract,
  useSendForSigning,
  useSendProposal,
} from '../api/proposals';
import { ContractReviewDialog } from './contract-review-dialog';
import { SendProposalDialog } from './send-proposal-dialog';

/** Props of EstimateActions. */
export interface EstimateActionsProps {
  estimate: Estimate;
  /** Shows a banner on the estimate screen (green success, red error, blue info). */
  onMessage: (variant: AlertVariant, text: string) => void;
}

type Download = 'proposal' | 'report' | 'contract';

// Two buttons per row on a phone, as the estimate screen lays out its actions.
const COMPACT = 'max-sm:px-2 max-sm:text-xs';

/**
 * The proposal, PDF, contract and signing actions of an estimate (docs/product.md#documents): Send to
 * Customer, Download PDF, Measurement Report, Generate Contract, Send for Signing and the contract
 * download, each with the spec's success and failure messages.
 */
export function EstimateActions({ estimate, onMessage }: EstimateActionsProps) {
  const send = useSendProposal();
  const draft = useCreateDraft();
  const generate = useGenerateContract(estimate.id);
  const signing = useSendForSigning(estimate.id);
  // On a plan without signatures the button would only fail: the reason and Billing take its place.
  const canSign = useSignaturesAllowed();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [contractNumber, setContractNumber] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<Download | null>(null);

  const priced = estimate.measurement_status === 'measured' && estimate.pricing !== null;
  const accepted = estimate.accepted;
  const customerName = [estimate.customer_first_name, estimate.customer_last_name].filter(Boolean).join(' ');

  const download = async (kind: Download) => {
    setDownloading(kind);
    try {
      const url =
        kind === 'contract'
          ? await fetchDownloadLink(`/estimates/${encodeURIComponent(estimate.id)}/contract-pdf`)
          : await fetchDownloadLink(`/estimates/${encodeURIComponent(estimate.id)}/generate-pdf`, { kind });
      startDownload(url);
    } catch (error) {
      onMessage('error', errorMessage(error, CONTRACT_MESSAGES.downloadFailed));
    } finally {
      setDownloading(null);
    }
  };

  const sendProposal = async (customer: { customer_name: string; customer_email: string }) => {
    setDialogError(null);
    try {
      const result = await send.mutateAsync({ estimate_id: estimate.id, ...customer });
      setDialogOpen(false);
      onMessage('success', PROPOSAL_MESSAGES.sent(result.proposal.customer_email));
    } catch (error) {
      setDialogError(errorMessage(error, PROPOSAL_MESSAGES.sendFailed));
    }
  };

  const saveDraft = async (customer: { customer_name: string; customer_email: string }) => {
    setDialogError(null);
    try {
      await draft.mutateAsync({ estimate_id: estimate.id, ...customer });
      setDialogOpen(false);
      onMessage('info', 'Draft saved. Send it from Proposals when you are ready.');
    } catch (error) {
      setDialogError(errorMessage(error, PROPOSAL_MESSAGES.sendFailed));
    }
  };

  const generateContract = async () => {
    try {
      const result = await generate.mutateAsync(undefined);
      onMessage('success', result.message);
      setContractNumber(result.contract_number ?? null);
      // The contractor reads what was generated before it is sent (docs/product.md#documents).
      if (!estimate.contract_signed) setReviewing(true);
    } catch (error) {
      onMessage('error', errorMessage(error, CONTRACT_MESSAGES.generateFailed));
    }
  };

  const sendForSigning = async () => {
    try {
      const result = await signing.mutateAsync(undefined);
      onMessage('success', result.message);
    } catch (error) {
      onMessage('error', errorMessage(error, CONTRACT_MESSAGES.signingFailed));
    } finally {
      setReviewing(false);
    }
  };

  const downloadButton = (kind: Download, label: string, disabled: boolean) => (
    <Button
      variant="secondary"
      size="sm"
      className={COMPACT}
      disabled={disabled}
      loading={downloading === kind}
      onClick={() => void download(kind)}
    >
      {label}
    </Button>
  );

  return (
    <>
      {/* Sending is the estimate page's one primary action. */}
      <Button
        variant="accent"
        size="sm"
        className={COMPACT}
        disabled={!priced || accepted}
        onClick={() => {
          setDialogError(null);
          setDialogOpen(true);
        }}
      >
        Send to Customer
      </Button>
      {downloadButton('proposal', 'Download PDF', !priced)}
      {downloadButton('report', 'Measurement Report', !priced)}
      {/* A signed contract is final: only its download is offered (docs/decisions.md). */}
      {!estimate.contract_signed && (
        <>
          <Button
            variant="secondary"
            size="sm"
            className={COMPACT}
            disabled={!accepted}
            loading={generate.isPending}
            onClick={() => void generateContract()}
            aria-describedby={accepted ? undefined : 'contract-actions-note'}
          >
            Generate Contract
          </Button>
          {canSign && (
            <Button
              variant="secondary"
              size="sm"
              className={COMPACT}
              disabled={!accepted}
              loading={signing.isPending}
              onClick={() => void sendForSigning()}
              aria-describedby={accepted ? undefined : 'contract-actions-note'}
            >
              Send for Signing
            </Button>
          )}
        </>
      )}
      {accepted &&
        downloadButton(
          'contract',
          estimate.contract_signed ? 'Download Signed Contract' : 'Download Contract',
          false,
        )}
      {!accepted && (
        <p id="contract-actions-note" className="col-span-2 basis-full text-xs text-slate-500">
          {canSign
            ? 'Generate Contract and Send for Signing open once the customer accepts the proposal.'
            : 'Generate Contract opens once the customer accepts the proposal.'}
        </p>
      )}
      {!canSign && !estimate.contract_signed && (
        <UpgradeNote className="col-span-2 basis-full" text={signaturesUpgradeMessage()} />
      )}
      <ContractReviewDialog
        open={reviewing}
        estimate={estimate}
        contractNumber={contractNumber}
        downloading={downloading === 'contract'}
        sending={signing.isPending}
        canSend={canSign}
        onOpenPdf={() => void download('contract')}
        onSend={() => void sendForSigning()}
        onClose={() => setReviewing(false)}
      />
      <SendProposalDialog
        key={dialogOpen ? 'open' : 'closed'}
        open={dialogOpen}
        initialName={customerName}
        initialEmail={estimate.customer_email ?? ''}
        busy={send.isPending ? 'send' : draft.isPending ? 'draft' : null}
        error={dialogError}
        onSend={(customer) => void sendProposal(customer)}
        onSaveDraft={(customer) => void saveDraft(customer)}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
