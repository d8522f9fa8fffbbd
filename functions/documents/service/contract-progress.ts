import type { ContractProgress } from '@shared/documents/schemas/signed-contract.js';
import { getContract } from '../data/contracts.js';
import { getAccountSettings, hasSignatures } from '../../accounts/index.js';
import { pdfUrl } from '../../platform/data/objects.js';
import type { ProposalRecord } from '../data/proposals.js';
import { contractFileName } from './document-inputs.js';

/** Where an accepted proposal's contract stands, for the homeowner's proposal page; null before acceptance. */
export async function contractProgressOf(
  proposal: ProposalRecord,
  now = new Date(),
): Promise<ContractProgress | null> {
  if (proposal.status !== 'accepted') return null;
  const contract = await getContract(proposal.accountId, proposal.estimateId, proposal.proposalId);
  if (contract?.signedAt && contract.signedKey)
    return {
      stage: 'signed',
      sent_at: contract.signingIssuedAt,
      signed_at: contract.signedAt,
      signer_name: contract.signerName,
      signed_pdf_url: await pdfUrl(contract.signedKey, contractFileName(contract, proposal), now),
    };
  const [{ defaults }, signatures] = await Promise.all([
    getAccountSettings(proposal.accountId),
    hasSignatures(proposal.accountId, now),
  ]);
  return {
    sign_now: defaults.sign_after_accept && signatures,
    stage: contract?.signingIssuedAt ? 'sent' : 'preparing',
    sent_at: contract?.signingIssuedAt ?? null,
    signed_at: null,
    signer_name: null,
    signed_pdf_url: null,
  };
}
