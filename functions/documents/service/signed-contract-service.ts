import { CONTRACT_MESSAGES } from '@shared/documents/proposals.js';
import type { SignedContractView } from '@shared/documents/schemas/signed-contract.js';
import { getContract, getSigningLink, type ContractRecord } from '../data/contracts.js';
import { pdfUrl } from '../../platform/data/objects.js';
import { getProposal, type ProposalRecord } from '../data/proposals.js';
import { NotFoundError } from '../../platform/errors.js';
import { hashToken } from '../../platform/secure-token.js';
import { homeownerCompanyView } from './proposal-view.js';
import { contractFileName } from './document-inputs.js';
import { homeownerCompanyOf } from '../../accounts/index.js';
import { centsAsDollars } from '@shared/kernel/format.js';

/**
 * The contract and proposal a used signing link signed (for the payment step that follows signing),
 * or 404 with the invalid-link message for any other link.
 */
export async function signedContractOfToken(
  token: string,
): Promise<{ contract: ContractRecord; proposal: ProposalRecord }> {
  const link = await getSigningLink(hashToken(token));
  if (!link?.usedAt) throw new NotFoundError(CONTRACT_MESSAGES.linkInvalid);
  const [contract, proposal] = await Promise.all([
    getContract(link.accountId, link.estimateId, link.proposalId),
    getProposal(link.accountId, link.proposalId),
  ]);
  const signed =
    contract?.signedAt &&
    contract.signedKey &&
    contract.signerName &&
    contract.signingHash === link.tokenHash;
  if (!contract || !proposal || !signed) throw new NotFoundError(CONTRACT_MESSAGES.linkInvalid);
  return { contract, proposal };
}

/**
 * GET /api/signing/{token}/signed: the signed contract behind a used signing link, so the homeowner
 * who reopens it gets the signed page and the PDF instead of an error. Only the link that signed
 * opens it; an unknown, unused, replaced or unsigned link answers 404 with the invalid-link message.
 */
export async function openSignedContract(token: string, now = new Date()): Promise<SignedContractView> {
  const { contract, proposal } = await signedContractOfToken(token);
  const company = homeownerCompanyView(await homeownerCompanyOf(proposal.accountId, proposal.createdBy, now));
  return {
    contract_id: contract.contractId,
    company,
    customer_name: proposal.customerName,
    property_address: proposal.snapshot.propertyAddress,
    total_price: centsAsDollars(proposal.snapshot.pricing.totalCents),
    signed_at: contract.signedAt!,
    signer_name: contract.signerName!,
    signed_pdf_url: await pdfUrl(contract.signedKey!, contractFileName(contract, proposal), now),
  };
}
