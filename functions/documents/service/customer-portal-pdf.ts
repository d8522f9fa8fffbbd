import { pdfUrl } from '../../platform/data/objects.js';
import { proposalOfToken } from './customer-portal-service.js';
import { proposalFileName } from './document-inputs.js';
import { ensureProposalPdf } from './documents-service.js';

// Apart from customer-portal-service.ts: only this route renders, so only its bundle holds pdf-lib.

/** GET /api/customer-portal/proposal/{token}/pdf: a short-lived link to the proposal PDF (rendered now if the queue has not yet). */
export async function proposalPdfUrl(token: string, now = new Date()): Promise<string> {
  const proposal = await proposalOfToken(token, now);
  const document = await ensureProposalPdf(proposal, true);
  return pdfUrl(document.s3Key, proposalFileName(proposal), now);
}
