import { getEstimate, saveEstimate, type EstimateRecord, type TimelineEvent } from '../data/estimates.js';
import { retryOnConflict } from '../../platform/data/versioned.js';
import { estimateBusy } from './estimate-access.js';
import { withEvents } from './estimate-records.js';

/** The estimate fields the proposal and contract flow keeps in step (docs/product.md#estimates). */
export type EstimateFlags = Partial<
  Pick<EstimateRecord, 'proposalSent' | 'accepted' | 'contractSigned' | 'signingUrl' | 'projectId'>
>;

/** The timeline entry a flag turning on adds to the estimate's history. */
const FLAG_EVENTS: Partial<Record<keyof EstimateFlags, TimelineEvent['event']>> = {
  proposalSent: 'proposal-sent',
  accepted: 'accepted',
  contractSigned: 'contract-signed',
};

/**
 * Sets flags on an estimate through its optimistic lock (read, bump the version, write if nobody
 * wrote since), retrying on a concurrent edit, so neither the flags nor the edit is lost. A
 * deleted estimate is left alone; flags already as asked write nothing.
 */
export async function setEstimateFlags(
  accountId: string,
  estimateId: string,
  flags: EstimateFlags,
  now = new Date(),
  /** What the timeline entry of a flag turning on says (e.g. the homeowner's acceptance note). */
  details: Partial<Record<keyof EstimateFlags, string>> = {},
): Promise<void> {
  await retryOnConflict(
    async () => {
      const record = await getEstimate(accountId, estimateId);
      if (!record) return;
      const changed = (Object.keys(flags) as (keyof EstimateFlags)[]).some(
        (name) => record[name] !== flags[name],
      );
      if (!changed) return;
      const at = now.toISOString();
      const events = (Object.keys(FLAG_EVENTS) as (keyof EstimateFlags)[])
        .filter((name) => flags[name] === true && record[name] !== true)
        .map((name): TimelineEvent => ({ at, event: FLAG_EVENTS[name]!, detail: details[name] ?? null }));
      await saveEstimate(record, {
        ...record,
        ...flags,
        version: record.version + 1,
        updatedAt: at,
        timeline: withEvents(record, ...events),
      });
    },
    estimateBusy,
    8,
  );
}
