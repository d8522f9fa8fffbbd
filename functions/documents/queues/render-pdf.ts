import { renderPdfJob } from '@shared/documents/schemas/proposals.js';
import { sqsConsumer } from '../../platform/consumer.js';
import { getEstimate } from '../../estimates/index.js';
import { getProposal } from '../data/proposals.js';
import { ensureEstimatePdf, ensureProposalPdf } from '../service/documents-service.js';

/**
 * render-pdf consumer: renders and stores a PDF once per (estimate, version, kind, proposal). A
 * duplicate arriving while the first renders throws, so its message is retried and then finds the
 * PDF done; a job for a deleted proposal or a superseded estimate version has nothing to render.
 */
export const handler = sqsConsumer('render-pdf', renderPdfJob, async (job) => {
  if (job.proposalId) {
    const proposal = await getProposal(job.accountId, job.proposalId);
    if (proposal && proposal.estimateId === job.estimateId) await ensureProposalPdf(proposal, false);
    return;
  }
  const estimate = await getEstimate(job.accountId, job.estimateId);
  // A newer version renders when it is downloaded; an old version's data is gone.
  if (!estimate || estimate.version !== job.version) return;
  await ensureEstimatePdf(estimate, job.kind, false);
});
