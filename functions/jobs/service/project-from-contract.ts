import { monthOf } from '@shared/jobs/reports.js';
import { daysBetween } from '@shared/kernel/time.js';
import type { ContractRecord, ProposalRecord } from '../../documents/index.js';
import { putProject } from '../data/projects.js';
import { setEstimateFlags } from '../../estimates/index.js';
import { factsOfProposal, newProject } from './project-records.js';

/**
 * Hook of the signature: the project of a signed contract, created once per proposal whatever is
 * retried, and the signature counted in the reports in the same transaction.
 */
export async function projectFromSignedContract(
  contract: ContractRecord,
  proposal: ProposalRecord,
  signed: { signerName: string; signedAt: string },
): Promise<void> {
  const { signedAt } = signed;
  const record = await newProject(
    contract.accountId,
    factsOfProposal(proposal, signedAt),
    null,
    new Date(signedAt),
    `Contract signed by ${signed.signerName}`,
  );
  const made = await putProject(record, {
    source: proposal.proposalId,
    report: {
      month: monthOf(signedAt),
      event: {
        kind: 'contract-signed',
        cents: proposal.totalCents,
        daysSinceSent: proposal.sentAt ? Math.max(0, daysBetween(proposal.sentAt, signedAt)) : null,
      },
    },
  });
  // The estimate page links to the project of its signed contract.
  if (made)
    await setEstimateFlags(
      contract.accountId,
      contract.estimateId,
      { projectId: record.projectId },
      new Date(signedAt),
    );
}
