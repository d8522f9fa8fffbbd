import { estimateJob } from '@shared/estimates/schemas/jobs.js';
import { sqsConsumer } from '../../platform/consumer.js';
import { log } from '../../platform/log.js';
import { acceptedProposalOf } from '../service/contracts-service.js';
import { ensureContract } from '../service/documents-service.js';

/**
 * generate-contract consumer: builds the contract PDF of an estimate's accepted proposal once
 * (queued by the acceptance; `version` is the estimate version the proposal was made from).
 */
export const handler = sqsConsumer('generate-contract', estimateJob, async (job) => {
  const proposal = await acceptedProposalOf(job.accountId, job.estimateId);
  if (!proposal || proposal.estimateVersion !== job.version) {
    log('warn', 'generate-contract: no accepted proposal for this estimate version', { ...job });
    return;
  }
  await ensureContract(proposal, false);
});
