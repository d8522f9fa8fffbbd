import { getEstimate, saveEstimate, StaleEstimateError, type EstimateRecord } from '../data/estimates.js';
import { ConflictError } from '../errors.js';

/** The estimate fields the proposal and contract flow keeps in step (spec 001 §3, §4 estimate flags). */
export type EstimateFlags = Partial<Pick<EstimateRecord, 'proposalSent' | 'accepted' | 'contractSigned' | 'signingUrl'>>;

/**
 * Sets flags on an estimate through its optimistic lock (read, bump the version, write if nobody
 * wrote since), retrying on a concurrent edit, so neither the flags nor the edit is lost. A
 * deleted estimate is left alone; flags already as asked write nothing.
 */
export async function setEstimateFlags(accountId: string, estimateId: string, flags: EstimateFlags, now = new Date()): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const record = await getEstimate(accountId, estimateId);
    if (!record) return;
    const changed = (Object.keys(flags) as (keyof EstimateFlags)[]).some((name) => record[name] !== flags[name]);
    if (!changed) return;
    try {
      await saveEstimate(record, { ...record, ...flags, version: record.version + 1, updatedAt: now.toISOString() });
      return;
    } catch (error) {
      if (!(error instanceof StaleEstimateError)) throw error;
    }
  }
  throw new ConflictError('This estimate is being changed by someone else. Please try again.');
}
